import Foundation

/// Reads Hevy's `workout_data.csv` (SPEC §3.5) into performed sessions, one workout at a time.
///
/// Header: `title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,
/// set_type,weight_kg,reps,distance_km,duration_seconds,rpe`, with `weight_lbs` and `distance_miles` in
/// imperial exports. Dates look like `8 Apr 2026, 16:50`, with the month name in the app's language
/// (`8 Mär 2026, 16:50`, `8 avr. 2026, 16:50`); `LocalDateTime` reads them in the athlete's zone.
///
/// A workout is (title, start_time); its rows are consecutive and workouts come newest first. Sessions
/// go to the sink in file order (newest first) as soon as the next workout starts.
///
/// Decisions:
/// - An exercise is a run of consecutive rows with the same `exercise_title` and `superset_id`; the same
///   exercise done again later in the workout is a second entry, as Hevy shows it. Sets are ordered by
///   `set_index`.
/// - `superset_id` becomes `ParsedExercise.groupId` as written, so exercises sharing it within a session
///   form one superset (ids are per workout in Hevy, and so they stay per session here).
/// - `\n` (backslash, n) in `description` and `exercise_notes` becomes a line break.
/// - Duration is `end_time − start_time`, 0 when the end is missing, unreadable (a warning), earlier
///   than the start or more than a week later.
/// - Reps, weights and RPE follow the same rules as `StrongReader`.
package struct HevyReader: Sendable {
    package let path: String
    /// The athlete's zone: Hevy writes local wall-clock time without an offset.
    package let timeZone: TimeZone

    package init(path: String, timeZone: TimeZone) {
        self.path = path
        self.timeZone = timeZone
    }

    /// Whether `header` is Hevy's `workout_data.csv` header.
    package static func matches(header: [String]) -> Bool {
        Layout(header: header) != nil
    }

    static let expectedHeader = "title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,…"

    static let format = ExportStream.Format(name: "a Hevy export", emptyExpectation: "a Hevy workout_data.csv", expectedHeader: expectedHeader)

    func state(header: [String]) -> State? {
        Layout(header: header).map { State(reader: self, layout: $0) }
    }
}

extension HevyReader {
    /// Column indexes, computed once from the header.
    struct Layout {
        var header: [String]
        var title: Int
        var start: Int
        var end: Int?
        var description: Int?
        var exercise: Int
        var superset: Int?
        var exerciseNotes: Int?
        var setIndex: Int?
        var setType: Int?
        var weight: Int
        var weightUnit: WeightUnit
        var reps: Int
        var distance: Int?
        var metersPerUnit: Double
        var duration: Int?
        var rpe: Int?

        init?(header raw: [String]) {
            let header = raw.map { String(ExportCell.trim($0)).lowercased() }
            var index: [String: Int] = [:]
            for (i, name) in header.enumerated() where index[name] == nil { index[name] = i }
            guard let title = index["title"], let start = index["start_time"], let exercise = index["exercise_title"],
                  let reps = index["reps"]
            else { return nil }
            if let kg = index["weight_kg"] {
                (weight, weightUnit) = (kg, .kg)
            } else if let lbs = index["weight_lbs"] ?? index["weight_lb"] {
                (weight, weightUnit) = (lbs, .lb)
            } else {
                return nil
            }
            if let km = index["distance_km"] {
                (distance, metersPerUnit) = (km, 1000)
            } else if let miles = index["distance_miles"] ?? index["distance_mi"] {
                (distance, metersPerUnit) = (miles, 1609.344)
            } else if let meters = index["distance_meters"] ?? index["distance_m"] {
                (distance, metersPerUnit) = (meters, 1)
            } else {
                (distance, metersPerUnit) = (nil, 1)
            }
            self.header = raw.map { String(ExportCell.trim($0)) }
            self.title = title
            self.start = start
            self.exercise = exercise
            self.reps = reps
            end = index["end_time"]
            description = index["description"]
            superset = index["superset_id"]
            exerciseNotes = index["exercise_notes"]
            setIndex = index["set_index"]
            setType = index["set_type"]
            duration = index["duration_seconds"]
            rpe = index["rpe"]
        }
    }

    /// A Hevy `set_type`; blank is normal.
    static func setType(_ text: Substring) -> SetType? {
        switch text {
        case "normal", "": return .normal
        case "warmup": return .warmup
        case "dropset": return .dropset
        case "failure": return .failure
        default:
            switch text.lowercased().replacingOccurrences(of: "_", with: "").replacingOccurrences(of: " ", with: "") {
            case "normal": return .normal
            case "warmup": return .warmup
            case "dropset", "drop": return .dropset
            case "failure": return .failure
            default: return nil
            }
        }
    }

    /// The reading state: the workout and the exercise block being assembled.
    struct State: ExportReadingState {
        let reader: HevyReader
        let layout: Layout
        var current: SessionAccumulator?
        var currentCells: (title: String, start: String) = ("", "")
        /// The open exercise block: its index in `current`, its cells, and the `set_index` of each set.
        var block: (index: Int, exercise: String, superset: String, setIndexes: [Int])?
        var finished: [String: Int] = [:]
        var dataRows = 0

        init(reader: HevyReader, layout: Layout) {
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
        }

