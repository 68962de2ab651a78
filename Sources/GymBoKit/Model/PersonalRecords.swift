import Foundation

/// The records of one athlete for one exercise (SPEC §4.1).
///
/// The table as it is stored and shown; how sets are folded into it is the analytics' part
/// (`PersonalRecords+Absorb.swift`). Every record keeps the set that made it.
public struct PersonalRecords: Sendable, Equatable, Codable {
    /// A set that holds a record.
    public struct Holder: Sendable, Equatable, Codable {
        public var value: Double
        public var weight: Double
        public var reps: Int
        /// The session's start, as stored (`2026-11-16T06:00:00Z`).
        public var date: String
        public var sessionId: String
        public var position: Int
    }

    public var athleteId: UUID
    public var exerciseId: UUID
    /// Heaviest working set with at least one rep.
    public var maxWeight: Holder?
    /// Most reps in a working set (value = reps; ties: heavier, then earlier).
    public var maxReps: Holder?
    /// Best estimated one-rep max.
    public var bestE1RM: Holder?
    /// Best working-set volume of one session for this exercise (value = kg × reps summed).
    public var bestSessionVolume: Holder?
    /// Heaviest weight lifted for each rep count 1…`maxReps`.
    public var repMax: [Int: Holder] = [:]

    public init(athleteId: UUID, exerciseId: UUID) {
        self.athleteId = athleteId
        self.exerciseId = exerciseId
    }

    /// A record that moved, for "new PR" events.
    public struct Event: Sendable, Equatable, Codable {
        public enum Kind: String, Sendable, Codable { case maxWeight, maxReps, bestE1RM, bestSessionVolume }
        public var kind: Kind
        public var oldValue: Double?
        public var newValue: Double
        public var sessionId: String
        public var date: String
    }

    /// Max reps as a plain count.
    public var maxRepsCount: Int? { maxReps?.reps }
}
