import Foundation

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
