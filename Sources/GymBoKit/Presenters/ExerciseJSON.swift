import Foundation

/// The JSON of `gymbo exercises list` (SPEC §6): a stable interface, add keys, never rename.
public struct ExerciseJSON: Encodable {
    public var id: String
    public var number: Int?
    public var name: String
    public var muscleGroups: [String]
    public var equipment: String
    public var difficulty: String
    public var custom: Bool
    public var description: String
    public var instructions: [String]
    /// The catalog's English name; null for custom exercises and catalogs without one.
    public var nameEN: String?

    /// `name` is the name in `language`, as the text output shows it.
    public init(_ exercise: Exercise, language: Language) {
        id = exercise.id.lowercased
        number = exercise.catalogNumber
        name = exercise.name(language)
        nameEN = exercise.englishName
        muscleGroups = exercise.muscleGroups.map(\.rawValue)
        equipment = exercise.equipment.rawValue
        difficulty = exercise.difficulty.rawValue
        custom = exercise.isCustom
        description = exercise.description
        instructions = exercise.instructions
    }
}
