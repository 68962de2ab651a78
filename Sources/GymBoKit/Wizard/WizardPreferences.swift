import Foundation

/// The five answers of the app's workout wizard, plus the seed that makes its choices reproducible.
public struct WizardPreferences: Sendable, Equatable, Codable {
    /// The athlete's experience level.
    public var experience: ExperienceLevel
    /// The training goal, which sets reps and rest.
    public var goal: FitnessGoal
    /// Training sessions per week, 1…7.
    public var frequency: Int
    /// The equipment available; `mixed` allows every exercise.
    public var equipment: EquipmentType
    /// The length of one session in minutes: 30, 45, 60 or 90 (the app's choices).
    public var durationMinutes: Int
    /// Picks among equally good exercises; the same seed gives the same plan.
    public var seed: UInt64

    /// The session lengths the app offers.
    public static let durations = [30, 45, 60, 90]
    /// The sessions per week the wizard plans for.
    public static let frequencies = 1...7
    /// The seed used when none is given, so that a plain `gymbo wizard` is reproducible too.
    public static let defaultSeed: UInt64 = 1

    /// The answers; check them with `validate()` (`WorkoutWizard.plan` does).
    public init(
        experience: ExperienceLevel, goal: FitnessGoal, frequency: Int, equipment: EquipmentType,
        durationMinutes: Int, seed: UInt64 = WizardPreferences.defaultSeed
    ) {
        self.experience = experience
        self.goal = goal
        self.frequency = frequency
        self.equipment = equipment
        self.durationMinutes = durationMinutes
        self.seed = seed
    }

    /// Throws when the frequency or the duration is not one the wizard plans for.
    public func validate() throws(WizardError) {
        guard Self.frequencies.contains(frequency) else { throw .frequencyOutOfRange(frequency) }
        guard Self.durations.contains(durationMinutes) else { throw .unsupportedDuration(durationMinutes) }
    }

    /// The exercises these preferences allow: at or below the athlete's level, with the chosen
    /// equipment or none at all, and counted in reps.
    ///
    /// Bodyweight exercises are allowed with every equipment choice: they need no equipment, and without
    /// them a cable-only or machine-only gym could not fill some slots (the catalog has no cable
    /// exercise for the legs, for example). They are a supplement, though: selection prefers the
    /// chosen equipment and falls back to bodyweight only when nothing with it fits a slot
    /// (`prefersEquipment`).
    package func allows(_ exercise: Exercise) -> Bool {
        guard exercise.difficulty <= experience, !exercise.isCustom, !MovementTraits.isTimed(exercise) else { return false }
        // Cardio machines (treadmill, bike) have no place in a strength plan unless asked for.
        if exercise.equipment == .cardio { return equipment == .cardio }
        return equipment == .mixed || exercise.equipment == equipment || exercise.equipment == .bodyweight
    }

    /// True when the exercise uses the chosen equipment; false for a bodyweight exercise that only
    /// supplements it. With `mixed` every loadable exercise is preferred and bodyweight stays the
    /// supplement, so a well-equipped gym gets barbell squats rather than jump lunges for strength.
    package func prefersEquipment(_ exercise: Exercise) -> Bool {
        switch equipment {
        case .mixed: exercise.equipment != .bodyweight
        default: exercise.equipment == equipment
        }
    }
}
