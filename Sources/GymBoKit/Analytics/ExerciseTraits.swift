import Foundation

/// Name-derived traits of exercises, computed once per name: implement, movement, whether loads are per
/// side, whether it is rear-delt work and whether it is a main lift. The analysis and the tips' texts ask for every set's exercise, and
/// name matching is string work.
final class ExerciseTraits: @unchecked Sendable {
    struct Traits {
        var implement: Implement
        var movement: Movement
        var perSide: Bool
        var rearDelt: Bool
        var mainLift: Bool
        var compound: Bool
    }

    static let shared = ExerciseTraits()
    private let lock = NSLock()
    /// By the exercise's id, with what the traits were derived from: an id met again with another name,
    /// equipment or muscle groups (two catalogs in one process) is derived again. Hashing the 16 bytes of the
    /// id instead of the name and the groups made a lookup about a third as costly.
    private var cache: [UUID: (key: Key, traits: Traits)] = [:]

    private struct Key: Equatable {
        var name: String
        var equipment: EquipmentType
        var groups: [MuscleGroup]
    }

    func value(_ exercise: Exercise) -> Traits {
        let key = Key(name: exercise.name, equipment: exercise.equipment, groups: exercise.muscleGroups)
        lock.lock()
        if let found = cache[exercise.id], found.key == key { lock.unlock(); return found.traits }
        lock.unlock()
        let words = " " + TextNormalizer.matchKey(exercise.name) + " "
        let implement = Implement(classifying: exercise)
        let value = Traits(implement: implement, movement: Movement(classifying: exercise),
                           perSide: ExerciseQualifier.kind(in: words) == .perSide,
                           rearDelt: ["face pull", "reverse fly", "reverse butterfly", "rear delt"].contains { words.contains($0) },
                           mainLift: (implement == .barbell || implement == .dumbbell) && exercise.muscleGroups.count >= 2
                               && Exercise.mainLiftWords.contains { words.contains($0) },
                           compound: MovementTraits.deriveCompound(exercise))
        lock.lock()
        cache[exercise.id] = (key, value)
        lock.unlock()
        return value
    }
}

extension Implement {
    /// `Implement(classifying:)`, memoized: the analysis asks for every set's exercise.
    package init(_ exercise: Exercise) {
        self = ExerciseTraits.shared.value(exercise).implement
    }
}

extension Exercise {
    /// True when the exercise's loads are per side (`Lateral Raise (Each Side)`, `… pro Seite`, `Single Arm
    /// …`): its own identity (SPEC §4.6), shown as "per side" and never compared with total loads.
    package var isPerSide: Bool { ExerciseTraits.shared.value(self).perSide }
}
