import Foundation
import GymBoResources
import GymBoTestSupport
import Testing
@testable import GymBoKit

@Suite("Synthetic histories: gymbo generate (SPEC §6, §7)")
struct GenerateTests {
    static let small = HistoryGenerator.Options(athletes: 3, weeks: 4, seed: 42)
    /// Longer histories (in memory only) for properties that need months to show: breaks, deloads.
    static let long = HistoryGenerator.Options(athletes: 10, weeks: 26, seed: 7)

    func histories(_ options: HistoryGenerator.Options) throws -> [GeneratedHistory] {
        let generator = try HistoryGenerator(options: options)
        return (0..<options.athletes).map(generator.history(ofAthlete:))
    }

    /// Every file under `directory`, by relative path.
    func contents(of directory: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let base = directory.resolvingSymlinksInPath().path
        let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            let path = url.resolvingSymlinksInPath().path
            result[String(path.dropFirst(base.count + 1))] = try Data(contentsOf: url)
        }
        return result
    }

    func generate(_ format: GenerateFormat, _ options: HistoryGenerator.Options = small, into dir: URL) throws -> GenerateSummary {
        try HistoryGenerator(options: options).write(format, to: dir.path)
    }

    // MARK: Determinism

    @Test(arguments: GenerateFormat.allCases)
    func sameSeedGivesTheSameBytesAndAnotherSeedDifferentOnes(format: GenerateFormat) throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let first = dir.appendingPathComponent("a"), second = dir.appendingPathComponent("b"), other = dir.appendingPathComponent("c")
        let summary = try generate(format, into: first)
        _ = try generate(format, into: second)
        var reseeded = Self.small
        reseeded.seed = 43
        _ = try generate(format, reseeded, into: other)

        let a = try contents(of: first), b = try contents(of: second), c = try contents(of: other)
        #expect(a.count == summary.files && summary.files >= 3)
        #expect(a.values.reduce(0) { $0 + $1.count } == summary.bytes)
        #expect(a == b)
        #expect(a != c)
        if format != .gymtracker {
            #expect(a.keys.sorted() == ["athlete-001", "athlete-002", "athlete-003"].map { $0 + (format == .backup ? ".json" : ".csv") })
        } else {
            #expect(a.keys.allSatisfy { $0.hasPrefix("athlete-00") && $0.hasSuffix(".gymtracker") && $0.split(separator: "/").count == 2 })
        }
    }

    @Test func anAthletesHistoryDoesNotDependOnHowManyAreGenerated() throws {
        let three = try HistoryGenerator(options: Self.small).history(ofAthlete: 1)
        var more = Self.small
        more.athletes = 7
        let seven = try HistoryGenerator(options: more).history(ofAthlete: 1)
        #expect(three.athlete == seven.athlete)
        #expect(three.sessions == seven.sessions)
        let other = try HistoryGenerator(options: Self.small).history(ofAthlete: 2)
        #expect(three.sessions.first?.startedAt != other.sessions.first?.startedAt || three.athlete.name != other.athlete.name)
    }

    // MARK: Realism

    @Test func sessionsFallInsideTheRequestedWeeksInOrder() throws {
        for history in try histories(Self.small) {
            let start = Date(timeIntervalSince1970: Double(Self.small.startDay * 86_400) - 14 * 3600)
            let end = Date(timeIntervalSince1970: Double((Self.small.startDay + Self.small.weeks * 7) * 86_400) + 14 * 3600)
            #expect(!history.sessions.isEmpty)
            #expect(history.sessions.allSatisfy { $0.startedAt >= start && $0.startedAt < end })
            #expect(zip(history.sessions, history.sessions.dropFirst()).allSatisfy { $0.startedAt < $1.startedAt })
            #expect(history.sessions.allSatisfy { (4...7).contains($0.exercises.count) && $0.duration > 15 * 60 && $0.duration < 3 * 3600 })
            #expect(Set(history.sessions.map(\.id)).count == history.sessions.count)
        }
    }

    @Test func warmUpsComeFirstAndLoadsAreRealPlates() throws {
        var warmups = 0, working = 0
        for history in try histories(Self.small) {
            for session in history.sessions {
                for exercise in session.exercises {
                    let types = exercise.sets.map(\.type)
                    let firstNonWarmup = types.firstIndex { $0 != .warmup } ?? types.count
                    #expect(!types[firstNonWarmup...].contains(.warmup), "warm-up after a working set in \(session.name)")
                    #expect(firstNonWarmup < types.count, "an exercise with warm-ups only")
                    for set in exercise.sets {
                        #expect(set.weight >= 0 && (set.weight / 1.25).rounded() * 1.25 == set.weight, "weight \(set.weight) is not a multiple of 1.25 kg")
                        #expect(set.reps >= 0 && set.restTime >= 0)
                        if let rpe = set.rpe { #expect((6...10).contains(rpe)) }
                        if set.type == .warmup {
                            warmups += 1
                            #expect(set.completed && set.weight < exercise.sets[firstNonWarmup].weight)
                        } else {
                            working += 1
                        }
                    }
                }
            }
        }
        #expect(warmups > 20 && working > warmups)
    }

    @Test func historiesHaveFailuresDropSetsSupersetsMissedWeeksAndPlateaus() throws {
        let all = try histories(Self.long)
        let sets = all.flatMap { $0.sessions.flatMap { $0.exercises.flatMap(\.sets) } }
        let failed = sets.filter { !$0.completed }
        #expect(failed.count > 0 && failed.count < sets.count / 10)
        #expect(failed.allSatisfy { $0.type == .failure })
        #expect(sets.contains { $0.type == .dropset })
        #expect(sets.contains { $0.durationSeconds != nil && $0.reps == 0 })
        #expect(all.contains { $0.sessions.contains { s in s.exercises.contains { $0.groupId != nil } } })
        #expect(all.contains { $0.sessions.contains { !$0.notes.isEmpty } })

        // Weeks without any session, for someone.
        let missedWeeks = all.map { history -> Int in
            let weeks = Set(history.sessions.map { (Int($0.startedAt.timeIntervalSince1970) / 86_400 - Self.long.startDay) / 7 })
            return Self.long.weeks - weeks.count
        }
        #expect(missedWeeks.contains { $0 > 0 })
        // Fewer sessions than the weekly goal in some weeks (missed sessions), never more than 7.
        #expect(all.contains { $0.sessions.count < $0.athlete.weeklyGoal * Self.long.weeks })

        // Progress, plateaus and deloads on the main lift of each athlete.
        var rose = 0, stalled = 0, deloaded = 0
        for history in all {
            let id = history.sessions[0].exercises[0].exerciseId
            let loads = history.sessions.compactMap { s in
                s.exercises.first { $0.exerciseId == id }?.sets.first { $0.type != .warmup }?.weight
            }
            guard let first = loads.first, let last = loads.last, first > 0 else { continue }
            if last > first { rose += 1 }
            if zip(loads, zip(loads.dropFirst(), loads.dropFirst(2))).contains(where: { $0 == $1.0 && $1.0 == $1.1 }) { stalled += 1 }
            if zip(loads, loads.dropFirst()).contains(where: { $1 <= $0 * 0.91 }) { deloaded += 1 }
        }
        #expect(rose >= 5)
        #expect(stalled >= 3)
        #expect(deloaded >= 2)
    }

    @Test func heartRatesArePlausibleAndSomeSessionsHaveNone() throws {
        let sessions = try histories(Self.long).flatMap(\.sessions)
        let measured = sessions.filter { $0.avgHeartRate != nil }
        #expect(measured.count > sessions.count / 3 && measured.count < sessions.count)
        for s in measured {
            let (low, avg, high) = (s.minHeartRate!, s.avgHeartRate!, s.maxHeartRate!)
            #expect([low, avg, high].allSatisfy { (40...220).contains($0) })
            #expect(low < avg && avg < high)
        }
    }

    @Test func profilesVaryAndTemplatesMatchTheSessions() throws {
        let all = try histories(Self.long)
        #expect(all.map(\.athlete.name) == (1...10).map { String(format: "athlete-%03d", $0) })
        #expect(Set(all.map(\.program)).count >= 3)
        #expect(Set(all.map(\.athlete.goal)).count >= 3)
        #expect(Set(all.map(\.athlete.weeklyGoal)).isSubset(of: 2...5))
        #expect(Set(all.map(\.athlete.timezone)).count >= 2)
        for history in all {
            #expect(history.athlete.id == Athlete.id(forName: history.athlete.name))
            #expect(history.athlete.age(at: Date(timeIntervalSince1970: Double(Self.long.startDay * 86_400))).map { (18...65).contains($0) } == true)
            let templateIds = Set(history.templates.map(\.id))
            #expect(history.sessions.allSatisfy { $0.templateId.map(templateIds.contains) == true })
        }
    }

    @Test func everyExerciseIsInTheCatalogAndItsAppNameMapsBackToIt() throws {
        let catalog = try CatalogReader(path: GymBoResources.catalogURL.path).read().exercises
        let ids = Set(catalog.map(\.id))
        let used = Set(try histories(Self.long).flatMap { $0.sessions.flatMap { $0.exercises.map(\.exerciseId) } })
        #expect(used.count > 20)
        #expect(used.isSubset(of: ids))
        let matcher = ExerciseMatcher(exercises: catalog, aliases: try AliasReader(path: GymBoResources.aliasesURL.path).read().aliases)
        for entry in ExercisePool.entries {
            #expect(matcher.resolve(name: entry.appName)?.exercise.id == entry.id, "\(entry.appName) does not map to catalog \(entry.number)")
        }
        var broken = catalog
        broken.removeAll { $0.id == .catalog(3) }
        #expect(throws: GenerateError.exerciseNotInCatalog(number: 3, name: "Bench Press (Barbell)")) {
            try HistoryGenerator(options: Self.small, catalog: broken)
        }
    }

    // MARK: Files that import

    @Test func generatedBackupsImportWithEveryExerciseResolved() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try generate(.backup, into: dir)
        let expected = try histories(Self.small)
        let store = try makeTestDatabase()
        for history in expected {
            let summary = importer(store).importFile(dir.appendingPathComponent(history.athlete.name + ".json").path)
            #expect(summary.status == .imported)
            #expect(summary.errors.isEmpty, "\(summary.errors)")
            // Workout names are unique across the database: a second athlete on the same program gets
            // "Upper A (importiert)"; nothing else may warn.
            if history.athlete.name == "athlete-001" { #expect(summary.warnings.isEmpty) }
            #expect(summary.warnings.allSatisfy { $0.contains("a different workout named") }, "\(summary.warnings)")
            #expect(summary.athlete == history.athlete.name)
            #expect(summary.added == history.sessions.count + history.templates.count)
            #expect(summary.sets == history.setCount)
            #expect(summary.skipped == 0 && summary.customExercises.isEmpty && summary.skippedExercises.isEmpty)

            let athlete = try store.athlete(named: history.athlete.name)
            #expect(athlete.id == history.athlete.id)
            #expect(athlete.bodyweight == history.athlete.bodyweight && athlete.goal == history.athlete.goal)
            let stored = try store.sessions(athleteId: athlete.id)
            #expect(stored.map(\.id) == history.sessions.map(\.id))
            #expect(stored.map { $0.exercises.map(\.exerciseId) } == history.sessions.map { $0.exercises.map(\.exerciseId) })
            #expect(stored.map { $0.exercises.map(\.sets) } == history.sessions.map { $0.exercises.map(\.sets) })
            #expect(stored.map(\.avgHeartRate) == history.sessions.map(\.avgHeartRate))
        }
        #expect(try store.stats().athletes == 3)
    }

    @Test func generatedGymtrackerSessionFilesImport() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try generate(.gymtracker, into: dir)
        let history = try HistoryGenerator(options: Self.small).history(ofAthlete: 0)
        let names = HistoryGenerator.sessionFileNames(history)
        #expect(names.count == history.sessions.count)
        let store = try makeTestDatabase()
        for (name, session) in zip(names, history.sessions).prefix(3) {
            let summary = importer(store) { $0.athleteName = history.athlete.name }.importFile(dir.appendingPathComponent("athlete-001/" + name).path)
            #expect(summary.status == .imported && summary.added == 1 && summary.skipped == 0)
            #expect(summary.sets == session.exercises.reduce(0) { $0 + $1.sets.count })
        }
        let stored = try store.sessions(athleteId: try store.athlete(named: history.athlete.name).id)
        #expect(stored.map(\.id) == history.sessions.prefix(3).map(\.id))
        #expect(stored.map { $0.exercises.map(\.sets) } == history.sessions.prefix(3).map { $0.exercises.map(\.sets) })
    }

    @Test func strongFilesHaveVariantCHeaderAndParseRowByRow() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try generate(.strong, into: dir)
        let history = try HistoryGenerator(options: Self.small).history(ofAthlete: 0)
        let records = try CSVReader(path: "strong").readAll(data: Data(contentsOf: dir.appendingPathComponent("athlete-001.csv")))
        #expect(records[0].fields == ["Date", "Workout Name", "Duration", "Exercise Name", "Set Order", "Weight", "Reps", "Distance", "Seconds", "Notes", "Workout Notes", "RPE"])
        let rows = Array(records.dropFirst())
        #expect(rows.count == history.setCount)
        #expect(rows.allSatisfy { $0.fields.count == 12 })
        #expect(rows.allSatisfy { $0[0].range(of: #"^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$"#, options: .regularExpression) != nil })
        #expect(rows.allSatisfy { $0[2].range(of: #"^(\d+h)?( ?\d+m)?$"#, options: .regularExpression) != nil && !$0[2].isEmpty })
        #expect(rows.allSatisfy { ["W", "D", "F"].contains($0[4]) || Int($0[4]) != nil })
        #expect(rows.allSatisfy { Int($0[6]) != nil && ($0[5].isEmpty || Double($0[5]) != nil) && ($0[11].isEmpty || Double($0[11]) != nil) })
        #expect(rows.allSatisfy { ExercisePool.entries.map(\.appName).contains($0[3]) })
        #expect(Set(rows.map { $0[0] }).count == history.sessions.count)

        // The first session, row by row, against the model.
        let session = history.sessions[0]
        let local = LocalTime(session.startedAt, in: history.athlete.timeZone)
        let firstSets = session.exercises.flatMap { e in e.sets.map { (e.exerciseId, $0) } }
        for (row, (id, set)) in zip(rows, firstSets) {
            #expect(row[0] == String(decoding: local.strongText, as: UTF8.self))
            #expect(row[1] == session.name && row[3] == ExercisePool.appName(for: id))
            #expect(Int(row[6]) == set.reps)
            switch (set.type, set.completed) {
            case (.warmup, _): #expect(row[4] == "W")
            case (.dropset, _): #expect(row[4] == "D")
            case (_, false): #expect(row[4] == "F")
            case (_, true): #expect(Int(row[4]) != nil)
            }
            if set.durationSeconds == nil { #expect(Double(row[5]) == set.weight) } else { #expect(row[5].isEmpty && Double(row[8]) == set.durationSeconds) }
        }
        #expect(StrongWriter.durationText(3960) == "1h 6m" && StrongWriter.durationText(3360) == "56m" && StrongWriter.durationText(7200) == "2h")
    }

    @Test func hevyFilesHaveTheHeaderNewestFirstAndZeroBasedSetIndexes() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try generate(.hevy, into: dir)
        let history = try HistoryGenerator(options: Self.small).history(ofAthlete: 0)
        let records = try CSVReader(path: "hevy").readAll(data: Data(contentsOf: dir.appendingPathComponent("athlete-001.csv")))
        #expect(records[0].fields == ["title", "start_time", "end_time", "description", "exercise_title", "superset_id", "exercise_notes", "set_index", "set_type", "weight_kg", "reps", "distance_km", "duration_seconds", "rpe"])
        let rows = Array(records.dropFirst())
        #expect(rows.count == history.setCount)
        #expect(rows.allSatisfy { $0.fields.count == 14 && SetType(rawValue: $0[8]) != nil })
        #expect(rows.allSatisfy { $0[1].range(of: #"^\d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d$"#, options: .regularExpression) != nil })
        #expect(rows.allSatisfy { !$0[3].contains("\n") && !$0[6].contains("\n") })

        // Newest workout first: the first rows are the last session.
        let newest = history.sessions[history.sessions.count - 1]
        #expect(rows[0][1] == LocalTime(newest.startedAt, in: history.athlete.timeZone).hevyText)
        #expect(rows[0][0] == newest.name)
        let oldest = history.sessions[0]
        #expect(rows[rows.count - 1][1] == LocalTime(oldest.startedAt, in: history.athlete.timeZone).hevyText)
        // set_index counts each exercise's sets from 0.
        let firstExercise = newest.exercises[0]
        #expect(rows.prefix(firstExercise.sets.count).map { Int($0[7]) } == Array(0..<firstExercise.sets.count))
        #expect(HevyWriter.escaped("a\nb") == #"a\nb"#)
        #expect(LocalTime(Date(timeIntervalSince1970: 1_775_667_000), in: TimeZone(identifier: "UTC")!).hevyText == "8 Apr 2026, 16:50")
    }
}
