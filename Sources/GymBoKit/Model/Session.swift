import Foundation

/// A performed session with resolved exercises, as stored.
public struct Session: Sendable, Equatable, Codable, Identifiable {
    public struct Exercise: Sendable, Equatable, Codable {
        public var exerciseId: UUID
        public var groupId: Int?
        public var notes: String
        public var sets: [PerformedSet]
        /// The name another app's file gave the exercise (`Deadlift (Dumbbell)`), kept so that a mapping
        /// that changes later can be found and applied to stored sessions (`gymbo exercises remap`).
        public var sourceName: String?

        public init(exerciseId: UUID, groupId: Int? = nil, notes: String = "", sets: [PerformedSet], sourceName: String? = nil) {
            self.exerciseId = exerciseId
            self.groupId = groupId
            self.notes = notes
            self.sets = sets
            self.sourceName = sourceName
        }
    }

    public var id: UUID
    public var athleteId: UUID
    public var templateId: UUID?
    public var name: String
    public var startedAt: Date
    public var duration: Int
    public var notes: String
    public var minHeartRate: Int?
    public var maxHeartRate: Int?
    public var avgHeartRate: Int?
    public var source: String
    public var exercises: [Exercise]

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
