import Foundation
import GRDB
import GymBoTestSupport
import Testing
@testable import GymBoKit

/// `gymbo db check`: the toolkit's own invariants on top of SQLite's, each problem one exact line
/// (issue 9, item 6). The databases are damaged on purpose with raw SQL, foreign keys off where the
/// damage needs it.
@Suite("gymbo db check: own invariants, exact messages")
struct DatabaseCheckTests {
    static let anna = "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d"
    static let squat = "00000000-0000-0000-0000-000000000001"
    static let first = "c1000000-0000-4000-8000-000000000001"
    static let second = "c1000000-0000-4000-8000-000000000002"
    static let third = "c1000000-0000-4000-8000-000000000003"
    static let ghost = "deadbeef-0000-4000-8000-000000000000"

    /// Anna's backup (3 sessions of squats, one with a custom exercise too) in a fresh database.
    func annasDatabase() throws -> GymBoStore {
        let store = try makeTestDatabase()
        let summary = importer(store).importFile(fixture("backup/anna.json"))
        #expect(summary.status == .imported && summary.added == 4)
        #expect(try store.checkReport() == CheckReport())
        return store
    }

    /// Runs `sql` with foreign keys off (outside a transaction, where the pragma takes effect).
    func damage(_ store: GymBoStore, _ sql: String) throws {
        try store.writer.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA foreign_keys = OFF")
            try db.execute(sql: sql)
            try db.execute(sql: "PRAGMA foreign_keys = ON")
        }
    }

    func squatRecord(_ rest: String) -> String {
        "personalRecord of athlete 'Anna' (\(Self.anna)) for exercise 'Kniebeugen' (\(Self.squat)): \(rest)"
    }

    @Test func soundDatabasesAreClean() throws {
        let store = try annasDatabase()
        for (path, athlete) in [("strong/variant-c.csv", "Lena"), ("hevy/workout_data_en.csv", "Tom"), ("fitnotes/older.csv", "Mia"),
                                ("gymtracker/session.gymtracker", "Anna"), ("gymtracker/push-day.gymtracker", nil)] {
            #expect(importer(store) { $0.athleteName = athlete }.importFile(fixture(path)).status == .imported, "\(path)")
        }
        #expect(try store.stats().records > 10)
        #expect(try store.checkReport() == CheckReport())
    }

    @Test func aTamperedRecordColumnIsNamedWithBothValues() throws {
        let store = try annasDatabase()
        try damage(store, "UPDATE personalRecord SET maxWeight = 999, bestE1RMDate = NULL WHERE exerciseId = '\(Self.squat)'")
        #expect(try store.check() == [
            squatRecord("maxWeight is 999.0, a recompute from the sets gives 85.0"),
            squatRecord("bestE1RMDate is NULL, a recompute from the sets gives 2026-11-09T08:00:00Z"),
        ])
    }

    @Test func aTamperedRecordDetailIsNamedByPart() throws {
        let store = try annasDatabase()
        let detail = try #require(try store.read { db in
            try String.fetchOne(db, sql: "SELECT detail FROM personalRecord WHERE exerciseId = ?", arguments: [Self.squat])
        })
        var record = try #require(RecordDetail.decode(detail, athleteId: Self.anna, exerciseId: Self.squat))
        record.repMax[5]?.value = 90
        record.repMax[5]?.weight = 90
        let encoded = RecordDetail.encode(record)
        try damage(store, "UPDATE personalRecord SET detail = '\(encoded)' WHERE exerciseId = '\(Self.squat)'")
        #expect(try store.check() == [
            squatRecord("detail (the JSON of every record and rep max) does not match a recompute from the sets: repMax[5]: stored 90.0 (90.0 × 5, 2026-11-09T08:00:00Z), recompute 85.0 (85.0 × 5, 2026-11-09T08:00:00Z)"),
        ])
        try damage(store, "UPDATE personalRecord SET detail = 'kaputt' WHERE exerciseId = '\(Self.squat)'")
        #expect(try store.check() == [squatRecord("detail is not a readable record (a recompute from the sets gives one)")])
    }

    @Test func missingAndSurplusRecordsAndLastUsedValues() throws {
        let store = try annasDatabase()
        try damage(store, """
            DELETE FROM personalRecord WHERE exerciseId = '\(Self.squat)';
            INSERT INTO personalRecord(athleteId, exerciseId, maxWeight) VALUES ('\(Self.anna)', '00000000-0000-0000-0000-000000000003', 100);
            UPDATE exerciseLastUsed SET reps = 50 WHERE exerciseId = '\(Self.squat)';
            """)
        #expect(try store.check() == [
            "personalRecord of athlete 'Anna' (\(Self.anna)) for exercise 'Bankdrücken' (00000000-0000-0000-0000-000000000003): stored, but the athlete has no sets of this exercise",
            squatRecord("missing (a recompute from the sets gives maxWeight 85.0 × 5 on 2026-11-09T08:00:00Z)"),
            "exerciseLastUsed of athlete 'Anna' (\(Self.anna)) for exercise 'Kniebeugen' (\(Self.squat)): reps is 50, a recompute from the sets gives 5",
        ])
    }

    @Test func aSessionWhoseAthleteIsMissing() throws {
        let store = try annasDatabase()
        try damage(store, "UPDATE session SET athleteId = '\(Self.ghost)' WHERE id = '\(Self.third)'")
        let problems = try store.check()
        #expect(problems.first == "session \(Self.third) ('Unterkörper', 2026-11-09T08:00:00Z) belongs to athlete \(Self.ghost), which does not exist")
        // Its sets now count for nobody's records: Anna's best squat is 82.5 kg, not 85.
        #expect(problems.contains(squatRecord("maxWeight is 85.0, a recompute from the sets gives 82.5")))
        #expect(problems.contains("personalRecord of athlete (\(Self.ghost)) for exercise 'Kniebeugen' (\(Self.squat)): missing (a recompute from the sets gives maxWeight 85.0 × 5 on 2026-11-09T08:00:00Z)"))
        #expect(!problems.contains { $0.hasPrefix("foreign key: a row of session") })
    }

    /// A session's sets are packed in its row (`v11-packed-sets`): sets for more entries than the session
    /// has, and sets that no longer read, are each named with their session.
    @Test func packedSetsThatDoNotMatchTheEntriesOrDoNotRead() throws {
        let store = try annasDatabase()
        let entries = try #require(try store.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM sessionExercise x JOIN session s ON s.seq = x.sessionSeq WHERE s.id = ?", arguments: [Self.second])
        })
        let extra = Data(PackedSets.encode(Array(repeating: Session.Exercise(exerciseId: .zero, sets: [PerformedSet(reps: 5, weight: 100)]), count: entries + 1)))
        try store.write { db in
            try db.execute(sql: "UPDATE session SET sets = ? WHERE id = ?", arguments: [extra, Self.second])
            try db.execute(sql: "UPDATE session SET sets = x'01020a' WHERE id = ?", arguments: [Self.first])
        }
        let problems = try store.check()
        #expect(problems.contains("session \(Self.second) ('Unterkörper', 2026-11-05T08:00:00Z) holds sets for \(entries + 1) exercise entries but has \(entries)"), "\(problems)")
        #expect(problems.contains("session \(Self.first) ('Unterkörper', 2026-11-02T08:00:00Z): its sets do not read (damaged)"), "\(problems)")
    }

    @Test func anExerciseEntryWhoseExerciseOrSessionIsMissing() throws {
        let store = try annasDatabase()
        let seq = try #require(try store.read { db in try Int64.fetchOne(db, sql: "SELECT seq FROM session WHERE id = ?", arguments: [Self.first]) })
        try damage(store, """
            UPDATE sessionExercise SET exerciseId = '\(Self.ghost)' WHERE sessionSeq = \(seq) AND position = 0;
            INSERT INTO sessionExercise(sessionSeq, position, exerciseId) VALUES (777, 0, '\(Self.squat)');
            """)
        let problems = try store.check()
        #expect(Array(problems.prefix(2)) == [
            "sessionExercise (sessionSeq 777, position 0, exercise \(Self.squat)) belongs to no session (no session has seq 777)",
            "session \(Self.first) ('Unterkörper', 2026-11-02T08:00:00Z), exercise position 0: exercise \(Self.ghost) does not exist",
        ])
        #expect(problems.contains("personalRecord of athlete 'Anna' (\(Self.anna)) for exercise (\(Self.ghost)): missing (a recompute from the sets gives maxWeight 80.0 × 5 on 2026-11-02T08:00:00Z)"))
    }

    @Test func anImportThatNeverFinished() throws {
        let store = try annasDatabase()
        try damage(store, "UPDATE importRecord SET outcome = 'running', importedAt = '2026-11-20T12:00:00Z'")
        let path = fixture("backup/anna.json")
        #expect(try store.check() == ["importRecord 1 ('\(path)', 2026-11-20T12:00:00Z) is not marked imported; an import records itself only when it commits"])
    }

    @Test func unusedCustomExercisesAreNotesNotProblems() throws {
        let store = try annasDatabase()
        try damage(store, "INSERT INTO exercise(id, name, matchKey, equipment, difficulty, isCustom) VALUES ('\(Self.ghost)', 'Zercher Carry', 'zercher carry', 'mixed', 'fortgeschritten', 1)")
        #expect(try store.checkReport() == CheckReport(notes: [
            "custom exercise 'Zercher Carry' (\(Self.ghost)) is used by no session, workout, alias or record (left from replaced sessions; the next import of that name reuses it)",
        ]))
    }

    /// The same with real data: a backup imported with `--strategy replace` drops the sessions that used
    /// a custom exercise from a Strong export.
    @Test func replacedSessionsLeaveTheirCustomExerciseAsANote() throws {
        let store = try annasDatabase()
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let csv = try write(LimitsTests.strongHeader + "2026-10-01 5:10:00 PM,Extra,3600,Zercher Carry (Sandbag),1,60,20,0,0,,,\n", to: "anna.csv", in: dir)
        #expect(importer(store) { $0.athleteName = "Anna" }.importFile(csv).status == .imported)
        #expect(try store.checkReport() == CheckReport())
        // A newer backup (other bytes, or it would be skipped as imported before) replaces everything.
        let backup = try String(contentsOfFile: fixture("backup/anna.json"), encoding: .utf8).replacingOccurrences(of: "\"müde\"", with: "\"sehr müde\"")
        let newer = try write(backup, to: "anna-newer.json", in: dir)
        let replaced = importer(store) { $0.strategy = .replace }.importFile(newer)
        #expect(replaced.status == .imported, "\(replaced)")
        #expect(try store.stats().sessions == 3)
        let notes = try store.checkReport()
        #expect(notes.problems.isEmpty)
        #expect(notes.notes.count == 1 && notes.notes[0].hasPrefix("custom exercise 'Zercher Carry (Sandbag)' ("))
    }

    /// The command: exit 1 with `path: error: …` lines; notes alone keep exit 0.
    @Test func theCommandExitsOneOnAProblemAndZeroOnNotes() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let db = dir.appendingPathComponent("check.sqlite").path
        #expect(try runGymbo(["seed", "--db", db], in: dir).status == 0)
        #expect(try runGymbo(["import", "--db", db, fixture("backup/anna.json")], in: dir).status == 0)
        #expect(try runGymbo(["db", "check", "--db", db], in: dir).stdout == "\(db): ok (integrity, foreign keys, invariants)\n")

        let store = try GymBoStore.open(path: db)
        try damage(store, "INSERT INTO exercise(id, name, matchKey, equipment, difficulty, isCustom) VALUES ('\(Self.ghost)', 'Zercher Carry', 'zercher carry', 'mixed', 'fortgeschritten', 1)")
        let noted = try runGymbo(["db", "check", "--db", db], in: dir)
        #expect(noted.status == 0)
        #expect(noted.stderr == "\(db): note: custom exercise 'Zercher Carry' (\(Self.ghost)) is used by no session, workout, alias or record (left from replaced sessions; the next import of that name reuses it)\n")

        try damage(store, "UPDATE personalRecord SET maxReps = 99 WHERE exerciseId = '\(Self.squat)'")
        let broken = try runGymbo(["db", "check", "--db", db], in: dir)
        #expect(broken.status == 1)
        #expect(broken.stdout.isEmpty)
        #expect(broken.stderr.hasSuffix("\(db): error: \(squatRecord("maxReps is 99, a recompute from the sets gives 5"))\n"))
    }
}
