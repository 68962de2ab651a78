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
        var out = (markdown ? "# " : "") + words.analysisTitle(athlete: analysis.athlete, asOf: Timestamp.string(analysis.asOf)) + "\n\n"
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

    private var words: PresenterWording { PresenterWording(language: language) }

    private func load(_ v: Double) -> String {
        let unit = WeightUnit(rawValue: analysis.profile.unit) ?? .kg
        return unit == .kg ? NumberText.kg(v, language) : NumberText.format(LoadStep.display(v, .lb), language) + " lb"
    }

    private func num(_ v: Double, _ d: Int = 1) -> String { NumberText.format(v, language, decimals: d) }

    private func ratio(_ r: Double?, _ unbounded: Bool) -> String {
        r.map { num($0, 2) } ?? (unbounded ? words.unboundedRatio : "–")
    }

    private func h(_ title: String) -> String { markdown ? "## \(title)\n" : "\(title)\n\(String(repeating: "-", count: title.count))\n" }

    private func profile() -> String {
        let p = analysis.profile
        var out = h(words.profile)
        let goal = p.goal.flatMap(FitnessGoal.init(rawValue:))?.label(language) ?? words.goalNotSet
        let experience = (ExperienceLevel(rawValue: p.experience)?.label(language) ?? p.experience)
            + (p.experienceSource == .inferred ? words.inferredExperience(months: num(p.monthsOfRegularTraining)) : "")
        out += "- \(words.goal): \(goal)\n- \(words.experience): \(experience)\n\n"
        return out
    }

    /// The questioned sessions, when there are any and words for them.
    private func dataQuestions() -> String {
        guard !analysis.dataQuestions.isEmpty, let questions else { return "" }
        var out = h(words.dataToCheck)
        out += questions.summary(analysis.dataQuestions.count) + words.notCountedUntilDecided
        for q in analysis.dataQuestions { out += "- \(questions.note(q.questioned))\n" }
        out += "\n"
        return out
    }

    private func progression() -> String {
        var out = h(words.progression)
        if analysis.progressionOpportunities.isEmpty { out += words.nothingToChange }
        for o in analysis.progressionOpportunities {
            let stalled = o.sessionsWithoutRecord > 0
                ? "\(words.sessions(o.sessionsWithoutRecord)) \(words.withoutProgress) " : ""
            out += "- \(o.exercise): \(stalled)(\(why(o))); \(words.lastDone) \(o.workingSets) × \(o.workingReps) \(words.atLoad) \(load(o.workingWeight)) → \(load(o.nextWeight)) × \(o.nextReps) (\(action(o)))\n"
        }
        return out
    }

    /// Why an exercise stalled, in words.
    private func why(_ o: ProgressionOpportunity) -> String {
        switch o.stall {
        case .underLoading: return words.stallUnderLoaded
        case .fatigue:
            let signs = o.fatigueSigns.map { sign -> String in
                switch sign {
                case "failedSets": return words.fatigueMissedSets
                case "rpeRising": return words.fatigueRisingRPE
                case "repsFalling": return words.fatigueRepsFalling
                default: return words.fatigueE1RMDown
                }
            }
            return words.fatigue + signs.joined(separator: ", ")
        case .unclear: return words.stallUnclear
        case .topOfRange: return words.stallTopOfRange
        case .jumpTooBig: return words.stallJumpTooBig
        case .sameLoadTooLong: return words.stallSameLoadTooLong
        }
    }

    private func action(_ o: ProgressionOpportunity) -> String {
        switch o.action {
        case .increaseWeight: words.actionIncreaseWeight
        case .addReps: words.actionAddReps
        case .deload: words.actionDeload
        case .repeatWeight: words.actionRepeatWeight
        case .backOff: words.actionBackOff
        }
    }

    private func balance() -> String {
        let b = analysis.muscleGroupBalance
        var out = h(words.balance)
        for (group, weekly) in b.weeklyHardSets.sorted(by: { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }) {
            out += "- \(MuscleGroup(rawValue: group)?.label(language) ?? group): \(num(weekly)) (\(NumberText.percent(b.shares[group] ?? 0, language)))\n"
        }
        out += "- \(words.pushPull) = \(ratio(b.pushPullRatio, b.pushPullUnbounded)), \(words.upperLower) = \(ratio(b.upperLowerRatio, b.upperLowerUnbounded))\n"
        if b.setsWithoutMuscleGroups > 0 {
            out += "- \(words.setsWithoutMuscleGroups): \(b.setsWithoutMuscleGroups) / \(b.workingSets)\n"
        }
        return out
    }

    private func recovery() -> String {
        let r = analysis.recoveryStatus
        var out = h(words.recovery)
        out += "- \(words.sessionsIn7Days): \(r.sessionsLast7Days); \(words.daysSinceLastSession): \(r.daysSinceLastSession.map { num($0) } ?? "–")\n"
        out += "- \(words.hardSetsAcuteChronic): \(r.hardSetsLast7Days) : \(num(r.averageWeeklyHardSets28Days)) = \(r.acuteChronicRatio.map { num($0, 2) } ?? "–")\n"
        return out
    }

    private func consistency() -> String {
        let c = analysis.consistency
        var out = h(words.consistency)
        out += "- \(words.streak): \(c.currentStreak) (\(words.longest) \(c.longestStreak)); Ø \(num(c.averageSessionsPerWeek8Weeks)) \(words.sessionsPerWeekOver8Weeks); \(c.totalSessions) \(words.inTotal)\n"
        out += "- \(words.last4Weeks): \(c.sessionsLastWeeks.map(String.init).joined(separator: ", ")) (\(words.averageBefore) \(num(c.averageSessionsPerWeekBefore)))\n"
        return out
    }

    private func goalAlignment() -> String {
        let g = analysis.goalAlignment
        var out = h(words.goalAlignment)
        if let range = g.repRange {
            out += "- \(words.setsInGoalRange) \(range): \(g.shareInRepRange.map { NumberText.percent($0, language) } ?? "–")\n"
        }
        out += "- \(words.medianRest): \(g.medianRestSeconds.map { num($0, 0) + " s" } ?? "–")\(g.restRange.map { " (\($0))" } ?? "")\n"
        let major = WorkoutAnalyzer.majorGroups.compactMap { m in g.majorGroupWeeklyHardSets[m.name].map { "\(MuscleGroup(rawValue: m.name)?.label(language) ?? m.name) \(num($0))" } }
        out += "- \(words.majorGroupsHardSets): \(major.isEmpty ? "–" : major.joined(separator: ", "))\n"
        return out
    }

    private func achievements() -> String {
        let a = analysis.achievements
        var out = h(words.achievements)
        if a.newRecords.isEmpty && a.milestones.isEmpty { out += words.noNewRecords }
        for rec in a.newRecords {
            let mark = rec.celebrated ? "" : words.minorRecord
            let kind: String
            switch rec.kind {
            case "maxWeight": kind = words.recordHeaviestWeight
            case "bestE1RM": kind = words.recordEstimated1RM
            case "repMax": kind = words.recordRepMax(reps: Int(rec.detail ?? 0))
            default: kind = words.recordReps
            }
            out += "- \(rec.exercise) \(kind): \(num(rec.oldValue ?? 0, 2)) → \(num(rec.newValue, 2)) (\(rec.date))\(mark)\n"
        }
        for m in a.milestones { out += "- \(words.milestone(m))\n" }
        return out
    }
}
