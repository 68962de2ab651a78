import Foundation

/// One athlete's week (SPEC §5): the data behind the Markdown, the JSON and the charts.
///
/// The JSON form is a public interface described by `Resources/weekly-report.schema.json`; keys are
/// added, never renamed, and `schemaVersion` says which version a file follows.
public struct WeeklyReport: Sendable, Equatable, Codable {
    /// The `schemaVersion` this toolkit writes (see `Resources/weekly-report.schema.json`).
    public static let currentSchemaVersion = 2

    /// The week in totals: sessions, time, volume, sets, reps and heart rate.
    public struct Summary: Sendable, Equatable, Codable {
        /// Sessions started in the week.
        public var sessions: Int
        /// Training time of those sessions, in minutes.
        public var durationMinutes: Int
        /// Volume (kg × reps over completed working sets), kg.
        public var volumeKg: Double
        /// Sets the sessions planned.
        public var plannedSets: Int
        /// Sets completed, warm-ups included.
        public var completedSets: Int
        /// Reps of completed working sets.
        public var reps: Int
        /// Completed sets ÷ planned sets, 0 to 1.
        public var completionRate: Double
        /// Average heart rate over the sessions that recorded one.
        public var avgHeartRate: Int?
        /// Highest heart rate recorded in the week.
        public var maxHeartRate: Int?
        /// Lowest heart rate recorded in the week.
        public var minHeartRate: Int?
        /// Completed working sets and warm-ups (completedSets counts both).
        public var workingSets: Int
        /// Completed warm-up sets.
        public var warmupSets: Int
        /// Whether a session of the week comes from a source that logs planned sets (the app's backups and
        /// shared workouts). Strong, Hevy and FitNotes export only the sets done: their completion is no figure.
        public var plannedSetsLogged: Bool? = nil
    }

    /// The difference from the previous week (this week minus that one).
    public struct Change: Sendable, Equatable, Codable {
        /// The previous ISO week, e.g. `2026-W46`.
        public var previousWeek: String
        /// Change in sessions.
        public var sessions: Int
        /// Change in volume, kg.
        public var volumeKg: Double
        /// Change in volume as a fraction of last week's (0.1 = +10 %); nil when last week had none.
        public var volumePercent: Double?
        /// Change in training time, minutes.
        public var durationMinutes: Int
        /// Change in completed sets.
        public var completedSets: Int
        /// Change in reps.
        public var reps: Int
    }

    /// The weekly session goal and the streak of weeks that met it.
    public struct Goal: Sendable, Equatable, Codable {
        /// Sessions per week the athlete aims for.
        public var weeklyGoal: Int
        /// Sessions in this week.
        public var sessions: Int
        /// True when `sessions` reached `weeklyGoal`.
        public var met: Bool
        /// Weeks in a row up to this one that met the goal.
        public var currentStreak: Int
        /// The longest such run so far.
        public var longestStreak: Int
    }

    /// A personal record set in the week; a first-ever lift is not a record.
    public struct RecordEntry: Sendable, Equatable, Codable {
        /// The catalog id of the exercise, lowercased.
        public var exerciseId: String
        /// The exercise's name in the report's language.
        public var exercise: String
        /// Which record: `maxWeight`, `maxReps`, `bestE1RM` or `bestSessionVolume`.
        public var kind: String
        /// The value it beat; nil when there was none.
        public var oldValue: Double?
        /// The new value (kg, reps or kg of volume, by `kind`).
        public var newValue: Double
        /// The local day it was set, YYYY-MM-DD.
        public var date: String
        /// A record worth celebrating (SPEC §4.6): a load step more, a rep more at the same or a heavier
        /// load, or 2.5 % more e1RM. The others (a unit change, a fraction of a step, session volume) are minor.
        public var celebrated: Bool
    }

    /// One muscle group's share of the week's volume.
    public struct MuscleShare: Sendable, Equatable, Codable {
        /// The muscle group's key, e.g. `chest`.
        public var muscleGroup: String
        /// The muscle group in the report's language.
        public var label: String
        /// Its volume, kg: a set counts fully for the primary group and half for each other.
        public var volumeKg: Double
        /// Its fraction of all muscle-group volume, 0 to 1.
        public var share: Double
    }

