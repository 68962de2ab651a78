import Foundation
import GymBoResources
import GymBoTestSupport
import Testing
@testable import GymBoKit

@Suite("Importing Fitbod and StrongLifts exports end to end (SPEC §3.7)")
struct FitbodStrongLiftsImportTests {
    static func catalogMatcher() throws -> ExerciseMatcher {
        let catalog = try CatalogReader(path: GymBoResources.catalogURL.path).read().exercises
        return ExerciseMatcher(exercises: catalog, aliases: try AliasReader(path: GymBoResources.aliasesURL.path).read().aliases)
    }

    /// The apps' names of the fixtures and the generator, and the catalog number each must map to. The
    /// names without a catalog exercise of their equipment and movement (`Dumbbell Lunge`, `Dumbbell Bicep
    /// Curl`, `Dumbbell Skullcrusher`, `Running - Treadmill`) become custom exercises.
    static let expectedNumbers: [String: Int] = [
        "Back Squat": 1, "Deadlift": 2, "Dumbbell Bench Press": 31, "Seated Cable Row": 122, "Plank": 68, "Lat Pulldown": 121,
        "Dumbbell Lateral Raise": 34, "Barbell Bench Press": 3, "Barbell Shoulder Press": 4,
        "Romanian Deadlift": 12, "Leg Extension": 119, "Pull Up": 64, "Barbell Bent Over Row": 5,
        "Squat": 1, "Bench Press": 3, "Barbell Row": 5, "Overhead Press": 4, "Pullups": 64, "Chinups": 85,
        "Bench press": 3, "Barbell row": 5, "Overhead press": 4,
    ]

    @Test func theAppsNamesMapToTheCatalogWithTheirEquipment() throws {
        let matcher = try Self.catalogMatcher()
        var wrong: [String] = []
        for (name, number) in Self.expectedNumbers where matcher.resolve(name: name)?.exercise.id != .catalog(number) {
            wrong.append(name)
        }
        for (number, name) in ExercisePool.fitbodNames.merging(ExercisePool.strongLiftsNames, uniquingKeysWith: { a, _ in a })
            where matcher.resolve(name: name)?.exercise.id != .catalog(number) {
            wrong.append(name)
        }
        for (number, name) in ExercisePool.strongLiftsNames where matcher.resolve(name: name)?.exercise.id != .catalog(number) {
            wrong.append(name)
        }
        #expect(wrong.sorted() == [])
        for name in ["Dumbbell Lunge", "Dumbbell Bicep Curl", "Dumbbell Skullcrusher", "Running - Treadmill"] {
            #expect(matcher.resolve(name: name) == nil, "\(name) has no catalog exercise of its equipment")
        }
    }

    @Test func fitbodKilogramLifterImportsWithRecordsAndMappings() throws {
        let store = try makeTestDatabase()
        let path = fixture("fitbod/WorkoutExport-kg.csv")
        let summary = importer(store) { $0.athleteName = "Jonas" }.importFile(path)
        #expect(summary.format == "fitbod")
        #expect(summary.status == .imported && summary.errors.isEmpty)
        #expect(summary.added == 30 && summary.sets == 420)
        #expect(summary.warnings == ["\(path):1: note: weights read as kg: Fitbod writes kilograms, and every load is one typed in kg"])
        #expect(summary.customExercises == ["Dumbbell Lunge", "Running - Treadmill"])
        #expect(summary.setsWithoutMuscleGroups == 0)
        let mappings = Dictionary(uniqueKeysWithValues: summary.mappings.map { ($0.from, $0) })
        #expect(mappings["Back Squat"]?.to == "Kniebeugen" && mappings["Back Squat"]?.sets == 15 * 6)
        #expect(mappings["Dumbbell Bench Press"]?.to == "Kurzhantel-Bankdrücken")

        let jonas = try store.athlete(named: "Jonas")
        let records = try store.records(athleteId: jonas.id)
        #expect(records.first { $0.exerciseId == .catalog(1) }?.maxWeight?.weight == 117.5)
        #expect(records.first { $0.exerciseId == .catalog(2) }?.maxWeight?.weight == 175)
        #expect(records.first { $0.exerciseId == .catalog(31) }?.maxWeight?.weight == 28, "per dumbbell")
        let sessions = try store.sessions(athleteId: jonas.id)
        #expect(sessions.count == 30)
        #expect(sessions.flatMap { $0.exercises.flatMap(\.sets) }.filter { !$0.completed }.count == 1)
        #expect(try store.check().isEmpty)

        // The same file again changes nothing.
        let again = importer(store) { $0.athleteName = "Jonas" }.importFile(path)
        #expect(again.status == .unchanged)
        #expect(try store.sessions(athleteId: jonas.id).count == 30)
    }

