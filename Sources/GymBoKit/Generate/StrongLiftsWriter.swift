import Foundation

/// Writes a history as a StrongLifts export in its current layout (SPEC §3.7): one row per exercise,
/// newest workout first, with `Set N (Reps)`, `Set N (KG)` pairs up to the history's longest exercise.
///
/// Warm-ups are left out, as StrongLifts exports none. A failed set is its reps achieved (`-` in
/// `Sets×Reps` for 0), a drop set an ordinary slot. Holds fill `Sets×Time` (`60s/60s`) and leave their
/// slots blank. `Workout` numbers the sessions from 1, oldest first; start and end are 12-hour local
/// times (`6:05 PM`). The summary columns (top set, e1RM by Epley, reps, volumes) are computed from the
/// working sets; the reader does not need them.
package enum StrongLiftsWriter {
    static let fixedHeader = "Date (yyyy/mm/dd),Workout,Workout Name,Program Name,Body Weight (KG),Exercise,Sets×Reps,Sets×Time,Top Set (Reps×KG),e1RM (KG),Reps,Volume (KG),Workout Volume (KG),Duration (hours),Start Time (h:mm),End Time (h:mm),Notes"

    /// The header with `slots` set column pairs.
    package static func header(slots: Int) -> String {
        fixedHeader + (0..<slots).map { ",Set \($0 + 1) (Reps),Set \($0 + 1) (KG)" }.joined()
    }

    /// Writes `history` to `path`; returns the bytes written.
    @discardableResult
    package static func write(_ history: GeneratedHistory, to path: String) throws -> Int {
        let slots = max(1, history.sessions.flatMap { $0.exercises.map { $0.sets.filter { $0.type != .warmup }.count } }.max() ?? 1)
        return try OutputFile.write(to: path) { file in
            file.append(header(slots: slots) + "\n")
            let zone = history.athlete.timeZone
            for (number, session) in history.sessions.enumerated().reversed() {
                let start = LocalTime(session.startedAt, in: zone)
                let end = LocalTime(session.startedAt.addingTimeInterval(Double(session.duration)), in: zone)
                let working = session.exercises.map { $0.sets.filter { $0.type != .warmup } }
                let workoutVolume = working.joined().reduce(0) { $0 + $1.volume }
                for (exercise, sets) in zip(session.exercises, working) where !sets.isEmpty {
                    let timed = sets.contains { $0.durationSeconds != nil }
                    let top = sets.filter(\.completed).max { ($0.weight, $0.reps) < ($1.weight, $1.reps) }
                    file.append(start.dayText.replacingOccurrences(of: "-", with: "/") + ",")
                    file.append(int: number + 1)
                    file.append(byte: 0x2C)
                    file.append(field: session.name)
                    file.append(byte: 0x2C)
                    file.append(field: history.program)
                    file.append(byte: 0x2C)
                    if let bodyweight = history.athlete.bodyweight { file.append(decimal: bodyweight) }
                    file.append(byte: 0x2C)
                    file.append(field: ExercisePool.name(for: exercise.exerciseId, in: ExercisePool.strongLiftsNames))
                    file.append(byte: 0x2C)
                    if !timed { file.append(sets.map { $0.reps > 0 ? String($0.reps) : "-" }.joined(separator: "/")) }
                    file.append(byte: 0x2C)
                    if timed { file.append(sets.map { "\(Int($0.durationSeconds ?? 0))s" }.joined(separator: "/")) }
                    file.append(byte: 0x2C)
                    if let top, !timed {
                        file.append("\(top.reps)×")
                        file.append(decimal: top.weight)
                    }
                    file.append(byte: 0x2C)
                    if let top, !timed, top.weight > 0 { file.append(decimal: top.weight * (1 + Double(top.reps) / 30)) }
                    file.append(byte: 0x2C)
                    file.append(int: sets.filter(\.completed).reduce(0) { $0 + $1.reps })
                    file.append(byte: 0x2C)
                    file.append(decimal: sets.reduce(0) { $0 + $1.volume })
                    file.append(byte: 0x2C)
                    file.append(decimal: workoutVolume)
                    file.append(byte: 0x2C)
                    file.append(decimal: Double(session.duration) / 3600)
                    file.append(byte: 0x2C)
                    file.append(clock(start) + "," + clock(end) + ",")
                    if !exercise.notes.isEmpty { file.append(field: exercise.notes) }
                    for i in 0..<slots {
                        file.append(byte: 0x2C)
                        if i < sets.count, !timed { file.append(int: sets[i].reps) }
                        file.append(byte: 0x2C)
                        if i < sets.count, !timed { file.append(decimal: sets[i].weight) }
                    }
                    try file.endRow()
                }
            }
        }
    }

    /// `6:05 PM`: StrongLifts' 12-hour clock without a leading zero.
    static func clock(_ time: LocalTime) -> String {
        let hour = time.hour % 12 == 0 ? 12 : time.hour % 12
        return "\(hour):" + String(decoding: OutputFile.twoDigits(time.minute), as: UTF8.self) + (time.hour < 12 ? " AM" : " PM")
    }
}
