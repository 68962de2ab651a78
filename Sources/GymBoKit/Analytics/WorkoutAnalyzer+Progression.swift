import Foundation

extension WorkoutAnalyzer {
    /// Exercises count for progression when trained within this many days before the as-of instant: an
    /// exercise the lifter dropped weeks ago needs no next load.
    static let currentExerciseDays = 14.0

    /// An exercise's first sessions: rule 13 calls it new during them, and its records are not celebrated yet.
    public static let firstSessions = 3

    /// One exercise's entry in one session, with the figures the progression reads, worked out once.
    struct Entry {
        var session: Session
        var sets: [PerformedSet]
        /// Completed working sets with reps (or a duration, for timed sets).
        let done: [PerformedSet]
        /// Working sets that failed: not completed, or logged with 0 reps and no duration (Strong's failed attempt).
        let failed: Bool
        /// The heaviest completed working load.
        let topLoad: Double
        /// Straight sets at the top load (drop sets are back-off work).
        let topSets: [PerformedSet]
        /// The reps the lifter aimed for at the top load: the most they did there.
        let targetReps: Int
        let bestE1RM: Double

        init(session: Session, sets: [PerformedSet]) {
            self.session = session
            self.sets = sets
            done = sets.filter { $0.isWorking && ($0.reps > 0 || ($0.durationSeconds ?? 0) > 0) }
            failed = sets.contains { $0.type != .warmup && (!$0.completed || ($0.reps == 0 && ($0.durationSeconds ?? 0) == 0)) }
            let top = done.filter { $0.reps > 0 }.map(\.weight).max() ?? 0
            topLoad = top
            topSets = done.filter { $0.reps > 0 && $0.weight == top && $0.type != .dropset }
            targetReps = topSets.map(\.reps).max() ?? 0
            bestE1RM = done.compactMap { RecordRules.standard.e1RM($0) }.max() ?? 0
        }

        /// Every straight set at the top load reached the target: no rep fell off.
        var atTarget: Bool { !topSets.isEmpty && topSets.allSatisfy { $0.reps >= targetReps } }
        /// Mean RPE of the top sets, when logged.
        var topRPE: Double? {
            let rpes = topSets.compactMap(\.rpe)
            return rpes.isEmpty ? nil : rpes.reduce(0, +) / Double(rpes.count)
        }
    }

    /// For each entry in order, whether it made progress over the earlier entries of the window: a new best
    /// e1RM, more reps at the same or a heavier load than any earlier set at that load (any rep count), or a
    /// longer timed set. The first entry with sets is the baseline, and counts as progress.
    static func progress(_ entries: [Entry]) -> [Bool] {
        var flags: [Bool] = []
        var loaded: [PerformedSet] = []
        var longest = 0.0, best = 0.0, previousTop = 0.0
        var any = false
        for entry in entries {
            var progressed = !any
            if !progressed {
                if entry.bestE1RM > best + 1e-9 { progressed = true }
                // A heavier top load than last time is progress too: a lifter ramping back up after a reset
                // or a break is not stalled below an older best (the blind review called those tips wrong).
                if entry.topLoad > previousTop + 1e-9, !entry.topSets.isEmpty { progressed = true }
                for set in entry.done where !progressed {
                    if set.reps == 0 {
                        if (set.durationSeconds ?? 0) > longest { progressed = true }
                    } else {
                        var most = 0
                        for earlier in loaded where earlier.weight >= set.weight - 1e-9 && earlier.reps > most { most = earlier.reps }
                        if set.reps > most { progressed = true }
                    }
                }
            }
            flags.append(progressed)
            if entry.topLoad > 0 { previousTop = entry.topLoad }
            best = max(best, entry.bestE1RM)
            for set in entry.done {
                if set.reps > 0 { loaded.append(set) } else { longest = max(longest, set.durationSeconds ?? 0) }
            }
            any = any || !entry.done.isEmpty
        }
        return flags
    }

    /// Load steps per exercise, from every load the athlete used on it before the as-of instant.
    static func loadSteps(_ history: AthleteHistory, past: [Session]) -> [UUID: LoadStep] {
        // Loads gathered per exercise entry, not per set: hashing every set's load showed in the batch's profile.
        var loads: [UUID: [Double]] = [:]
        for session in past {
            for exercise in session.exercises {
                let weights = exercise.sets.lazy.filter { $0.isWorking && $0.weight > 0 }.map(\.weight)
                if !weights.isEmpty { loads[exercise.exerciseId, default: []].append(contentsOf: weights) }
            }
        }
        var steps: [UUID: LoadStep] = [:]
        for (id, values) in loads { steps[id] = LoadStep.step(for: history.exercises[id], loads: values, unit: history.athlete.unit) }
        return steps
    }

