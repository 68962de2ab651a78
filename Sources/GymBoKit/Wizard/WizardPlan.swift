import Foundation

/// A week of generated workouts: what `gymbo wizard` writes and previews.
public struct WizardPlan: Sendable, Equatable {
    /// The answers the plan was made from.
    public var preferences: WizardPreferences
    /// How the week is split into training days.
    public var split: TrainingSplit
    /// The language names and notes were written in.
    public var language: Language
    /// One workout per training day, in week order.
    public var workouts: [WizardWorkout]
    /// The catalog exercises the workouts use, by id (for names, groups and equipment).
    public var exercises: [UUID: Exercise]
    /// The model the estimates were made with.
    public var timeModel: WizardTimeModel

    /// Sets and sessions per primary muscle group over the week, most sets first.
    public var distribution: [MuscleGroupTraining] {
        var sets: [MuscleGroup: Int] = [:]
        var sessions: [MuscleGroup: Set<Int>] = [:]
        for workout in workouts {
            for item in workout.template.exercises {
                guard let group = exercises[item.exerciseId]?.primaryMuscle else { continue }
                sets[group, default: 0] += item.sets.count
                sessions[group, default: []].insert(workout.number)
            }
        }
        let order = Dictionary(uniqueKeysWithValues: MuscleGroup.allCases.enumerated().map { ($1, $0) })
        return sets.map { MuscleGroupTraining(group: $0.key, sets: $0.value, workouts: sessions[$0.key]?.count ?? 0) }
            .sorted { ($1.sets, order[$0.group]!) < ($0.sets, order[$1.group]!) }
    }

    /// In how many workouts of the week a family is trained as an exercise's primary group.
    package func sessionsTraining(_ family: MuscleFamily) -> Int {
        workouts.filter { workout in
            workout.template.exercises.contains { exercises[$0.exerciseId].map(family.contains) ?? false }
        }.count
    }

    /// The `.gymtracker` file of each workout, named `<nn>-<slug>.gymtracker`, in week order.
    public func gymtrackerFiles() throws -> [(name: String, data: Data)] {
        try workouts.map { ($0.fileName, try GymtrackerFormat.write(template: $0.template, exercises: exercises)) }
    }

    /// Writes every workout's `.gymtracker` file and `plan.md` (the preview in the plan's language)
    /// into `directory`, creating it; each file atomically, so a reader never sees half a file.
    /// Returns the paths written, in order. Other files in the directory are left alone.
    @discardableResult
    public func write(to directory: String) throws -> [String] {
        let folder = URL(fileURLWithPath: directory)
        var written: [String] = []
        for file in try gymtrackerFiles() + [("plan.md", Data(WizardPreview.markdown(self).utf8))] {
            let path = folder.appendingPathComponent(file.name).path
            try AtomicFile.write(file.data, to: path)
            written.append(path)
        }
        return written
    }
}

/// One workout of a plan.
public struct WizardWorkout: Sendable, Equatable {
    /// 1-based position in the week.
    public var number: Int
    /// The day's focus.
    public var day: SplitDay
    /// The workout as the app stores it; reps are planned ranges, weights 0 (the athlete chooses).
    public var template: WorkoutTemplate
    /// The estimate of `WizardTimeModel`, in seconds.
    public var estimatedSeconds: Int

    /// `01-ganzkorper-a.gymtracker`: numbered so the files list in week order.
    public var fileName: String {
        let slug = TextNormalizer.matchKey(template.name).replacingOccurrences(of: " ", with: "-")
        return String(format: "%02d-", number) + slug + ".gymtracker"
    }

    /// The estimate in whole minutes, rounded to the nearest.
    public var estimatedMinutes: Int { (estimatedSeconds + 30) / 60 }
}

/// The training of one primary muscle group over a week.
public struct MuscleGroupTraining: Sendable, Equatable {
    /// The primary muscle group.
    public var group: MuscleGroup
    /// Its planned sets in the week.
    public var sets: Int
    /// The workouts that train it.
    public var workouts: Int
}
