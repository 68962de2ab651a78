import Foundation

/// Reads Strong's CSV exports (SPEC §3.5) into performed sessions, one workout at a time.
///
/// Four header variants exist and are told apart by their column names, not their order:
/// - A (`;`): `Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes`
///   — the unit is per row, kg and lbs mix in one file;
/// - B (`;`, all quoted): `Workout #`, `Duration (sec)`, `Weight (kg)` or `Weight (lbs)`, `Distance (meters)`;
/// - C (`,`): `Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE`
///   — no unit in the file: the `unit` given to `init` (the CLI's `--unit`, default kg);
/// - C′: C's header, reps written `5.0`, Seconds `0.0`, Duration `20s`, `56m`, `1h 6m`;
/// - the old export whose units are the column names: `Date,Workout Name,Exercise Name,Set Order,lb,Reps,mi,
///   Seconds,Notes,Workout Notes` (`kg` and `km` too) — read like B, with the unit from the header.
///
/// The rows of one workout are consecutive and share their `Date` text; a session is handed to the sink
/// as soon as the next workout starts, so memory holds one workout whatever the file size. Each bad row
/// is reported as `path:line: error: …` and skipped; the rest of the file is still read.
///
/// Decisions where the export is silent:
/// - `Rest Timer` rows are not sets; their `Seconds` become the rest time of the set before them.
///   `Note` rows are not sets either; their `Notes` text becomes the exercise's notes.
/// - Reps `0` is a failed attempt: kept as a set with `completed = false` (never a record). A row with
///   no reps but seconds or a distance is a timed or cardio set and is completed.
/// - Variant C has no distance unit: km when `unit` is kg, miles when it is lb (Strong shows distances
///   in the unit system of the weights). Variant A's blank `Distance Unit` follows the same rule.
/// - An RPE of `0` means "not rated" and becomes `nil`.
/// - An unreadable `Duration` is a warning (the session keeps duration 0), since the sets are fine.
package struct StrongReader: Sendable {
    package let path: String
    /// The unit of variant C files (and of A rows with a blank unit).
    package let unit: WeightUnit
    /// The athlete's zone: Strong writes local wall-clock time without an offset.
    package let timeZone: TimeZone

    package init(path: String, unit: WeightUnit = .kg, timeZone: TimeZone) {
        self.path = path
        self.unit = unit
        self.timeZone = timeZone
    }

    /// Whether `header` is one of Strong's header variants.
    package static func matches(header: [String]) -> Bool {
        Layout(header: header) != nil
    }

    /// An example header for messages.
    static let expectedHeader = "Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;… or Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,…"

    static let format = ExportStream.Format(name: "a Strong export", emptyExpectation: "a Strong export", expectedHeader: expectedHeader)

    func state(header: [String]) -> State? {
        Layout(header: header).map { State(reader: self, layout: $0) }
    }
}

extension StrongReader {
    /// Column indexes of one header variant, computed once from the header.
    struct Layout {
        var header: [String]
        var date: Int
        var workoutName: Int
        var workoutNumber: Int?
        /// `Duration` (`1h 6m` or seconds) or `Duration (sec)` (seconds); `LocalDateTime.durationSeconds` reads both.
        var duration: Int?
        var exerciseName: Int
        var setOrder: Int
        var weight: Int
        /// Variant A: the per-row unit column.
        var weightUnit: Int?
        /// Variant B: the unit in the header (`Weight (lbs)`).
        var headerWeightUnit: WeightUnit?
        var reps: Int
        var rpe: Int?
        var distance: Int?
        var distanceUnit: Int?
        /// Variant B: meters per unit from `Distance (meters)`.
        var headerMetersPerUnit: Double?
        var seconds: Int?
        var notes: Int?
        var workoutNotes: Int?

