import Foundation
import GymBoTestSupport
import Testing
@testable import GymBoKit

/// End to end on PostgreSQL: the demo writes what it writes on SQLite, byte for byte, and several batch
/// workers (separate processes) share one inbox and database. Left out, with a note, without a server
/// (`TestEngine`).
@Suite(.enabled(if: TestEngine.available.contains(.postgres), "no PostgreSQL server reachable"))
struct PostgresTests {
    /// Every file under `folder`, relative, sorted; hidden ones and the SQLite database left out.
    static func files(under folder: URL) -> [String] {
        let names = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
        return names.filter { name in
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isDirectory)
            let last = URL(fileURLWithPath: name).lastPathComponent
            return !isDirectory.boolValue && !last.hasPrefix(".") && !last.hasPrefix("gymbo-demo.sqlite")
        }.sorted()
    }

    @Test func theDemoWritesTheSameReportsOnBothEngines() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = try TestEngine.postgres.newLocation(in: dir)
        let sqlite = try runGymbo(["demo", "--out", "sqlite"], in: dir)
        let postgres = try runGymbo(["demo", "--out", "postgres", "--db", url], in: dir)
        #expect(sqlite.status == 0, "\(sqlite.stderr)")
        #expect(postgres.status == 0, "\(postgres.stderr)")
        let (a, b) = (dir.appendingPathComponent("sqlite"), dir.appendingPathComponent("postgres"))
        let names = Self.files(under: a)
        #expect(names.contains { $0.hasSuffix(".json") } && names.contains("index.html"))
        #expect(Self.files(under: b) == names)
        for name in names {
            let left = try Data(contentsOf: a.appendingPathComponent(name)), right = try Data(contentsOf: b.appendingPathComponent(name))
            #expect(left == right, "\(name) differs between SQLite and PostgreSQL")
        }
        // The summary too, but for the line naming the database.
        let lines = { (text: String) in text.split(separator: "\n").filter { !$0.contains("gymbo-demo.sqlite") && !$0.contains("postgres://") && !$0.contains("sqlite/") && !$0.contains("postgres/") } }
        #expect(lines(sqlite.stdout) == lines(postgres.stdout))
        // A second demo on the same database starts again from nothing; somebody else's database is refused.
        #expect(try runGymbo(["demo", "--out", "postgres", "--db", url], in: dir).status == 0)
        let other = try TestEngine.postgres.newLocation(in: dir)
        #expect(try runGymbo(["seed", "--db", other], in: dir).status == 0)
        #expect(try runGymbo(["import", fixture("strong/variant-c.csv"), "--athlete", "Lena", "--db", other], in: dir).status == 0)
        let refused = try runGymbo(["demo", "--out", "other", "--db", other], in: dir)
        #expect(refused.status != 0)
        #expect(refused.stderr.contains("did not write; give the demo a database of its own"), "\(refused.stderr)")
        TestEngine.postgres.tally()
    }

    /// An inbox of generated exports, one file per athlete, and a database with the catalog.
    static func sharedInbox(athletes: Int, in dir: URL) throws -> (url: String, inbox: URL, reports: URL) {
        let inbox = dir.appendingPathComponent("inbox"), reports = dir.appendingPathComponent("Reports")
        let generated = try runGymbo(["generate", "--to", "strong", "--athletes", "\(athletes)", "--weeks", "6", "--seed", "7",
                                      "--start", "2026-10-05", "--out", inbox.path], in: dir)
        #expect(generated.status == 0, "\(generated.stderr)")
        let url = try TestEngine.postgres.newLocation(in: dir)
        #expect(try runGymbo(["seed", "--db", url], in: dir).status == 0)
        return (url, inbox, reports)
    }

    static func batchArguments(_ url: String, _ inbox: URL, _ reports: URL) -> [String] {
        ["batch", "--db", url, "--inbox", inbox.path, "--reports", reports.path, "--athlete-from-filename",
         "--as-of", "2026-11-16", "--format", "json"]
    }

    /// What a run must have left: every file imported once and moved once, every athlete's report
    /// written, the database checking clean.
    static func expectEverythingDoneOnce(_ url: String, inbox: URL, reports: URL, files: [String], in dir: URL) throws {
        let processed = Self.files(under: inbox.appendingPathComponent("processed"))
        #expect(processed == files, "processed/: \(processed)")
        #expect(Self.files(under: inbox).filter { !$0.hasPrefix("processed/") }.isEmpty)
        let stats = try runGymbo(["db", "stats", "--db", url, "--format", "json"], in: dir)
        let counts = try JSONDecoder().decode(DatabaseStats.self, from: Data(stats.stdout.utf8))
        #expect(counts.athletes == files.count)
        let reference = try SQLiteReference.counts(files: files, in: dir)
        #expect(counts.sessions == reference.sessions && counts.sets == reference.sets, "\(counts) against \(reference)")
        let reportFiles = Self.files(under: reports).filter { $0.hasSuffix("/2026-W46.md") }
        #expect(reportFiles.count == files.count, "\(reportFiles)")
        let check = try runGymbo(["db", "check", "--db", url], in: dir)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    }

    /// The same files imported by one run into a SQLite file: the counts the shared run must reach.
    enum SQLiteReference {
        static func counts(files: [String], in dir: URL) throws -> DatabaseStats {
            let store = try makeTestDatabase()
            var options = ImportOptions()
            options.athleteFromFilename = true
            _ = try Importer(store: store, options: options).importFiles(files.map { dir.appendingPathComponent("inbox/processed/" + $0).path })
            return try store.stats()
        }
    }

    @Test func fourWorkersShareOneInboxAndDoEverythingOnce() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (url, inbox, reports) = try Self.sharedInbox(athletes: 12, in: dir)
        let files = Self.files(under: inbox)
        #expect(files.count == 12)
        let workers = try (1...4).map { n in try startGymbo(Self.batchArguments(url, inbox, reports) + ["--worker", "w\(n)", "--html"], in: dir) }
        let results = workers.map { $0.wait() }
        for result in results { #expect(result.status == 0, "\(result.stderr)") }
        let summaries = try results.map { try JSONSerialization.jsonObject(with: Data($0.stdout.utf8)) as? [String: Any] ?? [:] }
        // Each file in exactly one worker's summary, each report written by exactly one worker.
        let imported = summaries.flatMap { ($0["files"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String } }
        #expect(imported.count == files.count && Set(imported).count == files.count, "\(imported)")
        let written = summaries.flatMap { $0["reports"] as? [String] ?? [] }
        #expect(written.count == files.count && Set(written).count == files.count, "\(written)")
        #expect(summaries.compactMap { $0["overview"] as? String }.count == 1)
        try Self.expectEverythingDoneOnce(url, inbox: inbox, reports: reports, files: files, in: dir)
        TestEngine.postgres.tally()
    }

    @Test func aWorkerKilledMidRunLeavesItsWorkToAnother() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (url, inbox, reports) = try Self.sharedInbox(athletes: 30, in: dir)
        let files = Self.files(under: inbox)
        // A short lease, so the claim the killed worker held runs out soon.
        let doomed = try startGymbo(Self.batchArguments(url, inbox, reports) + ["--worker", "doomed", "--lease", "1"], in: dir)
        let processed = inbox.appendingPathComponent("processed")
        let deadline = Date().addingTimeInterval(60)
        while Self.files(under: processed).count < 2 && Date() < deadline && doomed.process.isRunning { usleep(500) }
        kill(doomed.process.processIdentifier, SIGKILL)
        _ = doomed.wait()
        #expect(doomed.process.terminationReason == .uncaughtSignal, "the worker finished before the kill")
        #expect(Self.files(under: processed).count < files.count)
        let rescuer = try runGymbo(Self.batchArguments(url, inbox, reports) + ["--worker", "rescuer"], in: dir)
        #expect(rescuer.status == 0, "\(rescuer.stderr)")
        try Self.expectEverythingDoneOnce(url, inbox: inbox, reports: reports, files: files, in: dir)
        TestEngine.postgres.tally()
    }

    @Test func staticSharesSplitTheWork() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (url, inbox, reports) = try Self.sharedInbox(athletes: 8, in: dir)
        let files = Self.files(under: inbox)
        let shards = try (1...2).map { k in try startGymbo(Self.batchArguments(url, inbox, reports) + ["--shard", "\(k)/2"], in: dir) }.map { $0.wait() }
        for result in shards { #expect(result.status == 0, "\(result.stderr)") }
        let counts = try shards.map { (try JSONSerialization.jsonObject(with: Data($0.stdout.utf8)) as? [String: Any])?["files"] as? [Any] ?? [] }.map(\.count)
        #expect(counts.reduce(0, +) == files.count && counts.allSatisfy { $0 > 0 }, "\(counts)")
        try Self.expectEverythingDoneOnce(url, inbox: inbox, reports: reports, files: files, in: dir)
        let bad = try runGymbo(["batch", "--db", url, "--inbox", inbox.path, "--shard", "3/2"], in: dir)
        #expect(bad.status == 64 && bad.stderr.contains("--shard must be K/N"), "\(bad.stderr)")
        TestEngine.postgres.tally()
    }
}
