import Foundation

/// Reads FitNotes CSV exports (SPEC §3.5) into performed sessions, one per calendar day.
///
/// Headers: `Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time`, and the older
/// one with the unit in the weight header (`Weight (kgs)`, `Weight (lbs)`) and a `Comment` column.
///
/// FitNotes records neither a time of day nor a workout name, so:
/// - a session is one calendar day, named `FitNotes 2025-04-29` — stable, so a re-import of an
///   overlapping newer export finds the same (start, name) key and counts it as a duplicate;
/// - it starts at 12:00 local time on that day: noon is the instant furthest from both midnights, so the
///   session stays on its calendar day when shown in any zone within ±12 h of the athlete's, and no DST
///   change (they happen at night) can move it to a neighbouring day;
/// - its duration is 0 (unknown).
///
/// The rows of a day are usually consecutive, but a day may reappear later in the file; its rows are merged
/// into one session, exercises in order of first appearance. To keep memory flat anyway the file is read
/// twice: the first pass notes the last line of each day (a few bytes per day), the second hands a day's
/// session to the sink right after that line — in order of first appearance, so a day that reappears at
/// the end holds back only the days after it.
///
/// Real exports do not quote exercise names containing commas (`Overhead Press (Each Side, Dumbbells)`),
/// which gives the row extra fields. Such a row is repaired by joining the exercise cell with the cells
/// after it when the joined name is a known exercise (`isKnownExercise`, the importer's catalog and
/// aliases) or when the join closes a parenthesis the first cell left open; otherwise the row is reported.
///
/// Reps, weights and distances follow the rules of `StrongReader`; `Time` (`0:01:30`, `00:30`) becomes
/// the set's duration, `Comment` its note, `Category` the exercise reference's category.
package struct FitNotesReader {
    package let path: String
    /// The athlete's zone, for the noon start of each day.
    package let timeZone: TimeZone
    /// Whether a name is a known exercise, to repair unquoted commas.
    package let isKnownExercise: (String) -> Bool

    package init(path: String, timeZone: TimeZone, isKnownExercise: @escaping (String) -> Bool = { _ in false }) {
        self.path = path
        self.timeZone = timeZone
        self.isKnownExercise = isKnownExercise
    }

    /// Whether `header` is one of FitNotes' headers.
    package static func matches(header: [String]) -> Bool {
        Layout(header: header) != nil
    }

    /// Reads the file at `path` (twice, see the type's notes), handing each day to `sink` once complete.
    ///
    /// Throws `DiagnosticError` for an empty file or a header that is not FitNotes', `CSVError` when the file
    /// cannot be read, and whatever the sink throws.
    package func read<S: SessionSink>(into sink: inout S) throws {
        let header = try ExportHeader(path: path)
        let reader = CSVReader(path: path, delimiter: header.delimiter)
        try read(into: &sink) { try reader.forEachRecord($0) }
    }

    /// Reads an export held in memory (standard input, tests); `path` names it in messages.
    package func read<S: SessionSink>(data: Data, into sink: inout S) throws {
        let header = try ExportHeader(data: data, path: path)
        let reader = CSVReader(path: path, delimiter: header.delimiter)
        try read(into: &sink) { try reader.forEachRecord(in: data, $0) }
    }

    static let expectedHeader = "Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time"

    /// Both passes; `records` streams the file from its start each time it is called.
    private func read<S: SessionSink>(into sink: inout S, records: ((CSVRecord) throws -> Void) throws -> Void) throws {
        // Pass 1: the last line of each day.
        var layout: Layout?
        var lastLineOfDay: [Int: Int] = [:]
        var lastDate: (text: String, day: Int?) = ("", nil)
        try records { record in
            guard let layout else {
                try ExportStream.rejectRepeatedColumns(record, path: path)
                guard let found = Layout(header: record.fields) else {
                    throw DiagnosticError(.error(path, record.line, "not a FitNotes export (expected the header \(Self.expectedHeader); found \(ExportCell.describe(record.fields)))"))
                }
                layout = found
                return
            }
            guard record.invalidUTF8Columns.isEmpty, let cells = try? cells(of: record, layout: layout) else { return }
            let text = layout.date < cells.count ? cells[layout.date] : ""
            if text != lastDate.text { lastDate = (text, LocalDateTime(parsing: ExportCell.trim(text))?.dayNumber) }
            if let day = lastDate.day { lastLineOfDay[day] = record.line }
        }
        guard let layout else {
            throw DiagnosticError(.error(path, 1, "empty file (expected a FitNotes export with the header \(Self.expectedHeader))"))
        }

        // Pass 2: the sessions.
        var state = State(reader: self, layout: layout, lastLineOfDay: lastLineOfDay)
        var isHeader = true
        try records { record in
            if isHeader {
                isHeader = false
                return
            }
            try ExportStream.rejectCutOff(record, columns: layout.header.count, path: path)
            try state.consume(record, into: &sink)
        }
        try state.finish(into: &sink)
    }

    /// The row's cells, with an exercise name that an unquoted comma split joined back together.
    func cells(of record: CSVRecord, layout: Layout) throws(CellError) -> [String] {
        let fields = record.fields
        let extra = fields.count - layout.header.count
        guard extra > 0 else { return fields }
        let e = layout.exercise
        let pieces = fields[e...(e + extra)].map { ExportCell.trim($0) }
        // libcsv drops the spaces around unquoted cells, so the pieces are joined with `, `, the usual
        // spelling; a known name written `a,b` is found too.
        let spaced = pieces.joined(separator: ", ")
        let tight = pieces.joined(separator: ",")
        let joined: String
        if isKnownExercise(spaced) {
            joined = spaced
        } else if isKnownExercise(tight) {
            joined = tight
        } else if !Self.hasBalancedParentheses(String(pieces[0])) && Self.hasBalancedParentheses(spaced) {
            joined = spaced
        } else {
            throw CellError(
                "\(fields.count) fields, expected \(layout.header.count); an exercise name with a comma must be quoted "
                    + "(read '\(ExportCell.shown(pieces[0]))' and '\(ExportCell.shown(pieces[1]))'; "
                    + "'\(ExportCell.shown(spaced))' is not a known exercise)")
        }
        return Array(fields[..<e]) + [joined] + Array(fields[(e + extra + 1)...])
    }

    /// Every `(` closed by a later `)` and no `)` without an opening one.
    static func hasBalancedParentheses(_ text: String) -> Bool {
        var depth = 0
        for byte in text.utf8 {
            if byte == 0x28 { depth += 1 } else if byte == 0x29 {
                depth -= 1
                if depth < 0 { return false }
            }
        }
        return depth == 0
    }
}

