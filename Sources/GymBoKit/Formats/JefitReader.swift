import Foundation

/// Reads JEFIT's export (SPEC §3.7): several CSV tables in one file, each after a `### NAME ###` line.
///
/// The tables read, by their column names (any order, any case):
/// - `WORKOUT SESSIONS`: `_id`, `starttime` (Unix seconds), optional `endtime`, `total_time`, `mydate`;
/// - `EXERCISE LOGS`: `_id`, `belongSession` (a session's `_id`), `mydate`, `ename`, and `logs`, the
///   exercise's sets packed in one field as weight x reps: `"20x10,70x5,90x5"`;
/// - `EXERCISE SET LOGS` (newer exports): one row per set, naming its exercise log (`exercise_log_id`),
///   with `weight` (always pounds) and `reps`, optionally `set_index`;
/// - `SETTING`: `mass`, the unit of the packed logs (`kg`, `lbs`).
/// Other tables (routines, body stats, …) are passed over, and a note names them.
///
/// Decisions where the export is silent:
/// - An exercise log can be written several times as the lifter logs sets, each a snapshot of the ones
///   so far (`20x10`, then `20x10,60x8`, …). A log whose sets begin with an earlier log's sets of the
///   same exercise in the same session replaces it, and one that an earlier log already contains is
///   dropped, so no set is counted twice. Any other repeat is a second block of the exercise: its sets
///   follow the first block's in one entry.
/// - Where `EXERCISE SET LOGS` has rows for an exercise log, they are that log's sets (the packed field
///   is the older copy of the same sets).
/// - No `SETTING` table, or a `mass` that is not a unit: the packed logs are in `unit` (the CLI's
///   `--unit`, default kg). A note names the unit used either way.
/// - A log whose session is not in `WORKOUT SESSIONS` joins a session of its `mydate`, starting at noon
///   local time (as FitNotes days do). Sessions are named `JEFIT <date>` and handed out oldest first.
/// - A session's duration is `endtime − starttime`, else `total_time`, when under a day.
/// - JEFIT marks no warm-ups: lighter ramp-up sets before an exercise's working sets are read as
///   warm-ups, as with FitNotes (`RampSets`), and a note says how many.
/// - Logs that are not weight x reps (cardio logs, other shapes) are reported with their line.
///
/// The tables reference one another in any order, and the unit may come last (`SETTING` follows the logs
/// in the app's exports), so no session is complete before the whole file is read. Reading is done in two
/// steps: the file is read and its tables joined (`prepare`, independent of the athlete's zone), then the
/// sessions are dated in the zone and handed out (`read(_:into:)`). An import run prepares the next file
/// on another thread while the current one is written (`ReadAhead`).
package struct JefitReader: Sendable {
    package let path: String
    /// The unit of the packed logs when the file does not say.
    package let unit: WeightUnit
    /// The athlete's zone, for session dates and sessions built from `mydate`.
    package let timeZone: TimeZone

    package init(path: String, unit: WeightUnit = .kg, timeZone: TimeZone) {
        self.path = path
        self.unit = unit
        self.timeZone = timeZone
    }

    /// Whether `header` (the file's first line) is a JEFIT section line `### NAME ###`.
    package static func matches(header: [String]) -> Bool {
        header.count == 1 && sectionName(header[0]) != nil
    }

    /// `WORKOUT SESSIONS` for `### WORKOUT SESSIONS ###`; `nil` for any other text.
    static func sectionName(_ text: String) -> String? {
        let trimmed = ExportCell.trim(text)
        guard trimmed.count > 6, trimmed.hasPrefix("###"), trimmed.hasSuffix("###") else { return nil }
        let name = trimmed.dropFirst(3).dropLast(3).trimmingCharacters(in: .whitespaces)
        return name.isEmpty || name.contains("#") ? nil : name.uppercased()
    }

    /// Reads the file at `path`; sessions go to `sink` once the whole file is read.
    package func read<S: SessionSink>(into sink: inout S) throws {
        try read(Self.prepare(path: path, unit: unit), into: &sink)
    }

    /// Reads an export held in memory (standard input, tests); `path` names it in messages.
    package func read<S: SessionSink>(data: Data, into sink: inout S) throws {
        try read(Self.prepare(data: data, path: path, unit: unit), into: &sink)
    }

    /// Hands over a file prepared before, maybe on another thread: what its reading reported, then its
    /// sessions dated in `timeZone`, oldest first. A file prepared for another path or unit is read again.
    package func read<S: SessionSink>(_ prepared: Prepared, into sink: inout S) throws {
        guard prepared.path == path, prepared.unit == unit else { return try read(into: &sink) }
        for diagnostic in prepared.diagnostics { try sink.report(diagnostic) }
        let joined = try prepared.outcome.get()
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let starts = joined.buckets.map { $0.start.instant(in: timeZone) }
        let order = joined.buckets.indices.sorted { (starts[$0], joined.buckets[$0].line) < (starts[$1], joined.buckets[$1].line) }
        var warmups = 0
        for index in order {
            let bucket = joined.buckets[index]
            var session = ParsedSession(name: "JEFIT \(Self.dayText(starts[index], calendar))", startedAt: starts[index], duration: bucket.duration, line: bucket.line)
            for exercise in bucket.exercises {
                let sets = exercise.blocks.count == 1 ? exercise.blocks[0].sets : exercise.blocks.flatMap(\.sets)
                guard !sets.isEmpty else { continue }
                session.exercises.append(ParsedExercise(reference: ExerciseReference(name: exercise.name), sets: sets))
            }
            guard !session.exercises.isEmpty else { continue }
            warmups += RampSets.markWarmups(in: &session)
            try sink.add(session)
        }
        if !joined.passedOver.isEmpty {
            try sink.report(Diagnostic(path: path, line: 1, severity: .note, message: "sections not read (no training sets in them): \(joined.passedOver.joined(separator: ", "))"))
        }
        if warmups > 0 {
            try sink.report(Diagnostic(path: path, line: 1, severity: .note, message:
                "\(NumberText.count(warmups, "set", "sets")) read as warm-ups: lighter ramp-up sets before an exercise's working sets (JEFIT has no warm-up marker)"))
        }
    }

    /// `2023-03-07` for an instant, in the calendar's zone.
    static func dayText(_ date: Date, _ calendar: Calendar) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }

    static let expectedHeader = "### WORKOUT SESSIONS ###, then _id,starttime,…; ### EXERCISE LOGS ###, then _id,belongSession,ename,logs,…"
}
