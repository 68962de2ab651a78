import Foundation
import GymBoTestSupport
import Testing
@testable import GymBoKit

/// The store's guarantees, on every engine (SQLite, and PostgreSQL when a server is reachable; see
/// `TestEngine`): one suite, each case run once per engine.
@Suite struct EngineTests {
    /// One file of each format the toolkit reads, with the athlete it belongs to (nil: the file names one).
    static let goodFiles: [(path: String, athlete: String?)] = [
        ("strong/variant-c.csv", "Lena"),
        ("hevy/workout_data_en.csv", "Tom"),
        ("fitnotes/ramp.csv", "Mira"),
        ("gymtracker/session.gymtracker", "Lena"),
        ("backup/anna.json", nil),
    ]

    func importAll(_ store: any TrainingStore, _ files: [(path: String, athlete: String?)]) throws -> [ImportSummary] {
        files.map { file in
            importer(store) { $0.athleteName = file.athlete }.importFile(fixture(file.path))
        }
    }

    @Test(arguments: TestEngine.available)
    func importsLandOnceAndAReimportChangesNothing(engine: TestEngine) throws {
        let store = try engine.makeStore()
        let first = try importAll(store, Self.goodFiles)
        #expect(first.allSatisfy { $0.status == .imported }, "\(first.map(\.errors))")
        let digest = try importedDataDigest(of: store)
        let stats = try store.stats()
        #expect(stats.athletes == 4)
        // Sessions: Strong 1, Hevy 2, FitNotes 2 days, the shared session 1, Anna's backup 3. Sets: every row
        // or set of the five files (3 + 13 + 16 + 5 + 7) but Hevy's push-up row with neither reps nor weight.
        #expect(stats.sessions == 9)
        #expect(stats.sets == 43)

        let again = try importAll(store, Self.goodFiles)
        #expect(again.allSatisfy { $0.added == 0 && $0.updated == 0 }, "\(again.map { ($0.added, $0.updated) })")
        #expect(try importedDataDigest(of: store) == digest)
        #expect(try store.stats().sessions == stats.sessions)
        #expect(try store.stats().sets == stats.sets)
        engine.tally()
    }

    /// Every parser's refused inputs of the corpus: the file fails, and the database is as it was.
    @Test(arguments: TestEngine.available)
    func rejectedFilesLeaveTheDatabaseAsItWas(engine: TestEngine) throws {
        let store = try engine.makeStore()
        _ = try importAll(store, Self.goodFiles)
        let digest = try importedDataDigest(of: store)
        let corpus = try FileManager.default.contentsOfDirectory(atPath: fixture("corpus")).filter { $0.contains(".rejected.") }.sorted()
        #expect(corpus.count >= 15)
        for name in corpus {
            let athlete: String? = name.hasPrefix("backup-") ? nil : "Lena"
            let summary = importer(store) { $0.athleteName = athlete }.importFile(fixture("corpus/" + name))
            #expect(summary.status == .failed, "\(name) should be refused")
            #expect(try importedDataDigest(of: store) == digest, "\(name) changed the database")
        }
        engine.tally()
    }

    /// A file long enough that its sets are sent while it is still being read (on PostgreSQL they stream
    /// to the server in parts): refused at its last row, nothing of it is stored; without that row, every
    /// set lands once, and the records equal a recompute.
    @Test(arguments: TestEngine.available)
    func aLongFileLandsWholeOrNotAtAll(engine: TestEngine) throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // 240 sessions of 6 exercises × 5 sets: 7,200 sets, about 700 KB of set rows.
        let exercises = ["Squat (Barbell)", "Bench Press (Barbell)", "Deadlift (Barbell)", "Overhead Press (Barbell)",
                         "Bent Over Row (Barbell)", "Bicep Curl (Dumbbell)"]
        var rows = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
        let start = Date(timeIntervalSince1970: 1_600_000_000)
        for day in 0..<240 {
            let date = Timestamp.string(start.addingTimeInterval(Double(day) * 2 * 86_400)).replacingOccurrences(of: "T", with: " ").dropLast()
            for (e, name) in exercises.enumerated() {
                for set in 1...5 { rows += "\(date),Ganzkörper,3600,\(name),\(set),\(40 + e * 10 + day % 20),\(5 + set % 3),0,0,,,\n" }
            }
        }
        let store = try engine.makeStore()
        _ = try importAll(store, Self.goodFiles)
        let before = try importedDataDigest(of: store)
        let bad = try write(rows + "2022-09-01 10:00:00,Ganzkörper,3600,Squat (Barbell),1,abc,5,0,0,,,\n", to: "long-bad.csv", in: dir)
        let refused = importer(store) { $0.athleteName = "Ausdauer" }.importFile(bad)
        #expect(refused.status == .failed)
        #expect(refused.errors.first?.hasPrefix(bad + ":7202: error: Weight 'abc'") == true, "\(refused.errors)")
        #expect(try importedDataDigest(of: store) == before)