extension FitNotesReader {
    /// Column indexes, computed once from the header.
    struct Layout {
        var header: [String]
        var date: Int
        var exercise: Int
        var category: Int?
        var weight: Int
        var weightUnit: Int?
        var headerWeightUnit: WeightUnit?
        var reps: Int
        var distance: Int?
        var distanceUnit: Int?
        var time: Int?
        var comment: Int?

        init?(header raw: [String]) {
            let header = raw.map { String(ExportCell.trim($0)) }
            var index: [String: Int] = [:]
            for (i, name) in header.enumerated() where index[name.lowercased()] == nil { index[name.lowercased()] = i }
            guard let date = index["date"], let exercise = index["exercise"], let reps = index["reps"] else { return nil }
            if let weight = index["weight"] {
                self.weight = weight
                weightUnit = index["weight unit"]
            } else if let (i, name) = header.enumerated().first(where: { $0.element.lowercased().hasPrefix("weight (") }),
                      let unitText = ExportCell.unitInHeader(name), let unit = WeightUnit(parsing: String(unitText)) {
                weight = i
                headerWeightUnit = unit
            } else {
                return nil
            }
            self.header = header
            self.date = date
            self.exercise = exercise
            self.reps = reps
            category = index["category"]
            distance = index["distance"]
            distanceUnit = index["distance unit"]
            time = index["time"]
            comment = index["comment"]
        }
    }

    /// The second pass: days being assembled and the order to hand them out in.
    struct State {
        let reader: FitNotesReader
        let layout: Layout
        let lastLineOfDay: [Int: Int]
        var open: [Int: SessionAccumulator] = [:]
        /// Days in order of first appearance not handed out yet; `head` is the next to go.
        var order: [Int] = []
        var head = 0
        var complete: Set<Int> = []
        var lastDate: (text: String, value: LocalDateTime?) = ("", nil)
        var dataRows = 0
        /// Ramp-up sets read as warm-ups (`RampSets`), for the note at the end.
        var warmups = 0

        init(reader: FitNotesReader, layout: Layout, lastLineOfDay: [Int: Int]) {
            self.reader = reader
            self.layout = layout
            self.lastLineOfDay = lastLineOfDay
        }

        mutating func consume<S: SessionSink>(_ record: CSVRecord, into sink: inout S) throws {
            dataRows += 1
            var day: Int?
            do {
                try row(record, day: &day)
            } catch let error as CellError {
                if let day { open[day]?.rejectedRows += 1 }
                try sink.report(.error(reader.path, record.line, error.message))
            }
            if let day, lastLineOfDay[day] == record.line {
                complete.insert(day)
                try handOutCompleteDays(into: &sink)
            }
        }

