import Foundation
import GRDB
import GymBoTestSupport
import Testing
@testable import GymBoKit

/// Exercise identity of other apps' names (SPEC §3.5): equipment qualifiers keep variants apart, custom
/// exercises get muscle groups, assisted loads never make weight records.
@Suite("Exercise identity and inferred muscle groups")
struct ExerciseIdentityTests {
    @Test func setGroupsCorrectsCustomExercisesOnly() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try runGymbo(["seed"], in: dir).status == 0)
        #expect(try runGymbo(["import", "--athlete", "Sam", fixture("identity/strong-qualifiers.csv")], in: dir).status == 0)
        let set = try runGymbo(["exercises", "set-groups", "Seal Row (Barbell)", "upperBack", "Latissimus", "biceps", "--lang", "en"], in: dir)
        #expect(set.status == 0, "\(set.stderr)")
        #expect(set.stdout == "Seal Row (Barbell): Upper back, Lats, Biceps\n")
        let shown = try runGymbo(["exercises", "list", "--format", "json"], in: dir)
        let items = try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [[String: Any]] ?? []
        #expect(items.first { $0["name"] as? String == "Seal Row (Barbell)" }?["muscleGroups"] as? [String] == ["upperBack", "lats", "biceps"])
        let refused = try runGymbo(["exercises", "set-groups", "Bankdrücken", "chest"], in: dir)
        #expect(refused.status == 2)
        #expect(refused.stderr == "error: 'Bankdrücken' is a catalog exercise; its muscle groups come from the catalog (only custom exercises, created by imports, can be changed)\n")
        #expect(try runGymbo(["exercises", "set-groups", "Seal Row (Barbell)", "wings"], in: dir).status == 64)
    }

    @Test func remapMovesWhatAnOlderMappingMergedAndRecordsFollow() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try runGymbo(["seed"], in: dir).status == 0)
        #expect(try runGymbo(["import", "--athlete", "Sam", fixture("identity/strong-qualifiers.csv")], in: dir).status == 0)
        // What an older version stored: the dumbbell deadlift merged into the barbell one.
        let path = dir.appendingPathComponent("gymbo.sqlite").path
        var store = try GymBoStore.open(path: path)
        let dumbbell = try #require(try store.exercises().first { $0.name == "Deadlift (Dumbbell)" }).id.lowercased
        try store.write { db in
            try db.execute(sql: "UPDATE sessionExercise SET exerciseId = ? WHERE exerciseId = ?", arguments: [UUID.catalog(2).lowercased, dumbbell])
            for table in ["personalRecord", "recordEvent", "exerciseLastUsed"] { try db.execute(sql: "DELETE FROM \(table) WHERE exerciseId = ?", arguments: [dumbbell]) }
            try db.execute(sql: "DELETE FROM exercise WHERE id = ?", arguments: [dumbbell])
        }
        _ = try store.recomputeRecords()
        store = try GymBoStore.open(path: path)
        let sam = Athlete.id(forName: "Sam")
        #expect(try store.records(athleteId: sam).first { $0.exerciseId == .catalog(2) }?.maxReps?.reps == 10)
        let preview = try runGymbo(["exercises", "remap", "--dry-run", "--lang", "en"], in: dir)
        #expect(preview.stdout == "Deadlift (Dumbbell): Deadlift → Deadlift (Dumbbell) (new custom exercise), 3 entries\n")
        #expect(try runGymbo(["exercises", "remap", "--dry-run"], in: dir).stdout == "Deadlift (Dumbbell): Kreuzheben → Deadlift (Dumbbell) (neue eigene Übung), 3 Einträge\n")
        #expect(preview.stderr.contains("1 mappings would move"))
        let applied = try runGymbo(["exercises", "remap", "--lang", "en"], in: dir)
        #expect(applied.status == 0 && applied.stdout == preview.stdout)
        store = try GymBoStore.open(path: path)
        let records = try store.records(athleteId: sam)
        let restored = try #require(try store.exercises().first { $0.name == "Deadlift (Dumbbell)" })
        #expect(restored.muscleGroups == [.back, .legs, .glutes])
        #expect(records.first { $0.exerciseId == restored.id }?.maxWeight?.weight == 32)
        #expect(records.first { $0.exerciseId == .catalog(2) }?.maxReps?.reps == 5)
        #expect(try runGymbo(["exercises", "remap", "--dry-run"], in: dir).stdout.isEmpty)
        #expect(try store.checkReport() == CheckReport())
    }
}
