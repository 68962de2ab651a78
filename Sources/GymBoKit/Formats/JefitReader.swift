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
/// The tables reference one another, so the whole file is read before the first session is handed out.
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
        let reader = CSVReader(path: path)
        var collector = Collector(path: path)
        try reader.forEachRecord { try collector.take($0) }
        try Assembly(reader: self, sections: collector.finish()).run(into: &sink)
    }

    /// Reads an export held in memory (standard input, tests); `path` names it in messages.
    package func read<S: SessionSink>(data: Data, into sink: inout S) throws {
        let reader = CSVReader(path: path)
        var collector = Collector(path: path)
        try reader.forEachRecord(in: data) { try collector.take($0) }
        try Assembly(reader: self, sections: collector.finish()).run(into: &sink)
    }

    static let expectedHeader = "### WORKOUT SESSIONS ###, then _id,starttime,…; ### EXERCISE LOGS ###, then _id,belongSession,ename,logs,…"
}

extension JefitReader {
    /// One `### NAME ###` table.
    struct Section {
        var name: String
        var line: Int
        var header: [String] = []
        var rows: [CSVRecord] = []

        /// The column named one of `names` (lowercase).
        func column(_ names: String...) -> Int? {
            for name in names { if let i = header.firstIndex(of: name) { return i } }
            return nil
        }
    }

    /// Splits the file's records into its tables.
    struct Collector {
        let path: String
        var sections: [Section] = []
        var sawAnything = false

        init(path: String) { self.path = path }

        mutating func take(_ record: CSVRecord) throws {
            let blank = record.count == 0 || (record.count == 1 && ExportCell.trim(record[0]).isEmpty)
            if blank { return }
            if !sawAnything {
                sawAnything = true
                guard record.count == 1, JefitReader.sectionName(record[0]) != nil else {
                    throw DiagnosticError(.error(path, record.line, "not a JEFIT export (expected a first line like ### WORKOUT SESSIONS ###; found \(ExportCell.describe(record.fields)))"))
                }
            }
            if record.count == 1, let name = JefitReader.sectionName(record[0]) {
                sections.append(Section(name: name, line: record.line))
                return
            }
            if sections[sections.count - 1].header.isEmpty {
                try ExportStream.rejectRepeatedColumns(record, path: path)
                sections[sections.count - 1].header = record.fields.map { ExportCell.trim($0).lowercased() }
                return
            }
            try ExportStream.rejectCutOff(record, columns: sections[sections.count - 1].header.count, path: path)
            sections[sections.count - 1].rows.append(record)
        }

        func finish() throws -> [Section] {
            guard sawAnything else {
                throw DiagnosticError(.error(path, 1, "empty file (expected a JEFIT export with sections like \(JefitReader.expectedHeader))"))
            }
            return sections
        }
    }

    /// A workout session of the `WORKOUT SESSIONS` table.
    struct SessionRow {
        var start: Date
        var duration: Int
        var line: Int
    }

    /// One exercise log row: its sets, in the order written.
    struct Block {
        var logId: String
        var sets: [PerformedSet]
        var line: Int
    }

    /// A session being built: its exercises by name, each a list of blocks.
    struct Bucket {
        var start: Date
        var duration: Int
        var line: Int
        var order: [String] = []
        var blocks: [String: [Block]] = [:]
    }

    /// Joins the tables into sessions.
    struct Assembly {
        let reader: JefitReader
        let sections: [Section]
        var path: String { reader.path }

        func section(_ name: String) -> Section? { sections.first { $0.name == name } }

