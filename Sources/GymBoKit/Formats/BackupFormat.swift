import Foundation

/// The app's backup JSON (`workout_backup_<timestamp>.json`, SPEC §3.4).
///
/// A backup belongs to one athlete: its sessions name no profile. Sessions may carry the toolkit's
/// optional extensions (`minHeartRate`, `maxHeartRate`, `avgHeartRate` per session; `type`, `rpe` per set).
package enum BackupFormat {
    /// A profile as the app stores it.
    package struct Profile: Sendable, Equatable {
        package var id: UUID?
        package var name: String
        package var weight: Double?
        package var height: Double?
        package var birthDate: String?
        package var fitnessLevel: String?
        package var goals: String?
        package var notes: String
    }

    /// An exercise as the app stores it in a backup.
    package struct BackupExercise: Sendable, Equatable {
        package var id: UUID
        package var name: String
        package var muscleGroups: [String]
        package var equipment: String?
        package var instructions: [String]
        package var tips: String
    }

    package struct Backup: Sendable {
        package var version: String
        package var createdAt: Date?
        package var appVersion: String?
        package var workouts: [ParsedTemplate] = []
        package var exercises: [BackupExercise] = []
        package var sessions: [ParsedSession] = []
        package var profiles: [Profile] = []
        /// Mismatches between `metadata` and the arrays, as warnings.
        package var warnings: [String] = []
    }

    static func looksLike(_ root: JSONValue) -> Bool {
        root.has("sessions") || root.has("profiles") || root.has("metadata") || (root.has("workouts") && root.has("exercises"))
    }

    package static func read(_ data: Data, path: String) throws -> Backup {
        let root = try JSONValue.parse(data, file: path)
        do {
            let versionText = try root.optional("version").map { v in try (try? v.string()) ?? String(v.double()) } ?? "1.0"
            guard versionText.split(separator: ".").first == "1" else {
                throw DiagnosticError(.error(path, nil, "unsupported backup version \"\(versionText)\" (expected 1.x)"))
            }
            var backup = Backup(
                version: versionText, createdAt: try root.optional("createdAt")?.date(),
                appVersion: try root.optional("appVersion")?.string())
            backup.workouts = try (root.optional("workouts")?.array() ?? []).map(workout)
            backup.exercises = try (root.optional("exercises")?.array() ?? []).map(exercise)
            backup.sessions = try (root.optional("sessions")?.array() ?? []).map(session)
            backup.profiles = try (root.optional("profiles")?.array() ?? []).map(profile)
            // Two items with one id would merge into one and lose the other's data without a word.
            try rejectDuplicateIds(backup.sessions.map(\.id), list: "sessions", path: path)
            try rejectDuplicateIds(backup.workouts.map(\.id), list: "workouts", path: path)
            try rejectDuplicateIds(backup.exercises.map(\.id), list: "exercises", path: path)
            if let metadata = try root.optional("metadata") {
                let pairs: [(String, Int)] = [
                    ("workoutCount", backup.workouts.count), ("exerciseCount", backup.exercises.count),
                    ("sessionCount", backup.sessions.count), ("profileCount", backup.profiles.count),
                ]
                for (key, actual) in pairs {
                    if let stated = try metadata.optional(key)?.int(), stated != actual {
                        backup.warnings.append("metadata.\(key) says \(stated), the file has \(actual)")
                    }
                }
            }
            return backup
        } catch let error as JSONValue.ShapeError {
            throw DiagnosticError(.error(path, JSONLines.line(of: error.path, in: data), "\(error) (wrong shape for an app backup)"))
        }
    }

    /// Throws for the first id that appears twice in `list`, naming both positions.
    static func rejectDuplicateIds(_ ids: [UUID?], list: String, path: String) throws {
        var first: [UUID: Int] = [:]
        for (i, id) in ids.enumerated() {
            guard let id else { continue }
            if let j = first[id] {
                throw DiagnosticError(.error(path, nil, "\(list)[\(j)] and \(list)[\(i)] have the same id \(id.lowercased) (ids must be unique within a file)"))
            }
            first[id] = i
        }
    }

    static func workout(_ value: JSONValue) throws -> ParsedTemplate {
        ParsedTemplate(
            id: try value.optional("id")?.uuid(),
            name: try GymtrackerFormat.nonEmpty(value.required("name")),
            defaultRestTime: try value.optional("defaultRestTime")?.nonNegativeInt() ?? 90,
            duration: try value.optional("estimatedDuration").map { IntRange(try $0.nonNegativeInt()) },
            notes: try value.optional("notes")?.string() ?? "",
            isFavorite: try value.optional("isFavorite")?.bool() ?? false,
            level: try value.optional("level").flatMap { DifficultyLevel.parse(try $0.string()) },
            workoutType: try value.optional("workoutType")?.string(),
            frequency: try value.optional("frequency").map { v in try (try? v.string()) ?? String(v.int()) },
            exercises: try (value.optional("exercises")?.array() ?? []).map { item in
                ParsedTemplate.Exercise(
                    reference: ExerciseReference(id: try item.required("exerciseId").uuid(), name: try item.optional("exerciseName")?.string()),
                    notes: try item.optional("notes")?.string() ?? "",
                    sets: try item.required("sets").array().map { set in
                        TemplateSet(
                            reps: IntRange(try set.required("reps").reps()),
                            weight: try set.optional("weight")?.weight() ?? 0,
                            restTime: try set.optional("restTime")?.nonNegativeInt() ?? 90)
                    })
            })
    }

    static func exercise(_ value: JSONValue) throws -> BackupExercise {
        let instructions = try value.optional("instructions").map { v -> [String] in
            if let list = try? v.array() { return try list.map { try $0.string() } }
            return try v.string().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        } ?? []
        return BackupExercise(
            id: try value.required("id").uuid(),
            name: try GymtrackerFormat.nonEmpty(value.required("name")),
            muscleGroups: try (value.optional("muscleGroups")?.array() ?? []).map { try $0.string() },
            equipment: try value.optional("equipment")?.string(),
            instructions: instructions,
            tips: try value.optional("tips")?.string() ?? "")
    }

    static func session(_ value: JSONValue) throws -> ParsedSession {
        ParsedSession(
            id: try value.optional("id")?.uuid(),
            templateId: try value.optional("templateId")?.uuid(),
            name: try GymtrackerFormat.nonEmpty(value.required("name")),
            startedAt: try value.required("date").date(),
            duration: try value.optional("duration").map(backupDuration) ?? 0,
            notes: try value.optional("notes")?.string() ?? "",
            minHeartRate: try value.optional("minHeartRate")?.heartRate(),
            maxHeartRate: try value.optional("maxHeartRate")?.heartRate(),
            avgHeartRate: try value.optional("avgHeartRate")?.heartRate(),
            exercises: try (value.optional("exercises")?.array() ?? []).map { item in
                ParsedExercise(
                    reference: ExerciseReference(id: try item.required("exerciseId").uuid(), name: try item.optional("exerciseName")?.string()),
                    groupId: try item.optional("groupId")?.int(),
                    notes: try item.optional("notes")?.string() ?? "",
                    sets: try item.required("sets").array().map(GymtrackerFormat.performedSet))
            })
    }

    /// The app writes a session's duration as a `TimeInterval`: fractions round, a negative value (a clock
    /// change mid-session) is 0, and anything past the 100-day limit is refused rather than converted.
    static func backupDuration(_ value: JSONValue) throws -> Int {
        let seconds = try value.double().rounded()
        guard seconds <= Double(JSONValue.maxDurationSeconds) else {
            throw value.error("duration \(seconds) s is out of range (expected 0…\(JSONValue.maxDurationSeconds) seconds)")
        }
        return max(0, Int(seconds))
    }

    static func profile(_ value: JSONValue) throws -> Profile {
        let goals: String? = try value.optional("goals").flatMap { v in
            if let list = try? v.array() { return try list.first?.string() }
            return try v.string()
        }
        var birthDate: String?
        if let birth = try value.optional("birthDate") {
            let date = try birth.date()
            birthDate = Timestamp.dayString(days: Int((date.timeIntervalSince1970 / 86_400).rounded(.down)))
        }
        return Profile(
            id: try value.optional("id")?.uuid(),
            name: try GymtrackerFormat.nonEmpty(value.required("name")),
            weight: try value.optional("weight")?.double(),
            height: try value.optional("height")?.double(),
            birthDate: birthDate,
            fitnessLevel: try value.optional("fitnessLevel")?.string(),
            goals: goals,
            notes: try value.optional("notes")?.string() ?? "")
    }

    // MARK: Writing

    /// An athlete's data as an app backup, deterministic (sorted keys, sessions by date).
    package static func write(athlete: Athlete, templates: [WorkoutTemplate], sessions: [Session], exercises: [UUID: Exercise], createdAt: Date) throws -> Data {
        let usedIds = Set(sessions.flatMap { $0.exercises.map(\.exerciseId) } + templates.flatMap { $0.exercises.map(\.exerciseId) })
        let usedExercises = usedIds.compactMap { exercises[$0] }.sorted { $0.id.uuidString < $1.id.uuidString }
        let document: [String: Any] = [
            "version": "1.0",
            "createdAt": Timestamp.string(createdAt),
            "appVersion": "gymbo-toolkit",
            "metadata": [
                "workoutCount": templates.count, "exerciseCount": usedExercises.count,
                "sessionCount": sessions.count, "profileCount": 1,
            ],
            "profiles": [profileObject(athlete)],
            "exercises": usedExercises.map(exerciseObject),
            "workouts": templates.map(workoutObject),
            "sessions": sessions.map(sessionObject),
        ]
        return try GymtrackerFormat.serialize(document)
    }

    private static func profileObject(_ athlete: Athlete) -> [String: Any] {
        var profile: [String: Any] = [
            "id": athlete.id.lowercased, "name": athlete.name, "fitnessLevel": athlete.experience.rawValue,
            "goals": athlete.goal.rawValue, "notes": athlete.notes,
        ]
        if let w = athlete.bodyweight { profile["weight"] = w }
        if let h = athlete.height { profile["height"] = h }
        if let b = athlete.birthDate { profile["birthDate"] = b + "T00:00:00Z" }
        return profile
    }

    private static func exerciseObject(_ e: Exercise) -> [String: Any] {
        [
            "id": e.id.lowercased, "name": e.name, "category": e.primaryMuscle?.rawValue ?? "",
            "muscleGroups": e.muscleGroups.map(\.rawValue), "equipment": e.equipment.rawValue,
            "instructions": e.instructions.joined(separator: "\n"), "tips": e.description,
        ]
    }

    private static func workoutObject(_ t: WorkoutTemplate) -> [String: Any] {
        var item: [String: Any] = [
            "id": t.id.lowercased, "name": t.name, "defaultRestTime": t.defaultRestTime, "notes": t.notes,
            "isFavorite": t.isFavorite, "duration": 0,
            "exercises": t.exercises.map { e -> [String: Any] in
                [
                    "exerciseId": e.exerciseId.lowercased, "notes": e.notes,
                    "sets": e.sets.map { ["reps": $0.reps?.lower ?? 0, "weight": $0.weight, "restTime": $0.restTime, "completed": false, "notes": ""] },
                ]
            },
        ]
        if let d = t.duration { item["estimatedDuration"] = d.lower }
        if let l = t.level { item["level"] = l.rawValue }
        if let w = t.workoutType { item["workoutType"] = w }
        if let f = t.frequency { item["frequency"] = f }
        return item
    }

    private static func sessionObject(_ s: Session) -> [String: Any] {
        var item: [String: Any] = [
            "id": s.id.lowercased, "name": s.name, "date": Timestamp.string(s.startedAt), "duration": s.duration,
            "notes": s.notes, "defaultRestTime": 90,
            "exercises": s.exercises.map { e -> [String: Any] in
                var x: [String: Any] = ["exerciseId": e.exerciseId.lowercased, "notes": e.notes, "sets": e.sets.map(GymtrackerFormat.setObject)]
                if let g = e.groupId { x["groupId"] = g }
                return x
            },
        ]
        if let t = s.templateId { item["templateId"] = t.lowercased }
        if let hr = s.minHeartRate { item["minHeartRate"] = hr }
        if let hr = s.maxHeartRate { item["maxHeartRate"] = hr }
        if let hr = s.avgHeartRate { item["avgHeartRate"] = hr }
        return item
    }
}
