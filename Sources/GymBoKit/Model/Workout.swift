import Foundation

/// A whole-number range such as `12-15` reps or `45-50` minutes; a single value has `lower == upper`.
public struct IntRange: Sendable, Equatable, Codable, CustomStringConvertible {
    public var lower: Int
    public var upper: Int

    public init(_ lower: Int, _ upper: Int) {
        self.lower = min(lower, upper)
        self.upper = max(lower, upper)
    }

    public init(_ value: Int) { self.init(value, value) }

    /// Parses `12`, `12-15`, `12–15` or `12 - 15`.
    public init?(parsing text: String) {
        let parts = text.split(whereSeparator: { $0 == "-" || $0 == "–" }).map { $0.trimmingCharacters(in: .whitespaces) }
        switch parts.count {
        case 1:
            guard let v = Int(parts[0]), v >= 0 else { return nil }
            self.init(v)
        case 2:
            guard let a = Int(parts[0]), let b = Int(parts[1]), a >= 0, b >= 0 else { return nil }
            self.init(a, b)
        default:
            return nil
        }
    }

    public var description: String { lower == upper ? "\(lower)" : "\(lower)-\(upper)" }
}

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

/// A rep prescription of the app's sample workouts: `12-15`, `10-12 pro Seite`, `30-45 Sek`, `Max`,
/// `30 (15 pro Seite)`. The leading number or range is kept as a range; the whole text is kept when it
/// says more (per side, seconds, as many as possible).
public struct RepPrescription: Sendable, Equatable {
    public var range: IntRange?
    /// True when the numbers are seconds (`Sek`, `s`, `sec`).
    public var isTimed: Bool
    /// The original text when it is more than a plain range.
    public var text: String?

    /// `nil` when the text starts with neither a number nor `Max`/`AMRAP`.
    public init?(parsing raw: String) {
        let text = raw.trimmingCharacters(in: .whitespaces)
        let lower = text.lowercased()
        if lower.hasPrefix("max") || lower.hasPrefix("amrap") {
            self.range = nil
            self.isTimed = false
            self.text = text
            return
        }
        let head = text.prefix { $0.isNumber || $0 == "-" || $0 == "–" || $0 == " " }
        guard let range = IntRange(parsing: String(head).trimmingCharacters(in: .whitespaces)) else { return nil }
        let rest = text.dropFirst(head.count).trimmingCharacters(in: .whitespaces)
        self.range = range
        let unit = rest.lowercased().prefix { $0.isLetter }
        self.isTimed = ["sek", "s", "sec", "secs", "seconds", "sekunden"].contains(String(unit))
        self.text = rest.isEmpty ? nil : text
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
