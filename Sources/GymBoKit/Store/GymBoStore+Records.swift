import Foundation
import GRDB

/// What an athlete last did with an exercise (the app pre-fills the next session with it).
public struct LastUsed: Sendable, Equatable, Codable {
    public var weight: Double
    public var reps: Int
    public var setCount: Int
    public var date: String
    public var sessionId: String
    public var restTime: Int?

    /// From one session's sets of the exercise: the last completed working set, the number of working sets.
    init?(sessionId: String, date: String, sets: [PerformedSet]) {
        let working = sets.filter(\.isWorking)
        guard let last = working.last(where: { $0.reps > 0 }) ?? working.last else { return nil }
        weight = last.weight
        reps = last.reps
        setCount = working.count
        self.date = date
        self.sessionId = sessionId
        restTime = last.restTime
    }

    /// True when `self` is from a later session than `other` (ties by session id).
    func isLater(than other: LastUsed?) -> Bool {
        guard let other else { return true }
        return (date, sessionId) > (other.date, other.sessionId)
    }
}

extension GymBoStore {
    /// Keeps records and last-used values current after an import wrote sessions (inside its transaction).
    ///
    /// - Parameters:
    ///   - written: the ids of the sessions written, per athlete.
    ///   - recomputeAthletes: athletes whose sessions were updated or deleted.
    ///
    /// New sessions later than everything known for a pair are folded in: fast, and the "new record"
    /// events come out in order. An athlete who got an older session for a pair, whose sessions changed,
    /// or whose import at least doubled their history (a first import), is recomputed in one chronological
    /// pass. Either way the result equals a full recompute.
    func sessionsWritten(_ db: Database, written: [UUID: [String]], recomputeAthletes: Set<UUID> = []) throws {
        for athleteId in recomputeAthletes.sorted(by: { $0.uuidString < $1.uuidString }) {
            try Self.recomputeRecords(db, athleteId: athleteId.lowercased)
        }
        for (athleteId, ids) in written.sorted(by: { $0.key.uuidString < $1.key.uuidString }) where !recomputeAthletes.contains(athleteId) && !ids.isEmpty {
            let athlete = athleteId.lowercased
            let total = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM session WHERE athleteId = ?", arguments: [athlete]) ?? 0
            if ids.count * 2 >= total {
                try Self.recomputeRecords(db, athleteId: athlete)
                continue
            }
            var perExercise: [UUID: [(id: String, date: String, sets: [PerformedSet])]] = [:]
            for session in try Self.fetchSessions(db, athleteId: athleteId, ids: ids) {
                var grouped: [UUID: [PerformedSet]] = [:]
                for exercise in session.exercises { grouped[exercise.exerciseId, default: []] += exercise.sets }
                for (exercise, sets) in grouped where !sets.isEmpty {
                    perExercise[exercise, default: []].append((session.id.lowercased, Timestamp.string(session.startedAt), sets))
                }
            }
            var lastUsed: [UUID: LastUsed] = [:]
            var olderArrived = false
            for (exercise, list) in perExercise {
                guard let used = try Self.loadLastUsed(db, athlete, exercise.lowercased) else { continue }
                lastUsed[exercise] = used
                if let first = list.min(by: { ($0.date, $0.id) < ($1.date, $1.id) }), (first.date, first.id) < (used.date, used.sessionId) {
                    olderArrived = true
                }
            }
            if olderArrived {
                try Self.recomputeRecords(db, athleteId: athlete)
                continue
            }
            for (exercise, list) in perExercise.sorted(by: { $0.key.uuidString < $1.key.uuidString }) {
                var records = try Self.loadRecords(db, athlete, exercise.lowercased) ?? PersonalRecords(athleteId: athleteId, exerciseId: exercise)
                var events: [PersonalRecords.Event] = []
                var used = lastUsed[exercise]
                for entry in list.sorted(by: { ($0.date, $0.id) < ($1.date, $1.id) }) {
                    events += records.absorb(sessionId: entry.id, date: entry.date, sets: entry.sets)
                    if let candidate = LastUsed(sessionId: entry.id, date: entry.date, sets: entry.sets), candidate.isLater(than: used) { used = candidate }
                }
                try Self.saveRecords(db, records, events: events)
                if let used { try Self.saveLastUsed(db, athlete, exercise.lowercased, used) }
            }
        }
    }

    /// Recomputes records, events and last-used values from the sessions, for everything or one athlete.
    /// One chronological pass over each athlete's sets.
    static func recomputeRecords(_ db: Database, athleteId: String? = nil) throws {
        let athletes = try athleteId.map { [$0] } ?? String.fetchAll(db, sql: "SELECT id FROM athlete ORDER BY id")
        for athlete in athletes { try recomputeAthlete(db, athlete) }
    }

