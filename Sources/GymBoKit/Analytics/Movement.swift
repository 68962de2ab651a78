import Foundation

/// Where an exercise's sets count in the push : pull and upper : lower ratios (SPEC §4.4).
///
/// The muscle groups decide, with two exceptions that go by the movement: rear-delt movements (face
/// pulls, reverse flyes) pull although their primary group is the shoulders, and hinges (deadlift variants,
/// good mornings, hip thrusts, back extensions) are lower-body work although the catalog lists the back first
/// for some of them.
package enum Movement: String, Sendable, Codable {
    case push, pull, lower, other

    static let rearDeltWords = ["face pull", "reverse fly", "reverse flye", "reverse butterfly", "rear delt", "reverse pec"]
    static let hingeWords = [
        "deadlift", "kreuzheben", "rdl", "good morning", "hip thrust", "back extension", "hyperextension", "ruckenstreck",
        "beckenheben", "glute bridge", "kettlebell swing", "rack pull",
    ]

    /// Memoized like `Implement`.
    package init(_ exercise: Exercise) {
        self = ExerciseTraits.shared.value(exercise).movement
    }

    init(classifying exercise: Exercise) {
        let key = " " + TextNormalizer.matchKey(exercise.name) + " "
        if Self.rearDeltWords.contains(where: { key.contains($0) }) { self = .pull; return }
        if Self.hingeWords.contains(where: { key.contains($0) }) { self = .lower; return }
        guard let primary = exercise.primaryMuscle else { self = .other; return }
        switch primary {
        case .chest, .shoulders, .triceps: self = .push
        case .back, .lats, .upperBack, .biceps, .traps, .trapezius: self = .pull
        case .legs, .glutes, .hamstrings, .calves, .adductors, .hips, .lowerBack: self = .lower
        default: self = .other
        }
    }

    package var isUpper: Bool { self == .push || self == .pull }
}

/// Which working sets are hard sets (SPEC §4.4), the unit of training load in the analysis.
///
/// A hard set is a completed working set with RPE ≥ 7 when an RPE was logged; without one, a completed
/// working set at ≥ 60 % of the exercise's best e1RM of the last 8 weeks; any completed working set of a
/// bodyweight or timed exercise. Without an e1RM to compare with (only sets of more than 12 reps), every
/// completed working set with weight counts.
package struct HardSets: Sendable {
    /// Best e1RM of the last 8 weeks per exercise.
    package var reference: [UUID: Double]

    package init(reference: [UUID: Double]) { self.reference = reference }

    /// The references of the sessions in `[asOf − 56 days, asOf)`.
    package init(sessions: [Session], asOf: Date, rules: RecordRules = .standard) {
        let start = asOf.addingTimeInterval(-56 * 86_400)
        var best: [UUID: Double] = [:]
        for session in sessions where session.startedAt >= start && session.startedAt < asOf {
            for exercise in session.exercises {
                for set in exercise.sets where set.isWorking {
                    if let e = rules.e1RM(set), e > (best[exercise.exerciseId] ?? 0) { best[exercise.exerciseId] = e }
                }
            }
        }
        reference = best
    }

    package func isHard(_ set: PerformedSet, exerciseId: UUID) -> Bool {
        isHard(set, best: reference[exerciseId])
    }

    /// `isHard(_:exerciseId:)` with the exercise's reference looked up already.
    private func isHard(_ set: PerformedSet, best: Double?) -> Bool {
        guard set.isWorking else { return false }
        let timed = set.reps == 0 && (set.durationSeconds ?? 0) > 0
        guard set.reps > 0 || timed else { return false }
        if let rpe = set.rpe { return rpe >= 7 }
        if set.weight <= 0 || timed { return true }
        guard let best, best > 0 else { return true }
        return set.weight >= 0.6 * best - 1e-9
    }

    /// Hard sets of one exercise entry (the reference looked up once, not once per set).
    package func count(_ exercise: Session.Exercise) -> Int {
        let best = reference[exercise.exerciseId]
        var hard = 0
        for i in exercise.sets.indices where isHard(exercise.sets[i], best: best) { hard += 1 }
        return hard
    }
}

extension Exercise {
    /// A main lift (SPEC §5): a compound barbell or dumbbell lift — squat, bench press, deadlift, overhead
    /// press, row and their variants — the lifts whose e1RM trend a report charts.
    package var isMainLift: Bool { ExerciseTraits.shared.value(self).mainLift }

    static let mainLiftWords = [
        "squat", "kniebeug", "bench", "bankdruck", "deadlift", "kreuzheb", "overhead press", "military", "schulterdruck",
        " press ", "drucken", " row", "rudern", "hip thrust", "lunge", "ausfallschritt", "split squat", "floor press",
    ]
}
