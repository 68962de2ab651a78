import Foundation

/// A generated athlete: the stored profile plus the habits the simulation needs (how often they miss
/// training, when they train, whether they wear a watch or log RPE, how fast they get stronger).
struct AthleteProfile: Sendable {
    var athlete: Athlete
    var program: TrainingProgram
    var age: Int
    var female: Bool
    /// Weekdays (0 = the first day of a generated week) of the usual sessions.
    var weekdays: [Int]
    /// Minutes after local midnight of a usual weekday start.
    var preferredMinute: Int
    var timeZone: TimeZone
    /// A per-athlete strength factor around 1.
    var talent: Double
    /// Chance of skipping one planned session; chance per week of starting a break of 1–3 weeks.
    var missRate: Double
    var breakRate: Double
    var logsRPE: Bool
    var hasWatch: Bool
    var restingHeartRate: Int
    /// Reps usually left in the tank on double-progression sets.
    var repsInReserve: Double
    /// Chance of a drop set after an accessory's last set.
    var dropSetRate: Double
    /// Every how many weeks a planned deload week comes, if the athlete plans them.
    var deloadEvery: Int?
    /// Weeks between changes of accessory exercises.
    var blockWeeks: Int
    /// Additional working sets on secondary and accessory exercises (high-volume athletes).
    var extraSets: Int
    /// The texts of their notes: German (else English).
    var words: GenerateWording

    static let timeZones = ["Europe/Berlin", "Europe/Vienna", "Europe/Zurich", "UTC", "Europe/London", "America/New_York"]
    static let timeZoneWeights = [10.0, 2, 2, 2, 1, 1]

    static func make(name: String, startDay: Int, rng: inout SplitMix64) -> AthleteProfile {
        let female = rng.chance(0.42)
        let age = Int(min(64, max(18, rng.gaussian(mean: 33, spread: 11))))
        let startYear = Timestamp.civil(days: startDay).year
        let birthMonth = rng.int(1...12)
        let birthYear = startYear - age - 1 + (birthMonth > Timestamp.civil(days: startDay).month ? 0 : 1)
        let birthDay = rng.int(1...Timestamp.daysInMonth(year: birthYear, month: birthMonth))
        let birthDate = Timestamp.dayString(days: Timestamp.days(year: birthYear, month: birthMonth, day: birthDay))
        let height = (female ? rng.gaussian(mean: 167, spread: 6) : rng.gaussian(mean: 180, spread: 7)).rounded()
        let bmi = min(32, max(19, rng.gaussian(mean: 24, spread: 3)))
        let bodyweight = (bmi * height * height / 1000).rounded() / 10

        let goal = [FitnessGoal.muskelaufbau, .kraft, .allgemeineFitness, .gewichtsreduktion, .ausdauer][rng.weightedIndex([35, 20, 20, 15, 10])]
        let experience = [ExperienceLevel.anfänger, .fortgeschritten, .profi][rng.weightedIndex([35, 45, 20])]
        let weeklyGoal = 2 + rng.weightedIndex([5, 30, 37, 28])
        let program: TrainingProgram
        switch weeklyGoal {
        case 2: program = .fullBody
        case 3: program = goal == .kraft ? .strength : (rng.chance(0.55) ? .fullBody : .pushPullLegs)
        case 4: program = .upperLower
        default: program = goal == .kraft ? .upperLower : .pushPullLegs
        }
        let zone = timeZones[rng.weightedIndex(timeZoneWeights)]
        let patterns: [[Int]]
        switch weeklyGoal {
        case 2: patterns = [[0, 3], [1, 4], [2, 5]]
        case 3: patterns = [[0, 2, 4], [1, 3, 5], [0, 2, 5], [0, 3, 5]]
        case 4: patterns = [[0, 1, 3, 4], [0, 2, 4, 5], [0, 1, 3, 5]]
        default: patterns = [[0, 1, 2, 4, 5], [0, 1, 3, 4, 5], [0, 1, 2, 3, 4]]
        }
        let minutes = [6 * 60 + 30, 7 * 60 + 15, 12 * 60, 17 * 60 + 30, 18 * 60 + 30, 19 * 60 + 45]
        let words = GenerateWording(language: rng.chance(0.7) ? .de : .en)
        let athlete = Athlete(
            id: Athlete.id(forName: name), name: name, birthDate: birthDate, bodyweight: bodyweight, height: height,
            sex: female ? "female" : "male", goal: goal, experience: experience, weeklyGoal: weeklyGoal, unit: .kg,
            timezone: zone, notes: words.programNote(program.name))
        return AthleteProfile(
            athlete: athlete, program: program, age: age, female: female,
            weekdays: rng.pick(patterns), preferredMinute: rng.pick(minutes),
            timeZone: TimeZone(identifier: zone) ?? TimeZone(identifier: "UTC")!,
            talent: rng.double(0.85...1.15),
            missRate: rng.double(0.02...0.09), breakRate: rng.double(0.008...0.03),
            logsRPE: rng.chance(0.3), hasWatch: rng.chance(0.7), restingHeartRate: rng.int(50...75),
            repsInReserve: rng.double(0.5...2), dropSetRate: rng.chance(0.35) ? rng.double(0.15...0.4) : 0,
            deloadEvery: experience != .anfänger && rng.chance(0.6) ? rng.int(6...9) : nil,
            blockWeeks: rng.int(10...16), extraSets: rng.chance(goal == .muskelaufbau ? 0.8 : 0.45) ? 1 : 0, words: words)
    }

