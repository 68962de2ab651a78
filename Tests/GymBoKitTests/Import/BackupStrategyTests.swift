import Foundation
import GymBoTestSupport
import Testing
@testable import GymBoKit

/// Builds backup JSON for tests.
enum BackupBuilder {
    struct SessionSpec {
        var id: String
        var date: String
        var weight: Double
        var sets: Int = 1
        var notes = ""
    }

    static func json(athlete: String = "Anna", sessions: [SessionSpec], exerciseIds: [Int] = [1]) -> String {
        let items = sessions.map { s -> String in
            let exercises = exerciseIds.map { n in
                let sets = (0..<s.sets).map { i in #"{"reps": \#(5 + i % 3), "weight": \#(s.weight), "restTime": 120, "completed": \#(i % 7 != 6), "notes": ""}"# }
                return #"{"exerciseId": "\#(UUID.catalog(n).lowercased)", "notes": "", "sets": [\#(sets.joined(separator: ","))]}"#
            }
            return #"{"id": "\#(s.id)", "name": "Training", "date": "\#(s.date)", "defaultRestTime": 90, "duration": 3000, "notes": "\#(s.notes)", "exercises": [\#(exercises.joined(separator: ","))]}"#
        }
        return #"{"version": "1.0", "createdAt": "2026-11-15T00:00:00Z", "profiles": [{"name": "\#(athlete)", "fitnessLevel": "anfänger", "goals": "muskelaufbau", "notes": ""}], "exercises": [], "workouts": [], "sessions": [\#(items.joined(separator: ","))]}"#
    }

    static func id(_ n: Int) -> String { String(format: "c2000000-0000-4000-8000-%012d", n) }
}

@Suite("Backup strategies, scale and round trips")
struct BackupStrategyTests {
    func load(_ store: any TrainingStore, _ json: String, strategy: MergeStrategy = .merge) throws -> ImportSummary {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = try write(json, to: "backup.json", in: dir)
        return importer(store) { $0.strategy = strategy }.importFile(path)
    }

    let original = BackupBuilder.json(sessions: [
        .init(id: BackupBuilder.id(1), date: "2026-10-01T08:00:00Z", weight: 60),
        .init(id: BackupBuilder.id(2), date: "2026-10-03T08:00:00Z", weight: 62.5),
    ])
    let changed = BackupBuilder.json(sessions: [
        .init(id: BackupBuilder.id(1), date: "2026-10-01T08:00:00Z", weight: 60),
        .init(id: BackupBuilder.id(2), date: "2026-10-03T08:00:00Z", weight: 65, notes: "korrigiert"),
        .init(id: BackupBuilder.id(3), date: "2026-10-05T08:00:00Z", weight: 67.5),
    ])

    func weights(_ store: any TrainingStore) throws -> [Double] {
        let anna = try store.athlete(named: "Anna")
        return try store.sessions(athleteId: anna.id).map { $0.exercises[0].sets[0].weight }
    }

    @Test(arguments: TestEngine.available) func mergeUpdatesExistingByIdAndAddsNew(engine: TestEngine) throws {
        let store = try engine.makeStore()
        _ = try load(store, original)
        let summary = try load(store, changed, strategy: .merge)
        #expect((summary.added, summary.updated, summary.unchanged) == (1, 1, 1))
        #expect(try weights(store) == [60, 65, 67.5])
        engine.tally()
    }

    @Test(arguments: TestEngine.available) func addOnlyKeepsExistingSessionsAsTheyAre(engine: TestEngine) throws {
        let store = try engine.makeStore()
        _ = try load(store, original)
        let summary = try load(store, changed, strategy: .addOnly)
        // One session is new, one is the same, one differs and is kept as stored: said so, not "unchanged".
        #expect((summary.added, summary.updated, summary.unchanged, summary.kept) == (1, 0, 1, 1))
        #expect(try weights(store) == [60, 62.5, 67.5])
        engine.tally()
    }

    @Test(arguments: TestEngine.available) func replaceDeletesThenLoads(engine: TestEngine) throws {
        let store = try engine.makeStore()
        _ = try load(store, changed)
        let summary = try load(store, BackupBuilder.json(sessions: [.init(id: BackupBuilder.id(9), date: "2026-11-01T08:00:00Z", weight: 70)]), strategy: .replace)
        #expect(summary.added == 1)
        // It says what it deleted.
        #expect(summary.warnings.contains { $0.contains("note: --strategy replace: deleted 3 sessions and 0 workouts of") })
        #expect(try weights(store) == [70])
        engine.tally()
    }

