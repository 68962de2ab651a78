import Foundation
import GRDB
import GymBoTestSupport
import Testing
@testable import GymBoKit

/// Every row of every table, sorted: two equal snapshots mean an unchanged database.
func snapshot(_ store: any TrainingStore) throws -> String {
    if let postgres = store as? PostgresStore { return try postgres.snapshot() }
    return try (store as! GymBoStore).writer.read { db in
        var out: [String] = []
        let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'grdb_%' ORDER BY name")
        for table in tables {
            let rows = try Row.fetchAll(db, sql: "SELECT * FROM \(table)").map { $0.description }.sorted()
            out.append("\(table): \(rows.count)\n" + rows.joined(separator: "\n"))
        }
        return out.joined(separator: "\n")
    }
}

@Suite("Import: .gymtracker and app backups (SPEC §3.3, §3.4, §3.6)")
struct ImportTests {
    @Test(arguments: TestEngine.available) func appFileWithIntegerDerivedIdsResolvesEveryExercise(engine: TestEngine) throws {
        let store = try engine.makeStore()
        let summary = importer(store).importFile(fixture("gymtracker/push-day.gymtracker"))
        #expect(summary.status == .imported)
        #expect(summary.added == 1 && summary.skipped == 0 && summary.warnings.isEmpty)
        let template = try #require(try store.templates().first)
        #expect(template.name == "Drück-Tag")
        #expect(template.exercises.map { $0.exerciseId.catalogNumber } == [3, 4, 136])
        #expect(template.exercises[0].sets.map(\.weight) == [60, 70])
        #expect(template.exercises[2].sets[0].weight == 25.5)
        engine.tally()
    }

    @Test(arguments: TestEngine.available) func unknownExerciseIsSkippedByNameAndStrictRejects(engine: TestEngine) throws {
        let store = try engine.makeStore()
        let path = fixture("gymtracker/unknown-exercise.gymtracker")
        let summary = importer(store).importFile(path)
        #expect(summary.status == .imported)
        #expect(summary.skippedExercises == ["Einarmiger Handstand-Flieger"])
        #expect(summary.warnings == ["\(path): warning: exercise 'Einarmiger Handstand-Flieger' is not in the catalog; skipped"])
        #expect(try store.templates().first?.exercises.map { $0.exerciseId.catalogNumber } == [63, 68])

        let strictStore = try engine.makeStore()
        let before = try snapshot(strictStore)
        let strict = importer(strictStore) { $0.strict = true }.importFile(path)
        #expect(strict.status == .failed)
        #expect(strict.errors == ["\(path): error: exercise 'Einarmiger Handstand-Flieger' is not in the catalog (--strict: the file is refused)"])
        #expect(try snapshot(strictStore) == before)
        engine.tally()
    }

    @Test(arguments: TestEngine.available) func renumberedIdLosesToTheNameUnlessIdsAreTrusted(engine: TestEngine) throws {
        let path = fixture("gymtracker/renumbered.gymtracker")
        let store = try engine.makeStore()
        let summary = importer(store).importFile(path)
        #expect(summary.warnings.first?.contains("is 'Bankdrücken' in the catalog, but the file calls it 'Squats'; using 'Kniebeugen'") == true)
        #expect(try store.templates().first?.exercises.first?.exerciseId == .catalog(1))
        let trusting = try engine.makeStore()
        _ = importer(trusting) { $0.trustIds = true }.importFile(path)
        #expect(try trusting.templates().first?.exercises.first?.exerciseId == .catalog(3))
        engine.tally()
    }

    @Test(arguments: TestEngine.available) func bothTemplateShapesAndTheSessionVariant(engine: TestEngine) throws {
        let store = try engine.makeStore()
        let readme = importer(store).importFile(fixture("gymtracker/readme-variant.gymtracker"))
        #expect(readme.status == .imported)
        let template = try #require(try store.templates().first)
        #expect(template.id.lowercased == "9d1e2f30-4a5b-4c6d-8e7f-901a2b3c4d5e")
        #expect(template.defaultRestTime == 150)

        let session = importer(store) { $0.athleteName = "Mara" }.importFile(fixture("gymtracker/session.gymtracker"))
        #expect(session.status == .imported && session.athlete == "Mara" && session.sets == 5)
        let mara = try store.athlete(named: "Mara")
        let stored = try #require(try store.sessions(athleteId: mara.id).first)
        #expect(stored.avgHeartRate == 128 && stored.duration == 3720)
        #expect(stored.exercises[0].sets.map(\.type) == [.warmup, .normal, .normal, .normal])
        #expect(stored.exercises[0].sets[1].rpe == 8.5)
        #expect(stored.exercises[0].sets[3].completed == false)
        #expect(Timestamp.string(stored.startedAt) == "2026-11-10T17:30:00Z")
        engine.tally()
    }

