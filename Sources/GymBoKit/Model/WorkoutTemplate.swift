import Foundation

/// A planned set of a template.
public struct TemplateSet: Sendable, Equatable, Codable {
    /// The planned reps (or seconds, for a timed set); `nil` means "as many as possible".
    public var reps: IntRange?
    /// The planned load, kg; 0 when the plan leaves it open.
    public var weight: Double
    /// Rest after the set, seconds.
    public var restTime: Int
    /// The prescription as written when it says more than a range (`10-12 pro Seite`, `30-45 Sek`, `Max`).
    public var prescription: String?

    /// A planned set; 90 s rest unless given.
    public init(reps: IntRange?, weight: Double = 0, restTime: Int = 90, prescription: String? = nil) {
        self.reps = reps
        self.weight = weight
        self.restTime = restTime
        self.prescription = prescription
    }
}

/// An exercise of a template with its planned sets.
public struct TemplateExercise: Sendable, Equatable, Codable {
    /// The catalog or custom exercise.
    public var exerciseId: UUID
    /// The part of the workout it belongs to, as the sample workouts name it (warm-up, main part…).
    public var phase: String?
    /// Rest for this exercise's sets, seconds, instead of the workout's default.
    public var restOverride: Int?
    /// The exercise's note.
    public var notes: String
    /// The planned sets, in order.
    public var sets: [TemplateSet]

    /// An exercise of a template.
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
    /// The workout's id.
    public var id: UUID
    /// The workout's name.
    public var name: String
    /// The athlete who owns it; nil for a shared workout.
    public var athleteId: UUID?
    /// Rest between sets, seconds, unless an exercise overrides it.
    public var defaultRestTime: Int
    /// The planned duration, minutes.
    public var duration: IntRange?
    /// The workout's note.
    public var notes: String
    /// Marked as a favourite in the app.
    public var isFavorite: Bool
    /// True for the app's sample workouts, false for the user's own.
    public var isSample: Bool
    /// A sample workout's number in the list of samples.
    public var number: Int?
    /// A sample workout's level.
    public var level: DifficultyLevel?
    /// A sample workout's type, as the list writes it.
    public var workoutType: String?
    /// A sample workout's suggested frequency, as the list writes it.
    public var frequency: String?
    /// The exercises, in order.
    public var exercises: [TemplateExercise]

    /// A template with these values; a user's workout unless `isSample`.
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

extension WorkoutTemplate {
    /// A fingerprint of the template's content (not its id), to tell an identical import from a new one.
    package func contentHash() throws -> String {
        var copy = self
        copy.id = UUID.zero
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return SHA256.hex(try encoder.encode(copy))
    }
}
