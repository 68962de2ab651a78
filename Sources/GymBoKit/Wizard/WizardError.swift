import Foundation

/// Why the wizard cannot plan.
public enum WizardError: LocalizedError, Equatable {
    /// Sessions per week outside 1…7.
    case frequencyOutOfRange(Int)
    /// A session length the app does not offer.
    case unsupportedDuration(Int)
    /// The catalog holds no exercise these preferences allow for a day's main groups.
    case noExercises(workout: String)
    /// The allowed exercises cannot fill the chosen duration within ± 10 % (a small custom catalog).
    case durationNotReachable(workout: String, estimatedMinutes: Int, targetMinutes: Int)

    public var errorDescription: String? {
        switch self {
        case let .frequencyOutOfRange(value):
            return "error: frequency \(value) is out of range (expected 1…7 sessions per week)"
        case let .unsupportedDuration(value):
            return "error: duration \(value) min is not offered (expected one of: \(WizardPreferences.durations.map(String.init).joined(separator: ", ")))"
        case let .noExercises(workout):
            return "error: no exercise in the catalog fits workout '\(workout)' with these preferences"
        case let .durationNotReachable(workout, estimate, target):
            return "error: workout '\(workout)' can only be planned for about \(estimate) min, not \(target) min ± 10 % (too few exercises fit these preferences)"
        }
    }
}
