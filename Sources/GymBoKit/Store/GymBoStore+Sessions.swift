import Foundation
import GRDB

extension GymBoStore {
    /// What happened to one session on insert.

    /// A fingerprint of a session's content (not its id or source), for merge's unchanged/updated.
    static func contentHash(_ session: Session) -> String {
        var h = FNV1a64()
        h.add(session.name)
        h.add(Timestamp.string(session.startedAt))
        h.add(session.duration)
        h.add(session.notes)
        h.add(optional: session.templateId) { $0.add(uppercased: $1) }
        for hr in [session.minHeartRate, session.maxHeartRate, session.avgHeartRate] { h.add(optional: hr) { $0.add($1) } }
        for exercise in session.exercises {
            h.add(uppercased: exercise.exerciseId)
            h.add(optional: exercise.groupId) { $0.add($1) }
            h.add(exercise.notes)
            for set in exercise.sets {
                h.add(set.reps); h.add(set.weight); h.add(set.restTime); h.add(set.completed ? 1 : 0)
                h.add(optional: set.rpe) { $0.add($1) }
                h.add(set.type.rawValue)
                h.add(optional: set.durationSeconds) { $0.add($1) }
                h.add(optional: set.distanceMeters) { $0.add($1) }
                h.add(set.note)
                // Only when present, so the sessions of every source without one keep their fingerprint.
                if let factor = set.volumeFactor { h.add("volumeFactor"); h.add(factor) }
            }
        }
        return h.hex
    }

    /// How many exercise entries a session, and sets an exercise entry, may have (the limit of the
    /// formats' own files; before `v11-packed-sets` a set's key packed its place in ten bits each).
    static let setKeyRange = Session.maxEntries

    /// Writes a session. An existing session with the same id is replaced when `replaceById` (merge) and
    /// its content changed; a session with the same (athlete, source, start, name) key is a duplicate
    /// (the first import wins).
    ///
    /// `replaceOnChange` (other apps' cumulative exports): a session already stored under the same id whose
    /// content differs is replaced — the newer export is the truth — and reported as updated.
    static func insertSession(_ db: Database, _ session: Session, importId: Int64?, replaceById: Bool,
                              replaceOnChange: Bool = false, shelf: StatementShelf? = nil) throws -> SessionOutcome {
        let id = session.id.lowercased
        let hash = contentHash(session)
        var outcome = SessionOutcome.added
        if replaceById {
            outcome = try removeStored(db, session, id: id, hash: hash)
            if outcome == .duplicate || outcome == .unchanged { return outcome }
        }
        try insertSessionRow(db, session, id: id, hash: hash, importId: importId, ignoringConflict: outcome == .added, shelf: shelf)
        guard db.changesCount == 1 else {
            // Checked only when the insert met a stored session, so a large first import pays nothing.
            if replaceOnChange, !replaceById { return try insertSession(db, session, importId: importId, replaceById: true, shelf: shelf) }
            return .duplicate
        }
        try insertExercises(db, session, seq: db.lastInsertedRowID, shelf: shelf)
        return outcome
    }

    /// Merge's look at the session stored under the same id: `.added` when there is none, `.duplicate`
    /// when it is another athlete's, `.unchanged` when its content is the same; otherwise the stored
    /// session is deleted and the outcome is `.updated`.
    private static func removeStored(_ db: Database, _ session: Session, id: String, hash: String) throws -> SessionOutcome {
        guard let existing = try Row.fetchOne(db.cachedStatement(sql: "SELECT contentHash, athleteId FROM session WHERE id = ?"), arguments: [id]) else {
            return .added
        }
        guard existing["athleteId"] == session.athleteId.lowercased else { return .duplicate }
        if existing["contentHash"] == hash { return .unchanged }
        let outcome = SessionOutcome.updated(previousSets: try setCount(db, sessionId: id))
        try db.execute(sql: "DELETE FROM session WHERE id = ?", arguments: [id])
        return outcome
    }

