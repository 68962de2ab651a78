import Foundation

/// `gymbo exercises list` and `search`: the filters, the orders and the table.
package enum ExerciseList {
    /// The orders of the list: the catalog's (name), by difficulty, or most recently used first.
    package enum Sort: String, CaseIterable, Sendable {
        case name, difficulty
        case lastUsed = "last-used"
    }

    /// What a list keeps and how it orders it; an unset filter keeps everything.
    package struct Filter: Sendable {
        package var muscle: MuscleGroup?
        /// With `muscle`: only exercises whose primary group it is.
        package var primary: Bool
        package var equipment: EquipmentType?
        package var difficulty: DifficultyLevel?
        /// Only custom exercises created by imports.
        package var custom: Bool
        package var sort: Sort

        package init(muscle: MuscleGroup? = nil, primary: Bool = false, equipment: EquipmentType? = nil, difficulty: DifficultyLevel? = nil,
                    custom: Bool = false, sort: Sort = .name) {
            self.muscle = muscle
            self.primary = primary
            self.equipment = equipment
            self.difficulty = difficulty
            self.custom = custom
            self.sort = sort
        }

        /// The exercises that pass, in the chosen order; ties keep their order in `exercises`.
        package func apply(_ exercises: [Exercise], lastUsed: [UUID: Date]) -> [Exercise] {
            let result = exercises.filter { exercise in
                if let muscle {
                    if primary ? exercise.primaryMuscle != muscle : !exercise.muscleGroups.contains(muscle) { return false }
                }
                if let equipment, exercise.equipment != equipment { return false }
                if let difficulty, exercise.difficulty != difficulty { return false }
                return !custom || exercise.isCustom
            }
            switch sort {
            case .name:
                return result
            case .difficulty:
                return result.enumerated().sorted { ($0.element.difficulty.step, $0.offset) < ($1.element.difficulty.step, $1.offset) }.map(\.element)
            case .lastUsed:
                return result.enumerated().sorted { lhs, rhs in
                    let l = lastUsed[lhs.element.id]?.timeIntervalSince1970 ?? -.infinity
                    let r = lastUsed[rhs.element.id]?.timeIntervalSince1970 ?? -.infinity
                    return l != r ? l > r : lhs.offset < rhs.offset
                }.map(\.element)
            }
        }
    }

    /// The list as a text table: number (`*` for custom), name, muscle groups, equipment, level.
    package static func table(_ exercises: [Exercise], language: Language) -> String {
        var table = TextTable(PresenterWording(language: language).exerciseColumns, alignments: [.right, .left, .left, .left, .left])
        for exercise in exercises {
            table.append([
                exercise.catalogNumber.map(String.init) ?? (exercise.isCustom ? "*" : "-"),
                exercise.name(language),
                exercise.muscleGroups.map { $0.label(language) }.joined(separator: ", "),
                exercise.equipment.label(language),
                exercise.difficulty.label(language),
            ])
        }
        return table.render()
    }

    /// "12 exercises".
    package static func countLine(_ count: Int, language: Language) -> String {
        PresenterWording(language: language).exercises(count)
    }
}
