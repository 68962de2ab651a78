import Foundation

/// An exercise of a performed session, with its sets, as a source file describes it.
package struct ParsedExercise: Sendable, Equatable {
    package var reference: ExerciseReference
    /// Exercises with the same group id form a superset or circuit.
    package var groupId: Int?
    package var notes: String
    package var sets: [PerformedSet]

    package init(reference: ExerciseReference, groupId: Int? = nil, notes: String = "", sets: [PerformedSet] = []) {
        self.reference = reference
        self.groupId = groupId
        self.notes = notes
        self.sets = sets
    }
}

/// A performed session as a source file describes it, before exercises are resolved.
package struct ParsedSession: Sendable, Equatable {
    /// The source's id, when it has one (backups, `.gymtracker` sessions).
    package var id: UUID?
    package var templateId: UUID?
    package var name: String
    package var startedAt: Date
    /// Seconds.
    package var duration: Int
    package var notes: String
    package var minHeartRate: Int?
    package var maxHeartRate: Int?
    package var avgHeartRate: Int?
    package var exercises: [ParsedExercise]
    /// The line of the file where the session starts, for messages.
    package var line: Int?

    package init(
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
