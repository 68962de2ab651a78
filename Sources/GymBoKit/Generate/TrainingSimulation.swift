import Foundation

/// Simulates one athlete's weeks of training (see `HistoryGenerator` for the model).
struct TrainingSimulation {
    /// What the simulation knows about one exercise of the athlete.
    struct Lift {
        /// The working weight (kg) the athlete will load next time; 0 for bodyweight and holds.
        var weight: Double
        /// The athlete's real strength: e1RM in kg; best reps for bodyweight exercises; seconds for holds.
        var capacity: Double
        var ceiling: Double
        /// Consecutive sessions with failed sets.
        var failStreak = 0
        /// Seconds of the next hold (timed exercises).
        var holdSeconds = 0
    }

    let profile: AthleteProfile
    let options: HistoryGenerator.Options
    var rng: SplitMix64
    var ids: SplitMix64
    var lifts: [Int: Lift] = [:]
    /// The exercise chosen for each slot of each day, for the current training block.
    var choices: [[Int]] = []
    /// Which program day comes next (missed sessions do not advance it).
    var nextDay = 0
    var templateIds: [UUID] = []

    init(profile: AthleteProfile, options: HistoryGenerator.Options, rng: SplitMix64, ids: SplitMix64) {
        self.profile = profile
        self.options = options
        self.rng = rng
        self.ids = ids
        templateIds = profile.program.days.map { _ in self.ids.uuid() }
    }

    var program: TrainingProgram { profile.program }

    mutating func run() -> [Session] {
        var sessions: [Session] = []
        sessions.reserveCapacity(options.weeks * 5)
        var breakLeft = 0, weeksOff = 0, stallLeft = 0
        for week in 0..<options.weeks {
            if week % profile.blockWeeks == 0 { chooseExercises(firstBlock: week == 0) }
            if breakLeft == 0 && week > 0 && rng.chance(profile.breakRate) { breakLeft = rng.int(1...3) }
            if breakLeft > 0 {
                breakLeft -= 1
                weeksOff += 1
                for key in lifts.keys { lifts[key]!.capacity *= 0.985 }
                continue
            }
            let comeback = weeksOff >= 2
            if comeback {
                // Back after a break: start lighter.
                for key in lifts.keys {
                    let entry = ExercisePool.entry(key)
                    lifts[key]!.weight = entry.rounded(lifts[key]!.weight * 0.9)
                    lifts[key]!.failStreak = 0
                }
            }
            weeksOff = 0
            if stallLeft == 0 && rng.chance(0.05) { stallLeft = rng.int(3...6) }
            let stalled = stallLeft > 0
            if stalled { stallLeft -= 1 }
            let deload = profile.deloadEvery.map { (week + 1) % $0 == 0 } ?? false

            var trained = Set<Int>()
            var first = true
            for weekday in schedule() {
                if rng.chance(profile.missRate) { continue }
                let day = options.startDay + week * 7 + weekday
                var note = ""
                if first && comeback && rng.chance(0.6) {
                    note = profile.german ? "Erstes Training nach der Pause" : "First session back after a break"
                } else if deload && rng.chance(0.5) {
                    note = profile.german ? "Deload-Woche" : "Deload week"
                } else if rng.chance(0.07) {
                    note = rng.pick(profile.german ? Self.germanNotes : Self.englishNotes)
                }
                let session = perform(day: day, weekday: weekday, stalled: stalled, deload: deload, note: note, trained: &trained)
                sessions.append(session)
                first = false
            }
            // Strength adapts over the week to what was trained, less and less near the ceiling.
            if !stalled {
                // Sorted: a Set's order changes from run to run, and each step draws from the generator.
                for key in trained.sorted() {
                    var lift = lifts[key]!
                    let room = max(0, 1 - lift.capacity / lift.ceiling)
                    lift.capacity += lift.capacity * profile.growthRate * room * rng.double(0.5...1.5)
                    lifts[key] = lift
                }
            }
        }
        return sessions
    }