        private mutating func row<S: SessionSink>(_ record: CSVRecord, into sink: inout S) throws {
            if let problem = ExportCell.utf8Problem(record, header: layout.header) { throw problem }
            let title = record[layout.title]
            let start = record[layout.start]
            if current == nil || title != currentCells.title || start != currentCells.start {
                try startWorkout(record, title: title, start: start, into: &sink)
            }

            let exercise = ExportCell.trimmed(record[layout.exercise])
            guard !exercise.isEmpty else { throw CellError("exercise_title is empty (expected the exercise's name)") }
            let supersetText = layout.superset.map { ExportCell.trim(record[$0]) } ?? ""
            var groupId: Int?
            if !supersetText.isEmpty {
                guard let id = Int(supersetText) ?? ExportCell.number(supersetText).flatMap({ $0 == $0.rounded() && abs($0) < 1e9 ? Int($0) : nil }) else {
                    throw CellError("superset_id '\(ExportCell.shown(supersetText))' is not a whole number (expected a superset number, or blank)")
                }
                groupId = id
            }
            let typeText = layout.setType.map { ExportCell.trim(record[$0]) } ?? ""
            guard let type = HevyReader.setType(typeText) else {
                throw CellError("set_type '\(ExportCell.shown(typeText))' is not a set type (expected normal, warmup, dropset or failure)")
            }
            var setIndex = block?.setIndexes.last.map { $0 + 1 } ?? 0
            if let column = layout.setIndex {
                let text = ExportCell.trim(record[column])
                if !text.isEmpty {
                    guard let value = Int(text), value >= 0 else {
                        throw CellError("set_index '\(ExportCell.shown(text))' is not a set number (expected a whole number from 0)")
                    }
                    setIndex = value
                }
            }
            let set = try performedSet(record, type: type)

            if block == nil || block!.exercise != exercise || block!.superset != supersetText {
                closeBlock()
                let notes = layout.exerciseNotes.map { ExportCell.unescapeNewlines(String(ExportCell.trim(record[$0]))) } ?? ""
                let index = current!.appendExercise(ParsedExercise(reference: ExerciseReference(name: exercise), groupId: groupId, notes: notes))
                block = (index, exercise, String(supersetText), [])
            }
            current!.append(set, to: block!.index)
            block!.setIndexes.append(setIndex)
        }

        /// Puts the open block's sets in `set_index` order (they almost always are already).
        private mutating func closeBlock() {
            guard let open = block else { return }
            block = nil
            let indexes = open.setIndexes
            guard zip(indexes, indexes.dropFirst()).contains(where: { $0 > $1 }) else { return }
            let sets = current!.session.exercises[open.index].sets
            let order = indexes.indices.sorted { (indexes[$0], $0) < (indexes[$1], $1) }
            current!.session.exercises[open.index].sets = order.map { sets[$0] }
        }

        private mutating func startWorkout<S: SessionSink>(_ record: CSVRecord, title: String, start: String, into sink: inout S) throws {
            try flush(into: &sink)
            let key = "\(title)\u{1F}\(start)"
            let startText = ExportCell.trim(start)
            guard let startedAt = LocalDateTime.date(startText, in: reader.timeZone) else {
                throw CellError("start_time '\(ExportCell.shown(startText))' is not a date (expected a date like 8 Apr 2026, 16:50)")
            }
            if let firstLine = finished[key] {
                throw CellError("workout '\(ExportCell.shown(ExportCell.trim(title)))' of \(startText) continues after other workouts (expected the rows of one workout to be consecutive; it began on line \(firstLine))")
            }
            var session = ParsedSession(name: String(ExportCell.trim(title)), startedAt: startedAt, line: record.line)
            session.notes = layout.description.map { ExportCell.unescapeNewlines(String(ExportCell.trim(record[$0]))) } ?? ""
            if let column = layout.end {
                let endText = ExportCell.trim(record[column])
                if !endText.isEmpty {
                    if let end = LocalDateTime.date(endText, in: reader.timeZone) {
                        let seconds = end.timeIntervalSince(startedAt)
                        session.duration = seconds > 0 && seconds < 7 * 86_400 ? Int(seconds) : 0
                    } else {
                        try sink.report(.warning(reader.path, record.line, "end_time '\(ExportCell.shown(endText))' is not a date (expected a date like 8 Apr 2026, 17:55); the workout's duration is left at 0"))
                    }
                }
            }
            current = SessionAccumulator(key: key, session: session)
            currentCells = (title, start)
        }

        private mutating func flush<S: SessionSink>(into sink: inout S) throws {
            closeBlock()
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
            let reps = try ExportCell.reps(record[layout.reps], column: layout.header[layout.reps])
            let written = try ExportCell.weight(record[layout.weight], column: layout.header[layout.weight])
            var meters: Double?
            if let column = layout.distance,
               let distance = try ExportCell.nonNegative(record[column], column: layout.header[column], what: "distance"), distance > 0 {
                meters = try ExportCell.meters(distance, perUnit: layout.metersPerUnit, cell: record[column], column: layout.header[column])
            }
            var duration: Double?
            if let column = layout.duration,
               let seconds = try ExportCell.nonNegative(record[column], column: layout.header[column], what: "number of seconds"), seconds > 0 {
                duration = seconds
            }
            let rpe = try layout.rpe.flatMap { try ExportCell.rpe(record[$0], column: layout.header[$0]) }
            let unit = layout.weightUnit
            return PerformedSet(
                reps: reps, weight: unit.toKilograms(written), completed: reps > 0 || duration != nil || meters != nil,
                rpe: rpe, type: type, durationSeconds: duration, distanceMeters: meters,
                originalWeight: written, originalUnit: unit)
        }
    }
}
