import Foundation

/// A training program the generator assigns to an athlete: named days that rotate, each a list of slots.
///
/// A slot names alternatives (catalog numbers); each athlete picks one per slot, so two athletes on the
/// same program do different exercises, and every training block (10–16 weeks) the accessories may change.
package struct TrainingProgram: Sendable {
    /// How a slot is trained: the main lift of the day, a secondary compound, an accessory, core work.
    package enum Role: Sendable {
        case main, secondary, accessory, core
    }

    package struct Slot: Sendable {
        package let alternatives: [Int]
        package let sets: Int
        package let role: Role
        /// Slots of a day with the same tag are done as a superset.
        package let superset: Int?

        init(_ alternatives: [Int], _ sets: Int, _ role: Role, superset: Int? = nil) {
            self.alternatives = alternatives
            self.sets = sets
            self.role = role
            self.superset = superset
        }
    }

    package struct Day: Sendable {
        package let name: String
        package let slots: [Slot]
    }

    package let name: String
    package let days: [Day]

    /// Full body, two days alternating (2–3 sessions a week).
    package static let fullBody = TrainingProgram(name: "Full Body", days: [
        Day(name: "Full Body A", slots: [
            Slot([1, 118, 138], 3, .main),
            Slot([3, 31, 123], 3, .main),
            Slot([5, 122, 37], 3, .secondary),
            Slot([34, 146, 126], 3, .accessory),
            Slot([41, 137, 9], 3, .accessory, superset: 1),
            Slot([136, 48], 3, .accessory, superset: 1),
            Slot([68], 3, .core),
        ]),
        Day(name: "Full Body B", slots: [
            Slot([2, 12], 3, .main),
            Slot([4, 125, 36], 3, .main),
            Slot([121, 64], 3, .secondary),
            Slot([32, 28, 123], 3, .secondary),
            Slot([120, 155], 3, .accessory),
            Slot([93, 140], 3, .core),
        ]),
    ])

    /// Upper/lower, four days rotating (4–5 sessions a week).
    package static let upperLower = TrainingProgram(name: "Upper/Lower", days: [
        Day(name: "Upper A", slots: [
            Slot([3, 31], 4, .main),
            Slot([5, 122, 37], 4, .secondary),
            Slot([4, 125, 36], 3, .secondary),
            Slot([121, 64], 3, .accessory),
            Slot([10, 136], 3, .accessory, superset: 1),
            Slot([9, 41], 3, .accessory, superset: 1),
            Slot([34, 146], 3, .accessory),
        ]),
        Day(name: "Lower A", slots: [
            Slot([1, 138], 4, .main),
            Slot([12, 6], 3, .secondary),
            Slot([118], 3, .accessory),
            Slot([120, 155], 3, .accessory),
            Slot([129, 157], 4, .accessory),
            Slot([93, 68], 3, .core),
        ]),
        Day(name: "Upper B", slots: [
            Slot([28, 32], 4, .main),
            Slot([64, 85, 121], 4, .secondary),
            Slot([125, 36, 54], 3, .secondary),
            Slot([122, 37], 3, .secondary),
            Slot([124, 33], 3, .accessory),
            Slot([40, 137], 3, .accessory, superset: 1),
            Slot([136, 48], 3, .accessory, superset: 1),
        ]),
        Day(name: "Lower B", slots: [
            Slot([2, 13], 3, .main),
            Slot([138, 118, 13], 3, .secondary),
            Slot([39, 7], 3, .secondary),
            Slot([119], 3, .accessory),
            Slot([155, 120], 3, .accessory),
            Slot([129, 157], 3, .accessory),
        ]),
    ])

    /// Push/pull/legs, three days rotating (3 or 5 sessions a week).
    package static let pushPullLegs = TrainingProgram(name: "Push/Pull/Legs", days: [
        Day(name: "Push", slots: [
            Slot([3, 31, 133], 4, .main),
            Slot([4, 125, 36], 3, .secondary),
            Slot([32, 28, 123], 3, .secondary),
            Slot([34, 146, 126], 4, .accessory),
            Slot([136, 10, 48], 3, .accessory),
            Slot([65, 63], 3, .accessory),
        ]),
        Day(name: "Pull", slots: [
            Slot([2], 3, .main),
            Slot([121, 64, 85], 4, .secondary),
            Slot([5, 122, 37, 16], 3, .secondary),
            Slot([144, 142], 3, .accessory),
            Slot([9, 137, 41], 3, .accessory, superset: 1),
            Slot([40], 3, .accessory, superset: 1),
        ]),
        Day(name: "Legs", slots: [
            Slot([1, 132], 4, .main),
            Slot([12, 6], 3, .secondary),
            Slot([118, 138], 3, .accessory),
            Slot([120, 155], 3, .accessory),
            Slot([129, 157], 4, .accessory),
            Slot([93, 140, 68], 3, .core),
        ]),
    ])

    /// A 5×5 strength program, two days alternating (3 sessions a week).
    package static let strength = TrainingProgram(name: "Strength 5x5", days: [
        Day(name: "Strength A", slots: [
            Slot([1], 5, .main),
            Slot([3], 5, .main),
            Slot([5], 5, .main),
            Slot([65, 10], 3, .accessory),
            Slot([68, 93], 3, .core),
        ]),
        Day(name: "Strength B", slots: [
            Slot([1], 5, .main),
            Slot([4], 5, .main),
            Slot([2], 3, .main),
            Slot([85, 64], 3, .secondary),
            Slot([93, 140], 3, .core),
        ]),
    ])

    /// Every program.
    package static let all: [TrainingProgram] = [fullBody, upperLower, pushPullLegs, strength]
}
