import Foundation

/// Reads Fitbod's `WorkoutExport.csv` (SPEC §3.7) into performed sessions, one workout at a time.
///
/// Header: `Date,Exercise,Reps,Weight(kg),Duration(s),Distance(m),Incline,Resistance,isWarmup,Note,multiplier`
/// (older exports lack `multiplier`). Column names are matched without their spaces and case.
///
/// What the file is like, and what the reader makes of it:
/// - `Date` is `2024-03-05 18:30:12 +0000`, an instant with its offset (UTC in practice); a date without
///   an offset is read as UTC. Every row of a workout has the same `Date` and there is no set index: a
///   workout is a run of consecutive rows with the same `Date` text, and row order is set order. Rows run
///   newest workout first; sessions go to the sink in file order as soon as the next workout starts.
///   Fitbod names no workout: each session is named `Fitbod` (its start time tells them apart).
/// - Identical rows are sets done again with the same load and reps: each row is a set, never merged.
/// - An exercise's rows are usually consecutive; an exercise that comes back later in the workout (a
///   circuit) adds its sets to the same entry, in row order.
/// - `Weight(kg)` is kilograms even for lifters who log pounds; their loads are pounds converted with
///   full precision (`20.41168092460379` is 45 lb). A load with more than two decimals that is a whole
///   quarter pound once converted back is kept as pounds (`originalWeight` 45, `originalUnit` lb), so an
///   lb lifter reads lb; any other load is kilograms. The file's unit is said in a note at the end.
/// - The weight is per implement (one dumbbell); `multiplier` is Fitbod's volume factor (2 for a pair
///   of dumbbells, 4 for some unilateral moves, 0 for cardio and holds). The load stays per implement, as
///   Strong and Hevy log dumbbells, so records compare across apps, and the factor becomes the set's
///   `volumeFactor`, so volume counts both dumbbells. A factor of 1, or a blank cell, is the default (nil).
/// - `isWarmup` `true` is a warm-up set. Reps `0` with a `Duration(s)` is a timed hold (weighted when the
///   weight is above 0); `Duration(s)` and `Distance(m)` make a cardio set, whose non-zero `Incline` and
///   `Resistance` go into the set's note. Reps `0` with neither is a failed attempt (never a record).
/// - `Note` repeats on every set of its exercise: it becomes the exercise's notes once.
/// - Fitbod quotes nothing, so a note with a comma gives a row extra fields: they are joined back into
///   the note (the only free text before the last column).
/// - Leading spaces in numbers, stray blank lines and CRLF are read as usual.
package struct FitbodReader: Sendable {
    package let path: String

    package init(path: String) {
        self.path = path
    }

    /// Whether `header` is Fitbod's `WorkoutExport.csv` header.
    package static func matches(header: [String]) -> Bool {
        Layout(header: header) != nil
    }

    static let expectedHeader = "Date,Exercise,Reps,Weight(kg),Duration(s),Distance(m),Incline,Resistance,isWarmup,Note,multiplier"

    static let format = ExportStream.Format(name: "a Fitbod export", emptyExpectation: "a Fitbod WorkoutExport.csv", expectedHeader: expectedHeader)

    /// The name of every Fitbod session: the export has no workout names.
    static let sessionName = "Fitbod"

    func state(header: [String]) -> State? {
        Layout(header: header).map { State(reader: self, layout: $0) }
    }
}

extension FitbodReader {
    /// Column indexes, computed once from the header.
    struct Layout {
        var header: [String]
        var date: Int
        var exercise: Int
        var reps: Int
        var weight: Int
        var duration: Int?
        var distance: Int?
        var incline: Int?
        var resistance: Int?
        var warmup: Int
        var note: Int?
        var multiplier: Int?

        init?(header raw: [String]) {
            let header = raw.map { String(ExportCell.trim($0)) }
            var index: [String: Int] = [:]
            for (i, name) in header.enumerated() {
                let key = FitbodReader.key(name)
                if index[key] == nil { index[key] = i }
            }
            guard let date = index["date"], let exercise = index["exercise"], let reps = index["reps"],
                  let weight = index["weight(kg)"], let warmup = index["iswarmup"]
            else { return nil }
            self.header = header
            self.date = date
            self.exercise = exercise
            self.reps = reps
            self.weight = weight
            self.warmup = warmup
            duration = index["duration(s)"]
            distance = index["distance(m)"]
            incline = index["incline"]
            resistance = index["resistance"]
            note = index["note"]
            multiplier = index["multiplier"]
        }
    }