    @Test(arguments: TestEngine.available) func duplicateNamesGetTheImportedSuffix(engine: TestEngine) throws {
        let store = try engine.makeStore()
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        func file(_ reps: Int) throws -> String {
            try write("""
                { "version": "1.0", "workout": { "name": "Drück-Tag", "exercises": [
                  { "exerciseName": "Bankdrücken", "sets": [ { "reps": \(reps), "weight": 50, "restTime": 90 } ] } ] } }
                """, to: "v\(reps).gymtracker", in: dir)
        }
        _ = importer(store).importFile(fixture("gymtracker/push-day.gymtracker"))
        _ = importer(store).importFile(try file(6))
        _ = importer(store).importFile(try file(7))
        _ = importer(store) { $0.language = .en }.importFile(try file(9))
        #expect(try store.templates().map(\.name).sorted() == ["Drück-Tag", "Drück-Tag (imported)", "Drück-Tag (importiert 2)", "Drück-Tag (importiert)"])
        engine.tally()
    }

    @Test(arguments: [
        ("gymtracker/truncated.gymtracker", ":3: error: not valid JSON (Unexpected end of file during JSON parse.); the file ends early, is it truncated?"),
        ("gymtracker/version2.gymtracker", ": error: unsupported .gymtracker version \"2.0\" (expected 1.x)"),
        ("gymtracker/zero-exercises.gymtracker", ":1: error: workout: the workout has no exercises (expected at least one) (wrong shape for a .gymtracker file)"),
        ("gymtracker/wrong-shape.gymtracker", ":1: error: workout.exercises[0].sets[0].reps: expected a number, got \"zehn\" (wrong shape for a .gymtracker file)"),
        ("gymtracker/negative-weight.gymtracker", ":1: error: workout.exercises[0].sets[0].weight: weight -20.0 is out of range (expected 0 ≤ kg < 10000) (wrong shape for a .gymtracker file)"),
    ])
    func badFilesGiveOnePreciseLineAndChangeNothing(file: String, message: String) throws {
        try badFile(file, message)
    }

    @Test func jsonShapeErrorsNameTheLineOfTheValue() throws {
        let text = """
            {
              "version": "1.0",
              "sessions": [
                { "id": "c1000000-0000-4000-8000-000000000001", "name": "A", "date": "2026-11-02T08:00:00Z",
                  "exercises": [ { "exerciseId": "00000000-0000-0000-0000-000000000001",
                    "sets": [
                      { "reps": 5, "weight": 100 },
                      { "reps": "fünf", "weight": 100 }
                    ] } ] }
              ]
            }
            """
        #expect(JSONLines.line(of: "sessions[0].exercises[0].sets[1].reps", in: Data(text.utf8)) == 8)
        #expect(JSONLines.line(of: "sessions[0].exercises[0].sets[1]", in: Data(text.utf8)) == 8)
        // A missing member: its parent's line.
        #expect(JSONLines.line(of: "sessions[0].exercises[0].notes", in: Data(text.utf8)) == 5)
        #expect(JSONLines.line(of: "sessions[0]", in: Data(text.utf8)) == 4)
    }

    func badFile(_ file: String, _ message: String) throws {
        let store = try makeTestDatabase()
        _ = importer(store).importFile(fixture("backup/anna.json"))
        let before = try snapshot(store)
        let path = fixture(file)
        let summary = importer(store).importFile(path)
        #expect(summary.status == .failed)
        #expect(summary.errors == [path + message])
        #expect(try snapshot(store) == before)
    }

