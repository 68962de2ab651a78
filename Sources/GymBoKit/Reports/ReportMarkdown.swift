import Foundation

/// The weekly report as Markdown: tables and the embedded SVG charts (relative links).
package enum ReportMarkdown {
    /// A tip as one numbered Markdown line, the same in the weekly report, the batch's tip files and
    /// `gymbo tips --format markdown`: `1. **Title** – message _(01-3fa9c2d1)_`.
    package static func tipLine(_ number: Int, title: String, message: String, id: String) -> String {
        "\(number). **\(title)** – \(message) _(\(id))_"
    }

    package static func render(_ r: WeeklyReport) -> String {
        let page = Page(r)
        let sections = [page.header(), page.summary(), page.goal(), page.records(), page.weekdays(), page.hardSets(), page.exercises(),
                        page.sessions(), page.trend(), page.tips(), page.dataNotes()]
        return sections.flatMap { $0 }.joined(separator: "\n")
    }

    /// One report's sections, each a list of lines, with the formatting they share: weights in the athlete's
    /// unit (the JSON stays in kg), numbers in the report's language.
    private struct Page {
        let r: WeeklyReport
        let lang: Language
        let de: Bool
        let unit: WeightUnit
        let unitName: String

        init(_ r: WeeklyReport) {
            self.r = r
            lang = Language(rawValue: r.language) ?? .de
            de = lang == .de
            unit = WeightUnit(rawValue: r.unit) ?? .kg
            unitName = unit == .kg ? "kg" : "lb"
        }

        func w(_ v: Double) -> Double { unit == .kg ? v : v / WeightUnit.lb.kilograms }
        func kg(_ v: Double) -> String { NumberText.format(w(v), lang, decimals: unit == .kg ? 2 : 1) + " " + unitName }
        func minutes(_ m: Int) -> String { m > 0 ? "\(m) min" : "–" }
        func n(_ v: Double, _ d: Int = 0) -> String { NumberText.format(v, lang, decimals: d) }
        func cell(_ s: String) -> String { s.replacingOccurrences(of: "|", with: "\\|") }
        func signed(_ v: Double, _ d: Int = 0) -> String { (v > 0 ? "+" : "") + n(v, d) }

        func header() -> [String] {
            [de ? "# Wochenbericht \(r.week) – \(r.athlete)" : "# Weekly report \(r.week) – \(r.athlete)", "",
             de ? "\(r.weekStart) bis \(r.weekEnd) · Zeitzone \(r.timezone)" : "\(r.weekStart) to \(r.weekEnd) · time zone \(r.timezone)", ""]
        }

        func summary() -> [String] {
            var md: [String] = []
            let s = r.summary
            md.append(de ? "## Überblick" : "## Summary")
            md.append("")
            md.append(de ? "| Kennzahl | Diese Woche | vs. \(r.change.previousWeek) |" : "| Measure | This week | vs. \(r.change.previousWeek) |")
            md.append("|---|---:|---:|")
            let pct = r.change.volumePercent.map { " (" + NumberText.percent($0, lang, signed: true) + ")" } ?? ""
            md.append("| \(de ? "Einheiten" : "Sessions") | \(s.sessions) | \(signed(Double(r.change.sessions))) |")
            md.append("| \(de ? "Trainingszeit" : "Training time") | \(minutes(s.durationMinutes)) | \(signed(Double(r.change.durationMinutes))) min |")
            md.append("| \(de ? "Volumen" : "Volume") | \(kg(s.volumeKg)) | \(signed(w(r.change.volumeKg))) \(unitName)\(pct) |")
            let warmups = s.warmupSets > 0 ? (de ? " (+\(s.warmupSets) Aufwärmsätze)" : " (+\(s.warmupSets) warm-ups)") : ""
            md.append("| \(de ? "Arbeitssätze" : "Working sets") | \(s.workingSets)\(warmups) | |")
            md.append("| \(de ? "Sätze (erledigt/geplant)" : "Sets (completed/planned)") | \(s.completedSets)/\(s.plannedSets) | \(signed(Double(r.change.completedSets))) |")
            md.append("| \(de ? "Wiederholungen" : "Reps") | \(s.reps) | \(signed(Double(r.change.reps))) |")
            md.append("| \(de ? "Erledigungsquote" : "Completion") | \(NumberText.percent(s.completionRate, lang)) | |")
            if let avg = s.avgHeartRate {
                md.append("| \(de ? "Puls (Ø / min / max)" : "Heart rate (avg / min / max)") | \(avg) / \(s.minHeartRate.map(String.init) ?? "–") / \(s.maxHeartRate.map(String.init) ?? "–") bpm | |")
            }
            md.append("")
            return md
        }

        func goal() -> [String] {
            var md: [String] = []
            md.append(de ? "## Wochenziel und Serie" : "## Weekly goal and streak")
            md.append("")
            let g = r.goal
            md.append(de
                ? "\(g.met ? "✅" : "⬜️") \(NumberText.count(g.sessions, "Einheit", "Einheiten")), Ziel \(g.weeklyGoal). Serie: \(NumberText.count(g.currentStreak, "Woche", "Wochen")) in Folge (längste: \(g.longestStreak))."
                : "\(g.met ? "✅" : "⬜️") \(NumberText.count(g.sessions, "session", "sessions")), goal \(g.weeklyGoal). Streak: \(NumberText.count(g.currentStreak, "week", "weeks")) in a row (longest: \(g.longestStreak)).")
            md.append("")
            return md
        }

        func records() -> [String] {
            var md: [String] = []
            md.append(de ? "## Rekorde dieser Woche" : "## Records this week")
            md.append("")
            if r.records.isEmpty {
                md.append(de ? "Keine neuen Rekorde in dieser Woche." : "No new records this week.")
            } else {
                md.append(de ? "| Übung | Rekord | Vorher | Neu | Datum | |" : "| Exercise | Record | Before | New | Date | |")
                md.append("|---|---|---:|---:|---|---|")
                for rec in r.records {
                    let kind: String
                    switch rec.kind {
                    case "maxWeight": kind = de ? "Höchstgewicht" : "Heaviest weight"
                    case "bestE1RM": kind = de ? "Geschätztes 1RM" : "Estimated 1RM"
                    case "maxReps": kind = de ? "Wiederholungen" : "Reps"
                    default: kind = de ? "Volumen einer Einheit" : "Session volume"
                    }
                    func value(_ v: Double) -> String { rec.kind == "maxReps" ? n(v) : kg(v) }
                    let mark = rec.celebrated ? "🏆" : (de ? "knapp" : "minor")
                    md.append("| \(cell(rec.exercise)) | \(kind) | \(rec.oldValue.map(value) ?? "–") | \(value(rec.newValue)) | \(rec.date) | \(mark) |")
                }
                if r.records.contains(where: { !$0.celebrated }) {
                    md.append("")
                    md.append(de ? "_knapp: weniger als ein Gewichtsschritt mehr, ein e1RM aus nur einer Wiederholung mehr oder bei einer Isolationsübung, in den ersten Einheiten einer Übung oder nur das Volumen einer Einheit – kein Grund zum Feiern._"
                                 : "_minor: less than a load step more, an e1RM from just one more rep or on an isolation exercise, in an exercise's first sessions, or only a session's volume – nothing to celebrate yet._")
                }
            }
            md.append("")
            return md
        }

        func weekdays() -> [String] {
            var md: [String] = []
            md.append(de ? "## Volumen pro Wochentag" : "## Volume per day of the week")
            md.append("")
            md.append("![\(de ? "Volumen pro Wochentag" : "Volume per day of the week")](\(r.charts.volumeByWeekday))")
            md.append("")
            return md
        }

        func hardSets() -> [String] {
            var md: [String] = []
            md.append(de ? "## Harte Sätze pro Muskelgruppe" : "## Hard sets per muscle group")
            md.append("")
            if r.hardSets.isEmpty {
                md.append(de ? "Keine harten Sätze in den letzten 4 Wochen." : "No hard sets in the last 4 weeks.")
            } else {
                md.append("![\(de ? "Harte Sätze pro Woche und Muskelgruppe gegen den Bereich 10–20" : "Hard sets per week and muscle group against the 10–20 band")](\(r.charts.muscleGroups))")
                md.append("")
                md.append(de ? "| Muskelgruppe | Harte Sätze pro Woche | Bereich 10–20 |" : "| Muscle group | Hard sets per week | Band 10–20 |")
                md.append("|---|---:|---|")
                for h in r.hardSets {
                    let band = h.band == "below" ? (de ? "darunter" : "below") : h.band == "above" ? (de ? "darüber" : "above") : (de ? "im Bereich" : "within")
                    md.append("| \(h.label) | \(n(h.hardSetsPerWeek, 1)) | \(band) |")
                }
                md.append("")
                md.append(de ? "_Durchschnitt der Trainingswochen unter den letzten 4. Ein harter Satz ist ein erledigter Arbeitssatz mit RPE ≥ 7 oder ≥ 60 % des besten e1RM der letzten 8 Wochen; er zählt voll für die primäre und halb für jede weitere Muskelgruppe._"
                             : "_Average of the weeks trained among the last 4. A hard set is a completed working set at RPE ≥ 7 or ≥ 60 % of the best e1RM of the last 8 weeks; it counts fully for the primary and half for each other muscle group._")
            }
            md.append("")
            return md
        }

        func exercises() -> [String] {
            var md: [String] = []
            md.append(de ? "## Übungen" : "## Exercises")
            md.append("")
            if r.exercises.isEmpty {
                md.append(de ? "Keine Einheit in dieser Woche." : "No session this week.")
            } else {
                md.append(de ? "| Übung | Arbeitssätze | Bester Satz | e1RM | Veränderung seit letztem Mal |" : "| Exercise | Working sets | Top set | e1RM | Change since last time |")
                md.append("|---|---:|---|---:|---:|")
                for e in r.exercises {
                    let top: String
                    if e.sets == 0 { top = "–" }
                    else if e.topSetWeight > 0 { top = "\(kg(e.topSetWeight))\(e.perSide == true ? (de ? " pro Seite" : " per side") : "") × \(e.topSetReps)" }
                    else if e.topSetReps > 0 { top = "\(e.topSetReps) \(de ? "Wdh." : "reps")" }
                    else if let seconds = e.topSetSeconds { top = "\(n(seconds)) s" }
                    else { top = "–" }
                    let sets = "\(e.sets)" + (e.warmupSets > 0 ? " (+\(e.warmupSets))" : "")
                    // The lifter's own name beside the catalog's, where their app called it something else.
                    let own = e.lifterNames.isEmpty ? "" : " (\(e.lifterNames.map(cell).joined(separator: ", ")))"
                    md.append("| \(cell(e.exercise))\(own)\(e.custom ? " *" : "") | \(sets) | \(top) | \(e.bestE1RM.map(kg) ?? "–") | \(e.e1rmChange.map { signed(w($0), 2) + " " + unitName } ?? "–") |")
                }
                if r.exercises.contains(where: { $0.warmupSets > 0 }) {
                    md.append("")
                    md.append(de ? "_(+n): Aufwärmsätze, nicht mitgezählt_" : "_(+n): warm-up sets, not counted_")
                }
                if r.exercises.contains(where: \.custom) {
                    md.append("")
                    md.append(de ? "_* eigene Übung, nicht im Katalog_" : "_* custom exercise, not in the catalog_")
                }
            }
            md.append("")
            return md
        }

        func sessions() -> [String] {
            var md: [String] = []
            if !r.sessions.isEmpty {
                md.append(de ? "| Tag | Einheit | Dauer | Volumen | Arbeitssätze | Puls Ø |" : "| Day | Session | Time | Volume | Working sets | Avg HR |")
                md.append("|---|---|---:|---:|---:|---:|")
                for s in r.sessions {
                    let warmups = s.warmupSets > 0 ? " (+\(s.warmupSets))" : ""
                    md.append("| \(s.date) | \(cell(s.name)) | \(minutes(s.durationMinutes)) | \(kg(s.volumeKg)) | \(s.workingSets)\(warmups) | \(s.avgHeartRate.map(String.init) ?? "–") |")
                }
                md.append("")
            }
            return md
        }

        func trend() -> [String] {
            var md: [String] = []
            md.append(de ? "## e1RM-Verlauf (12 Wochen)" : "## e1RM trend (12 weeks)")
            md.append("")
            if r.e1rmTrend.isEmpty {
                md.append(de ? "Noch keine Hauptübungen (Kniebeugen, Bankdrücken, Kreuzheben, Drücken, Rudern mit Lang- oder Kurzhantel)."
                             : "No main lifts yet (squat, bench press, deadlift, presses, rows with a barbell or dumbbells).")
            } else {
                md.append("![\(de ? "e1RM-Verlauf der Hauptübungen" : "e1RM trend of the main lifts")](\(r.charts.e1rmTrend))")
            }
            md.append("")
            return md
        }

        func tips() -> [String] {
            var md: [String] = []
            md.append(de ? "## Tipps der Woche" : "## Tips of the week")
            md.append("")
            if r.tips.isEmpty {
                md.append(de ? "Keine Tipps – weiter so." : "No tips – keep it up.")
            } else {
                for (i, t) in r.tips.enumerated() {
                    md.append(ReportMarkdown.tipLine(i + 1, title: t.title, message: t.message, id: t.id))
                }
                if let more = r.moreTips, more > 0 {
                    md.append("")
                    md.append(de ? "\(more == 1 ? "Ein weiterer Tipp steht" : "\(more) weitere Tipps stehen") in `gymbo tips`."
                                 : "\(more == 1 ? "One more tip is" : "\(more) more tips are") in `gymbo tips`.")
                }
            }
            md.append("")
            return md
        }

        func dataNotes() -> [String] {
            var md: [String] = []
            md.append(de ? "## Hinweise zu den Daten" : "## Data notes")
            md.append("")
            if r.dataNotes.isEmpty {
                md.append(de ? "Keine." : "None.")
            } else {
                for note in r.dataNotes { md.append("- \(note)") }
            }
            md.append("")
            return md
        }
    }
}