    /// This week's training days: the usual pattern, a session now and then moved to the next free day.
    mutating func schedule() -> [Int] {
        var days = profile.weekdays
        for i in days.indices where rng.chance(0.08) {
            let moved = days[i] + 1
            let next = i + 1 < days.count ? days[i + 1] : 7
            if moved < next { days[i] = moved }
        }
        return days
    }

    /// Picks an exercise for every slot: all of them in the first block, later some accessories change.
    mutating func chooseExercises(firstBlock: Bool) {
        if firstBlock { choices = program.days.map { _ in [] } }
        for (d, day) in program.days.enumerated() {
            var used = Set<Int>()
            var picked: [Int] = []
            for (s, slot) in day.slots.enumerated() {
                let keep = !firstBlock && (slot.role == .main || rng.chance(0.5))
                var choice = keep ? choices[d][s] : slot.alternatives[rng.weightedIndex(slot.alternatives.indices.map { 1.0 / Double($0 + 1) })]
                if used.contains(choice), let free = slot.alternatives.first(where: { !used.contains($0) }) { choice = free }
                used.insert(choice)
                picked.append(choice)
            }
            choices[d] = picked
        }
    }

    // MARK: A session

    mutating func perform(day: Int, weekday: Int, stalled: Bool, deload: Bool, note: String, trained: inout Set<Int>) -> Session {
        let dayIndex = nextDay % program.days.count
        nextDay += 1
        let programDay = program.days[dayIndex]
        let form = rng.gaussian(mean: 1, spread: 0.035) - (stalled ? 0.02 : 0)
        var exercises: [Session.Exercise] = []
        var groups: [Int: Int] = [:]
        var seconds = Double(rng.int(120...300))
        for (s, slot) in programDay.slots.enumerated() {
            // Short on time: the last exercise falls away now and then.
            if s == programDay.slots.count - 1 && slot.superset == nil && rng.chance(0.06) { continue }
            let number = choices[dayIndex][s]
            let entry = ExercisePool.entry(number)
            if lifts[number] == nil { lifts[number] = newLift(entry, slot: slot) }
            var lift = lifts[number]!
            let nextInSuperset = slot.superset != nil && s + 1 < programDay.slots.count && programDay.slots[s + 1].superset == slot.superset
            let sets = performSets(entry, slot: slot, lift: &lift, form: form, deload: deload, supersetFirst: nextInSuperset)
            lifts[number] = lift
            trained.insert(number)
            for set in sets {
                seconds += (set.durationSeconds ?? Double(set.reps) * 3.2) + 8 + Double(set.restTime)
            }
            seconds += Double(rng.int(40...120))
            var exerciseNote = ""
            if rng.chance(0.025) { exerciseNote = rng.pick(profile.german ? Self.germanExerciseNotes : Self.englishExerciseNotes) }
            let group = slot.superset.map { tag -> Int in
                if let g = groups[tag] { return g }
                groups[tag] = groups.count
                return groups.count - 1
            }
            exercises.append(Session.Exercise(exerciseId: entry.id, groupId: group, notes: exerciseNote, sets: sets))
        }
        let start = startInstant(day: day, weekday: weekday)
        var session = Session(
            id: ids.uuid(), athleteId: profile.athlete.id, templateId: templateIds[dayIndex], name: programDay.name,
            startedAt: start, duration: Int(seconds), notes: note, source: "generate", exercises: exercises)
        heartRate(&session)
        return session
    }

