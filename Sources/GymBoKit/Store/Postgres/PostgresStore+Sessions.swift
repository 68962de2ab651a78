import Foundation
import PostgresNIO

// Sessions on PostgreSQL: the same outcomes, order and errors as `GymBoStore+Sessions.swift` and
// `GymBoStore+SessionReview.swift`.

extension PostgresStore {
    /// An athlete's sessions, oldest first, optionally only those starting in `[from, to)`.
    public func sessions(athleteId: UUID, from: Date?, to: Date?) throws -> [Session] {
        try reading { tx in try tx.fetchSessions(athleteId: athleteId, from: from, to: to) }
    }

    /// A session by id, nil when there is none.
    public func session(id: UUID) throws -> Session? {
        try reading { tx in
            let id = id.lowercased
            guard let athlete = try tx.query("SELECT athleteId FROM session WHERE id = $1", [.text(id)]).first?.text("athleteId"),
                  let athleteId = UUID(uuidString: athlete) else { return nil }
            return try tx.fetchSessions(athleteId: athleteId, id: id).first
        }
    }

    /// The session whose id is `text` or starts with it (at least 4 characters, any case), and its athlete.
    public func session(matching text: String) throws -> (session: Session, athlete: Athlete) {
        try reading { tx in
            let key = text.trimmingCharacters(in: .whitespaces).lowercased()
            let pattern = key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%")
                .replacingOccurrences(of: "_", with: "\\_") + "%"
            let rows = key.count < 4 ? [] : try tx.query("""
                SELECT s.id, s.athleteId, a.name FROM session s JOIN athlete a ON a.id = s.athleteId
                WHERE s.id = $1 OR s.id LIKE $2 ESCAPE '\\' ORDER BY s.id COLLATE "C" LIMIT 6
                """, [.text(key), .text(pattern)]).map { (id: try $0.text("id"), athlete: try $0.text("athleteId"), name: try $0.text("name")) }
            let exact = rows.first { $0.id == key }
            guard let row = exact ?? (rows.count == 1 ? rows[0] : nil) else {
                if rows.count > 1 {
                    throw StoreError.ambiguousSession(prefix: text, ids: rows.prefix(5).map(\.id))
                }
                throw StoreError.notFound(kind: "session with id", value: text,
                                          hint: key.count < 4 ? "give at least 4 characters of the id" : "`gymbo sessions list` shows the ids")
            }
            // Names are unique in any case, so the name finds the one athlete.
            let named = try tx.athlete(exactlyNamed: row.name).flatMap { $0.id.lowercased == row.athlete ? $0 : nil }
            guard let athlete = try named ?? tx.athletes().first(where: { $0.id.lowercased == row.athlete }),
                  let session = try tx.fetchSessions(athleteId: athlete.id, id: row.id).first else {
                throw StoreError.notFound(kind: "session with id", value: text, hint: "")
            }
            return (session, athlete)
        }
    }

    /// The user's decisions about an athlete's sessions, by session id.
    public func sessionDecisions(athleteId: UUID) throws -> [String: SessionDecision] {
        try reading { tx in try tx.fetchDecisions(athlete: athleteId.lowercased) }
    }

    /// One athlete's sessions, decisions and (unless one loaded before is passed in) the catalog, in one
    /// snapshot.
    public func storedHistory(athleteId: UUID, exercises: [UUID: Exercise]?) throws -> StoredHistory {
        try reading { tx in
            StoredHistory(
                sessions: try tx.fetchSessions(athleteId: athleteId),
                decisions: try tx.fetchDecisions(athlete: athleteId.lowercased),
                exercises: try exercises ?? Dictionary(uniqueKeysWithValues: try tx.exercises().map { ($0.id, $0) }))
        }
    }
}

// MARK: Writing sessions