    static func step(_ id: UUID, _ steps: [UUID: LoadStep], _ history: AthleteHistory) -> LoadStep {
        steps[id] ?? LoadStep.step(for: history.exercises[id], loads: [], unit: history.athlete.unit)
    }

    func progression(_ history: AthleteHistory, past: [Session], asOf: Date, profile: ProfileFacts, achievements: Achievements,
                     steps: [UUID: LoadStep]) -> [ProgressionOpportunity] {
        let windowStart = asOf.addingTimeInterval(-56 * Self.day)
        let currentStart = asOf.addingTimeInterval(-Self.currentExerciseDays * Self.day)
        var entries: [UUID: [Entry]] = [:]
        for session in past where session.startedAt >= windowStart {
            for (id, sets) in session.setsByExercise { entries[id, default: []].append(Entry(session: session, sets: sets)) }
        }
        let recentlyCelebrated = Set(achievements.recentCelebrated)
        let experience = ExperienceLevel(rawValue: profile.experience) ?? .anfänger
        var result: [ProgressionOpportunity] = []
        for (id, list) in entries {
            guard let last = list.last, last.session.startedAt >= currentStart, !recentlyCelebrated.contains(id.lowercased) else { continue }
            let flags = Self.progress(list)
            let stalled = flags.reversed().prefix { !$0 }.count
            guard stalled >= 3, last.topLoad > 0 || !last.topSets.isEmpty else { continue }
            let previous = list[list.count - 2]
            let recent3 = list.suffix(3)
            var signs: [String] = []
            if last.failed && previous.failed { signs.append("failedSets") }
            let windowBest = list.map(\.bestE1RM).max() ?? 0
            // Only where each of the last 3 sessions has an e1RM (1–12 reps): sessions of more reps have
            // none. And only while the lifter still lifts near their heaviest load: lighter loads on purpose
            // (a planned deload, a technique block) lower the e1RM without any fatigue.
            let heaviest = list.map(\.topLoad).max() ?? 0
            if windowBest > 0, recent3.allSatisfy({ $0.bestE1RM > 0 }), (recent3.map(\.topLoad).max() ?? 0) >= 0.975 * heaviest,
               (recent3.map(\.bestE1RM).max() ?? 0) < 0.95 * windowBest {
                signs.append("e1rmDrop")
            }
            let loads = Set(recent3.map(\.topLoad))
            if loads.count == 1, let first = recent3.first?.topRPE, let latest = recent3.last?.topRPE, latest - first >= 1 { signs.append("rpeRising") }
            let underLoading = [previous, last].allSatisfy { !$0.failed && $0.atTarget }
            let stall: ProgressionOpportunity.Stall
            if signs.contains("failedSets") || signs.contains("rpeRising") { stall = .fatigue }
            else if underLoading { stall = .underLoading }
            else if !signs.isEmpty { stall = .fatigue }
            else { stall = .unclear }

            let step = Self.step(id, steps, history)
            let reps = last.targetReps
            let linear = profile.goal == FitnessGoal.kraft.rawValue || experience == .anfänger || reps <= 6
            var o = ProgressionOpportunity(
                exerciseId: id.lowercased, exercise: history.name(id), sessionsWithoutRecord: stalled, bestE1RM: windowBest,
                recentBestE1RM: recent3.map(\.bestE1RM).max() ?? 0,
                workingWeight: last.topLoad, workingReps: reps, workingSets: last.topSets.count,
                strategy: linear ? .linear : .doubleProgression, action: .repeatWeight, nextWeight: last.topLoad,
                nextReps: IntRange(reps), lastSession: Timestamp.string(last.session.startedAt), stall: stall, fatigueSigns: signs,
                step: step, deloadWeight: nil)
            switch stall {
            case .underLoading:
                let next = last.topLoad > 0 ? step.next(after: last.topLoad) : nil
                // More reps first: from below the range's bottom one or two more, never a jump to it.
                let moreReps = IntRange(reps + 1, reps + 2)
                if linear || reps >= 12 {
                    if let next {
                        o.action = .increaseWeight
                        // Never below a load already lifted for these reps in the window (a lifter back on a
                        // lighter load after 105 × 5 goes back to 105, not to 102.5).
                        let lifted = list.flatMap(\.done).filter { $0.reps >= reps }.map(\.weight).max() ?? 0
                        o.nextWeight = max(next, lifted)
                        o.nextReps = linear ? IntRange(reps) : IntRange(reps > 12 ? reps - 4 : 8)
                    } else {
                        o.action = .addReps
                        o.nextReps = moreReps
                    }
                } else {
                    o.action = .addReps
                    o.nextReps = reps < 8 ? moreReps : IntRange(reps + 1)
                }
            case .fatigue:
                o.action = .deload
                if last.topLoad > 0 {
                    o.deloadWeight = step.reduced(last.topLoad, by: 0.1)
                    o.nextWeight = o.deloadWeight!
                }
            case .unclear:
                break
            }
            result.append(o)
        }
        return result.sorted { ($0.sessionsWithoutRecord, $1.exercise) > ($1.sessionsWithoutRecord, $0.exercise) }
    }

