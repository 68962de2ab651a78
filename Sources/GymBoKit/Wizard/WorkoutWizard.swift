import Foundation
import GymBoResources

/// Generates a week of workouts from the app wizard's five answers (issue 10).
///
/// A pure function of the catalog, the preferences and the seed: no clock, no database, no system
/// randomness, so the same inputs give the same plan byte for byte. The steps, per training day:
///
/// 1. **Split**: `TrainingSplit(frequency:)` gives the days of the week and each day's slots.
/// 2. **Selection**: each slot (a muscle family, compound or isolation preferred) takes one allowed
///    exercise (`WizardPreferences.allows`) whose primary group is in the family and that is not yet in
///    the workout. Among the candidates, the best are, in this order: not a variant of an exercise
///    already in the workout (`WizardPool.areVariants`: the same movement word in the name, or
///    similarity ≥ 80 by SPEC §4.2), the chosen equipment before a bodyweight supplement, the slot's
///    movement type (compound or isolation), and used least often earlier in the week (so day A and
///    day B differ). Variants come first because a third leg press is worse than a leg curl in a
///    compound slot. The seeded generator picks among the equally best.
/// 3. **Configuration**: reps and rest from the goal (`GoalPrescription`); sets and the number of
///    exercises from the duration (`fit`), with the time model of `WizardTimeModel`.
/// 4. **Order**: compound movements first, then the rest, each in slot order.
public struct WorkoutWizard: Sendable {
    /// The exercises the wizard picks from.
    public let catalog: [Exercise]
    /// The model the durations are estimated and fitted with.
    public var timeModel = WizardTimeModel()

    /// A wizard picking from `catalog`.
    public init(catalog: [Exercise]) {
        self.catalog = catalog
    }

    /// The wizard over the catalog bundled with the toolkit; no database is involved.
    public static func bundled() throws -> WorkoutWizard {
        WorkoutWizard(catalog: try CatalogReader(path: GymBoResources.catalogURL.path).read().exercises)
    }