    /// One athlete: the sets are read as plain numbers through the C API (reading them as GRDB rows with
    /// four strings each took seconds on a million sets), grouped by session, then folded in session order.
    private static func recomputeAthlete(_ db: Database, _ athlete: String) throws {
        for table in ["personalRecord", "recordEvent", "exerciseLastUsed"] {
            try db.execute(sql: "DELETE FROM \(table) WHERE athleteId = ?", arguments: [athlete])
        }
        let computed = try computeRecords(db, athlete: athlete)
        for exercise in computed.records.keys.sorted() {
            try saveRecords(db, computed.records[exercise]!, events: [])
            if let used = computed.lastUsed[exercise] { try saveLastUsed(db, athlete, exercise, used) }
        }
        for (exercise, event) in computed.events { try insertEvent(db, athlete: athlete, exercise: exercise, event) }
    }

    /// One athlete's records, last-used values and events, computed from the sets and written nowhere.
    struct ComputedRecords {
        /// By exercise id.
        var records: [String: PersonalRecords] = [:]
        var lastUsed: [String: LastUsed] = [:]
        /// In the order they happened, with their exercise id.
        var events: [(String, PersonalRecords.Event)] = []
    }

    /// The recompute itself, read-only: the writer above and `db check` both use it. The sets are read
    /// as plain numbers through the C API (as GRDB rows with four strings each they took seconds on a
    /// million sets), grouped by session, then folded in session order: start, then id, as the
    /// incremental path does.
    static func computeRecords(_ db: Database, athlete: String) throws -> ComputedRecords {
        var order: [(seq: Int, id: String, date: String)] = []
        let sessions = try RawQuery(db, sql: "SELECT seq, id, startedAt FROM session WHERE athleteId = ? ORDER BY startedAt, id", arguments: [athlete])
        while try sessions.next() { order.append((sessions.int(0), sessions.text(1), sessions.text(2))) }
        guard !order.isEmpty else { return ComputedRecords() }

        var exerciseIds: [String] = []
        var exerciseIndex: [String: Int] = [:]
        var entryExercise: [Int: Int] = [:]  // seq << 16 | position → exercise index
        let entries = try RawQuery(db, sql: """
            SELECT x.sessionSeq, x.position, x.exerciseId FROM session s JOIN sessionExercise x ON x.sessionSeq = s.seq WHERE s.athleteId = ?
            """, arguments: [athlete])
        while try entries.next() {
            let id = entries.text(2)
            let index = exerciseIndex[id] ?? { exerciseIds.append(id); exerciseIndex[id] = exerciseIds.count - 1; return exerciseIds.count - 1 }()
            entryExercise[entries.int(0) << 16 | entries.int(1)] = index
        }

        // Sets per session, per exercise (in exercise-position then set order, as the incremental path).
        var setsBySession: [Int: [(exercise: Int, sets: [PerformedSet])]] = [:]
        let sets = try RawQuery(db, sql: """
            SELECT t.sessionSeq, t.exercisePosition, t.reps, t.weight, t.restTime, t.completed,
                   CASE t.type WHEN 'warmup' THEN 1 WHEN 'dropset' THEN 2 WHEN 'failure' THEN 3 ELSE 0 END
            FROM session s JOIN sessionSet t ON t.sessionSeq = s.seq WHERE s.athleteId = ?
            ORDER BY t.sessionSeq, t.exercisePosition, t.position
            """, arguments: [athlete])
        let types: [SetType] = [.normal, .warmup, .dropset, .failure]
        while try sets.next() {
            let seq = sets.int(0)
            guard let exercise = entryExercise[seq << 16 | sets.int(1)] else { continue }
            let set = PerformedSet(reps: sets.int(2), weight: sets.double(3), restTime: sets.int(4), completed: sets.int(5) != 0, type: types[sets.int(6)])
            var list = setsBySession[seq] ?? []
            if let i = list.firstIndex(where: { $0.exercise == exercise }) { list[i].sets.append(set) } else { list.append((exercise, [set])) }
            setsBySession[seq] = list
        }

        let athleteUUID = UUID(uuidString: athlete) ?? .zero
        var result = ComputedRecords()
        for session in order {
            for (exercise, list) in setsBySession[session.seq] ?? [] {
                let id = exerciseIds[exercise]
                var r = result.records[id] ?? PersonalRecords(athleteId: athleteUUID, exerciseId: UUID(uuidString: id) ?? .zero)
                for event in r.absorb(sessionId: session.id, date: session.date, sets: list) { result.events.append((id, event)) }
                result.records[id] = r
                if let used = LastUsed(sessionId: session.id, date: session.date, sets: list) { result.lastUsed[id] = used }
            }
        }
        return result
    }