    // MARK: Achievements

    /// Records of the last 7 days; celebrated ones beat the old value by a load step, a rep at the same or
    /// a heavier load, or 2.5 % of e1RM (§4.6). Also notes celebrated records of the last 14 days: an
    /// exercise with one is not stalled.
    func achievements(_ history: AthleteHistory, past: [Session], asOf: Date, steps: [UUID: LoadStep]) -> Achievements {
        let start7 = asOf.addingTimeInterval(-7 * Self.day), start14 = asOf.addingTimeInterval(-14 * Self.day)
        var records = history.records(before: start14)
        var found: [Achievements.Record] = []
        var celebrated14: Set<String> = []
        // Sessions of each exercise before the one at hand: the first sessions of a new exercise bring quick
        // gains from learning the movement, not records worth celebrating (and rule 13 still calls it new).
        var sessionsOf: [UUID: Int] = [:]
        for session in past where session.startedAt < start14 {
            for exercise in session.exercises where exercise.sets.contains(where: \.isWorking) { sessionsOf[exercise.exerciseId, default: 0] += 1 }
        }
        for session in past where session.startedAt >= start14 {
            let sessionId = session.id.lowercased, date = Timestamp.string(session.startedAt)
            for (id, sets) in session.setsByExercise {
                let established = (sessionsOf[id] ?? 0) >= Self.firstSessions
                if sets.contains(where: \.isWorking) { sessionsOf[id, default: 0] += 1 }
                let before = records[id] ?? PersonalRecords(athleteId: history.athlete.id, exerciseId: id)
                var after = before
                after.absorb(sessionId: sessionId, date: date, sets: sets)
                records[id] = after
                let stepKg = LoadStep.kilograms(Self.step(id, steps, history).value, history.athlete.unit)
                var moved: [Achievements.Record] = []
                func record(_ kind: String, _ old: Double, _ new: Double, _ holder: PersonalRecords.Holder, celebrated: Bool, detail: Double? = nil) {
                    let celebrated = celebrated && established
                    moved.append(Achievements.Record(
                        exerciseId: id.lowercased, exercise: history.name(id), kind: kind, oldValue: old, newValue: new,
                        date: history.calendar.day(session.startedAt), weight: holder.weight, reps: holder.reps, celebrated: celebrated, detail: detail))
                }
                if let old = before.maxWeight, let new = after.maxWeight, new.sessionId == sessionId, new.value > old.value {
                    record("maxWeight", old.value, new.value, new, celebrated: new.value - old.value >= stepKg - 0.01)
                }
                if let old = before.bestE1RM, let new = after.bestE1RM, new.sessionId == sessionId, new.value > old.value {
                    // 2.5 % and half a load step: at 10 kg, 2.5 % is a rounding of the estimate, not a record.
                    let half = LoadStep.kilograms(Self.step(id, steps, history).minimum, history.athlete.unit) / 2
                    record("bestE1RM", old.value, new.value, new, celebrated: new.value >= old.value * 1.025 && new.value - old.value >= half - 0.01)
                }
                for (reps, new) in after.repMax.sorted(by: { $0.key < $1.key }) where new.sessionId == sessionId {
                    guard let old = before.repMax[reps], new.value > old.value else { continue }
                    record("repMax", old.value, new.value, new, celebrated: new.value - old.value >= stepKg - 0.01, detail: Double(reps))
                }
                if let old = before.maxReps, let new = after.maxReps, new.sessionId == sessionId, new.reps > old.reps {
                    record("maxReps", Double(old.reps), Double(new.reps), new, celebrated: new.weight >= old.weight - 1e-9, detail: old.weight)
                }
                if moved.contains(where: \.celebrated) { celebrated14.insert(id.lowercased) }
                if session.startedAt >= start7 { found += moved }
            }
        }
        let before = past.filter { $0.startedAt < start7 }.count
        let milestones = Self.milestones.filter { before < $0 && past.count >= $0 }
        return Achievements(newRecords: found, milestones: milestones, totalSessions: past.count, recentCelebrated: celebrated14.sorted())
    }
}
