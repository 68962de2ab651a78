import Foundation
import GRDB

/// Derives one athlete's records from their stored sets (a pure fold handed in by the use
/// cases): the store only reads the sets and writes what comes back.
public typealias RecordsDerivation = @Sendable (any AthleteSetsSource) throws -> DerivedRecords

/// One athlete's stored history as the records fold reads it, streamed from one read.
package struct AthleteSets {
    let db: Database
    /// The athlete's id, lowercased.
    package let athlete: String
    /// The athlete's zone: "logged twice" means on one local day (SPEC §4.6).
    package let timeZone: TimeZone
    /// The user's decisions about questioned sessions, by session id.
    package let decisions: [String: SessionDecision]
    /// Whether a session whose packed sets do not read counts as one without sets (`db check`, which
    /// names such sessions itself) rather than stopping the read as damage.
    let skipsUnreadableSets: Bool

    init(_ db: Database, athlete: String, skipsUnreadableSets: Bool = false) throws {
        self.db = db
        self.athlete = athlete
        self.skipsUnreadableSets = skipsUnreadableSets
        let zone = try String.fetchOne(db, sql: "SELECT timezone FROM athlete WHERE id = ?", arguments: [athlete]).flatMap(TimeZone.init(identifier:))
        timeZone = zone ?? TimeZone(identifier: "UTC")!
        decisions = try GymBoStore.sessionDecisions(db, athlete: athlete)
    }

    /// Calls `body` for each of the athlete's sessions in (start, id) order with its sets by exercise
    /// (lowercased id; entries without sets left out), in one streaming query: the session index gives
    /// the order, so memory holds one session. A session's sets are packed in its row (`PackedSets`) and
    /// unpacked once, on its first row; its exercise entries come one row each.
    package func forEachSession(_ body: (_ id: String, _ date: String, _ groups: [(exercise: String, sets: [PerformedSet])]) throws -> Void) throws {
        let rows = try RawQuery(db, sql: """
            SELECT s.seq, s.id, s.startedAt, s.sets, x.position, x.exerciseId
            FROM session s
            JOIN sessionExercise x ON x.sessionSeq = s.seq
            WHERE s.athleteId = ?
            ORDER BY s.startedAt, s.id
            """, arguments: [athlete])
        var stream = PackedSets.SessionStream()
        while try rows.next() {
            try stream.row(seq: rows.int(0), session: {
                let id = rows.text(1)
                let packed = skipsUnreadableSets ? PackedSets.decode(rows.blob(3)) ?? [] : try GymBoStore.unpackSets(rows.blob(3), session: id)
                return (id, rows.text(2), packed)
            }, position: rows.int(4), exercise: { rows.text(5) }, body)
        }
        try stream.finish(body)
    }
}

/// One stored pair of an athlete and exercise: the record table (its JSON, decoded on demand) and the
/// last-used value.
public struct StoredRecords: Sendable {
    var detail: String
    /// What the athlete last did with the exercise; nil when nothing qualified.
    public var lastUsed: LastUsed?
    /// The table already decoded (by a read ahead).
    var decoded: PersonalRecords?

    /// The record table; a detail that is not one is damage.
    public func records(athlete: String, exercise: String) throws -> PersonalRecords {
        if let decoded { return decoded }
        guard let records = RecordDetail.decode(detail, athleteId: athlete, exerciseId: exercise) else {
            throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "personalRecord.detail of \(athlete)/\(exercise) is not a record table")
        }
        return records
    }

    /// An athlete's stored pairs with every detail decoded (a read ahead does this off the writing thread).
    static func decoded(_ pairs: [String: StoredRecords], athlete: String) -> [String: StoredRecords] {
        guard let athleteId = UUID(text: athlete) else { return pairs }
        var result = pairs
        for (exercise, stored) in pairs {
            result[exercise]?.decoded = UUID(text: exercise).flatMap { RecordDetail.decode(stored.detail, athlete: athleteId, exercise: $0) }
        }
        return result
    }
}

extension LastUsed {
    /// A stored value, from the columns weight, reps, setCount, date, sessionId, restTime, topWeight of a
    /// row, the first at `first`.
    init(_ row: RawQuery, from first: Int32) {
        weight = row.double(first)
        reps = row.int(first + 1)
        setCount = row.int(first + 2)
        date = row.text(first + 3)
        sessionId = row.text(first + 4)
        restTime = row.optionalInt(first + 5)
        topWeight = row.optionalDouble(first + 6)
    }
}

