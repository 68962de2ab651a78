import Foundation
import GymBoTestSupport
import Testing
@testable import GymBoKit

@Suite("Importing other apps' exports end to end (SPEC §3.5)")
struct MigrationImportTests {
    @Test(arguments: TestEngine.available) func newerOverlappingExportAddsOnlyTheNewSessions(engine: TestEngine) throws {
        let store = try engine.makeStore()
        let march = importer(store) { $0.athleteName = "Lena" }.importFile(fixture("migration/strong-export-march.csv"))
        #expect(march.status == .imported && march.added == 2 && march.sets == 8)
        let april = importer(store) { $0.athleteName = "Lena" }.importFile(fixture("migration/strong-export-april.csv"))
        #expect(april.status == .imported)
        #expect((april.added, april.duplicates) == (1, 2))
        let lena = try store.athlete(named: "Lena")
        #expect(try store.sessions(athleteId: lena.id).count == 3)
        engine.tally()
    }

    @Test(arguments: TestEngine.available) func unmappedNamesBecomeCustomExercisesListedOnceWithSetCounts(engine: TestEngine) throws {
        let store = try engine.makeStore()
        let summary = importer(store) { $0.athleteName = "Lena" }.importFile(fixture("migration/strong-export-march.csv"))
        #expect(summary.customExercises == ["Zercher Carry (Sandbag)"])
        let mappings = Dictionary(uniqueKeysWithValues: summary.mappings.map { ($0.from, $0) })
        #expect(mappings["Zercher Carry (Sandbag)"]?.sets == 2 && mappings["Zercher Carry (Sandbag)"]?.method == "custom")
        #expect(mappings["Squat (Barbell)"]?.to == "Kniebeugen" && mappings["Squat (Barbell)"]?.sets == 5)
        #expect(summary.mappings.count == 3)
        let custom = try #require(try store.exercises().first { $0.isCustom })
        #expect(custom.name == "Zercher Carry (Sandbag)")
        engine.tally()
    }

    @Test(arguments: TestEngine.available) func failedAttemptsAndWarmupsAreKeptButNeverRecords(engine: TestEngine) throws {
        let store = try engine.makeStore()
        _ = importer(store) { $0.athleteName = "Lena" }.importFile(fixture("migration/strong-export-march.csv"))
        let lena = try store.athlete(named: "Lena")
        let squat = try #require(try store.records(athleteId: lena.id).first { $0.exerciseId == .catalog(1) })
        #expect(squat.maxWeight?.weight == 92.5 && squat.maxWeight?.reps == 5)
        let second = try store.sessions(athleteId: lena.id)[1]
        #expect(second.exercises[0].sets.map(\.completed) == [true, false])
        #expect(try store.sessions(athleteId: lena.id)[0].exercises[0].sets[0].type == .warmup)
        engine.tally()
    }

    @Test(arguments: TestEngine.available) func athleteFromFilename(engine: TestEngine) throws {
        let store = try engine.makeStore()
        let summaries = try importer(store) { $0.athleteFromFilename = true }.importFiles(
            [fixture("migration/Lena Müller.csv"), fixture("migration/Tom.csv")])
        #expect(summaries.map(\.athlete) == ["Lena Müller", "Tom"])
        #expect(try store.athletes().map(\.name) == ["Lena Müller", "Tom"])
        // The same bytes for another athlete are not a duplicate.
        let again = importer(store) { $0.athleteName = "Tom" }.importFile(fixture("migration/Lena Müller.csv"))
        #expect(again.status == .imported && again.duplicates == 2)
        engine.tally()
    }