extension PostgresStore.Transaction {
    /// Writes a session: added, updated, unchanged or a duplicate (see `GymBoStore.insertSession`).
    ///
    /// The first session of an athlete in a transaction takes a lock on the athlete's sessions (so two
    /// transactions never write the same athlete's sessions at once) and reads their keys. A session whose
    /// id is derived from its athlete, source, start and name (`Session.hasDerivedId`: every session of
    /// another app's export) is then decided against those keys without a round trip: a new one takes a
    /// `seq` from a block reserved ahead and waits, with its entries and sets, in the COPY buffers. Any
    /// other session (ids from the app's files, `replaceById`), and a changed one replacing its stored
    /// version, goes in with one statement: its row unless its id is any athlete's or its (athlete,
    /// source, start, name) is taken; with merge or replace-on-change the same statement returns the
    /// session stored under the id: `.duplicate` when there is none (the start and name were taken) or it
    /// is another athlete's, `.unchanged` when its content is the same; otherwise it is deleted (its
    /// entries and sets with it) and the session written anew, `.updated`.
    public func insertSession(_ session: Session, importId: Int64?, replaceById: Bool, replaceOnChange: Bool) throws -> SessionOutcome {
        let athlete = session.athleteId.lowercased
        let hash = GymBoStore.contentHash(session)
        if lockedAthletes.insert(athlete).inserted {
            try execute("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))", [.text("gymbo.sessions." + athlete)])
        }
        if !replaceById, session.hasDerivedId {
            var keys = try storedSessionKeys(athlete)
            let key = Self.sessionKey(source: session.source, startedAt: Timestamp.string(session.startedAt), name: session.name)
            if let stored = keys[key] {
                guard replaceOnChange else { return .duplicate }
                if stored == hash { return .unchanged }
            } else {
                let seq = try client.nextSessionSeq()
                try bufferSession(session, athlete: athlete, seq: seq, hash: hash, importId: importId)
                keys[key] = hash
                sessionKeys[athlete] = keys
                return .added
            }
        }
        // The statements below read the session table: buffered rows go first, and the keys are read anew.
        try flush()
        sessionKeys[athlete] = nil
        let values = Self.sessionValues(session, id: session.id.lowercased, athlete: athlete, hash: hash, importId: importId)
        guard replaceById || replaceOnChange else {
            guard let seq = try client.queryPrepared(Self.sessionInsertIfNew, values).first?.preparedInt("seq") else { return .duplicate }
            try bufferEntries(session, athlete: athlete, seq: seq)
            return .added
        }
        let rows = try client.queryPrepared(Self.sessionInsertIfNewOrStored, values)
        guard let row = rows.first, let storedSeq = row.preparedInt("seq") else { return .duplicate }
        guard let stored = row.preparedText("athleteId") else {
            try bufferEntries(session, athlete: athlete, seq: storedSeq)
            return .added
        }
        guard stored == athlete else { return .duplicate }
        if row.preparedText("contentHash") == hash { return .unchanged }
        // Counted from the deleted row's packed sets.
        let previousSets = try query("DELETE FROM session WHERE athleteId = $1 AND seq = $2 RETURNING sets", [.text(athlete), .int(storedSeq)])
            .first.map { try $0.bytes(at: 0) }.flatMap(PackedSets.decode)?.reduce(0) { $0 + $1.count } ?? 0
        // A replacement must land: a clash with another stored session is an error.
        guard let seq = try client.query(Self.sessionInsert, values).first?.int("seq") else { return .duplicate }
        try bufferEntries(session, athlete: athlete, seq: seq)
        return .updated(previousSets: previousSets)
    }

    /// The keys (source, start, name) of the athlete's stored sessions with their content hashes, read
    /// once per transaction (again only after a statement wrote a session) under the lock on the athlete's
    /// sessions that `insertSession` takes and the transaction holds to its end.
    private func storedSessionKeys(_ athlete: String) throws -> [String: String] {
        if let known = sessionKeys[athlete] { return known }
        var keys: [String: String] = [:]
        for row in try query("SELECT source, startedAt, name, contentHash FROM session WHERE athleteId = $1", [.text(athlete)]) {
            keys[Self.sessionKey(source: try row.text(at: 0), startedAt: try row.text(at: 1), name: try row.text(at: 2))] = try row.text(at: 3)
        }
        sessionKeys[athlete] = keys
        return keys
    }

