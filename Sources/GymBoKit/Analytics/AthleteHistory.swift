import Foundation

/// Everything the analytics read about one athlete, loaded once: profile, sessions (oldest first), catalog.
public struct AthleteHistory: Sendable {
    public var athlete: Athlete
    public var sessions: [Session]
    public var exercises: [UUID: Exercise]

    public init(athlete: Athlete, sessions: [Session], exercises: [UUID: Exercise]) {
        self.athlete = athlete
        self.sessions = sessions
        self.exercises = exercises
    }

    public var calendar: TrainingCalendar { TrainingCalendar(timeZone: athlete.timeZone) }

    /// Sessions that started before `date`.
    public func sessions(before date: Date) -> [Session] { sessions.filter { $0.startedAt < date } }

    /// Records computed from the sessions before `date` (any rules; the stored table uses the standard ones).
    public func records(before date: Date = .distantFuture, rules: RecordRules = .standard) -> [UUID: PersonalRecords] {
        var result: [UUID: PersonalRecords] = [:]
        for session in sessions where session.startedAt < date {
            var byExercise: [UUID: [PerformedSet]] = [:]
            var order: [UUID] = []
            for exercise in session.exercises {
                if byExercise[exercise.exerciseId] == nil { order.append(exercise.exerciseId) }
                byExercise[exercise.exerciseId, default: []] += exercise.sets
            }
            for id in order {
                var r = result[id] ?? PersonalRecords(athleteId: athlete.id, exerciseId: id)
                r.absorb(sessionId: session.id.lowercased, date: Timestamp.string(session.startedAt), sets: byExercise[id]!, rules: rules)
                result[id] = r
            }
        }
        return result
    }

    /// The exercise's name, or its id when the catalog lacks it.
    public func name(_ id: UUID) -> String { exercises[id]?.name ?? id.lowercased }
}

extension GymBoStore {
    /// Loads one athlete's history (with the catalog, unless one loaded before is passed in).
    public func history(athlete: Athlete, exercises: [UUID: Exercise]? = nil) throws -> AthleteHistory {
        try read { db in
            AthleteHistory(
                athlete: athlete,
                sessions: try Self.fetchSessions(db, athleteId: athlete.id),
                exercises: try exercises ?? Dictionary(uniqueKeysWithValues: try Self.fetchExercises(db).map { ($0.id, $0) }))
        }
    }
}
