import Foundation

/// The kind of a performed set (Strong's `W`/`D`/`F`, Hevy's `set_type`).
public enum SetType: String, Sendable, Codable, CaseIterable {
    case normal, warmup, dropset, failure
}

/// A performed set.
public struct PerformedSet: Sendable, Equatable, Codable {
    public var reps: Int
    /// Kilograms.
    public var weight: Double
    /// Seconds of rest after the set.
    public var restTime: Int
    public var completed: Bool
    public var rpe: Double?
    public var type: SetType
    /// Seconds, for timed sets (planks, cardio).
    public var durationSeconds: Double?
    public var distanceMeters: Double?
    /// The weight as the source file wrote it, and its unit (provenance).
    public var originalWeight: Double?
    public var originalUnit: WeightUnit?
    public var note: String

    public init(
        reps: Int, weight: Double, restTime: Int = 0, completed: Bool = true, rpe: Double? = nil, type: SetType = .normal,
        durationSeconds: Double? = nil, distanceMeters: Double? = nil, originalWeight: Double? = nil,
        originalUnit: WeightUnit? = nil, note: String = ""
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
    }

    /// Counts toward volume and records: completed and not a warm-up.
    public var isWorking: Bool { completed && type != .warmup }

    /// weight × reps for working sets, else 0.
    public var volume: Double { isWorking ? weight * Double(reps) : 0 }
}

/// An exercise of a performed session, with its sets, as a source file describes it.
public struct ParsedExercise: Sendable, Equatable {
    public var reference: ExerciseReference
    /// Exercises with the same group id form a superset or circuit.
    public var groupId: Int?
    public var notes: String
    public var sets: [PerformedSet]

    public init(reference: ExerciseReference, groupId: Int? = nil, notes: String = "", sets: [PerformedSet] = []) {
        self.reference = reference
        self.groupId = groupId
        self.notes = notes
        self.sets = sets
    }
}

/// A performed session as a source file describes it, before exercises are resolved.
public struct ParsedSession: Sendable, Equatable {
    /// The source's id, when it has one (backups, `.gymtracker` sessions).
    public var id: UUID?
    public var templateId: UUID?
    public var name: String
    public var startedAt: Date
    /// Seconds.
    public var duration: Int
    public var notes: String
    public var minHeartRate: Int?
    public var maxHeartRate: Int?
    public var avgHeartRate: Int?
    public var exercises: [ParsedExercise]
    /// The line of the file where the session starts, for messages.
    public var line: Int?

    public init(
        id: UUID? = nil, templateId: UUID? = nil, name: String, startedAt: Date, duration: Int = 0, notes: String = "",
        minHeartRate: Int? = nil, maxHeartRate: Int? = nil, avgHeartRate: Int? = nil, exercises: [ParsedExercise] = [],
        line: Int? = nil
    ) {
        self.id = id
        self.templateId = templateId
        self.name = name
        self.startedAt = startedAt
        self.duration = duration
        self.notes = notes
        self.minHeartRate = minHeartRate
        self.maxHeartRate = maxHeartRate
        self.avgHeartRate = avgHeartRate
        self.exercises = exercises
        self.line = line
    }
}