    @Test(arguments: TestEngine.available) func metadataMismatchIsAWarning(engine: TestEngine) throws {
        let store = try engine.makeStore()
        let json = original.replacingOccurrences(of: #""version": "1.0","#, with: #""version": "1.0", "metadata": {"sessionCount": 5},"#)
        let summary = try load(store, json)
        #expect(summary.status == .imported)
        #expect(summary.warnings.contains { $0.hasSuffix("warning: metadata.sessionCount says 5, the file has 2") })
        engine.tally()
    }

    @Test(arguments: TestEngine.available) func unknownVersionIsRejected(engine: TestEngine) throws {
        let store = try engine.makeStore()
        let summary = try load(store, original.replacingOccurrences(of: #""version": "1.0""#, with: #""version": "3.1""#))
        #expect(summary.status == .failed)
        #expect(summary.errors.first?.hasSuffix("error: unsupported backup version \"3.1\" (expected 1.x)") == true)
        engine.tally()
    }

    @Test(arguments: TestEngine.available) func fiftyThousandSetsInOneGo(engine: TestEngine) throws {
        let store = try engine.makeStore()
        let sessions = (0..<1000).map { i in
            BackupBuilder.SessionSpec(id: BackupBuilder.id(i), date: Timestamp.string(Date(timeIntervalSince1970: 1_700_000_000 + Double(i) * 86_400)), weight: 50 + Double(i % 40), sets: 10)
        }
        let summary = try load(store, BackupBuilder.json(sessions: sessions, exerciseIds: [1, 3, 5, 121, 64]))
        #expect(summary.status == .imported)
        #expect(summary.added == 1000)
        #expect(summary.sets == 50_000)
        #expect(try store.stats().sets == 50_000)
        engine.tally()
    }

    @Test(arguments: 0..<3)
    func exportImportExportIsTheIdentity(seed: Int) throws {
        var generator = SeededGenerator(seed: UInt64(seed) + 100)
        let source = try makeTestDatabase()
        let athlete = Athlete(id: UUID(), name: "Rand \(seed)", birthDate: "1990-05-0\(seed + 1)", bodyweight: 80, goal: .kraft, experience: .profi)
        try source.saveAthlete(athlete)
        var sessions: [Session] = []
        for i in 0..<Int.random(in: 3...12, using: &generator) {
            let exercises = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
                Session.Exercise(
                    exerciseId: .catalog(Int.random(in: 1...161, using: &generator)),
                    groupId: Bool.random(using: &generator) ? Int.random(in: 1...3, using: &generator) : nil,
                    notes: Bool.random(using: &generator) ? "Notiz \(i)" : "",
                    sets: (0..<Int.random(in: 1...5, using: &generator)).map { _ in
                        PerformedSet(
                            reps: Int.random(in: 0...15, using: &generator), weight: Double(Int.random(in: 0...400, using: &generator)) / 2,
                            restTime: Int.random(in: 0...240, using: &generator), completed: Bool.random(using: &generator),
                            rpe: Bool.random(using: &generator) ? Double(Int.random(in: 12...20, using: &generator)) / 2 : nil,
                            type: SetType.allCases.randomElement(using: &generator)!)
                    })
            }
            sessions.append(Session(
                id: UUID(), athleteId: athlete.id, name: "Einheit \(i)",
                startedAt: Date(timeIntervalSince1970: 1_750_000_000 + Double(i) * 90_000), duration: Int.random(in: 600...5400, using: &generator),
                notes: "", avgHeartRate: Bool.random(using: &generator) ? Int.random(in: 90...160, using: &generator) : nil,
                source: "backup", exercises: exercises))
        }
        try source.writer.write { db in
            for session in sessions { _ = try GymBoStore.insertSession(db, session, importId: nil, replaceById: false) }
        }
        let createdAt = Timestamp.parseISO("2026-11-16T00:00:00Z")!
        let first = try Exporter(store: source).backup(athlete: athlete, createdAt: createdAt)

        let target = try makeTestDatabase()
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("export.json").path
        try first.write(to: URL(fileURLWithPath: path))
        let summary = importer(target).importFile(path)
        #expect(summary.status == .imported, "\(summary.errors)")
        let imported = try target.athlete(named: athlete.name)
        let second = try Exporter(store: target).backup(athlete: imported, createdAt: createdAt)
        #expect(String(decoding: second, as: UTF8.self) == String(decoding: first, as: UTF8.self))
        #expect(try target.sessions(athleteId: imported.id).map(\.exercises) == sessions.map(\.exercises))
    }
}
