import Foundation

/// The Markdown preview of a plan, shown before anything is saved (the app's "Preview vor Speichern"):
/// per workout the exercise list and the estimated duration, then the week's muscle-group distribution.
///
/// Deterministic: the text depends on the plan only, so it can be compared with a checked-in file.
package enum WizardPreview {
    /// The preview in `language`, by default the language the plan was made in (German unless asked).
    package static func markdown(_ plan: WizardPlan, language: Language? = nil) -> String {
        let language = language ?? plan.language
        let de = language == .de
        let p = plan.preferences
        let prescription = GoalPrescription(goal: p.goal)
        var out: [String] = []
        out.append("# " + (de ? "Trainingsplan" : "Training plan") + ": \(p.goal.label(language)), \(p.frequency)× " + (de ? "pro Woche" : "per week"))
        out.append("")
        let equipment = p.equipment.label(language)
            + (p.equipment == .mixed || p.equipment == .bodyweight ? "" : de ? " (Körpergewicht als Ergänzung)" : " (bodyweight as a supplement)")
        let rest = "\(prescription.restRange.lowerBound)–\(prescription.restRange.upperBound) s"
        out.append("- " + (de ? "Erfahrung" : "Experience") + ": " + p.experience.label(language))
        out.append("- " + (de ? "Ziel" : "Goal") + ": \(p.goal.label(language)) (" + repText(prescription.repRange) + (de ? " Wdh., " : " reps, ") + rest + (de ? " Pause)" : " rest)"))
        out.append("- Equipment: " + equipment)
        out.append("- " + (de ? "Dauer" : "Duration") + ": \(p.durationMinutes) min " + (de ? "je Einheit" : "per session"))
        out.append("- Split: " + plan.split.label(language))
        out.append("- Seed: \(p.seed)")
        for workout in plan.workouts {
            out.append("")
            out.append("## \(workout.number). \(workout.template.name) · " + (de ? "ca." : "about") + " \(workout.estimatedMinutes) min")
            out.append("")
            out.append(de ? "| # | Übung | Sätze × Wdh. | Pause | Muskelgruppe | Equipment |" : "| # | Exercise | Sets × reps | Rest | Muscle group | Equipment |")
            out.append("|---:|---|---|---:|---|---|")
            var totalSets = 0
            for (index, item) in workout.template.exercises.enumerated() {
                let exercise = plan.exercises[item.exerciseId]
                let reps = item.sets.first?.reps.map { range in
                    range.lower == range.upper ? "\(range.lower)" : "\(range.lower)–\(range.upper)"
                } ?? "–"
                totalSets += item.sets.count
                out.append("| \(index + 1) | \(cell(exercise?.name(language) ?? item.exerciseId.lowercased)) | \(item.sets.count) × \(reps) | "
                    + "\(item.sets.first?.restTime ?? 0) s | \(exercise?.primaryMuscle?.label(language) ?? "–") | \(exercise?.equipment.label(language) ?? "–") |")
            }
            out.append("")
            out.append(de
                ? "\(workout.template.exercises.count) Übungen, \(totalSets) Sätze, geschätzt \(workout.estimatedMinutes) min."
                : "\(workout.template.exercises.count) exercises, \(totalSets) sets, estimated \(workout.estimatedMinutes) min.")
        }
        out.append("")
        out.append(de ? "## Muskelgruppen-Verteilung der Woche" : "## Muscle-group distribution of the week")
        out.append("")
        out.append(de ? "| Muskelgruppe | Sätze | Einheiten |" : "| Muscle group | Sets | Sessions |")
        out.append("|---|---:|---:|")
        for share in plan.distribution {
            out.append("| \(share.group.label(language)) | \(share.sets) | \(share.workouts) |")
        }
        out.append("")
        let model = plan.timeModel
        out.append(de
            ? "Geschätzte Dauer: \(model.warmUpSeconds / 60) min Aufwärmen, je Übung \(model.setupSecondsPerExercise) s Aufbau, je Satz \(model.setupSecondsPerSet) s + \(model.secondsPerRep) s pro Wiederholung, dazu die Pausen. Muskelgruppe = primäre Muskelgruppe der Übung. Gewichte sind 0: selbst wählen."
            : "Estimated duration: \(model.warmUpSeconds / 60) min warm-up, \(model.setupSecondsPerExercise) s setup per exercise, \(model.setupSecondsPerSet) s + \(model.secondsPerRep) s per rep per set, plus the rests. Muscle group = the exercise's primary group. Weights are 0: choose your own.")
        return out.joined(separator: "\n") + "\n"
    }

    static func repText(_ range: ClosedRange<Int>) -> String {
        range.upperBound == Int.max ? "\(range.lowerBound)+" : "\(range.lowerBound)–\(range.upperBound)"
    }

    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }
}
