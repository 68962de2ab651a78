import Foundation
import GRDB

/// What `gymbo db check` found.
public struct CheckReport: Sendable, Equatable {
    /// Damage or broken invariants, one line each naming the table, the ids and the values: exit 1.
    public var problems: [String] = []
    /// Oddities that harm nothing (a custom exercise that nothing uses any more): reported, exit 0.
    public var notes: [String] = []

    /// A report with these lines; a sound database has none.
    public init(problems: [String] = [], notes: [String] = []) {
        self.problems = problems
        self.notes = notes
    }
}

extension GymBoStore {
    /// Everything `gymbo db check` reports, in one read transaction (a consistent snapshot, even while a
    /// batch writes): SQLite's `integrity_check` and `foreign_key_check`; rows whose parent is missing, by
    /// id; records and last-used values that differ from a recompute from the sets; imports left running;
    /// the value checks of the catalog and the sets; and, as notes, custom exercises nothing uses.
    public func checkReport(deriving derive: RecordsDerivation) throws -> CheckReport {
        try read { db in
            var report = CheckReport()
            for line in try String.fetchAll(db, sql: "PRAGMA integrity_check") where line != "ok" {
                report.problems.append("integrity: \(line)")
            }
            // Foreign keys the exact checks below explain by id are left to them (the pragma names only a
            // rowid, and the child tables have none).
            let explained: Set<String> = ["session>athlete", "sessionExercise>session", "sessionExercise>exercise",
                                          "personalRecord>athlete", "personalRecord>exercise",
                                          "exerciseLastUsed>athlete", "exerciseLastUsed>exercise"]
            for row in try Row.fetchAll(db, sql: "PRAGMA foreign_key_check") {
                let table: String = row[0]
                let rowid: Int64? = row[1]
                let parent: String = row[2]
                guard !explained.contains("\(table)>\(parent)") else { continue }
                report.problems.append("foreign key: a row of \(table) (rowid \(rowid.map(String.init) ?? "?")) points to a missing \(parent)")
            }
            report.problems += try Self.missingParents(db)
            report.problems += try Self.recordsAgainstRecompute(db, derive)
            report.problems += try Self.valueInvariants(db)
            report.notes += try Self.unusedCustomExercises(db)
            return report
        }
    }

    /// The most lines one kind of problem contributes; the rest are counted.
    static let checkLineLimit = 20

    private static func limited(_ lines: [String], _ total: Int) -> [String] {
        total > lines.count ? lines + ["… and \(total - lines.count) more like this"] : lines
    }