        func run<S: SessionSink>(into sink: inout S) throws {
            let known: Set<String> = ["WORKOUT SESSIONS", "EXERCISE LOGS", "EXERCISE SET LOGS", "SETTING", "SETTINGS"]
            guard let logs = section("EXERCISE LOGS") else {
                throw DiagnosticError(.error(path, 1, "no ### EXERCISE LOGS ### section (expected a JEFIT export with its exercise logs; found \(sections.map(\.name).joined(separator: ", ")))"))
            }
            let unit = try massUnit(into: &sink)
            let sessions = try sessionRows(into: &sink)
            let setLogs = try setLogRows(into: &sink)
            var buckets = try exerciseLogs(logs, unit: unit, sessions: sessions, into: &sink)

            // Set logs replace the packed sets of the logs they name.
            for key in buckets.keys {
                for name in buckets[key]!.order {
                    for b in buckets[key]!.blocks[name]!.indices {
                        let id = buckets[key]!.blocks[name]![b].logId
                        if let rows = setLogs.rows[id] {
                            buckets[key]!.blocks[name]![b].sets = rows.sorted { ($0.index, $0.line) < ($1.index, $1.line) }.map(\.set)
                        }
                    }
                }
            }
            let allLogIds = Set(logs.column("_id").map { column in logs.rows.map { String(ExportCell.trim($0[column])) } } ?? [])
            for (id, rows) in setLogs.rows where !allLogIds.contains(id) {
                let line = rows.map(\.line).min() ?? 1
                try sink.report(.error(path, line, "the set log names exercise log '\(ExportCell.shown(id))', which is not in ### EXERCISE LOGS ### (expected the _id of an exercise log)"))
            }

            var warmups = 0
            for bucket in buckets.values.sorted(by: { ($0.start, $0.line) < ($1.start, $1.line) }) {
                var session = ParsedSession(name: "JEFIT \(dayText(bucket.start))", startedAt: bucket.start, duration: bucket.duration, line: bucket.line)
                for name in bucket.order {
                    let sets = bucket.blocks[name]!.flatMap(\.sets)
                    guard !sets.isEmpty else { continue }
                    session.exercises.append(ParsedExercise(reference: ExerciseReference(name: name), sets: sets))
                }
                guard !session.exercises.isEmpty else { continue }
                warmups += RampSets.markWarmups(in: &session)
                try sink.add(session)
            }
            let passedOver = sections.map(\.name).filter { !known.contains($0) }
            if !passedOver.isEmpty {
                try sink.report(Diagnostic(path: path, line: 1, severity: .note, message: "sections not read (no training sets in them): \(passedOver.joined(separator: ", "))"))
            }
            if warmups > 0 {
                try sink.report(Diagnostic(path: path, line: 1, severity: .note, message:
                    "\(NumberText.count(warmups, "set", "sets")) read as warm-ups: lighter ramp-up sets before an exercise's working sets (JEFIT has no warm-up marker)"))
            }
        }

        /// `2023-03-07` for a start in the athlete's zone.
        func dayText(_ date: Date) -> String {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = reader.timeZone
            let parts = calendar.dateComponents([.year, .month, .day], from: date)
            return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
        }

        /// The unit of the packed logs, from `SETTING` or the caller, with a note naming it.
        func massUnit<S: SessionSink>(into sink: inout S) throws -> WeightUnit {
            if let setting = section("SETTING") ?? section("SETTINGS"), let column = setting.column("mass"), let row = setting.rows.first {
                let text = String(ExportCell.trim(row[column]))
                if let unit = WeightUnit(parsing: text) {
                    try sink.report(Diagnostic(path: path, line: row.line, severity: .note, message: "weights read as \(unit.rawValue): the export's SETTING says mass '\(text)'"))
                    return unit
                }
                try sink.report(.warning(path, row.line, "SETTING mass '\(ExportCell.shown(text))' is not a unit (expected kg or lbs); weights read as \(reader.unit.rawValue) (--unit)"))
                return reader.unit
            }
            try sink.report(Diagnostic(path: path, line: 1, severity: .note, message: "weights read as \(reader.unit.rawValue): the export has no SETTING mass (--unit \(reader.unit == .kg ? "lb" : "kg") reads them as \(reader.unit == .kg ? "pounds" : "kilograms"))"))
            return reader.unit
        }

        /// A Unix time in seconds (or milliseconds) as an instant; `nil` for blank or 0.
        static func unixTime(_ text: Substring) -> Date?? {
            if text.isEmpty || text == "0" { return .some(nil) }
            guard let value = Double(text), value.isFinite, value > 0 else { return nil }
            let seconds = value > 1e11 ? value / 1000 : value
            // Up to the end of year 9999: a larger number is a corrupt cell, not a time.
            guard seconds < 253_402_300_800 else { return nil }
            return .some(Date(timeIntervalSince1970: seconds))
        }

