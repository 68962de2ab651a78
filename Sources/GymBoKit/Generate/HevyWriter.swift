import Foundation

/// Writes a history as Hevy's `workout_data.csv` (SPEC §3.5): one row per set, newest workout first.
///
/// Every field is quoted, as Hevy writes them. Times are local (`8 Apr 2026, 16:50`, English month names,
/// no seconds); `set_index` counts every set of the exercise from 0; `set_type` is normal, warmup, dropset
/// or failure (failed sets are `failure` with the reps achieved: Hevy has no "not completed" flag);
/// exercises of a superset share a `superset_id`; line breaks in notes are the two characters `\n`.
/// Bodyweight sets have a blank weight; holds a blank weight and reps and their `duration_seconds`.
package enum HevyWriter {
    package static let header = #""title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe""#

    /// Writes `history` to `path`; returns the bytes written.
    @discardableResult
    package static func write(_ history: GeneratedHistory, to path: String) throws -> Int {
        try OutputFile.write(to: path) { file in
            file.append(header + "\n")
            let zone = history.athlete.timeZone
            for session in history.sessions.reversed() {
                let start = LocalTime(session.startedAt, in: zone).hevyText
                let end = LocalTime(session.startedAt.addingTimeInterval(Double(session.duration)), in: zone).hevyText
                let prefix = [session.name, start, end, escaped(session.notes)].map { OutputFile.csvField($0, alwaysQuote: true) }
                    .joined(separator: [0x2C]) + [0x2C]
                for exercise in session.exercises {
                    let name = ExercisePool.appName(for: exercise.exerciseId) ?? exercise.exerciseId.lowercased
                    let exercisePart = [name, exercise.groupId.map(String.init) ?? "", escaped(exercise.notes)]
                        .map { OutputFile.csvField($0, alwaysQuote: true) }.joined(separator: [0x2C]) + [0x2C]
                    for (index, set) in exercise.sets.enumerated() {
                        file.append(prefix)
                        file.append(exercisePart)
                        quoted(file) { $0.append(int: index) }
                        let type: SetType = set.completed ? set.type : .failure
                        quoted(file) { $0.append(type.rawValue) }
                        let timed = set.durationSeconds != nil
                        quoted(file) { if !timed && set.weight > 0 { $0.append(decimal: set.weight) } }
                        quoted(file) { if !timed { $0.append(int: set.reps) } }
                        quoted(file) { if let d = set.distanceMeters { $0.append(decimal: d / 1000) } }
                        quoted(file) { if let d = set.durationSeconds { $0.append(decimal: d) } }
                        quoted(file, last: true) { if let rpe = set.rpe { $0.append(decimal: rpe) } }
                        try file.endRow()
                    }
                }
            }
        }
    }

    /// Hevy writes a line break inside notes as the two characters `\n`.
    static func escaped(_ text: String) -> String {
        text.contains("\n") ? text.replacingOccurrences(of: "\n", with: "\\n") : text
    }

    private static func quoted(_ file: OutputFile, last: Bool = false, _ body: (OutputFile) -> Void) {
        file.append(byte: 0x22)
        body(file)
        file.append(byte: 0x22)
        if !last { file.append(byte: 0x2C) }
    }
}
