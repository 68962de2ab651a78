import Foundation

/// What an exercise is loaded with: finer than `EquipmentType`, whose `freeWeights` holds both barbells
/// and dumbbells, which are loaded in different steps.
package enum Implement: String, Sendable, Codable {
    case barbell, dumbbell, kettlebell, cable, machine, bodyweight, other

    /// From the exercise's name (German or English implement words), else its equipment type. The
    /// analysis asks for every set's exercise and uses the memoized `Implement(_:)` of `ExerciseTraits`.
    package init(classifying exercise: Exercise) {
        let key = " " + TextNormalizer.matchKey(exercise.name) + " "
        func has(_ words: String...) -> Bool { words.contains { key.contains($0) } }
        // The catalog names most dumbbell exercises without the word: these movements are done with dumbbells.
        let dumbbellMovements = [
            "hammer", "kickback", "konzentration", "arnold", "goblet", "bulgar", "fliegende", "seitheben", "frontheben", "lateral raise",
            "front raise", "uberzug", "pullover", "zottman", "spider", "renegade", "farmer", "einarmig", "schragbank curls", "incline curl",
        ]
        if has("dumbbell", "kurzhantel", " db ") { self = .dumbbell }
        else if has("kabel", "cable") { self = .cable }
        else if exercise.equipment == .freeWeights, dumbbellMovements.contains(where: { key.contains($0) }) { self = .dumbbell }
        else if has("kettlebell") { self = .kettlebell }
        else if has("smith", "multipresse", "machine", "maschine") { self = .machine }
        else if has("barbell", "langhantel", "ez bar", "ez-bar", "trap bar") { self = .barbell }
        else if has("band", "assisted", "unterstutzt") { self = .other }
        else {
            switch exercise.equipment {
            case .freeWeights: self = .barbell
            case .machine: self = .machine
            case .cable: self = .cable
            case .bodyweight: self = .bodyweight
            case .mixed, .cardio: self = .other
            }
        }
    }
}
