import Foundation
import GRDB
import GymBoTestSupport
import Testing
@testable import GymBoKit

/// SIGKILL at any moment leaves a consistent database and inbox, and running again finishes the work
/// with every file imported exactly once (SPEC §8; issue 9, items 1 and 2).
///
/// The kills are placed by progress, not by the clock: "as soon as the WAL file changes" is during a
/// commit, "after the next file's commit" is counted in the database, "as soon as a report appears" is
/// during report writing. Each kill is checked to have hit a running process.
@Suite("Crash safety: SIGKILL during import and batch", .serialized)
struct CrashSafetyTests {
    /// Six Strong exports of twenty weeks (about 1.5 s of importing in a debug build).
    static let athletes = 6

    /// A generated export directory, and what a clean import of it holds.
    struct Reference {
        var dir: URL
        var exports: URL
        var files: [String]
        var sessions: [String: Int]
        var digest: String
        /// How long the clean import took per file: a measurement for placing kills, never asserted on.
        var secondsPerFile: Double
    }

    func reference(athletes: Int = athletes, weeks: Int = 20) throws -> Reference {
        let dir = try makeTemporaryDirectory()
        let exports = dir.appendingPathComponent("exports")
        let generated = try runGymbo(["generate", "--athletes", String(athletes), "--weeks", String(weeks), "--to", "strong", "--out", exports.path], in: dir)
        #expect(generated.status == 0, "\(generated.stderr)")
        let clean = dir.appendingPathComponent("clean.sqlite").path
        #expect(try runGymbo(["seed", "--db", clean], in: dir).status == 0)
        let started = Date()
        let run = try runGymbo(["import", "--db", clean, "--athlete-from-filename", exports.path], in: dir)
        let elapsed = Date().timeIntervalSince(started)
        #expect(run.status == 0, "\(run.stderr)")
        let store = try GymBoStore.open(path: clean)
        let sessions = try store.read { db in
            Dictionary(uniqueKeysWithValues: try Row.fetchAll(db, sql: "SELECT a.name, COUNT(*) FROM session s JOIN athlete a ON a.id = s.athleteId GROUP BY a.name")
                .map { ($0[0] as String, $0[1] as Int) })
        }
        #expect(sessions.count == athletes && sessions.values.allSatisfy { $0 > weeks })
        let files = try FileManager.default.contentsOfDirectory(atPath: exports.path).sorted()
        return Reference(dir: dir, exports: exports, files: files, sessions: sessions, digest: try importedDataDigest(store),
                         secondsPerFile: elapsed / Double(athletes))
    }

    /// Where a kill is placed.
    enum Moment: CustomStringConvertible {
        /// Shortly after start: opening the database, reading the first file.
        case early
        /// As soon as the WAL changes: a commit is being written.
        case duringCommit
        /// After `commits` more files committed, then `fraction` of one file's import time.
        case afterCommits(Int, fraction: Double)
        /// After `commits` more files committed, at the next commit.
        case duringCommitAfter(Int)
        /// When all but `left` files are in, at the next commit.
        case duringCommitWithLeft(Int)

        var description: String {
            switch self {
            case .early: "early"
            case .duringCommit: "during a commit"
            case let .afterCommits(n, f): "\(f) of a file after \(n) more commits"
            case let .duringCommitAfter(n): "during the commit after \(n) more"
            case let .duringCommitWithLeft(n): "during a commit with \(n) files left"
            }
        }
    }

    /// Files committed so far, as the database says.
    static func committed(_ watcher: DatabaseQueue) throws -> Int {
        try watcher.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM importRecord WHERE outcome = 'imported'") ?? 0 }
    }

    /// Waits for `moment` in the run of `process` on `database`; true when it came while the process ran.
    static func waitFor(_ moment: Moment, _ process: RunningGymbo, database: String, watcher: DatabaseQueue, secondsPerFile: Double) throws -> Bool {
        let start = try committed(watcher)
        func commitOf(after count: Int) throws -> Bool {
            guard try wait(for: process, until: { try committed(watcher) >= count }) else { return false }
            let stamp = fileStamp(database + "-wal")
            return wait(for: process, interval: 0.0002) { walChanged(database, since: stamp) }
        }
        switch moment {
        case .early:
            usleep(30_000)
            return process.process.isRunning
        case .duringCommit:
            return try commitOf(after: start)
        case let .afterCommits(n, fraction):
            guard try wait(for: process, until: { try committed(watcher) >= start + n }) else { return false }
            usleep(UInt32(fraction * secondsPerFile * 1_000_000))
            return process.process.isRunning
        case let .duringCommitAfter(n):
            return try commitOf(after: start + n)
        case let .duringCommitWithLeft(left):
            return try commitOf(after: athletes - left - 1)
        }
    }

