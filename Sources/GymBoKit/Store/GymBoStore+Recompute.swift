import Foundation
import GRDB

/// What a records recompute changes in one athlete's derived rows: only the rows that differ from the
/// stored ones. A recompute over current records (the usual case: after an import, or to check a
/// repair) writes nothing; on the reference data that left the read and the fold, which run on all
/// cores, and took the recompute from 1.4 s to about 0.8 s.
struct RecordsChanges: Sendable {
    var athlete: String
    /// Rows of `personalRecord` to write (`recordRow`), new or different.
    var records: [[SQLValue]] = []
    /// Exercises whose stored record row has no sets behind it any more.
    var staleRecords: [String] = []
    /// Last-used rows to write (`lastUsedRow`).
    var lastUsed: [[SQLValue]] = []
    var staleLastUsed: [String] = []
    /// The athlete's events in the order they happened (`eventValues`), when they differ from the stored
    /// ones; then all of them are written again.
    var events: [[SQLValue]]?
    /// How many stored events the new ones replace.
    var replacedEvents = 0

    /// The number of rows written or deleted.
    var count: Int {
        records.count + staleRecords.count + lastUsed.count + staleLastUsed.count + (events == nil ? 0 : events!.count + replacedEvents)
    }
}

extension RecordsChanges {
    /// Compares one athlete's derived rows with the stored ones, whatever engine read them:
    /// `storedRecords` and `storedLastUsed` by exercise, each row with the values of
    /// `GymBoStore.recordColumns` / `lastUsedColumns` as stored; `storedEvents` hands each stored event
    /// (`eventColumns`, by date, then as written) to its body as a column accessor, so that no row is
    /// copied out once one differs.
    init(athlete: String, derived computed: DerivedRecords, storedRecords: consuming [String: [SQLValue]],
         storedLastUsed: consuming [String: [SQLValue]],
         storedEvents: (_ each: (_ column: (Int) -> SQLValue) -> Void) throws -> Void) rethrows {
        self.init(athlete: athlete)
        for exercise in computed.records.keys.sorted() {
            // Matched by the exercise id the row itself holds, as stored rows are keyed.
            let row = GymBoStore.recordRow(computed.records[exercise]!)
            if storedRecords.removeValue(forKey: row[1].text ?? exercise) != row { records.append(row) }
        }
        staleRecords = storedRecords.keys.sorted()

        for exercise in computed.lastUsed.keys.sorted() {
            let row = GymBoStore.lastUsedRow(athlete, exercise, computed.lastUsed[exercise]!)
            if storedLastUsed.removeValue(forKey: exercise) != row { lastUsed.append(row) }
        }
        staleLastUsed = storedLastUsed.keys.sorted()

        // Events in the order they happened: by date, then as written (a fold writes them in order).
        let derivedEvents = computed.events.map { GymBoStore.eventValues($0.exercise, $0.event) }
        var same = true, index = 0
        try storedEvents { column in
            if same { same = index < derivedEvents.count && derivedEvents[index].indices.allSatisfy { derivedEvents[index][$0] == column($0) } }
            index += 1
        }
        if !same || index != derivedEvents.count {
            events = derivedEvents
            replacedEvents = index
        }
    }
}

extension GymBoStore {
    /// The columns of `personalRecord`, in the order `recordRow` gives their values.
    static let recordColumns = """
        athleteId, exerciseId, maxWeight, maxWeightReps, maxWeightDate, maxWeightSessionId, maxReps, maxRepsWeight,
        maxRepsDate, maxRepsSessionId, bestE1RM, bestE1RMWeight, bestE1RMReps, bestE1RMDate, bestE1RMSessionId,
        bestSessionVolume, bestSessionVolumeDate, bestSessionVolumeSessionId, detail
        """
    static let lastUsedColumns = "athleteId, exerciseId, weight, reps, setCount, date, sessionId, restTime, topWeight"
    static let eventColumns = "exerciseId, sessionId, kind, oldValue, newValue, date"
    static let recordColumnNames = names(recordColumns)
    static let lastUsedColumnNames = names(lastUsedColumns)

