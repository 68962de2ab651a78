import Foundation
import PostgresNIO

// The derived rows on PostgreSQL: personal records, last-used values and "new record" events, kept what a
// fold of the sets gives (`RecordsDerivation`). The comparison with a recompute (`RecordsChanges`), the
// rows' values (`GymBoStore.recordRow`, `lastUsedRow`, `eventValues`) and the detail JSON
// (`RecordDetail`) are the SQLite engine's; only reading and writing differ.

extension PostgresStore {
    /// Whether some athlete's records wait for a recompute (`markRecordsStale`).
    public func hasStaleRecords() throws -> Bool {
        try reading { tx in
            !(try tx.query("SELECT 1 FROM meta WHERE key LIKE $1 LIMIT 1", [.text(GymBoStore.staleKeyPrefix + "%")]).isEmpty)
        }
    }

    /// Starts reading `athlete`'s stored pairs, decoded, on a connection of its own while the caller goes
    /// on writing. The read sees the last commit: only for a transaction that changes the athlete's
    /// records after it has the result.
    public func storedRecordsAhead(athlete: String) -> PendingResult<[String: StoredRecords]>? {
        let result = PendingResult<[String: StoredRecords]>()
        DispatchQueue.global(qos: .userInitiated).async {
            result.finish(Result {
                try self.reading { tx in
                    StoredRecords.decoded(try tx.storedRecords(athlete: athlete), athlete: athlete)
                }
            })
        }
        return result
    }

    /// Derives every athlete's records (`derive`) and writes the rows that differ, in one transaction;
    /// returns the number of rows written or deleted.
    ///
    /// The transaction first locks the tables the fold reads against writes (SHARE) and the derived
    /// tables against other writers (SHARE ROW EXCLUSIVE), in the order imports write them, as SQLite's
    /// write lock does: nothing can change what it derives from until it commits, while readers go on.
    /// The athletes' sets are then read and folded, and compared with their stored rows, on other
    /// connections (one per core), each a snapshot taken after the locks, so each sees exactly what this
    /// transaction sees; this one writes the differences in athlete order. Derived rows of athletes that
    /// no longer exist cannot be: the foreign keys to `athlete` remove them with their athlete.
    @discardableResult
    public func replaceAllDerivedRecords(deriving derive: @escaping RecordsDerivation) throws -> Int {
        try transaction { tx in
            try tx.execute("LOCK TABLE athlete, session, sessionExercise, sessionDecision IN SHARE MODE")
            try tx.execute("LOCK TABLE personalRecord, exerciseLastUsed, recordEvent IN SHARE ROW EXCLUSIVE MODE")
            let athletes = try tx.query("SELECT id FROM athlete ORDER BY id COLLATE \"C\"").map { try $0.text(at: 0) }
            var written = 0
            guard athletes.count > 1 else {
                for athlete in athletes {
                    written += try tx.apply(tx.recordsChanges(athlete: athlete, derived: derive(PostgresAthleteSets(tx, athlete: athlete))))
                }
                return written
            }
            try athletes.concurrentMap({ athlete in
                Result {
                    try self.reading { reader in
                        try reader.recordsChanges(athlete: athlete, derived: derive(PostgresAthleteSets(reader, athlete: athlete)))
                    }
                }
            }, inOrder: { changes in
                written += try tx.apply(try changes.get())
            })
            return written
        }
    }

