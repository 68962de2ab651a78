import Foundation

/// One athlete's week (SPEC §5): the data behind the Markdown, the JSON and the charts.
///
/// The JSON form is a public interface described by `Resources/weekly-report.schema.json`; keys are
/// added, never renamed, and `schemaVersion` says which version a file follows.
public struct WeeklyReport: Sendable, Equatable, Codable {
    public static let currentSchemaVersion = 2

    public struct Summary: Sendable, Equatable, Codable {
        public var sessions: Int
        public var durationMinutes: Int
        public var volumeKg: Double
        public var plannedSets: Int
        public var completedSets: Int
        public var reps: Int
        public var completionRate: Double
        public var avgHeartRate: Int?
        public var maxHeartRate: Int?
        public var minHeartRate: Int?
        /// Completed working sets and warm-ups (completedSets counts both).
        public var workingSets: Int
        public var warmupSets: Int
    }

    public struct Change: Sendable, Equatable, Codable {
        public var previousWeek: String
        public var sessions: Int
        public var volumeKg: Double
        public var volumePercent: Double?
        public var durationMinutes: Int
        public var completedSets: Int
        public var reps: Int
    }

    public struct Goal: Sendable, Equatable, Codable {
        public var weeklyGoal: Int
        public var sessions: Int
        public var met: Bool
        public var currentStreak: Int
        public var longestStreak: Int
    }

    public struct RecordEntry: Sendable, Equatable, Codable {
        public var exerciseId: String
        public var exercise: String
        public var kind: String
        public var oldValue: Double?
        public var newValue: Double
        public var date: String
        /// A record worth celebrating (SPEC §4.6): a load step more, a rep more at the same or a heavier
        /// load, or 2.5 % more e1RM. The others (a unit change, a fraction of a step, session volume) are minor.
        public var celebrated: Bool
    }

    public struct MuscleShare: Sendable, Equatable, Codable {
        public var muscleGroup: String
        public var label: String
        public var volumeKg: Double
        public var share: Double
    }

    /// Hard sets per muscle group per week (4-week average) against the productive band of 10–20.
    public struct HardSetRow: Sendable, Equatable, Codable {
        public var muscleGroup: String
        public var label: String
        public var hardSetsPerWeek: Double
        /// below, within or above the band.
        public var band: String
    }

    public struct ExerciseRow: Sendable, Equatable, Codable {
        public var exerciseId: String
        public var exercise: String
        /// Completed working sets (warm-ups apart).
        public var sets: Int
        public var topSetWeight: Double
        public var topSetReps: Int
        public var bestE1RM: Double?
        /// Change of the best e1RM since the last session with this exercise before the week.
        public var e1rmChange: Double?
        public var custom: Bool
        public var warmupSets: Int
        /// The longest timed set (seconds), for planks and cardio.
        public var topSetSeconds: Double?
        /// The names the lifter's own app gave this exercise this week, where they differ from `exercise`.
        public var lifterNames: [String]
        /// True when the loads are per side (SPEC §4.6); absent otherwise.
        public var perSide: Bool? = nil
    }

    public struct SessionRow: Sendable, Equatable, Codable {
        public var date: String
        public var name: String
        public var durationMinutes: Int
        public var volumeKg: Double
        public var completedSets: Int
        public var plannedSets: Int
        public var avgHeartRate: Int?
        public var workingSets: Int
        public var warmupSets: Int
    }

    public struct TipEntry: Sendable, Equatable, Codable {
        public var id: String
        public var rule: String
        public var priority: String
        public var title: String
        public var message: String
    }

    public struct TrendPoint: Sendable, Equatable, Codable {
        public var week: String
        public var e1rm: Double?
    }

    public struct Trend: Sendable, Equatable, Codable {
        public var exerciseId: String
        public var exercise: String
        public var points: [TrendPoint]
    }

    public struct Charts: Sendable, Equatable, Codable {
        public var volumeByWeekday: String
        public var muscleGroups: String
        public var e1rmTrend: String
    }

    public var schemaVersion: Int
    public var athlete: String
    public var athleteId: String
    public var week: String
    public var weekStart: String
    public var weekEnd: String
    public var language: String
    public var timezone: String
    public var summary: Summary
    public var change: Change
    public var goal: Goal
    public var records: [RecordEntry]
    public var muscleGroups: [MuscleShare]
    /// Volume per weekday, Monday first.
    public var volumeByWeekday: [Double]
    public var exercises: [ExerciseRow]
    public var sessions: [SessionRow]
    public var tips: [TipEntry]
    public var e1rmTrend: [Trend]
    public var dataNotes: [String]
    public var charts: Charts
    /// The athlete's unit: the Markdown shows weights in it (the JSON stays in kg).
    public var unit: String
    public var hardSets: [HardSetRow]
    /// Sessions waiting for the user's decision (SPEC §4.6); written only when there are some.
    public var questionedSessions: [QuestionedEntry]? = nil
    /// Tips of the week beyond the report's limit (`gymbo tips` lists them); written only when there are some.
    public var moreTips: Int? = nil

    /// A questioned session with its reason and the commands that decide.
    public struct QuestionedEntry: Sendable, Equatable, Codable {
        public var sessionId: String
        public var date: String
        public var name: String
        public var source: String
        public var flags: [SessionFlag]
        public var reason: String
        public var drop: String
        public var keep: String
    }
}