    /// Working weight for ~10 reps relative to the pool's typical value (beginners lift less).
    var experienceFactor: Double {
        switch athlete.experience {
        case .anfänger: 0.6
        case .fortgeschritten: 1.0
        case .profi: 1.35
        }
    }

    /// Weekly relative strength gain at the start, before diminishing returns.
    var growthRate: Double {
        switch athlete.experience {
        case .anfänger: 0.045
        case .fortgeschritten: 0.02
        case .profi: 0.012
        }
    }

    /// How far above the starting strength the athlete can get.
    var ceilingFactor: Double {
        switch athlete.experience {
        case .anfänger: 1.8
        case .fortgeschritten: 1.35
        case .profi: 1.12
        }
    }

    /// Rep range of a slot's working sets by the athlete's goal (the goal rep ranges of SPEC §4.5 rule 5).
    func repRange(_ role: TrainingProgram.Role) -> ClosedRange<Int> {
        switch (athlete.goal, role) {
        case (.kraft, .main): 5...5
        case (.kraft, .secondary): 5...8
        case (.kraft, .accessory): 8...12
        case (.kraft, .core): 8...15
        case (.muskelaufbau, .main): 6...10
        case (.muskelaufbau, .secondary): 8...12
        case (.muskelaufbau, _): 10...15
        case (.ausdauer, .main): 12...15
        case (.ausdauer, .core): 15...25
        case (.ausdauer, _): 15...20
        case (_, .main): 8...12
        case (_, .secondary): 10...12
        case (_, .accessory): 12...15
        case (_, .core): 12...20
        }
    }

    /// Rest after a working set, in seconds, before jitter (the goal rest ranges of SPEC §4.5 rule 8).
    func rest(_ role: TrainingProgram.Role) -> Int {
        switch (athlete.goal, role) {
        case (.kraft, .main): 180
        case (.kraft, .secondary): 150
        case (.kraft, _): 90
        case (.muskelaufbau, .main): 120
        case (.muskelaufbau, .secondary): 90
        case (.muskelaufbau, _): 75
        case (.ausdauer, .main): 60
        case (.ausdauer, _): 45
        case (_, .main): 90
        case (_, .secondary): 75
        case (_, _): 60
        }
    }

    /// Working sets of a slot for this athlete: trained lifters add a set to main lifts, high-volume
    /// athletes to the rest.
    func workingSets(_ slot: TrainingProgram.Slot) -> Int {
        switch slot.role {
        case .main: slot.sets + (athlete.experience == .anfänger ? 0 : 1)
        case .secondary, .accessory: slot.sets + extraSets
        case .core: slot.sets
        }
    }

    /// Linear progression for the main lifts of strength athletes and beginners (SPEC §4.4), else double.
    func usesLinearProgression(_ role: TrainingProgram.Role) -> Bool {
        role == .main && (athlete.goal == .kraft || athlete.experience == .anfänger)
    }
}