        let good = importer(store) { $0.athleteName = "Ausdauer" }.importFile(try write(rows, to: "long.csv", in: dir))
        #expect(good.status == .imported && good.added == 240 && good.sets == 7_200, "\(good.errors)")
        #expect(try store.stats().sets == 43 + 7_200)
        #expect(try store.recomputeRecords() == 0)
        #expect(try store.checkReport(deriving: RecordsKeeping.derive).problems.isEmpty)
        engine.tally()
    }

    /// Records kept up to date on every import equal a recompute from the sessions, and `db check` is clean.
    @Test(arguments: TestEngine.available)
    func incrementalRecordsEqualARecomputeAndTheCheckIsClean(engine: TestEngine) throws {
        let store = try engine.makeStore()
        _ = try importAll(store, Self.goodFiles)
        // A newer Strong export of the same lifter: sessions change, records follow incrementally.
        _ = try importAll(store, [("strong/variant-c-prime.csv", "Lena"), ("fitnotes/older.csv", "Mira")])
        #expect(try store.recomputeRecords() == 0)
        let check = try store.checkReport(deriving: RecordsKeeping.derive)
        #expect(check.problems.isEmpty, "\(check.problems)")
        engine.tally()
    }

    /// Deleting an athlete, or an athlete's history, takes their sessions' entries and sets with them (on
    /// PostgreSQL through the triggers that stand in for the entries' and sets' foreign keys).
    @Test(arguments: TestEngine.available)
    func deletingAnAthleteOrAHistoryLeavesNoEntryOrSetBehind(engine: TestEngine) throws {
        let store = try engine.makeStore()
        _ = try importAll(store, Self.goodFiles)
        let tom = try store.athlete(named: "Tom")
        let lena = try store.athlete(named: "Lena")
        try store.transaction { tx in try tx.deleteAthlete(id: tom.id) }
        let removed = try store.transaction { tx in try tx.deleteHistory(athleteId: lena.id) }
        #expect(removed.sessions == 2)
        // Left: Mira's FitNotes days (2 sessions, 16 sets) and Anna's backup (3 sessions, 6 done sets).
        let stats = try store.stats()
        #expect(stats.sessions == 5)
        #expect(stats.sets == 22)
        let check = try store.checkReport(deriving: RecordsKeeping.derive)
        #expect(check.problems.isEmpty, "\(check.problems)")
        engine.tally()
    }

    /// PostgreSQL keeps an entry's session and exercise, and a record event's athlete, exercise and
    /// session without foreign keys (COPY writes them in bulk): `db check` names every row whose parent is
    /// missing, and a session whose packed sets do not read.
    @Test(arguments: TestEngine.available.filter { $0 == .postgres })
    func theCheckNamesEntriesAndSetsWithoutTheirParent(engine: TestEngine) throws {
        let store = try #require(try engine.makeStore() as? PostgresStore)
        _ = try importAll(store, [("strong/variant-c.csv", "Lena")])
        try store.transaction { tx in
            try tx.execute("UPDATE session SET sets = '\\x0107'::bytea")
            try tx.execute("INSERT INTO sessionExercise (athleteId, sessionSeq, position, exerciseId) SELECT athleteId, -1, 0, 'no-such-exercise' FROM session")
            try tx.execute("INSERT INTO recordEvent (athleteId, id, exerciseId, sessionId, kind, newValue, date) VALUES ('nobody', -5, 'no-such-exercise', 'no-such-session', 'maxWeight', 1, '2026-01-01')")
        }
        let problems = try store.checkReport(deriving: RecordsKeeping.derive).problems
        let session = try #require(try store.reading { tx in try tx.query("SELECT id, name, startedAt FROM session").first })
        #expect(problems.contains(CheckLines.packedSets(session: try session.text(at: 0), name: try session.text(at: 1), start: try session.text(at: 2),
                                                        packedEntries: nil, entries: 0)), "\(problems)")
        #expect(problems.contains(CheckLines.foreignKey(table: "sessionExercise", row: "session -1 position 0", parent: "session")), "\(problems)")
        #expect(problems.contains(CheckLines.foreignKey(table: "sessionExercise", row: "session -1 position 0", parent: "exercise")), "\(problems)")
        for parent in ["athlete", "exercise", "session"] {
            #expect(problems.contains(CheckLines.foreignKey(table: "recordEvent", row: "id -5", parent: parent)), "\(problems)")
        }
        engine.tally()
    }

    /// A connection the server ended (`pg_terminate_backend`, as a restart or a dropped database does) is
    /// never used again: the next call opens a new one instead of waiting forever for an answer on it, and
    /// an import cut off that way fails as a lost connection, which stops a batch with the file left put.
    @Test(arguments: TestEngine.available.filter { $0 == .postgres })
    func aConnectionTheServerEndedIsNotUsedAgain(engine: TestEngine) throws {
        let store = try #require(try engine.makeStore() as? PostgresStore)
        _ = try importAll(store, [("strong/variant-c.csv", "Lena")])
        // The server ends this connection in the middle of a transaction: the call fails as a lost connection.
        #expect {
            try store.transaction { tx in _ = try tx.query("SELECT pg_terminate_backend(pg_backend_pid())") }
        } throws: { error in
            guard case .damaged(_, _, let message) = error as? StoreError else { return false }
            return message.contains("the connection to the server was lost")
        }
        // The next calls run on a new connection.
        #expect(try store.athletes().map(\.name) == ["Lena"])
        engine.tally()
    }

    /// A decision about a questioned session and a profile change recompute records in their transaction.
    @Test(arguments: TestEngine.available)
    func decisionsAndRenamesFollowThroughOnBothEngines(engine: TestEngine) throws {
        let store = try engine.makeStore()
        _ = try importAll(store, Self.goodFiles)
        let lena = try store.athlete(named: "lena")
        #expect(lena.name == "Lena")
        let sessions = try store.sessions(athleteId: lena.id)
        #expect(!sessions.isEmpty)
        let first = try #require(sessions.first)
        _ = try store.decide(sessionId: first.id, .dropped)
        #expect(try store.sessionDecisions(athleteId: lena.id)[first.id.lowercased] == .dropped)
        #expect(try store.recomputeRecords() == 0)
        #expect(try store.session(id: first.id) == first)
        engine.tally()
    }
}
