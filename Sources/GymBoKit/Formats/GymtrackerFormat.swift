import Foundation

/// `.gymtracker` workout-sharing files (SPEC §3.3).
///
/// Two template shapes are read: the app's code writes `{"version": "1.0", "workout": {…}}`; the app's
/// README shows `{"exportDate", "appVersion", "workout": {"id", …}}` without a version. The toolkit's own
/// session variant is `{"version": "1.0", "session": {…}}`. Only the first template shape is written.
package enum GymtrackerFormat {
    /// The content of one file.
    package enum Content: Sendable, Equatable {
        case template(ParsedTemplate)
        case session(ParsedSession)
    }

    /// The version written, and the major version accepted.
    package static let version = "1.0"

    /// Reads a `.gymtracker` document.
    package static func read(_ data: Data, path: String) throws -> Content {
        let root = try JSONValue.parse(data, file: path)
        do {
            if let versionValue = try root.optional("version") {
                let text = (try? versionValue.string()) ?? (try? String(versionValue.double())) ?? "?"
                guard text.split(separator: ".").first.map(String.init) == "1" else {
                    throw DiagnosticError(.error(path, nil, "unsupported .gymtracker version \"\(text)\" (expected 1.x)"))
                }
            }
            if let workout = try root.optional("workout") {
                return .template(try template(workout))
            }
            if let session = try root.optional("session") {
                return .session(try Self.session(session))
            }
            throw JSONValue.ShapeError(path: "", message: "neither \"workout\" nor \"session\" found (expected a .gymtracker file)")
        } catch let error as JSONValue.ShapeError {
            throw DiagnosticError(.error(path, JSONLines.line(of: error.path, in: data), "\(error) (wrong shape for a .gymtracker file)"))
        }
    }

    /// True when a JSON object looks like a `.gymtracker` document.
    static func looksLike(_ root: JSONValue) -> Bool { root.has("workout") || root.has("session") }

    static func template(_ workout: JSONValue) throws -> ParsedTemplate {
        let exercises = try workout.required("exercises").array()
        guard !exercises.isEmpty else { throw workout.error("the workout has no exercises (expected at least one)") }
        return ParsedTemplate(
            id: try workout.optional("id")?.uuid(),
            name: try nonEmpty(workout.required("name")),
            defaultRestTime: try workout.optional("defaultRestTime")?.nonNegativeInt() ?? 90,
            notes: try workout.optional("notes")?.string() ?? "",
            isFavorite: try workout.optional("isFavorite")?.bool() ?? false,
            exercises: try exercises.map { item in
                ParsedTemplate.Exercise(
                    reference: try reference(item),
                    notes: try item.optional("notes")?.string() ?? "",
                    restOverride: try item.optional("restTime")?.nonNegativeInt(),
                    sets: try item.required("sets").array().map { set in
                        TemplateSet(
                            reps: IntRange(try set.required("reps").reps()),
                            weight: try set.optional("weight")?.weight() ?? 0,
                            restTime: try set.optional("restTime")?.nonNegativeInt() ?? 90)
                    })
            })
    }

    static func session(_ session: JSONValue) throws -> ParsedSession {
        let exercises = try session.required("exercises").array()
        guard !exercises.isEmpty else { throw session.error("the session has no exercises (expected at least one)") }
        return ParsedSession(
            id: try session.optional("id")?.uuid(),
            templateId: try session.optional("templateId")?.uuid(),
            name: try nonEmpty(session.required("name")),
            startedAt: try session.required("date").date(),
            duration: try session.optional("duration")?.durationSeconds() ?? 0,
            notes: try session.optional("notes")?.string() ?? "",
            minHeartRate: try session.optional("minHeartRate")?.heartRate(),
            maxHeartRate: try session.optional("maxHeartRate")?.heartRate(),
            avgHeartRate: try session.optional("avgHeartRate")?.heartRate(),
            exercises: try exercises.map { item in
                ParsedExercise(
                    reference: try reference(item),
                    groupId: try item.optional("groupId")?.int(),
                    notes: try item.optional("notes")?.string() ?? "",
                    sets: try item.required("sets").array().map(performedSet))
            })
    }

    /// A set of a session (also the backup's set shape, which has no `type` or `rpe`).
    static func performedSet(_ set: JSONValue) throws -> PerformedSet {
        let typeText = try set.optional("type")?.string()
        var type = SetType.normal
        if let typeText {
            guard let parsed = SetType(rawValue: typeText) else {
                throw (try set.required("type")).error("unknown set type \"\(typeText)\" (expected normal, warmup, dropset or failure)")
            }
            type = parsed
        }
        let rpe = try set.optional("rpe")?.double()
        if let rpe, !(0...10).contains(rpe) { throw (try set.required("rpe")).error("RPE \(rpe) is outside 0…10") }
        return PerformedSet(
            reps: try set.required("reps").reps(),
            weight: try set.optional("weight")?.weight() ?? 0,
            restTime: try set.optional("restTime")?.nonNegativeInt() ?? 0,
            completed: try set.optional("completed")?.bool() ?? true,
            rpe: rpe, type: type,
            durationSeconds: try set.optional("durationSeconds")?.nonNegativeDouble(),
            distanceMeters: try set.optional("distanceMeters")?.nonNegativeDouble(),
            note: try set.optional("notes")?.string() ?? set.optional("note")?.string() ?? "",
            volumeFactor: try set.optional("volumeFactor")?.nonNegativeDouble())
    }

    static func reference(_ item: JSONValue) throws -> ExerciseReference {
        let id = try item.optional("exerciseId")?.uuid()
        let name = try item.optional("exerciseName")?.string()
        guard id != nil || name != nil else { throw item.error("an exercise needs \"exerciseId\" or \"exerciseName\"") }
        return ExerciseReference(id: id, name: name)
    }

    static func nonEmpty(_ value: JSONValue) throws -> String {
        let text = try value.string().trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { throw value.error("empty (expected a name)") }
        return text
    }

    // MARK: Writing

    /// The app's template shape, deterministic (sorted keys).
    package static func write(template: WorkoutTemplate, exercises: [UUID: Exercise]) throws -> Data {
        let document: [String: Any] = [
            "version": version,
            "workout": [
                "id": template.id.lowercased,
                "name": template.name,
                "defaultRestTime": template.defaultRestTime,
                "notes": template.notes,
                "isFavorite": template.isFavorite,
                "exercises": template.exercises.map { exercise -> [String: Any] in
                    var item: [String: Any] = [
                        "exerciseId": exercise.exerciseId.lowercased,
                        "exerciseName": exercises[exercise.exerciseId]?.name ?? "",
                        "sets": exercise.sets.map { set -> [String: Any] in
                            ["reps": set.reps?.lower ?? 0, "weight": set.weight, "restTime": set.restTime]
                        },
                    ]
                    if !exercise.notes.isEmpty { item["notes"] = exercise.notes }
                    if let rest = exercise.restOverride { item["restTime"] = rest }
                    return item
                },
            ] as [String: Any],
        ]
        return try serialize(document)
    }

    /// The toolkit's session variant.
    package static func write(session: Session, exercises: [UUID: Exercise]) throws -> Data {
        var body: [String: Any] = [
            "id": session.id.lowercased,
            "name": session.name,
            "date": Timestamp.string(session.startedAt),
            "duration": session.duration,
            "notes": session.notes,
            "exercises": session.exercises.map { exercise -> [String: Any] in
                var item: [String: Any] = [
                    "exerciseId": exercise.exerciseId.lowercased,
                    "exerciseName": exercises[exercise.exerciseId]?.name ?? "",
                    "sets": exercise.sets.map(setObject),
                ]
                if !exercise.notes.isEmpty { item["notes"] = exercise.notes }
                if let group = exercise.groupId { item["groupId"] = group }
                return item
            },
        ]
        if let templateId = session.templateId { body["templateId"] = templateId.lowercased }
        if let hr = session.minHeartRate { body["minHeartRate"] = hr }
        if let hr = session.maxHeartRate { body["maxHeartRate"] = hr }
        if let hr = session.avgHeartRate { body["avgHeartRate"] = hr }
        return try serialize(["version": version, "session": body])
    }

    static func setObject(_ set: PerformedSet) -> [String: Any] {
        var item: [String: Any] = ["reps": set.reps, "weight": set.weight, "restTime": set.restTime, "completed": set.completed]
        if let rpe = set.rpe { item["rpe"] = rpe }
        if set.type != .normal { item["type"] = set.type.rawValue }
        if let d = set.durationSeconds { item["durationSeconds"] = d }
        if let d = set.distanceMeters { item["distanceMeters"] = d }
        if !set.note.isEmpty { item["notes"] = set.note }
        if let factor = set.volumeFactor { item["volumeFactor"] = factor }
        return item
    }

    static func serialize(_ object: Any) throws -> Data {
        var data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        data.append(0x0A)
        return data
    }
}
