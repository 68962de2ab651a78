import Foundation
import GRDB

extension GymBoStore {
    /// Recomputes records, events and last-used values from the sessions, for everything or one athlete:
    /// one chronological pass over each athlete's sets, and only the rows that differ are written.
    @discardableResult
    static func recomputeRecords(_ db: Database, athleteId: String? = nil) throws -> Int {
        var written = athleteId == nil ? try deleteOrphanedDerivedRows(db) : 0
        let athletes = try athleteId.map { [$0] } ?? String.fetchAll(db, sql: "SELECT id FROM athlete ORDER BY id")
        for athlete in athletes { written += try apply(db, recomputedChanges(db, athlete: athlete)) }
        return written
    }

    /// Derived rows of athletes that no longer exist: impossible while foreign keys are on, but a database
    /// edited without them may hold some, and a whole recompute leaves none behind.
    static func deleteOrphanedDerivedRows(_ db: Database) throws -> Int {
        var deleted = 0
        for table in ["personalRecord", "recordEvent", "exerciseLastUsed"] {
            try db.execute(sql: "DELETE FROM \(table) WHERE athleteId NOT IN (SELECT id FROM athlete)")
            deleted += db.changesCount
        }
        return deleted
    }

    /// The `meta` key that marks an athlete whose records wait for a recompute.
    static let staleKeyPrefix = "records.stale:"

    static func markStale(_ db: Database, athlete: String) throws {
        try db.execute(sql: "INSERT OR REPLACE INTO meta(key, value) VALUES (?, '1')", arguments: [staleKeyPrefix + athlete])
    }

    /// Recomputes the athletes marked stale and clears the marks.
    static func recomputeStale(_ db: Database) throws {
        let keys = try String.fetchAll(db, sql: "SELECT key FROM meta WHERE key LIKE ? ORDER BY key", arguments: [staleKeyPrefix + "%"])
        for key in keys {
            try recomputeRecords(db, athleteId: String(key.dropFirst(staleKeyPrefix.count)))
            try db.execute(sql: "DELETE FROM meta WHERE key = ?", arguments: [key])
        }
    }

    /// Recomputes the athletes an import run left marked stale (`RecordsUpdate.finish(deferring:)`).
    /// Reads first: every writable open calls this, and most find nothing to do, so they must not queue
    /// for the write lock behind a running batch.
    public func recomputeStaleRecords() throws {
        let marked = try read { db in
            try Bool.fetchOne(db, sql: "SELECT 1 FROM meta WHERE key LIKE ? LIMIT 1", arguments: [Self.staleKeyPrefix + "%"]) ?? false
        }
        guard marked else { return }
        try write { db in try Self.recomputeStale(db) }
    }

    /// Writes what an import changed in the pairs of `fold`. Most new sessions only move the last-used
    /// value; the record row, with its JSON detail, is written only when a record moved.
    static func saveChanged(_ db: Database, _ fold: RecordsFold) throws {
        for exercise in fold.pairs.keys.sorted() {
            let pair = fold.pairs[exercise]!
            if pair.recordsChanged { try saveRecords(db, pair.records) }
            if pair.lastUsedChanged, let used = pair.lastUsed { try saveLastUsed(db, fold.athlete, exercise, used) }
        }
    }

    /// One athlete's records, last-used values and events, computed from the sets and written nowhere.
    struct ComputedRecords: Sendable {
        /// By exercise id.
        var records: [String: PersonalRecords] = [:]
        var lastUsed: [String: LastUsed] = [:]
        /// In the order they happened, with their exercise id.
        var events: [(String, PersonalRecords.Event)] = []
    }

    /// The recompute itself, read-only: `db check` compares the stored rows with it.
    static func computeRecords(_ db: Database, athlete: String) throws -> ComputedRecords {
        let fold = RecordsFold(athlete: athlete)
        var result = ComputedRecords()
        let zone = try String.fetchOne(db, sql: "SELECT timezone FROM athlete WHERE id = ?", arguments: [athlete]).flatMap(TimeZone.init(identifier:))
        var detector = DataQuestionDetector(timeZone: zone ?? TimeZone(identifier: "UTC")!, decisions: try sessionDecisions(db, athlete: athlete))
        try foldHistory(db, into: fold, detector: &detector) { result.events.append(($0, $1)) }
        for (exercise, pair) in fold.pairs {
            result.records[exercise] = pair.records
            result.lastUsed[exercise] = pair.lastUsed
        }
        return result
    }

