import Foundation
import GRDB
import GymBoTestSupport
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
        let setsOf: (Database) throws -> [String] = { db in
            try Row.fetchAll(db, sql: "SELECT sessionSeq, exercisePosition, position, reps, weight, type, note FROM sessionSet ORDER BY 1, 2, 3").map { row in
                (0..<7).map { (row[$0] as DatabaseValue).description }.joined(separator: " ") }
        }
        let setsBefore = try DatabaseQueue(path: path).read(setsOf)
        // After `v11-packed-sets` the same values, read from each session's packed sets in the same order.
        let packedSetsOf: (Database) throws -> [String] = { db in
            var lines: [String] = []
            for row in try Row.fetchAll(db, sql: "SELECT seq, sets FROM session ORDER BY seq") {
                let seq: Int64 = row[0]
                let entries = try #require(PackedSets.decode([UInt8](row[1] as Data)))
                for (position, sets) in entries.enumerated() {
                    for (index, set) in sets.enumerated() {
                        let values: [any DatabaseValueConvertible] = [seq, position, index, set.reps, set.weight, set.type.rawValue, set.note]
                        lines.append(values.map { $0.databaseValue.description }.joined(separator: " "))
                    }
                }
            }
            return lines
        }

        let store = try GymBoStore.open(path: path)
        let applied = try store.writer.read { db in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations") }
        #expect(applied.first == "v1-schema")
        let after: [String: Int] = try store.writer.read { db in
            var counts: [String: Int] = [:]
            for table in before.keys where table != "sessionSet" { counts[table] = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)") }
            return counts
        }
        // v11-packed-sets: the sets table is gone, its rows packed into their sessions.
        #expect(after == before.filter { $0.key != "sessionSet" })
        #expect(try store.writer.read { db in try Bool.fetchOne(db, sql: "SELECT COUNT(*) FROM sqlite_master WHERE name = 'sessionSet'") } == false)
        // The sets moved to one-integer keys (v2-set-keys) with every value kept, and deleting a session
        // still takes its sets along.
        #expect(try DatabaseQueue(path: path).read { db in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations") } == applied)
        #expect(applied == ["v1-schema", "v2-set-keys", "v3-profile-stated", "v4-source-names", "v5-english-names", "v6-session-review",
                            "v8-set-volume-factor", "v10-record-rows", "v11-packed-sets", "v12-bulk-entries"])
        // v10-record-rows: the records sit in a table with a row id, a pair's key still unique.
        #expect(try store.writer.read { db in try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = 'personalRecord'") }?
            .contains("WITHOUT ROWID") == false)
        #expect(throws: DatabaseError.self) {
            try store.writer.write { db in try db.execute(sql: "INSERT INTO personalRecord(athleteId, exerciseId) SELECT athleteId, exerciseId FROM personalRecord LIMIT 1") }
        }
        // v8-set-volume-factor: sets stored before it have no factor, so their volume counts the load once.
        #expect(try store.sessions(athleteId: store.athlete(named: "Anna").id).allSatisfy { $0.exercises.allSatisfy { $0.sets.allSatisfy { $0.volumeFactor == nil } } })
        // v6-session-review: every athlete's records were recomputed on open (flagged sessions no longer
        // count, the last-used rows carry their top load), and no session is decided about yet.
        #expect(try store.writer.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM meta WHERE key LIKE 'records.stale:%'") } == 0)
        #expect(try store.writer.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM exerciseLastUsed WHERE topWeight IS NULL") } == 0)
        #expect(try store.writer.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM sessionDecision") } == 0)
        // v4-source-names: entries imported from other apps before it have no source name to remap by.
        #expect(try ExerciseRemapper(store: store).plan().unchecked > 0)
        let setsAfter = try store.writer.read(packedSetsOf)
        #expect(setsAfter.count == 14)
        #expect(try store.check().isEmpty)
        let anna = try store.athlete(named: "Anna")
        // v3-profile-stated: Lena came from a Strong export and holds only the old placeholders; Anna's
        // backup stated her goal and level.
        #expect(anna.stated == .all && anna.statedGoal == .kraft)
        #expect(try store.athlete(named: "Lena").stated == [] && store.athlete(named: "Lena").statedGoal == nil)
        #expect(try store.records(athleteId: anna.id).first { $0.exerciseId == .catalog(1) }?.maxWeight?.weight == 85)
        #expect(try store.stats() == DatabaseStats(athletes: 2, exercises: 163, workouts: 2, sessions: 5, sets: 14, records: 5, tips: 3, imports: 3))
        #expect(setsAfter == setsBefore)
        // Deleting a session takes its entries and record events along (v12-bulk-entries: triggers, not
        // foreign keys), and its sets with its row; deleting an athlete takes the athlete's events.
        try store.writer.writeWithoutTransaction { db in try db.inTransaction {
            let (seq, id): (Int64, String) = try Row.fetchOne(db, sql: """
                SELECT seq, id FROM session WHERE id IN (SELECT sessionId FROM recordEvent) ORDER BY seq LIMIT 1
                """).map { ($0[0], $0[1]) }!
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM sessionExercise WHERE sessionSeq = ?", arguments: [seq])! > 0)
            try db.execute(sql: "DELETE FROM session WHERE seq = ?", arguments: [seq])
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM sessionExercise WHERE sessionSeq = ?", arguments: [seq]) == 0)
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM recordEvent WHERE sessionId = ?", arguments: [id]) == 0)
            let athlete = try String.fetchOne(db, sql: "SELECT athleteId FROM recordEvent LIMIT 1")!
            try db.execute(sql: "DELETE FROM athlete WHERE id = ?", arguments: [athlete])
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM recordEvent WHERE athleteId = ?", arguments: [athlete]) == 0)
            return .rollback
        } }
        // v5-english-names: the column is there and empty, so English output shows the stored names until
        // the next seed; seeding then adds the English names to the catalog rows (and the exercises added to
        // the catalog since, here one) and touches nothing else.
        #expect(try store.writer.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM exercise WHERE nameEN IS NOT NULL") } == 0)
        #expect(try store.exercises().allSatisfy { $0.englishName == nil && $0.name(.en) == $0.name })
        let recordsBefore = try store.records(athleteId: anna.id)
        let seeded = try CatalogSeeder(store: store).seedCatalog()
        #expect(seeded.counts == ChangeCounts(added: 1, updated: 161) && seeded.diagnostics.isEmpty)
        let exercises = try store.exercises()
        #expect(exercises.filter { !$0.isCustom }.allSatisfy { $0.englishName?.isEmpty == false })
        #expect(exercises.filter(\.isCustom).count == 2 && exercises.filter(\.isCustom).allSatisfy { $0.englishName == nil })
        #expect(exercises.first { $0.id == .catalog(1) }?.name(.en) == "Back Squat")
        #expect(try store.records(athleteId: anna.id) == recordsBefore)
        #expect(try store.writer.read(packedSetsOf) == setsBefore)
        #expect(try store.check().isEmpty)
        let annaHistory = try store.history(athlete: anna)
        #expect(annaHistory.name(.catalog(1), .en) == "Back Squat" && annaHistory.name(.catalog(1)) == "Kniebeugen")

        // And it keeps working: a new import lands.
        let summary = importer(store) { $0.athleteName = "Lena" }.importFile(fixture("migration/strong-export-april.csv"))
        #expect(summary.status == .imported && summary.added == 1)
    }

    /// `v10-record-rows` rewrites each stored detail in the compact form and keeps every record as it was.
    @Test func recordDetailsMoveToTheCompactFormWithTheSameRecords() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("old.sqlite").path
        try FileManager.default.copyItem(atPath: fixture("schema/v1-first-release.sqlite"), toPath: path)
        let details: (Database) throws -> [[String]] = { db in
            try Row.fetchAll(db, sql: "SELECT athleteId, exerciseId, detail FROM personalRecord ORDER BY athleteId, exerciseId").map { [$0[0], $0[1], $0[2]] }
        }
        let queue = try DatabaseQueue(path: path)
        try Migrations.migrator.migrate(queue, upTo: "v8-set-volume-factor")
        let before = try queue.read(details)
        try queue.close()
        #expect(before.count == 5 && before.allSatisfy { $0[2].hasPrefix("{") })

        let after = try GymBoStore.connect(path: path).writer.read(details)
        #expect(after.map { $0.prefix(2) } == before.map { $0.prefix(2) })
        for (old, new) in zip(before, after) {
            #expect(new[2].hasPrefix("[2,[") && new[2].utf8.count * 2 < old[2].utf8.count)
            let records = RecordDetail.decode(new[2], athleteId: new[0], exerciseId: new[1])
            #expect(records != nil && records == RecordDetail.decode(old[2], athleteId: old[0], exerciseId: old[1]))
        }
    }
}
