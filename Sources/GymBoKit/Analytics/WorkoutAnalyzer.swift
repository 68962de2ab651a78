import Foundation

/// The WorkoutAnalyzer (SPEC §4.4): a pure function of an athlete's history and an as-of instant.
public struct WorkoutAnalyzer: Sendable {
    /// Loads round to this step (kg): the smallest pair of plates most gyms have.
    public var plateStep: Double
    /// Minimum weekly volume of §4.5 rule 7 (kg).
    public var minimumWeeklyVolume: Double

    public init(plateStep: Double = 1.25, minimumWeeklyVolume: Double = 1000) {
        self.plateStep = plateStep
        self.minimumWeeklyVolume = minimumWeeklyVolume
    }

    static let day: TimeInterval = 86_400
    /// Milestones of lifetime sessions (§4.5 rule 15).
    public static let milestones = [10, 25, 50, 100, 250, 500, 1000]

    public func analyze(_ history: AthleteHistory, asOf: Date) -> Analysis {
        let past = history.sessions(before: asOf)
        return Analysis(
            athlete: history.athlete.name, asOf: asOf,
            progressionOpportunities: progression(history, past: past, asOf: asOf),
            muscleGroupBalance: balance(history, past: past, asOf: asOf),
            recoveryStatus: recovery(history, past: past, asOf: asOf),
            consistency: consistency(history, past: past, asOf: asOf),
            goalAlignment: goalAlignment(history, past: past, asOf: asOf),
            achievements: achievements(history, past: past, asOf: asOf))
    }

    /// Sessions starting in `[asOf − days, asOf)`.
    static func window(_ sessions: [Session], days: Double, asOf: Date) -> [Session] {
        let start = asOf.addingTimeInterval(-days * day)
        return sessions.filter { $0.startedAt >= start && $0.startedAt < asOf }
    }

    public func round(_ weight: Double) -> Double {
        guard plateStep > 0 else { return weight }
        return (weight / plateStep).rounded() * plateStep
    }

    // MARK: Progression

    /// The stall of one exercise: sessions in a row (most recent last) without a new best e1RM.
    struct Stall {
        var count: Int
        var best: Double
        var sessions: [(session: Session, sets: [PerformedSet])]
    }

    /// Stalls of every weighted exercise trained in the last 8 weeks.
    func stalls(_ history: AthleteHistory, past: [Session], asOf: Date) -> [UUID: Stall] {
        let recentStart = asOf.addingTimeInterval(-56 * Self.day)
        var result: [UUID: Stall] = [:]
        var best: [UUID: Double] = [:]
        var perExercise: [UUID: [(Session, [PerformedSet], improved: Bool)]] = [:]
        for session in past {
            for (id, sets) in session.setsByExercise {
                let sessionBest = sets.compactMap { RecordRules.standard.e1RM($0) }.max()
                guard let sessionBest else { continue }
                let improved = sessionBest > (best[id] ?? 0)
                if improved { best[id] = sessionBest }
                if session.startedAt >= recentStart { perExercise[id, default: []].append((session, sets, improved)) }
            }
        }
        for (id, list) in perExercise {
            var count = 0
            for entry in list.reversed() {
                if entry.improved { break }
                count += 1
            }
            result[id] = Stall(count: count, best: best[id] ?? 0, sessions: list.map { ($0.0, $0.1) })
        }
        return result
    }