    private static func sessionKey(source: String, startedAt: String, name: String) -> String {
        source + "\u{1F}" + startedAt + "\u{1F}" + name
    }

    /// Whether a session stored under the same id has other content than `session`.
    public func storedSessionDiffers(_ session: Session) throws -> Bool {
        let stored = try query("SELECT contentHash FROM session WHERE id = $1", [.text(session.id.lowercased)]).first?.text("contentHash")
        return stored != GymBoStore.contentHash(session)
    }

    /// Stores the user's decision about a session; returns the session's athlete (lowercased id), whose
    /// records the decision changes.
    public func saveDecision(sessionId: UUID, _ decision: SessionDecision, now: Date) throws -> String {
        let id = sessionId.lowercased
        guard let athlete = try query("""
            INSERT INTO sessionDecision (athleteId, sessionId, decision, decidedAt)
            SELECT athleteId, id, $2, $3 FROM session WHERE id = $1
            ON CONFLICT (athleteId, sessionId) DO UPDATE SET decision = excluded.decision, decidedAt = excluded.decidedAt
            RETURNING athleteId
            """, [.text(id), .text(decision.rawValue), .text(Timestamp.string(now))]).first?.text("athleteId") else {
            throw StoreError.notFound(kind: "session with id", value: id, hint: "")
        }
        return athlete
    }

    /// The session's row into its COPY buffer (its `seq`, then the insert's values, its packed sets
    /// among them), and its entries after it.
    private func bufferSession(_ session: Session, athlete: String, seq: Int, hash: String, importId: Int64?) throws {
        pendingSessions.add(seq)
        for value in Self.sessionValues(session, id: session.id.lowercased, athlete: athlete, hash: hash, importId: importId) {
            pendingSessions.add(value)
        }
        pendingSessions.endLine()
        try bufferEntries(session, athlete: athlete, seq: seq)
    }

    /// The session's exercise entries, into the COPY buffer as rows of session `seq` (its sets are packed
    /// in its row). Beyond
    /// `Session.maxEntries` entries, or sets of one entry, is an error (as on SQLite, after the session's
    /// row went in; the transaction is expected to roll back).
    private func bufferEntries(_ session: Session, athlete: String, seq: Int) throws {
        let limit = Session.maxEntries
        guard session.exercises.count <= limit, session.exercises.allSatisfy({ $0.sets.count <= limit }) else {
            throw StoreError.postgres(location: client.location.display, state: "23514",
                                      message: "session '\(session.name)' has more than \(limit) exercises or sets of one exercise")
        }
        for (position, exercise) in session.exercises.enumerated() {
            pendingExercises.add(athlete)
            pendingExercises.add(seq)
            pendingExercises.add(position)
            pendingExercises.add(exercise.exerciseId.lowercased)
            pendingExercises.add(exercise.groupId)
            pendingExercises.add(exercise.groupId == nil ? nil : "superset")
            pendingExercises.add(exercise.notes)
            pendingExercises.add(exercise.sourceName)
            pendingExercises.endLine()
        }
    }

    private static func sessionValues(_ session: Session, id: String, athlete: String, hash: String, importId: Int64?) -> [PostgresValue] {
        [.text(id), .text(athlete), PostgresValue(session.templateId?.lowercased), .text(session.name),
         .text(Timestamp.string(session.startedAt)), .int(session.duration), .text(session.notes),
         PostgresValue(session.minHeartRate), PostgresValue(session.maxHeartRate), PostgresValue(session.avgHeartRate),
         .text(session.source), .text(hash), PostgresValue(importId), .bytes(PackedSets.encode(session.exercises))]
    }