        mutating func finish<S: SessionSink>(into sink: inout S) throws {
            complete.formUnion(order[head...])
            try handOutCompleteDays(into: &sink)
            if dataRows == 0 {
                try sink.report(.warning(reader.path, 1, "no rows after the header (expected one row per set)"))
            }
            if warmups > 0 {
                try sink.report(Diagnostic(path: reader.path, line: 1, severity: .note, message:
                    "\(NumberText.count(warmups, "set", "sets")) read as warm-ups: lighter ramp-up sets before an exercise's working sets (FitNotes has no warm-up column)"))
            }
        }

        private mutating func handOutCompleteDays<S: SessionSink>(into sink: inout S) throws {
            while head < order.count, complete.contains(order[head]) {
                let day = order[head]
                head += 1
                complete.remove(day)
                guard var done = open.removeValue(forKey: day) else { continue }
                guard done.hasSets else { continue }
                warmups += RampSets.markWarmups(in: &done.session)
                try sink.add(done.session)
            }
            if head > 1024 {  // keep the queue short in very long files
                order.removeFirst(head)
                head = 0
            }
        }

        private mutating func row(_ record: CSVRecord, day: inout Int?) throws {
            if let problem = ExportCell.utf8Problem(record, header: layout.header) { throw problem }
            let cells = try reader.cells(of: record, layout: layout)
            func cell(_ index: Int?) -> String { index.flatMap { $0 < cells.count ? cells[$0] : nil } ?? "" }

            let dateText = cell(layout.date)
            if dateText != lastDate.text { lastDate = (dateText, LocalDateTime(parsing: ExportCell.trim(dateText))) }
            guard let date = lastDate.value else {
                throw CellError("Date '\(ExportCell.shown(ExportCell.trim(dateText)))' is not a date (expected YYYY-MM-DD)")
            }
            let dayNumber = date.dayNumber
            day = dayNumber
            if open[dayNumber] == nil {
                let noon = LocalDateTime(year: date.year, month: date.month, day: date.day, hour: 12)!
                let session = ParsedSession(name: "FitNotes \(date.dateString)", startedAt: noon.instant(in: reader.timeZone), line: record.line)
                open[dayNumber] = SessionAccumulator(key: date.dateString, session: session)
                order.append(dayNumber)
            }

            let exercise = String(ExportCell.trim(cell(layout.exercise)))
            guard !exercise.isEmpty else { throw CellError("Exercise is empty (expected the exercise's name)") }
            let reps = try ExportCell.reps(cell(layout.reps), column: layout.header[layout.reps])
            let written = try ExportCell.weight(cell(layout.weight), column: layout.header[layout.weight])
            let unit: WeightUnit
            if let fixed = layout.headerWeightUnit {
                unit = fixed
            } else if let column = layout.weightUnit {
                unit = try ExportCell.weightUnit(cell(column), column: layout.header[column], fallback: .kg)
            } else {
                unit = .kg
            }
            var meters: Double?
            if let column = layout.distance,
               let distance = try ExportCell.nonNegative(cell(column), column: layout.header[column], what: "distance"), distance > 0 {
                var perUnit = unit == .lb ? 1609.344 : 1000
                let unitText = ExportCell.trim(cell(layout.distanceUnit))
                if !unitText.isEmpty {
                    guard let known = ExportCell.metersPerUnit(unitText) else {
                        throw CellError("Distance Unit '\(ExportCell.shown(unitText))' is not a distance unit (expected km, mi, m, ft or yd)")
                    }
                    perUnit = known
                }
                meters = try ExportCell.meters(distance, perUnit: perUnit, cell: cell(column), column: layout.header[column])
            }
            var duration: Double?
            let timeText = ExportCell.trim(cell(layout.time))
            if !timeText.isEmpty {
                guard let seconds = LocalDateTime.durationSeconds(timeText) else {
                    throw CellError("Time '\(ExportCell.shown(timeText))' is not a duration (expected h:mm:ss or mm:ss, such as 0:01:30)")
                }
                duration = seconds > 0 ? Double(seconds) : nil
            }
            let set = PerformedSet(
                reps: reps, weight: unit.toKilograms(written), completed: reps > 0 || duration != nil || meters != nil,
                durationSeconds: duration, distanceMeters: meters, originalWeight: written, originalUnit: unit,
                note: String(ExportCell.trim(cell(layout.comment))))
            let category = String(ExportCell.trim(cell(layout.category)))
            let index = open[dayNumber]!.exerciseIndex(named: exercise, category: category.isEmpty ? nil : category)
            open[dayNumber]!.append(set, to: index)
        }
    }
}
