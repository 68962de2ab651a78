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
    /// New sessions that are later than everything known for a pair are folded in (fast, and the "new
    /// record" events come out in order). A pair that got an older session, or whose sessions were
    /// updated or deleted, is recomputed from its history, so the result always equals a full recompute.
    func sessionsWritten(_ db: Database, sessionIds: [String], affected: Set<AthleteExercise>, recomputeAthletes: Set<UUID> = []) throws {
        let written = Set(sessionIds)
        // An athlete who got at least as many sessions as they had before (a first import, a history) is
        // recomputed in one chronological pass: cheaper than folding pair by pair, and always exact.
        var recompute = recomputeAthletes
        for athleteId in Set(affected.map(\.athleteId)).subtracting(recompute) {
            let total = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM session WHERE athleteId = ?", arguments: [athleteId.lowercased]) ?? 0
            let new = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM session WHERE athleteId = ? AND importId = (SELECT importId FROM session WHERE id = ?)",
                                       arguments: [athleteId.lowercased, sessionIds.first ?? ""]) ?? 0
            if new * 2 >= total { recompute.insert(athleteId) }
        }
        for athleteId in recompute.sorted(by: { $0.uuidString < $1.uuidString }) { try Self.recomputeRecords(db, athleteId: athleteId.lowercased) }
        let pairs = affected.filter { !recompute.contains($0.athleteId) }
        guard !pairs.isEmpty, !sessionIds.isEmpty else { return }
        var byAthlete: [UUID: Set<UUID>] = [:]
        for pair in pairs { byAthlete[pair.athleteId, default: []].insert(pair.exerciseId) }
        for (athleteId, exerciseIds) in byAthlete.sorted(by: { $0.key.uuidString < $1.key.uuidString }) {
            let sessions = try Self.fetchSessions(db, athleteId: athleteId, ids: Array(written))
            for exerciseId in exerciseIds.sorted(by: { $0.uuidString < $1.uuidString }) {
                let athlete = athleteId.lowercased, exercise = exerciseId.lowercased
                var lastUsed = try Self.loadLastUsed(db, athlete, exercise)
                let mine = sessions.compactMap { s -> (String, String, [PerformedSet])? in
                    let sets = s.exercises.filter { $0.exerciseId == exerciseId }.flatMap(\.sets)
                    return sets.isEmpty ? nil : (s.id.lowercased, Timestamp.string(s.startedAt), sets)
                }.sorted { ($0.1, $0.0) < ($1.1, $1.0) }
                if let first = mine.first, let last = lastUsed, (first.1, first.0) < (last.date, last.sessionId) {
                    try Self.recomputeRecords(db, athleteId: athlete, exerciseId: exercise)
                    continue
                }
                var records = try Self.loadRecords(db, athlete, exercise) ?? PersonalRecords(athleteId: athleteId, exerciseId: exerciseId)
                var events: [PersonalRecords.Event] = []
                for (sessionId, date, sets) in mine {
                    events += records.absorb(sessionId: sessionId, date: date, sets: sets)
                    if let used = LastUsed(sessionId: sessionId, date: date, sets: sets), used.isLater(than: lastUsed) { lastUsed = used }
                }
                try Self.saveRecords(db, records, events: events)
                if let lastUsed { try Self.saveLastUsed(db, athlete, exercise, lastUsed) }
            }
        }
    }

    /// Recomputes records, events and last-used values from the sessions, for everything or one athlete
    /// (optionally one exercise). One chronological pass over the sets.
    static func recomputeRecords(_ db: Database, athleteId: String? = nil, exerciseId: String? = nil) throws {
        var scope = ""
        var arguments: [DatabaseValueConvertible] = []
        if let athleteId { scope += " AND athleteId = ?"; arguments.append(athleteId) }
        if let exerciseId { scope += " AND exerciseId = ?"; arguments.append(exerciseId) }
        for table in ["personalRecord", "recordEvent", "exerciseLastUsed"] {
            try db.execute(sql: "DELETE FROM \(table) WHERE 1\(scope)", arguments: StatementArguments(arguments))
        }
        var setScope = ""
        if athleteId != nil { setScope += " AND s.athleteId = ?" }
        if exerciseId != nil { setScope += " AND x.exerciseId = ?" }
        let cursor = try Row.fetchCursor(db, sql: """
            SELECT s.athleteId, x.exerciseId, s.id, s.startedAt, t.reps, t.weight, t.completed, t.type, t.restTime
            FROM session s
            JOIN sessionSet t ON t.sessionSeq = s.seq
            JOIN sessionExercise x ON x.sessionSeq = t.sessionSeq AND x.position = t.exercisePosition
            WHERE 1\(setScope)
            ORDER BY s.athleteId, s.startedAt, s.id, t.exercisePosition, t.position
            """, arguments: StatementArguments(arguments))
        var records: [String: PersonalRecords] = [:]
        var lastUsed: [String: LastUsed] = [:]
        var events: [PersonalRecords.Event] = []
        var eventPairs: [(String, String)] = []
        var currentSession = ""
        var pending: [String: (athlete: String, exercise: String, date: String, sets: [PerformedSet])] = [:]
        var pendingOrder: [String] = []
        func flush() {
            for key in pendingOrder {
                guard let p = pending[key] else { continue }
                var r = records[key] ?? PersonalRecords(athleteId: UUID(uuidString: p.athlete) ?? .zero, exerciseId: UUID(uuidString: p.exercise) ?? .zero)
                for event in r.absorb(sessionId: currentSession, date: p.date, sets: p.sets) {
                    events.append(event)
                    eventPairs.append((p.athlete, p.exercise))
                }
                records[key] = r
                if let used = LastUsed(sessionId: currentSession, date: p.date, sets: p.sets) { lastUsed[key] = used }
            }
            pending.removeAll(keepingCapacity: true)
            pendingOrder.removeAll(keepingCapacity: true)
        }
        while let row = try cursor.next() {
            let sessionId: String = row[2]
            if sessionId != currentSession {
                flush()
                currentSession = sessionId
            }
            let athlete: String = row[0], exercise: String = row[1]
            let key = athlete + "|" + exercise
            let set = PerformedSet(reps: row[4], weight: row[5], restTime: row[8], completed: row[6], type: SetType(rawValue: row[7]) ?? .normal)
            if pending[key] == nil {
                pending[key] = (athlete, exercise, row[3], [set])
                pendingOrder.append(key)
            } else {
                pending[key]?.sets.append(set)
            }
        }
        flush()
        for key in records.keys.sorted() {
            try saveRecords(db, records[key]!, events: [])
            if let used = lastUsed[key] {
                let parts = key.split(separator: "|").map(String.init)
                try saveLastUsed(db, parts[0], parts[1], used)
            }
        }
        for (event, pair) in zip(events, eventPairs) { try insertEvent(db, athlete: pair.0, exercise: pair.1, event) }
    }

    static func loadRecords(_ db: Database, _ athlete: String, _ exercise: String) throws -> PersonalRecords? {
        guard let detail = try String.fetchOne(db, sql: "SELECT detail FROM personalRecord WHERE athleteId = ? AND exerciseId = ?", arguments: [athlete, exercise]) else { return nil }
        return try JSONDecoder().decode(PersonalRecords.self, from: Data(detail.utf8))
    }

    static func saveRecords(_ db: Database, _ r: PersonalRecords, events: [PersonalRecords.Event]) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let detail = String(decoding: try encoder.encode(r), as: UTF8.self)
        try db.execute(sql: """
            INSERT OR REPLACE INTO personalRecord(athleteId, exerciseId, maxWeight, maxWeightReps, maxWeightDate, maxWeightSessionId,
                maxReps, maxRepsWeight, maxRepsDate, maxRepsSessionId, bestE1RM, bestE1RMWeight, bestE1RMReps, bestE1RMDate,
                bestE1RMSessionId, bestSessionVolume, bestSessionVolumeDate, bestSessionVolumeSessionId, detail)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, arguments: [
                r.athleteId.lowercased, r.exerciseId.lowercased,
                r.maxWeight?.weight, r.maxWeight?.reps, r.maxWeight?.date, r.maxWeight?.sessionId,
                r.maxReps?.reps, r.maxReps?.weight, r.maxReps?.date, r.maxReps?.sessionId,
                r.bestE1RM?.value, r.bestE1RM?.weight, r.bestE1RM?.reps, r.bestE1RM?.date, r.bestE1RM?.sessionId,
                r.bestSessionVolume?.value, r.bestSessionVolume?.date, r.bestSessionVolume?.sessionId, detail,
            ])
        for event in events { try insertEvent(db, athlete: r.athleteId.lowercased, exercise: r.exerciseId.lowercased, event) }
    }

    static func insertEvent(_ db: Database, athlete: String, exercise: String, _ event: PersonalRecords.Event) throws {
        try db.execute(sql: """
            INSERT INTO recordEvent(athleteId, exerciseId, sessionId, kind, oldValue, newValue, date) VALUES (?, ?, ?, ?, ?, ?, ?)
            """, arguments: [athlete, exercise, event.sessionId, event.kind.rawValue, event.oldValue, event.newValue, event.date])
    }

    static func loadLastUsed(_ db: Database, _ athlete: String, _ exercise: String) throws -> LastUsed? {
        guard let row = try Row.fetchOne(db, sql: "SELECT * FROM exerciseLastUsed WHERE athleteId = ? AND exerciseId = ?", arguments: [athlete, exercise]) else { return nil }
        var used = LastUsed(sessionId: row["sessionId"], date: row["date"], sets: [PerformedSet(reps: row["reps"], weight: row["weight"])])!
        used.setCount = row["setCount"]
        used.restTime = row["restTime"]
        return used
    }

    static func saveLastUsed(_ db: Database, _ athlete: String, _ exercise: String, _ used: LastUsed) throws {
        try db.execute(sql: """
            INSERT OR REPLACE INTO exerciseLastUsed(athleteId, exerciseId, weight, reps, setCount, date, sessionId, restTime)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """, arguments: [athlete, exercise, used.weight, used.reps, used.setCount, used.date, used.sessionId, used.restTime])
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