    /// Rows whose parent row does not exist (possible only if foreign keys were off when they were written).
    private static func missingParents(_ db: Database) throws -> [String] {
        var problems: [String] = []
        func collect(_ sql: String, _ line: (Row) -> String) throws {
            let rows = try Row.fetchAll(db, sql: sql + " LIMIT \(checkLineLimit + 1)")
            guard !rows.isEmpty else { return }
            let total = rows.count > checkLineLimit ? try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM (\(sql))") ?? rows.count : rows.count
            problems += limited(rows.prefix(checkLineLimit).map(line), total)
        }
        try collect("""
            SELECT s.id, s.name, s.startedAt, s.athleteId FROM session s
            WHERE NOT EXISTS (SELECT 1 FROM athlete a WHERE a.id = s.athleteId) ORDER BY s.seq
            """) { row in
            "session \(row[0] as String) ('\(row[1] as String)', \(row[2] as String)) belongs to athlete \(row[3] as String), which does not exist"
        }
        try collect("""
            SELECT x.sessionSeq, x.position, x.exerciseId FROM sessionExercise x
            WHERE NOT EXISTS (SELECT 1 FROM session s WHERE s.seq = x.sessionSeq) ORDER BY x.sessionSeq, x.position
            """) { row in
            "sessionExercise (sessionSeq \(row[0] as Int64), position \(row[1] as Int), exercise \(row[2] as String)) belongs to no session (no session has seq \(row[0] as Int64))"
        }
        try collect("""
            SELECT s.id, s.name, s.startedAt, x.position, x.exerciseId FROM sessionExercise x JOIN session s ON s.seq = x.sessionSeq
            WHERE NOT EXISTS (SELECT 1 FROM exercise e WHERE e.id = x.exerciseId) ORDER BY x.sessionSeq, x.position
            """) { row in
            "session \(row[0] as String) ('\(row[1] as String)', \(row[2] as String)), exercise position \(row[3] as Int): exercise \(row[4] as String) does not exist"
        }
        try collect("""
            SELECT t.sessionSeq, t.exercisePosition, t.position, s.id FROM sessionSet t LEFT JOIN session s ON s.seq = t.sessionSeq
            WHERE NOT EXISTS (SELECT 1 FROM sessionExercise x WHERE x.sessionSeq = t.sessionSeq AND x.position = t.exercisePosition)
            ORDER BY t.id
            """) { row in
            let set = "sessionSet (sessionSeq \(row[0] as Int64), exercise position \(row[1] as Int), set position \(row[2] as Int))"
            if let session: String = row[3] {
                return "\(set) belongs to no exercise: session \(session) has no exercise at position \(row[1] as Int)"
            }
            return "\(set) belongs to no session (no session has seq \(row[0] as Int64))"
        }
        for (table, what) in [("personalRecord", "record"), ("exerciseLastUsed", "last-used value")] {
            try collect("""
                SELECT athleteId, exerciseId FROM \(table) p
                WHERE NOT EXISTS (SELECT 1 FROM athlete a WHERE a.id = p.athleteId) ORDER BY athleteId, exerciseId
                """) { row in
                "\(table) (athlete \(row[0] as String), exercise \(row[1] as String)): a \(what) of athlete \(row[0] as String), which does not exist"
            }
            try collect("""
                SELECT athleteId, exerciseId FROM \(table) p
                WHERE NOT EXISTS (SELECT 1 FROM exercise e WHERE e.id = p.exerciseId) ORDER BY athleteId, exerciseId
                """) { row in
                "\(table) (athlete \(row[0] as String), exercise \(row[1] as String)): a \(what) of exercise \(row[1] as String), which does not exist"
            }
        }
        try collect("SELECT id, path, importedAt FROM importRecord WHERE outcome NOT IN ('imported') ORDER BY id") { row in
            "importRecord \(row[0] as Int64) ('\(row[1] as String)', \(row[2] as String)) is not marked imported; an import records itself only when it commits"
        }
        return problems
    }

    /// The value checks of the catalog and the sets.
    private static func valueInvariants(_ db: Database) throws -> [String] {
        var problems: [String] = []
        let invariants: [(String, String)] = [
            ("an exercise has no muscle group (catalog exercises need a primary group)",
             "SELECT name FROM exercise e WHERE isCustom = 0 AND NOT EXISTS (SELECT 1 FROM exerciseMuscle m WHERE m.exerciseId = e.id)"),
            ("an exercise has an unknown equipment or difficulty",
             "SELECT name FROM exercise WHERE equipment NOT IN (\(EquipmentType.allCases.map { "'\($0.rawValue)'" }.joined(separator: ","))) OR difficulty NOT IN ('anfänger','fortgeschritten','profi')"),
            ("muscle group positions are not 0…n-1",
             "SELECT exerciseId FROM exerciseMuscle GROUP BY exerciseId HAVING MAX(position) <> COUNT(*) - 1"),
            ("a set has a negative or non-finite weight or negative reps",
             "SELECT sessionSeq FROM sessionSet WHERE weight < 0 OR reps < 0 OR weight <> weight OR abs(weight) > 1e9"),
            ("a session has no exercises",
             "SELECT name FROM session s WHERE NOT EXISTS (SELECT 1 FROM sessionExercise x WHERE x.sessionSeq = s.seq)"),
            ("a session's start date is not an ISO-8601 instant",
             "SELECT name FROM session WHERE startedAt NOT GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]:[0-9][0-9]Z'"),
        ]
        for (message, sql) in invariants {
            let hits = try String.fetchAll(db, sql: sql + " LIMIT 6")
            if !hits.isEmpty {
                let sample = hits.prefix(5).joined(separator: ", ")
                problems.append("invariant: \(message): \(sample)\(hits.count > 5 ? ", …" : "")")
            }
        }
        return problems
    }

