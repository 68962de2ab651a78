import Foundation

/// StrongLifts' legacy layout: one wide row per workout.
///
/// `"Date","Note","Workout","Body Weight","Exercise 1","Weight (KG)","Weight (LB)","Set 1",…,"Set 5",
/// "Exercise 2",…` (a variant has no `Workout` and `Body Weight (KG)`, `Body Weight (LB)`). Column names
/// repeat in every exercise block, so each block is read by position from its `Exercise N` column up to
/// the next one: the exercise's name, its weight in both units, and `Set n` holding the reps of set n.
///
/// Decisions:
/// - Both weight columns are filled, each rounded on its own, so they are never compared. The file is
///   read in one of them: the unit the user named (`--unit`, when the file has that column), else the
///   unit whose loads sit on the plate grid (kg multiples of 1.25, lb multiples of 2.5) more often,
///   kilograms on a tie. The summary says which unit was read and why.
/// - Dates are `MM/DD/YY` or `D/M/YYYY`. The order is decided for the whole file: a first number above 12
///   means day first, a second number above 12 month first. When no date decides (every day ≤ 12) the
///   file is refused, naming a date that could be read both ways, unless `--date-order` says; dates
///   that contradict each other, or the given order, are errors. A two-digit year is 20YY. Year-first
///   dates (`2016-03-04`) are read as they are.
/// - No time of day: a session starts at noon in the athlete's zone, like FitNotes' days; its duration is
///   unknown (0). `Note` is the session's notes; `Workout` `A` names it `Workout A` (`StrongLifts`
///   without one). Reps 0 is a failed set, a blank `Set n` no set; body weight is not read.
///
/// The rows are kept until the end of the file (a few hundred short rows), because the date order is
/// known only then.
extension StrongLiftsReader {
    struct LegacyLayout {
        struct Block {
            var exercise: Int
            var kilograms: Int?
            var pounds: Int?
            var sets: [Int]
        }

        var header: [String]
        var date: Int
        var note: Int?
        var workout: Int?
        var blocks: [Block]

        init?(header raw: [String]) {
            let header = raw.map { String(ExportCell.trim($0)) }
            let keys = header.map(StrongLiftsReader.key)
            guard let date = keys.firstIndex(of: "date") else { return nil }
            let starts = keys.indices.filter { i in
                keys[i].hasPrefix("exercise") && keys[i].count > 8 && keys[i].dropFirst(8).allSatisfy(\.isASCII) && Int(keys[i].dropFirst(8)) != nil
            }
            guard let first = starts.first else { return nil }
            var blocks: [Block] = []
            for (n, start) in starts.enumerated() {
                let end = n + 1 < starts.count ? starts[n + 1] : keys.count
                var block = Block(exercise: start, sets: [])
                for i in (start + 1)..<end {
                    let key = keys[i]
                    if key == "weight(kg)" || key == "weight(kgs)" { block.kilograms = block.kilograms ?? i }
                    else if key == "weight(lb)" || key == "weight(lbs)" { block.pounds = block.pounds ?? i }
                    else if key.hasPrefix("set"), Int(key.dropFirst(3)) != nil { block.sets.append(i) }
                }
                guard !block.sets.isEmpty, block.kilograms != nil || block.pounds != nil else { return nil }
                blocks.append(block)
            }
            self.header = header
            self.date = date
            self.blocks = blocks
            note = keys[..<first].firstIndex { $0 == "note" || $0 == "notes" }
            workout = keys[..<first].firstIndex { $0 == "workout" }
        }
    }

    /// A legacy row kept until the date order is known.
    struct LegacyRow {
        var line: Int
        var date: String
        var note: String
        var workout: String
        var exercises: [(name: String, kilograms: String, pounds: String, sets: [String])]
    }

    /// A numeric date split into its parts: year first, or two numbers and a year.
    enum DateParts {
        case yearFirst(LocalDateTime)
        case ambiguous(first: Int, second: Int, year: Int)