    /// The columns of `sessionValues`, in their order (the COPY of buffered sessions writes `seq` first).
    static let sessionColumns = """
        id, athleteId, templateId, name, startedAt, duration, notes, minHeartRate, maxHeartRate, avgHeartRate, source, contentHash, importId, sets
        """
    /// Typed, so that a NULL bound without a type goes into an integer column, and so that the inserts can
    /// be prepared (`PostgresClient.queryPrepared`): integers go as bigint into their integer columns.
    private static let sessionPlaceholders = """
        $1::text, $2::text, $3::text, $4::text, $5::text, $6::bigint, $7::text, $8::bigint, $9::bigint, $10::bigint, \
        $11::text, $12::text, $13::bigint, $14::bytea
        """

    /// A session's row unless its id is any athlete's session's (one session per id, as on SQLite) or its
    /// (athlete, source, start, name) is taken; returns its `seq` when it went in.
    private static let sessionInsertIfNew = """
        INSERT INTO session (\(sessionColumns)) SELECT \(sessionPlaceholders)
        WHERE NOT EXISTS (SELECT 1 FROM session WHERE id = $1::text) ON CONFLICT DO NOTHING RETURNING seq
        """

    /// `sessionInsertIfNew`, and when it did not go in, the session stored under the id (the statement's
    /// snapshot does not see the insert, so at most one of the two comes back).
    private static let sessionInsertIfNewOrStored = """
        WITH added AS (\(sessionInsertIfNew))
        SELECT seq, NULL::text AS athleteId, NULL::text AS contentHash FROM added
        UNION ALL
        SELECT seq, athleteId, contentHash FROM session WHERE id = $1::text
        """

    /// A session's row replacing a deleted one: a conflict is an error.
    private static let sessionInsert = "INSERT INTO session (\(sessionColumns)) VALUES (\(sessionPlaceholders)) RETURNING seq"
}

// MARK: Reading sessions

extension PostgresStore.Transaction {
    /// A session's packed sets; damage (`db check` names it) when they do not read.
    func unpackSets(_ bytes: [UInt8], session: @autoclosure () throws -> String) throws -> [[PerformedSet]] {
        guard let sets = PackedSets.decode(bytes) else {
            throw StoreError.postgres(location: client.location.display, state: "XX001", message: "the sets of session \(try session()) do not read (damaged)")
        }
        return sets
    }