    /// Hard sets per muscle group per week (4-week average) against the productive band of 10–20.
    public struct HardSetRow: Sendable, Equatable, Codable {
        /// The muscle group's key.
        public var muscleGroup: String
        /// The muscle group in the report's language.
        public var label: String
        /// Hard sets per week, averaged over the last 4 weeks.
        public var hardSetsPerWeek: Double
        /// below, within or above the band.
        public var band: String
    }

    /// One exercise trained in the week.
    public struct ExerciseRow: Sendable, Equatable, Codable {
        /// The catalog id of the exercise, lowercased.
        public var exerciseId: String
        /// The exercise's name in the report's language.
        public var exercise: String
        /// Completed working sets (warm-ups apart).
        public var sets: Int
        /// The heaviest completed working set's weight, kg.
        public var topSetWeight: Double
        /// That set's reps.
        public var topSetReps: Int
        /// The best estimated one-rep max of the week, kg; nil when no set qualifies.
        public var bestE1RM: Double?
        /// Change of the best e1RM since the last session with this exercise before the week.
        public var e1rmChange: Double?
        /// True for an exercise the athlete created, not from the catalog.
        public var custom: Bool
        /// Completed warm-up sets.
        public var warmupSets: Int
        /// The longest timed set (seconds), for planks and cardio.
        public var topSetSeconds: Double?
        /// The names the lifter's own app gave this exercise this week, where they differ from `exercise`.
        public var lifterNames: [String]
        /// True when the loads are per side (SPEC §4.6); absent otherwise.
        public var perSide: Bool? = nil
        /// The day (YYYY-MM-DD) of the session `e1rmChange` is measured from, when lighter sessions after it (a
        /// deload week, a light day) were passed over; absent when it is the last session before the week.
        public var e1rmComparedWith: String? = nil
        /// Present and true when the week's sets of the exercise were lighter than the three sessions before
        /// it (heaviest load 10 % or more below theirs), none failed, and no heavier than the session just
        /// before: a deload week, so a fall is no lost strength.
        public var lighterThanBefore: Bool? = nil
        /// Present and true when `e1rmChange` fell while the week's heaviest load changed, heavier or less than
        /// 10 % below the compared session's, done for 3 or more reps fewer, the sets at it within a rep of
        /// each other and none failed: a lower rep range (115 kg × 3 after 117.5 kg × 9), whose estimate is
        /// lower without any strength lost. A week 10 % or more lighter is `lighterThanBefore`'s.
        public var fewerRepsThanBefore: Bool? = nil
    }

    /// One session of the week.
    public struct SessionRow: Sendable, Equatable, Codable {
        /// The local day, YYYY-MM-DD.
        public var date: String
        /// The session's name as logged.
        public var name: String
        /// Its duration, minutes.
        public var durationMinutes: Int
        /// Its volume, kg.
        public var volumeKg: Double
        /// Sets completed, warm-ups included.
        public var completedSets: Int
        /// Sets planned.
        public var plannedSets: Int
        /// Average heart rate, when recorded.
        public var avgHeartRate: Int?
        /// Completed working sets (warm-ups apart).
        public var workingSets: Int
        /// Completed warm-up sets.
        public var warmupSets: Int
        /// Whether a session of the week comes from a source that logs planned sets (the app's backups and
        /// shared workouts). Strong, Hevy and FitNotes export only the sets done: their completion is no figure.
        public var plannedSetsLogged: Bool? = nil
    }

    /// A tip of the week, as the TipEngine ranked it.
    public struct TipEntry: Sendable, Equatable, Codable {
        /// The tip's id, e.g. `01-3fa9c2d1`: the one `gymbo tips rate` takes.
        public var id: String
        /// The rule that gave it.
        public var rule: String
        /// `high`, `medium` or `low`.
        public var priority: String
        /// The tip's headline, in the report's language.
        public var title: String
        /// The tip itself, in the report's language.
        public var message: String
        /// The figures behind the tip, by name (the same as `gymbo tips --format json` gives).
        public var evidence: [String: EvidenceValue]? = nil
    }

