import Foundation

/// What the analysis, the coaching and the wizard need to know about an exercise beyond the catalog's columns: is it a compound
/// movement, and is it counted in reps at all.
///
/// The catalog has no "compound" column, so the wizard derives it:
///
/// **Compound** = the exercise moves (lists) at least two muscle groups, not counting the groups that
/// only stabilise or grip in almost every lift — forearms, grip, abs, core, obliques, hip flexors,
/// coordination, cardio — *or* it lists `fullBody`. That rule fits the catalog's muscle lists well
/// (squat, bench press, rows, pull-ups, hip thrust, push-ups are compound; curls, flyes, raises, crunches
/// are not). Where the catalog lists a multi-joint lift with a single group (`Pause-Kniebeugen: legs`)
/// or a single-joint movement with two (`Abduktoren-Maschine: hips;glutes`), the named catalog numbers
/// below override the rule.
///
/// **Timed** exercises (planks, holds, carries) are left out of generated plans: a `.gymtracker` set
/// carries reps and weight only, so "3 × 30 s" cannot be written in the app's format.
package enum MovementTraits {
    /// Groups that work in nearly every lift as stabilisers or grip; they do not make a movement compound.
    static let stabilisers: Set<MuscleGroup> = [.forearms, .grip, .abs, .core, .obliques, .hipFlexors, .coordination, .cardio]

    /// Catalog numbers of multi-joint lifts that the catalog lists with one moving group: squat and
    /// press variants, inverted and cable rows, Renegade Rows, the leg-press machines.
    static let compoundByNumber: Set<UUID> = ids(13, 22, 23, 36, 50, 54, 82, 87, 115, 125, 135, 138, 151, 160)

    /// Catalog numbers of single-joint movements that the catalog lists with two moving groups:
    /// pullovers, the abductor machine, face pulls.
    static let isolationByNumber: Set<UUID> = ids(49, 130, 144)

    /// Catalog numbers of exercises done for time or distance, not reps: Farmer's Walk, plank, wall sit,
    /// L-sit, bear crawl, hollow and arch holds, side plank, Copenhagen plank.
    static let timedByNumber: Set<UUID> = ids(51, 68, 79, 90, 102, 111, 112, 113, 114)

    /// The app's ids of catalog numbers (compared as ids: reading a number back out of an id is slow).
    private static func ids(_ numbers: Int...) -> Set<UUID> { Set(numbers.map(UUID.catalog)) }

    /// True for a compound (multi-joint) movement; see the type's documentation for the rule.
    package static func isCompound(_ exercise: Exercise) -> Bool { ExerciseTraits.shared.value(exercise).compound }

    /// `isCompound` worked out, for `ExerciseTraits` to keep.
    static func deriveCompound(_ exercise: Exercise) -> Bool {
        if compoundByNumber.contains(exercise.id) { return true }
        if isolationByNumber.contains(exercise.id) { return false }
        if exercise.muscleGroups.contains(.fullBody) { return true }
        return Set(exercise.muscleGroups).subtracting(stabilisers).count >= 2
    }

    /// True for rear-delt pulls: face pulls, reverse flyes, the reverse butterfly.
    package static func isRearDelt(_ exercise: Exercise) -> Bool { ExerciseTraits.shared.value(exercise).rearDelt }

    /// True for an exercise measured in seconds or metres rather than reps.
    package static func isTimed(_ exercise: Exercise) -> Bool {
        timedByNumber.contains(exercise.id)
    }
}
