import Foundation

/// Writes a history as Lyfta's CSV export (SPEC §3.7): one row per set, newest workout first.
///
/// The header's first name has its leading space and two names are quoted, as Lyfta writes them. `Date`
/// is the local start `yyyy-MM-dd HH:mm:ss`, `Duration` the workout's `HH:MM:SS`; exercise names carry
/// Lyfta's trailing space. Weights are kg, as the importer reads a file without `--unit`; a bodyweight
/// set has weight 0, a hold reps 0 and its seconds in `Time`. `Set Type` is `WARMUP_SET`, `DROP_SET`,
/// `FAILURE_SET` (a failed set, with the reps achieved) or `NORMAL_SET`; exercises of a superset share a
/// `Superset id`.
package enum LyftaWriter {
    package static let header = #" Title,Date,Duration,Exercise,"Superset id",Weight,Reps,Distance,Time,"Set Type""#

    /// Writes `history` to `path`; returns the bytes written.
    @discardableResult
    package static func write(_ history: GeneratedHistory, to path: String) throws -> Int {
        try OutputFile.write(to: path) { file in
            file.append(header + "\n")
            let zone = history.athlete.timeZone
            for session in history.sessions.reversed() {
                let prefix = OutputFile.csvField(session.name) + [0x2C] + LocalTime(session.startedAt, in: zone).strongText + [0x2C]
                    + clock(session.duration) + [0x2C]
                for exercise in session.exercises {
                    let name = OutputFile.csvField(ExercisePool.name(for: exercise.exerciseId, in: ExercisePool.fitbodNames) + " ")
                    let superset = exercise.groupId.map { Array(String($0).utf8) } ?? []
                    for set in exercise.sets {
                        file.append(prefix)
                        file.append(name)
                        file.append(byte: 0x2C)
                        file.append(superset)
                        file.append(byte: 0x2C)
                        file.append(decimal: set.weight)
                        file.append(byte: 0x2C)
                        file.append(int: set.reps)
                        file.append(",,")
                        if let seconds = set.durationSeconds { file.append(int: Int(seconds.rounded())) }
                        file.append(byte: 0x2C)
                        file.append(setType(set))
                        try file.endRow()
                    }
                }
            }
        }
    }

    /// Lyfta's `Set Type` of a set: a failed set is `FAILURE_SET`, as Lyfta has no "not completed".
    static func setType(_ set: PerformedSet) -> String {
        if !set.completed { return "FAILURE_SET" }
        switch set.type {
        case .warmup: return "WARMUP_SET"
        case .dropset: return "DROP_SET"
        case .failure: return "FAILURE_SET"
        case .normal: return "NORMAL_SET"
        }
    }

    /// `01:04:37`: seconds as hours, minutes and seconds.
    static func clock(_ seconds: Int) -> [UInt8] {
        LocalTime.digits(seconds / 3600, 2) + [0x3A] + OutputFile.twoDigits(seconds % 3600 / 60) + [0x3A] + OutputFile.twoDigits(seconds % 60)
    }
}
