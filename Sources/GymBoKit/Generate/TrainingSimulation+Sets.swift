import Foundation

/// The sets of one exercise in a simulated session, and how the athlete's lift progresses from them.
extension TrainingSimulation {
    /// A lift the athlete has not done before: strength from bodyweight, experience, sex and talent.
    mutating func newLift(_ entry: ExercisePool.Entry, slot: TrainingProgram.Slot) -> Lift {
        let individual = profile.talent * rng.double(0.85...1.15)
        let ceiling = profile.ceilingFactor * rng.double(0.92...1.08)
        switch entry.loading {
        case .bodyweight:
            let reps = max(1, entry.typical * profile.experienceFactor * (profile.female ? 0.5 : 1) * individual)
            return Lift(weight: 0, capacity: reps, ceiling: reps * ceiling)
        case .timed:
            let seconds = entry.typical * profile.experienceFactor * individual
            let hold = Int(min(120, max(20, seconds * 0.6)) / 5) * 5
            return Lift(weight: 0, capacity: seconds, ceiling: seconds * ceiling, holdSeconds: hold)
        case .barbell, .dumbbell, .machine:
            let sexFactor = profile.female ? (entry.lowerBody ? 0.75 : 0.55) : 1
            let tenRepWeight = entry.typical * (profile.athlete.bodyweight ?? 75) * profile.experienceFactor * sexFactor * individual
            let range = profile.repRange(slot.role)
            let target = profile.usesLinearProgression(slot.role) ? Self.linearTarget(range) : range.lowerBound
            let reserve = profile.athlete.experience == .anfänger ? 4 : 2
            // Whoever does an exercise manages its lightest load for the planned reps.
            let e1rm = max(tenRepWeight * 36 / 27, entry.minimum * 36 / Double(max(1, 37 - target - reserve - 1)))
            let weight = entry.rounded(e1rm * Double(37 - target - reserve) / 36)
            return Lift(weight: weight, capacity: max(e1rm, weight * 1.1), ceiling: e1rm * ceiling)
        }
    }

    /// The reps a linear-progression lift aims for every set.
    static func linearTarget(_ range: ClosedRange<Int>) -> Int { (range.lowerBound + range.upperBound + 1) / 2 }

    /// Warm-ups, working sets and drop sets of one exercise; updates the lift's progression.
    mutating func performSets(_ entry: ExercisePool.Entry, slot: TrainingProgram.Slot, lift: inout Lift, form: Double, deload: Bool, supersetFirst: Bool) -> [PerformedSet] {
        var workingSets = profile.workingSets(slot)
        if deload { workingSets = max(2, (workingSets + 1) / 2) }
        let rest = RestPlan(base: profile.rest(slot.role), supersetFirst: supersetFirst)
        switch entry.loading {
        case .timed:
            return holds(count: workingSets, lift: &lift, deload: deload, rest: rest)
        case .bodyweight:
            return bodyweightSets(count: workingSets, range: profile.repRange(slot.role), lift: lift, form: form, rest: rest)
        case .barbell, .dumbbell, .machine:
            return loadedSets(entry, slot: slot, count: workingSets, lift: &lift, form: form, deload: deload, rest: rest)
        }
    }

    /// The rest after a set: the role's usual rest, give or take, and next to none before the second
    /// exercise of a superset.
    private struct RestPlan {
        var base: Int
        var supersetFirst: Bool
    }

    private mutating func restTime(_ plan: RestPlan) -> Int {
        if plan.supersetFirst { return rng.int(0...3) * 5 }
        return Int((Double(plan.base) * rng.double(0.85...1.3) / 5).rounded()) * 5
    }

    /// The holds of a timed exercise; the hold grows by 5 s now and then while it stays within capacity.
    private mutating func holds(count: Int, lift: inout Lift, deload: Bool, rest: RestPlan) -> [PerformedSet] {
        var sets: [PerformedSet] = []
        let hold = lift.holdSeconds
        for _ in 0..<count {
            let seconds = hold + rng.int(-1...1) * 5
            sets.append(PerformedSet(reps: 0, weight: 0, restTime: restTime(rest), durationSeconds: Double(max(10, seconds))))
        }
        if !deload && Double(hold + 5) < lift.capacity * 0.9 && rng.chance(0.5) { lift.holdSeconds = hold + 5 }
        return sets
    }

