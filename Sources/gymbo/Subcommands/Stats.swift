import ArgumentParser
import Foundation
import GymBoKit

extension GymboCommand {
    struct Stats: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Weekly training statistics (ISO weeks in the athlete's time zone) and the weekly-goal streak.")
        @OptionGroup var global: GlobalOptions
        @Option(help: "The athlete (default: the only one).") var athlete: String?
        @Option(help: "One week in detail, e.g. 2026-W47.") var week: String?
        @Option(help: "The last N complete weeks (default 4).") var weeks = 4
        @Option(help: "Output format: text, json or markdown.") var format: OutputFormat = .text

        func validate() throws {
            if let week, ISOWeek(parsing: week) == nil { throw ValidationError("--week must look like 2026-W47") }
            guard (1...520).contains(weeks) else { throw ValidationError("--weeks must be between 1 and 520") }
        }

        func run() throws {
            try GymboCommand.run {
                let store = try global.openStore()
                let history = try store.history(athlete: try store.athlete(named: athlete))
                let calendar = history.calendar
                let asOf = try global.asOf(in: calendar)
                let selected: [ISOWeek]
                if let week, let parsed = ISOWeek(parsing: week) {
                    selected = [parsed]
                } else {
                    var list = [Statistics.lastCompleteWeek(asOf: asOf, calendar: calendar)]
                    while list.count < weeks { list.insert(list[0].previous, at: 0) }
                    selected = list
                }
                let sessions = history.sessions(before: asOf)
                let goal = history.athlete.weeklyGoal
                let stats = selected.map { Statistics.week($0, sessions: sessions, exercises: history.exercises, calendar: calendar, weeklyGoal: goal) }
                let previous = Statistics.week(selected[0].previous, sessions: sessions, exercises: history.exercises, calendar: calendar, weeklyGoal: goal)
                let streak = Statistics.streak(sessions: sessions, calendar: calendar, weeklyGoal: goal, asOf: asOf)
                let view = StatsView(history: history, weeks: stats, previous: previous, streak: streak, asOf: asOf, language: global.lang,
                                     detail: week != nil)
                switch format {
                case .json: Output.print(try JSONOutput.string(view.json))
                case .text: Output.print(view.text())
                case .markdown: Output.print(view.markdown())
                }
            }
        }
    }
}

/// Weekly statistics as text, Markdown and JSON.
struct StatsView {
    let history: AthleteHistory
    let weeks: [WeekStats]
    let previous: WeekStats
    let streak: Streak
    let asOf: Date
    let language: Language
    let detail: Bool

    struct JSON: Encodable {
        var athlete: String
        var asOf: Date
        var weeklyGoal: Int
        var weeks: [WeekStats]
        var changes: [WeekChange]
        var streak: Streak
        var sessions: [SessionStats]
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

    var json: JSON {
        JSON(athlete: history.athlete.name, asOf: asOf, weeklyGoal: history.athlete.weeklyGoal, weeks: weeks, changes: changes,
             streak: streak, sessions: sessionsOfWeeks)
    }

    private var de: Bool { language == .de }

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
        de ? ["Woche", "Einheiten", "Dauer", "Volumen", "Sätze", "Wdh.", "Erledigt", "Übungen", "vs. Vorwoche"]
           : ["week", "sessions", "time", "volume", "sets", "reps", "completed", "exercises", "vs. previous week"]
    }

    private var streakLine: String {
        de ? "Wochenziel \(history.athlete.weeklyGoal) Einheiten — Serie: \(streak.current) Wochen, längste: \(streak.longest) Wochen"
           : "Weekly goal \(history.athlete.weeklyGoal) sessions — streak: \(streak.current) weeks, longest: \(streak.longest) weeks"
    }

    private func muscleLines() -> [(String, String)] {
        guard detail, let w = weeks.first, w.volume > 0 else { return [] }
        let total = w.volumeByMuscle.values.reduce(0, +)
        return w.volumeByMuscle.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { key, value in
            let label = MuscleGroup(rawValue: key)?.label(language) ?? key
            return (label, "\(NumberText.format(value, language, decimals: 0)) kg (\(NumberText.percent(value / total, language)))")
        }
    }

    func text() -> String {
        var table = TextTable(headers, alignments: [.left, .right, .right, .right, .right, .right, .right, .right, .right])
        for row in tableRows { table.append(row) }
        var out = "\(history.athlete.name)\n\n" + table.render() + "\n" + streakLine + "\n"
        if detail {
            let sessions = sessionsOfWeeks
            if !sessions.isEmpty {
                var t = TextTable([de ? "Tag" : "day", de ? "Einheit" : "session", de ? "Dauer" : "time", de ? "Volumen" : "volume", de ? "Sätze" : "sets", de ? "Puls Ø" : "avg HR"],
                                  alignments: [.left, .left, .right, .right, .right, .right])
                for s in sessions {
                    t.append([s.day, s.name, minutes(s.durationSeconds), NumberText.format(s.volume, language, decimals: 0) + " kg",
                              "\(s.completedSets)/\(s.plannedSets)", s.avgHeartRate.map(String.init) ?? "–"])
                }
                out += "\n" + t.render()
            }
            let muscles = muscleLines()
            if !muscles.isEmpty {
                var t = TextTable([de ? "Muskelgruppe" : "muscle group", de ? "Volumen" : "volume"], alignments: [.left, .right])
                for (k, v) in muscles { t.append([k, v]) }
                out += "\n" + t.render()
            }
        }
        return out
    }

    func markdown() -> String {
        var out = "## \(history.athlete.name)\n\n| " + headers.joined(separator: " | ") + " |\n|" + String(repeating: "---|", count: headers.count) + "\n"
        for row in tableRows { out += "| " + row.joined(separator: " | ") + " |\n" }
        return out + "\n" + streakLine + "\n"
    }
}
