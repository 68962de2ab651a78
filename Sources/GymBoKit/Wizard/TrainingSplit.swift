import Foundation

/// How a week of training is divided, chosen from the number of sessions per week.
///
/// - 1–3 sessions: full body every time, so every main group is trained on each training day.
/// - 4: upper/lower twice.
/// - 5: push, pull, legs, upper, lower. A plain push/pull/legs rotation over five days would train one
///   of the three only once a week; adding an upper and a lower day trains every main group twice.
/// - 6: push/pull/legs twice.
/// - 7: push/pull/legs twice plus one core-and-conditioning day. A seventh heavy day would hit a main
///   group again less than 48 hours after its last session (what SPEC §4.5 rule 3 warns about); the
///   extra day works trunk, calves and conditioning instead.
public enum TrainingSplit: String, Sendable, Codable, CaseIterable {
    case fullBody, upperLower, pushPullLegsUpperLower, pushPullLegs, pushPullLegsCore

    /// The split for `frequency` sessions per week (1…7).
    package init(frequency: Int) {
        switch frequency {
        case ...3: self = .fullBody
        case 4: self = .upperLower
        case 5: self = .pushPullLegsUpperLower
        case 6: self = .pushPullLegs
        default: self = .pushPullLegsCore
        }
    }

    /// The training days of a week of `frequency` sessions, in order.
    package func days(frequency: Int) -> [SplitDay] {
        switch self {
        case .fullBody: Array(repeating: .fullBody, count: max(1, min(frequency, 3)))
        case .upperLower: [.upper, .lower, .upper, .lower]
        case .pushPullLegsUpperLower: [.push, .pull, .legs, .upper, .lower]
        case .pushPullLegs: [.push, .pull, .legs, .push, .pull, .legs]
        case .pushPullLegsCore: [.push, .pull, .legs, .push, .pull, .legs, .coreConditioning]
        }
    }

    /// The split's name in `language`.
    public func label(_ language: Language) -> String { WizardWording(language: language).split(self) }
}
