import Foundation

/// The WorkoutAnalyzer's result for one athlete as of one instant (SPEC §4.4); `gymbo analyze` prints it.
public struct Analysis: Sendable, Equatable, Codable {
    public var athlete: String
    public var asOf: Date
    public var progressionOpportunities: [ProgressionOpportunity]
    public var muscleGroupBalance: MuscleGroupBalance
    public var recoveryStatus: RecoveryStatus
    public var consistency: Consistency
    public var goalAlignment: GoalAlignment
    public var achievements: Achievements
}

/// An exercise whose best e1RM has not improved over its last ≥ 3 sessions, with the next target.
public struct ProgressionOpportunity: Sendable, Equatable, Codable {
    public enum Strategy: String, Sendable, Codable { case linear, doubleProgression }
    public enum Action: String, Sendable, Codable {
        /// More weight next time.
        case increaseWeight
        /// Same weight, more reps (double progression inside 8–12).
        case addReps
        /// Failed sets two sessions in a row: 10 % less.
        case deload
        /// Same weight until every set is completed.
        case repeatWeight
    }

    public var exerciseId: String
    public var exercise: String
    /// Sessions in a row, most recent last, without a new best e1RM.
    public var sessionsWithoutRecord: Int
    public var bestE1RM: Double
    public var workingWeight: Double
    public var workingReps: Int
    public var strategy: Strategy
    public var action: Action
    public var nextWeight: Double
    public var nextReps: IntRange
    public var lastSession: String
}

/// Where the last 28 days' work went (a set counts 1 for the primary group, 0.5 for each other group).
public struct MuscleGroupBalance: Sendable, Equatable, Codable {
    public var windowDays: Int
    public var totalSets: Double
    /// Share per group, 0…1.
    public var shares: [String: Double]
    public var sets: [String: Double]
    public var pushSets: Double
    public var pullSets: Double
    public var upperSets: Double
    public var lowerSets: Double
    /// push ÷ pull; nil without pull work.
    public var pushPullRatio: Double?
    /// upper ÷ lower; nil without lower-body work.
    public var upperLowerRatio: Double?
}

/// How recovered the athlete is.
public struct RecoveryStatus: Sendable, Equatable, Codable {
    /// Hours since each muscle group was last trained (working sets, any listed group).
    public var hoursSinceTrained: [String: Double]
    public var sessionsLast7Days: Int
    public var daysSinceLastSession: Double?
    public var volumeLast7Days: Double
    /// Average weekly volume of the last 28 days.
    public var averageWeeklyVolume28Days: Double
    /// 7-day volume ÷ average weekly volume of the last 28 days; nil without 28-day volume.
    public var acuteChronicRatio: Double?
}

/// Training regularity.
public struct Consistency: Sendable, Equatable, Codable {
    public var weeklyGoal: Int
    public var currentStreak: Int
    public var longestStreak: Int
    /// Sessions in the last 56 days ÷ 8.
    public var averageSessionsPerWeek8Weeks: Double
    public var totalSessions: Int
    public var lastSessionDate: String?
}

/// How well training fits the goal (rules 5, 7 and 8 of §4.5).
public struct GoalAlignment: Sendable, Equatable, Codable {
    public var goal: String
    public var repRange: String
    public var workingSets28Days: Int
    /// Share of working sets of the last 28 days inside the goal's rep range; nil without sets.
    public var shareInRepRange: Double?
    public var restRange: String
    /// Median rest of completed sets with a recorded rest, last 28 days; nil without rest data.
    public var medianRestSeconds: Double?
    public var lastCompleteWeek: String
    public var lastWeekVolume: Double
    public var minimumWeeklyVolume: Double
}

/// Records and milestones of the last 7 days.
public struct Achievements: Sendable, Equatable, Codable {
    public struct Record: Sendable, Equatable, Codable {
        public var exerciseId: String
        public var exercise: String
        public var kind: String
        public var oldValue: Double?
        public var newValue: Double
        public var date: String
        public var weight: Double?
        public var reps: Int?
    }

    public var newRecords: [Record]
    /// Lifetime-session milestones reached in the last 7 days.
    public var milestones: [Int]
    public var totalSessions: Int
}

/// The goal's targets (SPEC §4.5 rules 5 and 8).
public struct GoalTargets: Sendable, Equatable {
    public var reps: ClosedRange<Int>
    public var rest: ClosedRange<Int>

    public init(_ goal: FitnessGoal) {
        switch goal {
        case .kraft: reps = 1...5; rest = 120...300
        case .muskelaufbau: reps = 6...12; rest = 60...120
        case .ausdauer: reps = 15...1000; rest = 30...60
        case .gewichtsreduktion, .allgemeineFitness: reps = 8...15; rest = 60...120
        }
    }

    public var repText: String { reps.upperBound >= 1000 ? "≥ \(reps.lowerBound)" : "\(reps.lowerBound)–\(reps.upperBound)" }
    public var restText: String { "\(rest.lowerBound)–\(rest.upperBound) s" }
}
