import Foundation

/// The WorkoutAnalyzer's result for one athlete as of one instant (SPEC §4.4); `gymbo analyze` prints it.
public struct Analysis: Sendable, Equatable, Codable {
    /// The athlete's name.
    public var athlete: String
    /// The instant the analysis is as of: nothing after it counts.
    public var asOf: Date
    /// What the analysis knows about the athlete, stated or inferred.
    public var profile: ProfileFacts
    /// Exercises whose next step is worth a word, with the next target.
    public var progressionOpportunities: [ProgressionOpportunity]
    /// Where the last 28 days' hard sets went.
    public var muscleGroupBalance: MuscleGroupBalance
    /// How recovered the athlete is.
    public var recoveryStatus: RecoveryStatus
    /// How regularly the athlete trains.
    public var consistency: Consistency
    /// How well the training fits the goal.
    public var goalAlignment: GoalAlignment
    /// Records and milestones of the last 7 days.
    public var achievements: Achievements
    /// Sessions a coach would question (SPEC §4.6) that wait for the user's decision, before the as-of
    /// instant: left out of everything above until then.
    public var dataQuestions: [DataQuestion] = []
    /// Three or more main lifts held at one load for weeks without more reps, and no compound lift with a next
    /// step of its own: the program has stalled. Absent otherwise.
    public var programStall: ProgramStall? = nil
}

/// Main lifts held at one load for 6 weeks or more with no more reps in their last sessions than before.
public struct ProgramStall: Sendable, Equatable, Codable {
    /// One lift held.
    public struct Lift: Sendable, Equatable, Codable {
        /// The exercise's id, lowercased.
        public var exerciseId: String
        /// The exercise's name.
        public var exercise: String
        /// The load held, kg.
        public var weight: Double
        /// The weeks since the first session at it.
        public var weeks: Int
        /// The fewest and the most reps of a top set at that load in those weeks.
        public var reps: IntRange
        /// A load the lifter has done on it, 8 to 15 % below the one held (the heaviest such), kg; absent
        /// when there is none.
        public var resetWeight: Double? = nil
    }

    /// The lifts held, the longest-held first, then the heaviest.
    public var lifts: [Lift]
}

/// A questioned session as `gymbo analyze --format json` lists it.
public struct DataQuestion: Sendable, Equatable, Codable {
    /// The session's id, lowercased.
    public var sessionId: String
    /// When the session started.
    public var startedAt: Date
    /// The session's name as logged.
    public var name: String
    /// The format it was imported from, e.g. `strong`.
    public var source: String
    /// Why it is questioned.
    public var flags: [SessionFlag]
    /// The commands that decide (`gymbo sessions drop …`, `gymbo sessions keep …`).
    public var drop: String
    /// The command that keeps it.
    public var keep: String

    package init(_ q: QuestionedSession) {
        sessionId = q.sessionId
        startedAt = q.startedAt
        name = q.name
        source = q.source
        flags = q.flags
        drop = "gymbo sessions drop \(q.sessionId)"
        keep = "gymbo sessions keep \(q.sessionId)"
    }

    /// The session as the analysis saw it.
    public var questioned: QuestionedSession {
        QuestionedSession(sessionId: sessionId, name: name, startedAt: startedAt, source: source, flags: flags, decision: nil)
    }
}

/// The profile facts the analysis used (SPEC §4.4): stated in the profile, inferred from the history
/// (marked), or unknown — never a default standing in for data.
public struct ProfileFacts: Sendable, Equatable, Codable {
    /// Where a fact comes from: the profile, the history, or neither.
    public enum Source: String, Sendable, Codable { case stated, inferred, unknown }

    /// Raw goal value; nil when the profile does not state one.
    public var goal: String?
    /// Where `goal` comes from.
    public var goalSource: Source
    /// The experience level's raw value, stated or inferred.
    public var experience: String
    /// Where `experience` comes from.
    public var experienceSource: Source
    /// Months with at least one session in 3 of every 4 weeks (what an inferred experience rests on).
    public var monthsOfRegularTraining: Double
    /// Sessions per week the profile states; nil when it states none.
    public var weeklyGoal: Int?
    /// The athlete's weight unit, `kg` or `lb`.
    public var unit: String
}

