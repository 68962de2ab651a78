import Foundation
import GRDB

/// Counts of a seed or import run.
public struct ChangeCounts: Sendable, Equatable, Codable {
    /// Rows written new.
    public var added = 0
    /// Rows replaced by a changed version.
    public var updated = 0
    /// Rows already as given.
    public var unchanged = 0
    /// Input rows refused (a diagnostic says why).
    public var rejected = 0

    /// Counts; zero unless given.
    public init(added: Int = 0, updated: Int = 0, unchanged: Int = 0, rejected: Int = 0) {
        self.added = added
        self.updated = updated
        self.unchanged = unchanged
        self.rejected = rejected
    }
}

extension GymBoStore {
    /// Writes catalog exercises by id: new ids are added, changed rows updated, identical rows left alone.
    ///
    /// Exercises that are not in `exercises` are never deleted, so history that references them is never
    /// orphaned. Catalog aliases whose exercise exists are (re)loaded; user aliases are kept.
    @discardableResult
    public func seedCatalog(_ exercises: [Exercise], aliases: [(alias: String, exerciseId: UUID)], version: String) throws -> ChangeCounts {
        try write { db in
            var counts = ChangeCounts()
            for exercise in exercises {
                let hash = Self.contentHash(exercise)
                let existing = try String.fetchOne(db, sql: "SELECT contentHash FROM exercise WHERE id = ?", arguments: [exercise.id.lowercased])
                switch existing {
                case hash?:
                    counts.unchanged += 1
                    continue
                case nil:
                    counts.added += 1
                default:
                    counts.updated += 1
                }
                try upsertExercise(db, exercise, hash: hash)
            }
            // The bundled table is the truth for catalog aliases: one it no longer has (a mapping that
            // merged `Lat Pulldown (Machine)` into the cable pulldown) goes; the user's own stay.
            try db.execute(sql: "DELETE FROM exerciseAlias WHERE source = 'catalog'")
            for (alias, id) in aliases {
                try db.execute(sql: """
                    INSERT INTO exerciseAlias(matchKey, alias, exerciseId, source)
                    SELECT ?, ?, id, 'catalog' FROM exercise WHERE id = ?
                    ON CONFLICT(matchKey) DO UPDATE SET alias = excluded.alias, exerciseId = excluded.exerciseId
                    WHERE exerciseAlias.source = 'catalog'
                    """, arguments: [TextNormalizer.matchKey(alias), alias, id.lowercased])
            }
            try linkAliasesByName(db, aliases)
            let recorded = try meta(db, "catalogVersion")
            if counts.added + counts.updated > 0 || recorded == nil {
                try setMeta(db, "catalogVersion", version)
            }
            return counts
        }
    }

    /// Aliases whose exercise id is not in this database (a catalog seeded from a file without ids gets
    /// name-based ids) are linked through their names instead: when any name of an alias group matches
    /// exactly one catalog exercise, the whole group points at it.
    private func linkAliasesByName(_ db: Database, _ aliases: [(alias: String, exerciseId: UUID)]) throws {
        let existing = Set(try String.fetchAll(db, sql: "SELECT id FROM exercise"))
        // Groups in the order they first appear, so two groups that meet on one name link the same way every run.
        var groups: [UUID: [String]] = [:]
        var order: [UUID] = []
        for (alias, id) in aliases where !existing.contains(id.lowercased) {
            if groups[id] == nil { order.append(id) }
            groups[id, default: []].append(alias)
        }
        for names in order.compactMap({ groups[$0] }) {
            let keys = Array(Set(names.map(TextNormalizer.matchKey)))
            let marks = databaseQuestionMarks(count: keys.count)
            let ids = try String.fetchAll(db, sql: "SELECT DISTINCT id FROM exercise WHERE isCustom = 0 AND matchKey IN (\(marks))",
                                          arguments: StatementArguments(keys))
            guard ids.count == 1 else { continue }
            for name in names {
                try db.execute(sql: """
                    INSERT INTO exerciseAlias(matchKey, alias, exerciseId, source) VALUES (?, ?, ?, 'catalog')
                    ON CONFLICT(matchKey) DO NOTHING
                    """, arguments: [TextNormalizer.matchKey(name), name, ids[0]])
            }
        }
    }

    /// Writes a custom exercise created by an import (leaves an existing row alone).
    static func upsertCustomExercise(_ db: Database, _ exercise: Exercise) throws {
        guard try Bool.fetchOne(db, sql: "SELECT 1 FROM exercise WHERE id = ?", arguments: [exercise.id.lowercased]) != true else { return }
        try GymBoStore.writeExercise(db, exercise)
    }

    func upsertExercise(_ db: Database, _ exercise: Exercise, hash: String? = nil) throws {
        try Self.writeExercise(db, exercise, hash: hash)
    }

