import Foundation

/// The summary of one file (SPEC §6: `path`, `format`, `status`, `added`, `updated`, `unchanged`, `skipped`,
/// `errors`; the other keys are additions).
public struct ImportSummary: Sendable, Codable, Equatable {
    /// How the file's import ended.
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
        /// The name in the source file.
        public var from: String
        /// The catalog's name of the exercise it went to (or the custom exercise's own name).
        public var to: String
        /// How the name was matched: `id`, `name`, `alias` or `custom` (a custom exercise).
        public var method: String
        /// The sets it covered.
        public var sets: Int
        /// The catalog's English name of that exercise, when it has one.
        public var toEN: String? = nil

        /// The exercise's name in `language`.
        public func to(_ language: Language) -> String { language == .en ? toEN ?? to : to }
    }

    /// The file.
    public var path: String
    /// The format it was read as.
    public var format: String
    /// How the import ended.
    public var status: Status
    /// The athlete the sessions went to; nil for a template.
    public var athlete: String?
    /// Sessions (or templates) written new.
    public var added = 0
    /// Stored ones replaced by a changed version.
    public var updated = 0
    /// Stored ones the file repeats unchanged.
    public var unchanged = 0
    /// Items left out (an error or warning says why).
    public var skipped = 0
    /// Sessions already in the database under the same (athlete, source, start, name) key.
    public var duplicates = 0
    /// `--strategy addOnly`: stored sessions kept although the backup's version differs.
    public var kept = 0
    /// Sets written.
    public var sets = 0
    /// What made the file fail, as `path:line: error: message` lines.
    public var errors: [String] = []
    /// What the import passed over or noted, as `path:line: warning: message` lines.
    public var warnings: [String] = []
    /// Each exercise name of another app's file and where it went.
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

    /// How a custom exercise got its muscle groups and equipment.
    public struct Inferred: Sendable, Codable, Equatable {
        /// The exercise's name.
        public var name: String
        /// The muscle group keys it was given, the primary first.
        public var muscleGroups: [String]
        /// The equipment key it was given.
        public var equipment: String
        /// category, sameMovement, nameWords, similarName or none.
        public var source: String
        /// The catalog exercise the inference followed, when there was one.
        public var basedOn: String?
        /// The English name of `basedOn`, when the catalog has one.
        public var basedOnEN: String?

        package init(_ name: String, _ inference: ExerciseInference) {
            self.name = name
            muscleGroups = inference.muscleGroups.map(\.rawValue)
            equipment = inference.equipment.rawValue
            source = inference.source.rawValue
            basedOn = inference.basedOn
            basedOnEN = inference.basedOnEN
        }
    }

    /// An empty summary of one file.
    public init(path: String, format: String, status: Status) {
        self.path = path
        self.format = format
        self.status = status
    }
}