    /// A database after a kill: SQLite and the toolkit find it sound, and every file is in whole or not
    /// at all (an athlete exists only with all their sessions, and an import record only for a whole file).
    static func expectConsistent(_ database: String, _ reference: Reference, in dir: URL, after moment: Moment) throws {
        let check = try runGymbo(["db", "check", "--db", database], in: dir)
        #expect(check.status == 0, "after a kill \(moment): \(check.stderr)")
        let store = try GymBoStore.open(path: database)
        let (sessions, imports) = try store.read { db in
            (Dictionary(uniqueKeysWithValues: try Row.fetchAll(db, sql: "SELECT a.name, COUNT(s.seq) FROM athlete a LEFT JOIN session s ON s.athleteId = a.id GROUP BY a.name")
                .map { ($0[0] as String, $0[1] as Int) }),
             try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM importRecord") ?? -1)
        }
        for (athlete, count) in sessions {
            #expect(count == reference.sessions[athlete], "after a kill \(moment): \(athlete) has \(count) of \(reference.sessions[athlete] ?? 0) sessions")
        }
        #expect(imports == sessions.count, "after a kill \(moment): \(imports) import records for \(sessions.count) athletes")
    }

    @Test func importKilledAtEveryStageFinishesExactlyOnce() throws {
        let reference = try reference()
        defer { try? FileManager.default.removeItem(at: reference.dir) }
        let dir = reference.dir
        let database = dir.appendingPathComponent("crash.sqlite").path
        #expect(try runGymbo(["seed", "--db", database], in: dir).status == 0)

        let moments: [Moment] = [.early, .duringCommit, .afterCommits(1, fraction: 0.5), .duringCommitAfter(1), .duringCommitWithLeft(2)]
        var progress: [Int] = []
        for moment in moments {
            let watcher = try DatabaseQueue(path: database)
            let process = try startGymbo(["import", "--db", database, "--athlete-from-filename", reference.exports.path], in: dir)
            let inTime = try Self.waitFor(moment, process, database: database, watcher: watcher, secondsPerFile: reference.secondsPerFile)
            process.kill9()
            _ = process.wait()
            #expect(inTime && process.wasKilled, "the kill \(moment) came after the import had finished")
            progress.append(try Self.committed(watcher))
            try watcher.close()
            try Self.expectConsistent(database, reference, in: dir, after: moment)
        }
        // The kills interrupted real work: some files were in, some not, when the last one struck.
        #expect(progress.last.map { (1..<Self.athletes).contains($0) } == true, "committed files after each kill: \(progress)")

        let rerun = try runGymbo(["import", "--db", database, "--athlete-from-filename", reference.exports.path, "--format", "json"], in: dir)
        #expect(rerun.status == 0, "\(rerun.stderr)")
        let summaries = try JSONSerialization.jsonObject(with: Data(rerun.stdout.utf8)) as? [[String: Any]] ?? []
        #expect(summaries.count == Self.athletes)
        #expect(summaries.filter { $0["status"] as? String == "imported" }.count == Self.athletes - progress.last!)
        #expect(try runGymbo(["db", "check", "--db", database], in: dir).status == 0)
        #expect(try importedDataDigest(GymBoStore.open(path: database)) == reference.digest)
    }

    // MARK: Batch

    static let asOf = "2026-02-02T06:00:00Z"

    /// The batch's moments: the import moments, and those of moving files and writing reports.
    enum BatchMoment: CustomStringConvertible {
        case importing(Moment)
        /// Right after one more file reached `processed/`.
        case afterMove
        /// When the inbox is empty, as soon as the first report or tip file appears.
        case firstReportFile
        /// When `count` report and tip files exist.
        case reportFiles(Int)

        var description: String {
            switch self {
            case let .importing(moment): "importing, \(moment)"
            case .afterMove: "right after a move"
            case .firstReportFile: "at the first report file"
            case let .reportFiles(n): "at report file \(n)"
            }
        }
    }

    /// The files under `folder`, relative, hidden ones included.
    static func files(under folder: URL) -> [String] {
        let names = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
        return names.filter { name in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isDirectory) && !isDirectory.boolValue
        }.sorted()
    }