    static func writeExercise(_ db: Database, _ exercise: Exercise, hash: String? = nil) throws {
        let id = exercise.id.lowercased
        let instructions = String(decoding: try JSONEncoder().encode(exercise.instructions), as: UTF8.self)
        try db.execute(sql: """
            INSERT INTO exercise(id, name, matchKey, equipment, difficulty, description, instructions, isCustom, contentHash, nameEN)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT(id) DO UPDATE SET name = excluded.name, nameEN = excluded.nameEN, matchKey = excluded.matchKey,
                equipment = excluded.equipment, difficulty = excluded.difficulty, description = excluded.description,
                instructions = excluded.instructions, isCustom = excluded.isCustom, contentHash = excluded.contentHash
            """, arguments: [
                id, exercise.name, TextNormalizer.matchKey(exercise.name), exercise.equipment.rawValue,
                exercise.difficulty.rawValue, exercise.description, instructions, exercise.isCustom,
                hash ?? contentHash(exercise), exercise.englishName,
            ])
        try db.execute(sql: "DELETE FROM exerciseMuscle WHERE exerciseId = ?", arguments: [id])
        for (position, group) in exercise.muscleGroups.enumerated() {
            try db.execute(sql: "INSERT INTO exerciseMuscle(exerciseId, position, muscleGroup) VALUES (?, ?, ?)",
                           arguments: [id, position, group.rawValue])
        }
    }

    /// Sets the muscle groups of a custom exercise (the first is the primary), correcting what an import
    /// inferred. Catalog exercises keep the catalog's groups.
    public func setMuscleGroups(_ groups: [MuscleGroup], of exercise: Exercise) throws {
        guard exercise.isCustom else { throw StoreError.catalogExercise(name: exercise.name, change: "its muscle groups come from the catalog") }
        var changed = exercise
        changed.muscleGroups = groups
        try write { db in try Self.writeExercise(db, changed) }
    }

    /// A fingerprint of everything a catalog row defines, to tell unchanged rows from updated ones.
    ///
    /// The English name joins the parts only when there is one, so a catalog without `nameEN` keeps the
    /// fingerprints it always had (and seeds again as unchanged).
    static func contentHash(_ exercise: Exercise) -> String {
        let parts = [
            exercise.name, exercise.muscleGroups.map(\.rawValue).joined(separator: ";"), exercise.equipment.rawValue,
            exercise.difficulty.rawValue, exercise.description, exercise.instructions.joined(separator: "\u{1F}"),
            exercise.isCustom ? "custom" : "catalog",
        ] + (exercise.englishName.map { ["en:" + $0] } ?? [])
        return SHA256.hex(Array(parts.joined(separator: "\u{1E}").utf8))
    }

    /// Every exercise, catalog and custom, ordered by name.
    public func exercises() throws -> [Exercise] {
        try read { db in try Self.fetchExercises(db) }
    }

    static func fetchExercises(_ db: Database) throws -> [Exercise] {
        var groups: [String: [MuscleGroup]] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT exerciseId, muscleGroup FROM exerciseMuscle ORDER BY exerciseId, position") {
            if let group = MuscleGroup(rawValue: row[1]) { groups[row[0], default: []].append(group) }
        }
        return try Row.fetchAll(db, sql: "SELECT * FROM exercise ORDER BY matchKey, id").compactMap { row in
            let idText: String = row["id"]
            guard let id = UUID(uuidString: idText) else { return nil }
            let instructionsJSON: String = row["instructions"]
            let instructions = (try? JSONDecoder().decode([String].self, from: Data(instructionsJSON.utf8))) ?? []
            return Exercise(
                id: id, name: row["name"], muscleGroups: groups[idText] ?? [],
                equipment: EquipmentType(rawValue: row["equipment"]) ?? .mixed,
                difficulty: DifficultyLevel(rawValue: row["difficulty"]) ?? .anfänger,
                description: row["description"], instructions: instructions, isCustom: row["isCustom"], englishName: row["nameEN"])
        }
    }

    /// Alias text → exercise id, catalog and user aliases.
    public func aliases() throws -> [(alias: String, exerciseId: UUID)] {
        try read { db in try Self.fetchAliases(db) }
    }

    static func fetchAliases(_ db: Database) throws -> [(alias: String, exerciseId: UUID)] {
        // User aliases first, so they win over catalog ones with the same key.
        try Row.fetchAll(db, sql: "SELECT alias, exerciseId FROM exerciseAlias ORDER BY source = 'user' DESC, matchKey").compactMap { row in
            guard let id = UUID(uuidString: row[1]) else { return nil }
            return (row[0], id)
        }
    }

    /// Saves a user alias (`gymbo exercises alias FROM TO`); it wins over catalog aliases.
    public func saveAlias(_ alias: String, exerciseId: UUID) throws {
        try write { db in
            try db.execute(sql: """
                INSERT INTO exerciseAlias(matchKey, alias, exerciseId, source) VALUES (?, ?, ?, 'user')
                ON CONFLICT(matchKey) DO UPDATE SET alias = excluded.alias, exerciseId = excluded.exerciseId, source = 'user'
                """, arguments: [TextNormalizer.matchKey(alias), alias, exerciseId.lowercased])
        }
    }

    /// When each exercise was last used by `athleteId` (or by anyone), for sorting.
    public func lastUsedDates(athleteId: UUID?) throws -> [UUID: Date] {
        try read { db in
            let sql = athleteId == nil
                ? "SELECT exerciseId, MAX(date) FROM exerciseLastUsed GROUP BY exerciseId"
                : "SELECT exerciseId, date FROM exerciseLastUsed WHERE athleteId = ?"
            var result: [UUID: Date] = [:]
            for row in try Row.fetchAll(db, sql: sql, arguments: athleteId.map { [$0.lowercased] } ?? []) {
                if let id = UUID(uuidString: row[0]), let text: String = row[1], let date = Timestamp.parseISO(text) {
                    result[id] = date
                }
            }
            return result
        }
    }
}

