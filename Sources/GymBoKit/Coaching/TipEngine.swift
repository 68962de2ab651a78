import Foundation

/// Ratings of one rule: score = (helpful + 1) ÷ (ratings + 2) (SPEC §4.5).
public struct RuleFeedback: Sendable, Equatable, Codable {
    public var helpful: Int
    public var ratings: Int

    public init(helpful: Int = 0, ratings: Int = 0) {
        self.helpful = helpful
        self.ratings = ratings
    }

    public var score: Double { Double(helpful + 1) / Double(ratings + 2) }

    /// A rule with ≥ 3 ratings and a score below 0.35 is shown only when its tip is high priority.
    public func suppresses(_ priority: TipPriority) -> Bool { ratings >= 3 && score < 0.35 && priority != .high }
}

/// The TipEngine: runs the 15 rules, ranks their tips, applies feedback (SPEC §4.5).
public struct TipEngine: Sendable {
    /// All rules, by number.
    public static let rules: [CoachingRule] = [
        .progressiveOverload, .muscleBalance, .recoveryTime, .consistencyStreak, .goalRepRange, .exerciseVariety,
        .volumeTracking, .restTime, .heartRateZones, .personalRecord, .workoutDuration, .setCompletion,
        .exerciseFormReminder, .plateauBreaking, .milestone,
    ]

    public var analyzer = WorkoutAnalyzer()

    public init() {}

    /// Everything the engine found for one athlete and instant.
    public struct Result: Sendable {
        public var analysis: Analysis
        /// Ranked, feedback applied, not yet cut to `max`.
        public var tips: [Tip]
        /// Tips hidden by low feedback scores.
        public var suppressed: [Tip]
        public var reports: [RuleReport]
    }

    public func run(_ history: AthleteHistory, asOf: Date, language: Language, feedback: [String: RuleFeedback] = [:]) -> Result {
        let analysis = analyzer.analyze(history, asOf: asOf)
        let context = CoachingContext(history: history, asOf: asOf, analysis: analysis, language: language)
        var tips: [Tip] = []
        var suppressed: [Tip] = []
        var reports: [RuleReport] = []
        for rule in Self.rules {
            let outcome = rule.evaluate(rule, context)
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
        tips = Self.foldIntoDeload(tips)
        return Result(analysis: analysis, tips: Self.rank(tips, feedback: feedback), suppressed: Self.rank(suppressed, feedback: feedback), reports: reports)
    }

    /// When a deload week is recommended (rule 14), the per-exercise "next load" tips of rule 1 for the
    /// exercises it names would contradict it; the deload tip replaces them. (A design decision: the spec
    /// ranks rule 1 first, which would otherwise fill the top 3 with load increases during a plateau.)
    static func foldIntoDeload(_ tips: [Tip]) -> [Tip] {
        guard let deload = tips.first(where: { $0.number == 14 }), case let .list(names)? = deload.evidence["exercises"] else { return tips }
        let covered = Set(names)
        return tips.filter { tip in
            guard tip.number == 1, case let .text(name)? = tip.evidence["exercise"] else { return true }
            return !covered.contains(name)
        }
    }

    /// Priority, then the rule's feedback score, then rule number; inside a rule the strongest first.
    public static func rank(_ tips: [Tip], feedback: [String: RuleFeedback]) -> [Tip] {
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