/// An exercise of the last 8 weeks whose next step is worth a word: ≥ 3 sessions without progress (and why),
/// every set past the top of the rep range, or a load jump that was missed twice; with the next target.
public struct ProgressionOpportunity: Sendable, Equatable, Codable {
    /// How the next target is set: load each time (`linear`) or reps first, then load (`doubleProgression`).
    public enum Strategy: String, Sendable, Codable { case linear, doubleProgression }
    /// What to do next time.
    public enum Action: String, Sendable, Codable {
        /// More weight next time.
        case increaseWeight
        /// Same weight, more reps.
        case addReps
        /// Fatigue: a lighter week for this exercise (rule 14).
        case deload
        /// The last load was too big a jump: back to the last load that was done in full, then smaller steps.
        case backOff
        /// Neither under-loading nor fatigue is clear: keep the load.
        case repeatWeight
    }
    /// Why the exercise stalled (SPEC §4.4).
    public enum Stall: String, Sendable, Codable {
        /// Every working set of the last 2 sessions was completed at its reps: the load is too light.
        case underLoading
        /// Failed sets twice in a row, a falling e1RM or a rising RPE.
        case fatigue
        /// Reps fall off within sessions, nothing failed: keep working at the load.
        case unclear
        /// Not stalled, but every set of the last 2 sessions went past the top of the rep range: add load now.
        case topOfRange
        /// Missed reps in the last 2 sessions at a load heavier than one done in full before it: the jump
        /// was too big.
        case jumpTooBig
        /// A compound lift at one top load for 6 weeks or more: add the smallest step and work back up.
        case sameLoadTooLong
    }

    /// The catalog id of the exercise, lowercased.
    public var exerciseId: String
    /// The exercise's name.
    public var exercise: String
    /// Sessions in a row, most recent last, without progress (kept name: the first version counted records).
    public var sessionsWithoutRecord: Int
    /// Best e1RM of the last 8 weeks.
    public var bestE1RM: Double
    /// Best e1RM of the last 3 sessions.
    public var recentBestE1RM: Double
    /// The top working load of the last session, kg.
    public var workingWeight: Double
    /// The most reps done at that load in the last session.
    public var workingReps: Int
    /// Working sets at the working weight in the last session.
    public var workingSets: Int
    /// The reps of those sets, in order (14, 13, 12).
    public var workingRepsBySet: [Int] = []
    /// For a jump that was too big: the sessions at the working load in the window that missed reps.
    public var missedSessions: Int?
    /// A session 10 % or more below the window's heaviest load in the last 4 weeks: a deload was just taken.
    public var recentLighterWeek: Bool?
    /// For a lift at one load too long: the weeks and sessions at that load.
    public var sameLoadWeeks: Int?
    /// For a lift at one load too long: the sessions at that load.
    public var sameLoadSessions: Int?
    /// For a lift at one load too long: the lighter sessions among them (a deload week, a light day).
    public var sameLoadLighterSessions: Int?
    /// How the next target is set.
    public var strategy: Strategy
    /// What to do next time.
    public var action: Action
    /// The load for next time, kg.
    public var nextWeight: Double
    /// The reps to aim for next time.
    public var nextReps: IntRange
    /// When the last session with the exercise started (ISO 8601).
    public var lastSession: String
    /// Why the exercise stalled, or `topOfRange` when it did not.
    public var stall: Stall
    /// What showed fatigue: `failedSets`, `e1rmDrop`, `rpeRising`.
    public var fatigueSigns: [String]
    /// The load step used for the next load, in the athlete's unit.
    public var step: LoadStep
    /// For a deload: the load of the lighter week (about 10 % less, in whole steps).
    public var deloadWeight: Double?
    /// The rep range the advice works in (the goal's, or 8–12 when no goal is stated).
    public var repRange: IntRange?
    /// For a jump that was too big: the last load done in full, the reps done there and the day.
    public var lastCompleted: LastCompleted?

    /// The last session at a load done in full, before a jump that was too big.
    public struct LastCompleted: Sendable, Equatable, Codable {
        /// That load, kg.
        public var weight: Double
        /// The sets done at it.
        public var sets: Int
        /// The reps each of them reached.
        public var reps: Int
        /// The local day, YYYY-MM-DD.
        public var date: String
        /// The reps of those sets, in order.
        public var repsBySet: [Int] = []
    }
}

