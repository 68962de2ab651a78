import Foundation

extension TrainingStore {
    /// Loads one athlete's history (with the catalog, unless one loaded before is passed in): the store
    /// reads the rows in one snapshot, the analytics review the sessions.
    public func history(athlete: Athlete, exercises: [UUID: Exercise]? = nil) throws -> AthleteHistory {
        let stored = try storedHistory(athleteId: athlete.id, exercises: exercises)
        return AthleteHistory(athlete: athlete, reviewing: stored.sessions, decisions: stored.decisions, exercises: stored.exercises)
    }
}
