import Foundation

/// Reads an exercise catalog CSV (SPEC §3.1) into exercises and per-row diagnostics.
///
/// Header-driven: columns may come in any order; `id` is optional; `instruction1…N` any N. Ragged rows
/// (missing trailing cells) are accepted; a row with more cells than the header is rejected. The optional
/// `nameEN` column carries the English name `--lang en` shows; the app's own catalogs have none.
package struct CatalogReader {
    /// A parsed catalog: the good rows, in file order, and one diagnostic per rejected row.
    package struct Result: Sendable {
        package var exercises: [Exercise] = []
        /// The line each exercise came from, by id.
        package var lines: [UUID: Int] = [:]
        package var diagnostics: [Diagnostic] = []
        /// Rows read, good or bad.
        package var rowCount = 0
        package var rejectedCount: Int { diagnostics.filter { $0.severity == .error }.count }
    }

    package let path: String

    package init(path: String) { self.path = path }

    /// Parses the file at `path`.
    package func read() throws -> Result {
        try read { try CSVReader(path: path).forEachRecord($0) }
    }

    /// Parses catalog text held in memory (`path` only names it in messages).
    package func read(data: Data) throws -> Result {
        try read { try CSVReader(path: path).forEachRecord(in: data, $0) }
    }

    private struct Columns {
        var id: Int?
        var name: Int
        var englishName: Int?
        var muscleGroups: Int
        var equipment: Int
        var difficulty: Int
        var description: Int?
        var instructions: [Int]
        var count: Int
    }

    private func read(_ stream: ((CSVRecord) throws -> Void) throws -> Void) throws -> Result {
        var result = Result()
        var columns: Columns?
        var seen = Seen()
        var headerError: DiagnosticError?
        let handle: (CSVRecord) throws -> Void = { record in
            guard headerError == nil else { return }
            guard let cols = columns else {
                do { columns = try parseHeader(record) } catch let error as DiagnosticError { headerError = error }
                return
            }
            result.rowCount += 1
            do {
                let exercise = try parseRow(record, cols)
                try admit(exercise, line: record.line, into: &seen)
                result.exercises.append(exercise)
                result.lines[exercise.id] = record.line
            } catch let error as DiagnosticError {
                result.diagnostics += error.diagnostics
            }
        }
        do {
            try stream(handle)
        } catch let error as CSVError {
            // Rows before a broken quote are good; the break itself is one more rejected row.
            guard case .unterminatedQuote = error, columns != nil else { throw error }
            result.rowCount += 1
            result.diagnostics.append(error.diagnostic)
        }
        if let headerError { throw headerError }
        if columns == nil {
            throw DiagnosticError(.error(path, 1, "empty file (expected a header line: id,name,muscleGroups,equipmentType,difficultyLevel,description,instruction1,…)"))
        }
        return result
    }

    /// The names, English names and ids of the rows taken so far, with their lines.
    private struct Seen {
        var firstLineByKey: [String: (line: Int, name: String)] = [:]
        // English names share one space with the names: a typed name must find one exercise in either language.
        var firstLineByEnglishKey: [String: (line: Int, name: String, id: UUID)] = [:]
        var ids: [UUID: Int] = [:]
    }

    /// Takes the exercise of row `line` into `seen`; a row error when its name, English name or id is
    /// taken already.
    private func admit(_ exercise: Exercise, line: Int, into seen: inout Seen) throws {
        let key = TextNormalizer.matchKey(exercise.name)
        if let first = seen.firstLineByKey[key] {
            throw rowError(line, "duplicate exercise name '\(exercise.name)' (line \(first.line) has '\(first.name)'; names must be unique)")
        }
        if let firstLine = seen.ids[exercise.id] {
            throw rowError(line, "duplicate id \(exercise.id.lowercased) (line \(firstLine) has it too; ids must be unique)")
        }
        if let other = seen.firstLineByEnglishKey[key], other.id != exercise.id {
            throw rowError(line, "exercise name '\(exercise.name)' is the English name of line \(other.line) ('\(other.name)'; names must be unique in both languages)")
        }
        let englishKey = exercise.englishName.map(TextNormalizer.matchKey)
        if let englishKey, let english = exercise.englishName {
            if let first = seen.firstLineByEnglishKey[englishKey] {
                throw rowError(line, "column 'nameEN': duplicate English name '\(english)' (line \(first.line) has '\(first.name)'; names must be unique)")
            }
            if let first = seen.firstLineByKey[englishKey] {
                throw rowError(line, "column 'nameEN': '\(english)' is the name of line \(first.line) ('\(first.name)'; names must be unique in both languages)")
            }
        }
        seen.firstLineByKey[key] = (line, exercise.name)
        if let englishKey, let english = exercise.englishName {
            seen.firstLineByEnglishKey[englishKey] = (line, english, exercise.id)
        }
        seen.ids[exercise.id] = line
    }

    private func rowError(_ line: Int, _ message: String) -> DiagnosticError {
        DiagnosticError(.error(path, line, message))
    }

    private func parseHeader(_ record: CSVRecord) throws -> Columns {
        var index: [String: Int] = [:]
        var instructions: [(Int, Int)] = []
        for (i, raw) in record.fields.enumerated() {
            let key = raw.trimmingCharacters(in: .whitespaces).lowercased()
            if key.hasPrefix("instruction"), let n = Int(key.dropFirst("instruction".count)) {
                instructions.append((n, i))
            } else if !key.isEmpty {
                index[key] = i
            }
        }
        func require(_ names: [String]) throws -> Int {
            for name in names { if let i = index[name.lowercased()] { return i } }
            throw rowError(record.line, "missing column '\(names[0])' in the header (expected columns: id (optional), name, muscleGroups, equipmentType, difficultyLevel, description, instruction1…)")
        }
        return Columns(
            id: index["id"],
            name: try require(["name"]),
            englishName: index["nameen"] ?? index["name_en"] ?? index["englishname"],
            muscleGroups: try require(["muscleGroups", "muscle_groups"]),
            equipment: try require(["equipmentType", "equipment"]),
            difficulty: try require(["difficultyLevel", "difficulty"]),
            description: index["description"],
            instructions: instructions.sorted { $0.0 < $1.0 }.map(\.1),
            count: record.fields.count
        )
    }


    private func columnName(_ index: Int, _ cols: Columns) -> String {
        switch index {
        case cols.id: return "id"
        case cols.name: return "name"
        case cols.englishName: return "nameEN"
        case cols.muscleGroups: return "muscleGroups"
        case cols.equipment: return "equipmentType"
        case cols.difficulty: return "difficultyLevel"
        case cols.description: return "description"
        default:
            if let n = cols.instructions.firstIndex(of: index) { return "instruction\(n + 1)" }
            return "column \(index + 1)"
        }
    }

    private func parseRow(_ record: CSVRecord, _ cols: Columns) throws -> Exercise {
        let line = record.line
        if let bad = record.invalidUTF8Columns.first {
            throw rowError(line, "column '\(columnName(bad, cols))': text is not valid UTF-8 (save the file as UTF-8)")
        }
        if record.fields.count > cols.count {
            throw rowError(line, "\(record.fields.count) fields, but the header has \(cols.count) columns (a comma inside a cell needs quotes)")
        }
        func cell(_ i: Int?) -> String {
            guard let i else { return "" }
            return record[i].trimmingCharacters(in: .whitespacesAndNewlines)
        }
        let name = cell(cols.name)
        if name.isEmpty { throw rowError(line, "column 'name': empty (every exercise needs a name)") }

        let id: UUID
        let idText = cell(cols.id)
        if idText.isEmpty {
            id = .v5(namespace: .gymboExerciseNamespace, name: name.lowercased())
        } else if let n = Int(idText), n > 0, n < 1_000_000_000_000 {
            id = .catalog(n)
        } else if let uuid = UUID(uuidString: idText) {
            id = uuid
        } else {
            throw rowError(line, "column 'id': '\(idText)' is not an id (expected a positive integer or a UUID)")
        }

        let groupsText = cell(cols.muscleGroups)
        var groups: [MuscleGroup] = []
        for part in groupsText.split(separator: ";") {
            let text = part.trimmingCharacters(in: .whitespaces)
            if text.isEmpty { continue }
            do {
                let group = try MuscleGroup.parse(text, column: "muscleGroups")
                if !groups.contains(group) { groups.append(group) }
            } catch { throw rowError(line, error.localizedDescription) }
        }
        if groups.isEmpty {
            throw rowError(line, "column 'muscleGroups': empty (expected ';'-separated muscle groups, primary first)")
        }
        let equipment: EquipmentType
        let difficulty: DifficultyLevel
        do {
            equipment = try EquipmentType.parse(cell(cols.equipment), column: "equipmentType")
            difficulty = try DifficultyLevel.parse(cell(cols.difficulty), column: "difficultyLevel")
        } catch { throw rowError(line, error.localizedDescription) }

        let instructions = cols.instructions.map { cell($0) }.filter { !$0.isEmpty }
        let englishName = cell(cols.englishName)
        return Exercise(
            id: id, name: name, muscleGroups: groups, equipment: equipment, difficulty: difficulty,
            description: cell(cols.description), instructions: instructions, englishName: englishName.isEmpty ? nil : englishName
        )
    }
}