    /// The session's own row.
    ///
    /// A new session that meets an existing id or (athlete, source, start, name) is a duplicate: the
    /// insert says so itself (no row changed) instead of two lookups before it, which were 4 % of a
    /// large import. A replacement must land, so there a conflict is an error.
    private static func insertSessionRow(_ db: Database, _ session: Session, id: String, hash: String, importId: Int64?,
                                         ignoringConflict: Bool, shelf: StatementShelf?) throws {
        var insert = try ignoringConflict
            ? RawStatement(db, sql: sessionInsertIgnoringConflict, shelf: shelf, .sessionIgnoringConflict)
            : RawStatement(db, sql: sessionInsert, shelf: shelf, .session)
        insert.bind(id)
        insert.bind(session.athleteId.lowercased)
        insert.bind(session.templateId?.lowercased)
        insert.bind(session.name)
        insert.bind(Timestamp.string(session.startedAt))
        insert.bind(session.duration)
        insert.bind(session.notes)
        insert.bind(session.minHeartRate)
        insert.bind(session.maxHeartRate)
        insert.bind(session.avgHeartRate)
        insert.bind(session.source)
        insert.bind(hash)
        insert.bind(importId)
        insert.bind(blob: PackedSets.encode(session.exercises))
        try insert.step()
    }

    /// The exercise entries of the session stored as row `seq` (its sets are packed in its row).
    ///
    /// Several rows go in with one statement (`VALUES (…), (…)`): each statement run costs SQLite a
    /// reset, a halt and a statement transaction (279 million of 4.9 billion instructions on 118,000 sets).
    private static func insertExercises(_ db: Database, _ session: Session, seq: Int64, shelf: StatementShelf?) throws {
        guard session.exercises.count <= setKeyRange, session.exercises.allSatisfy({ $0.sets.count <= setKeyRange }) else {
            throw DatabaseError(resultCode: .SQLITE_CONSTRAINT, message: "session '\(session.name)' has more than \(setKeyRange) exercises or sets of one exercise")
        }
        var exercises = session.exercises.indices[...]
        while !exercises.isEmpty {
            let chunk = exercises.prefix(rowsPerInsert)
            exercises = exercises.dropFirst(chunk.count)
            var statement = try RawStatement(db, sql: exerciseInserts[chunk.count], shelf: shelf, .exercises, rows: chunk.count)
            for position in chunk {
                let exercise = session.exercises[position]
                statement.bind(seq)
                statement.bind(position)
                statement.bind(lowercased: exercise.exerciseId)
                statement.bind(exercise.groupId)
                statement.bind(exercise.groupId == nil ? nil : "superset")
                statement.bind(exercise.notes)
                statement.bind(exercise.sourceName)
            }
            try statement.step()
        }
    }

    /// The most rows one insert statement takes.
    static let rowsPerInsert = 16

    /// `INSERT … VALUES (…),(…)` of `head` for 0…`rowsPerInsert` rows of `columns` values, made once.
    /// Without spaces: GRDB finds a cached statement by hashing and comparing its whole text.
    ///
    /// The heads say `INSERT OR FAIL`: a statement of several rows that could stop part way (ABORT, the
    /// default) must be able to undo its own rows, so SQLite keeps a journal of every page it changes. A
    /// failure here fails the whole file's transaction anyway, which undoes everything.
    static func multiRowInserts(_ head: String, columns: Int) -> [String] {
        let row = "(" + Array(repeating: "?", count: columns).joined(separator: ",") + ")"
        return (0...rowsPerInsert).map { head + " VALUES " + Array(repeating: row, count: $0).joined(separator: ",") }
    }

    private static let sessionInsert = """
        INSERT INTO session(id, athleteId, templateId, name, startedAt, duration, notes, minHeartRate, maxHeartRate,
                            avgHeartRate, source, contentHash, importId, sets)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """
    private static let sessionInsertIgnoringConflict = sessionInsert + " ON CONFLICT DO NOTHING"