    /// The session's start: the athlete's usual time (later on weekends), in their zone, as an instant.
    mutating func startInstant(day: Int, weekday: Int) -> Date {
        let minute = weekday >= 5 ? 10 * 60 + rng.int(-60...90) : profile.preferredMinute + rng.int(-40...40)
        let local = day * 86_400 + minute * 60 + rng.int(0...59)
        let guess = local - profile.timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(local)))
        let offset = profile.timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(guess)))
        return Date(timeIntervalSince1970: Double(local - offset))
    }

    /// Heart rate from a watch: most athletes wear one, and forget it now and then.
    mutating func heartRate(_ session: inout Session) {
        guard profile.hasWatch, !rng.chance(0.05) else { return }
        let ageMax = 208 - Double(profile.age) * 0.7
        var effort = rng.int(36...56)
        switch profile.athlete.goal {
        case .ausdauer, .gewichtsreduktion: effort += 10
        case .kraft: effort -= 6
        default: break
        }
        let resting = profile.restingHeartRate
        let avg = min(Int(ageMax) - 15, resting + effort)
        let max = min(Int(ageMax) + 6, avg + rng.int(22...46))
        let low = resting + rng.int(3...18)
        session.avgHeartRate = Swift.max(40, Swift.min(220, avg))
        session.maxHeartRate = Swift.max(session.avgHeartRate! + 1, Swift.min(220, max))
        session.minHeartRate = Swift.max(40, Swift.min(session.avgHeartRate! - 1, low))
    }

    // MARK: Sets

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
        var sets: [PerformedSet] = []
        let range = profile.repRange(slot.role)
        let linear = profile.usesLinearProgression(slot.role)
        var workingSets = profile.workingSets(slot)
        if deload { workingSets = max(2, (workingSets + 1) / 2) }
        let baseRest = profile.rest(slot.role)
        func rest() -> Int {
            if supersetFirst { return rng.int(0...3) * 5 }
            return Int((Double(baseRest) * rng.double(0.85...1.3) / 5).rounded()) * 5
        }

        switch entry.loading {
        case .timed:
            let hold = lift.holdSeconds
            for _ in 0..<workingSets {
                let seconds = hold + rng.int(-1...1) * 5
                sets.append(PerformedSet(reps: 0, weight: 0, restTime: rest(), durationSeconds: Double(max(10, seconds))))
            }
            if !deload && Double(hold + 5) < lift.capacity * 0.9 && rng.chance(0.5) { lift.holdSeconds = hold + 5 }
            return sets

        case .bodyweight:
            let fatigue = 0.08 * lift.capacity
            for i in 0..<workingSets {
                let best = lift.capacity * form - fatigue * Double(i)
                var reps = min(range.upperBound, max(1, Int(best - profile.repsInReserve)))
                var set = PerformedSet(reps: reps, weight: 0, restTime: rest())
                if rng.chance(0.012) {
                    reps = max(0, reps - rng.int(1...3))
                    set = PerformedSet(reps: reps, weight: 0, restTime: set.restTime, completed: false, type: .failure, note: failedNote())
                }
                rate(&set, best: best)
                sets.append(set)
            }
            return sets

        case .barbell, .dumbbell, .machine:
            break
        }

        let weight = deload ? entry.rounded(lift.weight * 0.9) : lift.weight
        sets += warmups(entry, slot: slot, weight: weight)
        let fatigue = slot.role == .main || entry.loading == .barbell ? 0.4 : 0.6
        let strength = lift.capacity * form
        var failed = false
        var belowRange = false
        var allAtTop = true
        for i in 0..<workingSets {
            let best = 37 - 36 * weight / strength - fatigue * Double(i)
            let possible = max(0, Int(best))
            var set: PerformedSet
            let floor = linear ? Self.linearTarget(range) : range.lowerBound
            if possible < floor - 2 {
                // Ground to a halt well short of the plan: a failed set.
                set = PerformedSet(reps: possible, weight: weight, restTime: rest(), completed: false, type: .failure, note: failedNote())
            } else if possible < floor {
                // Short of the plan, but done: too heavy today; progression waits.
                set = PerformedSet(reps: possible, weight: weight, restTime: rest())
                belowRange = true
            } else if linear {
                set = PerformedSet(reps: floor, weight: weight, restTime: rest())
            } else {
                let reps = min(range.upperBound, max(range.lowerBound, Int(best - profile.repsInReserve)))
                set = PerformedSet(reps: reps, weight: weight, restTime: rest())
            }
            // A bad set now and then, whatever the plan: lost the groove, missed the last reps.
            if set.completed && rng.chance(0.012) {
                set = PerformedSet(reps: max(0, set.reps - rng.int(1...3)), weight: weight, restTime: set.restTime, completed: false, type: .failure, note: failedNote())
            }
            if !set.completed { failed = true }
            if set.reps < range.upperBound { allAtTop = false }
            rate(&set, best: best)
            sets.append(set)
        }
        if slot.role == .accessory && entry.loading != .barbell && profile.dropSetRate > 0 && rng.chance(profile.dropSetRate) {
            var dropWeight = weight
            for d in 0..<rng.int(1...2) {
                let lighter = entry.rounded(dropWeight * 0.75)
                guard lighter < dropWeight else { break }
                dropWeight = lighter
                let best = 37 - 36 * dropWeight / strength - fatigue * (Double(workingSets) + Double(d))
                sets[sets.count - 1].restTime = rng.int(0...2) * 5
                sets.append(PerformedSet(reps: min(25, max(3, Int(best))), weight: dropWeight, restTime: rest(), type: .dropset))
            }
        }

        // Progression, not in deload weeks.
        guard !deload else { return sets }
        if failed || belowRange {
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
            } else if allAtTop {
                lift.weight += lift.weight < 40 ? min(2.5, entry.increment(from: lift.weight)) : entry.increment(from: lift.weight)
            }
        }
        return sets
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
        return profile.german ? "Letzte Wiederholung nicht geschafft" : "Failed the last rep"
    }

    // MARK: Templates

    /// The program's workouts as the athlete has them at the end: the current exercises and loads.
    mutating func templates() -> [WorkoutTemplate] {
        if choices.isEmpty { chooseExercises(firstBlock: true) }
        return program.days.enumerated().map { d, day in
            let exercises = day.slots.enumerated().map { s, slot -> TemplateExercise in
                let entry = ExercisePool.entry(choices[d][s])
                let range = profile.repRange(slot.role)
                let reps = entry.loading == .timed ? IntRange(lifts[entry.number]?.holdSeconds ?? 30) : IntRange(range.lowerBound, range.upperBound)
                let set = TemplateSet(reps: reps, weight: lifts[entry.number]?.weight ?? 0, restTime: profile.rest(slot.role))
                return TemplateExercise(exerciseId: entry.id, sets: Array(repeating: set, count: slot.sets))
            }
            return WorkoutTemplate(
                id: templateIds[d], name: day.name, athleteId: profile.athlete.id, defaultRestTime: profile.rest(.main),
                duration: IntRange(45, 75), notes: program.name, isFavorite: d == 0, level: profile.athlete.experience,
                workoutType: program.name, frequency: String(profile.athlete.weeklyGoal), exercises: exercises)
        }
    }

    // MARK: Notes

    static let germanNotes = [
        "Gutes Training", "Müde, schlecht geschlafen", "Knie etwas gereizt, vorsichtig", "Studio voll, Geräte getauscht",
        "Wenig Zeit heute", "Super Pump, alles lief gut", "Gutes Training\nSchulter etwas steif",
        "Neuer Trainingspartner, \"langsame Exzentrik\" probiert",
    ]
    static let englishNotes = [
        "Felt strong", "Tired, bad sleep", "Gym was packed, swapped machines", "Lower back a bit tight",
        "Great session", "Short on time\nskipped the stretching", "Tried the \"slow eccentric\" cue",
    ]
    static let germanExerciseNotes = ["Sitz Stufe 4", "Enger Griff", "Langsame Exzentrik, 3 s", "Mit Gürtel"]
    static let englishExerciseNotes = ["Seat 4", "Close grip", "Slow eccentric, 3 s", "Belt on top sets"]
}
