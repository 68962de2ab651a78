import Foundation
import GymBoTestSupport
import Testing
@testable import GymBoKit

@Suite("Seeding the catalog and sample workouts")
struct SeedTests {
    @Test func seedingIsIdempotent() throws {
        let store = try makeTestDatabase(seeded: false)
        let seeder = CatalogSeeder(store: store)
        #expect(try seeder.seedCatalog().counts == ChangeCounts(added: 162))
        #expect(try seeder.seedCatalog().counts == ChangeCounts(unchanged: 162))
        #expect(try store.stats().exercises == 162)
        #expect(try store.check().isEmpty)
    }

    @Test func changedCatalogUpdatesByIdAndNeverDeletes() throws {
        let store = try makeTestDatabase()
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = try write("""
            id,name,muscleGroups,equipmentType,difficultyLevel,description
            1,Kniebeugen,legs;glutes,freeWeights,intermediate,Neu beschrieben
            3,Bankdrücken,chest;shoulders;triceps,freeWeights,intermediate,Kurz
            500,Schlittenschieben,legs;cardio,mixed,intermediate,Neu
            """, to: "update.csv", in: dir)
        let report = try CatalogSeeder(store: store).seedCatalog(path: path)
        #expect(report.counts == ChangeCounts(added: 1, updated: 2))
        let exercises = try store.exercises()
        #expect(exercises.count == 163)
        #expect(exercises.first { $0.catalogNumber == 1 }?.muscleGroups == [.legs, .glutes])
    }

    @Test func strictRejectsTheWholeFile() throws {
        let store = try makeTestDatabase(seeded: false)
        let report = try CatalogSeeder(store: store).seedCatalog(path: fixture("catalog/malformed.csv"), strict: true)
        #expect(report.rejectedWhole)
        #expect(report.diagnostics.count == 6)
        #expect(try store.stats().exercises == 0)
        let lenient = try CatalogSeeder(store: store).seedCatalog(path: fixture("catalog/malformed.csv"))
        #expect(lenient.counts == ChangeCounts(added: 2, rejected: 6))
    }

    @Test func sampleWorkoutsByIdAndByNameResolveToTheSameExercises() throws {
        let byId = try makeTestDatabase()
        let idReport = try CatalogSeeder(store: byId).seedWorkouts(path: fixture("workouts/by-id.csv"))
        #expect(idReport.counts.added == 2)
        #expect(idReport.diagnostics.map(\.message) == ["exercise 'id 999' is not in the catalog; skipped (line 6)"])

        let byName = try makeTestDatabase()
        let nameReport = try CatalogSeeder(store: byName).seedWorkouts(path: fixture("workouts/by-name.csv"))
        #expect(nameReport.diagnostics.map(\.message) == ["exercise 'Einarmiger Handstand-Flieger' is not in the catalog; skipped (line 6)"])

        let a = try byId.templates(samplesOnly: true)
        let b = try byName.templates(samplesOnly: true)
        #expect(a.map(\.id) == b.map(\.id))
        #expect(a.map { $0.exercises.map(\.exerciseId) } == b.map { $0.exercises.map(\.exerciseId) })
        #expect(a[0].exercises.map { $0.exerciseId.catalogNumber } == [1, 3, 68])
        // Ranges stay ranges; a timed prescription keeps its text; rest notes survive.
        #expect(a[0].duration == IntRange(45, 50))
        #expect(a[0].exercises[0].sets.count == 3)
        #expect(a[0].exercises[0].sets[0].reps == IntRange(8, 10))
        #expect(a[0].exercises[2].sets[0].reps == IntRange(30, 45))
        #expect(a[0].exercises[2].sets[0].prescription == "30-45 Sek")
        #expect(a[0].exercises[2].notes == "Spannung halten · Pause: 0 (60 nach Runde)")
        #expect(a[1].exercises[0].sets[0].reps == nil)
        #expect(a[1].level == .profi)
    }

    @Test func newerSampleSeedReplacesSamplesButNotUserWorkouts() throws {
        let store = try makeTestDatabase()
        _ = try CatalogSeeder(store: store).seedWorkouts(path: fixture("workouts/by-id.csv"))
        try store.write { db in
            try store.insertTemplate(db, WorkoutTemplate(id: UUID(), name: "Mein Plan", exercises: [
                TemplateExercise(exerciseId: .catalog(1), sets: [TemplateSet(reps: IntRange(5), weight: 100)]),
            ]))
        }
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = try write("""
            workout_id,workout_name,workout_number,level,type,duration_min,training_frequency,phase,exercise_id,sets,reps,rest_sec,notes
            1,Testplan A2,1,beginner,fullBody,30,2x pro Woche,main,2,5,5,180,
            """, to: "v2.csv", in: dir)
        let report = try CatalogSeeder(store: store).seedWorkouts(path: path)
        #expect(report.counts == ChangeCounts(updated: 1))
        let names = try store.templates().map(\.name).sorted()
        #expect(names == ["Mein Plan", "Testplan A2"])
    }
}
