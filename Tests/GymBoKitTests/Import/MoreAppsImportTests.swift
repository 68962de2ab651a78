import Foundation
import GymBoTestSupport
import Testing
@testable import GymBoKit

@Suite("Importing Lyfta, Liftosaur and JEFIT exports end to end (SPEC §3.7)")
struct MoreAppsImportTests {
    /// The heaviest working set of a catalog exercise: weight and reps.
    func heaviest(_ store: GymBoStore, _ athlete: String, _ catalogId: Int) throws -> (Double?, Int?) {
        let id = try store.athlete(named: athlete).id
        let record = try store.records(athleteId: id).first { $0.exerciseId == .catalog(catalogId) }
        return (record?.maxWeight?.weight, record?.maxWeight?.reps)
    }

    @Test(arguments: [
        ("lyfta/workouts_kg.csv", "lyfta", 6, 47), ("lyfta/workouts_lb.csv", "lyfta", 3, 23),
        ("liftosaur/history_kg.csv", "liftosaur", 3, 34), ("liftosaur/history_lb.csv", "liftosaur", 2, 14),
        ("jefit/jefit_kg.csv", "jefit", 4, 29), ("jefit/jefit_lb.csv", "jefit", 2, 12),
        ("strong/old-unit-columns-lb.csv", "strong", 3, 13), ("strong/variant-b-kg-rest-timers.csv", "strong", 3, 19),
    ])
    func detectedImportedAndNoOpTheSecondTime(file: String, format: String, sessions: Int, sets: Int) throws {
        let store = try makeTestDatabase()
        let path = fixture(file)
        #expect(try FormatDetector.detect(path: path).rawValue == format)
        let first = importer(store) { $0.athleteName = "Anna" }.importFile(path)
        #expect(first.status == .imported && first.format == format, "\(first.errors)")
        #expect((first.added, first.sets) == (sessions, sets))
        #expect(first.setsWithoutMuscleGroups == 0, "custom exercises get muscle groups")
        let onCatalog = first.mappings.filter { $0.method != "custom" }.reduce(0) { $0 + $1.sets }
        #expect(Double(onCatalog) >= 0.75 * Double(sets), "\(first.mappings.filter { $0.method == "custom" }.map(\.from))")
        #expect(try store.check().isEmpty)
        let before = try snapshot(store)
        let again = importer(store) { $0.athleteName = "Anna" }.importFile(path)
        #expect(again.status == .unchanged)
        #expect(try snapshot(store) == before)
    }

    @Test func lyftaRecordsInTheUnitTheLifterNames() throws {
        let store = try makeTestDatabase()
        let kg = importer(store) { $0.athleteName = "Anna" }.importFile(fixture("lyfta/workouts_kg.csv"))
        #expect(kg.warnings.contains { $0.hasSuffix("note: weights read as kg: a Lyfta export names no unit (--unit lb reads them as pounds)") })
        #expect(try heaviest(store, "Anna", 3) == (77.5, 5))
        #expect(try heaviest(store, "Anna", 1) == (107.5, 3), "the failed 105 × 0 is no record, the later 107.5 × 3 is")
        #expect(try heaviest(store, "Anna", 2) == (150, 3))

        let lb = importer(store) { $0.athleteName = "Jake"; $0.unit = .lb }.importFile(fixture("lyfta/workouts_lb.csv"))
        #expect(lb.warnings.contains { $0.hasSuffix("note: weights read as lb (--unit lb): a Lyfta export names no unit") })
        #expect(try heaviest(store, "Jake", 3) == (88.45, 3))
        #expect(try heaviest(store, "Jake", 1) == (102.06, 5))
        let jake = try store.athlete(named: "Jake")
        #expect(try store.sessions(athleteId: jake.id).allSatisfy { !$0.logsPlannedSets && $0.source == "lyfta" })
    }