    func progression(_ history: AthleteHistory, past: [Session], asOf: Date) -> [ProgressionOpportunity] {
        let linear = history.athlete.goal == .kraft || history.athlete.experience == .anfänger
        var result: [ProgressionOpportunity] = []
        for (id, stall) in stalls(history, past: past, asOf: asOf) where stall.count >= 3 {
            guard let last = stall.sessions.last else { continue }
            let working = last.sets.filter { $0.type != .warmup && $0.weight > 0 }
            guard let top = working.filter(\.completed).max(by: { ($0.weight, $0.reps) < ($1.weight, $1.reps) }) ?? working.max(by: { $0.weight < $1.weight }) else { continue }
            let exercise = history.exercises[id]
            var opportunity = ProgressionOpportunity(
                exerciseId: id.lowercased, exercise: history.name(id), sessionsWithoutRecord: stall.count, bestE1RM: stall.best,
                workingWeight: top.weight, workingReps: top.reps, strategy: linear ? .linear : .doubleProgression,
                action: .repeatWeight, nextWeight: top.weight, nextReps: IntRange(top.reps), lastSession: Timestamp.string(last.session.startedAt))
            let topSets = working.filter { $0.weight == top.weight }
            if linear {
                let failedNow = working.contains { !$0.completed }
                let previous = stall.sessions.dropLast().last
                let failedBefore = previous.map { $0.sets.contains { $0.type != .warmup && $0.weight > 0 && !$0.completed } } ?? false
                if failedNow && failedBefore {
                    opportunity.action = .deload
                    opportunity.nextWeight = round(top.weight * 0.9)
                } else if !failedNow {
                    opportunity.action = .increaseWeight
                    opportunity.nextWeight = round(top.weight + 2.5)
                }
            } else {
                if topSets.allSatisfy({ $0.completed && $0.reps >= 12 }) {
                    opportunity.action = .increaseWeight
                    opportunity.nextWeight = round(top.weight + ((exercise?.isLowerBody ?? false) ? 5 : 2.5))
                    opportunity.nextReps = IntRange(8)
                } else {
                    opportunity.action = .addReps
                    let fewest = topSets.map(\.reps).min() ?? top.reps
                    opportunity.nextReps = IntRange(min(12, max(8, fewest + 1)))
                }
            }
            result.append(opportunity)
        }
        return result.sorted { ($0.sessionsWithoutRecord, $1.exercise) > ($1.sessionsWithoutRecord, $0.exercise) }
    }

    // MARK: Balance

    /// Fractional working-set counts per muscle group: 1 for the primary group, 0.5 for each other.
    static func fractionalSets(_ sessions: [Session], exercises: [UUID: Exercise]) -> [MuscleGroup: Double] {
        var sets: [MuscleGroup: Double] = [:]
        for session in sessions {
            for exercise in session.exercises {
                guard let groups = exercises[exercise.exerciseId]?.muscleGroups, !groups.isEmpty else { continue }
                let count = Double(exercise.sets.filter { $0.isWorking }.count)
                guard count > 0 else { continue }
                for (i, group) in groups.enumerated() { sets[group, default: 0] += i == 0 ? count : count * 0.5 }
            }
        }
        return sets
    }

    /// Upper-body groups for the upper:lower ratio: push, pull, and the other arm, shoulder-girdle groups.
    public static let upper: Set<MuscleGroup> = MuscleGroup.push.union(MuscleGroup.pull).union([.traps, .trapezius, .forearms, .arms, .grip])

    func balance(_ history: AthleteHistory, past: [Session], asOf: Date) -> MuscleGroupBalance {
        let sets = Self.fractionalSets(Self.window(past, days: 28, asOf: asOf), exercises: history.exercises)
        let total = sets.values.reduce(0, +)
        func sum(_ groups: Set<MuscleGroup>) -> Double { groups.reduce(0) { $0 + (sets[$1] ?? 0) } }
        let push = sum(MuscleGroup.push), pull = sum(MuscleGroup.pull)
        let upper = sum(Self.upper), lower = sum(MuscleGroup.lower)
        return MuscleGroupBalance(
            windowDays: 28, totalSets: total,
            shares: Dictionary(uniqueKeysWithValues: sets.map { ($0.key.rawValue, total > 0 ? $0.value / total : 0) }),
            sets: Dictionary(uniqueKeysWithValues: sets.map { ($0.key.rawValue, $0.value) }),
            pushSets: push, pullSets: pull, upperSets: upper, lowerSets: lower,
            pushPullRatio: pull > 0 ? push / pull : nil, upperLowerRatio: lower > 0 ? upper / lower : nil)
    }

    // MARK: Recovery

    func recovery(_ history: AthleteHistory, past: [Session], asOf: Date) -> RecoveryStatus {
        var last: [MuscleGroup: Date] = [:]
        for session in past {
            for exercise in session.exercises where exercise.sets.contains(where: \.isWorking) {
                for group in history.exercises[exercise.exerciseId]?.muscleGroups ?? [] {
                    let end = session.startedAt.addingTimeInterval(Double(session.duration))
                    if last[group].map({ end > $0 }) ?? true { last[group] = min(end, asOf) }
                }
            }
        }
        let week = Self.window(past, days: 7, asOf: asOf)
        let volume7 = week.reduce(0) { $0 + $1.volume }
        let volume28 = Self.window(past, days: 28, asOf: asOf).reduce(0) { $0 + $1.volume }
        let average = volume28 / 4
        return RecoveryStatus(
            hoursSinceTrained: Dictionary(uniqueKeysWithValues: last.map { ($0.key.rawValue, (asOf.timeIntervalSince($0.value) / 3600 * 10).rounded() / 10) }),
            sessionsLast7Days: week.count,
            daysSinceLastSession: past.last.map { (asOf.timeIntervalSince($0.startedAt) / Self.day * 10).rounded() / 10 },
            volumeLast7Days: volume7, averageWeeklyVolume28Days: average,
            acuteChronicRatio: average > 0 ? volume7 / average : nil)
    }

