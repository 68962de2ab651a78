import Foundation

/// Reads the app's sample-workout CSVs (SPEC §3.2): `workouts.csv` (German headers, exercises by name)
/// and `workouts_with_ids.csv` (English headers, exercises by catalog id).
///
/// Rows are grouped into workouts by their number; each row is one exercise with `Sätze` planned sets of
/// the `Wiederholungen` rep range. Rep and duration ranges stay ranges.
package struct SampleWorkoutReader {
    package struct Result: Sendable {
        package var workouts: [WorkoutTemplate] = []
        package var diagnostics: [Diagnostic] = []
        /// Exercise names that resolved to nothing, with the lines that used them.
        package var unresolved: [(name: String, lines: [Int])] = []
        /// Rows read.
        package var rowCount = 0
    }

    package let path: String
    package let matcher: ExerciseMatcher

    package init(path: String, matcher: ExerciseMatcher) {
        self.path = path
        self.matcher = matcher
    }

    private enum Shape { case german, english }

    private struct Columns {
        var shape: Shape
        var index: [String: Int]
        func cell(_ record: CSVRecord, _ names: String...) -> String {
            for name in names { if let i = index[name] { return record[i].trimmingCharacters(in: .whitespacesAndNewlines) } }
            return ""
        }
    }

    /// The namespace of sample-workout ids: both CSV shapes describe the same numbered workouts, so the id
    /// is derived from the number and both files update the same rows.
    static let namespace = UUID(uuidString: "2C7E9A40-5D1B-4F63-8A0E-7B4C1D9E3F52")!

    package func read() throws -> Result {
        var result = Result()
        var columns: Columns?
        var workouts = Workouts()
        try CSVReader(path: path).forEachRecord { record in
            guard let cols = columns else {
                columns = try header(record)
                return
            }
            result.rowCount += 1
            do {
                try add(record, cols, to: &workouts)
            } catch let problem as RowProblem {
                result.diagnostics.append(.error(path, record.line, problem.message))
            }
        }
        guard columns != nil else {
            throw DiagnosticError(.error(path, 1, "empty file (expected a sample-workout header)"))
        }
        result.workouts = workouts.order.compactMap { workouts.byNumber[$0] }
        result.unresolved = workouts.unresolvedOrder.map { ($0, workouts.unresolved[$0] ?? []) }
        for (name, lines) in result.unresolved {
            let where_ = lines.count == 1 ? "line \(lines[0])" : "lines \(lines.map(String.init).joined(separator: ", "))"
            result.diagnostics.append(.warning(path, lines.first, "exercise '\(name)' is not in the catalog; skipped (\(where_))"))
        }
        return result
    }

    /// The columns of the header line, which tells the shape; an error for any other first line.
    private func header(_ record: CSVRecord) throws -> Columns {
        var index: [String: Int] = [:]
        for (i, name) in record.fields.enumerated() { index[name.trimmingCharacters(in: .whitespaces)] = i }
        if index["Workout_Name"] != nil && index["Übung"] != nil {
            return Columns(shape: .german, index: index)
        } else if index["workout_name"] != nil && index["exercise_id"] != nil {
            return Columns(shape: .english, index: index)
        }
        throw DiagnosticError(.error(path, record.line, "not a sample-workout CSV (expected the header Workout_Name,Workout_Nummer,…,Übung,… or workout_id,workout_name,…,exercise_id,…)"))
    }

    /// The workouts read so far, in the order of their first rows, and the exercises that resolved to
    /// nothing, with their lines.
    private struct Workouts {
        var order: [Int] = []
        var byNumber: [Int: WorkoutTemplate] = [:]
        var unresolved: [String: [Int]] = [:]
        var unresolvedOrder: [String] = []

        mutating func noteUnresolved(_ key: String, line: Int) {
            if unresolved[key] == nil { unresolvedOrder.append(key) }
            unresolved[key, default: []].append(line)
        }
    }

    /// Why a row is rejected; the row's line goes with it into the diagnostic.
    private struct RowProblem: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }

    /// Adds one row's exercise to its workout (made from the row when it is the workout's first).
    private func add(_ record: CSVRecord, _ cols: Columns, to workouts: inout Workouts) throws {
        let row = try parse(record, cols)
        let exerciseId: UUID
        switch resolveExercise(record, cols) {
        case let .exercise(id):
            exerciseId = id
        case let .unresolved(key):
            workouts.noteUnresolved(key, line: record.line)
            return
        }
        let number = row.number, rest = row.rest
        if workouts.byNumber[number] == nil {
            workouts.order.append(number)
            let durationText = cols.cell(record, "Dauer_Min", "duration_min")
            workouts.byNumber[number] = WorkoutTemplate(
                id: .v5(namespace: Self.namespace, name: "sample-workout-\(number)"), name: row.name,
                defaultRestTime: rest, duration: IntRange(parsing: durationText), isSample: true, number: number,
                level: DifficultyLevel.parse(cols.cell(record, "Niveau", "level")),
                workoutType: cols.cell(record, "Typ", "type").nilIfEmpty,
                frequency: cols.cell(record, "Trainingsfrequenz", "training_frequency").nilIfEmpty)
        }
        let phase = cols.cell(record, "Phase", "phase").nilIfEmpty
        let sets = Array(repeating: TemplateSet(reps: row.reps.range, weight: 0, restTime: rest, prescription: row.reps.text), count: row.setCount)
        let notes = [cols.cell(record, "Hinweise", "notes"), row.restNote.isEmpty ? "" : "Pause: \(row.restText)"]
            .filter { !$0.isEmpty }.joined(separator: " · ")
        workouts.byNumber[number]?.exercises.append(TemplateExercise(
            exerciseId: exerciseId, phase: phase, restOverride: rest, notes: notes, sets: sets))
    }

    /// The checked cells of a row that both shapes have.
    private struct Row {
        var name: String
        var number: Int
        var setCount: Int
        var reps: RepPrescription
        var rest: Int
        var restText: String
        var restNote: String
    }

    private func parse(_ record: CSVRecord, _ cols: Columns) throws -> Row {
        if let bad = record.invalidUTF8Columns.first {
            throw RowProblem("column \(bad + 1): text is not valid UTF-8")
        }
        let name = cols.cell(record, "Workout_Name", "workout_name")
        guard !name.isEmpty else { throw RowProblem("empty workout name") }
        let numberText = cols.cell(record, "Workout_Nummer", "workout_number", "workout_id")
        guard let number = Int(numberText) else {
            throw RowProblem("workout number '\(numberText)' is not a whole number")
        }
        let setsText = cols.cell(record, "Sätze", "sets")
        guard let setCount = Int(setsText), (1...50).contains(setCount) else {
            throw RowProblem("sets '\(setsText)' is not a number of sets (expected 1…50)")
        }
        let repsText = cols.cell(record, "Wiederholungen", "reps")
        guard let reps = RepPrescription(parsing: repsText) else {
            throw RowProblem("reps '\(repsText)' is not a number, a range like 12-15, or Max")
        }
        // Rest may carry a circuit note: `0 (90 nach Runde)` is 0 s between exercises, 90 s after a round.
        let restText = cols.cell(record, "Pause_Sek", "rest_sec")
        let restHead = restText.prefix { $0.isNumber }
        guard let rest = restText.isEmpty ? 90 : Int(restHead), rest >= 0 else {
            throw RowProblem("rest '\(restText)' is not a number of seconds")
        }
        let restNote = restText.dropFirst(restHead.count).trimmingCharacters(in: .whitespaces)
        return Row(name: name, number: number, setCount: setCount, reps: reps, rest: rest, restText: restText, restNote: restNote)
    }

    /// The catalog exercise a row names, or the name (`id 123` for ids) it is reported under when none.
    private enum Resolution {
        case exercise(UUID)
        case unresolved(String)
    }

    private func resolveExercise(_ record: CSVRecord, _ cols: Columns) -> Resolution {
        switch cols.shape {
        case .english:
            let idText = cols.cell(record, "exercise_id")
            if let n = Int(idText), let id = UUID.catalog(validating: n), let exercise = matcher.exercise(id: id) {
                return .exercise(exercise.id)
            } else if let uuid = UUID(uuidString: idText), matcher.exercise(id: uuid) != nil {
                return .exercise(uuid)
            }
            return .unresolved("id \(idText)")
        case .german:
            let exerciseName = cols.cell(record, "Übung")
            guard let match = matcher.resolve(name: exerciseName) else { return .unresolved(exerciseName) }
            return .exercise(match.exercise.id)
        }
    }
}

extension String {
    /// `nil` for an empty string.
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
