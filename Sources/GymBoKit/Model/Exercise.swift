import Foundation

/// An exercise of the catalog, or a custom one created by an import.
public struct Exercise: Sendable, Equatable, Codable, Identifiable {
    /// The catalog's id (its number is in the UUID), or a custom exercise's own.
    public var id: UUID
    /// The catalog's name (German, like the app), or a custom exercise's own name.
    public var name: String
    /// The catalog's English name (`nameEN`); nil for custom exercises and catalogs without the column.
    public var englishName: String?
    /// Ordered; the first is the primary group. Empty only for custom exercises whose groups are unknown.
    public var muscleGroups: [MuscleGroup]
    /// The equipment it needs.
    public var equipment: EquipmentType
    /// How hard it is to perform well.
    public var difficulty: DifficultyLevel
    /// What the exercise is, from the catalog.
    public var description: String
    /// The catalog's steps, in order.
    public var instructions: [String]
    /// True for exercises created by an import because no catalog exercise matched.
    public var isCustom: Bool

    /// An exercise with these fields; `englishName` is nil and `isCustom` false unless given.
    public init(
        id: UUID, name: String, muscleGroups: [MuscleGroup], equipment: EquipmentType,
        difficulty: DifficultyLevel, description: String = "", instructions: [String] = [], isCustom: Bool = false,
        englishName: String? = nil
    ) {
        self.id = id
        self.name = name
        self.englishName = englishName
        self.muscleGroups = muscleGroups
        self.equipment = equipment
        self.difficulty = difficulty
        self.description = description
        self.instructions = instructions
        self.isCustom = isCustom
    }

    /// The name a lifter reads in `language`: the English name in English when the catalog has one,
    /// otherwise the exercise's own name (custom exercises keep the name their file gave them).
    public func name(_ language: Language) -> String {
        language == .en ? englishName ?? name : name
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
