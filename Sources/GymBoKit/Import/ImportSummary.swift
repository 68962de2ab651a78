import Foundation

/// The summary of one file (SPEC §6: `path`, `format`, `status`, `added`, `updated`, `unchanged`, `skipped`,
/// `errors`; the other keys are additions).
public struct ImportSummary: Sendable, Codable, Equatable {
    public enum Status: String, Sendable, Codable {
        /// Written.
        case imported
        /// The same content was imported before; nothing to do.
        case unchanged
        /// Rejected; nothing written.
        case failed
        /// `--dry-run`: what would have been written.
        case dryRun = "dry-run"
    }

    /// A name mapped to a catalog exercise (or created as a custom one), with the sets it covered.
    public struct Mapping: Sendable, Codable, Equatable {
        public var from: String
        /// The catalog's name of the exercise it went to (or the custom exercise's own name).
        public var to: String
        public var method: String
        public var sets: Int
        /// The catalog's English name of that exercise, when it has one.
        public var toEN: String? = nil

        /// The exercise's name in `language`.
        public func to(_ language: Language) -> String { language == .en ? toEN ?? to : to }
    }

    public var path: String
    public var format: String
    public var status: Status
    public var athlete: String?
    public var added = 0
    public var updated = 0
    public var unchanged = 0
    public var skipped = 0
    /// Sessions already in the database under the same (athlete, source, start, name) key.
    public var duplicates = 0
    /// `--strategy addOnly`: stored sessions kept although the backup's version differs.
    public var kept = 0
    public var sets = 0
    public var errors: [String] = []
    public var warnings: [String] = []
    public var mappings: [Mapping] = []
    /// Exercises skipped because nothing matched them (`.gymtracker`), by name.
    public var skippedExercises: [String] = []
    /// Custom exercises created for names without a match (other apps), by name.
    public var customExercises: [String] = []
    /// How each custom exercise got its muscle groups and equipment (SPEC §3.5), to check and correct with
    /// `gymbo exercises alias` or `gymbo exercises set-groups`.
    public var inferred: [Inferred] = []
    /// Sets written on exercises that have no muscle groups (left out of balance and volume until set).
    public var setsWithoutMuscleGroups = 0

    public struct Inferred: Sendable, Codable, Equatable {
        public var name: String
        public var muscleGroups: [String]
        public var equipment: String
        /// category, sameMovement, nameWords, similarName or none.
        public var source: String
        public var basedOn: String?
        /// The English name of `basedOn`, when the catalog has one.
        public var basedOnEN: String?

        public init(_ name: String, _ inference: ExerciseInference) {
            self.name = name
            muscleGroups = inference.muscleGroups.map(\.rawValue)
            equipment = inference.equipment.rawValue
            source = inference.source.rawValue
            basedOn = inference.basedOn
            basedOnEN = inference.basedOnEN
        }
    }

    public init(path: String, format: String, status: Status) {
        self.path = path
        self.format = format
        self.status = status
    }
}