    // MARK: Consistency

    func consistency(_ history: AthleteHistory, past: [Session], asOf: Date) -> Consistency {
        let streak = Statistics.streak(sessions: past, calendar: history.calendar, weeklyGoal: history.athlete.weeklyGoal, asOf: asOf)
        return Consistency(
            weeklyGoal: history.athlete.weeklyGoal, currentStreak: streak.current, longestStreak: streak.longest,
            averageSessionsPerWeek8Weeks: Double(Self.window(past, days: 56, asOf: asOf).count) / 8,
            totalSessions: past.count, lastSessionDate: past.last.map { history.calendar.day($0.startedAt) })
    }

    // MARK: Goal alignment

    func goalAlignment(_ history: AthleteHistory, past: [Session], asOf: Date) -> GoalAlignment {
        let targets = GoalTargets(history.athlete.goal)
        let recent = Self.window(past, days: 28, asOf: asOf)
        let working = recent.flatMap { $0.exercises.flatMap(\.sets) }.filter { $0.isWorking && $0.reps > 0 }
        let inRange = working.filter { targets.reps.contains($0.reps) }.count
        let rests = recent.flatMap { $0.exercises.flatMap(\.sets) }.filter { $0.completed && $0.restTime > 0 }.map { Double($0.restTime) }.sorted()
        var median: Double?
        if !rests.isEmpty {
            median = rests.count % 2 == 1 ? rests[rests.count / 2] : (rests[rests.count / 2 - 1] + rests[rests.count / 2]) / 2
        }
        let calendar = history.calendar
        let week = Statistics.lastCompleteWeek(asOf: asOf, calendar: calendar)
        let weekStats = Statistics.week(week, sessions: past, exercises: history.exercises, calendar: calendar, weeklyGoal: history.athlete.weeklyGoal)
        return GoalAlignment(
            goal: history.athlete.goal.rawValue, repRange: targets.repText, workingSets28Days: working.count,
            shareInRepRange: working.isEmpty ? nil : Double(inRange) / Double(working.count),
            restRange: targets.restText, medianRestSeconds: median, lastCompleteWeek: week.description,
            lastWeekVolume: weekStats.volume, minimumWeeklyVolume: minimumWeeklyVolume)
    }

    // MARK: Achievements

    func achievements(_ history: AthleteHistory, past: [Session], asOf: Date) -> Achievements {
        let start = asOf.addingTimeInterval(-7 * Self.day)
        var records = history.records(before: start)
        var found: [Achievements.Record] = []
        for session in past where session.startedAt >= start {
            let sessionId = session.id.lowercased, date = Timestamp.string(session.startedAt)
            for (id, sets) in session.setsByExercise {
                var r = records[id] ?? PersonalRecords(athleteId: history.athlete.id, exerciseId: id)
                let events = r.absorb(sessionId: sessionId, date: date, sets: sets)
                records[id] = r
                for event in events where event.oldValue != nil && event.kind != .bestSessionVolume {
                    let holder: PersonalRecords.Holder? = event.kind == .maxWeight ? r.maxWeight : event.kind == .bestE1RM ? r.bestE1RM : r.maxReps
                    found.append(Achievements.Record(
                        exerciseId: id.lowercased, exercise: history.name(id), kind: event.kind.rawValue, oldValue: event.oldValue,
                        newValue: event.newValue, date: history.calendar.day(session.startedAt), weight: holder?.weight, reps: holder?.reps))
                }
            }
        }
        let before = past.filter { $0.startedAt < start }.count
        let milestones = Self.milestones.filter { before < $0 && past.count >= $0 }
        return Achievements(newRecords: found, milestones: milestones, totalSessions: past.count)
    }
}
