import Foundation

extension TrainingStore {
    /// A matcher over the current catalog and aliases.
    package func matcher() throws -> ExerciseMatcher {
        try reading { tx in ExerciseMatcher(exercises: try tx.exercises(), aliases: try tx.aliases()) }
    }
}
