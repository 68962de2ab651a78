import Foundation

/// The kind of a performed set (Strong's `W`/`D`/`F`, Hevy's `set_type`).
public enum SetType: String, Sendable, Codable, CaseIterable {
    case normal, warmup, dropset, failure
}

/// A performed set.
public struct PerformedSet: Sendable, Equatable, Codable {
    /// Reps done (or planned, when not completed).
    public var reps: Int
    /// Kilograms.
    public var weight: Double
    /// Seconds of rest after the set.
    public var restTime: Int
    /// True when the set was done; false for a planned set that was not.
    public var completed: Bool
    /// Rate of perceived exertion (1–10), when logged.
    public var rpe: Double?
    /// Normal, warm-up, drop set or set to failure.
    public var type: SetType
    /// Seconds, for timed sets (planks, cardio).
    public var durationSeconds: Double?
    /// Metres, for cardio.
    public var distanceMeters: Double?
    /// The weight as the source file wrote it, and its unit (provenance).
    public var originalWeight: Double?
    /// The unit of `originalWeight`.
    public var originalUnit: WeightUnit?
    /// The set's note as logged.
    public var note: String
    /// How many times the load counts in the set's volume, when the source says: Fitbod's `multiplier`
    /// (2 for a pair of dumbbells whose `weight` is one of them, 0 for cardio and holds). nil counts the
    /// load once; records (heaviest load, e1RM) always compare the load itself.
    public var volumeFactor: Double?

    /// A set with these values; optional fields default to absent.
    public init(
        reps: Int, weight: Double, restTime: Int = 0, completed: Bool = true, rpe: Double? = nil, type: SetType = .normal,
        durationSeconds: Double? = nil, distanceMeters: Double? = nil, originalWeight: Double? = nil,
        originalUnit: WeightUnit? = nil, note: String = "", volumeFactor: Double? = nil
    ) {
        self.reps = reps
        self.weight = weight
        self.restTime = restTime
        self.completed = completed
        self.rpe = rpe
        self.type = type
        self.durationSeconds = durationSeconds
        self.distanceMeters = distanceMeters
        self.originalWeight = originalWeight
        self.originalUnit = originalUnit
        self.note = note
        self.volumeFactor = volumeFactor
    }

    /// Counts toward volume and records: completed and not a warm-up.
    public var isWorking: Bool { completed && type != .warmup }

    /// A working set with reps, not marked failed: a load the lifter has reached (the coaching's reading of a
    /// set marked failed as a miss).
    package var reachedLoad: Bool { isWorking && type != .failure && reps > 0 }

    /// weight × reps × the volume factor (1 when absent) for working sets, else 0.
    public var volume: Double {
        guard isWorking else { return 0 }
        let volume = weight * Double(reps)
        return volumeFactor.map { volume * $0 } ?? volume
    }
}
