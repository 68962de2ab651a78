import Foundation

/// Muscle groups that one slot of a workout serves, matched against an exercise's primary group.
///
/// The catalog names the back as `back`, `lats` or `upperBack` depending on the exercise; a slot for
/// "back" must accept all three, and the same holds for glutes and hamstrings in a hip hinge.
package enum MuscleFamily: String, Sendable, Codable, CaseIterable {
    case quads, hinge, chest, back, shoulders, biceps, triceps, calves, core, lowerBack, traps, hips, forearms, conditioning

    package var groups: Set<MuscleGroup> {
        switch self {
        case .quads: [.legs]
        case .hinge: [.hamstrings, .glutes]
        case .chest: [.chest]
        case .back: [.back, .lats, .upperBack]
        case .shoulders: [.shoulders]
        case .biceps: [.biceps, .arms]
        case .triceps: [.triceps]
        case .calves: [.calves]
        case .core: [.abs, .core, .obliques, .hipFlexors]
        case .lowerBack: [.lowerBack]
        case .traps: [.traps, .trapezius]
        case .hips: [.hips, .adductors]
        case .forearms: [.forearms, .grip]
        case .conditioning: [.fullBody, .cardio, .coordination]
        }
    }

    /// The family a muscle group belongs to; every one of the 26 groups is in exactly one family.
    package init(_ group: MuscleGroup) {
        self = Self.byGroup[group]!
    }

    private static let byGroup: [MuscleGroup: MuscleFamily] = Dictionary(
        uniqueKeysWithValues: allCases.flatMap { family in family.groups.map { ($0, family) } })

    /// True when the exercise's primary group belongs to this family.
    package func contains(_ exercise: Exercise) -> Bool {
        exercise.primaryMuscle.map(MuscleFamily.init) == self
    }
}
