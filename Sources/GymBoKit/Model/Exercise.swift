import Foundation

/// An exercise of the catalog, or a custom one created by an import.
public struct Exercise: Sendable, Equatable, Codable, Identifiable {
    public var id: UUID
    public var name: String
    /// Ordered; the first is the primary group. Empty only for custom exercises whose groups are unknown.
    public var muscleGroups: [MuscleGroup]
    public var equipment: EquipmentType
    public var difficulty: DifficultyLevel
    public var description: String
    public var instructions: [String]
    /// True for exercises created by an import because no catalog exercise matched.
    public var isCustom: Bool

    public init(
        id: UUID, name: String, muscleGroups: [MuscleGroup], equipment: EquipmentType,
        difficulty: DifficultyLevel, description: String = "", instructions: [String] = [], isCustom: Bool = false
    ) {
        self.id = id
        self.name = name
        self.muscleGroups = muscleGroups
        self.equipment = equipment
        self.difficulty = difficulty
        self.description = description
        self.instructions = instructions
        self.isCustom = isCustom
    }

    /// The primary muscle group.
    public var primaryMuscle: MuscleGroup? { muscleGroups.first }

    /// The app's catalog number, for ids derived from one.
    public var catalogNumber: Int? { id.catalogNumber }

    /// True for lower-body exercises (primary group legs, glutes, hamstrings, calves or adductors).
    public var isLowerBody: Bool {
        guard let primary = primaryMuscle else { return false }
        return MuscleGroup.lower.contains(primary)
    }
}
