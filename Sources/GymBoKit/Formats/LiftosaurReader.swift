import Foundation

/// Reads Liftosaur's CSV export (SPEC §3.7) into performed sessions, one workout at a time.
///
/// Header: `Workout DateTime,Program,Day Name,Exercise,Is Warmup Set?,Required Reps,Completed Reps,Is AMRAP?,
/// Required RPE,Completed RPE,Log RPE?,Required Weight Value,Required Weight Unit,Completed Weight Value,
/// Completed Weight Unit,Ask Weight?,Completed Reps Time,Target Muscles,Synergist Muscles,Notes`.
/// One row per *planned* set: the program prescribes the set (`Required …`) and the lifter logs what was
/// done (`Completed …`). Times are ISO-8601 UTC instants, each weight carries its own unit.
///
/// Decisions where the export is silent:
/// - A workout is one `Workout DateTime`; its rows are consecutive. It is named after its `Day Name`
///   (else the program, else `Liftosaur`), and the program goes into the session's notes.
/// - A blank `Completed Reps` is a planned set that was not done: it is kept with `completed = false`
///   and the planned reps and weight, so the completion rule (TipEngine rule 12) sees it; Liftosaur
///   sessions log planned sets (`Session.logsPlannedSets`). `0` completed reps is a failed attempt.
/// - A done set without a completed weight was done at the required weight.
/// - `Name, Equipment` names (`Bench Press, Barbell`) are read as `Name (Equipment)`, the form Strong and
///   Hevy write, so the same aliases and the rule that equipment is identity apply (`Leverage Machine`
///   is `Machine`, `Smith` is `Smith Machine`). Other names are kept as written.
/// - The first `Target Muscles` entry is the exercise's category, so an exercise the catalog lacks
///   becomes a custom one with that muscle group (`Quadriceps` → legs, `Latissimus Dorsi` → lats).
/// - `Is AMRAP?` sets get the note `AMRAP`; `Notes` become the exercise's notes (once per text).
/// - `Completed Reps Time`, when it holds an instant (ISO-8601 or Unix seconds or milliseconds), gives
///   the workout's duration: its last set's time minus the start, when that is under a day.
package struct LiftosaurReader: Sendable {
    package let path: String

    package init(path: String) {
        self.path = path
    }

    /// Whether `header` is Liftosaur's export header.
    package static func matches(header: [String]) -> Bool {
        Layout(header: header) != nil
    }

    static let expectedHeader = "Workout DateTime,Program,Day Name,Exercise,Is Warmup Set?,Required Reps,Completed Reps,…"

    static let format = ExportStream.Format(name: "a Liftosaur export", emptyExpectation: "a Liftosaur export", expectedHeader: expectedHeader)

    func state(header: [String]) -> State? {
        Layout(header: header).map { State(reader: self, layout: $0) }
    }

    /// Liftosaur's equipment words and the qualifier Strong and Hevy write for them.
    static let equipment: [String: String] = [
        "barbell": "Barbell", "dumbbell": "Dumbbell", "cable": "Cable", "kettlebell": "Kettlebell",
        "bodyweight": "Bodyweight", "band": "Band", "leverage machine": "Machine", "machine": "Machine",
        "smith": "Smith Machine", "smith machine": "Smith Machine", "ez bar": "EZ Bar", "trap bar": "Trap Bar",
        "medicine ball": "Medicine Ball",
    ]

    /// `Bench Press, Barbell` as `Bench Press (Barbell)`; other names as they are.
    static func exerciseName(_ raw: String) -> String {
        guard let comma = raw.lastIndex(of: ",") else { return raw }
        let base = raw[..<comma].trimmingCharacters(in: .whitespaces)
        let kind = raw[raw.index(after: comma)...].trimmingCharacters(in: .whitespaces)
        guard !base.isEmpty, let qualifier = equipment[kind.lowercased()] else { return raw }
        return "\(base) (\(qualifier))"
    }

    /// The muscle group of Liftosaur's anatomical muscle names, as a category the inference reads.
    static func category(fromMuscles text: String) -> String? {
        guard let first = text.split(separator: ",").first?.trimmingCharacters(in: .whitespaces).lowercased(), !first.isEmpty else { return nil }
        let table: [(String, MuscleGroup)] = [
            ("pectoral", .chest), ("latissimus", .lats), ("trapezius", .traps), ("rhomboid", .upperBack),
            ("teres", .upperBack), ("infraspinatus", .upperBack), ("erector", .lowerBack), ("deltoid", .shoulders),
            ("biceps femoris", .hamstrings), ("hamstring", .hamstrings), ("semitendinosus", .hamstrings),
            ("biceps", .biceps), ("brachialis", .biceps), ("brachioradialis", .forearms), ("triceps", .triceps),
            ("wrist", .forearms), ("quadriceps", .legs), ("rectus femoris", .legs), ("vastus", .legs),
            ("gluteus", .glutes), ("adductor", .adductors), ("gastrocnemius", .calves), ("soleus", .calves),
            ("rectus abdominis", .abs), ("obliques", .obliques), ("iliopsoas", .hipFlexors), ("tensor fasciae", .hips),
        ]
        return table.first { first.contains($0.0) }?.1.rawValue
    }
}