/// Where the last 28 days' hard sets went (a set counts 1 for the primary group, 0.5 for each other group).
public struct MuscleGroupBalance: Sendable, Equatable, Codable {
    /// The days the balance looks back over (28).
    public var windowDays: Int
    /// Hard sets in the window, fractional by group.
    public var totalSets: Double
    /// Share per group, 0…1.
    public var shares: [String: Double]
    /// Hard sets per group in the window.
    public var sets: [String: Double]
    /// Hard sets per group per week (the window's average).
    public var weeklyHardSets: [String: Double]
    /// Hard sets by movement (each set once, §4.4 classification).
    public var pushSets: Double
    /// Hard pull sets.
    public var pullSets: Double
    /// Hard upper-body sets (push and pull).
    public var upperSets: Double
    /// Hard lower-body sets.
    public var lowerSets: Double
    /// push ÷ pull; nil when pull is zero (then `pushPullUnbounded` tells whether there was push work).
    public var pushPullRatio: Double?
    /// Push work and no pull work: the worst ratio there is, not a missing one.
    public var pushPullUnbounded: Bool
    /// upper ÷ lower; nil when lower is zero.
    public var upperLowerRatio: Double?
    /// Upper-body work and no lower-body work: the worst ratio there is, not a missing one.
    public var upperLowerUnbounded: Bool
    /// Working sets in the window, and those on exercises without muscle groups (left out above).
    public var workingSets: Int
    /// Working sets on exercises without muscle groups, left out of the shares.
    public var setsWithoutMuscleGroups: Int
    /// Completed working sets by movement on compound lifts (presses, rows, pull-ups, squats, hinges) and
    /// rear-delt pulls (face pulls, reverse flyes): what a coach compares, without lateral raises, pushdowns
    /// and curls weighing in.
    public var compoundPushSets: Double = 0
    /// Completed working pull sets on compound lifts and rear-delt pulls.
    public var compoundPullSets: Double = 0
    /// Completed working upper-body sets on compound lifts.
    public var compoundUpperSets: Double = 0
    /// Completed working lower-body sets on compound lifts.
    public var compoundLowerSets: Double = 0
}

/// How recovered the athlete is.
public struct RecoveryStatus: Sendable, Equatable, Codable {
    /// Hours since each muscle group was last trained with hard sets (any listed group), for the groups
    /// trained in the last 8 weeks.
    public var hoursSinceTrained: [String: Double]
    /// Sessions in the last 7 days.
    public var sessionsLast7Days: Int
    /// Days since the last session started; nil without sessions.
    public var daysSinceLastSession: Double?
    /// Volume of the last 7 days, kg.
    public var volumeLast7Days: Double
    /// Average weekly volume of the last 28 days.
    public var averageWeeklyVolume28Days: Double
    /// Hard sets of the last 7 days.
    public var hardSetsLast7Days: Int
    /// Average weekly hard sets of the last 28 days.
    public var averageWeeklyHardSets28Days: Double
    /// 7-day hard sets ÷ average weekly hard sets of the last 28 days; nil without hard sets.
    public var acuteChronicRatio: Double?
    /// The ratio is ≥ 1.5 on an established base (sessions in each of the three weeks before the last 7 days).
    public var loadSpike: Bool
}

/// Training regularity.
public struct Consistency: Sendable, Equatable, Codable {
    /// The weekly goal streaks are counted against (the stated one, else 3).
    public var weeklyGoal: Int
    /// True when the profile states the weekly goal.
    public var weeklyGoalStated: Bool
    /// Weeks in a row that met the weekly goal.
    public var currentStreak: Int
    /// The longest such run.
    public var longestStreak: Int
    /// Sessions in the last 56 days ÷ 8.
    public var averageSessionsPerWeek8Weeks: Double
    /// Sessions before the as-of instant.
    public var totalSessions: Int
    /// The local day of the last session, YYYY-MM-DD; nil without sessions.
    public var lastSessionDate: String?
    /// Sessions of each of the last 4 complete weeks, oldest first, and those weeks' names.
    public var lastWeeks: [String]
    /// Sessions in each of those weeks, oldest first.
    public var sessionsLastWeeks: [Int]
    /// Sessions per week in the 12 complete weeks before those 4.
    public var averageSessionsPerWeekBefore: Double
    /// Sessions per week with hard sets for each muscle group (primary), last 28 days.
    public var frequencyPerMuscleGroup: [String: Double]
}