        init?(header raw: [String]) {
            let header = raw.map { String(ExportCell.trim($0)) }
            var index: [String: Int] = [:]
            for (i, name) in header.enumerated() where index[name.lowercased()] == nil { index[name.lowercased()] = i }
            guard let date = index["date"], let workoutName = index["workout name"], let exerciseName = index["exercise name"],
                  let setOrder = index["set order"], let reps = index["reps"]
            else { return nil }
            self.header = header
            self.date = date
            self.workoutName = workoutName
            self.exerciseName = exerciseName
            self.setOrder = setOrder
            self.reps = reps
            workoutNumber = index["workout #"]
            duration = index["duration"] ?? header.firstIndex { $0.lowercased().hasPrefix("duration (") }
            rpe = index["rpe"]
            seconds = index["seconds"]
            notes = index["notes"]
            workoutNotes = index["workout notes"]
            if let weight = index["weight"] {
                self.weight = weight
                weightUnit = index["weight unit"]
            } else if let (i, name) = header.enumerated().first(where: { $0.element.lowercased().hasPrefix("weight (") }),
                      let unitText = ExportCell.unitInHeader(name), let unit = WeightUnit(parsing: String(unitText)) {
                weight = i
                headerWeightUnit = unit
            } else if let i = header.firstIndex(where: { ["kg", "kgs", "lb", "lbs"].contains($0.lowercased()) }),
                      let unit = WeightUnit(parsing: header[i]) {
                // The old export: the weight column is named after its unit (`…,lb,Reps,mi,…`).
                weight = i
                headerWeightUnit = unit
            } else {
                return nil
            }
            if let distance = index["distance"] {
                self.distance = distance
                distanceUnit = index["distance unit"]
            } else if let (i, name) = header.enumerated().first(where: { $0.element.lowercased().hasPrefix("distance (") }),
                      let unitText = ExportCell.unitInHeader(name), let meters = ExportCell.metersPerUnit(unitText) {
                distance = i
                headerMetersPerUnit = meters
            } else if let i = header.firstIndex(where: { ["km", "mi", "miles", "m"].contains($0.lowercased()) }),
                      let meters = ExportCell.metersPerUnit(header[i]) {
                distance = i
                headerMetersPerUnit = meters
            }
        }
    }

    /// What a `Set Order` cell says about its row.
    enum RowKind: Equatable {
        case set(SetType)
        case restTimer
        case note
    }

    /// Reads a `Set Order` cell: `1`, `W`, `D`, `F`, `Rest Timer`, `Note`.
    static func rowKind(_ text: Substring) -> RowKind? {
        if let number = Int(text) { return number >= 0 ? .set(.normal) : nil }
        switch text {
        case "W", "w": return .set(.warmup)
        case "D", "d": return .set(.dropset)
        case "F", "f": return .set(.failure)
        case "Rest Timer": return .restTimer
        case "Note": return .note
        default:
            switch text.lowercased() {
            case "rest timer", "rest": return .restTimer
            case "note", "notes": return .note
            default: return nil
            }
        }
    }

    /// The reading state: the workout being assembled and what has been seen.
    struct State: ExportReadingState {
        let reader: StrongReader
        let layout: Layout
        let repsColumn: String
        let weightColumn: String
        var current: SessionAccumulator?
        /// The `Date`, `Workout Name` and `Workout #` cells of `current`.
        var currentCells: (date: String, name: String, number: String) = ("", "", "")
        /// Keys of workouts already handed out, to catch a workout whose rows are not consecutive.
        var finished: [String: Int] = [:]
        /// The last `Date` text and what it parsed to: rows of a workout repeat it, parse it once.
        var lastDate: (text: String, date: Date?) = ("", nil)
        /// The last `Exercise Name` cell and its trimmed text.
        var lastExercise: (cell: String, name: String) = ("", "")
        var dataRows = 0

        init(reader: StrongReader, layout: Layout) {
            self.reader = reader
            self.layout = layout
            repsColumn = layout.header[layout.reps]
            weightColumn = layout.header[layout.weight]
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
        }

        private mutating func row<S: SessionSink>(_ record: CSVRecord, into sink: inout S) throws {
            if let problem = ExportCell.utf8Problem(record, header: layout.header) { throw problem }
            // Compared cell by cell as written, on the bytes: the key is built only when the workout changes.
            if current == nil || !record.cellEquals(layout.date, currentCells.date) || !record.cellEquals(layout.workoutName, currentCells.name)
                || !(layout.workoutNumber.map { record.cellEquals($0, currentCells.number) } ?? true) {
                let number = layout.workoutNumber.map { record[$0] } ?? ""
                try startWorkout(record, dateText: record[layout.date], name: record[layout.workoutName], number: number, into: &sink)
            }

            guard let kind = StrongReader.rowKind(record, layout.setOrder) else {
                throw CellError("Set Order '\(ExportCell.shown(ExportCell.trim(record[layout.setOrder])))' is not a set number (expected 1, 2, …, W, D, F, Rest Timer or Note)")
            }
            // Rows of one exercise repeat its name: the string is made when the cell changes.
            if !record.cellEquals(layout.exerciseName, lastExercise.cell) {
                let cell = record[layout.exerciseName]
                lastExercise = (cell, ExportCell.trimmed(cell))
            }
            let exerciseName = lastExercise.name
            guard !exerciseName.isEmpty else { throw CellError("Exercise Name is empty (expected the exercise's name)") }
            let notes = layout.notes.map { ExportCell.trimmed(record[$0]) } ?? ""
            switch kind {
            case .note:
                let index = current!.exerciseIndex(named: exerciseName)
                current!.addNote(notes, to: index)
                return
            case .restTimer:
                let seconds = try layout.seconds.flatMap { try ExportCell.nonNegative(record, $0, column: layout.header[$0], what: "rest time in seconds") } ?? 0
                if let index = current!.existingExerciseIndex(named: exerciseName), !current!.session.exercises[index].sets.isEmpty {
                    current!.session.exercises[index].sets[current!.session.exercises[index].sets.count - 1].restTime = Int(min(seconds, 86_400))
                }
                return
            case let .set(type):
                var set = try performedSet(record, type: type)
                set.note = notes
                let index = current!.exerciseIndex(named: exerciseName)
                current!.append(set, to: index)
            }
        }

