import Foundation

/// A tip that was not shown, and why.
public struct HiddenTip: Sendable, Equatable, Codable {
    /// The tip.
    public var tip: Tip
    /// Why it was hidden, naming the tip that won.
    public var reason: String
}

/// The TipEngine: runs the 15 rules, ranks their tips, applies feedback (SPEC §4.5).
public struct TipEngine: Sendable {
    /// All rules, by number.
    package static let rules: [CoachingRule] = [
        .progressiveOverload, .muscleBalance, .recoveryTime, .consistencyStreak, .goalRepRange, .exerciseVariety,
        .volumeTracking, .restTime, .heartRateZones, .personalRecord, .workoutDuration, .setCompletion,
        .exerciseFormReminder, .plateauBreaking, .milestone,
    ]

    /// The analyzer the rules read.
    public var analyzer = WorkoutAnalyzer()

    /// The rules whose tips name loads: next loads, records, deload loads, the gains of a milestone.
    static let rulesNamingLoads: Set<Int> = [1, 10, 14, 15]

    /// An engine with the standard analyzer.
    public init() {}

    /// Everything the engine found for one athlete and instant.
    public struct Result: Sendable {
        /// The analysis the rules read.
        public var analysis: Analysis
        /// Ranked, feedback applied, not yet cut to `max`.
        public var tips: [Tip]
        /// Tips hidden by low feedback scores.
        public var suppressed: [Tip]
        /// Tips not shown because another tip, better supported by the evidence, says the opposite.
        public var hidden: [HiddenTip]
        /// One report per rule, by number.
        public var reports: [RuleReport]
        /// Set when a kilogram lifter's barbell loads look like pounds: the rules that name loads waited.
        package var pounds: PoundsCheck? = nil
    }

    /// Runs every rule on the history as of `asOf`; tips in `language`, ranked with `feedback`.
    public func run(_ history: AthleteHistory, asOf: Date, language: Language, feedback: [String: RuleFeedback] = [:]) -> Result {
        let past = history.sessions(before: asOf)
        let hard = HardSets(sessions: past, asOf: asOf)
        let analysis = analyzer.analyze(history, asOf: asOf, past: past, hard: hard)
        let context = CoachingContext(history: history, asOf: asOf, analysis: analysis, language: language, past: past, hard: hard)
        var tips: [Tip] = []
        var suppressed: [Tip] = []
        var reports: [RuleReport] = []
        // Loads that look like pounds stored as kilograms (the report's data note says so): the rules that
        // name loads wait until the lifter has fixed the unit; a "190 kg" record on a pound log is wrong.
        let pounds = history.athlete.unit == .kg ? PoundsCheck.check(context.past, exercises: history.exercises) : nil
        let unitInDoubt = pounds != nil
        for rule in Self.rules {
            let outcome = unitInDoubt && Self.rulesNamingLoads.contains(rule.number)
                ? .notEvaluated(reason: context.t("die Gewichte sehen nach Pfund aus, als Kilogramm gespeichert (siehe Hinweise zu den Daten)",
                                                  "the loads look like pounds stored as kilograms (see the data notes)"))
                : rule.evaluate(rule, context)
            let fb = feedback[rule.id] ?? RuleFeedback()
            var report = RuleReport(rule: rule.id, number: rule.number, category: rule.category, status: "silent", reason: nil, tips: 0,
                                    score: fb.score, ratings: fb.ratings, suppressed: false)
            switch outcome {
            case let .fired(found):
                report.status = "fired"
                report.tips = found.count
                for tip in found {
                    if fb.suppresses(tip.priority) { suppressed.append(tip); report.suppressed = true } else { tips.append(tip) }
                }
            case .silent:
                report.status = "silent"
            case let .notEvaluated(reason):
                report.status = "notEvaluated"
                report.reason = reason
            }
            reports.append(report)
        }
        let (shown, hidden) = Self.resolveContradictions(tips, language: language)
        return Result(analysis: analysis, tips: Self.rank(shown, feedback: feedback), suppressed: Self.rank(suppressed, feedback: feedback),
                      hidden: hidden, reports: reports, pounds: pounds)
    }

    /// Tips never contradict each other (§4.5). A deload (rule 14) and a next load (rule 1) for the same
    /// exercise cannot both be right: the analyzer gives an exercise one stall kind, fatigue for the deload
    /// and under-loading for the next load, so the two meet only if that ever changes; then the deload
    /// wins, since missed sets or a falling e1RM outweigh completed ones, and the rule-1 tip is hidden with
    /// the reason. Advice for other exercises is never hidden.
    static func resolveContradictions(_ tips: [Tip], language: Language) -> (shown: [Tip], hidden: [HiddenTip]) {
        guard let deload = tips.first(where: { $0.number == 14 }), case let .list(ids)? = deload.evidence["exerciseIds"] else { return (tips, []) }
        let covered = Set(ids)
        var shown: [Tip] = [], hidden: [HiddenTip] = []
        for tip in tips {
            if tip.number == 1, case let .text(id)? = tip.evidence["exerciseId"], covered.contains(id) {
                hidden.append(HiddenTip(tip: tip, reason: CoachingWording(language: language).contradictsDeload(deload.id)))
            } else {
                shown.append(tip)
            }
        }
        return (shown, hidden)
    }

    /// Priority, then the rule's feedback score, then rule number; inside a rule the strongest first.
    package static func rank(_ tips: [Tip], feedback: [String: RuleFeedback]) -> [Tip] {
        tips.sorted { a, b in
            if a.priority != b.priority { return a.priority > b.priority }
            let sa = (feedback[a.rule] ?? RuleFeedback()).score, sb = (feedback[b.rule] ?? RuleFeedback()).score
            if sa != sb { return sa > sb }
            if a.number != b.number { return a.number < b.number }
            if a.strength != b.strength { return a.strength > b.strength }
            return a.fingerprint < b.fingerprint
        }
    }
}