    private static let exerciseInserts = multiRowInserts(
        "INSERT OR FAIL INTO sessionExercise(sessionSeq,position,exerciseId,groupId,groupKind,notes,sourceName)", columns: 7)

    static func storedContentHash(_ db: Database, sessionId: UUID) throws -> String? {
        try String.fetchOne(db, sql: "SELECT contentHash FROM session WHERE id = ?", arguments: [sessionId.lowercased])
    }

    static func setCount(_ db: Database, sessionId: String) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT packed_set_count(sets) FROM session WHERE id = ?", arguments: [sessionId]) ?? 0
    }

    /// An athlete's sessions, oldest first, optionally only those starting in `[from, to)`.
    public func sessions(athleteId: UUID, from: Date? = nil, to: Date? = nil) throws -> [Session] {
        try read { db in try Self.fetchSessions(db, athleteId: athleteId, from: from, to: to) }
    }

    static func fetchSessions(_ db: Database, athleteId: UUID, from: Date? = nil, to: Date? = nil, ids: [String]? = nil) throws -> [Session] {
        let filter = SessionFilter(athleteId: athleteId, from: from, to: to, ids: ids)
        // Every table through the C API: decoding GRDB rows (a million sets, a quarter million exercise
        // rows, boxed values and UUID parsing by sscanf) was a third of a 200-athlete batch run.
        var (sessions, index, packed) = try fetchSessionRows(db, filter, athleteId: athleteId)
        guard !sessions.isEmpty else { return [] }
        try appendExercises(db, filter, index: index, to: &sessions)
        for i in sessions.indices {
            for (position, sets) in zip(sessions[i].exercises.indices, packed[i]) { sessions[i].exercises[position].sets = sets }
        }
        return sessions
    }

    /// The sessions a fetch reads: one athlete's, optionally those starting in `[from, to)` or with the
    /// given ids, as conditions on `session` and their arguments.
    private struct SessionFilter {
        var clauses = ["athleteId = ?"]
        var arguments: [String]

        init(athleteId: UUID, from: Date?, to: Date?, ids: [String]?) {
            arguments = [athleteId.lowercased]
            if let from { clauses.append("startedAt >= ?"); arguments.append(Timestamp.string(from)) }
            if let to { clauses.append("startedAt < ?"); arguments.append(Timestamp.string(to)) }
            if let ids {
                clauses.append("id IN (\(databaseQuestionMarks(count: ids.count)))")
                arguments += ids
            }
        }
    }

    /// The sessions' own rows, without exercises, oldest first, each session's place by its row number
    /// (`seq`), and each session's sets by exercise position.
    private static func fetchSessionRows(_ db: Database, _ filter: SessionFilter, athleteId: UUID) throws -> ([Session], [Int: Int], [[[PerformedSet]]]) {
        let sessionRows = try RawQuery(db, sql: """
            SELECT seq, id, templateId, name, startedAt, duration, notes, minHeartRate, maxHeartRate, avgHeartRate, source, sets
            FROM session WHERE \(filter.clauses.joined(separator: " AND ")) ORDER BY startedAt, id
            """, arguments: filter.arguments)
        var sessions: [Session] = []
        var index: [Int: Int] = [:]
        var packed: [[[PerformedSet]]] = []
        while try sessionRows.next() {
            index[sessionRows.int(0)] = sessions.count
            packed.append(try unpackSets(sessionRows.blob(11), session: sessionRows.text(1)))
            sessions.append(Session(
                id: UUID(text: sessionRows.text(1)) ?? .zero, athleteId: athleteId,
                templateId: sessionRows.optionalText(2).flatMap(UUID.init(text:)), name: sessionRows.text(3),
                startedAt: Timestamp.parseISO(sessionRows.text(4)) ?? Date(timeIntervalSince1970: 0), duration: sessionRows.int(5),
                notes: sessionRows.text(6), minHeartRate: sessionRows.optionalInt(7), maxHeartRate: sessionRows.optionalInt(8),
                avgHeartRate: sessionRows.optionalInt(9), source: sessionRows.text(10), exercises: []))
        }
        return (sessions, index, packed)
    }

    /// A session's packed sets; damage (`db check` names it) when they do not read.
    static func unpackSets(_ bytes: UnsafeRawBufferPointer, session: @autoclosure () -> String) throws -> [[PerformedSet]] {
        guard let sets = PackedSets.decode(bytes) else {
            throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "the sets of session \(session()) do not read (damaged)")
        }
        return sets
    }

    /// The sessions' exercise entries, without sets, in position order.
    private static func appendExercises(_ db: Database, _ filter: SessionFilter, index: [Int: Int], to sessions: inout [Session]) throws {
        let scope = "SELECT seq FROM session WHERE \(filter.clauses.joined(separator: " AND "))"
        let exercises = try RawQuery(db, sql: """
            SELECT sessionSeq, exerciseId, groupId, notes, sourceName FROM sessionExercise WHERE sessionSeq IN (\(scope)) ORDER BY sessionSeq, position
            """, arguments: filter.arguments)
        while try exercises.next() {
            guard let i = index[exercises.int(0)] else { continue }
            sessions[i].exercises.append(Session.Exercise(
                exerciseId: UUID(text: exercises.text(1)) ?? .zero, groupId: exercises.optionalInt(2), notes: exercises.text(3), sets: [],
                sourceName: exercises.optionalText(4)))
        }
    }
}