    static func loadRecords(_ db: Database, _ athlete: String, _ exercise: String) throws -> PersonalRecords? {
        guard let detail = try String.fetchOne(db, sql: "SELECT detail FROM personalRecord WHERE athleteId = ? AND exerciseId = ?", arguments: [athlete, exercise]) else { return nil }
        return try JSONDecoder().decode(PersonalRecords.self, from: Data(detail.utf8))
    }

    static func saveRecords(_ db: Database, _ r: PersonalRecords, events: [PersonalRecords.Event]) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let detail = String(decoding: try encoder.encode(r), as: UTF8.self)
        try db.cachedStatement(sql: """
            INSERT OR REPLACE INTO personalRecord(athleteId, exerciseId, maxWeight, maxWeightReps, maxWeightDate, maxWeightSessionId,
                maxReps, maxRepsWeight, maxRepsDate, maxRepsSessionId, bestE1RM, bestE1RMWeight, bestE1RMReps, bestE1RMDate,
                bestE1RMSessionId, bestSessionVolume, bestSessionVolumeDate, bestSessionVolumeSessionId, detail)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """).execute(arguments: [
                r.athleteId.lowercased, r.exerciseId.lowercased,
                r.maxWeight?.weight, r.maxWeight?.reps, r.maxWeight?.date, r.maxWeight?.sessionId,
                r.maxReps?.reps, r.maxReps?.weight, r.maxReps?.date, r.maxReps?.sessionId,
                r.bestE1RM?.value, r.bestE1RM?.weight, r.bestE1RM?.reps, r.bestE1RM?.date, r.bestE1RM?.sessionId,
                r.bestSessionVolume?.value, r.bestSessionVolume?.date, r.bestSessionVolume?.sessionId, detail,
            ])
        for event in events { try insertEvent(db, athlete: r.athleteId.lowercased, exercise: r.exerciseId.lowercased, event) }
    }

    static func insertEvent(_ db: Database, athlete: String, exercise: String, _ event: PersonalRecords.Event) throws {
        // Cached: a first import writes an event for nearly every session, and preparing each one cost more
        // than running it.
        try db.cachedStatement(sql: """
            INSERT INTO recordEvent(athleteId, exerciseId, sessionId, kind, oldValue, newValue, date) VALUES (?, ?, ?, ?, ?, ?, ?)
            """).execute(arguments: [athlete, exercise, event.sessionId, event.kind.rawValue, event.oldValue, event.newValue, event.date])
    }

    static func loadLastUsed(_ db: Database, _ athlete: String, _ exercise: String) throws -> LastUsed? {
        guard let row = try Row.fetchOne(db, sql: "SELECT * FROM exerciseLastUsed WHERE athleteId = ? AND exerciseId = ?", arguments: [athlete, exercise]) else { return nil }
        var used = LastUsed(sessionId: row["sessionId"], date: row["date"], sets: [PerformedSet(reps: row["reps"], weight: row["weight"])])!
        used.setCount = row["setCount"]
        used.restTime = row["restTime"]
        return used
    }

    static func saveLastUsed(_ db: Database, _ athlete: String, _ exercise: String, _ used: LastUsed) throws {
        try db.cachedStatement(sql: """
            INSERT OR REPLACE INTO exerciseLastUsed(athleteId, exerciseId, weight, reps, setCount, date, sessionId, restTime)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """).execute(arguments: [athlete, exercise, used.weight, used.reps, used.setCount, used.date, used.sessionId, used.restTime])
    }

    // MARK: Public API

    /// Recomputes every record from the sessions (`gymbo records --recompute`), in one transaction.
    public func recomputeRecords(athleteId: UUID? = nil) throws {
        try write { db in try Self.recomputeRecords(db, athleteId: athleteId?.lowercased) }
    }

    /// Stored records, by athlete and exercise.
    public func records(athleteId: UUID? = nil) throws -> [PersonalRecords] {
        try read { db in
            let sql = "SELECT detail FROM personalRecord" + (athleteId == nil ? "" : " WHERE athleteId = ?") + " ORDER BY athleteId, exerciseId"
            return try String.fetchAll(db, sql: sql, arguments: athleteId.map { [$0.lowercased] } ?? []).map {
                try JSONDecoder().decode(PersonalRecords.self, from: Data($0.utf8))
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
            var result: [UUID: LastUsed] = [:]
            for exercise in try String.fetchAll(db, sql: "SELECT exerciseId FROM exerciseLastUsed WHERE athleteId = ?", arguments: [athleteId.lowercased]) {
                if let id = UUID(uuidString: exercise), let used = try Self.loadLastUsed(db, athleteId.lowercased, exercise) { result[id] = used }
            }
            return result
        }
    }
}
