import Foundation
import PostgresNIO

extension PostgresStore {
    /// Writes catalog exercises by id: new ids are added, changed rows updated, identical rows left alone.
    ///
    /// Exercises that are not in `exercises` are never deleted, so history that references them is never
    /// orphaned. Catalog aliases whose exercise exists are (re)loaded; user aliases are kept. The rows go
    /// in a few statements of many rows each, worked out here with the same outcome as writing them one
    /// by one in the order given.
    @discardableResult
    public func seedCatalog(_ exercises: [Exercise], aliases: [(alias: String, exerciseId: UUID)], version: String) throws -> ChangeCounts {
        try transaction { tx in
            var counts = ChangeCounts()
            var stored: [String: String] = [:]
            for row in try tx.query("SELECT id, contentHash FROM exercise") {
                stored[try row.text("id")] = try row.text("contentHash")
            }
            // An id given twice is written twice, the later version last.
            var written: [(exercise: Exercise, hash: String)] = []
            var writtenIndex: [String: Int] = [:]
            for exercise in exercises {
                let id = exercise.id.lowercased
                let hash = GymBoStore.contentHash(exercise)
                switch stored[id] {
                case hash?:
                    counts.unchanged += 1
                    continue
                case nil:
                    counts.added += 1
                default:
                    counts.updated += 1
                }
                stored[id] = hash
                if let index = writtenIndex[id] {
                    written[index] = (exercise, hash)
                } else {
                    writtenIndex[id] = written.count
                    written.append((exercise, hash))
                }
            }
            try tx.writeExercises(written)

            // The bundled table is the truth for catalog aliases: one it no longer has (a mapping that
            // merged `Lat Pulldown (Machine)` into the cable pulldown) goes; the user's own stay.
            try tx.execute("DELETE FROM exerciseAlias WHERE source = 'catalog'")
            var catalogIdsByKey: [String: Set<String>] = [:]
            var existing: Set<String> = []
            for row in try tx.query("SELECT id, matchKey, isCustom FROM exercise") {
                let id = try row.text("id")
                existing.insert(id)
                if try row.int("isCustom") == 0 { catalogIdsByKey[try row.text("matchKey"), default: []].insert(id) }
            }
            var rows: [String: (alias: String, exerciseId: String)] = [:]
            var keys: [String] = []
            // Aliases of exercises this database has: for one key, the later alias replaces the earlier.
            for (alias, id) in aliases where existing.contains(id.lowercased) {
                let key = TextNormalizer.matchKey(alias)
                if rows[key] == nil { keys.append(key) }
                rows[key] = (alias, id.lowercased)
            }
            // Aliases whose exercise id is not in this database (a catalog seeded from a file without ids
            // gets name-based ids) are linked through their names instead: when any name of an alias group
            // matches exactly one catalog exercise, the whole group points at it. Groups are taken in the
            // order they first appear; a key already taken stays as it is.
            var groups: [String: [String]] = [:]
            var groupOrder: [String] = []
            for (alias, id) in aliases where !existing.contains(id.lowercased) {
                if groups[id.lowercased] == nil { groupOrder.append(id.lowercased) }
                groups[id.lowercased, default: []].append(alias)
            }
            for group in groupOrder {
                let names = groups[group] ?? []
                let targets = Set(names.map(TextNormalizer.matchKey)).reduce(into: Set<String>()) { ids, key in
                    ids.formUnion(catalogIdsByKey[key] ?? [])
                }
                guard targets.count == 1, let target = targets.first else { continue }
                for name in names {
                    let key = TextNormalizer.matchKey(name)
                    guard rows[key] == nil else { continue }
                    keys.append(key)
                    rows[key] = (name, target)
                }
            }
            // A user alias with the same key keeps its place.
            try tx.insertRows(into: "exerciseAlias", columns: ["matchKey", "alias", "exerciseId", "source"],
                              rows: keys.map { key in
                                  let row = rows[key]!
                                  return [.text(key), .text(row.alias), .text(row.exerciseId), .text("catalog")]
                              },
                              then: "ON CONFLICT (matchKey) DO NOTHING")

            let recorded = try meta(tx, "catalogVersion")
            if counts.added + counts.updated > 0 || recorded == nil {
                try setMeta(tx, "catalogVersion", version)
            }
            return counts
        }
    }

