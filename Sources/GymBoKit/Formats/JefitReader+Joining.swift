import Foundation

extension JefitReader {
    /// A JEFIT file read and its tables joined into sessions, short of what needs the athlete's zone (the
    /// start of a session built from `mydate`, the sessions' names and order): an import run prepares the
    /// next file on another thread before it knows whose file it is.
    package struct Prepared: Sendable {
        let path: String
        /// The unit the packed logs were read in when `SETTING` does not say.
        let unit: WeightUnit
        /// What the reading reported, in order; handed over before the sessions.
        let diagnostics: [Diagnostic]
        /// The sessions, or what stopped the reading (thrown after `diagnostics`).
        let outcome: Result<Joined, any Error>
    }

    /// The sessions of a file, in the order their first row came, and the tables passed over.
    struct Joined: Sendable {
        var buckets: [Bucket]
        var passedOver: [String]
    }

    /// Reads the file at `path` and joins its tables; `unit` is the packed logs' when `SETTING` does not say.
    package static func prepare(path: String, unit: WeightUnit) -> Prepared {
        prepare(path: path, unit: unit) { try CSVReader(path: path).forEachRecord($0) }
    }

    /// Reads an export held in memory; `path` names it in messages.
    static func prepare(data: Data, path: String, unit: WeightUnit) -> Prepared {
        prepare(path: path, unit: unit) { try CSVReader(path: path).forEachRecord(in: data, $0) }
    }

    private static func prepare(path: String, unit: WeightUnit, records: ((CSVRecord) throws -> Void) throws -> Void) -> Prepared {
        var reported = CollectingSink()
        let outcome = Result<Joined, any Error> {
            var collector = Collector(path: path)
            try records { try collector.take($0) }
            return try Assembly(path: path, unit: unit, sections: collector.finish()).run(into: &reported)
        }
        return Prepared(path: path, unit: unit, diagnostics: reported.diagnostics, outcome: outcome)
    }
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
    struct Block: Sendable {
        /// The log's `_id`, kept only when `EXERCISE SET LOGS` has rows that could name it.
        var logId: String
        var sets: [PerformedSet]
        var line: Int
    }

    /// When a session starts: a session row's `starttime`, or noon of a log's `mydate` in the athlete's zone.
    enum Start: Sendable {
        case instant(Date)
        case noon(LocalDateTime)

        func instant(in zone: TimeZone) -> Date {
            switch self {
            case let .instant(date): return date
            case let .noon(day): return day.instant(in: zone)
            }
        }
    }

    /// A session being built: its exercises in the order they first appear, each a list of blocks.
    struct Bucket: Sendable {
        struct Exercise: Sendable {
            var name: String
            var blocks: [Block]
        }

        var start: Start
        var duration: Int
        var line: Int
        var exercises: [Exercise] = []

        /// Adds a log of `name`: a later snapshot replaces the block it extends, one already contained in
        /// a block is dropped, any other is another block of the exercise.
        mutating func add(_ block: Block, of name: String) {
            // A session has a handful of exercises: a look along them beats hashing the name.
            guard let e = exercises.firstIndex(where: { $0.name == name }) else {
                exercises.append(Exercise(name: name, blocks: [block]))
                return
            }
            if let earlier = exercises[e].blocks.firstIndex(where: { Self.begins(block.sets, with: $0.sets) }) {
                exercises[e].blocks[earlier] = block  // a later snapshot of the same log
            } else if !exercises[e].blocks.contains(where: { Self.begins($0.sets, with: block.sets) }) {
                exercises[e].blocks.append(block)  // another block of the exercise
            }
        }

        /// Whether `a` begins with `b` (same reps and weights, in order).
        static func begins(_ a: [PerformedSet], with b: [PerformedSet]) -> Bool {
            a.count >= b.count && zip(a, b).allSatisfy { $0.reps == $1.reps && $0.originalWeight == $1.originalWeight }
        }
    }

    /// Joins the tables into sessions.
    struct Assembly {
        let path: String
        /// The caller's unit, for a file whose `SETTING` does not name one.
        let unit: WeightUnit
        let sections: [Section]

        func section(_ name: String) -> Section? { sections.first { $0.name == name } }

        func run<S: SessionSink>(into sink: inout S) throws -> Joined {
            let known: Set<String> = ["WORKOUT SESSIONS", "EXERCISE LOGS", "EXERCISE SET LOGS", "SETTING", "SETTINGS"]
            guard let logs = section("EXERCISE LOGS") else {
                throw DiagnosticError(.error(path, 1, "no ### EXERCISE LOGS ### section (expected a JEFIT export with its exercise logs; found \(sections.map(\.name).joined(separator: ", ")))"))
            }
            let unit = try massUnit(into: &sink)
            let sessions = try sessionRows(into: &sink)
            let setLogs = try setLogRows(into: &sink)
            var buckets = try exerciseLogs(logs, unit: unit, sessions: sessions, keepingIds: !setLogs.isEmpty, into: &sink)

            if !setLogs.isEmpty {
                // Set logs replace the packed sets of the logs they name.
                for b in buckets.indices {
                    for e in buckets[b].exercises.indices {
                        for k in buckets[b].exercises[e].blocks.indices {
                            if let rows = setLogs[buckets[b].exercises[e].blocks[k].logId] {
                                buckets[b].exercises[e].blocks[k].sets = rows.sorted { ($0.index, $0.line) < ($1.index, $1.line) }.map(\.set)
                            }
                        }
                    }
                }
                let allLogIds = Set(logs.column("_id").map { column in logs.rows.map { String(ExportCell.trim($0[column])) } } ?? [])
                for (id, rows) in setLogs where !allLogIds.contains(id) {
                    let line = rows.map(\.line).min() ?? 1
                    try sink.report(.error(path, line, "the set log names exercise log '\(ExportCell.shown(id))', which is not in ### EXERCISE LOGS ### (expected the _id of an exercise log)"))
                }
            }
            return Joined(buckets: buckets, passedOver: sections.map(\.name).filter { !known.contains($0) })
        }

