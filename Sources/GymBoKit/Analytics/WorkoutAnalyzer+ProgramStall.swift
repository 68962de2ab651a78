import Foundation

/// The whole program stalled: what the blind reviewers named most often as the thing a coach would have said
/// (rounds 20 to 37: "every lift has sat at the same load for 9 weeks and the reps are not rising", in weeks
/// that got "No tips – keep it up"). Rule 1 names a lift at a time, and only when its next step is clear.
extension WorkoutAnalyzer {
    /// A lift counts as held when it is a loaded compound lift done in the last 14 days, with no next step of
    /// its own among `besides` (a stall whose cause is unclear is none: the rules say nothing of it; nor is
    /// one load held too long, which is this lift's own case: rule 1 names it here instead, so a pressing
    /// "add 2.5 kg" does not stand beside "take 10 % off" for lifts in the same state, round 39); its last session's top load is the heaviest of the window and held from its
    /// first session there for 6 weeks or more (at least 5 sessions; lighter sessions between, a deload week,
    /// at most a third of them); its reps moved (a fixed 82.5 kg × 8 done in full every week is a load to
    /// add to, not a program to reset: round 39); and its last three sessions at that load did no more reps
    /// than its best before them. Three such lifts make a stalled program; none after a break.
    func programStall(_ history: AthleteHistory, past: [Session], asOf: Date, besides: [ProgressionOpportunity]) -> ProgramStall? {
        guard !Self.backFromBreak(past, asOf: asOf) else { return nil }
        let start = Self.progressionStart(past, asOf: asOf), recent = asOf.addingTimeInterval(-Self.currentExerciseDays * Self.day)
        let named = Set(besides.filter { $0.stall != .unclear && $0.stall != .sameLoadTooLong }.map(\.exerciseId))
        var entries: [UUID: [Entry]] = [:]
        for session in past where session.startedAt >= start {
            for (id, sets) in session.setsByExercise { entries[id, default: []].append(Entry(session: session, sets: sets)) }
        }
        var lifts: [ProgramStall.Lift] = []
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
            let reps = held.flatMap { $0.topSets.map(\.reps) }
            lifts.append(.init(exerciseId: id.lowercased, exercise: history.name(id, .en), weight: last.topLoad, weeks: Int(days / 7) + 1,
                               reps: IntRange(reps.min() ?? 0, reps.max() ?? 0)))
        }
        guard lifts.count >= 3 else { return nil }
        return ProgramStall(lifts: lifts.sorted { ($0.weeks, $0.weight, $1.exercise) > ($1.weeks, $1.weight, $0.exercise) })
    }
}
