import Foundation

/// A template as a source file describes it, before exercises are resolved.
public struct ParsedTemplate: Sendable, Equatable {
    public struct Exercise: Sendable, Equatable {
        public var reference: ExerciseReference
        public var notes: String
        public var restOverride: Int?
        public var sets: [TemplateSet]

        public init(reference: ExerciseReference, notes: String = "", restOverride: Int? = nil, sets: [TemplateSet]) {
            self.reference = reference
            self.notes = notes
            self.restOverride = restOverride
            self.sets = sets
        }
    }

    public var id: UUID?
    public var name: String
    public var defaultRestTime: Int
    public var duration: IntRange?
    public var notes: String
    public var isFavorite: Bool
    public var level: DifficultyLevel?
    public var workoutType: String?
    public var frequency: String?
    public var exercises: [Exercise]

    public init(
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
