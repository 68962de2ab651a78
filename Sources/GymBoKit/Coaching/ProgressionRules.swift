import Foundation

extension CoachingRule {
    /// Rule 1: an exercise stalled by under-loading (every set done, no progress for ≥ 3 sessions): the next
    /// load or reps, with the step used. One tip per exercise: their next loads differ.
    static let progressiveOverload = CoachingRule(id: "progressive-overload", number: 1, category: .progression, priority: .high) { rule, c in
        let weighted = c.window(56).contains { $0.exercises.contains { $0.sets.contains { $0.isWorking && ($0.weight > 0 || $0.reps > 0) } } }
        guard weighted else { return .notEvaluated(reason: c.t("keine Arbeitssätze in den letzten 8 Wochen", "no working sets in the last 8 weeks")) }
        // Bodyweight exercises have no load to add; a lifter stuck at one chin-up needs another plan
        // (negatives, bands), not "the load has become too light".
        let under = c.analysis.progressionOpportunities.filter { $0.stall == .underLoading && $0.workingWeight > 0 }
        guard !under.isEmpty else {
            return .silent(["stalledExercises": .number(Double(c.analysis.progressionOpportunities.count)), "underLoaded": .number(0)])
        }
        return .fired(under.map { o in
            let work = "\(o.workingSets) × \(o.workingReps)" + (o.workingWeight > 0 ? c.t(" mit \(c.load(o.workingWeight, of: o.exerciseId))", " at \(c.load(o.workingWeight, of: o.exerciseId))") : "")
            let title: String, next: String
            switch o.action {
            case .increaseWeight:
                var used = o.step
                used.value = o.step.increment(at: o.workingWeight) ?? o.step.value
                // The next load may be one already lifted for these reps, more than one step up.
                let jump = LoadStep.display(o.nextWeight, o.step.unit) - LoadStep.display(o.workingWeight, o.step.unit)
                let back = jump > used.value + 1e-6
                if back { used.value = (jump * 100).rounded() / 100 }
                let plus = c.step(used)
                title = c.t("\(o.exercise): \(plus) mehr", "\(o.exercise): add \(plus)")
                let stepSource = back
                    ? c.t("ein Gewicht, das du für diese Wiederholungen schon geschafft hast", "a load you already lifted for these reps")
                    : o.step.source == .own
                    ? c.t("dein kleinster Schritt bei dieser Übung", "your smallest step on this exercise")
                    : c.t("+\(plus), \(used.value < o.step.value ? "höchstens 10 % der Last" : "der übliche Schritt für dieses Gerät")",
                          "+\(plus), \(used.value < o.step.value ? "at most 10 % of the load" : "the usual step for this equipment")")
                next = c.t("Nächstes Mal \(c.load(o.nextWeight, of: o.exerciseId)) × \(c.reps(o.nextReps)) (\(stepSource))",
                           "Next time: \(c.load(o.nextWeight, of: o.exerciseId)) × \(c.reps(o.nextReps)) (\(stepSource))")
                    + (o.strategy == .doubleProgression ? c.t(", dann wieder Wiederholungen aufbauen.", ", then build the reps back up.") : ".")
            default:
                title = c.t("\(o.exercise): mehr Wiederholungen", "\(o.exercise): add reps")
                var smallest = o.step
                smallest.value = o.step.minimum
                let wantsLoad = o.strategy == .linear || o.workingReps >= 12
                if o.workingWeight > 0, wantsLoad, o.step.next(after: o.workingWeight) == nil {
                    next = c.t("Bleib bei \(c.load(o.workingWeight, of: o.exerciseId)) und peile \(c.reps(o.nextReps)) Wiederholungen pro Satz an: der kleinste Schritt (\(c.step(smallest))) wäre mehr als 10 % der Last.",
                               "Stay at \(c.load(o.workingWeight, of: o.exerciseId)) and aim for \(c.reps(o.nextReps)) reps per set: the smallest step up (\(c.step(smallest))) would be more than 10 % of the load.")
                } else if o.workingWeight > 0 {
                    next = c.t("Bleib bei \(c.load(o.workingWeight, of: o.exerciseId)) und peile \(c.reps(o.nextReps)) Wiederholungen pro Satz an; schaffst du 12 in jedem Satz, steigere um \(c.step(o.step)).",
                               "Stay at \(c.load(o.workingWeight, of: o.exerciseId)) and aim for \(c.reps(o.nextReps)) reps per set; once every set reaches 12, add \(c.step(o.step)).")
                } else {
                    next = c.t("Peile \(c.reps(o.nextReps)) Wiederholungen pro Satz an.", "Aim for \(c.reps(o.nextReps)) reps per set.")
                }
            }
            return rule.tip(
                c, subject: o.exerciseId,
                title: title,
                message: c.t("\(o.exercise): \(work), in den letzten zwei Einheiten jeder Satz geschafft und seit \(o.sessionsWithoutRecord) Einheiten kein Fortschritt – das Gewicht ist zu leicht geworden. ",
                             "\(o.exercise): \(work), every set done in your last two sessions and no progress for \(o.sessionsWithoutRecord) sessions – the load has become too light. ") + next,
                actionable: true,
                evidence: [
                    "exerciseId": .text(o.exerciseId), "exercise": .text(o.exercise), "sessionsWithoutRecord": .number(Double(o.sessionsWithoutRecord)),
                    "bestE1RM": .number(o.bestE1RM), "workingWeight": .number(o.workingWeight), "workingReps": .number(Double(o.workingReps)),
                    "workingSets": .number(Double(o.workingSets)), "stall": .text(o.stall.rawValue),
                    "strategy": .text(o.strategy.rawValue), "action": .text(o.action.rawValue), "nextWeight": .number(o.nextWeight),
                    "nextReps": .text(o.nextReps.description), "step": .number(o.step.value), "stepUnit": .text(o.step.unit.rawValue),
                    "stepSource": .text(o.step.source.rawValue),
                ],
                material: "\(o.action.rawValue)|\(o.nextWeight)|\(c.reps(o.nextReps))", strength: Double(o.sessionsWithoutRecord))
        })
    }

