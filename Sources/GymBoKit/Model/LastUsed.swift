import Foundation

/// What an athlete last did with an exercise (the app pre-fills the next session with it).
public struct LastUsed: Sendable, Equatable, Codable {
    /// The load of the session's last working set with reps, kg.
    public var weight: Double
    /// That set's reps.
    public var reps: Int
    /// Working sets of the exercise in that session.
    public var setCount: Int
    /// When the session started, as stored (`2026-11-16T06:00:00Z`).
    public var date: String
    /// The session's id, lowercased.
    public var sessionId: String
    /// The rest after that set, seconds, when recorded.
    public var restTime: Int?
    /// The session's heaviest working load: what the next session's load is compared with for a unit
    /// mix-up (SPEC §4.6). nil in rows written before it was kept (migration `v6-session-review`
    /// recomputes them).
    public var topWeight: Double?
}