extension LiftosaurReader {
    /// Column indexes, computed once from the header.
    struct Layout {
        var header: [String]
        var dateTime: Int
        var program: Int?
        var dayName: Int?
        var exercise: Int
        var isWarmup: Int?
        var requiredReps: Int
        var completedReps: Int
        var isAMRAP: Int?
        var completedRPE: Int?
        var requiredWeight: Int?
        var requiredUnit: Int?
        var completedWeight: Int?
        var completedUnit: Int?
        var completedTime: Int?
        var targetMuscles: Int?
        var notes: Int?

        init?(header raw: [String]) {
            let header = raw.map { String(ExportCell.trim($0)) }
            var index: [String: Int] = [:]
            for (i, name) in header.enumerated() where index[name.lowercased()] == nil { index[name.lowercased()] = i }
            guard let dateTime = index["workout datetime"], let exercise = index["exercise"],
                  let requiredReps = index["required reps"], let completedReps = index["completed reps"],
                  index["completed weight value"] != nil || index["required weight value"] != nil
            else { return nil }
            self.header = header
            self.dateTime = dateTime
            self.exercise = exercise
            self.requiredReps = requiredReps
            self.completedReps = completedReps
            program = index["program"]
            dayName = index["day name"]
            isWarmup = index["is warmup set?"]
            isAMRAP = index["is amrap?"]
            completedRPE = index["completed rpe"]
            requiredWeight = index["required weight value"]
            requiredUnit = index["required weight unit"]
            completedWeight = index["completed weight value"]
            completedUnit = index["completed weight unit"]
            completedTime = index["completed reps time"]
            targetMuscles = index["target muscles"]
            notes = index["notes"]
        }
    }

    /// A yes/no cell (`1`, `0`, `true`, `false`, `yes`, `no`, blank = no).
    static func flag(_ text: Substring) -> Bool? {
        switch text.lowercased() {
        case "1", "true", "yes", "y": return true
        case "0", "false", "no", "n", "": return false
        default: return nil
        }
    }

    /// An instant written as ISO-8601 or as Unix seconds or milliseconds.
    static func instant(_ text: Substring) -> Date? {
        if let number = Double(text), number.isFinite, number > 0 {
            return Date(timeIntervalSince1970: number > 1e11 ? number / 1000 : number)
        }
        return Timestamp.parseISO(String(text))
    }

    /// The reading state: the workout being assembled.
    struct State: ExportReadingState {
        let reader: LiftosaurReader
        let layout: Layout
        var current: SessionAccumulator?
        var currentCell = ""
        var lastSetTime: Date?
        var finished: [String: Int] = [:]
        var dataRows = 0
        var warnedTime = false
        /// The last row's exercise and target muscles cells, and what they were read as: an exercise's rows
        /// are consecutive, and reading the name (Foundation's trimming) on every row stood out in a profile.
        var lastExercise: (cell: String, muscles: String, name: String, category: String?)?

        init(reader: LiftosaurReader, layout: Layout) {
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
                try sink.report(.warning(reader.path, 1, "no rows after the header (expected one row per planned set)"))
            }
        }

        private mutating func row<S: SessionSink>(_ record: CSVRecord, into sink: inout S) throws {
            if let problem = ExportCell.utf8Problem(record, header: layout.header) { throw problem }
            let dateCell = record[layout.dateTime]
            if current == nil || dateCell != currentCell {
                try startWorkout(record, dateCell: dateCell, into: &sink)
            }
            let raw = ExportCell.trimmed(record[layout.exercise])
            guard !raw.isEmpty else { throw CellError("Exercise is empty (expected the exercise's name)") }
            var set = try performedSet(record)
            if let column = layout.isAMRAP, LiftosaurReader.flag(ExportCell.trim(record[column])) == true {
                set.note = "AMRAP"
            }
            if let column = layout.completedTime {
                let text = ExportCell.trim(record[column])
                if !text.isEmpty {
                    if let time = LiftosaurReader.instant(text) {
                        if set.completed { lastSetTime = max(lastSetTime ?? time, time) }
                    } else if !warnedTime {
                        warnedTime = true
                        try sink.report(.warning(reader.path, record.line, "Completed Reps Time '\(ExportCell.shown(text))' is not a time (expected an ISO-8601 instant); workout durations are taken only from readable times"))
                    }
                }
            }
            let muscles = layout.targetMuscles.map { record[$0] } ?? ""
            if lastExercise?.cell != raw || lastExercise?.muscles != muscles {
                lastExercise = (raw, muscles, LiftosaurReader.exerciseName(raw),
                                layout.targetMuscles == nil ? nil : LiftosaurReader.category(fromMuscles: muscles))
            }
            let (name, category) = (lastExercise!.name, lastExercise!.category)
            let index = current!.exerciseIndex(named: name, category: category)
            if let column = layout.notes {
                let note = ExportCell.trimmed(record[column])
                if !note.isEmpty, !current!.session.exercises[index].notes.split(separator: "\n").contains(Substring(note)) {
                    current!.addNote(note, to: index)
                }
            }
            current!.append(set, to: index)
        }