    /// The sets of a bodyweight exercise: today's best reps less the athlete's reserve, fewer set by set.
    private mutating func bodyweightSets(count: Int, range: ClosedRange<Int>, lift: Lift, form: Double, rest: RestPlan) -> [PerformedSet] {
        var sets: [PerformedSet] = []
        let fatigue = 0.08 * lift.capacity
        for i in 0..<count {
            let best = lift.capacity * form - fatigue * Double(i)
            var reps = min(range.upperBound, max(1, Int(best - profile.repsInReserve)))
            var set = PerformedSet(reps: reps, weight: 0, restTime: restTime(rest))
            if rng.chance(0.012) {
                reps = max(0, reps - rng.int(1...3))
                set = PerformedSet(reps: reps, weight: 0, restTime: set.restTime, completed: false, type: .failure, note: failedNote())
            }
            rate(&set, best: best)
            sets.append(set)
        }
        return sets
    }

    /// What a loaded exercise asks of the athlete today: the load, their strength (e1RM on the day) and
    /// the reps each set costs the next.
    private struct Effort {
        var weight: Double
        var strength: Double
        var fatigue: Double
    }

    /// How a loaded exercise's working sets went, which decides its progression.
    private struct WorkOutcome {
        var failed = false
        var belowRange = false
        var allAtTop = true
    }

    /// Warm-ups, working sets and now and then drop sets of a loaded exercise, then its progression.
    private mutating func loadedSets(_ entry: ExercisePool.Entry, slot: TrainingProgram.Slot, count: Int, lift: inout Lift, form: Double,
                                     deload: Bool, rest: RestPlan) -> [PerformedSet] {
        let weight = deload ? entry.rounded(lift.weight * 0.9) : lift.weight
        var sets = warmups(entry, slot: slot, weight: weight)
        let effort = Effort(weight: weight, strength: lift.capacity * form,
                            fatigue: slot.role == .main || entry.loading == .barbell ? 0.4 : 0.6)
        let outcome = workSets(count: count, effort, role: slot.role, rest: rest, into: &sets)
        if slot.role == .accessory && entry.loading != .barbell && profile.dropSetRate > 0 && rng.chance(profile.dropSetRate) {
            dropSets(entry, effort, after: count, rest: rest, into: &sets)
        }
        // Progression, not in deload weeks.
        guard !deload else { return sets }
        progress(&lift, entry, linear: profile.usesLinearProgression(slot.role), outcome)
        return sets
    }

    /// The working sets of a loaded exercise: the planned reps where the athlete has them in them today.
    private mutating func workSets(count: Int, _ effort: Effort, role: TrainingProgram.Role, rest: RestPlan,
                                   into sets: inout [PerformedSet]) -> WorkOutcome {
        let range = profile.repRange(role)
        let linear = profile.usesLinearProgression(role)
        let weight = effort.weight
        var outcome = WorkOutcome()
        for i in 0..<count {
            let best = 37 - 36 * weight / effort.strength - effort.fatigue * Double(i)
            let possible = max(0, Int(best))
            var set: PerformedSet
            let floor = linear ? Self.linearTarget(range) : range.lowerBound
            if possible < floor - 2 {
                // Ground to a halt well short of the plan: a failed set.
                set = PerformedSet(reps: possible, weight: weight, restTime: restTime(rest), completed: false, type: .failure, note: failedNote())
            } else if possible < floor {
                // Short of the plan, but done: too heavy today; progression waits.
                set = PerformedSet(reps: possible, weight: weight, restTime: restTime(rest))
                outcome.belowRange = true
            } else if linear {
                set = PerformedSet(reps: floor, weight: weight, restTime: restTime(rest))
            } else {
                let reps = min(range.upperBound, max(range.lowerBound, Int(best - profile.repsInReserve)))
                set = PerformedSet(reps: reps, weight: weight, restTime: restTime(rest))
            }
            // A bad set now and then, whatever the plan: lost the groove, missed the last reps.
            if set.completed && rng.chance(0.012) {
                set = PerformedSet(reps: max(0, set.reps - rng.int(1...3)), weight: weight, restTime: set.restTime, completed: false, type: .failure, note: failedNote())
            }
            if !set.completed { outcome.failed = true }
            if set.reps < range.upperBound { outcome.allAtTop = false }
            rate(&set, best: best)
            sets.append(set)
        }
        return outcome
    }