    /// Sets the muscle groups of a custom exercise (the first is the primary), correcting what an import
    /// inferred. Catalog exercises keep the catalog's groups.
    public func setMuscleGroups(_ groups: [MuscleGroup], of exercise: Exercise) throws {
        guard exercise.isCustom else { throw StoreError.catalogExercise(name: exercise.name, change: "its muscle groups come from the catalog") }
        var changed = exercise
        changed.muscleGroups = groups
        try transaction { tx in try tx.writeExercises([(changed, GymBoStore.contentHash(changed))]) }
    }

    /// Every exercise, catalog and custom, ordered by name.
    public func exercises() throws -> [Exercise] {
        try reading { tx in try tx.exercises() }
    }

    /// The catalog and custom exercises, by id.
    public func exercisesById() throws -> [UUID: Exercise] {
        Dictionary(uniqueKeysWithValues: try exercises().map { ($0.id, $0) })
    }

    /// Alias text → exercise id, catalog and user aliases.
    public func aliases() throws -> [(alias: String, exerciseId: UUID)] {
        try reading { tx in try tx.aliases() }
    }

    /// Saves a user alias (`gymbo exercises alias FROM TO`); it wins over catalog aliases.
    public func saveAlias(_ alias: String, exerciseId: UUID) throws {
        try transaction { tx in
            _ = try tx.execute("""
                INSERT INTO exerciseAlias (matchKey, alias, exerciseId, source) VALUES ($1, $2, $3, 'user')
                ON CONFLICT (matchKey) DO UPDATE SET alias = excluded.alias, exerciseId = excluded.exerciseId, source = 'user'
                """, [.text(TextNormalizer.matchKey(alias)), .text(alias), .text(exerciseId.lowercased)])
        }
    }

    /// When each exercise was last used by `athleteId` (or by anyone), for sorting.
    public func lastUsedDates(athleteId: UUID?) throws -> [UUID: Date] {
        try reading { tx in
            let rows = try athleteId.map { id in
                try tx.query("SELECT exerciseId, date FROM exerciseLastUsed WHERE athleteId = $1", [.text(id.lowercased)])
            } ?? tx.query("SELECT exerciseId, MAX(date COLLATE \"C\") AS date FROM exerciseLastUsed GROUP BY exerciseId")
            var result: [UUID: Date] = [:]
            for row in rows {
                if let id = UUID(uuidString: try row.text("exerciseId")), let text = try row.optionalText("date"),
                   let date = Timestamp.parseISO(text) {
                    result[id] = date
                }
            }
            return result
        }
    }

    /// How the exercise entries of other apps' files are stored: per source name and exercise, the number
    /// of entries.
    public func sourceMappings() throws -> [(name: String, exerciseId: UUID, entries: Int)] {
        try reading { tx in
            try tx.query("""
                SELECT sourceName, exerciseId, COUNT(*) AS entries FROM sessionExercise WHERE sourceName IS NOT NULL
                GROUP BY sourceName, exerciseId ORDER BY sourceName COLLATE "C", exerciseId COLLATE "C"
                """).map { row in
                (try row.text("sourceName"), UUID(uuidString: try row.text("exerciseId")) ?? .zero, try row.int("entries"))
            }
        }
    }

    /// Entries of other apps' sessions stored before source names were kept (they cannot be remapped).
    public func entriesWithoutSourceName() throws -> Int {
        try reading { tx in
            try tx.query("""
                SELECT COUNT(*) AS entries FROM sessionExercise x JOIN session s ON s.athleteId = x.athleteId AND s.seq = x.sessionSeq
                WHERE x.sourceName IS NULL AND s.source IN ('strong', 'hevy', 'fitnotes')
                """).first?.int("entries") ?? 0
        }
    }
}

