import Foundation

/// The human-readable import summary.
package enum ImportReportText {
    package static func render(_ summaries: [ImportSummary], language: Language) -> String {
        summaries.map { block($0, language: language) }.joined() + totals(summaries, language: language)
    }

    /// The closing line: files, ok, rejected.
    package static func totals(_ summaries: [ImportSummary], language: Language) -> String {
        let failed = summaries.filter { $0.status == .failed }.count
        return PresenterWording(language: language).filesTotal(summaries.count, ok: summaries.count - failed, rejected: failed) + "\n"
    }

    /// One file's lines, printed as soon as the file is committed (so a run killed later has said what it
    /// did).
    package static func block(_ s: ImportSummary, language: Language) -> String {
        let words = PresenterWording(language: language)
        var lines: [String] = []
        do {
            let status: String
            switch s.status {
            case .imported: status = words.statusImported
            case .unchanged: status = words.statusUnchanged
            case .failed: status = words.statusRejected
            case .dryRun: status = words.statusDryRun
            }
            var head = "\(s.path) [\(s.format)]: \(status)"
            if let athlete = s.athlete { head += words.ofAthlete(athlete) }
            lines.append(head)
            if s.status == .failed {
                lines.append(words.errorsAbove(s.errors.count))
                return lines.joined(separator: "\n") + "\n"
            }
            if s.status == .unchanged { return lines.joined(separator: "\n") + "\n" }
            lines.append("  \(s.added) \(words.added), \(s.updated) \(words.updated), \(s.unchanged) \(words.unchanged), \(s.skipped) \(words.skipped)"
                         + (s.kept > 0 ? words.kept(s.kept) : "")
                         + (s.duplicates > 0 ? words.alreadyPresent(s.duplicates) : "")
                         + (s.sets > 0 ? ", \(s.sets) \(words.sets)" : ""))
            if !s.skippedExercises.isEmpty {
                lines.append(words.skippedExercises + s.skippedExercises.joined(separator: ", "))
            }
            if !s.mappings.isEmpty {
                lines.append(words.mappings)
                for m in s.mappings {
                    let how = m.method == "custom" ? words.newCustomExercise : m.method
                    let sets = words.setCount(m.sets)
                    lines.append("    \(m.from) → \(m.to(language)) (\(how), \(sets))")
                }
            }
            if !s.inferred.isEmpty {
                lines.append(words.inferredGroups(s.inferred.count))
                for i in s.inferred {
                    let groups = i.muscleGroups.compactMap { MuscleGroup(rawValue: $0)?.label(language) }.joined(separator: ", ")
                    let equipment = EquipmentType(rawValue: i.equipment)?.label(language) ?? i.equipment
                    let how: String
                    let basedOn = words.basedOn(german: i.basedOn, english: i.basedOnEN)
                    switch i.source {
                    case "category": how = words.fromFileCategory
                    case "sameMovement": how = words.like(basedOn)
                    case "nameWords": how = words.fromName
                    case "similarName": how = words.similarTo(basedOn)
                    default: how = words.unknown
                    }
                    lines.append("    \(i.name) → \(groups.isEmpty ? "–" : groups) · \(equipment) (\(how))")
                }
            }
            if s.setsWithoutMuscleGroups > 0 {
                lines.append(words.setsOnUngroupedExercises(s.setsWithoutMuscleGroups, of: s.sets))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
