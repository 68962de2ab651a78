import Foundation
import GymBoTestSupport
import Testing
@testable import GymBoKit

@Suite("One --as-of for every command")
struct AsOfTests {
    @Test func batchAndTipsGiveTheSameTipsForTheSameDate() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // An athlete in New York: UTC midnight of Monday is still Sunday there, and tip ids carry the day.
        var sample = RuleSamples.sample(forRule: 10)
        sample.athlete.timezone = "America/New_York"
        sample.sessions = sample.sessions.map { var s = $0; s.source = "backup"; return s }
        let store = try GymBoStore.open(path: dir.appendingPathComponent("g.sqlite").path)
        _ = try CatalogSeeder(store: store).seedCatalog()
        try store.saveAthlete(sample.athlete)
        try store.writer.write { db in for s in sample.sessions { _ = try GymBoStore.insertSession(db, s, importId: nil, replaceById: false) } }
        let tips = try runGymbo(["tips", "--db", "g.sqlite", "--as-of", "2026-11-16", "--format", "json", "--max", "10"], in: dir)
        let shown = (try JSONSerialization.jsonObject(with: Data(tips.stdout.utf8)) as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        #expect(!shown.isEmpty, "\(tips.stderr)")
        let batch = try runGymbo(["batch", "--db", "g.sqlite", "--inbox", "inbox", "--reports", "R", "--as-of", "2026-11-16"], in: dir)
        #expect(batch.status == 0, "\(batch.stderr)")
        let issued = try GymBoStore.open(path: dir.appendingPathComponent("g.sqlite").path).read { db in
            try String.fetchAll(db, sql: "SELECT id FROM tip ORDER BY id")
        }
        #expect(Set(issued) == Set(shown))
    }
}