        /// The unit of the packed logs, from `SETTING` or the caller, with a note naming it.
        func massUnit<S: SessionSink>(into sink: inout S) throws -> WeightUnit {
            if let setting = section("SETTING") ?? section("SETTINGS"), let column = setting.column("mass"), let row = setting.rows.first {
                let text = String(ExportCell.trim(row[column]))
                if let named = WeightUnit(parsing: text) {
                    try sink.report(Diagnostic(path: path, line: row.line, severity: .note, message: "weights read as \(named.rawValue): the export's SETTING says mass '\(text)'"))
                    return named
                }
                try sink.report(.warning(path, row.line, "SETTING mass '\(ExportCell.shown(text))' is not a unit (expected kg or lbs); weights read as \(unit.rawValue) (--unit)"))
                return unit
            }
            try sink.report(Diagnostic(path: path, line: 1, severity: .note, message: "weights read as \(unit.rawValue): the export has no SETTING mass (--unit \(unit == .kg ? "lb" : "kg") reads them as \(unit == .kg ? "pounds" : "kilograms"))"))
            return unit
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
        func setLogRows<S: SessionSink>(into sink: inout S) throws -> [String: [(set: PerformedSet, index: Int, line: Int)]] {
            guard let table = section("EXERCISE SET LOGS") else { return [:] }
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
            return rows
        }

        func exerciseLogs<S: SessionSink>(
            _ table: Section, unit: WeightUnit, sessions: [String: SessionRow], keepingIds: Bool, into sink: inout S
        ) throws -> [Bucket] {
            guard let name = table.column("ename", "exercise_name", "exercisename", "name"), let logs = table.column("logs", "log") else {
                throw DiagnosticError(.error(path, table.line + 1, "### EXERCISE LOGS ### has no ename or logs column (expected _id,belongSession,mydate,ename,logs,…)"))
            }
            let id = keepingIds ? table.column("_id", "id") : nil, session = table.column("belongsession", "belong_session", "session_id")
            let day = table.column("mydate", "date")
            let logsColumn = table.header[logs]
            // Sessions in the order their first log came, found by session `_id` or by the day of `mydate`.
            var buckets: [Bucket] = []
            var bySession: [String: Int] = [:]
            var byDay: [LocalDateTime: Int] = [:]
            for record in table.rows {
                do {
                    if let problem = ExportCell.utf8Problem(record, header: table.header) { throw problem }
                    let exercise = ExportCell.trimmed(record[name])
                    guard !exercise.isEmpty else { throw CellError("ename is empty (expected the exercise's name)") }
                    let sets = try JefitReader.packedSets(record, logs, unit: unit, column: logsColumn)
                    let sessionKey = session.map { String(ExportCell.trim(record[$0])) } ?? ""
                    let bucket: Int
                    if let known = sessions[sessionKey] {
                        if let existing = bySession[sessionKey] {
                            bucket = existing
                        } else {
                            bucket = buckets.count
                            bySession[sessionKey] = bucket
                            buckets.append(Bucket(start: .instant(known.start), duration: known.duration, line: known.line))
                        }
                    } else {
                        let dayText = day.map { ExportCell.trim(record[$0]) } ?? ""
                        guard let date = LocalDateTime(parsing: dayText) else {
                            throw CellError("the log's session '\(ExportCell.shown(sessionKey))' is not in ### WORKOUT SESSIONS ### and mydate '\(ExportCell.shown(dayText))' is not a date (expected YYYY-MM-DD)")
                        }
                        let noon = LocalDateTime(year: date.year, month: date.month, day: date.day, hour: 12)!
                        if let existing = byDay[noon] {
                            bucket = existing
                        } else {
                            bucket = buckets.count
                            byDay[noon] = bucket
                            buckets.append(Bucket(start: .noon(noon), duration: 0, line: record.line))
                        }
                    }
                    let logId = id.map { String(ExportCell.trim(record[$0])) } ?? ""
                    buckets[bucket].add(Block(logId: logId, sets: sets, line: record.line), of: exercise)
                } catch let error as CellError {
                    try sink.report(.error(path, record.line, error.message))
                }
            }
            return buckets
        }
    }
}

extension JefitReader {
    /// The packed sets of a `logs` cell (`20x10,70x5,90x5`, weight x reps), in `unit`.
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
}