    /// Runs `body` in a read-only transaction on a connection of its own that sees the snapshot
    /// `snapshot` (`pg_export_snapshot()` of a transaction still open), so that several connections read
    /// one state of the database.
    func reading<T>(snapshot: String, _ body: (Transaction) throws -> T) throws -> T {
        guard !snapshot.isEmpty, snapshot.allSatisfy({ $0.isHexDigit || $0 == "-" }) else {
            throw StoreError.postgres(location: path, state: "", message: "not a snapshot: \(snapshot)")
        }
        return try withClient { client in
            try client.script("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
            do {
                try client.execute("SET TRANSACTION SNAPSHOT '\(snapshot)'")
                let value = try body(Transaction(client))
                try client.script("COMMIT")
                return value
            } catch {
                try? client.script("ROLLBACK")
                throw error
            }
        }
    }

    // MARK: Reads

    /// Stored records, by athlete and exercise.
    public func records(athleteId: UUID? = nil) throws -> [PersonalRecords] {
        try reading { tx in
            let sql = "SELECT athleteId, exerciseId, detail FROM personalRecord" + (athleteId == nil ? "" : " WHERE athleteId = $1")
                + " ORDER BY athleteId COLLATE \"C\", exerciseId COLLATE \"C\""
            return try tx.query(sql, athleteId.map { [.text($0.lowercased)] } ?? []).compactMap {
                RecordDetail.decode(try $0.text(at: 2), athleteId: try $0.text(at: 0), exerciseId: try $0.text(at: 1))
            }
        }
    }

    /// Stored "new record" events of an athlete in `[from, to)`, by date, then as written.
    public func recordEvents(athleteId: UUID, from: Date, to: Date) throws -> [(exerciseId: UUID, event: PersonalRecords.Event)] {
        try reading { tx in
            try tx.query("""
                SELECT exerciseId, kind, oldValue, newValue, sessionId, date FROM recordEvent
                WHERE athleteId = $1 AND date >= $2 AND date < $3 ORDER BY date COLLATE "C", id
                """, [.text(athleteId.lowercased), .text(Timestamp.string(from)), .text(Timestamp.string(to))]).compactMap { row in
                guard let id = UUID(uuidString: try row.text(at: 0)), let kind = PersonalRecords.Event.Kind(rawValue: try row.text(at: 1)) else { return nil }
                return (id, PersonalRecords.Event(kind: kind, oldValue: try row.optionalDouble(at: 2), newValue: try row.double(at: 3),
                                                  sessionId: try row.text(at: 4), date: try row.text(at: 5)))
            }
        }
    }

    /// Last-used values of an athlete, by exercise.
    public func lastUsed(athleteId: UUID) throws -> [UUID: LastUsed] {
        try reading { tx in
            var result: [UUID: LastUsed] = [:]
            for row in try tx.query("SELECT \(GymBoStore.lastUsedColumns) FROM exerciseLastUsed WHERE athleteId = $1", [.text(athleteId.lowercased)]) {
                if let id = UUID(uuidString: try row.text(at: 1)) { result[id] = try LastUsed(row, from: 2) }
            }
            return result
        }
    }
}

extension PostgresStore.Transaction {
    /// An athlete's stored pairs, by exercise, in one query.
    public func storedRecords(athlete: String) throws -> [String: StoredRecords] {
        var pairs: [String: StoredRecords] = [:]
        for row in try query("""
            SELECT p.exerciseId, p.detail, u.weight, u.reps, u.setCount, u.date, u.sessionId, u.restTime, u.topWeight
            FROM personalRecord p LEFT JOIN exerciseLastUsed u ON u.athleteId = p.athleteId AND u.exerciseId = p.exerciseId
            WHERE p.athleteId = $1
            """, [.text(athlete)]) {
            let used = row[5].bytes == nil ? nil : try LastUsed(row, from: 2)
            pairs[try row.text(at: 0)] = StoredRecords(detail: try row.text(at: 1), lastUsed: used, decoded: nil)
        }
        return pairs
    }

    /// The athlete's latest stored session other than `excluding`, as (start, id).
    public func latestSession(athlete: String, excluding: String) throws -> (date: String, id: String)? {
        guard let row = try query("""
            SELECT startedAt, id FROM session WHERE athleteId = $1 AND id <> $2
            ORDER BY startedAt COLLATE "C" DESC, id COLLATE "C" DESC LIMIT 1
            """, [.text(athlete), .text(excluding)]).first else { return nil }
        return (try row.text(at: 0), try row.text(at: 1))
    }

    /// Writes one exercise's records.
    /// The row waits in a buffer with the others of the transaction and goes in with them, several to a
    /// statement, before the next statement (an import saves them session by session, exercise by exercise).
    public func saveRecords(_ records: PersonalRecords, detail: String) throws {
        pendingRecords.put(GymBoStore.recordRow(records, detail: detail))
    }

