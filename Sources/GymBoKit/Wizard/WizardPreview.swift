import Foundation

/// The Markdown preview of a plan, shown before anything is saved (the app's "Preview vor Speichern"):
/// per workout the exercise list and the estimated duration, then the week's muscle-group distribution.
///
/// Deterministic: the text depends on the plan only, so it can be compared with a checked-in file.
package enum WizardPreview {
    /// The preview in `language`, by default the language the plan was made in (German unless asked).
    package static func markdown(_ plan: WizardPlan, language: Language? = nil) -> String {
        let language = language ?? plan.language
        let words = WizardWording(language: language)
        let p = plan.preferences
        let prescription = GoalPrescription(goal: p.goal)
        var out: [String] = []
        out.append(words.planTitle(goal: p.goal.label(language), frequency: p.frequency))
        out.append("")
        let equipment = p.equipment.label(language)
            + (p.equipment == .mixed || p.equipment == .bodyweight ? "" : words.bodyweightSupplement)
        let rest = "\(prescription.restRange.lowerBound)–\(prescription.restRange.upperBound) s"
        out.append(words.experience(p.experience.label(language)))
        out.append(words.goal(p.goal.label(language), reps: repText(prescription.repRange), rest: rest))
        out.append("- Equipment: " + equipment)
        out.append(words.duration(minutes: p.durationMinutes))
        out.append("- Split: " + plan.split.label(language))
        out.append("- Seed: \(p.seed)")
        for workout in plan.workouts {
            out.append("")
            out.append(words.workoutHeading(number: workout.number, name: workout.template.name, minutes: workout.estimatedMinutes))
            out.append("")
            out.append(words.exerciseColumns)
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
            out.append(words.workoutSummary(exercises: workout.template.exercises.count, sets: totalSets, minutes: workout.estimatedMinutes))
        }
        out.append("")
        out.append(words.distributionHeading)
        out.append("")
        out.append(words.distributionColumns)
        out.append("|---|---:|---:|")
        for share in plan.distribution {
            out.append("| \(share.group.label(language)) | \(share.sets) | \(share.workouts) |")
        }
        out.append("")
        out.append(words.estimateNote(plan.timeModel))
        return out.joined(separator: "\n") + "\n"
    }

    static func repText(_ range: ClosedRange<Int>) -> String {
        range.upperBound == Int.max ? "\(range.lowerBound)+" : "\(range.lowerBound)–\(range.upperBound)"
    }

    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }
}