/// How well training fits the goal (rules 5, 7 and 8 of §4.5).
public struct GoalAlignment: Sendable, Equatable, Codable {
    /// nil when the profile states no goal (rules 5 and 8 are then not evaluated).
    public var goal: String?
    /// The goal's rep range as text, e.g. `8–12`; nil without a goal.
    public var repRange: String?
    /// Working sets of the last 28 days.
    public var workingSets28Days: Int
    /// Share of working sets of the last 28 days inside the goal's rep range; nil without sets.
    public var shareInRepRange: Double?
    /// The goal's rest range as text, e.g. `60–90 s`; nil without a goal.
    public var restRange: String?
    /// Median rest of completed sets with a recorded rest, last 28 days; nil without rest data.
    public var medianRestSeconds: Double?
    /// The last complete ISO week before the as-of instant, e.g. `2026-W47`.
    public var lastCompleteWeek: String
    /// That week's volume, kg.
    public var lastWeekVolume: Double
    /// `WorkoutAnalyzer.minimumWeeklyVolume`, kg: reported for the JSON's readers, no rule uses it.
    public var minimumWeeklyVolume: Double
    /// Weekly hard sets of the major muscle groups (back counts back, lats and upper back), last 4 weeks.
    public var majorGroupWeeklyHardSets: [String: Double]
    /// The same counting only sets of exercises whose primary group it is (rule 7's upper limit).
    public var majorGroupDirectWeeklyHardSets: [String: Double]
    /// The productive band of weekly hard sets per muscle group (Schoenfeld's dose-response review).
    public var hardSetBand: String
    /// Sessions per week, last 4 weeks.
    public var sessionsPerWeek4Weeks: Double
    /// The 7-day stretches of the last 4 with a session (at least 1): what weekly averages divide by.
    public var trainedWeeks: Double = 1
}

/// Records and milestones of the last 7 days.
public struct Achievements: Sendable, Equatable, Codable {
    /// A personal record set in the last 7 days.
    public struct Record: Sendable, Equatable, Codable {
        /// The catalog id of the exercise, lowercased.
        public var exerciseId: String
        /// The exercise's name.
        public var exercise: String
        /// maxWeight, bestE1RM, repMax, maxReps.
        public var kind: String
        /// The value it beat; nil when there was none.
        public var oldValue: Double?
        /// The new value (kg or reps, by `kind`).
        public var newValue: Double
        /// The local day it was set, YYYY-MM-DD.
        public var date: String
        /// The set's load, kg, when the record is a set.
        public var weight: Double?
        /// The set's reps, when the record is a set.
        public var reps: Int?
        /// Beats the old value by a load step, a rep at the same or a heavier load, or 2.5 % of e1RM
        /// (§4.6); the others are minor and only listed.
        public var celebrated: Bool
        /// For repMax: the rep count; for maxReps: the old record's load.
        public var detail: Double?
        /// For bestE1RM: the earlier set that showed the most strength by Epley, which counts sets of any
        /// number of reps (the set the record had to beat to be celebrated). The old value counts only sets
        /// of up to 12 reps, so a lifter who did 13.75 kg × 14 reads "was 12.12 kg" as wrong.
        public var strongestBefore: SetShown?
    }

    /// A set as the lifter logged it.
    public struct SetShown: Sendable, Equatable, Codable {
        /// kg.
        public var weight: Double
        public var reps: Int
    }

    /// Records set in the last 7 days.
    public var newRecords: [Record]
    /// Lifetime-session milestones reached in the last 7 days.
    public var milestones: [Int]
    /// Sessions in the athlete's history up to the as-of instant.
    public var totalSessions: Int
    /// Exercises (ids) with a celebrated record in the last 14 days: not stalled, never named for a deload.
    public var recentCelebrated: [String]
}

/// The goal's targets (SPEC §4.5 rules 5 and 8).
package struct GoalTargets: Sendable, Equatable {
    package var reps: ClosedRange<Int>
    package var rest: ClosedRange<Int>

    package init?(_ goal: FitnessGoal?) {
        guard let goal else { return nil }
        self.init(goal)
    }

    package init(_ goal: FitnessGoal) {
        switch goal {
        case .kraft: reps = 1...5; rest = 120...300
        case .muskelaufbau: reps = 6...12; rest = 60...120
        case .ausdauer: reps = 15...1000; rest = 30...60
        case .gewichtsreduktion, .allgemeineFitness: reps = 8...15; rest = 60...120
        }
    }

    package var repText: String { reps.upperBound >= 1000 ? "≥ \(reps.lowerBound)" : "\(reps.lowerBound)–\(reps.upperBound)" }
    package var restText: String { "\(rest.lowerBound)–\(rest.upperBound) s" }
}

extension Analysis {
    /// The same analysis with its exercises named in `language` (`gymbo analyze --lang en`). The analyzer
    /// writes the catalog's names, so what it decides never depends on the language it is read in.
    public func named(in language: Language, by history: AthleteHistory) -> Analysis {
        var copy = self
        for i in copy.progressionOpportunities.indices {
            copy.progressionOpportunities[i].exercise = history.name(copy.progressionOpportunities[i].exerciseId, language)
        }
        for i in copy.achievements.newRecords.indices {
            copy.achievements.newRecords[i].exercise = history.name(copy.achievements.newRecords[i].exerciseId, language)
        }
        return copy
    }
}