extension PostgresStore.Transaction {
    /// Every exercise, catalog and custom, ordered by name.
    public func exercises() throws -> [Exercise] {
        var groups: [String: [MuscleGroup]] = [:]
        for row in try query("SELECT exerciseId, muscleGroup FROM exerciseMuscle ORDER BY exerciseId COLLATE \"C\", position") {
            if let group = MuscleGroup(rawValue: try row.text("muscleGroup")) { groups[try row.text("exerciseId"), default: []].append(group) }
        }
        return try query("""
            SELECT id, name, equipment, difficulty, description, instructions, isCustom, nameEN FROM exercise
            ORDER BY matchKey COLLATE "C", id COLLATE "C"
            """).compactMap { row in
            let idText = try row.text("id")
            guard let id = UUID(uuidString: idText) else { return nil }
            let instructions = (try? JSONDecoder().decode([String].self, from: Data(try row.text("instructions").utf8))) ?? []
            return Exercise(
                id: id, name: try row.text("name"), muscleGroups: groups[idText] ?? [],
                equipment: EquipmentType(rawValue: try row.text("equipment")) ?? .mixed,
                difficulty: DifficultyLevel(rawValue: try row.text("difficulty")) ?? .anfänger,
                description: try row.text("description"), instructions: instructions, isCustom: try row.int("isCustom") != 0,
                englishName: try row.optionalText("nameEN"))
        }
    }

    /// Alias text → exercise id, user aliases first (they win over catalog ones with the same key).
    public func aliases() throws -> [(alias: String, exerciseId: UUID)] {
        try query("SELECT alias, exerciseId FROM exerciseAlias ORDER BY source = 'user' DESC, matchKey COLLATE \"C\"").compactMap { row in
            guard let id = UUID(uuidString: try row.text("exerciseId")) else { return nil }
            return (try row.text("alias"), id)
        }
    }

    /// Writes a custom exercise created by an import (leaves an existing row alone). The import's
    /// buffered entries and sets stay buffered: none of them can reference an exercise not written yet.
    public func saveCustomExercise(_ exercise: Exercise) throws {
        guard try client.query("SELECT 1 AS found FROM exercise WHERE id = $1", [.text(exercise.id.lowercased)]).isEmpty else { return }
        try writeExercises([(exercise, GymBoStore.contentHash(exercise))])
    }

    /// Moves the history of the custom exercise an import created for `name` onto `target`
    /// (`gymbo exercises alias --relink`) and removes the custom exercise. Returns the number of session
    /// entries moved and the athletes (lowercased ids) whose records they change.
    public func relinkCustomExercise(named name: String, to target: UUID) throws -> (moved: Int, athletes: [String]) {
        let targetId = PostgresValue.text(target.lowercased)
        let customs = try query("SELECT id FROM exercise WHERE isCustom = 1 AND matchKey = $1 AND id <> $2",
                                [.text(TextNormalizer.matchKey(name)), targetId]).map { try $0.text("id") }
        var moved = 0
        var athletes: Set<String> = []
        for custom in customs {
            let customId = PostgresValue.text(custom)
            for row in try query("SELECT DISTINCT athleteId FROM sessionExercise WHERE exerciseId = $1", [customId]) {
                athletes.insert(try row.text("athleteId"))
            }
            moved += try execute("UPDATE sessionExercise SET exerciseId = $1 WHERE exerciseId = $2", [targetId, customId])
            try execute("UPDATE workoutExercise SET exerciseId = $1 WHERE exerciseId = $2", [targetId, customId])
            for table in ["personalRecord", "recordEvent", "exerciseLastUsed"] {
                try execute("DELETE FROM \(table) WHERE exerciseId = $1", [customId])
            }
            try execute("DELETE FROM exercise WHERE id = $1", [customId])
        }
        return (moved, athletes.sorted())
    }