    /// A header name without spaces, lower-cased: `Weight (kg)` and `Weight(kg)` are one column.
    static func key(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { $0 != " " })
    }

    /// The instant of a `Date` cell: `2024-03-05 18:30:12 +0000`, `+01:00` or `Z`; no offset is UTC.
    static func instant(_ text: Substring) -> Date? {
        var body = text
        var offset = 0
        if let space = body.lastIndex(of: " ") {
            let tail = body[body.index(after: space)...]
            if let parsed = offsetSeconds(tail) {
                offset = parsed
                body = body[..<space]
            }
        }
        if body.hasSuffix("Z") { body = body.dropLast() }
        guard let local = LocalDateTime(parsing: body) else { return nil }
        return local.instant(in: TimeZone(secondsFromGMT: 0)!).addingTimeInterval(-Double(offset))
    }

    /// `+0000`, `-0500`, `+05:30`, `Z` in seconds east of UTC.
    static func offsetSeconds(_ text: Substring) -> Int? {
        if text == "Z" || text == "UTC" || text == "GMT" { return 0 }
        guard let sign = text.first, sign == "+" || sign == "-" else { return nil }
        let digits = text.dropFirst().filter { $0 != ":" }
        guard digits.count == 4, digits.allSatisfy(\.isASCII), let value = Int(digits) else { return nil }
        let hours = value / 100, minutes = value % 100
        guard hours <= 14, minutes < 60 else { return nil }
        return (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
    }

    /// How a `Weight(kg)` cell was entered: kilograms, or pounds converted by Fitbod.
    ///
    /// Loads typed in kg have at most two decimals (`22.5`, `22.499999999999996` is float noise of it);
    /// converted pounds have many and are a whole quarter pound once divided by 0.45359237.
    static func enteredUnit(_ kilograms: Double) -> WeightUnit {
        guard kilograms > 0 else { return .kg }
        let hundredths = kilograms * 100
        if abs(hundredths - hundredths.rounded()) < 1e-6 { return .kg }
        let pounds = kilograms / WeightUnit.lb.kilograms
        let quarters = pounds * 4
        return abs(quarters - quarters.rounded()) < 0.004 ? .lb : .kg
    }

    /// `true`, `false`, `1`, `0`, `yes`, `no`; blank is false.
    static func flag(_ text: Substring) -> Bool? {
        switch text.lowercased() {
        case "true", "1", "yes", "y", "t": return true
        case "false", "0", "no", "n", "f", "": return false
        default: return nil
        }
    }

    /// The reading state: the workout being assembled and what has been seen.
    struct State: ExportReadingState {
        let reader: FitbodReader
        let layout: Layout
        var current: SessionAccumulator?
        var currentDate = ""
        /// `Date` texts of workouts already handed out, with their first line.
        var finished: [String: Int] = [:]
        /// Per exercise of the current workout: the notes already written into its notes.
        var noted: [Int: Set<String>] = [:]
        var loads: [WeightUnit: Int] = [:]
        var dataRows = 0

        init(reader: FitbodReader, layout: Layout) {
            self.reader = reader
            self.layout = layout
        }

        mutating func consume<S: SessionSink>(_ record: CSVRecord, into sink: inout S) throws {
            dataRows += 1
            do {
                try row(record, into: &sink)
            } catch let error as CellError {
                current?.rejectedRows += 1
                try sink.report(.error(reader.path, record.line, error.message))
            }
        }

        mutating func finish<S: SessionSink>(into sink: inout S) throws {
            try flush(into: &sink)
            if dataRows == 0 {
                try sink.report(.warning(reader.path, 1, "no rows after the header (expected one row per set)"))
            }
            let pounds = loads[.lb, default: 0], kilograms = loads[.kg, default: 0]
            guard pounds + kilograms > 0 else { return }
            let message: String
            if pounds == 0 {
                message = "weights read as kg: Fitbod writes kilograms, and every load is one typed in kg"
            } else if kilograms == 0 {
                message = "weights read as lb: Fitbod writes kilograms, and every load is whole pounds converted (45 lb = 20.41168 kg); they are kept and shown in lb"
            } else {
                message = "weights read as lb for \(NumberText.count(pounds, "set", "sets")) (whole pounds converted to kg by Fitbod) and as kg for \(NumberText.count(kilograms, "set", "sets")); each set keeps the unit it was entered in"
            }
            try sink.report(Diagnostic(path: reader.path, line: 1, severity: .note, message: message))
        }

        /// The row's fields with a note that an unquoted comma split joined back together.
        private func fields(_ record: CSVRecord) throws -> [String] {
            let fields = record.fields
            let extra = fields.count - layout.header.count
            guard extra > 0 else { return fields }
            guard let note = layout.note else {
                throw CellError("\(fields.count) fields, expected \(layout.header.count) (the header has no Note column that could hold a comma)")
            }
            let joined = fields[note...(note + extra)].map { ExportCell.trim($0) }.joined(separator: ", ")
            return Array(fields[..<note]) + [joined] + Array(fields[(note + extra + 1)...])
        }

        private mutating func row<S: SessionSink>(_ record: CSVRecord, into sink: inout S) throws {
            if let problem = ExportCell.utf8Problem(record, header: layout.header) { throw problem }
            let cells = try fields(record)
            func cell(_ index: Int?) -> String { index.flatMap { $0 < cells.count ? cells[$0] : nil } ?? "" }

            let dateText = cell(layout.date)
            if current == nil || dateText != currentDate {
                try startWorkout(record, dateText: dateText, into: &sink)
            }
            let exercise = ExportCell.trimmed(cell(layout.exercise))
            guard !exercise.isEmpty else { throw CellError("Exercise is empty (expected the exercise's name)") }
            let header = layout.header
            let reps = try ExportCell.reps(cell(layout.reps), column: header[layout.reps])
            let written = try ExportCell.weight(cell(layout.weight), column: header[layout.weight])
            let warmupText = ExportCell.trim(cell(layout.warmup))
            guard let isWarmup = FitbodReader.flag(warmupText) else {
                throw CellError("\(header[layout.warmup]) '\(ExportCell.shown(warmupText))' is not true or false (expected true or false)")
            }
            let seconds = try layout.duration.flatMap { try ExportCell.nonNegative(cell($0), column: header[$0], what: "number of seconds") }
            guard (seconds ?? 0) <= 86_400 else {
                throw CellError("\(header[layout.duration!]) '\(ExportCell.shown(ExportCell.trim(cell(layout.duration))))' is out of range (expected at most 86400 seconds, or blank)")
            }
            var meters: Double?
            if let column = layout.distance, let distance = try ExportCell.nonNegative(cell(column), column: header[column], what: "distance"), distance > 0 {
                meters = try ExportCell.meters(distance, perUnit: 1, cell: cell(column), column: header[column])
            }
            let incline = try layout.incline.flatMap { try ExportCell.nonNegative(cell($0), column: header[$0], what: "incline") }
            let resistance = try layout.resistance.flatMap { try ExportCell.nonNegative(cell($0), column: header[$0], what: "resistance level") }
            let multiplier = try layout.multiplier.flatMap { try ExportCell.nonNegative(cell($0), column: header[$0], what: "volume multiplier") }
            guard (multiplier ?? 0) <= 100 else {
                throw CellError("\(header[layout.multiplier!]) '\(ExportCell.shown(ExportCell.trim(cell(layout.multiplier))))' is out of range (expected a volume multiplier from 0 to 100, such as 1 or 2)")
            }

            // The unit the load was entered in; a load of 0 is the same in both and says none.
            var unit: WeightUnit?
            var original = written
            if written > 0 {
                let entered = FitbodReader.enteredUnit(written)
                unit = entered
                loads[entered, default: 0] += 1
                if entered == .lb { original = (written / WeightUnit.lb.kilograms * 100).rounded() / 100 }
            }
            let duration = seconds.flatMap { $0 > 0 ? $0 : nil }
            var set = PerformedSet(
                reps: reps, weight: WeightUnit.kg.toKilograms(written), completed: reps > 0 || duration != nil || meters != nil,
                type: isWarmup ? .warmup : .normal, durationSeconds: duration, distanceMeters: meters,
                originalWeight: original, originalUnit: unit, volumeFactor: multiplier == 1 ? nil : multiplier)
            var machine: [String] = []
            if let incline, incline > 0 { machine.append("incline \(NumberText.format(incline, .en, decimals: 1))") }
            if let resistance, resistance > 0 { machine.append("resistance \(NumberText.format(resistance, .en, decimals: 1))") }
            set.note = machine.joined(separator: ", ")

            let index = current!.exerciseIndex(named: exercise)
            current!.append(set, to: index)
            let note = ExportCell.trimmed(cell(layout.note))
            if !note.isEmpty, noted[index, default: []].insert(note).inserted { current!.addNote(note, to: index) }
        }

        /// Hands out the finished workout and starts the one `record` belongs to.
        private mutating func startWorkout<S: SessionSink>(_ record: CSVRecord, dateText: String, into sink: inout S) throws {
            try flush(into: &sink)
            let text = ExportCell.trim(dateText)
            guard let start = FitbodReader.instant(text) else {
                throw CellError("Date '\(ExportCell.shown(text))' is not a date (expected yyyy-MM-dd HH:mm:ss +0000, such as 2024-03-05 18:30:12 +0000)")
            }
            if let firstLine = finished[dateText] {
                throw CellError("the workout of \(text) continues after other workouts (expected the rows of one workout to be consecutive; it began on line \(firstLine))")
            }
            current = SessionAccumulator(key: dateText, session: ParsedSession(name: FitbodReader.sessionName, startedAt: start, line: record.line))
            currentDate = dateText
        }

        /// Hands the workout being assembled to the sink.
        private mutating func flush<S: SessionSink>(into sink: inout S) throws {
            noted = [:]
            guard let done = current else { return }
            current = nil
            finished[done.key] = done.session.line ?? 0
            if done.hasSets { try sink.add(done.session) }
        }
    }
}