    /// Rule 14: fatigue (§4.4) on ≥ 2 stalled exercises at once, or on one for ≥ 6 sessions: a deload week
    /// for those exercises, with their lighter loads.
    static let plateauBreaking = CoachingRule(id: "plateau-breaking", number: 14, category: .progression, priority: .high) { rule, c in
        let fatigued = c.analysis.progressionOpportunities.filter { $0.stall == .fatigue }
        let longest = fatigued.map(\.sessionsWithoutRecord).max() ?? 0
        // A week or more without training is already the rest a deload would give.
        if let days = c.analysis.recoveryStatus.daysSinceLastSession, days >= 7, !fatigued.isEmpty {
            return .silent(["fatiguedExercises": .number(Double(fatigued.count)), "daysSinceLastSession": .number(days)])
        }
        guard fatigued.count >= 2 || longest >= 6 else {
            return .silent(["fatiguedExercises": .number(Double(fatigued.count)), "longestStall": .number(Double(longest))])
        }
        func sign(_ o: ProgressionOpportunity) -> String {
            if o.fatigueSigns.contains("failedSets") { return c.t("verfehlte Sätze in den letzten zwei Einheiten", "missed sets in the last two sessions") }
            if o.fatigueSigns.contains("rpeRising") { return c.t("steigende RPE bei gleichem Gewicht", "RPE rising at the same load") }
            let drop = o.bestE1RM > 0 ? 1 - o.recentBestE1RM / o.bestE1RM : 0
            return c.t("geschätztes 1RM \(c.pct(drop)) unter dem Bestwert der letzten 8 Wochen", "estimated 1RM \(c.pct(drop)) below the best of the last 8 weeks")
        }
        let names = fatigued.map(\.exercise)
        // Exercises with the same sign are named together: "missed sets … on squat and bench press".
        var bySign: [(sign: String, names: [String])] = []
        for o in fatigued {
            let text = sign(o)
            if let i = bySign.firstIndex(where: { $0.sign == text }) { bySign[i].names.append(o.exercise) } else { bySign.append((text, [o.exercise])) }
        }
        let why = bySign.map { c.t("\($0.sign) bei \(c.list($0.names))", "\($0.sign) on \(c.list($0.names))") }.joined(separator: "; ")
        let loads = fatigued.map { o in
            o.deloadWeight.map { "\(o.exercise) \(c.load($0, of: o.exerciseId))" } ?? o.exercise
        }
        return .fired([rule.tip(
            c, subject: "",
            title: c.t("Entlastungswoche für \(c.list(names))", "Deload week for \(c.list(names))"),
            message: c.t("\(c.list(names)) \(names.count == 1 ? "stagniert" : "stagnieren") mit Zeichen von Ermüdung (\(why)). Plane für \(names.count == 1 ? "diese Übung" : "diese Übungen") eine leichtere Woche: etwa die Hälfte der Sätze mit \(c.list(loads)), danach wieder mit den gewohnten Gewichten weiter.",
                         "\(c.list(names)) \(names.count == 1 ? "has" : "have") stalled with signs of fatigue (\(why)). Take a lighter week on \(names.count == 1 ? "it" : "them"): about half the sets at \(c.list(loads)), then go back to your usual loads."),
            actionable: true,
            evidence: ["fatiguedExercises": .number(Double(fatigued.count)), "longestStall": .number(Double(longest)), "exercises": .list(names),
                       "exerciseIds": .list(fatigued.map(\.exerciseId)), "deloadWeights": .list(fatigued.map { String($0.deloadWeight ?? 0) })],
            material: names.sorted().joined(separator: ","), strength: Double(longest))])
    }
}