    @Test func aNewerLyftaExportAddsOnlyWhatIsNew() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let older = try String(contentsOfFile: fixture("lyfta/workouts_kg.csv"), encoding: .utf8)
        var lines = older.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.insert(contentsOf: [
            "Push Day,2025-04-01 18:05:00,00:59:00,Barbell Bench Press ,,80,5,,,NORMAL_SET",
            "Push Day,2025-04-01 18:05:00,00:59:00,Barbell Bench Press ,,80,5,,,NORMAL_SET",
        ], at: 1)
        let newer = try write(lines.joined(separator: "\n"), to: "lyfta newer.csv", in: dir)
        let store = try makeTestDatabase()
        _ = importer(store) { $0.athleteName = "Anna" }.importFile(fixture("lyfta/workouts_kg.csv"))
        let summary = importer(store) { $0.athleteName = "Anna" }.importFile(newer)
        #expect(summary.status == .imported)
        #expect((summary.added, summary.duplicates, summary.sets) == (1, 6, 2))
        #expect(try heaviest(store, "Anna", 3) == (80, 5))
        #expect(try store.sessions(athleteId: try store.athlete(named: "Anna").id).count == 7)
    }

    @Test func liftosaurKeepsPlannedSetsForTheCompletionRule() throws {
        let store = try makeTestDatabase()
        _ = importer(store) { $0.athleteName = "Mara" }.importFile(fixture("liftosaur/history_kg.csv"))
        let mara = try store.athlete(named: "Mara")
        let sessions = try store.sessions(athleteId: mara.id)
        #expect(sessions.count == 3 && sessions.allSatisfy(\.logsPlannedSets))
        let sets = sessions.flatMap(\.exercises).flatMap(\.sets)
        #expect(sets.count == 34 && sets.filter { !$0.completed }.count == 3)
        #expect(try heaviest(store, "Mara", 1) == (110, 3))
        #expect(try heaviest(store, "Mara", 3) == (62.5, 10))
        #expect(try heaviest(store, "Mara", 4) == (50, 3), "the overhead press set not done is no record")
    }

    @Test func jefitRecordsFromCollapsedSnapshots() throws {
        let store = try makeTestDatabase()
        let kg = importer(store) { $0.athleteName = "Jo" }.importFile(fixture("jefit/jefit_kg.csv"))
        #expect(kg.warnings.contains { $0.hasSuffix("note: weights read as kg: the export's SETTING says mass 'kg'") })
        #expect(try heaviest(store, "Jo", 3) == (70, 5))
        #expect(try heaviest(store, "Jo", 1) == (100, 5))
        #expect(try heaviest(store, "Jo", 2) == (130, 5))
        let jo = try store.athlete(named: "Jo")
        let warmups = try store.sessions(athleteId: jo.id).flatMap(\.exercises).flatMap(\.sets).filter { $0.type == .warmup }
        #expect(warmups.count == 3)
    }

    @Test(arguments: ["lyfta/errors.csv"])
    func aFileWithBadRowsChangesNothing(file: String) throws {
        let store = try makeTestDatabase()
        let before = try snapshot(store)
        let path = fixture(file)
        let summary = importer(store) { $0.athleteName = "Anna" }.importFile(path)
        #expect(summary.status == .failed)
        #expect(summary.errors.first == "\(path):2: error: Reps '8.5' is not a whole number (expected a whole number of reps such as 5 or 5.0)")
        #expect(summary.errors.allSatisfy { $0.hasPrefix(path + ":") })
        #expect(try snapshot(store) == before)
    }

    /// `gymbo generate --to lyfta|liftosaur|jefit` writes what the readers read: every file imports with
    /// exactly the sets the generator says it wrote (all of them for Lyfta; Liftosaur and JEFIT have no
    /// holds), on the catalog's exercises, in the history's order.
    @Test(arguments: [GenerateFormat.lyfta, .liftosaur, .jefit])
    func generatedFilesImportWithTheSetCountTheGeneratorReports(format: GenerateFormat) throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let options = HistoryGenerator.Options(athletes: 2, weeks: 6, seed: 5)
        let generator = try HistoryGenerator(options: options)
        let written = try generator.write(format, to: dir.path)
        #expect(written.files == 2 && written.athletes == 2)
        let store = try makeTestDatabase()
        var imported = 0
        for index in 0..<options.athletes {
            let history = generator.history(ofAthlete: index)
            let path = dir.appendingPathComponent(history.athlete.name + ".csv").path
            #expect(try FormatDetector.detect(path: path) == ImportFormat(rawValue: format.rawValue))
            let summary = importer(store) { $0.athleteName = history.athlete.name }.importFile(path)
            #expect(summary.format == format.rawValue)
            #expect(summary.status == .imported && summary.errors.isEmpty, "\(summary.errors)")
            #expect(summary.customExercises.isEmpty && summary.setsWithoutMuscleGroups == 0, "\(summary.customExercises)")
            #expect(summary.added == history.sessions.count)
            let held = HistoryGenerator.heldSets(history, format)
            #expect(summary.sets == held)
            #expect(held == history.setCount - (format == .lyfta ? 0 : history.sessions.reduce(0) { $0 + $1.exercises.reduce(0) { $0 + $1.sets.filter { $0.durationSeconds != nil }.count } }))
            imported += summary.sets
            let stored = try store.sessions(athleteId: try store.athlete(named: history.athlete.name).id)
            let kept = history.sessions.map { $0.exercises.filter { format == .lyfta || $0.sets.contains { $0.durationSeconds == nil } } }
            #expect(stored.map { $0.exercises.map(\.exerciseId) } == kept.map { $0.map(\.exerciseId) })
            #expect(stored.map { $0.exercises.map { $0.sets.map(\.weight) } }
                    == kept.map { $0.map { $0.sets.filter { format == .lyfta || $0.durationSeconds == nil }.map(\.weight) } })
        }
        #expect(written.sets == imported, "the summary counts the sets the files hold")
        #expect(try store.check().isEmpty)
    }

    /// A run reads each JEFIT file ahead while the one before it is written (`ReadAhead`): the sessions
    /// are the ones importing the files one at a time gives; a file changed after its reading began is
    /// imported as it is now; a file cut off in its logs fails with its line and writes nothing.
    @Test func aRunReadsJefitFilesAheadAndImportsWhatOneAtATimeWould() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let generator = try HistoryGenerator(options: HistoryGenerator.Options(athletes: 4, weeks: 5, seed: 11))
        _ = try generator.write(.jefit, to: dir.path)
        let paths = Importer.expand([dir.path]).files
        #expect(paths.count == 4)
        // What the second file will hold: its first log's first set 0.25 heavier (a longer file, a weight no generated set has).
        let second = try String(contentsOfFile: paths[1], encoding: .utf8)
        let logs = try #require(second.range(of: "### EXERCISE LOGS ###\n"))
        let firstLog = try #require(second[logs.upperBound...].firstIndex(of: "\n")).utf16Offset(in: second) + 1
        let quote = try #require(second[second.index(second.startIndex, offsetBy: firstLog)...].firstIndex(of: "\""))
        let x = try #require(second[quote...].firstIndex(of: "x"))
        let weight = try #require(Double(second[second.index(after: quote)..<x]))
        let changed = String(second[..<second.index(after: quote)]) + "\(weight + 0.25)" + String(second[x...])
        // The last file, cut off inside a log row: no line end, 3 of its 8 fields.
        let last = try String(contentsOfFile: paths[3], encoding: .utf8)
        let cutAt = try #require(last.range(of: "### SETTING ###"))
        let lines = last[..<cutAt.lowerBound].split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let half = lines.count - 3
        let cut = lines[..<half].joined(separator: "\n") + "\n" + lines[half].split(separator: ",").prefix(3).joined(separator: ",")

        let run = try makeTestDatabase()
        var beforeCut = ""
        var summaries: [ImportSummary] = []
        try importer(run) { $0.athleteFromFilename = true }.importFiles(paths) { path, summary in
            summaries.append(summary)
            if path == paths[0] { try changed.write(toFile: paths[1], atomically: false, encoding: .utf8) }
            if path == paths[1] { try cut.write(toFile: paths[3], atomically: false, encoding: .utf8) }
            if path == paths[2] { beforeCut = try snapshot(run) }
        }
        #expect(summaries.map(\.status) == [.imported, .imported, .imported, .failed])
        let cutLine = cut.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(summaries[3].errors == ["\(paths[3]):\(cutLine): error: the last row is cut off: 3 of 8 fields and no line end (the file looks truncated; export it again)"])
        #expect(try snapshot(run) == beforeCut, "the cut-off file wrote nothing")

        let oneByOne = try makeTestDatabase()
        for path in paths.prefix(3) {
            #expect(importer(oneByOne) { $0.athleteFromFilename = true }.importFile(path).status == .imported)
        }
        for path in paths.prefix(3) {
            let name = Importer.athleteName(fromFile: path)
            let a = try run.sessions(athleteId: run.athlete(named: name).id)
            let b = try oneByOne.sessions(athleteId: oneByOne.athlete(named: name).id)
            #expect(a.map(\.name) == b.map(\.name) && a.map(\.startedAt) == b.map(\.startedAt) && a.map(\.duration) == b.map(\.duration))
            #expect(a.map { $0.exercises.map(\.exerciseId) } == b.map { $0.exercises.map(\.exerciseId) })
            #expect(a.map { $0.exercises.map(\.sets) } == b.map { $0.exercises.map(\.sets) })
        }
        let name = Importer.athleteName(fromFile: paths[1])
        let sets = try run.sessions(athleteId: run.athlete(named: name).id).flatMap(\.exercises).flatMap(\.sets)
        #expect(sets.contains { $0.originalWeight == weight + 0.25 }, "the file as changed, not as read ahead")
    }
}
