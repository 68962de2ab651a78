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
                    note = profile.words.firstSessionBack
                } else if deload && rng.chance(0.5) {
                    note = profile.words.deloadWeek
                } else if rng.chance(0.07) {
                    note = rng.pick(profile.words.sessionNotes)
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
            if rng.chance(0.025) { exerciseNote = rng.pick(profile.words.exerciseNotes) }
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
}
