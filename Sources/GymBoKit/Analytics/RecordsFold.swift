import Foundation

/// One athlete's records, last-used values and the latest session folded in, per exercise, folded
/// session by session in (start, id) order: the order a full recompute uses, so the "new record"
/// events come out the same whichever path wrote them.
package final class RecordsFold {
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

    /// The pairs, leaving none: for freeing them elsewhere once they are written.
    func takePairs() -> [String: Pair] {
        defer { pairs = [:] }
        return pairs
    }

    init(athlete: String) {
        self.athlete = athlete
        athleteUUID = UUID(text: athlete) ?? .zero
    }

    /// A session's sets by exercise (`Session.setsByExercise`), counting only entries with sets: the
    /// order a recompute reads them in, since it reads sets.
    static func groups(_ session: Session) -> [(exercise: String, sets: [PerformedSet])] {
        var withSets = session
        // Closures, not key paths: a key path is looked up at run time for every element.
        if withSets.exercises.contains(where: { $0.sets.isEmpty }) { withSets.exercises.removeAll(where: { $0.sets.isEmpty }) }
        return withSets.setsByExercise.map { ($0.id.lowercased, $0.sets) }
    }

    /// Where a pair is in `pairs`, valid until a pair is added.
    typealias Place = Dictionary<String, Pair>.Index

    /// Whether a session at (`date`, `id`) comes after everything folded for the pairs at `places` (nil:
    /// an exercise without a pair yet). By place: a lookup by id hashes the id again.
    func follows(date: String, id: String, places: [Place?]) -> Bool {
        places.allSatisfy { place in
            guard let place, let latest = pairs.values[place].latest else { return true }
            return (date, id) > latest
        }
    }

    /// Folds one session's sets of one exercise in, changing its pair at `place` in place when given
    /// (else looked up by `exercise`); returns the records it moved.
    func fold(sessionId: String, date: String, exercise: String, at place: Place?, sets: [PerformedSet]) -> [PersonalRecords.Event] {
        guard let place else { return fold(sessionId: sessionId, date: date, exercise: exercise, sets: sets) }
        return pairs.values[place].fold(sessionId: sessionId, date: date, sets: sets)
    }

    /// Folds one session's sets of one exercise in; returns the records it moved.
    func fold(sessionId: String, date: String, exercise: String, sets: [PerformedSet]) -> [PersonalRecords.Event] {
        // A pair seen for the first time is written even when no record moved: every exercise with sets
        // has its row, as a recompute gives. The pair is changed in place (one hash lookup).
        pairs[exercise, default: Pair(
            records: PersonalRecords(athleteId: athleteUUID, exerciseId: UUID(text: exercise) ?? .zero), recordsChanged: true)
        ].fold(sessionId: sessionId, date: date, sets: sets)
    }
}

extension RecordsFold {
    /// A whole stored history folded session by session in (start, id) order, the way a full recompute
    /// derives an athlete's rows. `sessions` calls its argument once per session with the session's sets
    /// by exercise (lowercased id, entries without sets left out); the store streams them, so memory holds
    /// one session. Sessions a coach would question (SPEC §4.6) are left out until the user keeps them.
    package static func derive(
        athlete: String, timeZone: TimeZone, decisions: [String: SessionDecision],
        sessions: ((_ id: String, _ date: String, _ groups: [(exercise: String, sets: [PerformedSet])]) throws -> Void) throws -> Void
    ) throws -> DerivedRecords {
        let fold = RecordsFold(athlete: athlete)
        var detector = DataQuestionDetector(timeZone: timeZone, decisions: decisions)
        var result = DerivedRecords()
        try sessions { id, date, groups in
            guard !groups.isEmpty,
                  detector.review(sessionId: id, startedAt: Timestamp.parseStored(date) ?? .distantPast, groups: groups).isTrusted else { return }
            for (exercise, sets) in groups {
                for moved in fold.fold(sessionId: id, date: date, exercise: exercise, sets: sets) { result.events.append((exercise, moved)) }
            }
        }
        for (exercise, pair) in fold.pairs {
            result.records[exercise] = pair.records
            result.lastUsed[exercise] = pair.lastUsed
        }
        return result
    }
}

extension RecordsFold {
    /// Record tables only, by exercise, from `sessions` folded into `table` with any `rules`: what the
    /// analytics of a loaded history ask for (`AthleteHistory.records(before:rules:)`).
    static func records(_ sessions: some Sequence<Session>, into table: [UUID: PersonalRecords], athleteId: UUID,
                        rules: RecordRules) -> [UUID: PersonalRecords] {
        var result = table
        for session in sessions {
            let sessionId = session.id.lowercased, date = Timestamp.string(session.startedAt)
            for (id, sets) in session.setsByExercise {
                result[id, default: PersonalRecords(athleteId: athleteId, exerciseId: id)].absorb(sessionId: sessionId, date: date, sets: sets, rules: rules)
            }
        }
        return result
    }
}

extension LastUsed {
    /// From one session's sets of the exercise: the last completed working set, the number of working sets.
    init?(sessionId: String, date: String, sets: [PerformedSet]) {
        // One pass without a filtered copy: this runs for every exercise of every session a fold reads.
        var count = 0
        var lastWorking: Int?, lastWithReps: Int?
        var top = 0.0
        for (i, set) in sets.enumerated() where set.isWorking {
            count += 1
            lastWorking = i
            if set.reps > 0 { lastWithReps = i }
            top = max(top, set.weight)
        }
        topWeight = top
        guard let index = lastWithReps ?? lastWorking else { return nil }
        let last = sets[index]
        weight = last.weight
        reps = last.reps
        setCount = count
        self.date = date
        self.sessionId = sessionId
        restTime = last.restTime
    }

    /// True when `self` is from a later session than `other` (ties by session id).
    func isLater(than other: LastUsed?) -> Bool {
        guard let other else { return true }
        return (date, sessionId) > (other.date, other.sessionId)
    }
}
