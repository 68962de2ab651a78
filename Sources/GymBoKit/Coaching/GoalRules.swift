import Foundation

extension CoachingRule {
    /// Rule 5: < 60 % of working sets of the last 28 days lie in the goal's rep range.
    static let goalRepRange = CoachingRule(id: "goal-rep-range", number: 5, category: .goalAlignment, priority: .medium) { rule, c in
        let g = c.analysis.goalAlignment
        guard let share = g.shareInRepRange else {
            return .notEvaluated(reason: c.t("keine Arbeitssätze in den letzten 28 Tagen", "no working sets in the last 28 days"))
        }
        let evidence: [String: EvidenceValue] = ["goal": .text(g.goal), "repRange": .text(g.repRange), "shareInRange": .number(share), "workingSets": .number(Double(g.workingSets28Days))]
        guard share < 0.6 else { return .silent(evidence) }
        let goal = c.athlete.goal
        return .fired([rule.tip(
            c, subject: goal.rawValue,
            title: c.t("Wiederholungen passend zum Ziel wählen", "Match your reps to your goal"),
            message: c.t("Nur \(c.pct(share)) deiner \(g.workingSets28Days) Arbeitssätze der letzten 28 Tage lagen im Bereich \(g.repRange) Wiederholungen, der zu deinem Ziel \(goal.label(.de)) passt (Richtwert: mindestens 60 %).",
                         "Only \(c.pct(share)) of your \(g.workingSets28Days) working sets in the last 28 days were in the \(g.repRange) rep range that fits your goal (\(goal.label(.en).lowercased())); aim for at least 60 %."),
            actionable: true, evidence: evidence, material: "\(Int(share * 10))", strength: 1 - share)])
    }

    /// Rule 7: the last complete week's volume < 1000 kg while it had ≥ 1 weighted session.
    static let volumeTracking = CoachingRule(id: "volume-tracking", number: 7, category: .goalAlignment, priority: .medium) { rule, c in
        let g = c.analysis.goalAlignment
        let calendar = c.history.calendar
        guard let week = ISOWeek(parsing: g.lastCompleteWeek) else { return .notEvaluated(reason: "no week") }
        let start = calendar.start(of: week), end = calendar.end(of: week)
        let weighted = c.past.filter { $0.startedAt >= start && $0.startedAt < end && $0.exercises.contains { $0.sets.contains { $0.isWorking && $0.weight > 0 } } }
        let evidence: [String: EvidenceValue] = ["week": .text(g.lastCompleteWeek), "volume": .number(g.lastWeekVolume),
                                                 "minimum": .number(g.minimumWeeklyVolume), "weightedSessions": .number(Double(weighted.count))]
        guard !weighted.isEmpty else {
            return .notEvaluated(reason: c.t("keine Einheit mit Gewicht in \(g.lastCompleteWeek)", "no weighted session in \(g.lastCompleteWeek)"))
        }
        guard g.lastWeekVolume < g.minimumWeeklyVolume else { return .silent(evidence) }
        return .fired([rule.tip(
            c, subject: g.lastCompleteWeek,
            title: c.t("Wenig Trainingsvolumen", "Low training volume"),
            message: c.t("In der Woche \(g.lastCompleteWeek) hast du \(c.kg(g.lastWeekVolume)) bewegt (\(weighted.count) Einheit\(weighted.count == 1 ? "" : "en") mit Gewicht), weniger als \(c.kg(g.minimumWeeklyVolume)). Ein zusätzlicher Satz pro Übung oder eine weitere Einheit bringt dich darüber.",
                         "In week \(g.lastCompleteWeek) you moved \(c.kg(g.lastWeekVolume)) (\(weighted.count) weighted session\(weighted.count == 1 ? "" : "s")), less than \(c.kg(g.minimumWeeklyVolume)). One more set per exercise or another session gets you there."),
            actionable: true, evidence: evidence, material: g.lastCompleteWeek, strength: g.minimumWeeklyVolume - g.lastWeekVolume)])
    }

    /// Rule 8: the median rest of completed sets in 28 days is more than 15 % outside the goal's range.
    static let restTime = CoachingRule(id: "rest-time", number: 8, category: .goalAlignment, priority: .medium) { rule, c in
        let g = c.analysis.goalAlignment
        guard let median = g.medianRestSeconds else {
            return .notEvaluated(reason: c.t("keine Pausenzeiten in den letzten 28 Tagen erfasst", "no rest times recorded in the last 28 days"))
        }
        let range = GoalTargets(c.athlete.goal).rest
        let low = Double(range.lowerBound) * 0.85, high = Double(range.upperBound) * 1.15
        let evidence: [String: EvidenceValue] = ["medianRestSeconds": .number(median), "restRange": .text(g.restRange)]
        guard median < low || median > high else { return .silent(evidence) }
        let tooShort = median < low
        return .fired([rule.tip(
            c, subject: tooShort ? "short" : "long",
            title: c.t(tooShort ? "Längere Pausen machen" : "Kürzere Pausen machen", tooShort ? "Rest longer" : "Rest less"),
            message: c.t("Deine Pausen lagen in den letzten 28 Tagen im Median bei \(c.num(median, 0)) s; für dein Ziel \(c.athlete.goal.label(.de)) passen \(g.restRange).",
                         "Your median rest over the last 28 days was \(c.num(median, 0)) s; for your goal (\(c.athlete.goal.label(.en).lowercased())) \(g.restRange) fits."),
            actionable: true, evidence: evidence, material: tooShort ? "short" : "long", strength: tooShort ? low - median : median - high)])
    }
}
