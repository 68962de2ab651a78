import Foundation

/// What an athlete last did with an exercise (the app pre-fills the next session with it).
public struct LastUsed: Sendable, Equatable, Codable {
    public var weight: Double
    public var reps: Int
    public var setCount: Int
    public var date: String
    public var sessionId: String
    public var restTime: Int?
    /// The session's heaviest working load: what the next session's load is compared with for a unit
    /// mix-up (SPEC §4.6). nil in rows written before it was kept (migration `v6-session-review`
    /// recomputes them).
    public var topWeight: Double?

    /// From one session's sets of the exercise: the last completed working set, the number of working sets.
    init?(sessionId: String, date: String, sets: [PerformedSet]) {
        // One pass without a filtered copy: this runs for every exercise of every session a fold reads.
        var count = 0
        var lastWorking: Int?, lastWithReps: Int?
        var top = 0.0
        for (i, set) in sets.enumerated() where set.isWorking {
            count += 1
            lastWorking = i
            if set.reps > 0 { lastWithReps = i }
            top = max(top, set.weight)
        }
        topWeight = top
        guard let index = lastWithReps ?? lastWorking else { return nil }
        let last = sets[index]
        weight = last.weight
        reps = last.reps
        setCount = count
        self.date = date
        self.sessionId = sessionId
        restTime = last.restTime
    }

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

    /// True when `self` is from a later session than `other` (ties by session id).
    func isLater(than other: LastUsed?) -> Bool {
        guard let other else { return true }
        return (date, sessionId) > (other.date, other.sessionId)
    }
}
