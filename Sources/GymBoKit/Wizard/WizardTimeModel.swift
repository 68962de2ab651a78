import Foundation

/// How long a planned workout takes: the model behind the wizard's "estimated duration".
///
/// estimate = warm-up
///          + per exercise: setup (load the bar, adjust the machine)
///          + per set: setup + reps × seconds per rep (the upper end of the planned range)
///          + the planned rest after every set except the workout's last one.
///
/// The defaults (5 min warm-up, 60 s per exercise, 15 s + 3 s per rep per set) are conservative gym
/// numbers: a 10-rep set takes 45 s, a 5-rep strength set 30 s. The rest after an exercise's last set
/// counts because it is the walk to, and the wait for, the next station.
public struct WizardTimeModel: Sendable, Equatable {
    /// The warm-up, seconds.
    public var warmUpSeconds = 300
    /// Setting up one exercise, seconds.
    public var setupSecondsPerExercise = 60
    /// Setting up one set, seconds.
    public var setupSecondsPerSet = 15
    /// One rep, seconds.
    public var secondsPerRep = 3

    /// The default model.
    public init() {}

    /// The time a single set is under way, rest excluded.
    package func workSeconds(reps: IntRange) -> Int {
        setupSecondsPerSet + secondsPerRep * reps.upper
    }

    /// The estimated duration of a template, in seconds.
    public func estimateSeconds(_ template: WorkoutTemplate) -> Int {
        let sets = template.exercises.flatMap(\.sets)
        guard !sets.isEmpty else { return 0 }
        var total = warmUpSeconds + setupSecondsPerExercise * template.exercises.count
        for set in sets {
            total += workSeconds(reps: set.reps ?? IntRange(0)) + set.restTime
        }
        return total - sets[sets.count - 1].restTime
    }
}