    /// Fitbod's `multiplier` is the set's volume factor on both engines. The fixture's newest week, 2024-W17:
    /// - Monday 22 April: squat 4 × 5 × 117.5 = 2350; dumbbell bench 3 × 10 × 28 × 2 = 1680 (a pair of
    ///   28 kg dumbbells); cable row 3 × 12 × 62.5 = 2250; planks (multiplier 0) 0. Together 6280 kg.
    /// - Thursday 25 April: deadlift 3 × 5 × 175 = 2625; pulldown 3 × 10 × 62.5 = 1875; lateral raise
    ///   3 × 15 × 8 × 2 = 720; dumbbell lunge 2 × 10 × 14 × 2 = 560; treadmill (multiplier 0) 0. 5780 kg.
    /// The week: 12060 kg (10580 if each dumbbell pair counted once). Records stay per dumbbell.
    @Test(arguments: TestEngine.available) func fitbodMultiplierIsTheVolumeFactorOfTheSet(engine: TestEngine) throws {
        let store = try engine.makeStore()
        let path = fixture("fitbod/WorkoutExport-kg.csv")
        let summary = importer(store) { $0.athleteName = "Jonas" }.importFile(path)
        #expect(summary.status == .imported && summary.sets == 420)
        let jonas = try store.athlete(named: "Jonas")
        let sessions = try store.sessions(athleteId: jonas.id)
        let monday = try #require(sessions.first { utc($0.startedAt) == "2024-04-22T15:30:00Z" })
        #expect(monday.exercises.map { $0.sets.map(\.volumeFactor) } == [
            [nil, nil, nil, nil, nil, nil], [2, 2, 2], [nil, nil, nil], [0, 0, 0],
        ])
        #expect(monday.exercises[1].notes == "", "the factor is the set's, not a note")
        #expect(monday.volume == 6280)

        let report = WeeklyReportBuilder(language: .en).build(try store.history(athlete: jonas), week: ISOWeek(year: 2024, week: 17))
        #expect(report.summary.volumeKg == 12060)
        #expect(report.sessions.map(\.volumeKg) == [6280, 5780])
        let json = try JSONOutput.string(report)
        #expect(json.contains("\"volumeKg\" : 12060"))

        let records = try store.records(athleteId: jonas.id)
        let bench = try #require(records.first { $0.exerciseId == .catalog(31) })
        #expect(bench.maxWeight?.weight == 28, "heaviest load per dumbbell")
        #expect(bench.bestSessionVolume?.value == 1680.0, "the best session: 3 × 10 × 28 kg × 2, both dumbbells")
        #expect(try store.check().isEmpty)
        engine.tally()
    }

    @Test func fitbodOverlappingNewerExportAddsOnlyTheNewWorkouts() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let full = try String(contentsOfFile: fixture("fitbod/WorkoutExport-kg.csv"), encoding: .utf8)
        var lines = full.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The export of a week earlier: without the newest two workouts (13 + 15 rows, newest first).
        lines.removeSubrange(1...28)
        let older = try write(lines.joined(separator: "\n"), to: "WorkoutExport-older.csv", in: dir)
        let store = try makeTestDatabase()
        let first = importer(store) { $0.athleteName = "Jonas" }.importFile(older)
        #expect(first.status == .imported && first.added == 28 && first.sets == 420 - 28)
        let second = importer(store) { $0.athleteName = "Jonas" }.importFile(fixture("fitbod/WorkoutExport-kg.csv"))
        #expect(second.status == .imported)
        #expect((second.added, second.duplicates, second.updated) == (2, 28, 0))
        #expect(try store.sessions(athleteId: try store.athlete(named: "Jonas").id).count == 30)
    }

    @Test func fitbodPoundLifterKeepsPoundsAndEveryIdenticalSet() throws {
        let store = try makeTestDatabase()
        let summary = importer(store) { $0.athleteName = "Maddie" }.importFile(fixture("fitbod/WorkoutExport-lb.csv"))
        #expect(summary.status == .imported && summary.added == 36 && summary.sets == 396)
        #expect(summary.warnings.count == 1 && summary.warnings[0].contains("weights read as lb"))
        #expect(summary.customExercises == ["Dumbbell Bicep Curl", "Dumbbell Skullcrusher"])
        #expect(summary.setsWithoutMuscleGroups == 0)
        let maddie = try store.athlete(named: "Maddie")
        let sessions = try store.sessions(athleteId: maddie.id)
        let legs = try #require(sessions.first { utc($0.startedAt) == "2024-11-20T11:15:00Z" })
        let squat = legs.exercises[0].sets.filter { $0.type == .normal }
        #expect(squat.count == 5)
        #expect(squat.allSatisfy { $0.weight == 108.86 && $0.originalWeight == 240 && $0.originalUnit == .lb })
        let bench = try #require(try store.records(athleteId: maddie.id).first { $0.exerciseId == .catalog(3) })
        #expect(bench.maxWeight?.weight == 72.57, "160 lb")
        #expect(try store.check().isEmpty)
    }

    @Test func strongLiftsCurrentLayoutImportsBothWorkoutsOfOneDay() throws {
        let store = try makeTestDatabase()
        let path = fixture("stronglifts/current-kg.csv")
        let summary = importer(store) { $0.athleteName = "Lena" }.importFile(path)
        #expect(summary.format == "stronglifts")
        #expect(summary.status == .imported && summary.errors.isEmpty)
        #expect(summary.added == 41 && summary.sets == 631)
        #expect(summary.customExercises.isEmpty && summary.setsWithoutMuscleGroups == 0)
        #expect(summary.warnings == ["\(path):1: note: weights read as kg (the header's Set 1 (KG))"])
        let lena = try store.athlete(named: "Lena")
        let records = try store.records(athleteId: lena.id)
        #expect(records.first { $0.exerciseId == .catalog(1) }?.maxWeight?.weight == 157.5)
        #expect(records.first { $0.exerciseId == .catalog(3) }?.maxWeight?.weight == 85)
        #expect(records.first { $0.exerciseId == .catalog(2) }?.maxWeight?.weight == 175)
        #expect(records.first { $0.exerciseId == .catalog(85) }?.maxWeight?.weight ?? 0 == 0, "assistance is never a load")
        #expect(try store.check().isEmpty)
        let again = importer(store) { $0.athleteName = "Lena" }.importFile(path)
        #expect(again.status == .unchanged)
    }

    @Test func strongLiftsLegacyLayoutImportsInPounds() throws {
        let store = try makeTestDatabase()
        let summary = importer(store) { $0.athleteName = "Sam" }.importFile(fixture("stronglifts/legacy-lb.csv"))
        #expect(summary.status == .imported && summary.added == 39 && summary.sets == 509)
        #expect(summary.customExercises.isEmpty)
        let sam = try store.athlete(named: "Sam")
        let squat = try #require(try store.records(athleteId: sam.id).first { $0.exerciseId == .catalog(1) })
        #expect(squat.maxWeight?.weight == 127.01, "280 lb")
        let deadlift = try #require(try store.records(athleteId: sam.id).first { $0.exerciseId == .catalog(2) })
        #expect(deadlift.maxWeight?.weight == 133.81, "295 lb")
    }

    @Test func ambiguousLegacyDatesRefuseTheFileUntilDateOrderDecides() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let text = StrongLiftsReaderTests.legacyVariantHeader + "\n"
            + #""3/4/2019","","80","176.4","Squat","60","132.3","5","5","5","5","5","Bench press","40","88.2","5","5","5","5","5""# + "\n"
        let path = try write(text, to: "old stronglifts.csv", in: dir)
        let store = try makeTestDatabase()
        let before = try snapshot(store)
        let refused = importer(store) { $0.athleteName = "Sam" }.importFile(path)
        #expect(refused.status == .failed)
        #expect(refused.errors == ["\(path):2: error: Date '3/4/2019' can be read day first or month first, and no date in the file has a day above 12 to tell (expected --date-order dmy or --date-order mdy)"])
        #expect(try snapshot(store) == before)
        let decided = importer(store) { $0.athleteName = "Sam"; $0.dateOrder = .dmy }.importFile(path)
        #expect(decided.status == .imported && decided.added == 1 && decided.sets == 10)
        let session = try #require(try store.sessions(athleteId: try store.athlete(named: "Sam").id).first)
        #expect(utc(session.startedAt) == "2019-04-03T12:00:00Z", "3 April, noon in the athlete's zone (UTC)")
    }

    @Test func badRowsRejectTheFileAndTruncatedFilesAreRefused() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = try makeTestDatabase()
        let before = try snapshot(store)
        let header = "Date,Exercise,Reps,Weight(kg),Duration(s),Distance(m),Incline,Resistance,isWarmup,Note,multiplier\n"
        let bad = try write(header + "2024-03-05 18:30:12 +0000,Back Squat,5,100,0,0,0,0,false,,1\n2024-03-05 18:30:12 +0000,Back Squat,five,100,0,0,0,0,false,,1\n",
                            to: "bad.csv", in: dir)
        let summary = importer(store) { $0.athleteName = "Jonas" }.importFile(bad)
        #expect(summary.status == .failed)
        #expect(summary.errors == ["\(bad):3: error: Reps 'five' is not a number (expected a whole number of reps such as 5 or 5.0)"])

        let full = try Data(contentsOf: URL(fileURLWithPath: fixture("fitbod/WorkoutExport-kg.csv")))
        // Cut 20 bytes into the 31st row: the row ends inside its date.
        let cut = try write(String(decoding: full.prefix(Self.offset(ofLine: 31, in: full) + 20), as: UTF8.self), to: "cut.csv", in: dir)
        let truncated = importer(store) { $0.athleteName = "Jonas" }.importFile(cut)
        #expect(truncated.status == .failed)
        #expect(truncated.errors.count == 1 && truncated.errors[0].contains("the last row is cut off"))

        let legacy = try Data(contentsOf: URL(fileURLWithPath: fixture("stronglifts/legacy-lb.csv")))
        let cutLegacy = try write(String(decoding: legacy.prefix(Self.offset(ofLine: 4, in: legacy) + 40), as: UTF8.self), to: "cut-legacy.csv", in: dir)
        #expect(importer(store) { $0.athleteName = "Sam" }.importFile(cutLegacy).status == .failed)
        #expect(try snapshot(store) == before)
    }

    /// Where line `line` (1-based) of `data` starts.
    static func offset(ofLine line: Int, in data: Data) -> Int {
        var seen = 1
        for (i, byte) in data.enumerated() where byte == 0x0A {
            seen += 1
            if seen == line { return i + 1 }
        }
        return data.count
    }

    @Test func generatedFitbodAndStrongLiftsFilesImportWithEveryExerciseResolved() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let options = HistoryGenerator.Options(athletes: 2, weeks: 6, seed: 5)
        let generator = try HistoryGenerator(options: options)
        for format in [GenerateFormat.fitbod, .stronglifts] {
            let folder = dir.appendingPathComponent(format.rawValue)
            let written = try generator.write(format, to: folder.path)
            #expect(written.files == 2)
            let store = try makeTestDatabase()
            var imported = 0
            defer { #expect(written.sets == imported, "the summary counts the sets the files hold") }
            for index in 0..<options.athletes {
                let history = generator.history(ofAthlete: index)
                let summary = importer(store) { $0.athleteName = history.athlete.name }
                    .importFile(folder.appendingPathComponent(history.athlete.name + ".csv").path)
                #expect(summary.format == format.rawValue)
                #expect(summary.status == .imported && summary.errors.isEmpty, "\(summary.errors)")
                #expect(summary.customExercises.isEmpty && summary.setsWithoutMuscleGroups == 0)
                #expect(summary.added == history.sessions.count)
                let sets = history.sessions.flatMap { $0.exercises.flatMap(\.sets) }
                #expect(summary.sets == (format == .fitbod ? sets.count : sets.filter { $0.type != .warmup }.count))
                imported += summary.sets
                let stored = try store.sessions(athleteId: try store.athlete(named: history.athlete.name).id)
                #expect(stored.map { $0.exercises.map(\.exerciseId) } == history.sessions.map { $0.exercises.map(\.exerciseId) })
                if format == .fitbod {
                    #expect(stored.map(\.startedAt) == history.sessions.map { Date(timeIntervalSince1970: $0.startedAt.timeIntervalSince1970.rounded(.down)) })
                    #expect(stored.map { $0.exercises.map { $0.sets.map(\.weight) } } == history.sessions.map { $0.exercises.map { $0.sets.map(\.weight) } })
                }
            }
        }
    }
}