    @Test(arguments: TestEngine.available) func savedAliasIsUsedLaterAndRelinksEarlierHistory(engine: TestEngine) throws {
        let store = try engine.makeStore()
        _ = importer(store) { $0.athleteName = "Lena" }.importFile(fixture("migration/strong-export-march.csv"))
        try store.saveAlias("Zercher Carry (Sandbag)", exerciseId: .catalog(51))
        let moved = try store.relinkCustomExercise(named: "Zercher Carry (Sandbag)", to: .catalog(51))
        #expect(moved == 2)
        #expect(try store.exercises().filter(\.isCustom).isEmpty)
        let later = importer(store) { $0.athleteName = "Lena" }.importFile(fixture("migration/strong-export-april.csv"))
        #expect(later.customExercises.isEmpty)
        #expect(later.mappings.first { $0.from == "Zercher Carry (Sandbag)" }?.to == "Farmer's Walk")
        let lena = try store.athlete(named: "Lena")
        #expect(try store.records(athleteId: lena.id).first { $0.exerciseId == .catalog(51) }?.maxWeight?.weight == 65)
        #expect(try store.check().isEmpty)
        engine.tally()
    }

    @Test(arguments: TestEngine.available) func hevyInGermanAndEnglishImportTheSameSessions(engine: TestEngine) throws {
        let en = try engine.makeStore(), de = try engine.makeStore()
        let a = importer(en) { $0.athleteName = "Mia" }.importFile(fixture("hevy/workout_data_en.csv"))
        let b = importer(de) { $0.athleteName = "Mia" }.importFile(fixture("hevy/workout_data_de.csv"))
        #expect(a.status == .imported && b.status == .imported)
        let sa = try en.sessions(athleteId: try en.athlete(named: "Mia").id)
        let sb = try de.sessions(athleteId: try de.athlete(named: "Mia").id)
        #expect(sa.map(\.startedAt) == sb.map(\.startedAt))
        #expect(sa.map(\.exercises) == sb.map(\.exercises))
        engine.tally()
    }

    /// A run matches each name once and reuses it for later files: every file's summary still says how
    /// a name was matched, and a custom exercise made by a file that was rolled back is made again.
    @Test(arguments: TestEngine.available) func aRunRemembersNamesOnlyFromFilesThatCommitted(engine: TestEngine) throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = try engine.makeStore()
        let header = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
        let broken = try write(header + "2026-03-02 18:05:00,A,55m,Sled Push (Sandbag),1,60,5,,0,,,\n"
                                      + "2026-03-02 18:05:00,A,55m,Squat (Barbell),1,abc,5,,0,,,\n", to: "1.csv", in: dir)
        let good = try write(header + "2026-03-09 18:05:00,B,55m,Sled Push (Sandbag),1,60,5,,0,,,\n"
                                    + "2026-03-09 18:05:00,B,55m,Plank,1,0,1,,60,,,\n", to: "2.csv", in: dir)
        let again = try write(header + "2026-03-16 18:05:00,C,55m,Sled Push (Sandbag),1,70,5,,0,,,\n"
                                     + "2026-03-16 18:05:00,C,55m,Plank,1,0,1,,90,,,\n", to: "3.csv", in: dir)
        let summaries = try importer(store) { $0.athleteName = "Lena" }.importFiles([broken, good, again])
        #expect(summaries.map(\.status) == [.failed, .imported, .imported])
        #expect(summaries[1].customExercises == ["Sled Push (Sandbag)"])
        #expect(summaries[2].customExercises.isEmpty)
        for summary in summaries.dropFirst() {
            let methods = Dictionary(uniqueKeysWithValues: summary.mappings.map { ($0.from, $0.method) })
            #expect(methods == ["Sled Push (Sandbag)": "custom", "Plank": "alias"])
        }
        #expect(try store.exercises().filter(\.isCustom).map(\.name) == ["Sled Push (Sandbag)"])
        #expect(try store.check().isEmpty)
        engine.tally()
    }

    @Test(arguments: TestEngine.available) func badRowsRejectTheFileWithOneLineEach(engine: TestEngine) throws {
        let store = try engine.makeStore()
        let before = try snapshot(store)
        let path = fixture("strong/variant-a-errors.csv")
        let summary = importer(store) { $0.athleteName = "Lena" }.importFile(path)
        #expect(summary.status == .failed)
        #expect(summary.errors.contains("\(path):2: error: Reps '5.5' is not a whole number (expected a whole number of reps such as 5 or 5.0)"))
        #expect(summary.errors.allSatisfy { $0.hasPrefix(path + ":") })
        #expect(try snapshot(store) == before)
        engine.tally()
    }
}
