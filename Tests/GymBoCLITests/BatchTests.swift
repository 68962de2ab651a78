import Foundation
import GymBoTestSupport
import Testing
@testable import GymBoKit

@Suite("The cron batch (SPEC §6)", .serialized)
struct BatchTests {
    func inbox(_ files: [(String, String)]) throws -> URL {
        let dir = try makeTemporaryDirectory()
        let inbox = dir.appendingPathComponent("inbox")
        try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
        for (name, source) in files {
            try FileManager.default.copyItem(atPath: fixture(source), toPath: inbox.appendingPathComponent(name).path)
        }
        return dir
    }

    @Test func goodBrokenAndDuplicateFilesThenNothingToDo() throws {
        let dir = try inbox([
            ("anna.json", "backup/anna.json"),
            ("kaputt.gymtracker", "gymtracker/truncated.gymtracker"),
            ("anna-kopie.json", "backup/anna.json"),
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = try makeTestDatabase()
        var options = BatchJob.Options(inbox: dir.appendingPathComponent("inbox").path, reports: dir.appendingPathComponent("Reports").path)
        // Four weeks after Anna's last session: the batch has a tip for her ("we miss you").
        options.asOf = .instant(Timestamp.parseISO("2026-12-07T06:00:00Z")!)
        let first = try BatchJob(store: store, options: options).run()
        // Sorted: anna-kopie.json comes first and is imported; anna.json is the same content.
        #expect(first.files.map(\.status) == [.imported, .unchanged, .failed])
        #expect(first.failed == 1)
        #expect(first.files[0].added == 4)
        let failed = dir.appendingPathComponent("inbox/failed/kaputt.gymtracker")
        #expect(FileManager.default.fileExists(atPath: failed.path))
        let reason = try String(contentsOfFile: failed.path + ".error.txt", encoding: .utf8)
        #expect(reason.contains(":3: error: not valid JSON"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("inbox/processed").path).sorted() == ["anna-kopie.json", "anna.json"])
        #expect(first.reports.count == 1 && first.reports[0].hasSuffix("/anna/2026-W49.md"))
        #expect(first.tipsIssued["Anna"] ?? 0 > 0)
        #expect(first.tipFiles.contains { $0.hasSuffix("/anna/tips-2026-12-07.md") })

        let second = try BatchJob(store: store, options: options).run()
        #expect(second.nothingToDo)
        #expect(second.failed == 0)
    }

    @Test func weeksCompletedSinceTheLastRunAreReported() throws {
        let dir = try inbox([("anna.json", "backup/anna.json")])
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = try makeTestDatabase()
        var options = BatchJob.Options(inbox: dir.appendingPathComponent("inbox").path, reports: dir.appendingPathComponent("Reports").path)
        options.asOf = .instant(Timestamp.parseISO("2026-11-10T06:00:00Z")!)
        let first = try BatchJob(store: store, options: options).run()
        #expect(first.reports.map { URL(fileURLWithPath: $0).lastPathComponent } == ["2026-W45.md"])
        options.asOf = .instant(Timestamp.parseISO("2026-11-24T06:00:00Z")!)
        let later = try BatchJob(store: store, options: options).run()
        #expect(later.reports.map { URL(fileURLWithPath: $0).lastPathComponent } == ["2026-W46.md", "2026-W47.md"])
        let again = try BatchJob(store: store, options: options).run()
        #expect(again.reports.isEmpty)
    }

    @Test func aSecondBatchWaitsOrExitsTwo() throws {
        let dir = try inbox([("anna.json", "backup/anna.json")])
        defer { try? FileManager.default.removeItem(at: dir) }
        let inboxPath = dir.appendingPathComponent("inbox").path
        var held: BatchLock? = try BatchLock(inbox: inboxPath, wait: false)
        #expect(throws: BatchLock.LockError.self) { _ = try BatchLock(inbox: inboxPath, wait: false) }
        _ = try runGymbo(["seed", "--db", "b.sqlite"], in: dir)
        let blocked = try runGymbo(["batch", "--db", "b.sqlite", "--inbox", "inbox", "--no-wait"], in: dir)
        #expect(blocked.status == 2)
        #expect(blocked.stderr.contains("another gymbo batch is running on this inbox"))
        #expect(held != nil)
        held = nil
        // Released: the run goes through, and the file is imported exactly once.
        let run = try runGymbo(["batch", "--db", "b.sqlite", "--inbox", "inbox", "--no-wait", "--as-of", "2026-11-16T06:00:00Z"], in: dir)
        #expect(run.status == 0)
        let stats = try runGymbo(["db", "stats", "--db", "b.sqlite", "--format", "json"], in: dir)
        #expect(stats.stdout.contains("\"sessions\" : 3"))
    }

    @Test func concurrentBatchesImportExactlyOnce() throws {
        let dir = try inbox([("anna.json", "backup/anna.json"), ("push.gymtracker", "gymtracker/push-day.gymtracker")])
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try runGymbo(["seed", "--db", "c.sqlite"], in: dir)
        let results = try (0..<4).map { _ in
            try startGymbo(["batch", "--db", "c.sqlite", "--inbox", "inbox", "--as-of", "2026-11-16T06:00:00Z"], in: dir)
        }.map { $0.wait() }
        #expect(results.allSatisfy { $0.status == 0 }, "\(results.map(\.stderr))")
        #expect(!results.contains { $0.stderr.contains("database is locked") })
        let stats = try runGymbo(["db", "stats", "--db", "c.sqlite", "--format", "json"], in: dir)
        #expect(stats.stdout.contains("\"sessions\" : 3") && stats.stdout.contains("\"workouts\" : 2"))
        #expect(try runGymbo(["db", "check", "--db", "c.sqlite"], in: dir).status == 0)
    }
}