extension GymBoStore {
    /// How the exercise entries of other apps' files are stored: per source name and exercise, the number
    /// of entries.
    public func sourceMappings() throws -> [(name: String, exerciseId: UUID, entries: Int)] {
        try read { db in
            try Row.fetchAll(db, sql: """
                SELECT sourceName, exerciseId, COUNT(*) FROM sessionExercise WHERE sourceName IS NOT NULL
                GROUP BY sourceName, exerciseId ORDER BY sourceName, exerciseId
                """).map { ($0[0], UUID(uuidString: $0[1]) ?? .zero, $0[2]) }
        }
    }

    /// Entries of other apps' sessions stored before source names were kept (they cannot be remapped).
    public func entriesWithoutSourceName() throws -> Int {
        try read { db in
            try Int.fetchOne(db, sql: """
                SELECT COUNT(*) FROM sessionExercise x JOIN session s ON s.seq = x.sessionSeq
                WHERE x.sourceName IS NULL AND s.source IN ('strong', 'hevy', 'fitnotes')
                """) ?? 0
        }
    }
}

extension GymBoStore.Transaction {
    /// Every exercise, catalog and custom, ordered by name.
    public func exercises() throws -> [Exercise] { try GymBoStore.fetchExercises(db) }

    /// Alias text → exercise id, user aliases first.
    public func aliases() throws -> [(alias: String, exerciseId: UUID)] { try GymBoStore.fetchAliases(db) }

    /// Writes a custom exercise created by an import (leaves an existing row alone).
    public func saveCustomExercise(_ exercise: Exercise) throws { try GymBoStore.upsertCustomExercise(db, exercise) }

    /// Moves the history of the custom exercise an import created for `name` onto `target`
    /// (`gymbo exercises alias --relink`) and removes the custom exercise. Returns the number of session
    /// entries moved and the athletes (lowercased ids) whose records they change.
    public func relinkCustomExercise(named name: String, to target: UUID) throws -> (moved: Int, athletes: [String]) {
        let key = TextNormalizer.matchKey(name)
        let customs = try String.fetchAll(db, sql: "SELECT id FROM exercise WHERE isCustom = 1 AND matchKey = ? AND id <> ?",
                                          arguments: [key, target.lowercased])
        var moved = 0
        var athletes: Set<String> = []
        for custom in customs {
            athletes.formUnion(try String.fetchAll(db, sql: """
                SELECT DISTINCT s.athleteId FROM sessionExercise x JOIN session s ON s.seq = x.sessionSeq WHERE x.exerciseId = ?
                """, arguments: [custom]))
            try db.execute(sql: "UPDATE sessionExercise SET exerciseId = ? WHERE exerciseId = ?", arguments: [target.lowercased, custom])
            moved += db.changesCount
            try db.execute(sql: "UPDATE workoutExercise SET exerciseId = ? WHERE exerciseId = ?", arguments: [target.lowercased, custom])
            for table in ["personalRecord", "recordEvent", "exerciseLastUsed"] {
                try db.execute(sql: "DELETE FROM \(table) WHERE exerciseId = ?", arguments: [custom])
            }
            try db.execute(sql: "DELETE FROM exercise WHERE id = ?", arguments: [custom])
        }
        return (moved, athletes.sorted())
    }

    /// Moves the entries stored for `name` from one exercise to another (creating `custom` first when
    /// given). Returns the number of entries moved and the athletes (lowercased ids) whose records they
    /// change.
    public func moveEntries(sourceName name: String, from: UUID, to: UUID, creating custom: Exercise?) throws -> (moved: Int, athletes: [String]) {
        if let custom { try GymBoStore.upsertCustomExercise(db, custom) }
        let athletes = try String.fetchAll(db, sql: """
            SELECT DISTINCT s.athleteId FROM sessionExercise x JOIN session s ON s.seq = x.sessionSeq
            WHERE x.sourceName = ? AND x.exerciseId = ?
            """, arguments: [name, from.lowercased])
        try db.execute(sql: "UPDATE sessionExercise SET exerciseId = ? WHERE sourceName = ? AND exerciseId = ?",
                       arguments: [to.lowercased, name, from.lowercased])
        let moved = db.changesCount
        return (moved, athletes.sorted())
    }
}