extension GymBoStore.Transaction {
    /// An athlete's stored pairs, by exercise, in one query: an incremental import touches most of an
    /// athlete's exercises, and one query each for the record and the last-used row was most of its
    /// records update.
    public func storedRecords(athlete: String) throws -> [String: StoredRecords] {
        try GymBoStore.storedRecords(db, athlete: athlete)
    }

    /// The athlete's latest stored session other than `excluding`, as (start, id).
    public func latestSession(athlete: String, excluding: String) throws -> (date: String, id: String)? {
        // Through the C API: once per athlete of an import, GRDB's row and arguments were half its cost.
        // The statement is kept on the shelf: GRDB's cache hashes the whole text to find it.
        let row = RawQuery(db, statement: try shelf.statement(db, .latestSession, rows: 0, sql: GymBoStore.latestSessionQuery), arguments: [athlete, excluding])
        guard try row.next() else { return nil }
        let latest = (date: row.text(0), id: row.text(1))
        _ = try row.next()  // the end of LIMIT 1, which resets the statement
        return latest
    }

    /// Writes one exercise's records, with their detail as `RecordDetail.encode` gives it.
    public func saveRecords(_ records: PersonalRecords, detail: String) throws {
        try GymBoStore.updateOrInsertRecord(db, GymBoStore.recordRow(records, detail: detail), shelf: shelf)
    }

    /// Writes what the athlete last used on an exercise.
    /// In place when the pair is stored (bound from the value itself, in `lastUsedColumnNames`' order:
    /// a row of boxed values made first was a fifth of the cost), else inserted.
    public func saveLastUsed(_ used: LastUsed, athlete: String, exercise: String) throws {
        var update = try RawStatement(db, sql: GymBoStore.lastUsedUpdate, shelf: shelf, .lastUsedUpdate)
        update.bind(used.weight)
        update.bind(used.reps)
        update.bind(used.setCount)
        update.bind(used.date)
        update.bind(used.sessionId)
        update.bind(used.restTime)
        update.bind(used.topWeight)
        update.bind(athlete)
        update.bind(exercise)
        guard try update.step() == 0 else { return }
        try GymBoStore.saveLastUsedRow(db, GymBoStore.lastUsedRow(athlete, exercise, used), shelf: shelf)
    }

    /// Records "new record" events, in the order given.
    public func insertRecordEvents(_ events: [RecordEventRow]) throws {
        try GymBoStore.insertEventRows(db, events.map { ($0.athlete, GymBoStore.eventValues($0.exercise, $0.event)) }, shelf: shelf)
    }

    /// The athlete's sets, for deriving their records in this transaction.
    public func storedSets(athlete: String) throws -> any AthleteSetsSource { try AthleteSets(db, athlete: athlete) }

    /// Makes the athlete's derived rows what `derived` says, writing only the rows that differ; returns
    /// how many rows were written or deleted.
    @discardableResult
    public func replaceDerivedRecords(_ derived: DerivedRecords, athlete: String) throws -> Int {
        try GymBoStore.apply(db, GymBoStore.recordsChanges(db, athlete: athlete, derived: derived))
    }

    /// Marks an athlete whose records wait for a recompute (at the end of an import run, or at the next
    /// writable open if the run was killed first).
    public func markRecordsStale(athlete: String) throws {
        try db.execute(sql: "INSERT OR REPLACE INTO meta(key, value) VALUES (?, '1')", arguments: [GymBoStore.staleKeyPrefix + athlete])
    }

    /// The athletes marked stale, by id.
    public func staleRecordAthletes() throws -> [String] {
        try String.fetchAll(db, sql: "SELECT key FROM meta WHERE key LIKE ? ORDER BY key", arguments: [GymBoStore.staleKeyPrefix + "%"])
            .map { String($0.dropFirst(GymBoStore.staleKeyPrefix.count)) }
    }

    /// Clears the athlete's mark once the records are recomputed.
    public func clearRecordsStale(athlete: String) throws {
        try db.execute(sql: "DELETE FROM meta WHERE key = ?", arguments: [GymBoStore.staleKeyPrefix + athlete])
    }
}

extension GymBoStore {
    /// The latest session of an athlete (?) other than one (?), as (start, id).
    static let latestSessionQuery = """
        SELECT startedAt, id FROM session WHERE athleteId = ? AND id <> ? ORDER BY startedAt DESC, id DESC LIMIT 1
        """

    /// The `meta` key that marks an athlete whose records wait for a recompute.
    static let staleKeyPrefix = "records.stale:"