    /// Writes what the athlete last used on an exercise (buffered like `saveRecords`).
    public func saveLastUsed(_ used: LastUsed, athlete: String, exercise: String) throws {
        pendingLastUsed.put(GymBoStore.lastUsedRow(athlete, exercise, used))
    }

    /// Records "new record" events, in the order given.
    public func insertRecordEvents(_ events: [RecordEventRow]) throws {
        try insertEventRows(events.map { ($0.athlete, GymBoStore.eventValues($0.exercise, $0.event)) })
    }

    /// The athlete's sets, for deriving their records in this transaction.
    public func storedSets(athlete: String) throws -> any AthleteSetsSource { try PostgresAthleteSets(self, athlete: athlete) }

    /// Makes the athlete's derived rows what `derived` says, writing only the rows that differ; returns
    /// how many rows were written or deleted.
    @discardableResult
    public func replaceDerivedRecords(_ derived: DerivedRecords, athlete: String) throws -> Int {
        try apply(recordsChanges(athlete: athlete, derived: derived))
    }

    /// Marks an athlete whose records wait for a recompute.
    public func markRecordsStale(athlete: String) throws {
        try execute("INSERT INTO meta (key, value) VALUES ($1, '1') ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                    [.text(GymBoStore.staleKeyPrefix + athlete)])
    }

    /// The athletes marked stale, by id.
    public func staleRecordAthletes() throws -> [String] {
        try query("SELECT key FROM meta WHERE key LIKE $1 ORDER BY key COLLATE \"C\"", [.text(GymBoStore.staleKeyPrefix + "%")])
            .map { String(try $0.text(at: 0).dropFirst(GymBoStore.staleKeyPrefix.count)) }
    }

    /// Clears the athlete's mark once the records are recomputed.
    public func clearRecordsStale(athlete: String) throws {
        try execute("DELETE FROM meta WHERE key = $1", [.text(GymBoStore.staleKeyPrefix + athlete)])
    }

    // MARK: Comparing and writing derived rows

    /// Compares one athlete's derived rows (`derived`, from a fold of the sets) with the stored ones.
    /// Read-only.
    func recordsChanges(athlete: String, derived: DerivedRecords) throws -> RecordsChanges {
        let storedRecords = try rowsByExercise("SELECT \(GymBoStore.recordColumns) FROM personalRecord WHERE athleteId = $1", athlete: athlete)
        let storedUsed = try rowsByExercise("SELECT \(GymBoStore.lastUsedColumns) FROM exerciseLastUsed WHERE athleteId = $1", athlete: athlete)
        let events = try query("SELECT \(GymBoStore.eventColumns) FROM recordEvent WHERE athleteId = $1 ORDER BY date COLLATE \"C\", id",
                               [.text(athlete)]).map { row in try (0..<row.count).map { try SQLValue(postgres: row[$0]) } }
        return RecordsChanges(athlete: athlete, derived: derived, storedRecords: consume storedRecords, storedLastUsed: consume storedUsed) { each in
            for event in events { each { event[$0] } }
        }
    }

    /// Stored rows of one athlete by exercise (the second column), each with all its values as stored.
    private func rowsByExercise(_ sql: String, athlete: String) throws -> [String: [SQLValue]] {
        var result: [String: [SQLValue]] = [:]
        for row in try query(sql, [.text(athlete)]) {
            result[try row.text(at: 1)] = try (0..<row.count).map { try SQLValue(postgres: row[$0]) }
        }
        return result
    }

    /// Writes what a recompute found different; returns the number of rows written or deleted.
    func apply(_ changes: RecordsChanges) throws -> Int {
        let athlete = changes.athlete
        try upsert(into: "personalRecord", columns: GymBoStore.recordColumnNames, rows: changes.records)
        try delete(from: "personalRecord", athlete: athlete, exercises: changes.staleRecords)
        try upsert(into: "exerciseLastUsed", columns: GymBoStore.lastUsedColumnNames, rows: changes.lastUsed)
        try delete(from: "exerciseLastUsed", athlete: athlete, exercises: changes.staleLastUsed)
        if let events = changes.events {
            try execute("DELETE FROM recordEvent WHERE athleteId = $1", [.text(athlete)])
            try insertEventRows(events.map { (athlete, $0) })
        }
        return changes.count
    }

    /// The most rows one statement writes: PostgreSQL takes at most 65,535 parameters.
    static let rowsPerStatement = 500

    /// Inserts or replaces rows of a table keyed by (athleteId, exerciseId), several to a statement.
    private func upsert(into table: String, columns: [String], rows: [[SQLValue]]) throws {
        try flush()
        try upsertNow(into: table, columns: columns, rows: rows)
    }

    /// `upsert` without sending the buffered rows first (`flush` sends the buffered records with it).
    func upsertNow(into table: String, columns: [String], rows: [[SQLValue]]) throws {
        var start = rows.startIndex
        while start < rows.endIndex {
            let end = min(start + Self.rowsPerStatement, rows.endIndex)
            var values: [PostgresValue] = []
            values.reserveCapacity((end - start) * columns.count)
            var tuples: [String] = []
            for row in rows[start..<end] {
                tuples.append("(" + (1...row.count).map { "$\(values.count + $0)" }.joined(separator: ",") + ")")
                values += row.map(PostgresValue.init(stored:))
            }
            try client.execute("""
                INSERT INTO \(table) (\(columns.joined(separator: ", "))) VALUES \(tuples.joined(separator: ","))
                ON CONFLICT (athleteId, exerciseId) DO UPDATE SET \(columns.dropFirst(2).map { "\($0) = excluded.\($0)" }.joined(separator: ", "))
                """, values)
            start = end
        }
    }

    /// Deletes an athlete's rows of the given exercises.
    private func delete(from table: String, athlete: String, exercises: [String]) throws {
        var start = exercises.startIndex
        while start < exercises.endIndex {
            let end = min(start + Self.rowsPerStatement, exercises.endIndex)
            let list = (start..<end).map { "$\($0 - start + 2)" }.joined(separator: ",")
            try execute("DELETE FROM \(table) WHERE athleteId = $1 AND exerciseId IN (\(list))",
                        [.text(athlete)] + exercises[start..<end].map(PostgresValue.text))
            start = end
        }
    }

    /// Writes events in the order given, in one COPY: the identity column numbers them in that order, which
    /// orders events of one date.
    private func insertEventRows(_ rows: [(athlete: String, values: [SQLValue])]) throws {
        guard !rows.isEmpty else { return }
        try flush()
        var copy = CopyRows()
        for row in rows {
            copy.add(row.athlete)
            for value in row.values { copy.add(stored: value) }
            copy.endLine()
        }
        // COPY quotes the names it is given: they are spelled as PostgreSQL folded them.
        try client.copy(into: "recordevent", columns: ["athleteid", "exerciseid", "sessionid", "kind", "oldvalue", "newvalue", "date"],
                        rows: copy.bytes)
    }
}

/// One athlete's stored history as the records fold reads it (`AthleteSetsSource`), read in the
/// transaction it was made in.
struct PostgresAthleteSets: AthleteSetsSource {
    let tx: PostgresStore.Transaction
    let athlete: String
    let timeZone: TimeZone
    let decisions: [String: SessionDecision]
    /// Whether a session whose packed sets do not read counts as one without sets (`db check`, which
    /// names such sessions itself) rather than stopping the read as damage.
    let skipsUnreadableSets: Bool

