import Foundation

extension CoachingRule {
    /// Rule 4: no session for ≥ 21 days: welcome back, start lighter.
    static let consistencyStreak = CoachingRule(id: "consistency-streak", number: 4, category: .consistency, priority: .medium) { rule, c in
        guard let last = c.past.last else { return .notEvaluated(reason: c.t("noch keine Einheit", "no session yet")) }
        let days = c.asOf.timeIntervalSince(last.startedAt) / 86_400
        guard days >= 21 else { return .silent(["daysSinceLastSession": .number(days)]) }
        let weeks = Int(days / 7)
        return .fired([rule.tip(
            c, subject: "",
            title: c.t("Willkommen zurück!", "Welcome back!"),
            message: c.t("Deine letzte Einheit war vor \(Int(days)) Tagen (\(c.history.calendar.day(last.startedAt))). Starte mit etwa 80 % deiner gewohnten Gewichte und steigere dich über zwei Wochen wieder.",
                         "Your last session was \(Int(days)) days ago (\(c.history.calendar.day(last.startedAt))). Start at about 80 % of your usual weights and build back up over two weeks."),
            actionable: true, evidence: ["daysSinceLastSession": .number(days), "lastSession": .text(Timestamp.string(last.startedAt))],
            material: "\(weeks)", strength: days)])
    }

    /// Rule 11: ≥ 2 of the last 5 sessions lasted < 20 or > 120 minutes.
    static let workoutDuration = CoachingRule(id: "workout-duration", number: 11, category: .consistency, priority: .low) { rule, c in
        let timed = c.past.filter { $0.duration > 0 }.suffix(5)
        guard timed.count >= 2 else { return .notEvaluated(reason: c.t("weniger als 2 Einheiten mit Dauer", "fewer than 2 sessions with a duration")) }
        let minutes = timed.map { Double($0.duration) / 60 }
        let short = minutes.filter { $0 < 20 }.count, long = minutes.filter { $0 > 120 }.count
        let evidence: [String: EvidenceValue] = ["minutes": .list(minutes.map { String(Int($0.rounded())) }), "shortSessions": .number(Double(short)), "longSessions": .number(Double(long))]
        guard short + long >= 2 else { return .silent(evidence) }
        let message = long >= short
            ? c.t("\(long) deiner letzten \(timed.count) Einheiten dauerten über 120 Minuten. Kürzere, fokussierte Einheiten (45–90 Minuten) halten Qualität und Motivation hoch.",
                  "\(long) of your last \(timed.count) sessions lasted over 120 minutes. Shorter, focused sessions (45–90 minutes) keep quality and motivation up.")
            : c.t("\(short) deiner letzten \(timed.count) Einheiten dauerten unter 20 Minuten. Plane etwas mehr Zeit ein, inklusive Aufwärmen.",
                  "\(short) of your last \(timed.count) sessions lasted under 20 minutes. Plan a bit more time, including a warm-up.")
        return .fired([rule.tip(
            c, subject: long >= short ? "long" : "short",
            title: c.t("Trainingsdauer im Blick behalten", "Watch your session length"), message: message, actionable: true,
            evidence: evidence, material: "\(short)|\(long)", strength: Double(short + long))])
    }

    /// Rule 12: completed ÷ planned sets < 80 % over 28 days, with ≥ 10 planned sets.
    static let setCompletion = CoachingRule(id: "set-completion", number: 12, category: .consistency, priority: .medium) { rule, c in
        let sets = c.window(28).flatMap { $0.exercises.flatMap(\.sets) }
        guard sets.count >= 10 else {
            return .notEvaluated(reason: c.t("weniger als 10 geplante Sätze in 28 Tagen", "fewer than 10 planned sets in 28 days"))
        }
        let completed = sets.filter(\.completed).count
        let rate = Double(completed) / Double(sets.count)
        let evidence: [String: EvidenceValue] = ["plannedSets": .number(Double(sets.count)), "completedSets": .number(Double(completed)), "completionRate": .number(rate)]
        guard rate < 0.8 else { return .silent(evidence) }
        return .fired([rule.tip(
            c, subject: "",
            title: c.t("Viele Sätze bleiben offen", "Many sets are left unfinished"),
            message: c.t("In den letzten 28 Tagen hast du \(completed) von \(sets.count) geplanten Sätzen geschafft (\(c.pct(rate))). Plane weniger Sätze oder etwas leichtere Gewichte, damit du die Einheiten komplett durchziehst.",
                         "In the last 28 days you completed \(completed) of \(sets.count) planned sets (\(c.pct(rate))). Plan fewer sets or slightly lighter weights so you finish your sessions."),
            actionable: true, evidence: evidence, material: "\(Int(rate * 20))", strength: 1 - rate)])
    }
}
