import Foundation

/// The human-readable import summary.
package enum ImportReportText {
    package static func render(_ summaries: [ImportSummary], language: Language) -> String {
        summaries.map { block($0, language: language) }.joined() + totals(summaries, language: language)
    }

    /// The closing line: files, ok, rejected.
    package static func totals(_ summaries: [ImportSummary], language: Language) -> String {
        let failed = summaries.filter { $0.status == .failed }.count
        return (language == .de
            ? "\(NumberText.count(summaries.count, "Datei", "Dateien")): \(summaries.count - failed) ok, \(failed) abgelehnt"
            : "\(NumberText.count(summaries.count, "file", "files")): \(summaries.count - failed) ok, \(failed) rejected") + "\n"
    }

    /// One file's lines, printed as soon as the file is committed (so a run killed later has said what it
    /// did).
    package static func block(_ s: ImportSummary, language: Language) -> String {
        let de = language == .de
        var lines: [String] = []
        do {
            let status: String
            switch s.status {
            case .imported: status = de ? "importiert" : "imported"
            case .unchanged: status = de ? "bereits importiert, nichts zu tun" : "already imported, nothing to do"
            case .failed: status = de ? "abgelehnt, nichts geschrieben" : "rejected, nothing written"
            case .dryRun: status = de ? "Probelauf, nichts geschrieben" : "dry run, nothing written"
            }
            var head = "\(s.path) [\(s.format)]: \(status)"
            if let athlete = s.athlete { head += de ? " — Athlet: \(athlete)" : " — athlete: \(athlete)" }
            lines.append(head)
            if s.status == .failed {
                lines.append(de ? "  \(s.errors.count) Fehler (siehe oben)" : "  \(NumberText.count(s.errors.count, "error", "errors")) (see above)")
                return lines.joined(separator: "\n") + "\n"
            }
            if s.status == .unchanged { return lines.joined(separator: "\n") + "\n" }
            lines.append("  \(s.added) \(de ? "neu" : "added"), \(s.updated) \(de ? "aktualisiert" : "updated"), \(s.unchanged) \(de ? "unverändert" : "unchanged"), \(s.skipped) \(de ? "übersprungen" : "skipped")"
                         + (s.kept > 0 ? (de ? ", \(s.kept) behalten (addOnly)" : ", \(s.kept) kept (addOnly)") : "")
                         + (s.duplicates > 0 ? (de ? " (\(NumberText.count(s.duplicates, "Einheit", "Einheiten")) schon vorhanden)" : " (\(NumberText.count(s.duplicates, "session", "sessions")) already present)") : "")
                         + (s.sets > 0 ? ", \(s.sets) \(de ? "Sätze" : "sets")" : ""))
            if !s.skippedExercises.isEmpty {
                lines.append((de ? "  übersprungene Übungen: " : "  skipped exercises: ") + s.skippedExercises.joined(separator: ", "))
            }
            if !s.mappings.isEmpty {
                lines.append(de ? "  Zuordnungen:" : "  mappings:")
                for m in s.mappings {
                    let how = m.method == "custom" ? (de ? "neue eigene Übung" : "new custom exercise") : m.method
                    let sets = m.sets == 1 ? (de ? "1 Satz" : "1 set") : "\(m.sets) \(de ? "Sätze" : "sets")"
                    lines.append("    \(m.from) → \(m.to(language)) (\(how), \(sets))")
                }
            }
            if !s.inferred.isEmpty {
                let count = s.inferred.count
                lines.append(de ? "  Muskelgruppen geschätzt für \(count) neue eigene Übung\(count == 1 ? "" : "en") (korrigieren: gymbo exercises set-groups NAME GRUPPE…):"
                                : "  muscle groups inferred for \(count) new custom exercise\(count == 1 ? "" : "s") (correct with gymbo exercises set-groups NAME GROUP…):")
                for i in s.inferred {
                    let groups = i.muscleGroups.compactMap { MuscleGroup(rawValue: $0)?.label(language) }.joined(separator: ", ")
                    let equipment = EquipmentType(rawValue: i.equipment)?.label(language) ?? i.equipment
                    let how: String
                    let basedOn = (de ? i.basedOn : i.basedOnEN ?? i.basedOn) ?? ""
                    switch i.source {
                    case "category": how = de ? "aus der Kategorie der Datei" : "from the file's category"
                    case "sameMovement": how = de ? "wie \(basedOn)" : "like \(basedOn)"
                    case "nameWords": how = de ? "aus dem Namen" : "from the name"
                    case "similarName": how = de ? "ähnlich wie \(basedOn)" : "similar to \(basedOn)"
                    default: how = de ? "unbekannt" : "unknown"
                    }
                    lines.append("    \(i.name) → \(groups.isEmpty ? "–" : groups) · \(equipment) (\(how))")
                }
            }
            if s.setsWithoutMuscleGroups > 0 {
                lines.append(de ? "  \(s.setsWithoutMuscleGroups) von \(s.sets) Sätzen auf Übungen ohne Muskelgruppen (gymbo exercises set-groups NAME GRUPPE…)"
                                : "  \(s.setsWithoutMuscleGroups) of \(s.sets) sets on exercises without muscle groups (gymbo exercises set-groups NAME GROUP…)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
