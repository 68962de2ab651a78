import Foundation

/// Writes a history as a JEFIT export (SPEC §3.7): `### NAME ###` tables in one file.
///
/// `WORKOUT SESSIONS` has a row per session (`_id` from 1, oldest first; Unix `starttime` and `endtime`;
/// `total_time` in seconds), `EXERCISE LOGS` a row per exercise entry whose `logs` field packs its sets as
/// weight x reps in kg (`"20x10,60x8,62.5x8"`; bodyweight `0x12`, a failed set its reps achieved), and
/// `SETTING` says `mass` kg. Each log is written once, as a finished export has it (the reader also folds
/// the cumulative snapshots an app writes while logging). JEFIT's packed sets are weight x reps only, so
/// holds are left out (`heldSets` does not count them), as are warm-up flags: the reader finds ramp-up
/// sets itself.
package enum JefitWriter {
    /// Writes `history` to `path`; returns the bytes written.
    @discardableResult
    package static func write(_ history: GeneratedHistory, to path: String) throws -> Int {
        try OutputFile.write(to: path) { file in
            let zone = history.athlete.timeZone
            file.append("### WORKOUT SESSIONS ###\n_id,mydate,day_id,starttime,endtime,total_time,total_exercise,total_weight\n")
            for (index, session) in history.sessions.enumerated() {
                let start = Int(session.startedAt.timeIntervalSince1970.rounded(.down))
                file.append(int: index + 1)
                file.append(byte: 0x2C)
                file.append(LocalTime(session.startedAt, in: zone).dayText)
                file.append(",1,")
                file.append(int: start)
                file.append(byte: 0x2C)
                file.append(int: start + session.duration)
                file.append(byte: 0x2C)
                file.append(int: session.duration)
                file.append(byte: 0x2C)
                file.append(int: session.exercises.count)
                file.append(byte: 0x2C)
                file.append(decimal: session.volume)
                try file.endRow()
            }
            file.append("### EXERCISE LOGS ###\n_id,belongSession,mydate,eid,ename,logs,record,edit_time\n")
            var log = 0
            for (index, session) in history.sessions.enumerated() {
                let day = LocalTime(session.startedAt, in: zone).dayText
                let edited = Int(session.startedAt.timeIntervalSince1970.rounded(.down)) + session.duration
                for exercise in session.exercises {
                    let sets = exercise.sets.filter { $0.durationSeconds == nil }
                    guard !sets.isEmpty else { continue }
                    log += 1
                    file.append(int: log)
                    file.append(byte: 0x2C)
                    file.append(int: index + 1)
                    file.append(byte: 0x2C)
                    file.append(day)
                    file.append(byte: 0x2C)
                    file.append(int: exercise.exerciseId.catalogNumber ?? 0)
                    file.append(byte: 0x2C)
                    file.append(field: ExercisePool.name(for: exercise.exerciseId, in: ExercisePool.fitbodNames))
                    file.append(",\"")
                    for (i, set) in sets.enumerated() {
                        if i > 0 { file.append(byte: 0x2C) }
                        file.append(decimal: set.weight)
                        file.append(byte: UInt8(ascii: "x"))
                        file.append(int: set.reps)
                    }
                    file.append("\",")
                    file.append(decimal: sets.filter(\.completed).map(\.weight).max() ?? 0)
                    file.append(byte: 0x2C)
                    file.append(int: edited)
                    try file.endRow()
                }
            }
            file.append("### SETTING ###\n_id,mass,length,firstdayofweek\n1,kg,cm,1\n")
        }
    }
}