    /// Folds all of an athlete's stored sets into `fold`, session by session in (start, id) order, in one
    /// streaming query: the session index gives the order, each exercise entry's sets are one key range,
    /// so memory holds one session. Sets are read as plain numbers through the C API (as GRDB rows they
    /// took seconds on a million sets), texts only when the session or exercise entry changes.
    ///
    /// The query orders by session only: asking SQLite to order each session's rows too made it sort
    /// them in a temporary B-tree, 0.43 of 0.78 s over the reference data. Its nested loops yield them
    /// in key order anyway; should a plan ever not, the rows of the session are sorted here.
    ///
    /// Sessions a coach would question (`detector`, SPEC §4.6) are left out until the user keeps them.
    static func foldHistory(_ db: Database, into fold: RecordsFold, detector: inout DataQuestionDetector,
                            event: (String, PersonalRecords.Event) throws -> Void) throws {
        let rows = try RawQuery(db, sql: """
            SELECT s.seq, s.id, s.startedAt, t.id, x.exerciseId, t.reps, t.weight, t.restTime, t.completed,
                   CASE t.type WHEN 'warmup' THEN 1 WHEN 'dropset' THEN 2 WHEN 'failure' THEN 3 ELSE 0 END
            FROM session s
            JOIN sessionExercise x ON x.sessionSeq = s.seq
            JOIN sessionSet t ON t.id BETWEEN (x.sessionSeq << 20) | (x.position << 10) AND (x.sessionSeq << 20) | (x.position << 10) | 1023
            WHERE s.athleteId = ?
            ORDER BY s.startedAt, s.id
            """, arguments: [fold.athlete])
        let types: [SetType] = [.normal, .warmup, .dropset, .failure]
        var seq = -1, entry = -1, lastKey = -1
        var id = "", date = "", exercise = ""
        var inKeyOrder = true
        var sessionRows: [(key: Int, exercise: String, set: PerformedSet)] = []
        var groups: [(exercise: String, sets: [PerformedSet])] = []
        func flush() throws {
            if !inKeyOrder { sessionRows.sort { $0.key < $1.key } }
            // An entry's sets are consecutive: the exercise names are compared once per entry, not per set.
            var rowEntry = -1, group = 0
            for row in sessionRows {
                if row.key >> 10 != rowEntry {
                    rowEntry = row.key >> 10
                    if let known = groups.firstIndex(where: { $0.exercise == row.exercise }) {
                        group = known
                    } else {
                        groups.append((row.exercise, []))
                        group = groups.count - 1
                    }
                }
                groups[group].sets.append(row.set)
            }
            if !groups.isEmpty, !detector.review(sessionId: id, startedAt: Timestamp.parseStored(date) ?? .distantPast, groups: groups).isTrusted {
                groups.removeAll(keepingCapacity: true)
            }
            for (exercise, sets) in groups {
                for moved in fold.fold(sessionId: id, date: date, exercise: exercise, sets: sets) { try event(exercise, moved) }
            }
            sessionRows.removeAll(keepingCapacity: true)
            groups.removeAll(keepingCapacity: true)
            inKeyOrder = true
        }
        while try rows.next() {
            if rows.int(0) != seq {
                try flush()
                seq = rows.int(0)
                id = rows.text(1)
                date = rows.text(2)
                entry = -1
                lastKey = -1
            }
            let key = rows.int(3)
            if key >> 10 != entry {
                entry = key >> 10
                exercise = rows.text(4)
            }
            if key < lastKey { inKeyOrder = false }
            lastKey = key
            sessionRows.append((key, exercise, PerformedSet(
                reps: rows.int(5), weight: rows.double(6), restTime: rows.int(7), completed: rows.int(8) != 0, type: types[rows.int(9)])))
        }
        try flush()
    }

    /// One stored pair as its rows hold it: the record table's JSON and the last-used value.
    struct StoredPair: Sendable {
        var detail: String
        var lastUsed: LastUsed?
        /// The pair already decoded (by a read ahead).
        var decoded: RecordsFold.Pair?

