import Foundation
import GRDB
import Testing
@testable import GymBoKit

@Suite("Schema upgrades (SPEC §8)")
struct SchemaUpgradeTests {
    /// A database written by the first released schema (`v1-schema`): catalog, two athletes, a backup,
    /// a shared workout, a Strong export, issued tips. It must open with the current code, migrate, and keep
    /// every row. When a migration is added, this test guards the upgrade path.
    @Test func firstReleasedDatabaseOpensMigratesAndKeepsEveryRow() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("old.sqlite").path
        try FileManager.default.copyItem(atPath: fixture("schema/v1-first-release.sqlite"), toPath: path)

        // What the old file holds, read without migrating.
        let before: [String: Int] = try DatabaseQueue(path: path).read { db in
            var counts: [String: Int] = [:]
            for table in try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'grdb_%'") {
                counts[table] = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)")
            }
            return counts
        }
        #expect(before["session"] == 5 && before["sessionSet"] == 14 && before["tip"] == 3)

        let store = try GymBoStore.open(path: path)
        let applied = try store.writer.read { db in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations") }
        #expect(applied.first == "v1-schema")
        let after: [String: Int] = try store.writer.read { db in
            var counts: [String: Int] = [:]
            for table in before.keys { counts[table] = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)") }
            return counts
        }
        #expect(after == before)
        #expect(try store.check().isEmpty)
        let anna = try store.athlete(named: "Anna")
        #expect(try store.records(athleteId: anna.id).first { $0.exerciseId == .catalog(1) }?.maxWeight?.weight == 85)
        #expect(try store.stats() == DatabaseStats(athletes: 2, exercises: 163, workouts: 2, sessions: 5, sets: 14, records: 5, tips: 3, imports: 3))
        // And it keeps working: a new import lands.
        let summary = importer(store) { $0.athleteName = "Lena" }.importFile(fixture("migration/strong-export-april.csv"))
        #expect(summary.status == .imported && summary.added == 1)
    }
}