    /// Plans a week; names and notes in `language`.
    public func plan(_ preferences: WizardPreferences, language: Language = .de) throws -> WizardPlan {
        try preferences.validate()
        let split = TrainingSplit(frequency: preferences.frequency)
        let days = split.days(frequency: preferences.frequency)
        var pool = WizardPool(catalog: catalog, preferences: preferences)
        let prescription = GoalPrescription(goal: preferences.goal)
        var random = SplitMix64(seed: preferences.seed)
        var usage: [UUID: Int] = [:]
        var workouts: [WizardWorkout] = []
        for (index, day) in days.enumerated() {
            let name = Self.workoutName(day: day, index: index, days: days, language: language)
            let picks = pick(day: day, pool: &pool, usage: usage, random: &random)
            guard !picks.exercises.isEmpty else { throw WizardError.noExercises(workout: name) }
            let planned = fit(picks, preferences: preferences, prescription: prescription)
            var template = WorkoutTemplate(
                id: .v5(namespace: Self.namespace, name: "\(Self.key(preferences))|\(index + 1)"),
                name: name, defaultRestTime: planned[0].rest, level: preferences.experience,
                workoutType: day.label(language),
                frequency: WizardWording(language: language).frequency(preferences.frequency),
                exercises: planned.map(\.templateExercise))
            let estimate = timeModel.estimateSeconds(template)
            let target = preferences.durationMinutes * 60
            guard abs(estimate - target) * 10 <= target else {
                throw WizardError.durationNotReachable(workout: name, estimatedMinutes: (estimate + 30) / 60, targetMinutes: preferences.durationMinutes)
            }
            template.duration = IntRange((estimate + 30) / 60)
            template.notes = notes(preferences, estimate: estimate, language: language)
            for item in planned { usage[item.exercise.id, default: 0] += 1 }
            workouts.append(WizardWorkout(number: index + 1, day: day, template: template, estimatedSeconds: estimate))
        }
        let used = Set(workouts.flatMap { $0.template.exercises.map(\.exerciseId) })
        return WizardPlan(
            preferences: preferences, split: split, language: language, workouts: workouts,
            exercises: Dictionary(catalog.filter { used.contains($0.id) }.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }),
            timeModel: timeModel)
    }

    // MARK: Selection

    /// The day's exercises in slot order: the anchors first, then the accessories, then the fillers;
    /// more than any duration needs, so that `fit` can take as many as the time allows.
    func pick(day: SplitDay, pool: inout WizardPool, usage: [UUID: Int], random: inout SplitMix64) -> Picks {
        let slots = day.anchors.map { SplitDay.Slot($0, .compound) } + day.accessories + SplitDay.fillers
        var chosen: [Int] = []
        var picks = Picks()
        for (position, slot) in slots.enumerated() {
            if position == day.anchors.count { picks.anchors = chosen.count }
            if position == day.anchors.count + day.accessories.count { picks.ownSlots = chosen.count }
            var ties = (pool.byFamily[slot.family] ?? []).filter { !chosen.contains($0) }
            guard !ties.isEmpty else { continue }
            // Narrow the candidates tier by tier (see the type's documentation), cheap tiers first.
            func keepBest(by rank: (Int) -> Int) {
                let ranks = ties.map(rank)
                let best = ranks.min()!
                ties = zip(ties, ranks).filter { $0.1 == best }.map(\.0)
            }
            let entries = pool.entries
            keepBest { index in chosen.contains { pool.areVariants($0, index) } ? 1 : 0 }
            keepBest { entries[$0].preferred ? 0 : 1 }
            keepBest { index in
                switch slot.kind {
                case .compound: entries[index].compound ? 0 : 1
                case .isolation: entries[index].compound ? 1 : 0
                case .any: 0
                }
            }
            keepBest { usage[entries[$0].exercise.id] ?? 0 }
            chosen.append(ties[random.index(below: ties.count)])
        }
        picks.exercises = chosen.map { pool.entries[$0].exercise }
        return picks
    }

    /// What `pick` chose for a day, in slot order.
    struct Picks {
        var exercises: [Exercise] = []
        /// How many of them fill the day's anchors.
        var anchors = 0
        /// How many fill the day's own slots (anchors and accessories); the rest are fillers.
        var ownSlots = 0
    }

    // MARK: Configuration

    /// An exercise with its sets, reps and rest while the duration is being fitted.
    struct Planned {
        var exercise: Exercise
        var compound: Bool
        /// Position in slot order; the final order is compound first, then this.
        var slot: Int
        var sets: Int
        var baseSets: Int
        var reps: IntRange
        var rest: Int

        var templateExercise: TemplateExercise {
            TemplateExercise(exerciseId: exercise.id, sets: Array(repeating: TemplateSet(reps: reps, weight: 0, restTime: rest), count: sets))
        }
    }

    /// Chooses how many exercises and sets fill the duration, then the rests within the goal's range
    /// so that the estimate comes as close to the duration as it can.
    ///
    /// The anchors always go in, with at least two sets each. Then, as long as the estimate (with the
    /// goal's starting rests) stays at or below the duration, the first of these moves that fits is
    /// made, again and again:
    /// 1. bring an exercise up to its base sets (compounds first);
    /// 2. add the next exercise of the day's own slots (with its base sets, or two);
    /// 3. add a set to the exercise with the fewest, up to the maximum;
    /// 4. add a filler exercise (trunk, calves, conditioning) — only once every exercise has its
    ///    maximum, so a long session does more of the day's own work before it adds fillers.
    /// Last, the rests: one for all compound movements and one for the rest, each a multiple of 15 s
    /// in the goal's range, compounds resting at least as long. The pair whose estimate is nearest the
    /// duration wins; on a tie, the pair nearest the goal's starting rests.
    func fit(_ picks: Picks, preferences: WizardPreferences, prescription: GoalPrescription) -> [Planned] {
        let target = preferences.durationMinutes * 60
        let all = picks.exercises.enumerated().map { slot, exercise in
            let compound = MovementTraits.isCompound(exercise)
            return Planned(
                exercise: exercise, compound: compound, slot: slot, sets: GoalPrescription.minimumSets,
                baseSets: GoalPrescription.baseSets(experience: preferences.experience, compound: compound),
                reps: prescription.reps(compound: compound), rest: prescription.rest(compound: compound))
        }
        let plan = grow(Array(all.prefix(max(1, picks.anchors))), from: all, ownSlots: picks.ownSlots,
                        maximumSets: GoalPrescription.maximumSets(experience: preferences.experience), target: target)
        return Self.ordered(fitRests(plan, prescription: prescription, target: target))
    }

    /// Steps 1–4 of `fit`: the first move that keeps the estimate within `target`, as long as there is one.
    private func grow(_ anchors: [Planned], from all: [Planned], ownSlots: Int, maximumSets: Int, target: Int) -> [Planned] {
        var plan = anchors
        func adding(_ plan: [Planned], sets: Int) -> [Planned] {
            var next = all[plan.count]
            next.sets = sets
            return plan + [next]
        }
        growing: while true {
            var moves: [[Planned]] = []
            let byPriority = plan.indices.sorted { (plan[$0].compound ? 0 : 1, $0) < (plan[$1].compound ? 0 : 1, $1) }
            if let i = byPriority.first(where: { plan[$0].sets < plan[$0].baseSets }) {
                var move = plan
                move[i].sets += 1
                moves.append(move)
            }
            let next = plan.count < all.count ? all[plan.count] : nil
            if let next, plan.count < ownSlots {
                moves += [adding(plan, sets: next.baseSets), adding(plan, sets: GoalPrescription.minimumSets)]
            }
            let fewest = plan.indices.filter { plan[$0].sets < maximumSets }.min { (plan[$0].sets, $0) < (plan[$1].sets, $1) }
            if let i = fewest {
                var move = plan
                move[i].sets += 1
                moves.append(move)
            } else if let next {
                moves += [adding(plan, sets: next.baseSets), adding(plan, sets: GoalPrescription.minimumSets)]
            }
            for move in moves where estimate(move) <= target {
                plan = move
                continue growing
            }
            return plan
        }
    }

    /// The last step of `fit`: the compound and isolation rests whose estimate comes nearest `target`.
    private func fitRests(_ plan: [Planned], prescription: GoalPrescription, target: Int) -> [Planned] {
        // Rest is the only part that changes below, so the estimate is linear in the two rests: the
        // estimate without rest, plus each rest times the sets it follows (all but the workout's last).
        var restless = plan
        for i in restless.indices { restless[i].rest = 0 }
        let withoutRest = estimate(restless)
        let lastIsCompound = Self.ordered(plan).last!.compound
        let compoundRests = plan.filter(\.compound).reduce(0) { $0 + $1.sets } - (lastIsCompound ? 1 : 0)
        let isolationRests = plan.filter { !$0.compound }.reduce(0) { $0 + $1.sets } - (lastIsCompound ? 0 : 1)
        let choices = Array(stride(from: prescription.restRange.lowerBound, through: prescription.restRange.upperBound, by: 15))
        var best: (compound: Int, isolation: Int, distance: Int, drift: Int)?
        for compoundRest in choices {
            for isolationRest in choices where isolationRest <= compoundRest {
                let distance = abs(withoutRest + compoundRest * compoundRests + isolationRest * isolationRests - target)
                let drift = abs(compoundRest - prescription.compoundRest) + abs(isolationRest - prescription.isolationRest)
                if best == nil || (distance, drift) < (best!.distance, best!.drift) {
                    best = (compoundRest, isolationRest, distance, drift)
                }
            }
        }
        var plan = plan
        for i in plan.indices { plan[i].rest = plan[i].compound ? best!.compound : best!.isolation }
        return plan
    }

    /// The time model's estimate of a plan (`WizardTimeModel.estimateSeconds` of its template, without
    /// building one: this runs for every move `fit` tries).
    func estimate(_ plan: [Planned]) -> Int {
        guard let last = plan.max(by: { Self.precedes($0, $1) }) else { return 0 }
        var total = timeModel.warmUpSeconds + timeModel.setupSecondsPerExercise * plan.count
        for item in plan { total += item.sets * (timeModel.workSeconds(reps: item.reps) + item.rest) }
        return total - last.rest
    }

    /// Compound movements first, each part in slot order.
    static func ordered(_ plan: [Planned]) -> [Planned] {
        plan.sorted(by: precedes)
    }

    static func precedes(_ a: Planned, _ b: Planned) -> Bool {
        (a.compound ? 0 : 1, a.slot) < (b.compound ? 0 : 1, b.slot)
    }

    // MARK: Naming

    /// The namespace of the wizard's template ids (a fixed, random v4 UUID).
    static let namespace = UUID(uuidString: "3C9D2B7E-8F41-4A6B-B1D5-7E0C2A9F4D63")!

    /// The preferences as a stable text, for ids: the same answers and seed give the same ids.
    static func key(_ p: WizardPreferences) -> String {
        "wizard|\(p.experience.rawValue)|\(p.goal.rawValue)|\(p.frequency)|\(p.equipment.rawValue)|\(p.durationMinutes)|\(p.seed)"
    }

    /// `Ganzkörper A`, `Push B`, or just `Beine` when the day occurs once a week.
    static func workoutName(day: SplitDay, index: Int, days: [SplitDay], language: Language) -> String {
        let same = days.indices.filter { days[$0] == day }
        guard same.count > 1, let position = same.firstIndex(of: index) else { return day.label(language) }
        return day.label(language) + " " + String(UnicodeScalar(UInt8(65 + position)))
    }

    /// The template's notes: where it came from (so the answers can be repeated) and how to load it.
    func notes(_ p: WizardPreferences, estimate: Int, language: Language) -> String {
        let minutes = (estimate + 30) / 60
        let warmUp = timeModel.warmUpSeconds / 60
        return WizardWording(language: language).notes(p, minutes: minutes, warmUp: warmUp)
    }
}