    init(_ tx: PostgresStore.Transaction, athlete: String, skipsUnreadableSets: Bool = false) throws {
        self.tx = tx
        self.athlete = athlete
        self.skipsUnreadableSets = skipsUnreadableSets
        let zone = try tx.query("SELECT timezone FROM athlete WHERE id = $1", [.text(athlete)]).first.map { try $0.text(at: 0) }
        timeZone = zone.flatMap(TimeZone.init(identifier:)) ?? TimeZone(identifier: "UTC")!
        var decisions: [String: SessionDecision] = [:]
        for row in try tx.query("SELECT sessionId, decision FROM sessionDecision WHERE athleteId = $1", [.text(athlete)]) {
            if let decision = SessionDecision(rawValue: try row.text(at: 1)) { decisions[try row.text(at: 0)] = decision }
        }
        self.decisions = decisions
    }

    /// Calls `body` for each of the athlete's sessions in (start, id) order with its sets by exercise
    /// (lowercased id; entries without sets left out), in the order of their entries and then of the sets:
    /// each session's packed sets unpacked once, on its first row, its entries one row each.
    func forEachSession(_ body: (_ id: String, _ date: String, _ groups: [(exercise: String, sets: [PerformedSet])]) throws -> Void) throws {
        let rows = try tx.query("""
            SELECT s.seq, s.id, s.startedAt, s.sets, x.position, x.exerciseId
            FROM session s
            JOIN sessionExercise x ON x.athleteId = s.athleteId AND x.sessionSeq = s.seq
            WHERE s.athleteId = $1
            ORDER BY s.startedAt COLLATE "C", s.id COLLATE "C", s.seq, x.position
            """, [.text(athlete)])
        var stream = PackedSets.SessionStream()
        for row in rows {
            try stream.row(seq: try row.int(at: 0), session: {
                let id = try row.text(at: 1)
                let bytes = try row.bytes(at: 3)
                return (id, try row.text(at: 2), skipsUnreadableSets ? PackedSets.decode(bytes) ?? [] : try tx.unpackSets(bytes, session: id))
            }, position: try row.int(at: 4), exercise: { try row.text(at: 5) }, body)
        }
        try stream.finish(body)
    }
}

extension LastUsed {
    /// A stored value, from the columns weight, reps, setCount, date, sessionId, restTime, topWeight of a
    /// row, the first at `first`.
    init(_ row: PostgresRandomAccessRow, from first: Int) throws {
        self.init(weight: try row.double(at: first), reps: try row.int(at: first + 1), setCount: try row.int(at: first + 2),
                  date: try row.text(at: first + 3), sessionId: try row.text(at: first + 4), restTime: try row.optionalInt(at: first + 5),
                  topWeight: try row.optionalDouble(at: first + 6))
    }
}

extension SQLValue {
    /// A value as PostgreSQL returned it, with the storage class SQLite gives the same column: a double
    /// precision column's value a double (exactly: it comes in binary), an integer column's an integer,
    /// any other a text.
    init(postgres cell: PostgresCell) throws {
        guard cell.bytes != nil else { self = .null; return }
        switch cell.dataType {
        case .float8, .float4: self = .double(try cell.decode(Double.self))
        case .int2, .int4, .int8: self = .int(try cell.decode(Int64.self))
        default: self = .text(try cell.decode(String.self))
        }
    }
}

extension PostgresValue {
    /// A value of a derived row, bound as its storage class.
    init(stored value: SQLValue) {
        switch value {
        case .null: self = .null
        case let .int(v): self = .int(Int(v))
        case let .double(v): self = .double(v)
        case let .text(v): self = .text(v)
        }
    }
}

extension CopyRows {
    /// A value of a derived row, in COPY's text form.
    mutating func add(stored value: SQLValue) {
        switch value {
        case .null: add(nil as String?)
        case let .int(v): add(v)
        case let .double(v): add(v)
        case let .text(v): add(v)
        }
    }
}

extension PostgresRandomAccessRow {
    /// Columns by position, for rows read in bulk (by name, each cell costs a lookup).
}

/// Rows of a table keyed by (athleteId, exerciseId) waiting to be written: a later row of the same key
/// replaces the earlier one (one statement may not change a row twice).
struct PendingUpserts {
    private(set) var rows: [[SQLValue]] = []
    private var positions: [[SQLValue]: Int] = [:]
    var isEmpty: Bool { rows.isEmpty }

    mutating func put(_ row: [SQLValue]) {
        let key = Array(row.prefix(2))
        if let position = positions[key] {
            rows[position] = row
        } else {
            positions[key] = rows.count
            rows.append(row)
        }
    }

    mutating func take() -> [[SQLValue]] {
        defer { rows = []; positions = [:] }
        return rows
    }
}