    /// Moves the entries stored for `name` from one exercise to another (creating `custom` first when
    /// given). Returns the number of entries moved and the athletes (lowercased ids) whose records they
    /// change.
    public func moveEntries(sourceName name: String, from: UUID, to: UUID, creating custom: Exercise?) throws -> (moved: Int, athletes: [String]) {
        if let custom { try saveCustomExercise(custom) }
        let source = PostgresValue.text(name)
        let fromId = PostgresValue.text(from.lowercased)
        let athletes = try query("SELECT DISTINCT athleteId FROM sessionExercise WHERE sourceName = $1 AND exerciseId = $2",
                                 [source, fromId]).map { try $0.text("athleteId") }
        let moved = try execute("UPDATE sessionExercise SET exerciseId = $1 WHERE sourceName = $2 AND exerciseId = $3",
                                [.text(to.lowercased), source, fromId])
        return (moved, athletes.sorted())
    }

    /// Writes exercises (each with its content fingerprint) and their muscle groups, replacing rows with
    /// the same id; each id at most once. Buffered session entries and sets are left buffered: they only
    /// reference exercises already written.
    func writeExercises(_ exercises: [(exercise: Exercise, hash: String)]) throws {
        guard !exercises.isEmpty else { return }
        let encoder = JSONEncoder()
        try insertRows(
            into: "exercise",
            columns: ["id", "name", "matchKey", "equipment", "difficulty", "description", "instructions", "isCustom", "contentHash", "nameEN"],
            rows: try exercises.map { exercise, hash in
                [
                    .text(exercise.id.lowercased), .text(exercise.name), .text(TextNormalizer.matchKey(exercise.name)),
                    .text(exercise.equipment.rawValue), .text(exercise.difficulty.rawValue), .text(exercise.description),
                    .text(String(decoding: try encoder.encode(exercise.instructions), as: UTF8.self)), PostgresValue(exercise.isCustom),
                    .text(hash), PostgresValue(exercise.englishName),
                ]
            },
            then: """
                ON CONFLICT (id) DO UPDATE SET name = excluded.name, nameEN = excluded.nameEN, matchKey = excluded.matchKey,
                    equipment = excluded.equipment, difficulty = excluded.difficulty, description = excluded.description,
                    instructions = excluded.instructions, isCustom = excluded.isCustom, contentHash = excluded.contentHash
                """,
            flushing: false)
        try client.execute("DELETE FROM exerciseMuscle WHERE exerciseId = ANY($1::text[])", [.textArray(exercises.map { $0.exercise.id.lowercased })])
        try insertRows(
            into: "exerciseMuscle", columns: ["exerciseId", "position", "muscleGroup"],
            rows: exercises.flatMap { exercise, _ in
                exercise.muscleGroups.enumerated().map { position, group in
                    [.text(exercise.id.lowercased), .int(position), .text(group.rawValue)]
                }
            },
            flushing: false)
    }

    /// Placeholders one statement binds at most (the protocol allows 65,535).
    static let maxBinds = 30_000

    /// Inserts `rows` with multi-row `VALUES` lists, as few statements as the placeholder limit allows;
    /// `clause` (an `ON CONFLICT …`) ends each. Returns the rows written. Buffered entries and sets go in
    /// first unless `flushing` is false.
    @discardableResult
    func insertRows(into table: String, columns: [String], rows: [[PostgresValue]], then clause: String = "", flushing: Bool = true) throws -> Int {
        guard !rows.isEmpty else { return 0 }
        let perStatement = max(1, Self.maxBinds / columns.count)
        var written = 0
        for start in stride(from: 0, to: rows.count, by: perStatement) {
            let chunk = rows[start..<min(start + perStatement, rows.count)]
            var values: [PostgresValue] = []
            values.reserveCapacity(chunk.count * columns.count)
            var tuples: [String] = []
            tuples.reserveCapacity(chunk.count)
            for row in chunk {
                let first = values.count + 1
                tuples.append("(" + (first..<first + row.count).map { "$\($0)" }.joined(separator: ", ") + ")")
                values += row
            }
            if flushing { try flush() }
            written += try client.execute("INSERT INTO \(table) (\(columns.joined(separator: ", "))) VALUES \(tuples.joined(separator: ", ")) \(clause)",
                                   values)
        }
        return written
    }
}