    /// One or two drop sets straight after the last working set, each about a quarter lighter.
    private mutating func dropSets(_ entry: ExercisePool.Entry, _ effort: Effort, after workingSets: Int, rest: RestPlan,
                                   into sets: inout [PerformedSet]) {
        var dropWeight = effort.weight
        for d in 0..<rng.int(1...2) {
            let lighter = entry.rounded(dropWeight * 0.75)
            guard lighter < dropWeight else { break }
            dropWeight = lighter
            let best = 37 - 36 * dropWeight / effort.strength - effort.fatigue * (Double(workingSets) + Double(d))
            sets[sets.count - 1].restTime = rng.int(0...2) * 5
            sets.append(PerformedSet(reps: min(25, max(3, Int(best))), weight: dropWeight, restTime: restTime(rest), type: .dropset))
        }
    }

    /// The load for next time, outside deload weeks: lighter after two bad sessions in a row, heavier after
    /// a good one (every time on linear progression, at the top of the rep range otherwise).
    private func progress(_ lift: inout Lift, _ entry: ExercisePool.Entry, linear: Bool, _ outcome: WorkOutcome) {
        if outcome.failed || outcome.belowRange {
            lift.failStreak += 1
            if lift.failStreak >= 2 {
                lift.weight = entry.rounded(lift.weight * 0.9)
                lift.failStreak = 0
            }
        } else {
            lift.failStreak = 0
            if linear {
                let step = entry.loading == .dumbbell ? entry.increment(from: lift.weight)
                    : profile.athlete.experience == .anfänger && entry.lowerBody && lift.weight >= 60 ? 5 : 2.5
                lift.weight += step
            } else if outcome.allAtTop {
                lift.weight += lift.weight < 40 ? min(2.5, entry.increment(from: lift.weight)) : entry.increment(from: lift.weight)
            }
        }
    }

    /// Ramp-up sets before a loaded exercise: barbells climb from the empty bar, other equipment gets one
    /// light set for the first exercises of the day.
    mutating func warmups(_ entry: ExercisePool.Entry, slot: TrainingProgram.Slot, weight: Double) -> [PerformedSet] {
        var loads: [(Double, Int)] = []
        if entry.loading == .barbell && slot.role != .accessory {
            if weight > 30 { loads.append((20, 10)) }
            if weight >= 50 { loads.append((weight * 0.5, 5)) }
            if weight >= 70 { loads.append((weight * 0.7, 3)) }
            if weight >= 100 { loads.append((weight * 0.85, 2)) }
        } else if slot.role != .core && slot.role != .accessory && rng.chance(0.6) {
            loads.append((weight * 0.5, 10))
        } else if entry.loading == .barbell && rng.chance(0.4) {
            loads.append((weight * 0.5, 10))
        }
        var sets: [PerformedSet] = []
        var last = 0.0
        for (load, reps) in loads {
            let rounded = entry.rounded(load)
            guard rounded > last, rounded < weight else { continue }
            last = rounded
            sets.append(PerformedSet(reps: reps, weight: rounded, restTime: rng.int(9...18) * 5, type: .warmup))
        }
        return sets
    }

    /// RPE for athletes who log it: how close the set came to failure, in half points.
    mutating func rate(_ set: inout PerformedSet, best: Double) {
        guard profile.logsRPE, rng.chance(0.85) else { return }
        if !set.completed {
            set.rpe = 10
            return
        }
        let rir = best - Double(set.reps)
        set.rpe = min(10, max(6, ((10 - rir) * 2).rounded() / 2))
    }

    mutating func failedNote() -> String {
        guard rng.chance(0.3) else { return "" }
        return profile.words.failedLastRep
    }
}
