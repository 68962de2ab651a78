import Foundation
import GymBoKit

/// Tips and the analysis as text for people.
enum TipsText {
    static func priority(_ p: TipPriority, _ language: Language) -> String {
        switch p {
        case .high: return language == .de ? "hoch" : "high"
        case .medium: return language == .de ? "mittel" : "medium"
        case .low: return language == .de ? "niedrig" : "low"
        }
    }

    static func render(_ tips: [Tip], language: Language, markdown: Bool) -> String {
        var out: [String] = []
        for (i, tip) in tips.enumerated() {
            if markdown {
                out.append("### \(i + 1). \(tip.title)\n\n\(tip.message)\n\n_\(priority(tip.priority, language)) · \(tip.category.rawValue) · \(tip.id)_\n")
            } else {
                out.append("\(i + 1). [\(priority(tip.priority, language))] \(tip.title)  (\(tip.id))\n   \(tip.message)")
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    static func explain(_ result: TipEngine.Result, language: Language) -> String {
        let de = language == .de
        var table = TextTable(["#", de ? "Regel" : "rule", "status", de ? "Tipps" : "tips", "score", de ? "Bewertungen" : "ratings", de ? "Grund" : "reason"],
                              alignments: [.right, .left, .left, .right, .right, .right, .left])
        for r in result.reports {
            table.append([String(r.number), r.rule, r.status + (r.suppressed ? (de ? " (unterdrückt)" : " (suppressed)") : ""), String(r.tips),
                          NumberText.format(r.score, language, decimals: 2), String(r.ratings), r.reason ?? ""])
        }
        var text = table.render()
        if !result.suppressed.isEmpty {
            text += (de ? "Unterdrückt (schlechte Bewertungen): " : "Suppressed (low ratings): ") + result.suppressed.map(\.title).joined(separator: "; ") + "\n"
        }
        return text
    }
}

/// The WorkoutAnalyzer's result for people.
struct AnalysisText {
    let analysis: Analysis
    let language: Language
    let markdown: Bool

    func render() -> String {
        let de = language == .de
        func kg(_ v: Double) -> String { NumberText.kg(v, language) }
        func h(_ title: String) -> String { markdown ? "## \(title)\n" : "\(title)\n\(String(repeating: "-", count: title.count))\n" }
        var out = (markdown ? "# " : "") + (de ? "Analyse für \(analysis.athlete) (Stand \(Timestamp.string(analysis.asOf)))" : "Analysis for \(analysis.athlete) (as of \(Timestamp.string(analysis.asOf)))") + "\n\n"
        out += h(de ? "Progression" : "Progression")
        if analysis.progressionOpportunities.isEmpty { out += (de ? "Keine stagnierenden Übungen.\n" : "No stalled exercises.\n") }
        for o in analysis.progressionOpportunities {
            out += "- \(o.exercise): \(o.sessionsWithoutRecord) \(de ? "Einheiten ohne neuen e1RM" : "sessions without a new e1RM"); \(de ? "zuletzt" : "last") \(kg(o.workingWeight)) × \(o.workingReps) → \(kg(o.nextWeight)) × \(o.nextReps) (\(o.action.rawValue))\n"
        }
        let b = analysis.muscleGroupBalance
        out += "\n" + h(de ? "Muskelbalance (28 Tage)" : "Muscle balance (28 days)")
        for (group, share) in b.shares.sorted(by: { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }) {
            out += "- \(MuscleGroup(rawValue: group)?.label(language) ?? group): \(NumberText.percent(share, language)) (\(NumberText.format(b.sets[group] ?? 0, language)) \(de ? "Sätze" : "sets"))\n"
        }
        out += "- \(de ? "Druck : Zug" : "push : pull") = \(b.pushPullRatio.map { NumberText.format($0, language, decimals: 2) } ?? "–"), \(de ? "Ober- : Unterkörper" : "upper : lower") = \(b.upperLowerRatio.map { NumberText.format($0, language, decimals: 2) } ?? "–")\n"
        let r = analysis.recoveryStatus
        out += "\n" + h(de ? "Erholung" : "Recovery")
        out += "- \(de ? "Einheiten in 7 Tagen" : "sessions in 7 days"): \(r.sessionsLast7Days); \(de ? "Tage seit der letzten Einheit" : "days since the last session"): \(r.daysSinceLastSession.map { NumberText.format($0, language) } ?? "–")\n"
        out += "- \(de ? "Belastungsverhältnis (7 Tage : Ø 28 Tage)" : "acute : chronic load (7 days : 28-day average)"): \(r.acuteChronicRatio.map { NumberText.format($0, language, decimals: 2) } ?? "–")\n"
        let c = analysis.consistency
        out += "\n" + h(de ? "Regelmäßigkeit" : "Consistency")
        out += "- \(de ? "Serie" : "streak"): \(c.currentStreak) (\(de ? "längste" : "longest") \(c.longestStreak)); Ø \(NumberText.format(c.averageSessionsPerWeek8Weeks, language)) \(de ? "Einheiten/Woche über 8 Wochen" : "sessions/week over 8 weeks"); \(c.totalSessions) \(de ? "insgesamt" : "in total")\n"
        let g = analysis.goalAlignment
        out += "\n" + h(de ? "Zielabgleich" : "Goal alignment")
        out += "- \(de ? "Sätze im Zielbereich" : "sets in the goal's range") \(g.repRange): \(g.shareInRepRange.map { NumberText.percent($0, language) } ?? "–")\n"
        out += "- \(de ? "Median-Pause" : "median rest"): \(g.medianRestSeconds.map { NumberText.format($0, language, decimals: 0) + " s" } ?? "–") (\(g.restRange))\n"
        out += "- \(de ? "Volumen" : "volume") \(g.lastCompleteWeek): \(kg(g.lastWeekVolume))\n"
        let a = analysis.achievements
        out += "\n" + h(de ? "Erfolge (7 Tage)" : "Achievements (7 days)")
        if a.newRecords.isEmpty && a.milestones.isEmpty { out += de ? "Keine neuen Rekorde.\n" : "No new records.\n" }
        for rec in a.newRecords { out += "- \(rec.exercise) \(rec.kind): \(NumberText.format(rec.oldValue ?? 0, language, decimals: 2)) → \(NumberText.format(rec.newValue, language, decimals: 2)) (\(rec.date))\n" }
        for m in a.milestones { out += "- \(m) \(de ? "Einheiten" : "sessions")\n" }
        return out
    }
}
