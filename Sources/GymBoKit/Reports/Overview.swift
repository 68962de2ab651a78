import Foundation

/// The coach's overview of one week (SPEC §5.1): one row per athlete, those who need attention first.
///
/// Every figure is taken from the athlete's `WeeklyReport` of the week (no second computation), so the
/// overview and the weekly JSON agree. The JSON form is a public interface described by
/// `Resources/overview.schema.json`; keys are added, never renamed.
public struct Overview: Sendable, Equatable, Codable {
    /// The `schemaVersion` this toolkit writes.
    public static let currentSchemaVersion = 1

    /// One athlete's row.
    public struct Row: Sendable, Equatable, Codable {
        /// The athlete's name.
        public var athlete: String
        /// The athlete's id, lowercased.
        public var athleteId: String
        /// The athlete's weekly report page, relative to the overview.
        public var report: String
        /// Why the athlete needs attention, most pressing first: `missedSessions`, `layoff`, `loadSpike`,
        /// `fatigue`, `dataToCheck`; empty for an athlete on track.
        public var reasons: [String]
        /// Sessions of the week and the weekly goal (the report's `goal`).
        public var sessions: Int
        /// Sessions per week the athlete aims for.
        public var weeklyGoal: Int
        /// Sessions short of the goal (0 when met).
        public var missedSessions: Int
        /// Weeks in a row that met the goal.
        public var currentStreak: Int
        /// The week's volume, kg, and its change against the previous week (the report's `change`).
        public var volumeKg: Double
        /// Change in volume as a fraction of last week's; nil when last week had none.
        public var volumeChangePercent: Double?
        /// Hard sets per week of the major muscle groups trained (the report's `hardSets`).
        public var hardSets: [WeeklyReport.HardSetRow]
        /// The week's celebrated records.
        public var celebratedRecords: [WeeklyReport.RecordEntry]
        /// The week's first tip; nil without tips.
        public var topTip: WeeklyReport.TipEntry?
        /// The report's attention flags.
        public var attention: WeeklyReport.Attention
    }

    /// Which version of the schema this file follows.
    public var schemaVersion: Int
    /// The ISO week, e.g. `2026-W47`.
    public var week: String
    /// The language of names and tips, `de` or `en`.
    public var language: String
    /// One row per athlete: those who need attention first (most reasons, then most sessions missed), then
    /// the rest; by name within each.
    public var athletes: [Row]
}

extension Overview {
    /// The muscle groups the overview's small bars show: the major groups of the weekly goal rule.
    static let majorGroups: [MuscleGroup] = [.chest, .back, .lats, .upperBack, .shoulders, .legs, .glutes, .hamstrings]

    /// The overview of `week` from the athletes' reports of that week, each with its page's path.
    package init(week: String, language: Language, reports: [(report: WeeklyReport, page: String)]) {
        let rows = reports.map { Self.row($0.report, page: $0.page) }
        let ranked = rows.sorted { a, b in
            if a.reasons.count != b.reasons.count { return a.reasons.count > b.reasons.count }
            if a.missedSessions != b.missedSessions { return a.missedSessions > b.missedSessions }
            return (a.athlete, a.athleteId) < (b.athlete, b.athleteId)
        }
        self.init(schemaVersion: Self.currentSchemaVersion, week: week, language: language.rawValue, athletes: ranked)
    }

    static func row(_ r: WeeklyReport, page: String) -> Row {
        let attention = r.attention ?? .init(loadSpike: false, fatiguedLifts: [], daysSinceLastSession: nil, dataToCheck: 0)
        let missed = max(0, r.goal.weeklyGoal - r.goal.sessions)
        var reasons: [String] = []
        if missed > 0 { reasons.append("missedSessions") }
        if (attention.daysSinceLastSession ?? 0) >= WeeklyReportBuilder.layoffDays { reasons.append("layoff") }
        if attention.loadSpike { reasons.append("loadSpike") }
        if attention.fatiguedLifts.count >= 2 { reasons.append("fatigue") }
        if attention.dataToCheck > 0 { reasons.append("dataToCheck") }
        let major = Set(majorGroups.map(\.rawValue))
        return Row(athlete: r.athlete, athleteId: r.athleteId, report: page, reasons: reasons, sessions: r.goal.sessions,
                   weeklyGoal: r.goal.weeklyGoal, missedSessions: missed, currentStreak: r.goal.currentStreak, volumeKg: r.summary.volumeKg,
                   volumeChangePercent: r.change.volumePercent, hardSets: r.hardSets.filter { major.contains($0.muscleGroup) },
                   celebratedRecords: r.records.filter(\.celebrated), topTip: r.tips.first, attention: attention)
    }
}