        /// Hands out the finished workout and starts the one `record` belongs to.
        private mutating func startWorkout<S: SessionSink>(
            _ record: CSVRecord, dateText: String, name: String, number: String, into sink: inout S
        ) throws {
            let key = "\(dateText)\u{1F}\(name)\u{1F}\(number)"
            if dateText != lastDate.text {
                lastDate = (dateText, LocalDateTime.date(ExportCell.trim(dateText), in: reader.timeZone))
            }
            try flush(into: &sink)
            guard let start = lastDate.date else {
                throw CellError("Date '\(ExportCell.shown(ExportCell.trim(dateText)))' is not a date (expected YYYY-MM-DD HH:MM:SS, or the 12-hour form 2024-03-05 6:30:12 PM)")
            }
            if let firstLine = finished[key] {
                throw CellError("workout '\(ExportCell.shown(ExportCell.trim(name)))' of \(ExportCell.trim(dateText)) continues after other workouts (expected the rows of one workout to be consecutive; it began on line \(firstLine))")
            }
            var session = ParsedSession(name: ExportCell.trimmed(name), startedAt: start, line: record.line)
            session.notes = layout.workoutNotes.map { String(ExportCell.trim(record[$0])) } ?? ""
            if let column = layout.duration {
                let text = ExportCell.trim(record[column])
                if !text.isEmpty {
                    if let seconds = LocalDateTime.durationSeconds(text) {
                        session.duration = seconds
                    } else {
                        try sink.report(.warning(reader.path, record.line, "\(layout.header[column]) '\(ExportCell.shown(text))' is not a duration (expected seconds, or 20s, 56m, 1h 6m); the workout's duration is left at 0"))
                    }
                }
            }
            current = SessionAccumulator(key: key, session: session)
            currentCells = (dateText, name, number)
        }

        /// Hands the workout being assembled to the sink.
        private mutating func flush<S: SessionSink>(into sink: inout S) throws {
            guard let done = current else { return }
            current = nil
            finished[done.key] = done.session.line ?? 0
            if done.hasSets {
                try sink.add(done.session)
            } else if done.rejectedRows == 0 {
                try sink.report(.warning(reader.path, done.session.line, "workout '\(ExportCell.shown(done.session.name))' has no sets (only rest timers or notes); skipped"))
            }
        }

        /// The set a row describes, in kg, with its original weight and unit.
        private func performedSet(_ record: CSVRecord, type: SetType) throws -> PerformedSet {
            let reps = try ExportCell.reps(record, layout.reps, column: repsColumn)
            let written = try ExportCell.weight(record, layout.weight, column: weightColumn)
            let rowUnit: WeightUnit
            if let fixed = layout.headerWeightUnit {
                rowUnit = fixed
            } else if let column = layout.weightUnit {
                rowUnit = try ExportCell.weightUnit(record[column], column: layout.header[column], fallback: reader.unit)
            } else {
                rowUnit = reader.unit
            }
            let seconds = try layout.seconds.flatMap { try ExportCell.nonNegative(record, $0, column: layout.header[$0], what: "number of seconds") }
            let distance = try layout.distance.flatMap { try ExportCell.nonNegative(record, $0, column: layout.header[$0], what: "distance") }
            var meters: Double?
            if let distance, distance > 0, let distanceColumn = layout.distance {
                var perUnit = layout.headerMetersPerUnit ?? (rowUnit == .lb ? 1609.344 : 1000)
                if let column = layout.distanceUnit {
                    let unitText = ExportCell.trim(record[column])
                    if !unitText.isEmpty {
                        guard let known = ExportCell.metersPerUnit(unitText) else {
                            throw CellError("\(layout.header[column]) '\(ExportCell.shown(unitText))' is not a distance unit (expected km, mi, m, ft or yd)")
                        }
                        perUnit = known
                    }
                }
                meters = try ExportCell.meters(distance, perUnit: perUnit, cell: record[distanceColumn], column: layout.header[distanceColumn])
            }
            let rpe = try layout.rpe.flatMap { try ExportCell.rpe(record, $0, column: layout.header[$0]) }
            let duration = seconds.flatMap { $0 > 0 ? $0 : nil }
            return PerformedSet(
                reps: reps, weight: rowUnit.toKilograms(written), completed: reps > 0 || duration != nil || meters != nil,
                rpe: rpe, type: type, durationSeconds: duration, distanceMeters: meters,
                originalWeight: written, originalUnit: rowUnit)
        }
    }
}
