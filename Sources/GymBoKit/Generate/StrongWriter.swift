import Foundation

/// Writes a history as a Strong export, header variant C (SPEC §3.5), one row per set, oldest first.
///
/// `Date` is the local start time in the athlete's zone (`YYYY-MM-DD HH:MM:SS`, no zone, as Strong writes
/// it); weights are kg (import with `--unit kg`, the default); `Duration` is `1h 6m` or `56m`; `Set Order`
/// numbers the working sets 1, 2, 3 … and writes `W` for warm-ups, `D` for drop sets and `F` for failed
/// sets. Strong has no "not completed" flag, so a failed set is an `F` row with the reps achieved (0 for
/// a missed attempt). Bodyweight exercises have weight 0; holds (planks) a blank weight, reps 0 and their
/// `Seconds`. Fields are quoted only when they need it. The sqlite3 shell's `.import` reads the file as is.
package enum StrongWriter {
    package static let header = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE"

    /// Writes `history` to `path`; returns the bytes written.
    @discardableResult
    package static func write(_ history: GeneratedHistory, to path: String) throws -> Int {
        try OutputFile.write(to: path) { file in
            file.append(header + "\n")
            let zone = history.athlete.timeZone
            var names: [UUID: [UInt8]] = [:]
            for session in history.sessions {
                let prefix = LocalTime(session.startedAt, in: zone).strongText + [0x2C]
                    + OutputFile.csvField(session.name) + [0x2C] + Array(durationText(session.duration).utf8) + [0x2C]
                let workoutNotes = OutputFile.csvField(session.notes)
                for exercise in session.exercises {
                    let name = names[exercise.exerciseId] ?? {
                        let encoded = OutputFile.csvField(ExercisePool.appName(for: exercise.exerciseId) ?? exercise.exerciseId.lowercased)
                        names[exercise.exerciseId] = encoded
                        return encoded
                    }()
                    var order = 0
                    for (i, set) in exercise.sets.enumerated() {
                        file.append(prefix)
                        file.append(name)
                        file.append(byte: 0x2C)
                        switch set.type {
                        case .warmup: file.append(byte: UInt8(ascii: "W"))
                        case .dropset: file.append(byte: UInt8(ascii: "D"))
                        case .failure: file.append(byte: UInt8(ascii: "F"))
                        case .normal:
                            if set.completed {
                                order += 1
                                file.append(int: order)
                            } else {
                                file.append(byte: UInt8(ascii: "F"))
                            }
                        }
                        file.append(byte: 0x2C)
                        if set.durationSeconds == nil { file.append(decimal: set.weight) }
                        file.append(byte: 0x2C)
                        file.append(int: set.reps)
                        file.append(byte: 0x2C)
                        file.append(decimal: set.distanceMeters ?? 0)
                        file.append(byte: 0x2C)
                        file.append(decimal: set.durationSeconds ?? 0)
                        file.append(byte: 0x2C)
                        let note = !set.note.isEmpty ? set.note : i == 0 ? exercise.notes : ""
                        if !note.isEmpty { file.append(field: note) }
                        file.append(byte: 0x2C)
                        file.append(workoutNotes)
                        file.append(byte: 0x2C)
                        if let rpe = set.rpe { file.append(decimal: rpe) }
                        try file.endRow()
                    }
                }
            }
        }
    }

    /// `56m`, `1h 6m`, `1h` (Strong's duration text; under a minute `45s`).
    package static func durationText(_ seconds: Int) -> String {
        let minutes = (seconds + 30) / 60
        if minutes == 0 { return "\(seconds)s" }
        let h = minutes / 60, m = minutes % 60
        if h == 0 { return "\(m)m" }
        return m == 0 ? "\(h)h" : "\(h)h \(m)m"
    }
}