        /// The pair, ready to fold into.
        func pair(athlete: String, exercise: String) throws -> RecordsFold.Pair {
            if let decoded { return decoded }
            guard let records = RecordDetail.decode(detail) else {
                throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "personalRecord.detail of \(athlete)/\(exercise) is not a record table")
            }
            return RecordsFold.Pair(records: records, lastUsed: lastUsed, latest: lastUsed.map { ($0.date, $0.sessionId) })
        }
    }

    /// An athlete's stored pairs, by exercise, in one query: an incremental import touches most of an
    /// athlete's exercises, and one query each for the record and the last-used row was most of its
    /// records update.
    static func storedPairs(_ db: Database, athlete: String) throws -> [String: StoredPair] {
        let rows = try RawQuery(db, sql: """
            SELECT p.exerciseId, p.detail, u.weight, u.reps, u.setCount, u.date, u.sessionId, u.restTime, u.topWeight
            FROM personalRecord p LEFT JOIN exerciseLastUsed u ON u.athleteId = p.athleteId AND u.exerciseId = p.exerciseId
            WHERE p.athleteId = ?
            """, arguments: [athlete])
        var pairs: [String: StoredPair] = [:]
        while try rows.next() {
            let used = rows.isNull(5) ? nil : LastUsed(rows, from: 2)
            pairs[rows.text(0)] = StoredPair(detail: rows.text(1), lastUsed: used, decoded: nil)
        }
        return pairs
    }

    static func saveRecords(_ db: Database, _ r: PersonalRecords) throws { try saveRecordRow(db, recordRow(r)) }

    static func insertEvent(_ db: Database, athlete: String, exercise: String, _ event: PersonalRecords.Event) throws {
        try insertEventRow(db, athlete: athlete, eventValues(exercise, event))
    }

    static func saveLastUsed(_ db: Database, _ athlete: String, _ exercise: String, _ used: LastUsed) throws {
        try saveLastUsedRow(db, lastUsedRow(athlete, exercise, used))
    }

    // MARK: Public API

    /// Recomputes every record from the sessions (`gymbo records --recompute`), in one transaction, and
    /// returns the number of rows it had to write or delete (none when the stored records were current).
    @discardableResult
    public func recomputeRecords(athleteId: UUID? = nil) throws -> Int {
        guard athleteId == nil, let pool = writer as? DatabasePool else {
            return try write { db in try Self.recomputeRecords(db, athleteId: athleteId?.lowercased) }
        }
        // Everyone, on all cores: the athletes' sets are read and folded, and compared with their stored
        // rows, on read connections while this one writes the differences in athlete order. The reads
        // start after this transaction took the write lock, so they see exactly the sessions and rows it
        // sees (nothing else can commit meanwhile, and it only writes athletes already read). On the
        // reference data: 2.15 s → 1.25 s with every row written, 0.75 s over current records.
        do {
            var written = 0
            try pool.writeWithoutTransaction { db in
                try db.inTransaction(.immediate) {
                    written += try Self.deleteOrphanedDerivedRows(db)
                    let athletes = try String.fetchAll(db, sql: "SELECT id FROM athlete ORDER BY id")
                    try athletes.concurrentMap({ athlete in
                        Result { try pool.read { try Self.recomputedChanges($0, athlete: athlete) } }
                    }, inOrder: { changes in
                        written += try Self.apply(db, try changes.get())
                    })
                    return .commit
                }
            }
            return written
        } catch let error as DatabaseError {
            throw Self.wrap(error, path: path)
        }
    }

    /// Stored records, by athlete and exercise.
    public func records(athleteId: UUID? = nil) throws -> [PersonalRecords] {
        try read { db in
            let sql = "SELECT detail FROM personalRecord" + (athleteId == nil ? "" : " WHERE athleteId = ?") + " ORDER BY athleteId, exerciseId"
            return try String.fetchAll(db, sql: sql, arguments: athleteId.map { [$0.lowercased] } ?? []).compactMap(RecordDetail.decode)
        }
    }

    /// Stored "new record" events of an athlete in `[from, to)`.
    public func recordEvents(athleteId: UUID, from: Date, to: Date) throws -> [(exerciseId: UUID, event: PersonalRecords.Event)] {
        try read { db in
            try Row.fetchAll(db, sql: """
                SELECT exerciseId, kind, oldValue, newValue, sessionId, date FROM recordEvent
                WHERE athleteId = ? AND date >= ? AND date < ? ORDER BY date, id
                """, arguments: [athleteId.lowercased, Timestamp.string(from), Timestamp.string(to)]).compactMap { row in
                guard let id = UUID(uuidString: row[0]), let kind = PersonalRecords.Event.Kind(rawValue: row[1]) else { return nil }
                return (id, PersonalRecords.Event(kind: kind, oldValue: row[2], newValue: row[3], sessionId: row[4] ?? "", date: row[5]))
            }
        }
    }

    /// Last-used values of an athlete, by exercise.
    public func lastUsed(athleteId: UUID) throws -> [UUID: LastUsed] {
        try read { db in
            let rows = try RawQuery(db, sql: "SELECT \(Self.lastUsedColumns) FROM exerciseLastUsed WHERE athleteId = ?", arguments: [athleteId.lowercased])
            var result: [UUID: LastUsed] = [:]
            while try rows.next() {
                if let id = UUID(uuidString: rows.text(1)) { result[id] = LastUsed(rows, from: 2) }
            }
            return result
        }
    }
}
