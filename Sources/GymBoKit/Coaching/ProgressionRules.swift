import Foundation

extension CoachingRule {
    /// Rule 1: an exercise has gone ≥ 3 sessions without a new best e1RM; suggest the next load.
    static let progressiveOverload = CoachingRule(id: "progressive-overload", number: 1, category: .progression, priority: .high) { rule, c in
        let weighted = c.window(56).contains { $0.exercises.contains { $0.sets.contains { $0.isWorking && $0.weight > 0 } } }
        guard weighted else { return .notEvaluated(reason: c.t("keine Einheit mit Gewicht in den letzten 8 Wochen", "no weighted session in the last 8 weeks")) }
        let opportunities = c.analysis.progressionOpportunities
        guard !opportunities.isEmpty else { return .silent(["stalledExercises": .number(0)]) }
        return .fired(opportunities.map { o in
            let next: String
            switch o.action {
            case .increaseWeight:
                next = c.t("Nächstes Mal \(c.kg(o.nextWeight)) × \(o.nextReps) versuchen.", "Next time try \(c.kg(o.nextWeight)) × \(o.nextReps).")
            case .addReps:
                next = c.t("Bei \(c.kg(o.nextWeight)) bleiben und \(o.nextReps) Wiederholungen pro Satz anpeilen.",
                           "Stay at \(c.kg(o.nextWeight)) and aim for \(o.nextReps) reps per set.")
            case .deload:
                next = c.t("Zwei Einheiten in Folge mit verfehlten Sätzen: auf \(c.kg(o.nextWeight)) (−10 %) zurückgehen und neu aufbauen.",
                           "Missed sets two sessions in a row: drop to \(c.kg(o.nextWeight)) (−10 %) and build back up.")
            case .repeatWeight:
                next = c.t("\(c.kg(o.nextWeight)) wiederholen, bis alle Sätze sitzen, dann +2,5 kg.",
                           "Repeat \(c.kg(o.nextWeight)) until every set is completed, then add 2.5 kg.")
            }
            return rule.tip(
                c, subject: o.exerciseId,
                title: c.t("\(o.exercise): Zeit für den nächsten Schritt", "\(o.exercise): time for the next step"),
                message: c.t("Seit \(o.sessionsWithoutRecord) Einheiten kein neuer e1RM-Bestwert (bester: \(c.kg(o.bestE1RM)), zuletzt \(c.kg(o.workingWeight)) × \(o.workingReps)). ",
                             "No new best e1RM for \(o.sessionsWithoutRecord) sessions (best: \(c.kg(o.bestE1RM)), last \(c.kg(o.workingWeight)) × \(o.workingReps)). ") + next,
                actionable: true,
                evidence: [
                    "exerciseId": .text(o.exerciseId), "exercise": .text(o.exercise), "sessionsWithoutRecord": .number(Double(o.sessionsWithoutRecord)),
                    "bestE1RM": .number(o.bestE1RM), "workingWeight": .number(o.workingWeight), "workingReps": .number(Double(o.workingReps)),
                    "strategy": .text(o.strategy.rawValue), "action": .text(o.action.rawValue), "nextWeight": .number(o.nextWeight),
                    "nextReps": .text(o.nextReps.description),
                ],
                material: "\(o.action.rawValue)|\(o.nextWeight)|\(o.nextReps)", strength: Double(o.sessionsWithoutRecord))
        })
    }

    /// Rule 14: ≥ 3 exercises stalled at once, or one stalled for ≥ 6 sessions: a deload week.
    static let plateauBreaking = CoachingRule(id: "plateau-breaking", number: 14, category: .progression, priority: .high) { rule, c in
        let stalled = c.analysis.progressionOpportunities
        let longest = stalled.map(\.sessionsWithoutRecord).max() ?? 0
        guard stalled.count >= 3 || longest >= 6 else {
            return .silent(["stalledExercises": .number(Double(stalled.count)), "longestStall": .number(Double(longest))])
        }
        let names = stalled.map(\.exercise)
        return .fired([rule.tip(
            c, subject: "",
            title: c.t("Plateau: eine Entlastungswoche einplanen", "Plateau: plan a deload week"),
            message: c.t("\(stalled.count) Übungen stagnieren (\(names.joined(separator: ", "))), die längste seit \(longest) Einheiten. Eine Woche mit etwa der Hälfte der Sätze und rund 10 % weniger Gewicht bei denselben Übungen gibt dem Körper Zeit, danach geht es meist wieder voran.",
                         "\(stalled.count) exercises have stalled (\(names.joined(separator: ", "))), the longest for \(longest) sessions. A week with about half the sets and roughly 10 % less load on the same exercises lets you recover; progress usually resumes afterwards."),
            actionable: true,
            evidence: ["stalledExercises": .number(Double(stalled.count)), "longestStall": .number(Double(longest)), "exercises": .list(names)],
            material: "\(stalled.count >= 3)|\(longest >= 6)|\(names.sorted().joined(separator: ","))", strength: Double(longest))])
    }
}