    /// An athlete's sessions, oldest first (by start, then id), optionally only those starting in
    /// `[from, to)` or the one with id `id`: two statements (sessions with their packed sets, entries)
    /// whatever their number.
    func fetchSessions(athleteId: UUID, from: Date? = nil, to: Date? = nil, id: String? = nil) throws -> [Session] {
        var clauses = ["athleteId = $1"]
        var values: [PostgresValue] = [.text(athleteId.lowercased)]
        // Compared byte by byte, as SQLite compares text.
        if let from { values.append(.text(Timestamp.string(from))); clauses.append("startedAt COLLATE \"C\" >= $\(values.count)") }
        if let to { values.append(.text(Timestamp.string(to))); clauses.append("startedAt COLLATE \"C\" < $\(values.count)") }
        if let id { values.append(.text(id)); clauses.append("id = $\(values.count)") }
        let condition = clauses.joined(separator: " AND ")
        // The entries and sets of every session of the athlete, or of those the conditions pick.
        let scope = clauses.count == 1 ? "athleteId = $1" : "athleteId = $1 AND sessionSeq IN (SELECT seq FROM session WHERE \(condition))"

        var sessions: [Session] = []
        var index: [Int: Int] = [:]
        var packed: [[[PerformedSet]]] = []
        for row in try query("""
            SELECT seq, id, templateId, name, startedAt, duration, notes, minHeartRate, maxHeartRate, avgHeartRate, source, sets
            FROM session WHERE \(condition) ORDER BY startedAt COLLATE "C", id COLLATE "C"
            """, values) {
            index[try row.int("seq")] = sessions.count
            packed.append(try unpackSets(row.bytes(at: 11), session: row.text("id")))
            sessions.append(Session(
                id: UUID(text: try row.text("id")) ?? .zero, athleteId: athleteId,
                templateId: try row.optionalText("templateId").flatMap(UUID.init(text:)), name: try row.text("name"),
                startedAt: Timestamp.parseISO(try row.text("startedAt")) ?? Date(timeIntervalSince1970: 0), duration: try row.int("duration"),
                notes: try row.text("notes"), minHeartRate: try row.optionalInt("minHeartRate"), maxHeartRate: try row.optionalInt("maxHeartRate"),
                avgHeartRate: try row.optionalInt("avgHeartRate"), source: try row.text("source"), exercises: []))
        }
        guard !sessions.isEmpty else { return [] }

        for row in try query("""
            SELECT sessionSeq, exerciseId, groupId, notes, sourceName FROM sessionExercise WHERE \(scope) ORDER BY sessionSeq, position
            """, values) {
            guard let i = index[try row.int(at: 0)] else { continue }
            sessions[i].exercises.append(Session.Exercise(
                exerciseId: UUID(text: try row.text(at: 1)) ?? .zero, groupId: try row.optionalInt(at: 2),
                notes: try row.text(at: 3), sets: [], sourceName: try row.optionalText(at: 4)))
        }

        for (i, sets) in packed.enumerated() {
            for (position, sets) in zip(sessions[i].exercises.indices, sets) { sessions[i].exercises[position].sets = sets }
        }
        return sessions
    }

    /// The user's decisions about an athlete's sessions (`gymbo sessions drop|keep`), by session id.
    func fetchDecisions(athlete: String) throws -> [String: SessionDecision] {
        var decisions: [String: SessionDecision] = [:]
        for row in try query("SELECT sessionId, decision FROM sessionDecision WHERE athleteId = $1", [.text(athlete)]) {
            if let decision = SessionDecision(rawValue: try row.text("decision")) { decisions[try row.text("sessionId")] = decision }
        }
        return decisions
    }
}

// MARK: Import log

extension PostgresStore.Transaction {
    /// The athletes of earlier imports of the same bytes (by SHA-256) that committed; nil for a file
    /// without an athlete (a template).
    public func importedAthleteNames(sha256: String) throws -> [String?] {
        try query("""
            SELECT a.name AS athlete FROM importRecord i LEFT JOIN athlete a ON a.id = i.athleteId
            WHERE i.sha256 = $1 AND i.outcome = 'imported' ORDER BY i.id
            """, [.text(sha256)]).map { try $0.optionalText("athlete") }
    }

    /// Records that a file's import began; returns the import's id, which its sessions carry.
    public func logImportStart(path: String, sha256: String, format: String, at date: Date) throws -> Int64 {
        Int64(try query("""
            INSERT INTO importRecord (path, sha256, format, outcome, importedAt) VALUES ($1, $2, $3, 'running', $4) RETURNING id
            """, [.text(path), .text(sha256), .text(format), .text(Timestamp.string(date))]).first?.int("id") ?? 0)
    }

    /// Records a file's import as done, with its counts.
    public func logImportEnd(id: Int64, athleteId: UUID?, added: Int, updated: Int, unchanged: Int, skipped: Int, message: String) throws {
        try execute("""
            UPDATE importRecord SET athleteId = $1, added = $2, updated = $3, unchanged = $4, skipped = $5, errors = 0,
                   outcome = 'imported', message = $6 WHERE id = $7
            """, [PostgresValue(athleteId?.lowercased), .int(added), .int(updated), .int(unchanged), .int(skipped), .text(message), .int(Int(id))])
    }
}
