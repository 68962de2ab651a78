import Foundation
import GymBoTestSupport
import Testing
@testable import GymBoKit

@Suite("gymbo sessions, end to end", .serialized)
struct SessionsCommandTests {
    @Test func listShowDropKeepAndUnknownIds() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try runGymbo(["seed"], in: dir).status == 0)
        #expect(try runGymbo(["import", "--athlete", "Lena", fixture("questions/triple-logged.csv")], in: dir).status == 0)

        let listed = try runGymbo(["sessions", "list", "--flagged", "--format", "json"], in: dir)
        #expect(listed.status == 0)
        let rows = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]] ?? []
        #expect(rows.count == 2)
        let ids = rows.compactMap { $0["id"] as? String }
        #expect(rows.allSatisfy { $0["trusted"] as? Bool == false })

        let text = try runGymbo(["sessions", "list", "--lang", "en"], in: dir)
        #expect(text.stdout.contains("logged 3 times") && text.stdout.contains("2 sessions to check"))
        #expect(text.stdout.contains(String(ids[0].prefix(8))))

        let analyze = try runGymbo(["analyze", "--as-of", "2026-11-10", "--lang", "en"], in: dir)
        #expect(analyze.stdout.contains("Data to check") && analyze.stdout.contains("gymbo sessions drop \(ids[0])"))
        let analyzeJSON = try runGymbo(["analyze", "--as-of", "2026-11-10", "--format", "json"], in: dir)
        let questions = (try JSONSerialization.jsonObject(with: Data(analyzeJSON.stdout.utf8)) as? [String: Any])?["dataQuestions"] as? [[String: Any]]
        #expect(questions?.compactMap { $0["keep"] as? String } == ids.map { "gymbo sessions keep \($0)" })

        let shown = try runGymbo(["sessions", "show", String(ids[1].prefix(8)), "--lang", "en"], in: dir)
        #expect(shown.status == 0)
        #expect(shown.stdout.contains("logged 3 times") && shown.stdout.contains("Decide: gymbo sessions drop \(ids[1])"))

        // Drop then keep a trusted session: the records come back exactly.
        let all = try JSONSerialization.jsonObject(with: Data(try runGymbo(["sessions", "list", "--format", "json"], in: dir).stdout.utf8)) as? [[String: Any]] ?? []
        let trusted = try #require(all.first { $0["trusted"] as? Bool == true }?["id"] as? String)
        let records = try runGymbo(["records", "--format", "json"], in: dir).stdout
        let dropped = try runGymbo(["sessions", "drop", trusted, "--lang", "en"], in: dir)
        #expect(dropped.status == 0 && dropped.stdout.contains("dropped: no longer counts"))
        #expect(try runGymbo(["records", "--format", "json"], in: dir).stdout != records)
        let kept = try runGymbo(["sessions", "keep", String(trusted.prefix(6))], in: dir)
        #expect(kept.status == 0 && kept.stdout.contains("behalten"))
        #expect(try runGymbo(["records", "--format", "json"], in: dir).stdout == records)
        #expect(try runGymbo(["db", "check"], in: dir).status == 0)

        for (id, message) in [("deadbeef", "error: no session with id 'deadbeef'"), ("3", "error: no session with id '3' (give at least 4 characters of the id)")] {
            for verb in ["show", "drop", "keep"] {
                let result = try runGymbo(["sessions", verb, id], in: dir)
                #expect(result.status == 2, "\(verb) \(id)")
                #expect(result.stderr.hasPrefix(message), "\(verb) \(id): \(result.stderr)")
                #expect(result.stdout.isEmpty)
            }
        }
        #expect(try runGymbo(["sessions", "drop"], in: dir).status == 64)
    }
}
