import Foundation

/// Reps, rest and sets for a training goal: the ranges the TipEngine later checks the athlete against
/// (SPEC §4.5 rules 5 and 8), so a generated plan never triggers those tips by itself.
package struct GoalPrescription: Sendable, Equatable {
    /// The goal's rep range (rule 5). `ausdauer` is "15 or more"; its upper bound is `Int.max`.
    package var repRange: ClosedRange<Int>
    /// The goal's rest range in seconds (rule 8).
    package var restRange: ClosedRange<Int>
    /// Planned reps of a compound movement; heavier work sits at the low end of the goal's range.
    package var compoundReps: IntRange
    /// Planned reps of an isolation movement.
    package var isolationReps: IntRange
    /// Rest after a set of a compound movement before the duration is fitted; the fitting may move it
    /// within `restRange`.
    package var compoundRest: Int
    /// Rest after a set of an isolation movement before fitting.
    package var isolationRest: Int

    package init(goal: FitnessGoal) {
        switch goal {
        case .kraft:
            repRange = 1...5
            restRange = 120...300
            compoundReps = IntRange(3, 5)
            isolationReps = IntRange(4, 5)
            compoundRest = 180
            isolationRest = 120
        case .muskelaufbau:
            repRange = 6...12
            restRange = 60...120
            compoundReps = IntRange(6, 10)
            isolationReps = IntRange(8, 12)
            compoundRest = 90
            isolationRest = 60
        case .ausdauer:
            repRange = 15...Int.max
            restRange = 30...60
            compoundReps = IntRange(15, 20)
            isolationReps = IntRange(15, 20)
            compoundRest = 45
            isolationRest = 30
        case .gewichtsreduktion, .allgemeineFitness:
            repRange = 8...15
            restRange = 60...120
            compoundReps = IntRange(8, 12)
            isolationReps = IntRange(12, 15)
            compoundRest = 75
            isolationRest = 60
        }
    }

    /// The planned reps of an exercise.
    package func reps(compound: Bool) -> IntRange { compound ? compoundReps : isolationReps }

    /// The starting rest of an exercise.
    package func rest(compound: Bool) -> Int { compound ? compoundRest : isolationRest }
}

extension GoalPrescription {
    /// The sets an exercise starts with before the duration is fitted: beginners do fewer, and compound
    /// lifts one more than isolation work from the intermediate level on.
    static func baseSets(experience: ExperienceLevel, compound: Bool) -> Int {
        experience == .anfänger || !compound ? 3 : 4
    }

    /// The fewest sets an exercise is given, so that a short session still trains each slot properly.
    static let minimumSets = 2

    /// The most sets an exercise is given; beyond that a long session gets filler exercises instead.
    static func maximumSets(experience: ExperienceLevel) -> Int {
        experience == .anfänger ? 4 : 5
    }
}
