import Foundation
import GRDB

extension GymBoStore {
    /// Replaces the sample workouts with `workouts` (SPEC §3.2): same content is unchanged, changed
    /// content is updated, sample workouts missing from the new seed are removed. User workouts
    /// (`isSample = 0`) are never touched.
    @discardableResult
    public func seedSampleWorkouts(_ workouts: [WorkoutTemplate], version: String) throws -> ChangeCounts {
        try write { db in
            var counts = ChangeCounts()
            var keep: Set<String> = []
            for workout in workouts {
                let id = workout.id.lowercased
                keep.insert(id)
                let hash = try Self.templateHash(workout)
                let existing = try Row.fetchOne(db, sql: "SELECT contentHash, isSample FROM workout WHERE id = ?", arguments: [id])
                if let existing {
                    if existing["isSample"] == false { counts.rejected += 1; continue }
                    if existing["contentHash"] == hash {
                        counts.unchanged += 1
                        try db.execute(sql: "UPDATE workout SET seedVersion = ? WHERE id = ?", arguments: [version, id])
                        continue
                    }
                    counts.updated += 1
                } else {
                    counts.added += 1
                }
                try insertTemplate(db, workout, hash: hash, seedVersion: version)
            }
            let stale = try String.fetchAll(db, sql: "SELECT id FROM workout WHERE isSample = 1")
                .filter { !keep.contains($0) }
            for id in stale { try db.execute(sql: "DELETE FROM workout WHERE id = ?", arguments: [id]) }
            try setMeta(db, "sampleWorkoutVersion", version)
            return counts
        }
    }

    /// Writes a template and its exercises and sets, replacing any template with the same id.
    func insertTemplate(_ db: Database, _ workout: WorkoutTemplate, hash: String? = nil, seedVersion: String? = nil, createdAt: Date? = nil) throws {
        try Self.insertTemplate(db, workout, hash: hash, seedVersion: seedVersion, createdAt: createdAt)
    }

    static func insertTemplate(_ db: Database, _ workout: WorkoutTemplate, hash: String? = nil, seedVersion: String? = nil, createdAt: Date? = nil) throws {
        let id = workout.id.lowercased
        try db.execute(sql: "DELETE FROM workout WHERE id = ?", arguments: [id])
        try db.execute(sql: """
            INSERT INTO workout(id, name, athleteId, defaultRestTime, durationMin, durationMax, notes, isFavorite, isSample,
                                seedVersion, number, level, workoutType, frequency, contentHash, createdAt)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, arguments: [
                id, workout.name, workout.athleteId?.lowercased, workout.defaultRestTime, workout.duration?.lower,
                workout.duration?.upper, workout.notes, workout.isFavorite, workout.isSample, seedVersion, workout.number,
                workout.level?.rawValue, workout.workoutType, workout.frequency, try hash ?? templateHash(workout),
                createdAt.map(Timestamp.string),
            ])
        for (position, exercise) in workout.exercises.enumerated() {
            try db.execute(sql: """
                INSERT INTO workoutExercise(workoutId, position, exerciseId, phase, restOverride, notes) VALUES (?, ?, ?, ?, ?, ?)
                """, arguments: [id, position, exercise.exerciseId.lowercased, exercise.phase, exercise.restOverride, exercise.notes])
            for (setPosition, set) in exercise.sets.enumerated() {
                try db.execute(sql: """
                    INSERT INTO workoutSet(workoutId, exercisePosition, position, repsMin, repsMax, prescription, weight, restTime)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """, arguments: [id, position, setPosition, set.reps?.lower, set.reps?.upper, set.prescription, set.weight, set.restTime])
            }
        }
    }

    /// A fingerprint of a template's content (not its id), to tell identical imports from new ones.
    static func templateHash(_ workout: WorkoutTemplate) throws -> String { try workout.contentHash() }

    /// Templates, sample or not, ordered by number then name.
    public func templates(samplesOnly: Bool = false) throws -> [WorkoutTemplate] {
        try read { db in
            let rows = try Row.fetchAll(db, sql: """
                SELECT * FROM workout \(samplesOnly ? "WHERE isSample = 1" : "") ORDER BY number IS NULL, number, name, id
                """)
            return try rows.map { try Self.template(db, row: $0) }
        }
    }

    static func template(_ db: Database, row: Row) throws -> WorkoutTemplate {
        let id: String = row["id"]
        var exercises: [TemplateExercise] = try Row.fetchAll(db, sql: """
            SELECT * FROM workoutExercise WHERE workoutId = ? ORDER BY position
            """, arguments: [id]).map { ex in
            TemplateExercise(
                exerciseId: UUID(uuidString: ex["exerciseId"]) ?? UUID.zero, phase: ex["phase"],
                restOverride: ex["restOverride"], notes: ex["notes"], sets: [])
        }
        for set in try Row.fetchAll(db, sql: "SELECT * FROM workoutSet WHERE workoutId = ? ORDER BY exercisePosition, position", arguments: [id]) {
            let position: Int = set["exercisePosition"]
            guard exercises.indices.contains(position) else { continue }
            let repsMin: Int? = set["repsMin"]
            let repsMax: Int? = set["repsMax"]
            exercises[position].sets.append(TemplateSet(
                reps: repsMin.map { IntRange($0, repsMax ?? $0) }, weight: set["weight"], restTime: set["restTime"],
                prescription: set["prescription"]))
        }
        let durationMin: Int? = row["durationMin"]
        let durationMax: Int? = row["durationMax"]
        return WorkoutTemplate(
            id: UUID(uuidString: id) ?? UUID.zero, name: row["name"],
            athleteId: (row["athleteId"] as String?).flatMap(UUID.init(uuidString:)), defaultRestTime: row["defaultRestTime"],
            duration: durationMin.map { IntRange($0, durationMax ?? $0) }, notes: row["notes"], isFavorite: row["isFavorite"],
            isSample: row["isSample"], number: row["number"], level: (row["level"] as String?).flatMap(DifficultyLevel.init(rawValue:)),
            workoutType: row["workoutType"], frequency: row["frequency"], exercises: exercises)
    }
}

extension GymBoStore.Transaction {
    /// The content fingerprint of the user's workout with this id (nil when there is none, or it is a sample).
    public func userWorkoutHash(id: UUID) throws -> String? {
        try String.fetchOne(db, sql: "SELECT contentHash FROM workout WHERE id = ? AND isSample = 0", arguments: [id.lowercased])
    }

    /// Whether a user workout with this content fingerprint (`GymBoStore.templateHash`) exists.
    public func userWorkoutExists(contentHash: String) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT 1 FROM workout WHERE contentHash = ? AND isSample = 0", arguments: [contentHash]) == true
    }

    /// Whether any workout, sample or not, has this id.
    public func workoutExists(id: UUID) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT 1 FROM workout WHERE id = ?", arguments: [id.lowercased]) == true
    }

    /// Whether the owner (`athleteId`, nil for shared workouts) has a workout with this name.
    public func workoutNameTaken(_ name: String, athleteId: UUID?) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT 1 FROM workout WHERE name = ? AND athleteId IS ?", arguments: [name, athleteId?.lowercased]) == true
    }

    /// Writes a template and its exercises and sets, replacing any template with the same id.
    public func saveTemplate(_ workout: WorkoutTemplate, hash: String? = nil, createdAt: Date? = nil) throws {
        try GymBoStore.insertTemplate(db, workout, hash: hash, createdAt: createdAt)
    }
}
