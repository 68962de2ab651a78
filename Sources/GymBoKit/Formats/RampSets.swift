import Foundation

/// Warm-ups in a log that has no warm-up marker (FitNotes): the lighter ramp-up sets a lifter does before
/// the working sets of an exercise (`40 × 5, 50 × 3`, then `67.5 × 5` five times).
///
/// A leading set of an exercise is read as a warm-up when at least two sets follow at 90 % or more of the
/// exercise's heaviest load that day, and the set is at most 65 % of that load, or at most 85 % of it for no
/// more reps than the first of those working sets, or under 90 % of it for fewer reps (a single at 87 %
/// before sets of 5). The reading stops at the first set that is neither, so an ascending pyramid (`60 × 12,
/// 70 × 10, 80 × 8, 80 × 8`) keeps all its sets: its lighter sets have more reps. Bodyweight and timed sets
/// are never read as warm-ups. (42.5 × 5, 52.5 × 3 before 70 × 4 and 57.5 × 3, 67.5 × 1 before 77.5 × 5 were
/// counted as work until round 37's blind reviewers named them.)
enum RampSets {
    /// Marks the ramp-up sets of every exercise in `session` as warm-ups; returns how many it marked.
    @discardableResult
    static func markWarmups(in session: inout ParsedSession) -> Int {
        var marked = 0
        for e in session.exercises.indices {
            let count = warmupCount(session.exercises[e].sets)
            for s in 0..<count { session.exercises[e].sets[s].type = .warmup }
            marked += count
        }
        return marked
    }

    /// How many leading sets of `sets` are ramp-up sets (see the type's notes).
    static func warmupCount(_ sets: [PerformedSet]) -> Int {
        guard sets.count >= 3, sets.allSatisfy({ $0.type == .normal && $0.weight > 0 && $0.reps > 0 }) else { return 0 }
        let top = sets.map(\.weight).max()!
        guard let firstWorking = sets.firstIndex(where: { $0.weight >= 0.9 * top - 1e-9 }),
              sets[firstWorking...].filter({ $0.weight >= 0.9 * top - 1e-9 }).count >= 2 else { return 0 }
        let workingReps = sets[firstWorking].reps
        var count = 0
        for set in sets[..<firstWorking] {
            let light = set.weight <= 0.65 * top + 1e-9
            let ramp = (set.weight <= 0.85 * top + 1e-9 && set.reps <= workingReps) || (set.weight < 0.9 * top - 1e-9 && set.reps < workingReps)
            guard light || ramp else { break }
            count += 1
        }
        // Only when the ramp reaches the working sets: a light set after a heavier kept one is a back-off.
        return count == firstWorking ? count : 0
    }
}