    @Test(arguments: TestEngine.available) func hostileInputsAreRefusedWithoutChanges(engine: TestEngine) throws {
        let store = try engine.makeStore()
        _ = importer(store).importFile(fixture("backup/anna.json"))
        let before = try snapshot(store)
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let cases: [(String, Data, String)] = [
            ("empty.gymtracker", Data(), "empty file"),
            ("header only.csv", Data("Date,Workout Name\n".utf8), "not a recognised format"),
            ("workouts.csv", Data("workout_id,workout_name,workout_number,level,type\n".utf8), "these are the app's sample workouts; load them with `gymbo seed --workouts "),
            ("v1-workouts.csv", Data("Workout_Name,Workout_Nummer,Niveau,Typ,Dauer_Min\n".utf8), "these are the app's sample workouts; load them with `gymbo seed --workouts "),
            ("garbage.bin", Data([0x00, 0xFF, 0x13, 0x37, 0xC3, 0x28, 0x00]), "binary or not UTF-8"),
            ("wrong shape.json", Data(#"{"foo": [1, 2, 3]}"#.utf8), "JSON of an unknown shape"),
            ("nan.gymtracker", Data(#"{"version":"1.0","workout":{"name":"x","exercises":[{"exerciseName":"Squats","sets":[{"reps":5,"weight":NaN}]}]}}"#.utf8), "not valid JSON"),
            ("huge.gymtracker", Data(#"{"version":"1.0","workout":{"name":"x","exercises":[{"exerciseName":"Squats","sets":[{"reps":5,"weight":1e308}]}]}}"#.utf8), "out of range"),
            ("reps.gymtracker", Data(#"{"version":"1.0","workout":{"name":"x","exercises":[{"exerciseName":"Squats","sets":[{"reps":5.5,"weight":10}]}]}}"#.utf8), "expected a whole number, got 5.5"),
            ("future ünï cödé.gymtracker", Data(#"{"version":"1.0","session":{"name":"x","date":"2093-01-01T10:00:00Z","exercises":[{"exerciseName":"Squats","sets":[{"reps":5,"weight":10}]}]}}"#.utf8), "in the future"),
            ("baddate.gymtracker", Data(#"{"version":"1.0","session":{"name":"x","date":"31.12.2025","exercises":[{"exerciseName":"Squats","sets":[{"reps":5,"weight":10}]}]}}"#.utf8), "expected an ISO-8601 date"),
            ("dupids.json", Data(#"{"version":"1.0","profiles":[{"name":"Anna","fitnessLevel":"profi","goals":"kraft","notes":""}],"sessions":[{"id":"c1000000-0000-4000-8000-000000000009","name":"a","date":"2026-11-01T08:00:00Z","exercises":[]}]}"#.utf8), "has no exercises"),
            ("deep.json", Data((String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)).utf8), "nested deeper"),
        ]
        for (name, data, expected) in cases {
            let url = dir.appendingPathComponent(name)
            try data.write(to: url)
            let summary = importer(store) { $0.athleteName = "Anna" }.importFile(url.path)
            #expect(summary.status == .failed, "\(name)")
            #expect(summary.errors.count == 1, "\(name): \(summary.errors)")
            #expect(summary.errors.first?.hasPrefix(url.path + ":") == true, "\(name)")
            #expect(summary.errors.first?.contains(expected) == true, "\(name): \(summary.errors)")
        }
        #expect(try snapshot(store) == before)
        engine.tally()
    }

    @Test(arguments: TestEngine.available) func sameDirectoryTwiceIsUnchangedTheSecondTime(engine: TestEngine) throws {
        let store = try engine.makeStore()
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for name in ["push-day.gymtracker", "readme-variant.gymtracker", "session.gymtracker"] {
            try FileManager.default.copyItem(atPath: fixture("gymtracker/\(name)"), toPath: dir.appendingPathComponent(name).path)
        }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("nested"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: fixture("backup/anna.json"), toPath: dir.appendingPathComponent("nested/anna.json").path)
        let files = Importer.expand([dir.path]).files
        #expect(files.count == 4)
        let first = try importer(store) { $0.athleteName = "Anna" }.importFiles(files)
        #expect(first.allSatisfy { $0.status == .imported })
        let stats = try store.stats()
        let second = try importer(store) { $0.athleteName = "Anna" }.importFiles(files)
        #expect(second.allSatisfy { $0.status == .unchanged })
        #expect(try store.stats() == stats)
        engine.tally()
    }

    @Test(arguments: TestEngine.available) func dryRunWritesNothing(engine: TestEngine) throws {
        let store = try engine.makeStore()
        let before = try snapshot(store)
        let summary = importer(store) { $0.dryRun = true }.importFile(fixture("backup/anna.json"))
        #expect(summary.status == .dryRun)
        #expect(summary.added == 4)
        #expect(try snapshot(store) == before)
        engine.tally()
    }

    @Test(arguments: TestEngine.available) func backupProfileBecomesTheAthlete(engine: TestEngine) throws {
        let store = try engine.makeStore()
        let summary = importer(store).importFile(fixture("backup/anna.json"))
        #expect(summary.status == .imported)
        #expect(summary.added == 4)
        #expect(summary.customExercises == ["Schlittenschieben"])
        let anna = try store.athlete(named: "Anna")
        #expect(anna.goal == .kraft && anna.experience == .fortgeschritten)
        #expect(anna.birthDate == "1994-03-12" && anna.bodyweight == 64.5)
        let sessions = try store.sessions(athleteId: anna.id)
        #expect(sessions.count == 3)
        #expect(sessions[1].exercises[0].sets.map(\.completed) == [true, false])
        #expect(sessions[1].exercises[1].sets[0].note == "20 m")
        #expect(sessions[0].exercises[0].sets[0].restTime == 180)
        #expect(sessions[1].notes == "müde")
        engine.tally()
    }
}
