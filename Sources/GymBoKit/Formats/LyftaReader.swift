import Foundation

/// Reads Lyfta's CSV export (SPEC §3.7) into performed sessions, one workout at a time.
///
/// Header: ` Title,Date,Duration,Exercise,"Superset id",Weight,Reps,Distance,Time,"Set Type"` — the first
/// name has a leading space, two are quoted. One row per set; `Date` is local `yyyy-MM-dd HH:mm:ss`,
/// `Duration` the workout's `HH:MM:SS`, and `Set Type` one of `NORMAL_SET`, `WARMUP_SET`, `DROP_SET`,
/// `FAILURE_SET`, `LEFT_SET`, `RIGHT_SET`.
///
/// Decisions where the export is silent:
/// - The file names no unit anywhere: weights are in `unit` (the CLI's `--unit`, default kg), and the
///   reader says so in a note, so the summary always names the unit it used. Distances are km with kg
///   and miles with lb, as the app shows them.
/// - A workout is (Title, Date); its rows are consecutive, as with Strong.
/// - Exercise names keep the app's spelling without Lyfta's trailing spaces.
/// - An exercise that comes back later in the workout (a second block) joins its first entry, so its sets
///   are numbered across the workout (1–5, not 1–3 and 1–2). Entries are told apart by name and
///   `Superset id`; exercises sharing a superset id form one superset (`ParsedExercise.groupId`).
/// - `LEFT_SET` and `RIGHT_SET` are normal sets of the exercise with the note `left side`/`right side`:
///   each side is a set the lifter did.
/// - `Time` is the seconds of a timed set or cardio row (`45`, or `00:45`, `0:20:00`).
/// - Reps `0` without time or distance is a failed attempt: kept, not completed, never a record.
package struct LyftaReader: Sendable {
    package let path: String
    /// The unit of every weight in the file (the file does not say).
    package let unit: WeightUnit
    /// The athlete's zone: Lyfta writes local wall-clock time without an offset.
    package let timeZone: TimeZone

    package init(path: String, unit: WeightUnit = .kg, timeZone: TimeZone) {
        self.path = path
        self.unit = unit
        self.timeZone = timeZone
    }

    /// Whether `header` is Lyfta's export header.
    package static func matches(header: [String]) -> Bool {
        Layout(header: header) != nil
    }

    static let expectedHeader = " Title,Date,Duration,Exercise,\"Superset id\",Weight,Reps,Distance,Time,\"Set Type\""

    static let format = ExportStream.Format(name: "a Lyfta export", emptyExpectation: "a Lyfta export", expectedHeader: expectedHeader)

    func state(header: [String]) -> State? {
        Layout(header: header).map { State(reader: self, layout: $0) }
    }

    /// The note that names the unit the weights were read in.
    static func unitNote(_ unit: WeightUnit) -> String {
        switch unit {
        case .kg: "weights read as kg: a Lyfta export names no unit (--unit lb reads them as pounds)"
        case .lb: "weights read as lb (--unit lb): a Lyfta export names no unit"
        }
    }
}

extension LyftaReader {
    /// Column indexes, computed once from the header.
    struct Layout {
        var header: [String]
        var title: Int
        var date: Int
        var duration: Int?
        var exercise: Int
        var superset: Int?
        var weight: Int
        var reps: Int
        var distance: Int?
        var time: Int?
        var setType: Int

        init?(header raw: [String]) {
            let header = raw.map { String(ExportCell.trim($0)) }
            var index: [String: Int] = [:]
            for (i, name) in header.enumerated() where index[name.lowercased()] == nil { index[name.lowercased()] = i }
            guard let title = index["title"], let date = index["date"], let exercise = index["exercise"],
                  let weight = index["weight"], let reps = index["reps"], let setType = index["set type"]
            else { return nil }
            self.header = header
            self.title = title
            self.date = date
            self.exercise = exercise
            self.weight = weight
            self.reps = reps
            self.setType = setType
            duration = index["duration"]
            superset = index["superset id"]
            distance = index["distance"]
            time = index["time"]
        }
    }

    /// A `Set Type` cell: the set's type and the side it was done on.
    static func setType(_ text: Substring) -> (SetType, side: String?)? {
        switch text.uppercased() {
        case "NORMAL_SET", "NORMAL", "": return (.normal, nil)
        case "WARMUP_SET", "WARM_UP_SET", "WARMUP": return (.warmup, nil)
        case "DROP_SET", "DROPSET": return (.dropset, nil)
        case "FAILURE_SET", "FAILURE": return (.failure, nil)
        case "LEFT_SET": return (.normal, "left side")
        case "RIGHT_SET": return (.normal, "right side")
        default: return nil
        }
    }

    /// The reading state: the workout being assembled.
    struct State: ExportReadingState {
        let reader: LyftaReader
        let layout: Layout
        var current: SessionAccumulator?
        var currentCells: (title: String, date: String) = ("", "")
        var finished: [String: Int] = [:]
        var dataRows = 0
        /// Superset ids of this workout, in order of first appearance: their index is the group id.
        var groups: [String: Int] = [:]

