import Foundation

/// How a source file names an exercise: by id, by name, or both; plus the file's category when it has one.
public struct ExerciseReference: Sendable, Equatable, Hashable, Codable {
    /// The exercise's id when the file gives one.
    public var id: UUID?
    /// The exercise's name as the file writes it.
    public var name: String?
    /// A category or body part from the source (`Shoulders`, `Chest`…), used for custom exercises.
    public var category: String?

    /// A reference by id, name or both.
    public init(id: UUID? = nil, name: String? = nil, category: String? = nil) {
        self.id = id
        self.name = name
        self.category = category
    }

    /// What to call it in messages.
    public var displayName: String { name ?? id?.lowercased ?? "?" }
}