        func sessionRows<S: SessionSink>(into sink: inout S) throws -> [String: SessionRow] {
            guard let table = section("WORKOUT SESSIONS") else { return [:] }
            guard let id = table.column("_id", "id"), let start = table.column("starttime", "start_time") else {
                throw DiagnosticError(.error(path, table.line + 1, "### WORKOUT SESSIONS ### has no _id or starttime column (expected _id,mydate,starttime,endtime,…)"))
            }
            let end = table.column("endtime", "end_time"), total = table.column("total_time", "totaltime")
            var rows: [String: SessionRow] = [:]
            for record in table.rows {
                if let problem = ExportCell.utf8Problem(record, header: table.header) {
                    try sink.report(.error(path, record.line, problem.message)); continue
                }
                let key = String(ExportCell.trim(record[id]))
                let startText = ExportCell.trim(record[start])
                guard let parsed = Self.unixTime(startText), let began = parsed else {
                    try sink.report(.error(path, record.line, "starttime '\(ExportCell.shown(startText))' is not a time (expected Unix seconds such as 1678208400)"))
                    continue
                }
                var duration = 0
                if let end, let parsedEnd = Self.unixTime(ExportCell.trim(record[end])), let ended = parsedEnd,
                   ended > began, ended.timeIntervalSince(began) < 86_400 {
                    duration = Int(ended.timeIntervalSince(began))
                } else if let total, let seconds = ExportCell.number(ExportCell.trim(record[total])), seconds.isFinite, seconds > 0, seconds < 86_400 {
                    duration = Int(seconds)
                }
                if rows[key] != nil {
                    try sink.report(.error(path, record.line, "session _id '\(ExportCell.shown(key))' appears twice in ### WORKOUT SESSIONS ### (expected each session once)"))
                    continue
                }
                rows[key] = SessionRow(start: began, duration: duration, line: record.line)
            }
            return rows
        }

        /// The rows of `EXERCISE SET LOGS` by the exercise log they belong to.
        func setLogRows<S: SessionSink>(into sink: inout S) throws -> (rows: [String: [(set: PerformedSet, index: Int, line: Int)]], present: Bool) {
            guard let table = section("EXERCISE SET LOGS") else { return ([:], false) }
            guard let log = table.column("exercise_log_id", "exerciselog_id", "belongexerciselog", "exercise_log", "log_id"),
                  let weight = table.column("weight", "weight_lbs", "lbs", "weight_lb"), let reps = table.column("reps", "rep")
            else {
                throw DiagnosticError(.error(path, table.line + 1, "### EXERCISE SET LOGS ### has no exercise_log_id, weight or reps column (expected exercise_log_id,set_index,weight,reps,…)"))
            }
            let index = table.column("set_index", "setindex", "set_order", "setorder")
            var rows: [String: [(set: PerformedSet, index: Int, line: Int)]] = [:]
            for record in table.rows {
                do {
                    if let problem = ExportCell.utf8Problem(record, header: table.header) { throw problem }
                    let written = try ExportCell.weight(record, weight, column: table.header[weight])
                    let count = try ExportCell.reps(record, reps, column: table.header[reps])
                    var order = rows[String(ExportCell.trim(record[log]))]?.count ?? 0
                    if let index {
                        let text = ExportCell.trim(record[index])
                        if !text.isEmpty {
                            guard let value = Int(text), value >= 0 else {
                                throw CellError("\(table.header[index]) '\(ExportCell.shown(text))' is not a set number (expected a whole number from 0)")
                            }
                            order = value
                        }
                    }
                    let set = PerformedSet(reps: count, weight: WeightUnit.lb.toKilograms(written), completed: count > 0, originalWeight: written, originalUnit: .lb)
                    rows[String(ExportCell.trim(record[log])), default: []].append((set, order, record.line))
                } catch let error as CellError {
                    try sink.report(.error(path, record.line, error.message))
                }
            }
            return (rows, true)
        }

