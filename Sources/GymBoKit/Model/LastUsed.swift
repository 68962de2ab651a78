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
}
