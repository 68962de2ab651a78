import Foundation

/// The records of one athlete for one exercise (SPEC §4.1).
///
/// The table as it is stored and shown; how sets are folded into it is the analytics' part
/// (`PersonalRecords+Absorb.swift`). Every record keeps the set that made it.
public struct PersonalRecords: Sendable, Equatable, Codable {
    /// A set that holds a record.
    public struct Holder: Sendable, Equatable, Codable {
        /// The record's value: kg, reps, e1RM or volume, by the record.
        public var value: Double
        /// The set's load, kg.
        public var weight: Double
        /// The set's reps.
        public var reps: Int
        /// The session's start, as stored (`2026-11-16T06:00:00Z`).
        public var date: String
        /// The session's id, lowercased.
        public var sessionId: String
        /// The set's position in the session, which breaks ties.
        public var position: Int
    }

    /// The athlete the records are of.
    public var athleteId: UUID
    /// The exercise the records are of.
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

    /// An empty table: no record yet.
    public init(athleteId: UUID, exerciseId: UUID) {
        self.athleteId = athleteId
        self.exerciseId = exerciseId
    }

    /// A record that moved, for "new PR" events.
    public struct Event: Sendable, Equatable, Codable {
        /// The four records of the table.
        public enum Kind: String, Sendable, Codable { case maxWeight, maxReps, bestE1RM, bestSessionVolume }
        /// Which record moved.
        public var kind: Kind
        /// The value it beat; nil for the first record of its kind.
        public var oldValue: Double?
        /// The new value.
        public var newValue: Double
        /// The session that set it, lowercased id.
        public var sessionId: String
        /// When that session started, as stored.
        public var date: String
    }

    /// Max reps as a plain count.
    public var maxRepsCount: Int? { maxReps?.reps }
}