    /// One week's point of an e1RM trend.
    public struct TrendPoint: Sendable, Equatable, Codable {
        /// The ISO week, e.g. `2026-W47`.
        public var week: String
        /// The best e1RM of that week, kg; nil when the lift was not trained.
        public var e1rm: Double?
    }

    /// The weekly best e1RM of one lift over the last 12 weeks.
    public struct Trend: Sendable, Equatable, Codable {
        /// The catalog id of the exercise, lowercased.
        public var exerciseId: String
        /// The exercise's name in the report's language.
        public var exercise: String
        /// One point per week, oldest first.
        public var points: [TrendPoint]
    }

    /// The file names of the SVG charts written next to the report.
    public struct Charts: Sendable, Equatable, Codable {
        /// The chart of volume per weekday.
        public var volumeByWeekday: String
        /// The chart of volume per muscle group.
        public var muscleGroups: String
        /// The chart of the e1RM trends.
        public var e1rmTrend: String
    }

    /// Which version of the schema this report follows.
    public var schemaVersion: Int
    /// The athlete's name.
    public var athlete: String
    /// The athlete's id, lowercased.
    public var athleteId: String
    /// The ISO week, e.g. `2026-W47`.
    public var week: String
    /// Monday of the week, a local date in the athlete's time zone.
    public var weekStart: String
    /// Sunday of the week.
    public var weekEnd: String
    /// The report's language, `de` or `en`.
    public var language: String
    /// The IANA time zone the week is computed in.
    public var timezone: String
    /// The week in totals.
    public var summary: Summary
    /// The difference from the previous week.
    public var change: Change
    /// The weekly goal and the streak.
    public var goal: Goal
    /// Records set this week.
    public var records: [RecordEntry]
    /// Volume per muscle group, largest first.
    public var muscleGroups: [MuscleShare]
    /// Volume per weekday, Monday first.
    public var volumeByWeekday: [Double]
    /// The exercises trained, with their top sets and e1RM.
    public var exercises: [ExerciseRow]
    /// The sessions of the week, in order.
    public var sessions: [SessionRow]
    /// The top tips, at most the builder's `maxTips`.
    public var tips: [TipEntry]
    /// Best e1RM per week of the three most-trained lifts of the last 12 weeks.
    public var e1rmTrend: [Trend]
    /// Notes about the data, in the report's language: custom exercises, rules not evaluated, questioned
    /// sessions, loads that look like pounds, notes from the import.
    public var dataNotes: [String]
    /// The file names of the charts.
    public var charts: Charts
    /// The athlete's unit: the Markdown shows weights in it (the JSON stays in kg).
    public var unit: String
    /// Present and true when the athlete's unit is kg but the barbell loads look like pounds (a data note says
    /// why): the pages show the loads as logged, in pounds; the JSON's loads stay the numbers stored.
    public var loadsLookLikePounds: Bool? = nil
    /// Hard sets per muscle group per week against the productive band of 10–20.
    public var hardSets: [HardSetRow]
    /// Sessions waiting for the user's decision (SPEC §4.6); written only when there are some.
    public var questionedSessions: [QuestionedEntry]? = nil
    /// Tips of the week beyond the report's limit (`gymbo tips` lists them); written only when there are some.
    public var moreTips: Int? = nil
    /// Sessions per day over the 52 weeks up to this one.
    public var calendar: CalendarDays? = nil
    /// The rep-max records of the week's loaded exercises, as they stand at the week's end.
    public var repMaxes: [RepMaxRecords]? = nil
    /// What a coach should look at first.
    public var attention: Attention? = nil

    /// A questioned session with its reason and the commands that decide.
    public struct QuestionedEntry: Sendable, Equatable, Codable {
        /// The session's id, lowercased.
        public var sessionId: String
        /// The local day, YYYY-MM-DD.
        public var date: String
        /// The session's name as logged.
        public var name: String
        /// The format it was imported from, e.g. `strong` or `hevy`.
        public var source: String
        /// Why it is questioned.
        public var flags: [SessionFlag]
        /// The flags in words, in the report's language.
        public var reason: String
        /// The command that drops the session.
        public var drop: String
        /// The command that keeps it.
        public var keep: String
    }
}
