import Foundation

/// Writes a history as Liftosaur's CSV export (SPEC §3.7): one row per set, newest workout first.
///
/// `Workout DateTime` is the start as ISO-8601 UTC with milliseconds, `Program` the history's program and
/// `Day Name` the session's name. Exercises are Liftosaur's `Name, Equipment` (`Bench Press, Barbell`,
/// `Leg Press, Leverage Machine`): Strong's names with the qualifier after a comma where Liftosaur has that
/// equipment, else Strong's name. Every set is planned and done: `Required` and `Completed` reps and
/// weight are the same, except a failed set, whose completed reps are those achieved. Weights are kg
/// (blank for bodyweight); `Completed Reps Time` spreads the sets evenly over the workout, so the last
/// set ends it; RPE goes into `Completed RPE` with `Log RPE?` 1. Liftosaur's sets are reps at a weight,
/// and the reader takes no seconds from a set: holds are left out (`heldSets` does not count them).
package enum LiftosaurWriter {
    package static let header = "Workout DateTime,Program,Day Name,Exercise,Is Warmup Set?,Required Reps,Completed Reps,Is AMRAP?,Required RPE,Completed RPE,Log RPE?,Required Weight Value,Required Weight Unit,Completed Weight Value,Completed Weight Unit,Ask Weight?,Completed Reps Time,Target Muscles,Synergist Muscles,Notes"

    /// Writes `history` to `path`; returns the bytes written.
    @discardableResult
    package static func write(_ history: GeneratedHistory, to path: String) throws -> Int {
        try OutputFile.write(to: path) { file in
            file.append(header + "\n")
            let program = OutputFile.csvField(history.program)
            for session in history.sessions.reversed() {
                let prefix = iso(session.startedAt) + [0x2C] + program + [0x2C]
                    + OutputFile.csvField(session.name) + [0x2C]
                let total = session.exercises.reduce(0) { $0 + $1.sets.filter(isWritten).count }
                var done = 0
                for exercise in session.exercises {
                    let name = OutputFile.csvField(exerciseName(for: exercise.exerciseId))
                    let notes = OutputFile.csvField(exercise.notes)
                    for set in exercise.sets where isWritten(set) {
                        done += 1
                        file.append(prefix)
                        file.append(name)
                        file.append(set.type == .warmup ? ",1," : ",0,")
                        file.append(int: set.reps)
                        file.append(byte: 0x2C)
                        file.append(int: set.reps)
                        file.append(",0,,")
                        if let rpe = set.rpe { file.append(decimal: rpe) }
                        file.append(set.rpe == nil ? ",0," : ",1,")
                        if set.weight > 0 {
                            file.append(decimal: set.weight)
                            file.append(",kg,")
                            file.append(decimal: set.weight)
                            file.append(",kg,0,")
                        } else {
                            file.append(",,,,0,")
                        }
                        let time = session.startedAt.addingTimeInterval(Double(session.duration * done / max(1, total)))
                        file.append(iso(time))
                        file.append(",,,")
                        file.append(notes)
                        try file.endRow()
                    }
                }
            }
        }
    }

    /// `2024-11-12T17:10:00.000Z`, as Liftosaur writes instants.
    static func iso(_ date: Date) -> [UInt8] {
        Array(Timestamp.string(date).utf8.dropLast()) + Array(".000Z".utf8)
    }

    /// Whether a set has a row: every set but holds.
    static func isWritten(_ set: PerformedSet) -> Bool { set.durationSeconds == nil }

    /// `Bench Press, Barbell` for Strong's `Bench Press (Barbell)`; Strong's name when Liftosaur has no such
    /// equipment word (`Chin Up (Assisted)`) or the name has no qualifier.
    static func exerciseName(for id: UUID) -> String {
        let strong = ExercisePool.name(for: id, in: [:])
        guard strong.hasSuffix(")"), let open = strong.lastIndex(of: "(") else { return strong }
        let qualifier = String(strong[strong.index(after: open)..<strong.index(before: strong.endIndex)])
        guard LiftosaurReader.equipment[qualifier.lowercased()] == qualifier else { return strong }
        let base = strong[..<open].trimmingCharacters(in: .whitespaces)
        return "\(base), \(qualifier == "Machine" ? "Leverage Machine" : qualifier)"
    }
}
