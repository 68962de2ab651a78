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
                report.problems.append(CheckLines.foreignKey(table: table, row: "rowid \(rowid.map(String.init) ?? "?")", parent: parent))
            }
            report.problems += try Self.missingParents(db)
            report.problems += try Self.recordsAgainstRecompute(db, derive)
            report.problems += try Self.valueInvariants(db)
            report.notes += try Self.unusedCustomExercises(db)
            return report
        }
    }

    /// Rows whose parent row does not exist (possible only if foreign keys were off when they were written).
    private static func missingParents(_ db: Database) throws -> [String] {
        var problems: [String] = []
        func collect(_ sql: String, _ line: (Row) -> String) throws {
            let rows = try Row.fetchAll(db, sql: sql + " LIMIT \(CheckLines.limit + 1)")
            guard !rows.isEmpty else { return }
            let total = rows.count > CheckLines.limit ? try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM (\(sql))") ?? rows.count : rows.count
            problems += CheckLines.limited(rows.prefix(CheckLines.limit).map(line), total)
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
            WITH counted AS MATERIALIZED (
                SELECT s.seq, s.id, s.name, s.startedAt, packed_set_entries(s.sets) AS packed,
                       (SELECT COUNT(*) FROM sessionExercise x WHERE x.sessionSeq = s.seq) AS entries
                FROM session s)
            SELECT id, name, startedAt, packed, entries FROM counted WHERE packed IS NULL OR packed <> entries ORDER BY seq
            """) { row in
            CheckLines.packedSets(session: row[0], name: row[1], start: row[2], packedEntries: row[3], entries: row[4])
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
            CheckLines.unfinishedImport(id: row[0], path: row[1], importedAt: row[2])
        }
        return problems
    }

    /// The value checks of the catalog and the sets, each hit named in a fixed order.
    private static func valueInvariants(_ db: Database) throws -> [String] {
        try ValueInvariant.allCases.compactMap { invariant in
            let sql = switch invariant {
            case .catalogMuscles:
                "SELECT name FROM exercise e WHERE isCustom = 0 AND NOT EXISTS (SELECT 1 FROM exerciseMuscle m WHERE m.exerciseId = e.id) ORDER BY name, id"
            case .catalogValues:
                "SELECT name FROM exercise WHERE equipment NOT IN (\(ValueInvariant.equipmentList)) OR difficulty NOT IN (\(ValueInvariant.difficultyList)) ORDER BY name, id"
            case .musclePositions:
                "SELECT exerciseId FROM exerciseMuscle GROUP BY exerciseId HAVING MAX(position) <> COUNT(*) - 1 ORDER BY exerciseId"
            case .setValues:
                "SELECT seq FROM session WHERE packed_set_bad_values(sets) > 0 ORDER BY seq"
            case .sessionWithoutExercises:
                "SELECT name FROM session s WHERE NOT EXISTS (SELECT 1 FROM sessionExercise x WHERE x.sessionSeq = s.seq) ORDER BY seq"
            case .sessionStart:
                "SELECT name FROM session WHERE startedAt NOT GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]:[0-9][0-9]Z' ORDER BY seq"
            }
            return invariant.problem(hits: try String.fetchAll(db, sql: sql + " LIMIT 6"))
        }
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
        return CheckLines.limited(rows.prefix(CheckLines.limit).map { row in CheckLines.unusedCustomExercise(id: row[0], name: row[1]) }, rows.count)
    }

    // MARK: Records against a recompute

    /// Records and last-used values derived in memory from the sets, by the same fold the writers use
    /// (`derive`), and compared field by field with the stored rows. Read-only, so `db check` runs beside
    /// a batch.
    private static func recordsAgainstRecompute(_ db: Database, _ derive: RecordsDerivation) throws -> [String] {
        try RecordsCheck.problems(
            derived: { each in
                for athlete in try String.fetchAll(db, sql: "SELECT DISTINCT athleteId FROM session ORDER BY athleteId") {
                    each(athlete, try derive(AthleteSets(db, athlete: athlete, skipsUnreadableSets: true)))
                }
            },
            storedRecords: storedRows(db, sql: "SELECT \(recordColumns) FROM personalRecord ORDER BY athleteId, exerciseId", columns: 19),
            storedLastUsed: storedRows(db, sql: "SELECT \(lastUsedColumns) FROM exerciseLastUsed ORDER BY athleteId, exerciseId", columns: 9),
            names: RecordsCheck.RowNames(
                athletes: Row.fetchAll(db, sql: "SELECT id, name FROM athlete").map { ($0[0], $0[1]) },
                exercises: Row.fetchAll(db, sql: "SELECT id, name FROM exercise").map { ($0[0], $0[1]) }))
    }

    /// Every stored row of a derived table, each with all its `columns` values as stored.
    private static func storedRows(_ db: Database, sql: String, columns: Int32) throws -> [[SQLValue]] {
        let query = try RawQuery(db, sql: sql, arguments: [])
        var rows: [[SQLValue]] = []
        while try query.next() { rows.append((0..<columns).map { query.value($0) }) }
        return rows
    }
}

/// The lines of `db check` both engines write, so that the same problem reads the same.
enum CheckLines {
    /// The most lines one kind of problem contributes; the rest are counted.
    static let limit = 20

    static func limited(_ lines: [String], _ total: Int) -> [String] {
        total > lines.count ? lines + ["… and \(total - lines.count) more like this"] : lines
    }

    /// A row whose parent, which a reference of the schema names, is missing; `row` says which row.
    static func foreignKey(table: String, row: String, parent: String) -> String {
        "foreign key: a row of \(table) (\(row)) points to a missing \(parent)"
    }

    /// A session whose packed sets do not read (`packedEntries` nil) or are for another number of entries.
    static func packedSets(session: String, name: String, start: String, packedEntries: Int?, entries: Int) -> String {
        let session = "session \(session) ('\(name)', \(start))"
        guard let packedEntries else { return "\(session): its sets do not read (damaged)" }
        return "\(session) holds sets for \(packedEntries) exercise entries but has \(entries)"
    }

    static func unfinishedImport(id: Int64, path: String, importedAt: String) -> String {
        "importRecord \(id) ('\(path)', \(importedAt)) is not marked imported; an import records itself only when it commits"
    }

    static func unusedCustomExercise(id: String, name: String) -> String {
        "custom exercise '\(name)' (\(id)) is used by no session, workout, alias or record (left from replaced sessions; the next import of that name reuses it)"
    }
}

/// The value checks of the catalog and the sets: each engine finds the hits (at most 6, in the order
/// its query names), the line is the same.
enum ValueInvariant: CaseIterable {
    case catalogMuscles, catalogValues, musclePositions, setValues, sessionWithoutExercises, sessionStart

    var message: String {
        switch self {
        case .catalogMuscles: "an exercise has no muscle group (catalog exercises need a primary group)"
        case .catalogValues: "an exercise has an unknown equipment or difficulty"
        case .musclePositions: "muscle group positions are not 0…n-1"
        case .setValues: "a set has a negative or non-finite weight or negative reps"
        case .sessionWithoutExercises: "a session has no exercises"
        case .sessionStart: "a session's start date is not an ISO-8601 instant"
        }
    }

    /// The known equipment and difficulties, as SQL lists.
    static let equipmentList = EquipmentType.allCases.map { "'\($0.rawValue)'" }.joined(separator: ",")
    static let difficultyList = "'anfänger','fortgeschritten','profi'"

    /// The problem line for up to 6 hits (5 named); nil for none.
    func problem(hits: [String]) -> String? {
        guard !hits.isEmpty else { return nil }
        let sample = hits.prefix(5).joined(separator: ", ")
        return "invariant: \(message): \(sample)\(hits.count > 5 ? ", …" : "")"
    }
}

/// The stored records and last-used values against a recompute, whatever engine read them.
enum RecordsCheck {
    struct RowKey: Hashable, Comparable {
        var athlete: String
        var exercise: String
        static func < (a: RowKey, b: RowKey) -> Bool { (a.athlete, a.exercise) < (b.athlete, b.exercise) }
    }

    /// Athlete and exercise names by id, so that a problem names the row it is about.
    struct RowNames {
        var athletes: [String: String]
        var exercises: [String: String]

        init(athletes: [(String, String)], exercises: [(String, String)]) {
            self.athletes = Dictionary(athletes) { a, _ in a }
            self.exercises = Dictionary(exercises) { a, _ in a }
        }

        func describe(_ table: String, _ pair: RowKey) -> String {
            let athlete = athletes[pair.athlete].map { "'\($0)' " } ?? ""
            let exercise = exercises[pair.exercise].map { "'\($0)' " } ?? ""
            return "\(table) of athlete \(athlete)(\(pair.athlete)) for exercise \(exercise)(\(pair.exercise))"
        }
    }

    /// Compares the records a fold of the sets gives, which `derived` hands to its body for each athlete
    /// with sessions, with `storedRecords` and `storedLastUsed`: every stored row by athlete and exercise,
    /// each with the values of `GymBoStore.recordColumns` / `lastUsedColumns` as stored.
    static func problems(derived: (_ each: (_ athlete: String, _ computed: DerivedRecords) -> Void) throws -> Void,
                         storedRecords: [[SQLValue]], storedLastUsed: [[SQLValue]], names: RowNames) rethrows -> [String] {
        var records: [RowKey: PersonalRecords] = [:]
        var lastUsed: [RowKey: LastUsed] = [:]
        try derived { athlete, computed in
            for (exercise, r) in computed.records { records[RowKey(athlete: athlete, exercise: exercise)] = r }
            for (exercise, used) in computed.lastUsed { lastUsed[RowKey(athlete: athlete, exercise: exercise)] = used }
        }
        let recordProblems = recordProblems(storedRecords, records, names)
        let usedProblems = lastUsedProblems(storedLastUsed, lastUsed, names)
        return CheckLines.limited(Array(recordProblems.prefix(CheckLines.limit)), recordProblems.count)
            + CheckLines.limited(Array(usedProblems.prefix(CheckLines.limit)), usedProblems.count)
    }

    private static func key(_ row: [SQLValue]) -> RowKey {
        RowKey(athlete: text(row[0]), exercise: text(row[1]))
    }

    /// The stored personal records against the recompute: rows without sets, columns that differ, a
    /// detail that differs, and records missing.
    private static func recordProblems(_ rows: [[SQLValue]], _ records: [RowKey: PersonalRecords], _ names: RowNames) -> [String] {
        var problems: [String] = []
        var stored: Set<RowKey> = []
        let columns = GymBoStore.recordColumnNames
        for row in rows {
            let pair = key(row)
            stored.insert(pair)
            guard let expected = records[pair] else {
                problems.append("\(names.describe("personalRecord", pair)): stored, but the athlete has no sets of this exercise")
                continue
            }
            // The flat columns, as the writers would store them (`recordRow`); the JSON detail, last, is
            // compared decoded below.
            let wantedRow = GymBoStore.recordRow(expected)
            var differs = false
            for i in 2..<(columns.count - 1) where !same(row[i], wantedRow[i]) {
                differs = true
                problems.append("\(names.describe("personalRecord", pair)): \(columns[i]) is \(text(row[i])), a recompute from the sets gives \(text(wantedRow[i]))")
            }
            if !differs {
                let decoded = row[columns.count - 1].text.flatMap { RecordDetail.decode($0, athleteId: pair.athlete, exerciseId: pair.exercise) }
                if decoded != expected {
                    problems.append("\(names.describe("personalRecord", pair)): detail \(detailDifference(decoded, expected))")
                }
            }
        }
        for pair in records.keys.sorted() where !stored.contains(pair) {
            let r = records[pair]!
            let best = r.maxWeight.map { " (a recompute from the sets gives maxWeight \(text(.double($0.weight))) × \($0.reps) on \($0.date))" } ?? ""
            problems.append("\(names.describe("personalRecord", pair)): missing\(best)")
        }
        return problems
    }

    /// The stored last-used values against the recompute: rows without working sets, columns that
    /// differ, and values missing.
    private static func lastUsedProblems(_ rows: [[SQLValue]], _ lastUsed: [RowKey: LastUsed], _ names: RowNames) -> [String] {
        var problems: [String] = []
        var stored: Set<RowKey> = []
        let columns = GymBoStore.lastUsedColumnNames
        for row in rows {
            let pair = key(row)
            stored.insert(pair)
            guard let expected = lastUsed[pair] else {
                problems.append("\(names.describe("exerciseLastUsed", pair)): stored, but the athlete has no working sets of this exercise")
                continue
            }
            let wantedRow = GymBoStore.lastUsedRow(pair.athlete, pair.exercise, expected)
            for i in 2..<columns.count where !same(row[i], wantedRow[i]) {
                problems.append("\(names.describe("exerciseLastUsed", pair)): \(columns[i]) is \(text(row[i])), a recompute from the sets gives \(text(wantedRow[i]))")
            }
        }
        for pair in lastUsed.keys.sorted() where !stored.contains(pair) {
            let used = lastUsed[pair]!
            problems.append("\(names.describe("exerciseLastUsed", pair)): missing (a recompute from the sets gives \(text(.double(used.weight))) × \(used.reps) on \(used.date))")
        }
        return problems
    }

    /// Stored and wanted values are the same: equal, an integer and a double of the same number too.
    private static func same(_ a: SQLValue, _ b: SQLValue) -> Bool {
        switch (a, b) {
        case let (.int(i), .double(d)), let (.double(d), .int(i)): Int64(exactly: d) == i
        default: a == b
        }
    }

    /// A stored value as a message shows it: `NULL`, `100.0`, `5`, `2026-11-10T17:30:00Z`.
    private static func text(_ value: SQLValue) -> String {
        switch value {
        case .null: "NULL"
        case let .int(v): String(v)
        case let .double(v): String(v)
        case let .text(v): v
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
