import Foundation

/// A source format `gymbo import` reads.
public enum ImportFormat: String, Sendable, Codable, CaseIterable {
    case gymtracker, backup, strong, hevy, fitnotes
    case lyfta, liftosaur, jefit
    case fitbod, stronglifts
}

/// How a backup meets existing data (the app's strategies).
public enum MergeStrategy: String, Sendable, Codable, CaseIterable {
    /// Update existing items by id, add new ones.
    case merge
    /// Add new items only; existing ids are left as they are.
    case addOnly
    /// Delete the athlete's sessions and workouts, then load the backup.
    case replace
}

/// What an import run is told.
public struct ImportOptions: Sendable {
    /// Force a format instead of detecting it (`--from`).
    public var format: ImportFormat?
    /// The athlete the files are for (`--athlete`); else the file's own, or the only one.
    public var athleteName: String?
    /// Use each file's name without its extension as the athlete (`--athlete-from-filename`).
    public var athleteFromFilename = false
    /// Do everything, report it, and roll back.
    public var dryRun = false
    /// Warnings (skipped exercises) become errors.
    public var strict = false
    /// Trust `.gymtracker` exercise ids over names (the app's strict rule).
    public var trustIds = false
    /// How a backup meets data already stored.
    public var strategy: MergeStrategy = .merge
    /// The unit the user named (`--unit`); nil when not given. Exports that do not say (Strong's variant C,
    /// Lyfta, JEFIT without a SETTING) read it, kg when nil; a legacy StrongLifts file reads that unit's
    /// weight column instead of the one it detects.
    public var unit: WeightUnit?
    /// The order of day and month in StrongLifts' legacy dates when no date of the file decides it (`--date-order`).
    public var dateOrder: DateOrder?
    /// The language of the ` (importiert)` suffix.
    public var language: Language = .de
    /// The present, for "date in the future" checks and provenance.
    public var now = Date()

    /// The defaults: detect the format, merge, kg, German.
    public init() {}
}
