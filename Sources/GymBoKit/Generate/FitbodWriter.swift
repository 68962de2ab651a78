import Foundation

/// Writes a history as Fitbod's `WorkoutExport.csv` (SPEC §3.7): one row per set, newest workout first.
///
/// Every row of a workout carries the workout's start as `yyyy-MM-dd HH:mm:ss +0000` (UTC); there is no
/// set index, rows are in set order. Weights are kilograms per implement and `multiplier` is Fitbod's
/// volume factor (2 for a pair of dumbbells, 0 for holds, else 1). Warm-ups are `isWarmup` true; holds
/// have reps 0 and their `Duration(s)`. Fitbod has no failed or drop-set flag: a failed set is its reps
/// achieved (a missed attempt 0 reps), a drop set an ordinary row. The exercise's notes repeat on each of
/// its rows, unquoted as Fitbod writes them (a line break becomes a space, a `"` a `'`).
package enum FitbodWriter {
    package static let header = "Date,Exercise,Reps,Weight(kg),Duration(s),Distance(m),Incline,Resistance,isWarmup,Note,multiplier"

    /// Writes `history` to `path`; returns the bytes written.
    @discardableResult
    package static func write(_ history: GeneratedHistory, to path: String) throws -> Int {
        try OutputFile.write(to: path) { file in
            file.append(header + "\n")
            let utc = TimeZone(secondsFromGMT: 0)!
            for session in history.sessions.reversed() {
                let prefix = LocalTime(session.startedAt, in: utc).strongText + Array(" +0000,".utf8)
                for exercise in session.exercises {
                    let name = Array(plain(ExercisePool.name(for: exercise.exerciseId, in: ExercisePool.fitbodNames)).utf8) + [0x2C]
                    let note = Array(plain(exercise.notes).utf8)
                    let multiplier = ExercisePool.fitbodMultiplier(for: exercise.exerciseId)
                    for set in exercise.sets {
                        file.append(prefix)
                        file.append(name)
                        file.append(int: set.reps)
                        file.append(byte: 0x2C)
                        file.append(decimal: set.weight)
                        file.append(byte: 0x2C)
                        file.append(decimal: set.durationSeconds ?? 0)
                        file.append(byte: 0x2C)
                        file.append(decimal: set.distanceMeters ?? 0)
                        file.append(",0,0,")
                        file.append(set.type == .warmup ? "true," : "false,")
                        file.append(note)
                        file.append(byte: 0x2C)
                        file.append(int: multiplier)
                        try file.endRow()
                    }
                }
            }
        }
    }

    /// Text as Fitbod writes it, unquoted: one line, no double quotes.
    static func plain(_ text: String) -> String {
        guard text.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\"" }) else { return text }
        return text.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
            .replacingOccurrences(of: "\r", with: " ").replacingOccurrences(of: "\"", with: "'")
    }
}
