import Foundation
import GRDB

extension GymBoStore {
    /// Keeps derived data current after an import wrote sessions (inside the import's transaction).
    func sessionsWritten(_ db: Database, sessionIds: [String], affected: Set<AthleteExercise>) throws {
    }
}