extension GymBoStore.Transaction {
    /// Writes a session (see `GymBoStore.insertSession`): added, updated, unchanged or a duplicate.
    public func insertSession(_ session: Session, importId: Int64?, replaceById: Bool, replaceOnChange: Bool) throws -> SessionOutcome {
        try GymBoStore.insertSession(db, session, importId: importId, replaceById: replaceById, replaceOnChange: replaceOnChange, shelf: shelf)
    }

    /// Whether a session stored under the same id has other content than `session`.
    public func storedSessionDiffers(_ session: Session) throws -> Bool {
        try GymBoStore.storedContentHash(db, sessionId: session.id) != GymBoStore.contentHash(session)
    }
}

/// One athlete's stored history as the analytics load it: sessions oldest first, the user's decisions
/// about questioned ones, and the catalog.
public struct StoredHistory: Sendable {
    /// The trusted and questioned sessions, oldest first.
    public var sessions: [Session]
    /// The user's decisions about questioned sessions, by session id.
    public var decisions: [String: SessionDecision]
    /// The catalog and custom exercises, by id.
    public var exercises: [UUID: Exercise]
}

extension GymBoStore {
    /// A session by id, nil when there is none.
    public func session(id: UUID) throws -> Session? {
        try read { db in
            guard let athlete = try String.fetchOne(db, sql: "SELECT athleteId FROM session WHERE id = ?", arguments: [id.lowercased]),
                  let athleteId = UUID(uuidString: athlete) else { return nil }
            return try Self.fetchSessions(db, athleteId: athleteId, ids: [id.lowercased]).first
        }
    }

    /// One athlete's sessions, decisions and (unless one loaded before is passed in) the catalog, in one
    /// read.
    public func storedHistory(athleteId: UUID, exercises: [UUID: Exercise]? = nil) throws -> StoredHistory {
        try read { db in
            StoredHistory(
                sessions: try Self.fetchSessions(db, athleteId: athleteId),
                decisions: try Self.sessionDecisions(db, athlete: athleteId.lowercased),
                exercises: try exercises ?? Dictionary(uniqueKeysWithValues: try Self.fetchExercises(db).map { ($0.id, $0) }))
        }
    }
}
