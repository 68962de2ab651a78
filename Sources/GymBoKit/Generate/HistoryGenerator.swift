import Foundation
import GymBoResources

/// Deterministic, realistic synthetic training histories for benchmarks and tests (`gymbo generate`).
///
/// Each athlete gets a profile (age, bodyweight, goal, experience, weekly goal, time zone), one of the
/// programs of `TrainingProgram`, and a week-by-week simulation of their training: a hidden strength
/// (an e1RM per exercise) that grows with diminishing returns towards a personal ceiling, stalls for a few
/// weeks now and then, and drops during breaks; on top of it the athlete follows *linear* progression
/// (main lifts of beginners and strength athletes: +2.5 kg after a session with every set made) or
/// *double* progression (reps climb to the top of the range, then +2.5 kg upper / +5 kg lower body). Two
/// sessions in a row with failed sets bring a −10 % deload; planned deload weeks (about half the sets,
/// −10 % load) come every 6–9 weeks for some athletes; missed sessions, missed weeks (holidays, illness)
/// and a lighter restart after a break happen at each athlete's own rate. Sessions carry warm-up sets,
/// failed sets (not completed, fewer reps), drop sets, supersets, rest times, RPE for athletes who log it,
/// heart rate for athletes with a watch, a duration that follows from the sets, and occasional notes.
///
/// Every draw comes from `SplitMix64` streams derived from the seed and the athlete's number, so the same
/// options give the same histories on every machine, and one athlete's history does not depend on how
/// many others are generated.
public struct HistoryGenerator: Sendable {
    /// What to generate: how many athletes, how many weeks, from which seed.
    public struct Options: Sendable, Equatable {
        /// Athletes to generate, at least 1.
        public var athletes: Int
        /// Weeks of training per athlete, at least 1.
        public var weeks: Int
        /// The seed: the same options give the same files, byte for byte.
        public var seed: UInt64
        /// The first day of the first week (days since 1970-01-01); a Monday by default.
        public var startDay: Int

        /// 2025-09-15, a Monday: 60 weeks from it end in November 2026.
        public static let defaultStartDay = Timestamp.days(year: 2025, month: 9, day: 15)

        /// Options; 10 athletes, 12 weeks and seed 1 by default.
        public init(athletes: Int = 10, weeks: Int = 12, seed: UInt64 = 1, startDay: Int = Options.defaultStartDay) {
            self.athletes = athletes
            self.weeks = weeks
            self.seed = seed
            self.startDay = startDay
        }
    }

    /// What the generator was told.
    public let options: Options
    /// The catalog, by id: the writers name exercises from it, and every generated id is in it.
    public let exercises: [UUID: Exercise]

    /// Fails when an exercise of the pool is missing from `catalog`.
    public init(options: Options, catalog: [Exercise]) throws {
        guard options.athletes >= 1 else { throw GenerateError.invalidOption("--athletes must be at least 1, got \(options.athletes)") }
        guard options.weeks >= 1 else { throw GenerateError.invalidOption("--weeks must be at least 1, got \(options.weeks)") }
        let byId = Dictionary(catalog.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for entry in ExercisePool.entries where byId[entry.id] == nil {
            throw GenerateError.exerciseNotInCatalog(number: entry.number, name: entry.appName)
        }
        self.options = options
        self.exercises = byId
    }

    /// A generator over the bundled catalog (`Resources/exercises.csv`).
    public init(options: Options) throws {
        try self.init(options: options, catalog: try CatalogReader(path: GymBoResources.catalogURL.path).read().exercises)
    }

    /// `athlete-001` … (zero-padded to at least three digits, more when there are more athletes).
    public func athleteName(_ index: Int) -> String {
        let width = max(3, String(options.athletes).count)
        let digits = String(index + 1)
        return "athlete-" + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// The instant right after the last generated week (midnight UTC), used as a backup's `createdAt`.
    public var endDate: Date {
        Date(timeIntervalSince1970: Double((options.startDay + options.weeks * 7) * 86_400))
    }

    /// The history of athlete `index` (0-based).
    public func history(ofAthlete index: Int) -> GeneratedHistory {
        var rng = SplitMix64(seed: options.seed, stream: UInt64(index) &* 4 &+ 1)
        let ids = SplitMix64(seed: options.seed, stream: UInt64(index) &* 4 &+ 2)
        let profile = AthleteProfile.make(name: athleteName(index), startDay: options.startDay, rng: &rng)
        var simulation = TrainingSimulation(profile: profile, options: options, rng: rng, ids: ids)
        let sessions = simulation.run()
        let templates = simulation.templates()
        return GeneratedHistory(athlete: profile.athlete, program: profile.program.name, templates: templates, sessions: sessions)
    }
}

/// One generated athlete: the profile, the program's workouts as they stand at the end, and the sessions,
/// oldest first.
public struct GeneratedHistory: Sendable {
    /// The athlete's profile.
    public var athlete: Athlete
    /// The program's name (`Upper/Lower`, …).
    public var program: String
    /// The program's workouts as they stand at the end.
    public var templates: [WorkoutTemplate]
    /// The sessions, oldest first.
    public var sessions: [Session]

    /// Sets of every session, warm-ups included.
    public var setCount: Int { sessions.reduce(0) { $0 + $1.exercises.reduce(0) { $0 + $1.sets.count } } }
}

/// Errors of `gymbo generate`.
public enum GenerateError: LocalizedError, Equatable {
    /// An option is out of range.
    case invalidOption(String)
    /// The catalog lacks an exercise the generator uses.
    case exerciseNotInCatalog(number: Int, name: String)
    /// A file could not be written.
    case cannotWrite(path: String, reason: String)

    public var errorDescription: String? {
        switch self {
        case let .invalidOption(message):
            return message
        case let .exerciseNotInCatalog(number, name):
            return "the exercise catalog has no exercise \(number) ('\(name)'), which the generator uses (expected the bundled catalog)"
        case let .cannotWrite(path, reason):
            return "\(path): error: cannot write (\(reason))"
        }
    }
}
