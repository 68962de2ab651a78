import Foundation

/// The parts of the week the HTML report shows beyond the Markdown (SPEC §5.1): the 52-week calendar, the
/// rep-max records and what a coach should look at first. New JSON keys; none of the old ones changed.
extension WeeklyReport {
    /// Sessions per day over the 52 weeks that end with the report's week, like a contribution graph.
    public struct CalendarDays: Sendable, Equatable, Codable {
        /// The first day, a Monday, YYYY-MM-DD.
        public var start: String
        /// Sessions started on each day from `start`, 364 days (52 weeks of 7), oldest first.
        public var sessionsPerDay: [Int]
    }

    /// The rep-max records of one exercise trained in the week: the heaviest load lifted for each rep count.
    public struct RepMaxRecords: Sendable, Equatable, Codable {
        /// The catalog id of the exercise, lowercased.
        public var exerciseId: String
        /// The exercise's name in the report's language.
        public var exercise: String
        /// One entry per rep count (1 to 12) that has a record, fewest reps first.
        public var entries: [RepMaxEntry]
    }

    /// The heaviest load lifted for a rep count.
    public struct RepMaxEntry: Sendable, Equatable, Codable {
        /// The rep count.
        public var reps: Int
        /// The load, kg.
        public var weightKg: Double
        /// The local day it was set, YYYY-MM-DD.
        public var date: String
        /// True when it was set in the report's week.
        public var thisWeek: Bool
    }

    /// What a coach should look at first (SPEC §4.6, §5.1), as the week's analysis saw it at the week's end.
    public struct Attention: Sendable, Equatable, Codable {
        /// Hard sets of the last 7 days at least 1.5 × the 4-week average, on an established base.
        public var loadSpike: Bool
        /// Main lifts whose last sessions show fatigue (reps falling at the same load), by name.
        public var fatiguedLifts: [String]
        /// Whole days since the last session at the week's end; nil without sessions.
        public var daysSinceLastSession: Int?
        /// Sessions waiting for the user's decision, and loads that look like pounds: data to check.
        public var dataToCheck: Int
    }
}
