import Foundation
import GymBoKit

/// The human-readable import summary.
enum ImportReportText {
    static func render(_ summaries: [ImportSummary], language: Language) -> String {
        let de = language == .de
        var lines: [String] = []
        for s in summaries {
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
                lines.append(de ? "  \(s.errors.count) Fehler (siehe oben)" : "  \(s.errors.count) errors (see above)")
                continue
            }
            if s.status == .unchanged { continue }
            lines.append("  \(s.added) \(de ? "neu" : "added"), \(s.updated) \(de ? "aktualisiert" : "updated"), \(s.unchanged) \(de ? "unverändert" : "unchanged"), \(s.skipped) \(de ? "übersprungen" : "skipped")"
                         + (s.duplicates > 0 ? (de ? " (\(s.duplicates) Einheiten schon vorhanden)" : " (\(s.duplicates) sessions already present)") : "")
                         + (s.sets > 0 ? ", \(s.sets) \(de ? "Sätze" : "sets")" : ""))
            if !s.skippedExercises.isEmpty {
                lines.append((de ? "  übersprungene Übungen: " : "  skipped exercises: ") + s.skippedExercises.joined(separator: ", "))
            }
            if !s.mappings.isEmpty {
                lines.append(de ? "  Zuordnungen:" : "  mappings:")
                for m in s.mappings {
                    let how = m.method == "custom" ? (de ? "neue eigene Übung" : "new custom exercise") : m.method
                    let sets = m.sets == 1 ? (de ? "1 Satz" : "1 set") : "\(m.sets) \(de ? "Sätze" : "sets")"
                    lines.append("    \(m.from) → \(m.to) (\(how), \(sets))")
                }
            }
        }
        let failed = summaries.filter { $0.status == .failed }.count
        lines.append(de
            ? "\(summaries.count) Dateien: \(summaries.count - failed) ok, \(failed) abgelehnt"
            : "\(summaries.count) files: \(summaries.count - failed) ok, \(failed) rejected")
        return lines.joined(separator: "\n") + "\n"
    }
}
