import Foundation

/// One athlete's records, last-used values and the latest session folded in, per exercise, folded
/// session by session in (start, id) order: the order a full recompute uses, so the "new record"
/// events come out the same whichever path wrote them.
final class RecordsFold {
    struct Pair: Sendable {
        var records: PersonalRecords
        var lastUsed: LastUsed?
        /// The latest session folded in (start, id); an older one needs a recompute for its events.
        var latest: (date: String, id: String)?
        /// What a fold changed since the pair was loaded: the records, the last-used value.
        var recordsChanged = false
        var lastUsedChanged = false

        mutating func fold(sessionId: String, date: String, sets: [PerformedSet]) -> [PersonalRecords.Event] {
            let (events, changed) = records.absorbChanges(sessionId: sessionId, date: date, sets: sets)
            if changed { recordsChanged = true }
            if let used = LastUsed(sessionId: sessionId, date: date, sets: sets), used.isLater(than: lastUsed) {
                lastUsed = used
                lastUsedChanged = true
            }
            latest = (date, sessionId)
            return events
        }
    }

    let athlete: String
    private let athleteUUID: UUID
    /// By exercise id.
    var pairs: [String: Pair] = [:]

    init(athlete: String) {
        self.athlete = athlete
        athleteUUID = UUID(uuidString: athlete) ?? .zero
    }

    /// A session's sets by exercise (`Session.setsByExercise`), counting only entries with sets: the
    /// order a recompute reads them in, since it reads sets.
    static func groups(_ session: Session) -> [(exercise: String, sets: [PerformedSet])] {
        var withSets = session
        if withSets.exercises.contains(where: \.sets.isEmpty) { withSets.exercises.removeAll(where: \.sets.isEmpty) }
        return withSets.setsByExercise.map { ($0.id.lowercased, $0.sets) }
    }

    /// Whether a session at (`date`, `id`) comes after everything folded for each of `exercises`.
    func follows(date: String, id: String, exercises: [String]) -> Bool {
        exercises.allSatisfy { exercise in
            guard let latest = pairs[exercise]?.latest else { return true }
            return (date, id) > latest
        }
    }

    /// Folds one session's sets of one exercise in; returns the records it moved.
    func fold(sessionId: String, date: String, exercise: String, sets: [PerformedSet]) -> [PersonalRecords.Event] {
        // A pair seen for the first time is written even when no record moved: every exercise with sets
        // has its row, as a recompute gives. The pair is changed in place (one hash lookup).
        pairs[exercise, default: Pair(
            records: PersonalRecords(athleteId: athleteUUID, exerciseId: UUID(uuidString: exercise) ?? .zero), recordsChanged: true)
        ].fold(sessionId: sessionId, date: date, sets: sets)
    }
}
