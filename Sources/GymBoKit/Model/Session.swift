import Foundation

/// A performed session with resolved exercises, as stored.
public struct Session: Sendable, Equatable, Codable, Identifiable {
    /// One exercise of the session with its sets, in the order performed.
    public struct Exercise: Sendable, Equatable, Codable {
        /// The catalog or custom exercise.
        public var exerciseId: UUID
        /// Exercises with the same group id form a superset or circuit.
        public var groupId: Int?
        /// The exercise's note as logged.
        public var notes: String
        /// The sets, in order.
        public var sets: [PerformedSet]
        /// The name another app's file gave the exercise (`Deadlift (Dumbbell)`), kept so that a mapping
        /// that changes later can be found and applied to stored sessions (`gymbo exercises remap`).
        public var sourceName: String?

        /// An exercise entry; `sourceName` only for sessions from another app's file.
        public init(exerciseId: UUID, groupId: Int? = nil, notes: String = "", sets: [PerformedSet], sourceName: String? = nil) {
            self.exerciseId = exerciseId
            self.groupId = groupId
            self.notes = notes
            self.sets = sets
            self.sourceName = sourceName
        }
    }

    /// The session's id (from the file, or derived from its athlete, source, start and name).
    public var id: UUID
    /// The athlete who trained.
    public var athleteId: UUID
    /// The template the session followed, when the app recorded one.
    public var templateId: UUID?
    /// The session's name as logged.
    public var name: String
    /// When it started.
    public var startedAt: Date
    /// Its duration, seconds.
    public var duration: Int
    /// The session's note as logged.
    public var notes: String
    /// Lowest heart rate, when recorded.
    public var minHeartRate: Int?
    /// Highest heart rate, when recorded.
    public var maxHeartRate: Int?
    /// Average heart rate, when recorded.
    public var avgHeartRate: Int?
    /// The format it was imported from (`strong`, `hevy`, `gymtracker`…).
    public var source: String
    /// The exercises, in order.
    public var exercises: [Exercise]

    /// A session with these values.
    public init(
        id: UUID, athleteId: UUID, templateId: UUID? = nil, name: String, startedAt: Date, duration: Int = 0,
        notes: String = "", minHeartRate: Int? = nil, maxHeartRate: Int? = nil, avgHeartRate: Int? = nil,
        source: String, exercises: [Exercise]
    ) {
        self.id = id
        self.athleteId = athleteId
        self.templateId = templateId
        self.name = name
        self.startedAt = startedAt
        self.duration = duration
        self.notes = notes
        self.minHeartRate = minHeartRate
        self.maxHeartRate = maxHeartRate
        self.avgHeartRate = avgHeartRate
        self.source = source
        self.exercises = exercises
    }

    /// Working-set volume (kg × reps over completed, non-warm-up sets).
    public var volume: Double { exercises.reduce(0) { $0 + $1.sets.reduce(0) { $0 + $1.volume } } }
}

extension Session {
    /// Whether the session's source logs planned sets, missed ones included (the app's backups and shared
    /// workouts, Liftosaur); Strong, Hevy, FitNotes, Lyfta and JEFIT export only the sets that were done.
    public var logsPlannedSets: Bool { !["strong", "hevy", "fitnotes", "lyfta", "jefit"].contains(source) }

    /// How many exercise entries a session, and sets an exercise entry, may have (the store packs a set's
    /// place into ten bits each); an import rejects a session beyond it.
    package static let maxEntries = 1024

    /// The id of an imported session whose file gives it none: a name-based UUID of its athlete, source,
    /// start and name, so the same session gets the same id on every import and no two athletes' sessions
    /// share one.
    package static func derivedId(athleteId: UUID, source: String, startedAt: Date, name: String) -> UUID {
        .v5(namespace: UUID.gymboSessionNamespace, name: "\(athleteId.lowercased)|\(source)|\(Timestamp.string(startedAt))|\(name)")
    }

    /// Whether the session's id is its derived id (`derivedId`): then the id and the athlete, source,
    /// start and name stand for each other.
    package var hasDerivedId: Bool {
        id == Self.derivedId(athleteId: athleteId, source: source, startedAt: startedAt, name: name)
    }
}