    private static func names(_ columns: String) -> [String] {
        columns.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    }

    /// A record table as its row stores it.
    static func recordRow(_ r: PersonalRecords) -> [SQLValue] {
        recordRow(r, detail: RecordDetail.encode(r))
    }

    /// A record table's row with its detail encoded already.
    static func recordRow(_ r: PersonalRecords, detail: String) -> [SQLValue] {
        [
            .text(r.athleteId.lowercased), .text(r.exerciseId.lowercased),
            SQLValue(r.maxWeight?.weight), SQLValue(r.maxWeight?.reps), SQLValue(r.maxWeight?.date), SQLValue(r.maxWeight?.sessionId),
            SQLValue(r.maxReps?.reps), SQLValue(r.maxReps?.weight), SQLValue(r.maxReps?.date), SQLValue(r.maxReps?.sessionId),
            SQLValue(r.bestE1RM?.value), SQLValue(r.bestE1RM?.weight), SQLValue(r.bestE1RM?.reps), SQLValue(r.bestE1RM?.date),
            SQLValue(r.bestE1RM?.sessionId),
            SQLValue(r.bestSessionVolume?.value), SQLValue(r.bestSessionVolume?.date), SQLValue(r.bestSessionVolume?.sessionId),
            .text(detail),
        ]
    }

    static func lastUsedRow(_ athlete: String, _ exercise: String, _ used: LastUsed) -> [SQLValue] {
        [.text(athlete), .text(exercise), .double(used.weight), .int(Int64(used.reps)), .int(Int64(used.setCount)),
         .text(used.date), .text(used.sessionId), SQLValue(used.restTime), SQLValue(used.topWeight)]
    }

    /// An event's values after its athlete (`eventColumns`).
    static func eventValues(_ exercise: String, _ event: PersonalRecords.Event) -> [SQLValue] {
        [.text(exercise), .text(event.sessionId), .text(event.kind.rawValue), SQLValue(event.oldValue), .double(event.newValue),
         .text(event.date)]
    }

    static func saveRecordRow(_ db: Database, _ row: [SQLValue], shelf: StatementShelf? = nil) throws {
        // Bound through the C API, as the sets are: boxing 19 values per row as GRDB arguments was most
        // of the cost of saving a record.
        var statement = try RawStatement(db, sql: recordInsert, shelf: shelf, .recordInsert)
        for value in row { statement.bind(value) }
        try statement.step()
    }

    static func saveLastUsedRow(_ db: Database, _ row: [SQLValue], shelf: StatementShelf? = nil) throws {
        var statement = try RawStatement(db, sql: lastUsedInsert, shelf: shelf, .lastUsedInsert)
        for value in row { statement.bind(value) }
        try statement.step()
    }

    /// Writes a record row in place when its pair is stored, and inserts it when not. Most pairs an
    /// import touches are stored; in place, the row keeps its place and its key's index entry, and no
    /// foreign key is looked up again.
    static func updateOrInsertRecord(_ db: Database, _ row: [SQLValue], shelf: StatementShelf) throws {
        var statement = try RawStatement(db, sql: recordUpdate, shelf: shelf, .recordUpdate)
        for value in row.dropFirst(2) { statement.bind(value) }
        statement.bind(row[0])
        statement.bind(row[1])
        guard try statement.step() == 0 else { return }
        try saveRecordRow(db, row, shelf: shelf)
    }

    /// `UPDATE … SET` every column but the key (athlete, exercise), for writing a stored pair in place.
    static let recordUpdate = updateByPair("personalRecord", recordColumnNames)
    static let lastUsedUpdate = updateByPair("exerciseLastUsed", lastUsedColumnNames)
    private static func updateByPair(_ table: String, _ columns: [String]) -> String {
        "UPDATE \(table) SET " + columns.dropFirst(2).map { "\($0)=?" }.joined(separator: ",") + " WHERE athleteId=? AND exerciseId=?"
    }

