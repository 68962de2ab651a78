import Foundation

/// Folding sets into a record table. Ties go to the earliest set (date, then session id, then position),
/// so folding sessions in any order gives the same table: the incremental update and the full recompute
/// agree by construction.
extension PersonalRecords.Holder {
    /// True when a set with `value` at (`date`, `sessionId`, `position`) beats `current`: a higher value,
    /// or the same value set earlier.
    static func wins(_ value: Double, date: String, sessionId: String, position: Int, over current: PersonalRecords.Holder?) -> Bool {
        guard let current else { return true }
        if value != current.value { return value > current.value }
        return (date, sessionId, position) < (current.date, current.sessionId, current.position)
    }
}

extension PersonalRecords {
    /// Folds one session's sets of this exercise in; returns the records it moved.
    @discardableResult
    package mutating func absorb(sessionId: String, date: String, sets: [PerformedSet], rules: RecordRules = .standard) -> [Event] {
        absorbChanges(sessionId: sessionId, date: date, sets: sets, rules: rules).events
    }

    /// `absorb`, also telling whether any record or rep max changed (an event or not).
    ///
    /// A set's holder is built only once it wins: the fold runs over every set of a history (1.1 million
    /// in the reference data), and building four holders per set, each holding two strings, was a tenth
    /// of the fold's time.
    mutating func absorbChanges(sessionId: String, date: String, sets: [PerformedSet], rules: RecordRules = .standard) -> (events: [Event], changed: Bool) {
        let before = (maxWeight, maxReps, bestE1RM, bestSessionVolume)
        var changed = false
        func wins(_ value: Double, _ position: Int, _ current: Holder?) -> Bool {
            Holder.wins(value, date: date, sessionId: sessionId, position: position, over: current)
        }
        func holder(_ value: Double, _ set: PerformedSet, _ position: Int) -> Holder {
            changed = true
            return Holder(value: value, weight: set.weight, reps: set.reps, date: date, sessionId: sessionId, position: position)
        }
        var volume = 0.0
        var anyWorking = false
        for (position, set) in sets.enumerated() where set.isWorking && set.reps >= 1 {
            anyWorking = true
            volume += set.volume
            if set.weight > 0, wins(set.weight, position, maxWeight) { maxWeight = holder(set.weight, set, position) }
            // Max reps ranks by reps, then weight: encode both in one comparable value.
            let repsValue = Double(set.reps) * 100_000 + set.weight
            if wins(repsValue, position, maxReps) { maxReps = holder(repsValue, set, position) }
            if let e1rm = rules.e1RM(set) {
                if wins(e1rm, position, bestE1RM) { bestE1RM = holder(e1rm, set, position) }
                if wins(set.weight, position, repMax[set.reps]) { repMax[set.reps] = holder(set.weight, set, position) }
            }
        }
        if anyWorking && volume > 0, wins(volume, 0, bestSessionVolume) {
            changed = true
            bestSessionVolume = Holder(value: volume, weight: 0, reps: 0, date: date, sessionId: sessionId, position: 0)
        }
        var events: [Event] = []
        func note(_ kind: Event.Kind, _ old: Holder?, _ new: Holder?, value: (Holder) -> Double) {
            guard let new, new.sessionId == sessionId, old != new else { return }
            if let old, value(old) == value(new) { return }
            events.append(Event(kind: kind, oldValue: old.map(value), newValue: value(new), sessionId: sessionId, date: date))
        }
        note(.maxWeight, before.0, maxWeight) { $0.value }
        note(.maxReps, before.1, maxReps) { Double($0.reps) }
        note(.bestE1RM, before.2, bestE1RM) { $0.value }
        note(.bestSessionVolume, before.3, bestSessionVolume) { $0.value }
        return (events, changed)
    }

}