        init?(_ text: Substring) {
            if let iso = LocalDateTime(parsing: text), text.prefix(4).allSatisfy(\.isNumber), iso.hour == 0, iso.minute == 0 {
                self = .yearFirst(iso)
                return
            }
            let parts = text.split(whereSeparator: { $0 == "/" || $0 == "-" || $0 == "." })
            guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy(\.isASCII) }),
                  let a = Int(parts[0]), let b = Int(parts[1]), var year = Int(parts[2]),
                  parts[0].count <= 2, parts[1].count <= 2, parts[2].count == 2 || parts[2].count == 4 else { return nil }
            if parts[2].count == 2 { year += 2000 }
            self = .ambiguous(first: a, second: b, year: year)
        }

        /// The date in `order`; nil when it is not a date in that order.
        func date(_ order: DateOrder?) -> LocalDateTime? {
            switch self {
            case let .yearFirst(date): return date
            case let .ambiguous(first, second, year):
                if first == second { return LocalDateTime(year: year, month: first, day: first) }
                guard let order else { return nil }
                return order == .dmy ? LocalDateTime(year: year, month: second, day: first) : LocalDateTime(year: year, month: first, day: second)
            }
        }

        /// The order this date alone decides: a part above 12 is the day.
        var decides: DateOrder? {
            guard case let .ambiguous(first, second, _) = self else { return nil }
            if first > 12 && second <= 12 { return .dmy }
            if second > 12 && first <= 12 { return .mdy }
            return nil
        }

        var isAmbiguous: Bool {
            guard case let .ambiguous(first, second, _) = self else { return false }
            return first != second && first <= 12 && second <= 12
        }
    }

    struct LegacyState: ExportReadingState {
        let reader: StrongLiftsReader
        let layout: LegacyLayout
        var rows: [LegacyRow] = []
        var rejected = 0

        init(reader: StrongLiftsReader, layout: LegacyLayout) {
            self.reader = reader
            self.layout = layout
        }

        mutating func consume<S: SessionSink>(_ record: CSVRecord, into sink: inout S) throws {
            if let problem = ExportCell.utf8Problem(record, header: layout.header) {
                rejected += 1
                return try sink.report(.error(reader.path, record.line, problem.message))
            }
            guard rows.count < 200_000 else {
                throw DiagnosticError(.error(reader.path, record.line, "more than 200000 workouts in a legacy StrongLifts export (expected one row per workout)"))
            }
            rows.append(LegacyRow(
                line: record.line, date: String(ExportCell.trim(record[layout.date])),
                note: layout.note.map { ExportCell.trimmed(record[$0]) } ?? "",
                workout: layout.workout.map { String(ExportCell.trim(record[$0])) } ?? "",
                exercises: layout.blocks.map { block in
                    (ExportCell.trimmed(record[block.exercise]), block.kilograms.map { record[$0] } ?? "",
                     block.pounds.map { record[$0] } ?? "", block.sets.map { record[$0] })
                }))
        }

        mutating func finish<S: SessionSink>(into sink: inout S) throws {
            guard !rows.isEmpty else {
                if rejected == 0 { try sink.report(.warning(reader.path, 1, "no rows after the header (expected one row per workout)")) }
                return
            }
            let order = try dateOrder()
            let (unit, why) = chosenUnit()
            for row in rows {
                do {
                    if let session = try session(row, order: order, unit: unit) {
                        try sink.add(session)
                    }
                } catch let error as CellError {
                    try sink.report(.error(reader.path, row.line, error.message))
                }
            }
            let column = unit == .kg ? "Weight (KG)" : "Weight (LB)"
            try sink.report(Diagnostic(path: reader.path, line: 1, severity: .note, message:
                "weights read as \(unit.rawValue) from the \(column) columns (\(why); the other unit's column is rounded on its own and not read)"))
        }

        /// The unit the file is read in and why: `--unit` when the file has that column, else the
        /// detected one.
        private func chosenUnit() -> (WeightUnit, why: String) {
            let detected = weightUnit()
            let grid = "the file's loads sit on the \(detected.rawValue) plate grid\(detected == .kg ? " at least as often" : "")"
            guard let asked = reader.unit else { return (detected, grid) }
            let flag = "--unit \(asked.rawValue)"
            guard layout.blocks.contains(where: { (asked == .kg ? $0.kilograms : $0.pounds) != nil }) else {
                return (detected, "\(flag) names a column the file does not have")
            }
            if asked == detected { return (asked, "\(flag); \(grid) too") }
            return (asked, "\(flag), although \(grid)")
        }

        /// The file's date order: `--date-order`, else what its dates decide; refused when nothing does.
        private func dateOrder() throws -> DateOrder? {
            if let given = reader.dateOrder { return given }
            var dayFirst: LegacyRow?, monthFirst: LegacyRow?, ambiguous: LegacyRow?
            for row in rows {
                guard let parts = DateParts(Substring(row.date)) else { continue }
                switch parts.decides {
                case .dmy?: if dayFirst == nil { dayFirst = row }
                case .mdy?: if monthFirst == nil { monthFirst = row }
                case nil: if ambiguous == nil && parts.isAmbiguous { ambiguous = row }
                }
            }
            if let dayFirst, let monthFirst {
                throw DiagnosticError(.error(reader.path, monthFirst.line,
                    "Date '\(monthFirst.date)' is month first but '\(dayFirst.date)' on line \(dayFirst.line) is day first (expected one date order in a file; name it with --date-order dmy or mdy)"))
            }
            if dayFirst != nil { return .dmy }
            if monthFirst != nil { return .mdy }
            if let ambiguous {
                throw DiagnosticError(.error(reader.path, ambiguous.line,
                    "Date '\(ambiguous.date)' can be read day first or month first, and no date in the file has a day above 12 to tell (expected --date-order dmy or --date-order mdy)"))
            }
            return nil
        }

        /// The unit whose column sits on the plate grid more often; kg on a tie.
        private func weightUnit() -> WeightUnit {
            var kilograms = 0, pounds = 0
            func onGrid(_ text: String, step: Double) -> Bool {
                guard let value = ExportCell.number(ExportCell.trim(text)), value.isFinite, value != 0 else { return false }
                let steps = abs(value) / step
                return abs(steps - steps.rounded()) < 1e-6
            }
            for row in rows {
                for exercise in row.exercises {
                    if onGrid(exercise.kilograms, step: 1.25) { kilograms += 1 }
                    if onGrid(exercise.pounds, step: 2.5) { pounds += 1 }
                }
            }
            let hasKilograms = layout.blocks.contains { $0.kilograms != nil }
            let hasPounds = layout.blocks.contains { $0.pounds != nil }
            if !hasKilograms { return .lb }
            if !hasPounds { return .kg }
            return pounds > kilograms ? .lb : .kg
        }

        private func session(_ row: LegacyRow, order: DateOrder?, unit: WeightUnit) throws(CellError) -> ParsedSession? {
            guard let parts = DateParts(Substring(row.date)), let day = parts.date(order) else {
                let expected = order.map { $0 == .dmy ? "D/M/YYYY, day first in this file" : "MM/DD/YY, month first in this file" } ?? "MM/DD/YY or D/M/YYYY"
                throw CellError("Date '\(ExportCell.shown(row.date))' is not a date (expected \(expected))")
            }
            let noon = LocalDateTime(year: day.year, month: day.month, day: day.day, hour: 12)!
            var session = ParsedSession(name: StrongLiftsReader.workoutName(Substring(row.workout)), startedAt: noon.instant(in: reader.timeZone), line: row.line)
            session.notes = row.note
            let weightColumn = layout.header[(unit == .kg ? layout.blocks[0].kilograms : layout.blocks[0].pounds) ?? layout.blocks[0].exercise]
            for (b, exercise) in row.exercises.enumerated() {
                let block = layout.blocks[b]
                let setCells = exercise.sets.map { ExportCell.trim($0) }
                if exercise.name.isEmpty {
                    guard setCells.allSatisfy(\.isEmpty) else {
                        throw CellError("\(layout.header[block.exercise]) is empty but its sets are not (expected the exercise's name)")
                    }
                    continue
                }
                let written = try StrongLiftsReader.signedWeight(unit == .kg ? exercise.kilograms : exercise.pounds, column: weightColumn) ?? 0
                var sets: [PerformedSet] = []
                for (s, cell) in setCells.enumerated() where !cell.isEmpty {
                    let reps = try ExportCell.reps(String(cell), column: layout.header[block.sets[s]])
                    sets.append(StrongLiftsReader.set(reps: reps, written: written, unit: unit))
                }
                guard !sets.isEmpty else { continue }
                session.exercises.append(ParsedExercise(reference: ExerciseReference(name: exercise.name), sets: sets))
            }
            return session.exercises.isEmpty ? nil : session
        }
    }
}