    /// The two inserts' texts, made once: interpolated on every call, they were a third of saving a
    /// record's cost outside SQLite.
    private static let recordInsert = "INSERT OR REPLACE INTO personalRecord(\(recordColumns)) VALUES (\(databaseQuestionMarks(count: 19)))"
    private static let lastUsedInsert = "INSERT OR REPLACE INTO exerciseLastUsed(\(lastUsedColumns)) VALUES (\(databaseQuestionMarks(count: 9)))"

    /// `INSERT OR FAIL INTO recordEvent … VALUES (…),(…)` for 0…`rowsPerInsert` rows, made once (`OR FAIL`:
    /// see `multiRowInserts`).
    private static let eventInserts = multiRowInserts(
        "INSERT OR FAIL INTO recordEvent(athleteId,exerciseId,sessionId,kind,oldValue,newValue,date)", columns: 7)

    /// Writes events in the order given, `rowsPerInsert` to a statement: one run per event was 28,000
    /// instructions an event (when the table still kept an AUTOINCREMENT counter).
    /// Bound through the C API: boxing their values as GRDB arguments was a fifth of a recompute.
    static func insertEventRows(_ db: Database, _ rows: [(athlete: String, values: [SQLValue])], shelf: StatementShelf? = nil) throws {
        var start = rows.startIndex
        while start < rows.endIndex {
            let end = min(start + rowsPerInsert, rows.endIndex)
            var statement = try RawStatement(db, sql: eventInserts[end - start], shelf: shelf, .events, rows: end - start)
            for row in rows[start..<end] {
                statement.bind(row.athlete)
                for value in row.values { statement.bind(value) }
            }
            try statement.step()
            start = end
        }
    }

    /// Compares one athlete's derived rows (`derived`, from a fold of the sets) with the stored ones.
    /// Read-only.
    static func recordsChanges(_ db: Database, athlete: String, derived computed: DerivedRecords) throws -> RecordsChanges {
        let storedRecords = try rows(db, sql: "SELECT \(recordColumns) FROM personalRecord WHERE athleteId = ?", athlete: athlete, columns: 19)
        let storedUsed = try rows(db, sql: "SELECT \(lastUsedColumns) FROM exerciseLastUsed WHERE athleteId = ?", athlete: athlete, columns: 9)
        let stored = try RawQuery(db, sql: "SELECT \(eventColumns) FROM recordEvent WHERE athleteId = ? ORDER BY date, id", arguments: [athlete])
        return try RecordsChanges(athlete: athlete, derived: computed, storedRecords: consume storedRecords, storedLastUsed: consume storedUsed) { each in
            while try stored.next() { each { stored.value(Int32($0)) } }
        }
    }

    /// Stored rows of one athlete by exercise (the second column), each with all its `columns` values.
    private static func rows(_ db: Database, sql: String, athlete: String, columns: Int32) throws -> [String: [SQLValue]] {
        let query = try RawQuery(db, sql: sql, arguments: [athlete])
        var result: [String: [SQLValue]] = [:]
        while try query.next() { result[query.text(1)] = (0..<columns).map { query.value($0) } }
        return result
    }

    /// Writes what a recompute found different; returns the number of rows written or deleted.
    static func apply(_ db: Database, _ changes: RecordsChanges) throws -> Int {
        let athlete = changes.athlete
        for row in changes.records { try saveRecordRow(db, row) }
        for exercise in changes.staleRecords {
            try db.execute(sql: "DELETE FROM personalRecord WHERE athleteId = ? AND exerciseId = ?", arguments: [athlete, exercise])
        }
        for row in changes.lastUsed { try saveLastUsedRow(db, row) }
        for exercise in changes.staleLastUsed {
            try db.execute(sql: "DELETE FROM exerciseLastUsed WHERE athleteId = ? AND exerciseId = ?", arguments: [athlete, exercise])
        }
        if let events = changes.events {
            try db.execute(sql: "DELETE FROM recordEvent WHERE athleteId = ?", arguments: [athlete])
            try insertEventRows(db, events.map { (athlete, $0) })
        }
        return changes.count
    }
}
