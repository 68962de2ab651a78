import Foundation

/// `gymbo tips backtest` (SPEC §4.5): the tips each step of a span would have shown, and per rule the share
/// of steps it spoke in — how a coach checks that a rule speaks only when it has something to say.
package struct Backtest: Sendable {
    /// A tip as shown in one step.
    package struct Shown: Sendable, Equatable, Codable {
        package var id: String
        package var rule: String
        package var number: Int
        package var title: String
        package var priority: TipPriority
    }

    /// One step: its instant, the tips shown (the top `max`), and every rule that fired.
    package struct Step: Sendable, Equatable, Codable {
        package var asOf: String
        package var tips: [Shown]
        package var fired: [Int]
    }

    /// One rule over the span.
    package struct RuleLine: Sendable, Equatable, Codable {
        package var number: Int
        package var rule: String
        package var weeksFired: Int
        package var shareFired: Double
        package var weeksShown: Int
        package var shareShown: Double
    }

    package struct Result: Sendable, Equatable, Codable {
        package var athlete: String
        package var from: String
        package var to: String
        package var every: Int
        package var weeks: [Step]
        package var rules: [RuleLine]
    }

    package var engine = TipEngine()
    package var maxTips = 3

    package init(maxTips: Int = 3) { self.maxTips = maxTips }

    /// Steps every `everyDays` days from the start of `from` to `to` inclusive, each at the start of its
    /// day in the athlete's zone (what `gymbo tips --as-of DATE` shows).
    package func run(_ history: AthleteHistory, from: AsOf, to: AsOf, everyDays: Int, language: Language,
                    feedback: [String: RuleFeedback] = [:]) -> Result {
        let calendar = history.calendar
        let start = from.date(in: calendar), end = to.date(in: calendar)
        var steps: [Step] = []
        var fired: [Int: Int] = [:], shown: [Int: Int] = [:]
        var day = start
        while day <= end {
            let result = engine.run(history, asOf: day, language: language, feedback: feedback)
            let top = result.tips.prefix(maxTips)
            let rules = Set(result.tips.map(\.number)).sorted()
            for n in rules { fired[n, default: 0] += 1 }
            for n in Set(top.map(\.number)) { shown[n, default: 0] += 1 }
            steps.append(Step(asOf: calendar.day(day), tips: top.map { Shown(id: $0.id, rule: $0.rule, number: $0.number, title: $0.title, priority: $0.priority) },
                              fired: rules))
            // Whole days in the athlete's zone, so a DST change does not shift the steps by an hour.
            day = Self.add(days: everyDays, to: day, calendar: calendar)
        }
        let count = max(steps.count, 1)
        let lines = TipEngine.rules.map { rule in
            RuleLine(number: rule.number, rule: rule.id, weeksFired: fired[rule.number] ?? 0, shareFired: Double(fired[rule.number] ?? 0) / Double(count),
                     weeksShown: shown[rule.number] ?? 0, shareShown: Double(shown[rule.number] ?? 0) / Double(count))
        }
        return Result(athlete: history.athlete.name, from: calendar.day(start), to: calendar.day(end), every: everyDays, weeks: steps, rules: lines)
    }

    static func add(days: Int, to date: Date, calendar: TrainingCalendar) -> Date {
        let next = date.addingTimeInterval(Double(days) * 86_400 + 12 * 3600)
        return calendar.startOfDay(next)
    }

    /// `7d`, `14d`, `2w` or a plain number of days.
    package static func days(parsing text: String) -> Int? {
        let t = text.trimmingCharacters(in: .whitespaces).lowercased()
        if let n = Int(t), n > 0 { return n }
        if t.hasSuffix("d"), let n = Int(t.dropLast()), n > 0 { return n }
        if t.hasSuffix("w"), let n = Int(t.dropLast()), n > 0 { return n * 7 }
        return nil
    }
}
