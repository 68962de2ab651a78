import Foundation

/// A planned set of a template.
public struct TemplateSet: Sendable, Equatable, Codable {
    /// The planned reps (or seconds, for a timed set); `nil` means "as many as possible".
    public var reps: IntRange?
    public var weight: Double
    public var restTime: Int
    /// The prescription as written when it says more than a range (`10-12 pro Seite`, `30-45 Sek`, `Max`).
    public var prescription: String?

    public init(reps: IntRange?, weight: Double = 0, restTime: Int = 90, prescription: String? = nil) {
        self.reps = reps
        self.weight = weight
        self.restTime = restTime
        self.prescription = prescription
    }
}

/// An exercise of a template with its planned sets.
public struct TemplateExercise: Sendable, Equatable, Codable {
    public var exerciseId: UUID
    public var phase: String?
    public var restOverride: Int?
    public var notes: String
    public var sets: [TemplateSet]

    public init(exerciseId: UUID, phase: String? = nil, restOverride: Int? = nil, notes: String = "", sets: [TemplateSet]) {
        self.exerciseId = exerciseId
        self.phase = phase
        self.restOverride = restOverride
        self.notes = notes
        self.sets = sets
    }
}

/// A workout template (SPEC §2.2): a user's workout or one of the sample workouts.
public struct WorkoutTemplate: Sendable, Equatable, Codable, Identifiable {
    public var id: UUID
    public var name: String
    public var athleteId: UUID?
    public var defaultRestTime: Int
    public var duration: IntRange?
    public var notes: String
    public var isFavorite: Bool
    public var isSample: Bool
    public var number: Int?
    public var level: DifficultyLevel?
    public var workoutType: String?
    public var frequency: String?
    public var exercises: [TemplateExercise]

    public init(
        id: UUID, name: String, athleteId: UUID? = nil, defaultRestTime: Int = 90, duration: IntRange? = nil,
        notes: String = "", isFavorite: Bool = false, isSample: Bool = false, number: Int? = nil,
        level: DifficultyLevel? = nil, workoutType: String? = nil, frequency: String? = nil, exercises: [TemplateExercise] = []
    ) {
        self.id = id
        self.name = name
        self.athleteId = athleteId
        self.defaultRestTime = defaultRestTime
        self.duration = duration
        self.notes = notes
        self.isFavorite = isFavorite
        self.isSample = isSample
        self.number = number
        self.level = level
        self.workoutType = workoutType
        self.frequency = frequency
        self.exercises = exercises
    }
}
