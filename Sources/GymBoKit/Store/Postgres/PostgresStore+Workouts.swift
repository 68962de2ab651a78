import Foundation
import PostgresNIO

// Workout templates on PostgreSQL: the same outcomes and order as `GymBoStore+Workouts.swift`.

extension PostgresStore {
    /// Replaces the sample workouts with `workouts` (SPEC §3.2): same content is unchanged, changed
    /// content is updated, sample workouts missing from the new seed are removed. User workouts
    /// (`isSample = 0`) are never touched.
    @discardableResult
    public func seedSampleWorkouts(_ workouts: [WorkoutTemplate], version: String) throws -> ChangeCounts {
        try transaction { tx in
            var counts = ChangeCounts()
            var keep: Set<String> = []
            for workout in workouts {
                let id = workout.id.lowercased
                keep.insert(id)
                let hash = try workout.contentHash()
                if let existing = try tx.query("SELECT contentHash, isSample FROM workout WHERE id = $1", [.text(id)]).first {
                    if try existing.int("isSample") == 0 { counts.rejected += 1; continue }
                    if try existing.text("contentHash") == hash {
                        counts.unchanged += 1
                        try tx.execute("UPDATE workout SET seedVersion = $1 WHERE id = $2", [.text(version), .text(id)])
                        continue
                    }
                    counts.updated += 1
                } else {
                    counts.added += 1
                }
                try tx.insertTemplate(workout, hash: hash, seedVersion: version)
            }
            let stale = try tx.query("SELECT id FROM workout WHERE isSample = 1").map { try $0.text("id") }.filter { !keep.contains($0) }
            for id in stale { try tx.execute("DELETE FROM workout WHERE id = $1", [.text(id)]) }
            try setMeta(tx, "sampleWorkoutVersion", version)
            return counts
        }
    }

    /// Templates, sample or not, ordered by number then name (then id): three statements whatever their number.
    public func templates(samplesOnly: Bool) throws -> [WorkoutTemplate] {
        try reading { tx in
            let filter = samplesOnly ? "WHERE isSample = 1" : ""
            let scope = samplesOnly ? "WHERE workoutId IN (SELECT id FROM workout WHERE isSample = 1)" : ""
            var exercises: [String: [TemplateExercise]] = [:]
            for row in try tx.query("""
                SELECT workoutId, exerciseId, phase, restOverride, notes FROM workoutExercise \(scope) ORDER BY workoutId, position
                """) {
                exercises[try row.text("workoutId"), default: []].append(TemplateExercise(
                    exerciseId: UUID(uuidString: try row.text("exerciseId")) ?? UUID.zero, phase: try row.optionalText("phase"),
                    restOverride: try row.optionalInt("restOverride"), notes: try row.text("notes"), sets: []))
            }
            for row in try tx.query("""
                SELECT workoutId, exercisePosition, repsMin, repsMax, prescription, weight, restTime FROM workoutSet \(scope)
                ORDER BY workoutId, exercisePosition, position
                """) {
                let id = try row.text("workoutId")
                let position = try row.int("exercisePosition")
                guard exercises[id]?.indices.contains(position) == true else { continue }
                let repsMin = try row.optionalInt("repsMin")
                let repsMax = try row.optionalInt("repsMax")
                exercises[id]![position].sets.append(TemplateSet(
                    reps: repsMin.map { IntRange($0, repsMax ?? $0) }, weight: try row.double("weight"), restTime: try row.int("restTime"),
                    prescription: try row.optionalText("prescription")))
            }
            return try tx.query("""
                SELECT id, name, athleteId, defaultRestTime, durationMin, durationMax, notes, isFavorite, isSample, number, level,
                       workoutType, frequency
                FROM workout \(filter) ORDER BY number IS NULL, number, name COLLATE "C", id COLLATE "C"
                """).map { row in
                let id = try row.text("id")
                let durationMin = try row.optionalInt("durationMin")
                let durationMax = try row.optionalInt("durationMax")
                return WorkoutTemplate(
                    id: UUID(uuidString: id) ?? UUID.zero, name: try row.text("name"),
                    athleteId: try row.optionalText("athleteId").flatMap(UUID.init(uuidString:)),
                    defaultRestTime: try row.int("defaultRestTime"), duration: durationMin.map { IntRange($0, durationMax ?? $0) },
                    notes: try row.text("notes"), isFavorite: try row.int("isFavorite") != 0, isSample: try row.int("isSample") != 0,
                    number: try row.optionalInt("number"), level: try row.optionalText("level").flatMap(DifficultyLevel.init(rawValue:)),
                    workoutType: try row.optionalText("workoutType"), frequency: try row.optionalText("frequency"),
                    exercises: exercises[id] ?? [])
            }
        }
    }
}

