import Foundation

/// What every rule reads: the history, the analysis and the windows, computed once.
package struct CoachingContext: Sendable, Wording {
    package var history: AthleteHistory
    package var asOf: Date
    package var analysis: Analysis
    package var language: Language
    /// Sessions before `asOf`, oldest first.
    package var past: [Session]

    /// Hard sets of the as-of instant (8-week e1RM references), shared by the rules.
    let hard: HardSets
    /// Load steps per exercise, shared by the rules.
    let steps: [UUID: LoadStep]

    package init(history: AthleteHistory, asOf: Date, analysis: Analysis, language: Language) {
        let past = history.sessions(before: asOf)
        self.init(history: history, asOf: asOf, analysis: analysis, language: language, past: past, hard: HardSets(sessions: past, asOf: asOf))
    }

    /// A context from the sessions before `asOf` and their hard-set references, as the analysis used them.
    init(history: AthleteHistory, asOf: Date, analysis: Analysis, language: Language, past: [Session], hard: HardSets) {
        self.history = history
        self.asOf = asOf
        self.analysis = analysis
        self.language = language
        self.past = past
        self.hard = hard
        self.steps = history.loadSteps(before: asOf)
    }

    package var athlete: Athlete { history.athlete }
    var de: Bool { language == .de }

    /// Sessions in the last `days` days.
    func window(_ days: Double) -> [Session] { WorkoutAnalyzer.window(past, days: days, asOf: asOf) }

    func kg(_ value: Double) -> String { NumberText.kg(value, language) }
    /// A load in the athlete's unit: `102,5 kg`, or `225 lb` for athletes who train in pounds.
    func load(_ kg: Double) -> String {
        athlete.unit == .kg ? NumberText.kg(kg, language) : NumberText.format(LoadStep.display(kg, .lb), language, decimals: 1) + " lb"
    }
    /// A load of one exercise: `8 kg pro Seite` / `8 kg per side` when its loads are per side (SPEC §4.6).
    func load(_ kg: Double, of exerciseId: String) -> String {
        let perSide = exercise(exerciseId)?.isPerSide ?? false
        return load(kg) + (perSide ? t(" pro Seite", " per side") : "")
    }
    /// `57,5–65 kg`: two loads in the athlete's unit, the unit once.
    func loadRange(_ low: Double, _ high: Double) -> String {
        guard low != high else { return load(low) }
        let unit = athlete.unit
        return NumberText.format(LoadStep.display(low, unit), language, decimals: 2) + "–" + load(high)
    }
    /// `9–10` or `9`: a rep target.
    func reps(_ range: IntRange) -> String { range.lower == range.upper ? "\(range.lower)" : "\(range.lower)–\(range.upper)" }
    /// A step in its own unit: `2,5 kg`, `5 lb`.
    func step(_ step: LoadStep) -> String { NumberText.format(step.value, language, decimals: 2) + (step.unit == .kg ? " kg" : " lb") }
    /// The goal, when the profile states one.
    var goal: FitnessGoal? { athlete.statedGoal }
    /// The experience the analysis used: stated, else inferred from the history.
    var experience: ExperienceLevel { ExperienceLevel(rawValue: analysis.profile.experience) ?? .anfänger }
    /// `a, b und c` / `a, b and c`.
    func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + t(" und ", " and ") + items.last!
    }
    /// `1 Satz` / `3 Sätze`, by count.
    func count(_ n: Double, _ one: (String, String), _ many: (String, String)) -> String {
        num(n) + " " + (abs(n - 1) < 1e-9 ? t(one.0, one.1) : t(many.0, many.1))
    }
    func num(_ value: Double, _ decimals: Int = 1) -> String { NumberText.format(value, language, decimals: decimals) }
    func pct(_ ratio: Double) -> String { NumberText.percent(ratio, language) }
    /// An exercise as the lifter reads it: the English name in English when the catalog has one.
    func name(_ id: UUID) -> String { history.name(id, language) }
    /// The same, for an id as the analysis writes it.
    func name(_ id: String) -> String { history.name(id, language) }
    /// The exercise of an id as the analysis writes it (lowercased UUID text).
    func exercise(_ id: String) -> Exercise? { UUID(uuidString: id).flatMap { history.exercises[$0] } }
    /// True for a compound lift (`MovementTraits.isCompound`); false for an unknown id.
    func isCompound(_ id: String) -> Bool { exercise(id).map(MovementTraits.isCompound) ?? false }
    func muscle(_ raw: String) -> String { MuscleGroup(rawValue: raw)?.label(language) ?? raw }
}

/// One coaching rule: stable id, number, category, default priority, and its evaluation.
package struct CoachingRule: Sendable {
    package var id: String
    package var number: Int
    package var category: TipCategory
    package var priority: TipPriority
    let evaluate: @Sendable (CoachingRule, CoachingContext) -> RuleOutcome

    /// A tip of this rule, with its id derived from athlete, subject, material evidence and day.
    func tip(_ context: CoachingContext, subject: String, title: String, message: String, actionable: Bool,
             evidence: [String: EvidenceValue], material: String, priority: TipPriority? = nil, strength: Double = 0) -> Tip {
        let fingerprint = subject.isEmpty ? id : "\(id):\(subject)"
        var h = FNV1a64()
        h.add(context.athlete.id.uuidString)
        h.add(fingerprint)
        h.add(material)
        h.add(context.history.calendar.day(context.asOf))
        let hex = String(h.hex.suffix(8))
        let tipId = String(format: "%02d-", number) + String(repeating: "0", count: 8 - hex.count) + hex
        return Tip(
            id: tipId, rule: id, number: number, category: category, priority: priority ?? self.priority, title: title,
            message: message, actionable: actionable, evidence: evidence, fingerprint: fingerprint, material: material,
            strength: strength)
    }
}
