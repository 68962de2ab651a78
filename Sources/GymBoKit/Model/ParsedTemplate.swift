import Foundation

/// A template as a source file describes it, before exercises are resolved.
package struct ParsedTemplate: Sendable, Equatable {
    package struct Exercise: Sendable, Equatable {
        package var reference: ExerciseReference
        package var notes: String
        package var restOverride: Int?
        package var sets: [TemplateSet]

        package init(reference: ExerciseReference, notes: String = "", restOverride: Int? = nil, sets: [TemplateSet]) {
            self.reference = reference
            self.notes = notes
            self.restOverride = restOverride
            self.sets = sets
        }
    }

    package var id: UUID?
    package var name: String
    package var defaultRestTime: Int
    package var duration: IntRange?
    package var notes: String
    package var isFavorite: Bool
    package var level: DifficultyLevel?
    package var workoutType: String?
    package var frequency: String?
    package var exercises: [Exercise]

    package init(
        id: UUID? = nil, name: String, defaultRestTime: Int = 90, duration: IntRange? = nil, notes: String = "",
        isFavorite: Bool = false, level: DifficultyLevel? = nil, workoutType: String? = nil, frequency: String? = nil,
        exercises: [Exercise] = []
    ) {
        self.id = id
        self.name = name
        self.defaultRestTime = defaultRestTime
        self.duration = duration
        self.notes = notes
        self.isFavorite = isFavorite
        self.level = level
        self.workoutType = workoutType
        self.frequency = frequency
        self.exercises = exercises
    }
}