        init(reader: LyftaReader, layout: Layout) {
            self.reader = reader
            self.layout = layout
        }

        mutating func consume<S: SessionSink>(_ record: CSVRecord, into sink: inout S) throws {
            if dataRows == 0 { try sink.report(Diagnostic(path: reader.path, line: 1, severity: .note, message: LyftaReader.unitNote(reader.unit))) }
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
            let title = record[layout.title], date = record[layout.date]
            if current == nil || title != currentCells.title || date != currentCells.date {
                try startWorkout(record, title: title, date: date, into: &sink)
            }
            let name = ExportCell.trimmed(record[layout.exercise])
            guard !name.isEmpty else { throw CellError("Exercise is empty (expected the exercise's name)") }
            let typeText = ExportCell.trim(record[layout.setType])
            guard let (type, side) = LyftaReader.setType(typeText) else {
                throw CellError("Set Type '\(ExportCell.shown(typeText))' is not a set type (expected NORMAL_SET, WARMUP_SET, DROP_SET, FAILURE_SET, LEFT_SET or RIGHT_SET)")
            }
            let supersetText = layout.superset.map { String(ExportCell.trim(record[$0])) } ?? ""
            var groupId: Int?
            if !supersetText.isEmpty, supersetText != "0" {
                guard supersetText.count <= 64 else {
                    throw CellError("Superset id '\(ExportCell.shown(supersetText))' is too long (expected a short id, or blank)")
                }
                if let known = groups[supersetText] {
                    groupId = known
                } else {
                    groupId = groups.count
                    groups[supersetText] = groups.count
                }
            }
            var set = try performedSet(record, type: type)
            if let side { set.note = side }
            let key = groupId.map { "\(name)\u{1F}\($0)" } ?? name
            let index = current!.exerciseIndex(named: key)
            if current!.session.exercises[index].sets.isEmpty {
                current!.session.exercises[index].reference = ExerciseReference(name: name)
                current!.session.exercises[index].groupId = groupId
            }
            current!.append(set, to: index)
        }

        private mutating func startWorkout<S: SessionSink>(_ record: CSVRecord, title: String, date: String, into sink: inout S) throws {
            try flush(into: &sink)
            let key = "\(title)\u{1F}\(date)"
            let dateText = ExportCell.trim(date)
            guard let start = LocalDateTime.date(dateText, in: reader.timeZone) else {
                throw CellError("Date '\(ExportCell.shown(dateText))' is not a date (expected YYYY-MM-DD HH:MM:SS)")
            }
            if let firstLine = finished[key] {
                throw CellError("workout '\(ExportCell.shown(ExportCell.trim(title)))' of \(dateText) continues after other workouts (expected the rows of one workout to be consecutive; it began on line \(firstLine))")
            }
            var session = ParsedSession(name: String(ExportCell.trim(title)), startedAt: start, line: record.line)
            if let column = layout.duration {
                let text = ExportCell.trim(record[column])
                if !text.isEmpty {
                    if let seconds = LocalDateTime.durationSeconds(text) {
                        session.duration = seconds
                    } else {
                        try sink.report(.warning(reader.path, record.line, "Duration '\(ExportCell.shown(text))' is not a duration (expected HH:MM:SS); the workout's duration is left at 0"))
                    }
                }
            }
            current = SessionAccumulator(key: key, session: session)
            currentCells = (title, date)
            groups = [:]
        }

        private mutating func flush<S: SessionSink>(into sink: inout S) throws {
            guard let done = current else { return }
            current = nil
            finished[done.key] = done.session.line ?? 0
            if done.hasSets {
                try sink.add(done.session)
            } else if done.rejectedRows == 0 {
                try sink.report(.warning(reader.path, done.session.line, "workout '\(ExportCell.shown(done.session.name))' has no sets; skipped"))
            }
        }

        private func performedSet(_ record: CSVRecord, type: SetType) throws -> PerformedSet {
            let reps = try ExportCell.reps(record, layout.reps, column: layout.header[layout.reps])
            let written = try ExportCell.weight(record, layout.weight, column: layout.header[layout.weight])
            var duration: Double?
            if let column = layout.time {
                let text = ExportCell.trim(record[column])
                if !text.isEmpty {
                    guard let seconds = LocalDateTime.durationSeconds(text) else {
                        throw CellError("Time '\(ExportCell.shown(text))' is not a duration (expected seconds, or MM:SS, or HH:MM:SS)")
                    }
                    if seconds > 0 { duration = Double(seconds) }
                }
            }
            var meters: Double?
            if let column = layout.distance,
               let distance = try ExportCell.nonNegative(record, column, column: layout.header[column], what: "distance"), distance > 0 {
                meters = try ExportCell.meters(distance, perUnit: reader.unit == .lb ? 1609.344 : 1000, cell: record[column], column: layout.header[column])
            }
            return PerformedSet(
                reps: reps, weight: reader.unit.toKilograms(written), completed: reps > 0 || duration != nil || meters != nil,
                type: type, durationSeconds: duration, distanceMeters: meters, originalWeight: written, originalUnit: reader.unit)
        }
    }
}
