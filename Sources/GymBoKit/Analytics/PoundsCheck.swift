import Foundation

/// Whether a lifter whose unit is kilograms logged pounds: a Strong export carries no unit, and an app set
/// to pounds gives a "165 kg" squat and a "205 kg" deadlift for a late novice.
///
/// The signs a coach reads, all of them needed: barbell sets at exactly 45 (the empty bar in pounds; in
/// kilograms it is 20), at least 5 of them; not one barbell set at 20; and no barbell load off the 5-unit
/// grid (a kilogram gym's 62.5 and 102.5 are everywhere, a pound gym's plates add up to fives). At least 30
/// barbell sets, so a short log is not judged.
package struct PoundsCheck: Sendable, Equatable {
    /// Barbell sets (warm-ups included) looked at.
    package var barbellSets: Int
    /// Of them, at exactly 45.
    package var emptyBarSets: Int
    /// The heaviest barbell load, as logged.
    package var heaviest: Double

    /// The check on the sessions of a lifter whose unit is kg; nil when their loads do not look like pounds.
    package static func check(_ sessions: [Session], exercises: [UUID: Exercise]) -> PoundsCheck? {
        var result = PoundsCheck(barbellSets: 0, emptyBarSets: 0, heaviest: 0)
        for session in sessions {
            for exercise in session.exercises {
                guard let e = exercises[exercise.exerciseId], Implement(e) == .barbell else { continue }
                for set in exercise.sets where set.weight > 0 {
                    // Loads kept in pounds by the source (a FitNotes `lbs` row) are no question.
                    guard set.originalUnit != .lb else { continue }
                    let load = set.weight
                    if abs(load - 20) < 1e-6 { return nil }
                    let fives = load / 5
                    if abs(fives - fives.rounded()) > 1e-6 { return nil }
                    result.barbellSets += 1
                    if abs(load - 45) < 1e-6 { result.emptyBarSets += 1 }
                    result.heaviest = max(result.heaviest, load)
                }
            }
        }
        return result.barbellSets >= 30 && result.emptyBarSets >= 5 ? result : nil
    }
}