    /// Custom exercises (made by imports of other apps' files) that no session, workout, alias, record
    /// or last-used value refers to: left behind when the sessions that used them were replaced. Harmless
    /// (the next import of that name reuses them), so a note.
    private static func unusedCustomExercises(_ db: Database) throws -> [String] {
        let sql = """
            SELECT id, name FROM exercise e WHERE isCustom = 1
            AND NOT EXISTS (SELECT 1 FROM sessionExercise x WHERE x.exerciseId = e.id)
            AND NOT EXISTS (SELECT 1 FROM workoutExercise w WHERE w.exerciseId = e.id)
            AND NOT EXISTS (SELECT 1 FROM exerciseAlias a WHERE a.exerciseId = e.id)
            AND NOT EXISTS (SELECT 1 FROM personalRecord p WHERE p.exerciseId = e.id)
            AND NOT EXISTS (SELECT 1 FROM exerciseLastUsed l WHERE l.exerciseId = e.id)
            AND NOT EXISTS (SELECT 1 FROM recordEvent r WHERE r.exerciseId = e.id)
            ORDER BY name, id
            """
        let rows = try Row.fetchAll(db, sql: sql)
        return limited(rows.prefix(checkLineLimit).map { row in
            "custom exercise '\(row[1] as String)' (\(row[0] as String)) is used by no session, workout, alias or record (left from replaced sessions; the next import of that name reuses it)"
        }, rows.count)
    }

    // MARK: Records against a recompute

    private struct RowKey: Hashable, Comparable {
        var athlete: String
        var exercise: String
        static func < (a: RowKey, b: RowKey) -> Bool { (a.athlete, a.exercise) < (b.athlete, b.exercise) }
    }

    /// Records and last-used values derived in memory from the sets, by the same fold the writers use
    /// (`derive`), and compared field by field with the stored rows. Read-only, so `db check` runs beside
    /// a batch.
    private static func recordsAgainstRecompute(_ db: Database, _ derive: RecordsDerivation) throws -> [String] {
        var records: [RowKey: PersonalRecords] = [:]
        var lastUsed: [RowKey: LastUsed] = [:]
        for athlete in try String.fetchAll(db, sql: "SELECT DISTINCT athleteId FROM session ORDER BY athleteId") {
            let computed = try derive(AthleteSets(db, athlete: athlete))
            for (exercise, r) in computed.records { records[RowKey(athlete: athlete, exercise: exercise)] = r }
            for (exercise, used) in computed.lastUsed { lastUsed[RowKey(athlete: athlete, exercise: exercise)] = used }
        }
        let names = try RowNames(db)
        let recordProblems = try recordProblems(db, records, names)
        let usedProblems = try lastUsedProblems(db, lastUsed, names)
        return limited(Array(recordProblems.prefix(checkLineLimit)), recordProblems.count)
            + limited(Array(usedProblems.prefix(checkLineLimit)), usedProblems.count)
    }

    /// Athlete and exercise names by id, so that a problem names the row it is about.
    private struct RowNames {
        var athletes: [String: String]
        var exercises: [String: String]

        init(_ db: Database) throws {
            athletes = Dictionary(try Row.fetchAll(db, sql: "SELECT id, name FROM athlete").map { ($0[0] as String, $0[1] as String) }) { a, _ in a }
            exercises = Dictionary(try Row.fetchAll(db, sql: "SELECT id, name FROM exercise").map { ($0[0] as String, $0[1] as String) }) { a, _ in a }
        }

        func describe(_ table: String, _ pair: RowKey) -> String {
            let athlete = athletes[pair.athlete].map { "'\($0)' " } ?? ""
            let exercise = exercises[pair.exercise].map { "'\($0)' " } ?? ""
            return "\(table) of athlete \(athlete)(\(pair.athlete)) for exercise \(exercise)(\(pair.exercise))"
        }
    }

    /// The stored personal records against the recompute: rows without sets, columns that differ, a
    /// detail that differs, and records missing.
    private static func recordProblems(_ db: Database, _ records: [RowKey: PersonalRecords], _ names: RowNames) throws -> [String] {
        var problems: [String] = []
        var stored: Set<RowKey> = []
        for row in try Row.fetchAll(db, sql: "SELECT * FROM personalRecord ORDER BY athleteId, exerciseId") {
            let pair = RowKey(athlete: row["athleteId"], exercise: row["exerciseId"])
            stored.insert(pair)
            guard let expected = records[pair] else {
                problems.append("\(names.describe("personalRecord", pair)): stored, but the athlete has no sets of this exercise")
                continue
            }
            // The flat columns, as the writers would store them (`recordRow`); the JSON detail, last, is
            // compared decoded below.
            let wantedRow = recordRow(expected)
            var differs = false
            for i in 2..<(recordColumnNames.count - 1) {
                let column = recordColumnNames[i]
                let storedValue: DatabaseValue = row[column]
                let wanted = wantedRow[i].databaseValue
                if storedValue != wanted {
                    differs = true
                    problems.append("\(names.describe("personalRecord", pair)): \(column) is \(text(storedValue)), a recompute from the sets gives \(text(wanted))")
                }
            }
            if !differs {
                let detail: String = row["detail"]
                let decoded = RecordDetail.decode(detail)
                if decoded != expected {
                    problems.append("\(names.describe("personalRecord", pair)): detail \(detailDifference(decoded, expected))")
                }
            }
        }
        for pair in records.keys.sorted() where !stored.contains(pair) {
            let r = records[pair]!
            let best = r.maxWeight.map { " (a recompute from the sets gives maxWeight \(text($0.weight.databaseValue)) × \($0.reps) on \($0.date))" } ?? ""
            problems.append("\(names.describe("personalRecord", pair)): missing\(best)")
        }
        return problems
    }

