import Foundation

extension Importer {
    /// An app backup: one athlete's profile, workouts, exercises and sessions, by the chosen strategy.
    func importBackup(path: String, athleteName: String?, context: ImportContext) throws {
        let backup = try BackupFormat.read(try Self.readData(path), path: path)
        let tx = context.tx
        for warning in backup.warnings { context.warnings.append(.warning(path, nil, warning)) }

        // A backup names its own athlete: a name taken from the file name only stands in when it has no profile.
        let athlete = try backupAthlete(backup, name: options.athleteName ?? (backup.profiles.isEmpty ? athleteName : nil), context: context)
        context.summary.athlete = athlete.name

        if options.strategy == .replace {
            let (sessions, workouts) = try tx.deleteHistory(athleteId: athlete.id)
            context.records.recompute(athlete.id)
            context.note(nil, "--strategy replace: deleted \(NumberText.count(sessions, "session", "sessions")) and \(NumberText.count(workouts, "workout", "workouts")) of \(athlete.name) before loading the backup")
        }

        // Exercises the backup defines: known ids stay; unknown ids resolve by name, else become custom
        // exercises with the backup's id, so sessions that use them keep their history.
        for exercise in backup.exercises where context.matcher.exercise(id: exercise.id) == nil {
            if let match = context.matcher.resolve(name: exercise.name) {
                context.matcher.alias(exercise.id, to: match.exercise.id)
                continue
            }
            var groups = exercise.muscleGroups.compactMap(MuscleGroup.parse)
            let inferred = ExerciseInference.infer(name: exercise.name, category: nil, matcher: context.matcher)
            if groups.isEmpty {
                groups = inferred.muscleGroups
                context.summary.inferred.append(ImportSummary.Inferred(exercise.name, inferred))
            }
            let custom = Exercise(
                id: exercise.id, name: exercise.name, muscleGroups: groups,
                equipment: exercise.equipment.flatMap(EquipmentType.parse) ?? inferred.equipment,
                difficulty: .fortgeschritten, description: exercise.tips, instructions: exercise.instructions, isCustom: true)
            try tx.saveCustomExercise(custom)
            context.matcher.add(custom)
            context.summary.customExercises.append(exercise.name)
        }

        for workout in backup.workouts {
            let exists = try workout.id.map { try tx.workoutExists(id: $0) } ?? false
            if exists && options.strategy == .addOnly {
                context.summary.unchanged += 1
                continue
            }
            try addTemplate(workout, athleteId: athlete.id, context: context, renameOnClash: !exists, replaceById: exists)
        }
        for session in backup.sessions {
            // addOnly: a stored session stays as it is; the context says whether the backup's differed.
            try context.addSession(session, athlete: athlete, source: .backup, replaceById: options.strategy == .merge, otherApp: false)
        }
    }

    /// `--athlete`, else the backup's first profile (a warning when there are several), else an error.
    private func backupAthlete(_ backup: BackupFormat.Backup, name: String?, context: ImportContext) throws -> Athlete {
        let tx = context.tx
        let profile = backup.profiles.first
        if backup.profiles.count > 1 && name == nil {
            context.warnings.append(.warning(context.path, nil, "the backup has \(backup.profiles.count) profiles; its sessions go to the first, '\(profile?.name ?? "")' (use --athlete to choose)"))
        }
        guard let chosenName = name ?? profile?.name else {
            throw DiagnosticError(.error(context.path, nil, "the backup has no profile; name the athlete with --athlete NAME"))
        }
        let existing = try tx.athlete(exactlyNamed: chosenName)
        var athlete = existing ?? Athlete(id: (name == nil ? profile?.id : nil) ?? Athlete.id(forName: chosenName), name: chosenName, stated: [])
        if let profile, existing == nil || options.strategy != .addOnly {
            athlete.birthDate = profile.birthDate ?? athlete.birthDate
            athlete.bodyweight = profile.weight ?? athlete.bodyweight
            athlete.height = profile.height ?? athlete.height
            if !profile.notes.isEmpty { athlete.notes = profile.notes }
            if let level = profile.fitnessLevel {
                if let parsed = ExperienceLevel.parse(level) {
                    athlete.experience = parsed
                    athlete.stated.insert(.experience)
                } else {
                    context.warnings.append(.warning(context.path, nil, "profile '\(profile.name)': unknown fitness level '\(level)'; keeping \(athlete.experience.rawValue) (expected anfänger, fortgeschritten or profi)"))
                }
            }
            if let goal = profile.goals {
                if let parsed = FitnessGoal.parse(goal) {
                    athlete.goal = parsed
                    athlete.stated.insert(.goal)
                } else {
                    context.warnings.append(.warning(context.path, nil, "profile '\(profile.name)': unknown goal '\(goal)'; keeping \(athlete.goal.rawValue) (expected muskelaufbau, kraft, ausdauer, gewichtsreduktion or allgemeineFitness)"))
                }
            }
        }
        try RecordsKeeping.saveAthlete(tx, athlete)
        return athlete
    }
}
