import Foundation

/// The JSON of `gymbo exercises list` (SPEC §6): a stable interface, add keys, never rename.
public struct ExerciseJSON: Encodable {
    /// The exercise's id, lowercased.
    public var id: String
    /// The catalog's number; null for custom exercises.
    public var number: Int?
    /// The name in the requested language.
    public var name: String
    /// Muscle group keys, the primary first.
    public var muscleGroups: [String]
    /// The equipment key, e.g. `langhantel`.
    public var equipment: String
    /// The difficulty key, e.g. `anfänger`.
    public var difficulty: String
    /// True for an exercise an import created.
    public var custom: Bool
    /// What the exercise is, from the catalog.
    public var description: String
    /// The catalog's steps, in order.
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