    /// The stored last-used values against the recompute: rows without working sets, columns that
    /// differ, and values missing.
    private static func lastUsedProblems(_ db: Database, _ lastUsed: [RowKey: LastUsed], _ names: RowNames) throws -> [String] {
        var problems: [String] = []
        var stored: Set<RowKey> = []
        for row in try Row.fetchAll(db, sql: "SELECT * FROM exerciseLastUsed ORDER BY athleteId, exerciseId") {
            let pair = RowKey(athlete: row["athleteId"], exercise: row["exerciseId"])
            stored.insert(pair)
            guard let expected = lastUsed[pair] else {
                problems.append("\(names.describe("exerciseLastUsed", pair)): stored, but the athlete has no working sets of this exercise")
                continue
            }
            let wantedRow = lastUsedRow(pair.athlete, pair.exercise, expected)
            for i in 2..<lastUsedColumnNames.count {
                let column = lastUsedColumnNames[i]
                let storedValue: DatabaseValue = row[column]
                let wanted = wantedRow[i].databaseValue
                if storedValue != wanted {
                    problems.append("\(names.describe("exerciseLastUsed", pair)): \(column) is \(text(storedValue)), a recompute from the sets gives \(text(wanted))")
                }
            }
        }
        for pair in lastUsed.keys.sorted() where !stored.contains(pair) {
            problems.append("\(names.describe("exerciseLastUsed", pair)): missing (a recompute from the sets gives \(text(lastUsed[pair]!.weight.databaseValue)) × \(lastUsed[pair]!.reps) on \(lastUsed[pair]!.date))")
        }
        return problems
    }

    /// A stored value as a message shows it: `NULL`, `100.0`, `5`, `2026-11-10T17:30:00Z`.
    private static func text(_ value: DatabaseValue) -> String {
        switch value.storage {
        case .null: return "NULL"
        case let .int64(v): return String(v)
        case let .double(v): return String(v)
        case let .string(v): return v
        case let .blob(v): return "a blob of \(v.count) bytes"
        }
    }

    /// Which parts of a stored record's JSON differ from the recompute.
    private static func detailDifference(_ stored: PersonalRecords?, _ expected: PersonalRecords) -> String {
        guard let stored else { return "is not a readable record (a recompute from the sets gives one)" }
        var parts: [String] = []
        func holder(_ name: String, _ a: PersonalRecords.Holder?, _ b: PersonalRecords.Holder?) {
            guard a != b else { return }
            parts.append("\(name): stored \(a.map { "\($0.value) (\($0.weight) × \($0.reps), \($0.date))" } ?? "none"), recompute \(b.map { "\($0.value) (\($0.weight) × \($0.reps), \($0.date))" } ?? "none")")
        }
        holder("maxWeight", stored.maxWeight, expected.maxWeight)
        holder("maxReps", stored.maxReps, expected.maxReps)
        holder("bestE1RM", stored.bestE1RM, expected.bestE1RM)
        holder("bestSessionVolume", stored.bestSessionVolume, expected.bestSessionVolume)
        for reps in Set(stored.repMax.keys).union(expected.repMax.keys).sorted() {
            holder("repMax[\(reps)]", stored.repMax[reps], expected.repMax[reps])
        }
        if stored.athleteId != expected.athleteId || stored.exerciseId != expected.exerciseId {
            parts.append("names athlete \(stored.athleteId.lowercased) and exercise \(stored.exerciseId.lowercased)")
        }
        return "(the JSON of every record and rep max) does not match a recompute from the sets: " + parts.joined(separator: "; ")
    }
}
