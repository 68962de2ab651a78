import Foundation

/// The focus of one training day, with the exercise slots it fills in order of importance.
public enum SplitDay: String, Sendable, Codable, CaseIterable {
    case fullBody, upper, lower, push, pull, legs, coreConditioning

    /// The day's name, e.g. `Ganzkörper` or `Full Body`.
    public func label(_ language: Language) -> String { WizardWording(language: language).day(self) }

    /// The families every workout of this day trains first, with a compound lift where the catalog has
    /// one: they are in the workout however short it is, so that the split's main groups are covered
    /// as often as their days occur (twice a week from two sessions on).
    package var anchors: [MuscleFamily] {
        switch self {
        case .fullBody: [.quads, .chest, .back]
        case .upper: [.chest, .back, .shoulders]
        case .lower, .legs: [.quads, .hinge]
        case .push: [.chest, .shoulders]
        case .pull: [.back]
        case .coreConditioning: [.core]
        }
    }

    /// The slots after the anchors, most important first; a longer workout fills more of them.
    /// A family may repeat: the second pick is a different exercise for the same muscles.
    var accessories: [Slot] {
        switch self {
        case .fullBody:
            [.init(.hinge, .compound), .init(.shoulders, .any), .init(.core, .any), .init(.back, .any),
             .init(.triceps, .isolation), .init(.biceps, .isolation), .init(.calves, .any), .init(.chest, .isolation),
             .init(.quads, .any), .init(.hinge, .isolation), .init(.shoulders, .isolation), .init(.core, .any)]
        case .upper:
            [.init(.back, .compound), .init(.chest, .isolation), .init(.shoulders, .isolation), .init(.triceps, .isolation),
             .init(.biceps, .isolation), .init(.chest, .any), .init(.back, .any), .init(.traps, .any),
             .init(.triceps, .isolation), .init(.biceps, .isolation), .init(.core, .any)]
        case .lower, .legs:
            [.init(.quads, .compound), .init(.hinge, .isolation), .init(.calves, .any), .init(.hips, .any),
             .init(.core, .any), .init(.quads, .isolation), .init(.hinge, .any), .init(.lowerBack, .any),
             .init(.calves, .any), .init(.core, .any)]
        case .push:
            [.init(.chest, .compound), .init(.chest, .isolation), .init(.shoulders, .isolation), .init(.triceps, .isolation),
             .init(.shoulders, .any), .init(.triceps, .isolation), .init(.chest, .any), .init(.core, .any)]
        case .pull:
            [.init(.back, .compound), .init(.back, .any), .init(.biceps, .isolation), .init(.traps, .any),
             .init(.biceps, .isolation), .init(.back, .any), .init(.forearms, .any), .init(.lowerBack, .any), .init(.core, .any)]
        case .coreConditioning:
            [.init(.conditioning, .compound), .init(.core, .any), .init(.lowerBack, .any), .init(.calves, .any),
             .init(.core, .any), .init(.conditioning, .any), .init(.hips, .any), .init(.core, .any)]
        }
    }

    /// Slots for when the day's own slots are used up and time is left: groups that belong to no
    /// push, pull or legs day, so they never break the split.
    static let fillers: [Slot] = [
        .init(.core, .any), .init(.conditioning, .any), .init(.lowerBack, .any), .init(.calves, .any),
        .init(.hips, .any), .init(.forearms, .any), .init(.core, .any), .init(.core, .any),
    ]

    /// One exercise to pick: a muscle family and whether a compound movement is preferred.
    struct Slot {
        enum Kind { case compound, isolation, any }
        var family: MuscleFamily
        var kind: Kind
        init(_ family: MuscleFamily, _ kind: Kind) {
            self.family = family
            self.kind = kind
        }
    }
}