    /// An inbox and its reports after a kill: every file in exactly one place, a processed file only
    /// after its import committed, a failed one only with its reason, every report whole.
    static func expectInboxConsistent(_ inbox: URL, reports: URL, exports: [String], broken: String, database: String, after moment: CustomStringConvertible) throws {
        let waiting = files(under: inbox).filter { !$0.hasPrefix("processed/") && !$0.hasPrefix("failed/") && !$0.hasPrefix(".") }
        let processed = files(under: inbox.appendingPathComponent("processed"))
        let failed = files(under: inbox.appendingPathComponent("failed"))
        for name in exports {
            #expect([waiting.contains(name), processed.contains(name)].filter { $0 }.count == 1, "after a kill \(moment): \(name) is in \(waiting.contains(name) ? "the inbox" : "") \(processed.contains(name) ? "processed/" : "")")
        }
        #expect(Set(processed).isSubset(of: exports), "after a kill \(moment): processed/ holds \(processed)")
        #expect(waiting.contains(broken) != failed.contains(broken), "after a kill \(moment): \(broken) lost or doubled")
        #expect(failed.allSatisfy { $0 == broken || $0 == broken + ".error.txt" }, "after a kill \(moment): failed/ holds \(failed)")
        if failed.contains(broken) { #expect(failed.contains(broken + ".error.txt"), "after a kill \(moment): \(broken) failed without its reason") }
        // Moved to processed/ only after the import committed.
        let imported = try GymBoStore.open(path: database).athletes().map(\.name)
        for name in processed { #expect(imported.contains(Importer.athleteName(fromFile: name)), "after a kill \(moment): \(name) processed but not imported") }
        // Reports are whole or absent; a leftover temporary file is hidden, so no reader takes it.
        for name in files(under: reports) where !URL(fileURLWithPath: name).lastPathComponent.hasPrefix(".") {
            let data = try Data(contentsOf: reports.appendingPathComponent(name))
            #expect(data.last == 0x0A, "after a kill \(moment): \(name) does not end with a newline")
            if name.hasSuffix(".json") { #expect((try? JSONSerialization.jsonObject(with: data)) != nil, "after a kill \(moment): \(name) is not JSON") }
            if name.hasSuffix(".svg") { #expect(String(decoding: data, as: UTF8.self).hasSuffix("</svg>\n"), "after a kill \(moment): \(name) is cut short") }
        }
    }

    @Test func batchKilledAtEveryStageLosesAndDoublesNothing() throws {
        let reference = try reference()
        defer { try? FileManager.default.removeItem(at: reference.dir) }
        let dir = reference.dir
        let inbox = dir.appendingPathComponent("inbox"), reports = dir.appendingPathComponent("Reports")
        try FileManager.default.copyItem(at: reference.exports, to: inbox)
        let broken = "zz-kaputt.gymtracker"
        try write("{\"version\": \"1.0\", \"session\": {", to: broken, in: inbox)
        let database = dir.appendingPathComponent("batch.sqlite").path
        #expect(try runGymbo(["seed", "--db", database], in: dir).status == 0)
        let arguments = ["batch", "--db", database, "--inbox", inbox.path, "--reports", reports.path, "--athlete-from-filename", "--as-of", Self.asOf]

        let moments: [BatchMoment] = [.importing(.duringCommit), .afterMove, .importing(.duringCommitAfter(1)), .firstReportFile, .reportFiles(12)]
        var killedPids: [Int32] = []
        for moment in moments {
            let watcher = try DatabaseQueue(path: database)
            let moved = Self.files(under: inbox.appendingPathComponent("processed")).count
            let process = try startGymbo(arguments, in: dir)
            let inTime: Bool
            switch moment {
            case let .importing(inner):
                inTime = try Self.waitFor(inner, process, database: database, watcher: watcher, secondsPerFile: reference.secondsPerFile)
            case .afterMove:
                inTime = wait(for: process, interval: 0.0002) { Self.files(under: inbox.appendingPathComponent("processed")).count > moved }
            case .firstReportFile:
                inTime = wait(for: process, interval: 0.0002) { !Self.files(under: reports).isEmpty }
            case let .reportFiles(n):
                inTime = wait(for: process, interval: 0.0002) { Self.files(under: reports).count >= n }
            }
            process.kill9()
            _ = process.wait()
            try watcher.close()
            #expect(inTime && process.wasKilled, "the kill \(moment) came after the batch had finished")
            killedPids.append(process.pid)
            #expect(try runGymbo(["db", "check", "--db", database], in: dir).status == 0, "after a kill \(moment)")
            try Self.expectConsistent(database, reference, in: dir, after: .early)
            try Self.expectInboxConsistent(inbox, reports: reports, exports: reference.files, broken: broken, database: database, after: moment)
        }
        // A temporary file as a kill during a report's write leaves it (the process is gone).
        let stale = reports.appendingPathComponent("athlete-001/.2026-W05.md.\(killedPids[0]).tmp")
        try FileManager.default.createDirectory(at: stale.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("# half a rep".utf8).write(to: stale)

        let brokenWaiting = FileManager.default.fileExists(atPath: inbox.appendingPathComponent(broken).path)
        let rerun = try runGymbo(arguments, in: dir)
        #expect(rerun.status == (brokenWaiting ? 1 : 0), "\(rerun.stderr)")
        try Self.expectInboxConsistent(inbox, reports: reports, exports: reference.files, broken: broken, database: database, after: "the re-run")
        #expect(Self.files(under: inbox.appendingPathComponent("processed")) == reference.files)
        #expect(Self.files(under: inbox.appendingPathComponent("failed")) == [broken, broken + ".error.txt"])
        #expect(try importedDataDigest(GymBoStore.open(path: database)) == reference.digest)
        #expect(!Self.files(under: reports).contains { $0.hasSuffix(".tmp") }, "\(Self.files(under: reports))")
        let weekly = Self.files(under: reports).filter { $0.hasSuffix("/2026-W05.md") || $0.hasSuffix("/2026-W05.json") }
        #expect(weekly.count == 2 * Self.athletes, "\(Self.files(under: reports))")
        // Tips recorded by a run killed before it wrote their files are written by the next run.
        let tipped = try GymBoStore.open(path: database).read { db in
            try String.fetchAll(db, sql: "SELECT DISTINCT a.name FROM tip t JOIN athlete a ON a.id = t.athleteId ORDER BY a.name")
        }
        #expect(!tipped.isEmpty)
        for athlete in tipped {
            let slug = ReportFolders.slug(athlete)
            #expect(Self.files(under: reports).contains("\(slug)/tips-2026-02-02.md") && Self.files(under: reports).contains("\(slug)/tips-2026-02-02.json"),
                    "\(athlete) has tips in the database but no tip files")
        }
        let again = try runGymbo(arguments, in: dir)
        #expect(again.status == 0 && again.stdout.contains("Nichts zu tun"), "\(again.stdout)")
    }

    /// Only temporaries of processes that are gone are removed; nothing else is touched.
    @Test func staleTemporaryFilesOfDeadProcessesAreSwept() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let finished = try startGymbo(["--help"], in: dir)
        _ = finished.wait()
        let dead = finished.pid, alive = getpid()
        let names = [".2026-W05.md.\(dead).tmp", "sub/.tips-2026-02-02.json.\(dead).tmp", ".2026-W05.json.\(alive).tmp",
                     "2026-W05.md", ".hidden", ".x.notapid.tmp", "..\(dead).tmp", "report.\(dead).tmp"]
        for name in names {
            let url = dir.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: url)
        }
        #expect(StaleTemporaryFiles.owner(of: ".2026-W05.md.\(dead).tmp") == dead)
        #expect(StaleTemporaryFiles.owner(of: "report.\(dead).tmp") == nil)
        let removed = StaleTemporaryFiles.sweep(dir.path).map { String($0.dropFirst(dir.path.count + 1)) }
        #expect(removed == [".2026-W05.md.\(dead).tmp", "sub/.tips-2026-02-02.json.\(dead).tmp"])
        #expect(Self.files(under: dir) == names.filter { !removed.contains($0) }.sorted())
    }

    /// A batch killed while it holds the inbox lock: the kernel drops the lock with the process, so the
    /// next `--no-wait` run goes ahead at once and finishes the inbox, each file once.
    @Test func killedLockHolderReleasesTheLock() throws {
        let reference = try reference(athletes: 2, weeks: 4)
        defer { try? FileManager.default.removeItem(at: reference.dir) }
        let dir = reference.dir
        let inbox = dir.appendingPathComponent("inbox")
        try FileManager.default.copyItem(at: reference.exports, to: inbox)
        let database = dir.appendingPathComponent("lock.sqlite").path
        #expect(try runGymbo(["seed", "--db", database], in: dir).status == 0)
        let arguments = ["batch", "--db", database, "--inbox", inbox.path, "--reports", dir.appendingPathComponent("Reports").path,
                         "--athlete-from-filename", "--as-of", Self.asOf]
        let holder = try startGymbo(arguments, in: dir)
        // Probe with a non-blocking lock of our own; the moment it is refused, the holder has it.
        let held = wait(for: holder, interval: 0.0005) {
            do {
                _ = try BatchLock(inbox: inbox.path, wait: false)
                return false
            } catch {
                return true
            }
        }
        holder.kill9()
        _ = holder.wait()
        #expect(held && holder.wasKilled)

        let next = try runGymbo(arguments + ["--no-wait"], in: dir)
        #expect(next.status == 0, "\(next.stderr)")
        #expect(!next.stderr.contains("another gymbo batch is running"))
        #expect(Self.files(under: inbox.appendingPathComponent("processed")) == reference.files)
        #expect(try runGymbo(["db", "check", "--db", database], in: dir).status == 0)
        #expect(try importedDataDigest(GymBoStore.open(path: database)) == reference.digest)
    }
}
