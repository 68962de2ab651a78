import Foundation

/// Weekly statistics as text, Markdown and JSON.
public struct StatsView {
    /// The athlete's history the statistics come from.
    public let history: AthleteHistory
    /// The weeks shown, oldest first.
    public let weeks: [WeekStats]
    /// The week before the first, which the first week's change is against.
    public let previous: WeekStats
    /// The weekly-goal streak as of `asOf`.
    public let streak: Streak
    /// The instant the statistics are as of.
    public let asOf: Date
    /// The language of names and labels.
    public let language: Language
    /// One week in detail: its sessions and muscle groups.
    public let detail: Bool

    /// One week in detail (`week`), or the last `lastWeeks` complete weeks before `asOf`.
    public init(history: AthleteHistory, week: ISOWeek?, lastWeeks: Int, asOf: Date, language: Language) {
        let calendar = history.calendar
        var selected = [week ?? Statistics.lastCompleteWeek(asOf: asOf, calendar: calendar)]
        while week == nil && selected.count < lastWeeks { selected.insert(selected[0].previous, at: 0) }
        let sessions = history.sessions(before: asOf)
        let goal = history.athlete.weeklyGoal
        self.history = history
        weeks = selected.map { Statistics.week($0, sessions: sessions, exercises: history.exercises, calendar: calendar, weeklyGoal: goal) }
        previous = Statistics.week(selected[0].previous, sessions: sessions, exercises: history.exercises, calendar: calendar, weeklyGoal: goal)
        streak = Statistics.streak(sessions: sessions, calendar: calendar, weeklyGoal: goal, asOf: asOf)
        self.asOf = asOf
        self.language = language
        detail = week != nil
    }

    /// The JSON of `gymbo stats` (SPEC §6): a stable interface, add keys, never rename.
    public struct JSON: Encodable {
        /// The athlete's name.
        public var athlete: String
        /// The instant the statistics are as of.
        public var asOf: Date
        /// Sessions per week the athlete aims for.
        public var weeklyGoal: Int
        /// The weeks, oldest first.
        public var weeks: [WeekStats]
        /// Each week's change from the week before it.
        public var changes: [WeekChange]
        /// The weekly-goal streak.
        public var streak: Streak
        /// The sessions of those weeks.
        public var sessions: [SessionStats]
    }

    var changes: [WeekChange] {
        zip([previous] + weeks.dropLast(), weeks).map { Statistics.change(from: $0, to: $1) }
    }

    var sessionsOfWeeks: [SessionStats] {
        let calendar = history.calendar
        guard let first = weeks.first, let last = weeks.last else { return [] }
        let start = calendar.start(of: first.week), end = calendar.end(of: last.week)
        return history.sessions.filter { $0.startedAt >= start && $0.startedAt < end && $0.startedAt < asOf }
            .map { Statistics.session($0, calendar: calendar) }
    }

    /// The JSON of `gymbo stats`.
    public var json: JSON {
        JSON(athlete: history.athlete.name, asOf: asOf, weeklyGoal: history.athlete.weeklyGoal, weeks: weeks, changes: changes,
             streak: streak, sessions: sessionsOfWeeks)
    }

    private var words: PresenterWording { PresenterWording(language: language) }

    private func minutes(_ seconds: Int) -> String { "\(seconds / 60) min" }

    private func change(_ c: WeekChange) -> String {
        let sign = c.volume > 0 ? "+" : ""
        let pct = c.volumePercent.map { " (\(NumberText.percent($0, language, signed: true)))" } ?? ""
        return sign + NumberText.format(c.volume, language, decimals: 0) + " kg" + pct
    }

    private var tableRows: [[String]] {
        zip(weeks, changes).map { w, c in
            [
                w.week.description, String(w.sessions) + (w.goalMet ? " ✓" : ""), minutes(w.durationSeconds),
                NumberText.format(w.volume, language, decimals: 0) + " kg", "\(w.completedSets)/\(w.plannedSets)", String(w.reps),
                NumberText.percent(w.completionRate, language), String(w.distinctExercises), change(c),
            ]
        }
    }

    private var headers: [String] {
        words.statsColumns
    }

    private var streakLine: String {
        words.streakLine(weeklyGoal: history.athlete.weeklyGoal, current: streak.current, longest: streak.longest)
    }

    private func muscleLines() -> [(String, String)] {
        guard detail, let w = weeks.first, w.volume > 0 else { return [] }
        let total = w.volumeByMuscle.values.reduce(0, +)
        return w.volumeByMuscle.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { key, value in
            let label = MuscleGroup(rawValue: key)?.label(language) ?? key
            return (label, "\(NumberText.format(value, language, decimals: 0)) kg (\(NumberText.percent(value / total, language)))")
        }
    }

    package func text() -> String {
        var table = TextTable(headers, alignments: [.left, .right, .right, .right, .right, .right, .right, .right, .right])
        for row in tableRows { table.append(row) }
        var out = "\(history.athlete.name)\n\n" + table.render() + "\n" + streakLine + "\n"
        if detail {
            let sessions = sessionsOfWeeks
            if !sessions.isEmpty {
                var t = TextTable(words.sessionColumns, alignments: [.left, .left, .right, .right, .right, .right])
                for s in sessions {
                    t.append([s.day, s.name, minutes(s.durationSeconds), NumberText.format(s.volume, language, decimals: 0) + " kg",
                              "\(s.completedSets)/\(s.plannedSets)", s.avgHeartRate.map(String.init) ?? "–"])
                }
                out += "\n" + t.render()
            }
            let muscles = muscleLines()
            if !muscles.isEmpty {
                var t = TextTable(words.muscleGroupColumns, alignments: [.left, .right])
                for (k, v) in muscles { t.append([k, v]) }
                out += "\n" + t.render()
            }
        }
        return out
    }

    package func markdown() -> String {
        var out = "## \(history.athlete.name)\n\n| " + headers.joined(separator: " | ") + " |\n|" + String(repeating: "---|", count: headers.count) + "\n"
        for row in tableRows { out += "| " + row.joined(separator: " | ") + " |\n" }
        return out + "\n" + streakLine + "\n"
    }
}
