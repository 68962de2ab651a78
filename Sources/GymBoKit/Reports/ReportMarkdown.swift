import Foundation

/// The weekly report as Markdown: tables and the embedded SVG charts (relative links).
public enum ReportMarkdown {
    public static func render(_ r: WeeklyReport) -> String {
        let lang = Language(rawValue: r.language) ?? .de
        let de = lang == .de
        func kg(_ v: Double) -> String { NumberText.kg(v, lang) }
        func n(_ v: Double, _ d: Int = 0) -> String { NumberText.format(v, lang, decimals: d) }
        func cell(_ s: String) -> String { s.replacingOccurrences(of: "|", with: "\\|") }
        func signed(_ v: Double, _ d: Int = 0) -> String { (v > 0 ? "+" : "") + n(v, d) }
        var md: [String] = []
        md.append(de ? "# Wochenbericht \(r.week) – \(r.athlete)" : "# Weekly report \(r.week) – \(r.athlete)")
        md.append("")
        md.append(de ? "\(r.weekStart) bis \(r.weekEnd) · Zeitzone \(r.timezone)" : "\(r.weekStart) to \(r.weekEnd) · time zone \(r.timezone)")
        md.append("")

        let s = r.summary
        md.append(de ? "## Überblick" : "## Summary")
        md.append("")
        md.append(de ? "| Kennzahl | Diese Woche | vs. \(r.change.previousWeek) |" : "| Measure | This week | vs. \(r.change.previousWeek) |")
        md.append("|---|---:|---:|")
        let pct = r.change.volumePercent.map { " (" + NumberText.percent($0, lang, signed: true) + ")" } ?? ""
        md.append("| \(de ? "Einheiten" : "Sessions") | \(s.sessions) | \(signed(Double(r.change.sessions))) |")
        md.append("| \(de ? "Trainingszeit" : "Training time") | \(s.durationMinutes) min | \(signed(Double(r.change.durationMinutes))) min |")
        md.append("| \(de ? "Volumen" : "Volume") | \(kg(s.volumeKg)) | \(signed(r.change.volumeKg)) kg\(pct) |")
        md.append("| \(de ? "Sätze (erledigt/geplant)" : "Sets (completed/planned)") | \(s.completedSets)/\(s.plannedSets) | \(signed(Double(r.change.completedSets))) |")
        md.append("| \(de ? "Wiederholungen" : "Reps") | \(s.reps) | \(signed(Double(r.change.reps))) |")
        md.append("| \(de ? "Erledigungsquote" : "Completion") | \(NumberText.percent(s.completionRate, lang)) | |")
        if let avg = s.avgHeartRate {
            md.append("| \(de ? "Puls (Ø / min / max)" : "Heart rate (avg / min / max)") | \(avg) / \(s.minHeartRate.map(String.init) ?? "–") / \(s.maxHeartRate.map(String.init) ?? "–") bpm | |")
        }
        md.append("")

        md.append(de ? "## Wochenziel und Serie" : "## Weekly goal and streak")
        md.append("")
        let g = r.goal
        md.append(de
            ? "\(g.met ? "✅" : "⬜️") \(g.sessions) von \(g.weeklyGoal) Einheiten. Serie: \(g.currentStreak) \(g.currentStreak == 1 ? "Woche" : "Wochen") in Folge (längste: \(g.longestStreak))."
            : "\(g.met ? "✅" : "⬜️") \(g.sessions) of \(g.weeklyGoal) sessions. Streak: \(g.currentStreak) \(g.currentStreak == 1 ? "week" : "weeks") in a row (longest: \(g.longestStreak)).")
        md.append("")

        md.append(de ? "## Rekorde dieser Woche" : "## Records this week")
        md.append("")
        if r.records.isEmpty {
            md.append(de ? "Keine neuen Rekorde in dieser Woche." : "No new records this week.")
        } else {
            md.append(de ? "| Übung | Rekord | Vorher | Neu | Datum |" : "| Exercise | Record | Before | New | Date |")
            md.append("|---|---|---:|---:|---|")
            for rec in r.records {
                let kind: String
                switch rec.kind {
                case "maxWeight": kind = de ? "Höchstgewicht" : "Heaviest weight"
                case "bestE1RM": kind = de ? "Geschätztes 1RM" : "Estimated 1RM"
                case "maxReps": kind = de ? "Wiederholungen" : "Reps"
                default: kind = de ? "Volumen einer Einheit" : "Session volume"
                }
                let unit = rec.kind == "maxReps" ? "" : " kg"
                md.append("| \(cell(rec.exercise)) | \(kind) | \(rec.oldValue.map { n($0, 2) + unit } ?? "–") | \(n(rec.newValue, 2))\(unit) | \(rec.date) |")
            }
        }
        md.append("")

        md.append(de ? "## Volumen pro Wochentag" : "## Volume per day of the week")
        md.append("")
        md.append("![\(de ? "Volumen pro Wochentag" : "Volume per day of the week")](\(r.charts.volumeByWeekday))")
        md.append("")

        md.append(de ? "## Muskelgruppen" : "## Muscle groups")
        md.append("")
        if r.muscleGroups.isEmpty {
            md.append(de ? "Kein Volumen in dieser Woche." : "No volume this week.")
        } else {
            md.append("![\(de ? "Verteilung auf Muskelgruppen" : "Muscle-group distribution")](\(r.charts.muscleGroups))")
            md.append("")
            md.append(de ? "| Muskelgruppe | Volumen | Anteil |" : "| Muscle group | Volume | Share |")
            md.append("|---|---:|---:|")
            for m in r.muscleGroups { md.append("| \(m.label) | \(kg(m.volumeKg)) | \(NumberText.percent(m.share, lang)) |") }
            md.append("")
            md.append(de ? "_Ein Satz zählt voll für die primäre und halb für jede weitere Muskelgruppe._"
                         : "_A set counts fully for the primary and half for each other muscle group._")
        }
        md.append("")

        md.append(de ? "## Übungen" : "## Exercises")
        md.append("")
        if r.exercises.isEmpty {
            md.append(de ? "Keine Einheit in dieser Woche." : "No session this week.")
        } else {
            md.append(de ? "| Übung | Arbeitssätze | Bester Satz | e1RM | Veränderung seit letztem Mal |" : "| Exercise | Working sets | Top set | e1RM | Change since last time |")
            md.append("|---|---:|---|---:|---:|")
            for e in r.exercises {
                let top = e.sets == 0 ? "–" : e.topSetWeight > 0 ? "\(kg(e.topSetWeight)) × \(e.topSetReps)" : "\(e.topSetReps) \(de ? "Wdh." : "reps")"
                md.append("| \(cell(e.exercise))\(e.custom ? " *" : "") | \(e.sets) | \(top) | \(e.bestE1RM.map(kg) ?? "–") | \(e.e1rmChange.map { signed($0, 2) + " kg" } ?? "–") |")
            }
            if r.exercises.contains(where: \.custom) {
                md.append("")
                md.append(de ? "_* eigene Übung, nicht im Katalog_" : "_* custom exercise, not in the catalog_")
            }
        }
        md.append("")
        if !r.sessions.isEmpty {
            md.append(de ? "| Tag | Einheit | Dauer | Volumen | Sätze | Puls Ø |" : "| Day | Session | Time | Volume | Sets | Avg HR |")
            md.append("|---|---|---:|---:|---:|---:|")
            for s in r.sessions {
                md.append("| \(s.date) | \(cell(s.name)) | \(s.durationMinutes) min | \(kg(s.volumeKg)) | \(s.completedSets)/\(s.plannedSets) | \(s.avgHeartRate.map(String.init) ?? "–") |")
            }
            md.append("")
        }

        md.append(de ? "## e1RM-Verlauf (12 Wochen)" : "## e1RM trend (12 weeks)")
        md.append("")
        if r.e1rmTrend.isEmpty {
            md.append(de ? "Noch keine Sätze mit Gewicht." : "No weighted sets yet.")
        } else {
            md.append("![\(de ? "e1RM-Verlauf der Hauptübungen" : "e1RM trend of the main lifts")](\(r.charts.e1rmTrend))")
        }
        md.append("")

        md.append(de ? "## Tipps der Woche" : "## Tips of the week")
        md.append("")
        if r.tips.isEmpty {
            md.append(de ? "Keine Tipps – weiter so." : "No tips – keep it up.")
        } else {
            for (i, t) in r.tips.enumerated() {
                md.append("\(i + 1). **\(t.title)** – \(t.message) _(\(t.id))_")
            }
        }
        md.append("")

        md.append(de ? "## Hinweise zu den Daten" : "## Data notes")
        md.append("")
        if r.dataNotes.isEmpty {
            md.append(de ? "Keine." : "None.")
        } else {
            for note in r.dataNotes { md.append("- \(note)") }
        }
        md.append("")
        return md.joined(separator: "\n")
    }
}