    /// Whether some athlete's records wait for a recompute. A read: every writable open asks, and most
    /// find nothing to do, so they must not queue for the write lock behind a running batch.
    public func hasStaleRecords() throws -> Bool {
        try read { db in
            try Bool.fetchOne(db, sql: "SELECT 1 FROM meta WHERE key LIKE ? LIMIT 1", arguments: [Self.staleKeyPrefix + "%"]) ?? false
        }
    }

    static func storedRecords(_ db: Database, athlete: String) throws -> [String: StoredRecords] {
        let rows = try RawQuery(db, sql: """
            SELECT p.exerciseId, p.detail, u.weight, u.reps, u.setCount, u.date, u.sessionId, u.restTime, u.topWeight
            FROM personalRecord p LEFT JOIN exerciseLastUsed u ON u.athleteId = p.athleteId AND u.exerciseId = p.exerciseId
            WHERE p.athleteId = ?
            """, arguments: [athlete])
        var pairs: [String: StoredRecords] = [:]
        while try rows.next() {
            let used = rows.isNull(5) ? nil : LastUsed(rows, from: 2)
            pairs[rows.text(0)] = StoredRecords(detail: rows.text(1), lastUsed: used, decoded: nil)
        }
        return pairs
    }

    /// Starts reading `athlete`'s stored pairs, decoded, on a read connection while the caller goes on
    /// writing; nil for an in-memory store, which has no second connection. The read sees the last
    /// commit: only for a transaction that changes the athlete's records after it has the result.
    public func storedRecordsAhead(athlete: String) -> PendingResult<[String: StoredRecords]>? {
        guard let pool = writer as? DatabasePool else { return nil }
        let result = PendingResult<[String: StoredRecords]>()
        DispatchQueue.global(qos: .userInitiated).async {
            result.finish(Result {
                // One statement sees one snapshot by itself: without the transaction `read` opens around it,
                // which cost a fifth of the read's time.
                try pool.unsafeRead { db in
                    StoredRecords.decoded(try Self.storedRecords(db, athlete: athlete), athlete: athlete)
                }
            })
        }
        return result
    }

    /// Derives every athlete's records (`derive`) and writes the rows that differ, in one transaction,
    /// with the derived rows of athletes that no longer exist deleted; returns the number of rows written
    /// or deleted.
    ///
    /// On a file, on all cores: the athletes' sets are read and folded, and compared with their stored
    /// rows, on read connections while this one writes the differences in athlete order. The reads start
    /// after this transaction took the write lock, so they see exactly the sessions and rows it sees
    /// (nothing else can commit meanwhile, and it only writes athletes already read). On the reference
    /// data: 2.15 s → 1.25 s with every row written, 0.75 s over current records.
    @discardableResult
    public func replaceAllDerivedRecords(deriving derive: @escaping RecordsDerivation) throws -> Int {
        guard let pool = writer as? DatabasePool else {
            return try write { db in
                var written = try Self.deleteOrphanedDerivedRows(db)
                for athlete in try Self.athleteIds(db) {
                    written += try Self.apply(db, Self.recordsChanges(db, athlete: athlete, derived: derive(AthleteSets(db, athlete: athlete))))
                }
                return written
            }
        }
        do {
            var written = 0
            try pool.writeWithoutTransaction { db in
                try db.inTransaction(.immediate) {
                    written += try Self.deleteOrphanedDerivedRows(db)
                    try Self.athleteIds(db).concurrentMap({ athlete in
                        Result {
                            try pool.read { db in
                                try Self.recordsChanges(db, athlete: athlete, derived: derive(AthleteSets(db, athlete: athlete)))
                            }
                        }
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

    static func athleteIds(_ db: Database) throws -> [String] { try String.fetchAll(db, sql: "SELECT id FROM athlete ORDER BY id") }

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

    // MARK: Public API

    /// Stored records, by athlete and exercise.
    public func records(athleteId: UUID? = nil) throws -> [PersonalRecords] {
        try read { db in
            let sql = "SELECT athleteId, exerciseId, detail FROM personalRecord" + (athleteId == nil ? "" : " WHERE athleteId = ?")
                + " ORDER BY athleteId, exerciseId"
            return try Row.fetchAll(db, sql: sql, arguments: StatementArguments(athleteId.map { [$0.lowercased] } ?? [])).compactMap { row in
                RecordDetail.decode(row[2], athleteId: row[0], exerciseId: row[1])
            }
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