extension PostgresStore.Transaction {
    /// The content fingerprint of the user's workout with this id (nil when there is none, or it is a sample).
    public func userWorkoutHash(id: UUID) throws -> String? {
        try query("SELECT contentHash FROM workout WHERE id = $1 AND isSample = 0", [.text(id.lowercased)]).first?.text("contentHash")
    }

    /// Whether a user workout with this content fingerprint (`WorkoutTemplate.contentHash`) exists.
    public func userWorkoutExists(contentHash: String) throws -> Bool {
        try !query("SELECT 1 FROM workout WHERE contentHash = $1 AND isSample = 0 LIMIT 1", [.text(contentHash)]).isEmpty
    }

    /// Whether any workout, sample or not, has this id.
    public func workoutExists(id: UUID) throws -> Bool {
        try !query("SELECT 1 FROM workout WHERE id = $1", [.text(id.lowercased)]).isEmpty
    }

    /// Whether the owner (`athleteId`, nil for shared workouts) has a workout with this name.
    public func workoutNameTaken(_ name: String, athleteId: UUID?) throws -> Bool {
        try !query("SELECT 1 FROM workout WHERE name = $1 AND athleteId IS NOT DISTINCT FROM $2::text LIMIT 1",
                   [.text(name), PostgresValue(athleteId?.lowercased)]).isEmpty
    }

    /// Writes a template and its exercises and sets, replacing any template with the same id.
    public func saveTemplate(_ workout: WorkoutTemplate, hash: String?, createdAt: Date?) throws {
        try insertTemplate(workout, hash: hash, createdAt: createdAt)
    }

    /// Writes a template and its exercises and sets, replacing any template with the same id: the
    /// exercises and the sets go in with one statement each (of up to `templateRowsPerInsert` rows).
    func insertTemplate(_ workout: WorkoutTemplate, hash: String? = nil, seedVersion: String? = nil, createdAt: Date? = nil) throws {
        let id = workout.id.lowercased
        try execute("DELETE FROM workout WHERE id = $1", [.text(id)])
        try execute("""
            INSERT INTO workout (id, name, athleteId, defaultRestTime, durationMin, durationMax, notes, isFavorite, isSample,
                                 seedVersion, number, level, workoutType, frequency, contentHash, createdAt)
            VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
            """, [
                .text(id), .text(workout.name), PostgresValue(workout.athleteId?.lowercased), .int(workout.defaultRestTime),
                PostgresValue(workout.duration?.lower), PostgresValue(workout.duration?.upper), .text(workout.notes),
                PostgresValue(workout.isFavorite), PostgresValue(workout.isSample), PostgresValue(seedVersion), PostgresValue(workout.number),
                PostgresValue(workout.level?.rawValue), PostgresValue(workout.workoutType), PostgresValue(workout.frequency),
                .text(try hash ?? workout.contentHash()), PostgresValue(createdAt.map(Timestamp.string)),
            ])
        var exerciseRows: [[PostgresValue]] = []
        var setRows: [[PostgresValue]] = []
        for (position, exercise) in workout.exercises.enumerated() {
            exerciseRows.append([.text(id), .int(position), .text(exercise.exerciseId.lowercased), PostgresValue(exercise.phase),
                                 PostgresValue(exercise.restOverride), .text(exercise.notes)])
            for (setPosition, set) in exercise.sets.enumerated() {
                setRows.append([.text(id), .int(position), .int(setPosition), PostgresValue(set.reps?.lower), PostgresValue(set.reps?.upper),
                                PostgresValue(set.prescription), .double(set.weight), .int(set.restTime)])
            }
        }
        try insertRows("INSERT INTO workoutExercise (workoutId, position, exerciseId, phase, restOverride, notes)", exerciseRows)
        try insertRows("INSERT INTO workoutSet (workoutId, exercisePosition, position, repsMin, repsMax, prescription, weight, restTime)", setRows)
    }

    /// The most rows one template insert takes (PostgreSQL takes at most 65,535 parameters a statement).
    static let templateRowsPerInsert = 1000

    /// `head VALUES (…), (…)` for `rows`, `templateRowsPerInsert` rows to a statement.
    private func insertRows(_ head: String, _ rows: [[PostgresValue]]) throws {
        var left = rows[...]
        while !left.isEmpty {
            let chunk = left.prefix(Self.templateRowsPerInsert)
            left = left.dropFirst(chunk.count)
            var values: [PostgresValue] = []
            var tuples: [String] = []
            for row in chunk {
                let first = values.count + 1
                tuples.append("(" + (first..<first + row.count).map { "$\($0)" }.joined(separator: ", ") + ")")
                values += row
            }
            try execute(head + " VALUES " + tuples.joined(separator: ", "), values)
        }
    }
}
