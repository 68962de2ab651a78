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
        var order: [Int] = []
        var byNumber: [Int: WorkoutTemplate] = [:]
        var unresolved: [String: [Int]] = [:]
        var unresolvedOrder: [String] = []
        try CSVReader(path: path).forEachRecord { record in
            guard let cols = columns else {
                var index: [String: Int] = [:]
                for (i, name) in record.fields.enumerated() { index[name.trimmingCharacters(in: .whitespaces)] = i }
                if index["Workout_Name"] != nil && index["Übung"] != nil {
                    columns = Columns(shape: .german, index: index)
                } else if index["workout_name"] != nil && index["exercise_id"] != nil {
                    columns = Columns(shape: .english, index: index)
                } else {
                    throw DiagnosticError(.error(path, record.line, "not a sample-workout CSV (expected the header Workout_Name,Workout_Nummer,…,Übung,… or workout_id,workout_name,…,exercise_id,…)"))
                }
                return
            }
            result.rowCount += 1
            let line = record.line
            func fail(_ message: String) { result.diagnostics.append(.error(path, line, message)) }
            if let bad = record.invalidUTF8Columns.first {
                return fail("column \(bad + 1): text is not valid UTF-8")
            }
            let name = cols.cell(record, "Workout_Name", "workout_name")
            guard !name.isEmpty else { return fail("empty workout name") }
            let numberText = cols.cell(record, "Workout_Nummer", "workout_number", "workout_id")
            guard let number = Int(numberText) else {
                return fail("workout number '\(numberText)' is not a whole number")
            }
            let setsText = cols.cell(record, "Sätze", "sets")
            guard let setCount = Int(setsText), (1...50).contains(setCount) else {
                return fail("sets '\(setsText)' is not a number of sets (expected 1…50)")
            }
            let repsText = cols.cell(record, "Wiederholungen", "reps")
            guard let reps = RepPrescription(parsing: repsText) else {
                return fail("reps '\(repsText)' is not a number, a range like 12-15, or Max")
            }
            // Rest may carry a circuit note: `0 (90 nach Runde)` is 0 s between exercises, 90 s after a round.
            let restText = cols.cell(record, "Pause_Sek", "rest_sec")
            let restHead = restText.prefix { $0.isNumber }
            guard let rest = restText.isEmpty ? 90 : Int(restHead), rest >= 0 else {
                return fail("rest '\(restText)' is not a number of seconds")
            }
            let restNote = restText.dropFirst(restHead.count).trimmingCharacters(in: .whitespaces)
            let exerciseId: UUID
            switch cols.shape {
            case .english:
                let idText = cols.cell(record, "exercise_id")
                if let n = Int(idText), let id = UUID.catalog(validating: n), let exercise = matcher.exercise(id: id) {
                    exerciseId = exercise.id
                } else if let uuid = UUID(uuidString: idText), matcher.exercise(id: uuid) != nil {
                    exerciseId = uuid
                } else {
                    let key = "id \(idText)"
                    if unresolved[key] == nil { unresolvedOrder.append(key) }
                    unresolved[key, default: []].append(line)
                    return
                }
            case .german:
                let exerciseName = cols.cell(record, "Übung")
                guard let match = matcher.resolve(name: exerciseName) else {
                    if unresolved[exerciseName] == nil { unresolvedOrder.append(exerciseName) }
                    unresolved[exerciseName, default: []].append(line)
                    return
                }
                exerciseId = match.exercise.id
            }
            if byNumber[number] == nil {
                order.append(number)
                let durationText = cols.cell(record, "Dauer_Min", "duration_min")
                byNumber[number] = WorkoutTemplate(
                    id: .v5(namespace: Self.namespace, name: "sample-workout-\(number)"), name: name,
                    defaultRestTime: rest, duration: IntRange(parsing: durationText), isSample: true, number: number,
                    level: DifficultyLevel.parse(cols.cell(record, "Niveau", "level")),
                    workoutType: cols.cell(record, "Typ", "type").nilIfEmpty,
                    frequency: cols.cell(record, "Trainingsfrequenz", "training_frequency").nilIfEmpty)
            }
            let phase = cols.cell(record, "Phase", "phase").nilIfEmpty
            let sets = Array(repeating: TemplateSet(reps: reps.range, weight: 0, restTime: rest, prescription: reps.text), count: setCount)
            let notes = [cols.cell(record, "Hinweise", "notes"), restNote.isEmpty ? "" : "Pause: \(restText)"]
                .filter { !$0.isEmpty }.joined(separator: " · ")
            byNumber[number]?.exercises.append(TemplateExercise(
                exerciseId: exerciseId, phase: phase, restOverride: rest, notes: notes, sets: sets))
        }
        guard columns != nil else {
            throw DiagnosticError(.error(path, 1, "empty file (expected a sample-workout header)"))
        }
        result.workouts = order.compactMap { byNumber[$0] }
        result.unresolved = unresolvedOrder.map { ($0, unresolved[$0] ?? []) }
        for (name, lines) in result.unresolved {
            let where_ = lines.count == 1 ? "line \(lines[0])" : "lines \(lines.map(String.init).joined(separator: ", "))"
            result.diagnostics.append(.warning(path, lines.first, "exercise '\(name)' is not in the catalog; skipped (\(where_))"))
        }
        return result
    }
}

extension String {
    /// `nil` for an empty string.
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