/// Writes a report's files (Markdown, JSON, three SVGs) atomically into `<out>/<folder>/` (see `ReportFolders`).
public enum ReportWriter {
    /// The paths written, Markdown first.
    @discardableResult
    public static func write(_ report: WeeklyReport, to directory: String, folder name: String) throws -> [String] {
        let lang = Language(rawValue: report.language) ?? .de
        let de = lang == .de
        let folder = URL(fileURLWithPath: directory).appendingPathComponent(name)
        let base = folder.appendingPathComponent(report.week).path
        let files: [(String, String)] = [
            (base + ".md", ReportMarkdown.render(report)),
            (base + ".json", try JSONOutput.string(report)),
            (folder.appendingPathComponent(report.charts.volumeByWeekday).path,
             SVGCharts.volumeByWeekday(report.volumeByWeekday, title: de ? "Volumen pro Wochentag – \(report.week)" : "Volume per day – \(report.week)", language: lang)),
            (folder.appendingPathComponent(report.charts.muscleGroups).path,
             SVGCharts.muscleGroups(report.muscleGroups.map { ($0.label, $0.share) }, title: de ? "Muskelgruppen – \(report.week)" : "Muscle groups – \(report.week)", language: lang)),
            (folder.appendingPathComponent(report.charts.e1rmTrend).path,
             SVGCharts.e1rmTrend(report.e1rmTrend.map { ($0.exercise, $0.points.map(\.e1rm)) }, weeks: report.e1rmTrend.first?.points.map(\.week) ?? [],
                                 title: de ? "e1RM-Verlauf (12 Wochen)" : "e1RM trend (12 weeks)", language: lang)),
        ]
        for (path, text) in files { try AtomicFile.write(Data(text.utf8), to: path) }
        return files.map(\.0)
    }
}