        private mutating func startWorkout<S: SessionSink>(_ record: CSVRecord, dateCell: String, into sink: inout S) throws {
            try flush(into: &sink)
            let text = ExportCell.trim(dateCell)
            guard let start = Timestamp.parseISO(String(text)) else {
                throw CellError("Workout DateTime '\(ExportCell.shown(text))' is not a date (expected an ISO-8601 time such as 2024-09-03T17:05:12.000Z)")
            }
            if let firstLine = finished[dateCell] {
                throw CellError("workout of \(text) continues after other workouts (expected the rows of one workout to be consecutive; it began on line \(firstLine))")
            }
            let program = layout.program.map { ExportCell.trimmed(record[$0]) } ?? ""
            let day = layout.dayName.map { ExportCell.trimmed(record[$0]) } ?? ""
            var session = ParsedSession(name: !day.isEmpty ? day : !program.isEmpty ? program : "Liftosaur", startedAt: start, line: record.line)
            if !program.isEmpty, !day.isEmpty { session.notes = "Program: \(program)" }
            current = SessionAccumulator(key: dateCell, session: session)
            currentCell = dateCell
            lastSetTime = nil
        }

        private mutating func flush<S: SessionSink>(into sink: inout S) throws {
            guard var done = current else { return }
            current = nil
            finished[done.key] = done.session.line ?? 0
            if let last = lastSetTime {
                let seconds = last.timeIntervalSince(done.session.startedAt)
                if seconds > 0, seconds < 86_400 { done.session.duration = Int(seconds.rounded()) }
            }
            if done.hasSets {
                try sink.add(done.session)
            } else if done.rejectedRows == 0 {
                try sink.report(.warning(reader.path, done.session.line, "workout of \(Timestamp.string(done.session.startedAt)) has no sets; skipped"))
            }
        }

        /// A weight and its unit cell, in kg with the value as written; `nil` for a blank weight.
        private func weight(_ record: CSVRecord, _ column: Int?, unit unitColumn: Int?) throws -> (kg: Double, written: Double, unit: WeightUnit)? {
            guard let column else { return nil }
            guard !ExportCell.trim(record[column]).isEmpty else { return nil }
            let written = try ExportCell.weight(record, column, column: layout.header[column])
            var unit = WeightUnit.kg
            if let unitColumn {
                unit = try ExportCell.weightUnit(String(ExportCell.trim(record[unitColumn])), column: layout.header[unitColumn], fallback: .kg)
            }
            return (unit.toKilograms(written), written, unit)
        }

        private func performedSet(_ record: CSVRecord) throws -> PerformedSet {
            var type = SetType.normal
            if let column = layout.isWarmup {
                let text = ExportCell.trim(record[column])
                guard let warmup = LiftosaurReader.flag(text) else {
                    throw CellError("Is Warmup Set? '\(ExportCell.shown(text))' is not yes or no (expected 1 or 0)")
                }
                if warmup { type = .warmup }
            }
            let completedText = ExportCell.trim(record[layout.completedReps])
            let required = try ExportCell.reps(record, layout.requiredReps, column: layout.header[layout.requiredReps])
            let planned = try weight(record, layout.requiredWeight, unit: layout.requiredUnit)
            let rpe = try layout.completedRPE.flatMap { try ExportCell.rpe(record, $0, column: layout.header[$0]) }
            if completedText.isEmpty {
                // Planned, not done.
                return PerformedSet(
                    reps: required, weight: planned?.kg ?? 0, completed: false, type: type,
                    originalWeight: planned?.written, originalUnit: planned?.unit)
            }
            let reps = try ExportCell.reps(record, layout.completedReps, column: layout.header[layout.completedReps])
            let done = try weight(record, layout.completedWeight, unit: layout.completedUnit) ?? planned
            return PerformedSet(
                reps: reps, weight: done?.kg ?? 0, completed: reps > 0, rpe: rpe, type: type,
                originalWeight: done?.written, originalUnit: done?.unit)
        }
    }
}