        /// The packed sets of a `logs` cell.
        static func packedSets(_ text: Substring, unit: WeightUnit, column: String) throws(CellError) -> [PerformedSet] {
            var sets: [PerformedSet] = []
            for part in text.split(separator: ",", omittingEmptySubsequences: false) {
                let item = part.trimmingCharacters(in: .whitespaces)
                guard let x = item.firstIndex(where: { $0 == "x" || $0 == "X" || $0 == "×" }) else {
                    throw CellError("\(column) '\(ExportCell.shown(text))' is not a list of sets (expected weight x reps, as in 20x10,70x5,90x5)")
                }
                let weightText = String(item[..<x]), repsText = String(item[item.index(after: x)...])
                guard !weightText.isEmpty, !repsText.isEmpty else {
                    throw CellError("\(column) '\(ExportCell.shown(text))' is not a list of sets (expected weight x reps, as in 20x10,70x5,90x5)")
                }
                let written = try ExportCell.weight(weightText, column: column)
                let reps = try ExportCell.reps(repsText, column: column)
                sets.append(PerformedSet(reps: reps, weight: unit.toKilograms(written), completed: reps > 0, originalWeight: written, originalUnit: unit))
                guard sets.count <= Session.maxEntries else {
                    throw CellError("\(column) holds more than \(Session.maxEntries) sets (expected the sets of one exercise)")
                }
            }
            return sets
        }

        /// Whether `a` begins with `b` (same reps and weights, in order).
        static func begins(_ a: [PerformedSet], with b: [PerformedSet]) -> Bool {
            a.count >= b.count && zip(a, b).allSatisfy { $0.reps == $1.reps && $0.originalWeight == $1.originalWeight }
        }

        func exerciseLogs<S: SessionSink>(_ table: Section, unit: WeightUnit, sessions: [String: SessionRow], into sink: inout S) throws -> [String: Bucket] {
            guard let name = table.column("ename", "exercise_name", "exercisename", "name"), let logs = table.column("logs", "log") else {
                throw DiagnosticError(.error(path, table.line + 1, "### EXERCISE LOGS ### has no ename or logs column (expected _id,belongSession,mydate,ename,logs,…)"))
            }
            let id = table.column("_id", "id"), session = table.column("belongsession", "belong_session", "session_id")
            let day = table.column("mydate", "date")
            var buckets: [String: Bucket] = [:]
            for record in table.rows {
                do {
                    if let problem = ExportCell.utf8Problem(record, header: table.header) { throw problem }
                    let exercise = ExportCell.trimmed(record[name])
                    guard !exercise.isEmpty else { throw CellError("ename is empty (expected the exercise's name)") }
                    let logText = ExportCell.trim(record[logs])
                    let sets = logText.isEmpty ? [] : try Self.packedSets(logText, unit: unit, column: table.header[logs])
                    let sessionKey = session.map { String(ExportCell.trim(record[$0])) } ?? ""
                    let key: String
                    if let known = sessions[sessionKey] {
                        key = "s:" + sessionKey
                        if buckets[key] == nil { buckets[key] = Bucket(start: known.start, duration: known.duration, line: known.line) }
                    } else {
                        let dayText = day.map { ExportCell.trim(record[$0]) } ?? ""
                        guard let date = LocalDateTime(parsing: dayText) else {
                            throw CellError("the log's session '\(ExportCell.shown(sessionKey))' is not in ### WORKOUT SESSIONS ### and mydate '\(ExportCell.shown(dayText))' is not a date (expected YYYY-MM-DD)")
                        }
                        key = "d:\(date.year)-\(date.month)-\(date.day)"
                        if buckets[key] == nil {
                            let noon = LocalDateTime(year: date.year, month: date.month, day: date.day, hour: 12)!
                            buckets[key] = Bucket(start: noon.instant(in: reader.timeZone), duration: 0, line: record.line)
                        }
                    }
                    let block = Block(logId: id.map { String(ExportCell.trim(record[$0])) } ?? "", sets: sets, line: record.line)
                    var bucket = buckets[key]!
                    if bucket.blocks[exercise] == nil { bucket.order.append(exercise) }
                    var blocks = bucket.blocks[exercise] ?? []
                    if let earlier = blocks.firstIndex(where: { Self.begins(sets, with: $0.sets) }) {
                        blocks[earlier] = block  // a later snapshot of the same log
                    } else if !blocks.contains(where: { Self.begins($0.sets, with: sets) }) {
                        blocks.append(block)  // another block of the exercise
                    }
                    bucket.blocks[exercise] = blocks
                    buckets[key] = bucket
                } catch let error as CellError {
                    try sink.report(.error(path, record.line, error.message))
                }
            }
            return buckets
        }
    }
}
