import Foundation

extension Importer {
    /// A shared workout (template) or a toolkit session file.
    func importGymtracker(path: String, athleteName: String?, context: ImportContext) throws {
        switch try GymtrackerFormat.read(try Self.readData(path), path: path) {
        case let .template(parsed):
            try addTemplate(parsed, athleteId: nil, context: context, renameOnClash: true)
        case let .session(parsed):
            let athlete = try athleteForExport(context.tx, name: athleteName, path: path).0
            context.summary.athlete = athlete.name
            try context.addSession(parsed, athlete: athlete, source: .gymtracker, replaceById: false, otherApp: false)
        }
    }

    /// Writes a template: same content as an existing template → unchanged; a different workout with a
    /// name that exists gets ` (importiert)`, ` (importiert 2)`… (`--lang en`: ` (imported)`).
    @discardableResult
    func addTemplate(_ parsed: ParsedTemplate, athleteId: UUID?, context: ImportContext, renameOnClash: Bool, replaceById: Bool = false) throws -> ImportSummary.Status? {
        var exercises: [TemplateExercise] = []
        for exercise in parsed.exercises {
            guard let id = context.resolveShared(exercise.reference, line: nil, sets: exercise.sets.count) else { continue }
            exercises.append(TemplateExercise(exerciseId: id, restOverride: exercise.restOverride, notes: exercise.notes, sets: exercise.sets))
        }
        guard !exercises.isEmpty else {
            context.summary.skipped += 1
            context.warning(nil, "workout '\(parsed.name)' has no exercise left after skipping unknown ones; not imported")
            return nil
        }
        var template = WorkoutTemplate(
            id: parsed.id ?? .zero, name: parsed.name, athleteId: athleteId, defaultRestTime: parsed.defaultRestTime,
            duration: parsed.duration, notes: parsed.notes, isFavorite: parsed.isFavorite, level: parsed.level,
            workoutType: parsed.workoutType, frequency: parsed.frequency, exercises: exercises)
        let tx = context.tx
        if replaceById, parsed.id != nil, let existing = try tx.userWorkoutHash(id: template.id) {
            if existing == (try template.contentHash()) {
                context.summary.unchanged += 1
                return .unchanged
            }
            try tx.saveTemplate(template)
            context.summary.updated += 1
            return .imported
        }
        let hash = try template.contentHash()
        if try tx.userWorkoutExists(contentHash: hash) {
            context.summary.unchanged += 1
            return .unchanged
        }
        let idTaken = try tx.workoutExists(id: template.id)
        if parsed.id == nil || idTaken {
            template.id = .v5(namespace: UUID.gymboSessionNamespace, name: "template|\(hash)")
        }
        if renameOnClash {
            template.name = try uniqueName(tx, parsed.name, athleteId: athleteId)
            if template.name != parsed.name {
                context.warning(nil, "a different workout named '\(parsed.name)' exists; imported as '\(template.name)'")
            }
        }
        try tx.saveTemplate(template, hash: hash, createdAt: options.now)
        context.summary.added += 1
        return .imported
    }

    /// Names are unique per owner: shared workouts among themselves, each athlete's among theirs.
    private func uniqueName(_ tx: any TrainingStoreTransaction, _ name: String, athleteId: UUID?) throws -> String {
        let word = ImportWording(language: options.language).imported
        var candidate = name
        var n = 1
        while try tx.workoutNameTaken(candidate, athleteId: athleteId) {
            candidate = n == 1 ? "\(name) (\(word))" : "\(name) (\(word) \(n))"
            n += 1
        }
        return candidate
    }
}
