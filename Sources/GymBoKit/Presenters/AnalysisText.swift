import Foundation

/// The WorkoutAnalyzer's result for people.
package struct AnalysisText {
    package let analysis: Analysis
    package let language: Language
    package let markdown: Bool
    /// Words for the questioned sessions (exercise names, local days).
    package var questions: DataQuestionText?

    package init(analysis: Analysis, language: Language, markdown: Bool, questions: DataQuestionText? = nil) {
        self.analysis = analysis
        self.language = language
        self.markdown = markdown
        self.questions = questions
    }

    package func render() -> String {
        var out = (markdown ? "# " : "") + (de ? "Analyse für \(analysis.athlete) (Stand \(Timestamp.string(analysis.asOf)))" : "Analysis for \(analysis.athlete) (as of \(Timestamp.string(analysis.asOf)))") + "\n\n"
        out += profile()
        out += dataQuestions()
        out += progression()
        out += "\n" + balance()
        out += "\n" + recovery()
        out += "\n" + consistency()
        out += "\n" + goalAlignment()
        out += "\n" + achievements()
        return out
    }

    private var de: Bool { language == .de }

    private func load(_ v: Double) -> String {
        let unit = WeightUnit(rawValue: analysis.profile.unit) ?? .kg
        return unit == .kg ? NumberText.kg(v, language) : NumberText.format(LoadStep.display(v, .lb), language) + " lb"
    }

    private func num(_ v: Double, _ d: Int = 1) -> String { NumberText.format(v, language, decimals: d) }

    private func ratio(_ r: Double?, _ unbounded: Bool) -> String {
        r.map { num($0, 2) } ?? (unbounded ? (de ? "unbegrenzt (eine Seite ist null)" : "unbounded (one side is zero)") : "–")
    }

    private func h(_ title: String) -> String { markdown ? "## \(title)\n" : "\(title)\n\(String(repeating: "-", count: title.count))\n" }

    private func profile() -> String {
        let p = analysis.profile
        var out = h(de ? "Profil" : "Profile")
        let goal = p.goal.flatMap(FitnessGoal.init(rawValue:))?.label(language) ?? (de ? "nicht angegeben (gymbo profile set --goal …)" : "not set (gymbo profile set --goal …)")
        let experience = (ExperienceLevel(rawValue: p.experience)?.label(language) ?? p.experience)
            + (p.experienceSource == .inferred ? (de ? " (geschätzt: \(num(p.monthsOfRegularTraining)) Monate regelmäßiges Training)" : " (inferred: \(num(p.monthsOfRegularTraining)) months of regular training)") : "")
        out += "- \(de ? "Ziel" : "goal"): \(goal)\n- \(de ? "Erfahrung" : "experience"): \(experience)\n\n"
        return out
    }

    /// The questioned sessions, when there are any and words for them.
    private func dataQuestions() -> String {
        guard !analysis.dataQuestions.isEmpty, let questions else { return "" }
        var out = h(de ? "Zu prüfende Daten" : "Data to check")
        out += questions.summary(analysis.dataQuestions.count) + (de ? ", bis zur Entscheidung nicht gezählt:\n" : ", not counted until you decide:\n")
        for q in analysis.dataQuestions { out += "- \(questions.note(q.questioned))\n" }
        out += "\n"
        return out
    }

    private func progression() -> String {
        var out = h(de ? "Progression (8 Wochen)" : "Progression (8 weeks)")
        if analysis.progressionOpportunities.isEmpty { out += (de ? "Nichts zu ändern.\n" : "Nothing to change.\n") }
        for o in analysis.progressionOpportunities {
            let stalled = o.sessionsWithoutRecord > 0
                ? "\(NumberText.count(o.sessionsWithoutRecord, de ? "Einheit" : "session", de ? "Einheiten" : "sessions")) \(de ? "ohne Fortschritt" : "without progress") " : ""
            out += "- \(o.exercise): \(stalled)(\(why(o))); \(de ? "zuletzt" : "last") \(o.workingSets) × \(o.workingReps) \(de ? "mit" : "at") \(load(o.workingWeight)) → \(load(o.nextWeight)) × \(o.nextReps) (\(action(o)))\n"
        }
        return out
    }

    /// Why an exercise stalled, in words.
    private func why(_ o: ProgressionOpportunity) -> String {
        switch o.stall {
        case .underLoading: return de ? "zu leicht" : "under-loaded"
        case .fatigue:
            let signs = o.fatigueSigns.map { sign -> String in
                switch sign {
                case "failedSets": return de ? "verfehlte Sätze" : "missed sets"
                case "rpeRising": return de ? "steigende RPE" : "rising RPE"
                case "repsFalling": return de ? "weniger Wiederholungen" : "reps falling"
                default: return de ? "e1RM gesunken" : "e1RM down"
                }
            }
            return (de ? "Ermüdung: " : "fatigue: ") + signs.joined(separator: ", ")
        case .unclear: return de ? "unklar" : "unclear"
        case .topOfRange: return de ? "über dem Wiederholungsbereich" : "past the rep range"
        case .jumpTooBig: return de ? "Sprung zu groß" : "jump too big"
        case .sameLoadTooLong: return de ? "lange dasselbe Gewicht" : "one load for weeks"
        }
    }

    private func action(_ o: ProgressionOpportunity) -> String {
        switch o.action {
        case .increaseWeight: de ? "mehr Gewicht" : "add load"
        case .addReps: de ? "mehr Wiederholungen" : "add reps"
        case .deload: de ? "leichtere Woche" : "deload"
        case .repeatWeight: de ? "Gewicht halten" : "keep the load"
        case .backOff: de ? "zurück zum letzten geschafften Gewicht" : "back to the last load done in full"
        }
    }

    private func balance() -> String {
        let b = analysis.muscleGroupBalance
        var out = h(de ? "Muskelbalance (harte Sätze pro Woche, 4 Wochen)" : "Muscle balance (hard sets per week, 4 weeks)")
        for (group, weekly) in b.weeklyHardSets.sorted(by: { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }) {
            out += "- \(MuscleGroup(rawValue: group)?.label(language) ?? group): \(num(weekly)) (\(NumberText.percent(b.shares[group] ?? 0, language)))\n"
        }
        out += "- \(de ? "Druck : Zug" : "push : pull") = \(ratio(b.pushPullRatio, b.pushPullUnbounded)), \(de ? "Ober- : Unterkörper" : "upper : lower") = \(ratio(b.upperLowerRatio, b.upperLowerUnbounded))\n"
        if b.setsWithoutMuscleGroups > 0 {
            out += "- \(de ? "Sätze ohne Muskelgruppen (nicht gezählt)" : "sets without muscle groups (not counted)"): \(b.setsWithoutMuscleGroups) / \(b.workingSets)\n"
        }
        return out
    }

    private func recovery() -> String {
        let r = analysis.recoveryStatus
        var out = h(de ? "Erholung" : "Recovery")
        out += "- \(de ? "Einheiten in 7 Tagen" : "sessions in 7 days"): \(r.sessionsLast7Days); \(de ? "Tage seit der letzten Einheit" : "days since the last session"): \(r.daysSinceLastSession.map { num($0) } ?? "–")\n"
        out += "- \(de ? "harte Sätze 7 Tage : Ø pro Woche (28 Tage)" : "hard sets 7 days : weekly average (28 days)"): \(r.hardSetsLast7Days) : \(num(r.averageWeeklyHardSets28Days)) = \(r.acuteChronicRatio.map { num($0, 2) } ?? "–")\n"
        return out
    }

    private func consistency() -> String {
        let c = analysis.consistency
        var out = h(de ? "Regelmäßigkeit" : "Consistency")
        out += "- \(de ? "Serie" : "streak"): \(c.currentStreak) (\(de ? "längste" : "longest") \(c.longestStreak)); Ø \(num(c.averageSessionsPerWeek8Weeks)) \(de ? "Einheiten/Woche über 8 Wochen" : "sessions/week over 8 weeks"); \(c.totalSessions) \(de ? "insgesamt" : "in total")\n"
        out += "- \(de ? "letzte 4 Wochen" : "last 4 weeks"): \(c.sessionsLastWeeks.map(String.init).joined(separator: ", ")) (\(de ? "davor Ø" : "before: average") \(num(c.averageSessionsPerWeekBefore)))\n"
        return out
    }

    private func goalAlignment() -> String {
        let g = analysis.goalAlignment
        var out = h(de ? "Zielabgleich" : "Goal alignment")
        if let range = g.repRange {
            out += "- \(de ? "Sätze im Zielbereich" : "sets in the goal's range") \(range): \(g.shareInRepRange.map { NumberText.percent($0, language) } ?? "–")\n"
        }
        out += "- \(de ? "Median-Pause" : "median rest"): \(g.medianRestSeconds.map { num($0, 0) + " s" } ?? "–")\(g.restRange.map { " (\($0))" } ?? "")\n"
        let major = WorkoutAnalyzer.majorGroups.compactMap { m in g.majorGroupWeeklyHardSets[m.name].map { "\(MuscleGroup(rawValue: m.name)?.label(language) ?? m.name) \(num($0))" } }
        out += "- \(de ? "harte Sätze pro Woche, große Muskelgruppen (Band 10–20)" : "hard sets per week, major groups (band 10–20)"): \(major.isEmpty ? "–" : major.joined(separator: ", "))\n"
        return out
    }

    private func achievements() -> String {
        let a = analysis.achievements
        var out = h(de ? "Erfolge (7 Tage)" : "Achievements (7 days)")
        if a.newRecords.isEmpty && a.milestones.isEmpty { out += de ? "Keine neuen Rekorde.\n" : "No new records.\n" }
        for rec in a.newRecords {
            let mark = rec.celebrated ? "" : (de ? " (knapp)" : " (minor)")
            let kind: String
            switch rec.kind {
            case "maxWeight": kind = de ? "Höchstgewicht" : "heaviest weight"
            case "bestE1RM": kind = de ? "geschätztes 1RM" : "estimated 1RM"
            case "repMax": kind = de ? "Bestes Gewicht für \(Int(rec.detail ?? 0)) Wdh." : "best weight for \(Int(rec.detail ?? 0)) reps"
            default: kind = de ? "Wiederholungen" : "reps"
            }
            out += "- \(rec.exercise) \(kind): \(num(rec.oldValue ?? 0, 2)) → \(num(rec.newValue, 2)) (\(rec.date))\(mark)\n"
        }
        for m in a.milestones { out += "- \(m) \(de ? "Einheiten" : "sessions")\n" }
        return out
    }
}
