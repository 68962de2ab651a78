import Foundation

/// The texts of the weekly report (its Markdown, charts and data notes), in both languages.
struct ReportWording: Wording {
    let language: Language

    // MARK: Header

    func title(week: String, athlete: String) -> String { t("# Wochenbericht \(week) – \(athlete)", "# Weekly report \(week) – \(athlete)") }
    func period(from start: String, to end: String, timezone: String) -> String {
        t("\(start) bis \(end) · Zeitzone \(timezone)", "\(start) to \(end) · time zone \(timezone)")
    }

    // MARK: Summary

    var summaryHeading: String { t("## Überblick", "## Summary") }
    func summaryColumns(previousWeek: String) -> String {
        t("| Kennzahl | Diese Woche | vs. \(previousWeek) |", "| Measure | This week | vs. \(previousWeek) |")
    }
    var sessionsRow: String { t("Einheiten", "Sessions") }
    var trainingTimeRow: String { t("Trainingszeit", "Training time") }
    var volumeRow: String { t("Volumen", "Volume") }
    func warmupSets(_ n: Int) -> String { t(" (+\(n) Aufwärmsätze)", " (+\(n) warm-ups)") }
    var workingSetsRow: String { t("Arbeitssätze", "Working sets") }
    var completedOfPlannedRow: String { t("Sätze (erledigt/geplant)", "Sets (completed/planned)") }
    /// The summary's row and the record kind.
    var reps: String { t("Wiederholungen", "Reps") }
    var completionRow: String { t("Erledigungsquote", "Completion") }
    var heartRateRow: String { t("Puls (Ø / min / max)", "Heart rate (avg / min / max)") }

    // MARK: Weekly goal

    var goalHeading: String { t("## Wochenziel und Serie", "## Weekly goal and streak") }
    /// The line after the ✅ or ⬜️.
    func goal(sessions: Int, weeklyGoal: Int, streak: Int, longest: Int) -> String {
        t("\(NumberText.count(sessions, "Einheit", "Einheiten")), Ziel \(weeklyGoal). Serie: \(NumberText.count(streak, "Woche", "Wochen")) in Folge (längste: \(longest)).",
          "\(NumberText.count(sessions, "session", "sessions")), goal \(weeklyGoal). Streak: \(NumberText.count(streak, "week", "weeks")) in a row (longest: \(longest)).")
    }

    // MARK: Records

    var recordsHeading: String { t("## Rekorde dieser Woche", "## Records this week") }
    var noRecords: String { t("Keine neuen Rekorde in dieser Woche.", "No new records this week.") }
    var recordColumns: String { t("| Übung | Rekord | Vorher | Neu | Datum | |", "| Exercise | Record | Before | New | Date | |") }
    /// A record kind (`maxWeight`, `bestE1RM`, `maxReps`, else a session's volume).
    func recordKind(_ kind: String) -> String {
        switch kind {
        case "maxWeight": t("Höchstgewicht", "Heaviest weight")
        case "bestE1RM": t("Geschätztes 1RM", "Estimated 1RM")
        case "maxReps": reps
        default: t("Volumen einer Einheit", "Session volume")
        }
    }
    var minorRecord: String { t("knapp", "minor") }
    var minorRecordsNote: String {
        t("_knapp: weniger als ein Gewichtsschritt mehr, ein e1RM aus nur einer Wiederholung mehr oder bei einer Isolationsübung, in den ersten Einheiten einer Übung oder nur das Volumen einer Einheit – kein Grund zum Feiern._",
          "_minor: less than a load step more, an e1RM from just one more rep or on an isolation exercise, in an exercise's first sessions, or only a session's volume – nothing to celebrate yet._")
    }

    // MARK: Volume per day of the week

    /// The section's heading and the chart's alternative text.
    var volumePerWeekday: String { t("Volumen pro Wochentag", "Volume per day of the week") }
    func volumeChartTitle(week: String) -> String { t("Volumen pro Wochentag – \(week)", "Volume per day – \(week)") }
    /// Monday first.
    var weekdays: [String] { [t("Mo", "Mon"), t("Di", "Tue"), t("Mi", "Wed"), t("Do", "Thu"), t("Fr", "Fri"), t("Sa", "Sat"), t("So", "Sun")] }
    var noVolume: String { t("Kein Volumen in dieser Woche", "No volume this week") }

    // MARK: Hard sets

    var hardSetsHeading: String { t("## Harte Sätze pro Muskelgruppe", "## Hard sets per muscle group") }
    /// Without a full stop: the chart's text; the Markdown adds one.
    var noHardSets: String { t("Keine harten Sätze in den letzten 4 Wochen", "No hard sets in the last 4 weeks") }
    var hardSetsChartAlt: String {
        t("Harte Sätze pro Woche und Muskelgruppe gegen den Bereich 10–20", "Hard sets per week and muscle group against the 10–20 band")
    }
    func hardSetsChartTitle(week: String) -> String { t("Harte Sätze pro Woche – \(week)", "Hard sets per week – \(week)") }
    var hardSetColumns: String { t("| Muskelgruppe | Harte Sätze pro Woche | Bereich 10–20 |", "| Muscle group | Hard sets per week | Band 10–20 |") }
    /// Where a group stands against the band (`below`, `above`, else within).
    func band(_ band: String) -> String {
        switch band {
        case "below": t("darunter", "below")
        case "above": t("darüber", "above")
        default: t("im Bereich", "within")
        }
    }
    /// The shaded band's tooltip in the chart, before its bounds.
    var bandLabel: String { t("Bereich", "band") }
    var hardSetsNote: String {
        t("_Durchschnitt der Trainingswochen unter den letzten 4. Ein harter Satz ist ein erledigter Arbeitssatz mit RPE ≥ 7 oder ≥ 60 % des besten e1RM der letzten 8 Wochen; er zählt voll für die primäre und halb für jede weitere Muskelgruppe._",
          "_Average of the weeks trained among the last 4. A hard set is a completed working set at RPE ≥ 7 or ≥ 60 % of the best e1RM of the last 8 weeks; it counts fully for the primary and half for each other muscle group._")
    }

    // MARK: Exercises and sessions

    var exercisesHeading: String { t("## Übungen", "## Exercises") }
    var noSessionThisWeek: String { t("Keine Einheit in dieser Woche.", "No session this week.") }
    var exerciseColumns: String {
        t("| Übung | Arbeitssätze | Bester Satz | e1RM | Veränderung seit letztem Mal |", "| Exercise | Working sets | Top set | e1RM | Change since last time |")
    }
    /// After a load, also in `gymbo sessions show`.
    var perSide: String { t(" pro Seite", " per side") }
    /// After a number of reps.
    var repsUnit: String { t("Wdh.", "reps") }
    var warmupSetsNote: String { t("_(+n): Aufwärmsätze, nicht mitgezählt_", "_(+n): warm-up sets, not counted_") }
    var customExerciseNote: String { t("_* eigene Übung, nicht im Katalog_", "_* custom exercise, not in the catalog_") }
    var fewerRepsNote: String {
        t("_§ 3 oder mehr Wiederholungen weniger als beim letzten Mal, bei höherer oder um weniger als 10 % leichterer Last und ohne gescheiterten Satz (ein niedrigerer Wiederholungsbereich): die Schätzung aus wenigen Wiederholungen fällt niedriger aus, ein Minus hier ist keine verlorene Kraft_",
          "_§ 3 or more reps fewer than last time, at a heavier load or one less than 10 % lighter, none failed (a lower rep range): an estimate from few reps comes out lower, so a fall here is no lost strength_")
    }

    var lighterWeekNote: String {
        t("_‡ diese Woche leichter als die drei Einheiten davor (10 % oder mehr weniger Last: ein Deload?): ein Minus hier ist keine verlorene Kraft_",
          "_‡ lighter this week than the three sessions before (10 % or more less load: a deload?): a fall here is no lost strength_")
    }
    var lighterSessionPassedNote: String {
        t("_† gemessen an der letzten normalen Einheit vor einer leichteren (Deload, leichter Tag), nicht an der leichteren_",
          "_† measured from the last normal session before a lighter one (a deload, a light day), not from the lighter one_")
    }
    var sessionColumns: String {
        t("| Tag | Einheit | Dauer | Volumen | Arbeitssätze | Puls Ø |", "| Day | Session | Time | Volume | Working sets | Avg HR |")
    }

    // MARK: e1RM trend

    /// The section's heading and the chart's title.
    var e1rmTrend: String { t("e1RM-Verlauf (12 Wochen)", "e1RM trend (12 weeks)") }
    var noMainLifts: String {
        t("Noch keine Hauptübungen (Kniebeugen, Bankdrücken, Kreuzheben, Drücken, Rudern mit Lang- oder Kurzhantel).",
          "No main lifts yet (squat, bench press, deadlift, presses, rows with a barbell or dumbbells).")
    }
    var e1rmTrendAlt: String { t("e1RM-Verlauf der Hauptübungen", "e1RM trend of the main lifts") }
    var noData: String { t("Noch keine Daten", "No data yet") }

    // MARK: Tips

    var tipsHeading: String { t("## Tipps der Woche", "## Tips of the week") }
    /// The line where no tip speaks. Praise only for a week that met the goal: a week without training, or
    /// one short of the goal, gets a plain statement, not "keep it up".
    func noTips(sessions: Int, goalMet: Bool) -> String {
        if sessions == 0 {
            return t("Keine Tipps: In dieser Woche wurde nicht trainiert, es gibt nichts Neues zu bewerten.",
                     "No tips: there was no training this week, so there is nothing new to assess.")
        }
        return goalMet ? t("Keine Tipps – weiter so.", "No tips – keep it up.") : t("Keine Tipps in dieser Woche.", "No tips this week.")
    }
    /// The tips the report leaves to `gymbo tips`.
    func moreTips(_ n: Int) -> String {
        n == 1 ? t("Ein weiterer Tipp steht in `gymbo tips`.", "One more tip is in `gymbo tips`.")
               : t("\(n) weitere Tipps stehen in `gymbo tips`.", "\(n) more tips are in `gymbo tips`.")
    }

    // MARK: Data notes

    var dataNotesHeading: String { t("## Hinweise zu den Daten", "## Data notes") }
    var noDataNotes: String { t("Keine.", "None.") }
    func customExercise(_ name: String) -> String {
        t("„\(name)“ ist nicht im Katalog (eigene Übung); mit `gymbo exercises alias \"\(name)\" NAME --relink` zuordnen.",
          "\"\(name)\" is not in the catalog (custom exercise); map it with `gymbo exercises alias \"\(name)\" NAME --relink`.")
    }
    func ruleNotEvaluated(number: Int, rule: String, reason: String) -> String {
        t("Regel \(number) (\(rule)) nicht ausgewertet: \(reason)", "Rule \(number) (\(rule)) not evaluated: \(reason)")
    }
    /// The questioned sessions beyond those the notes list.
    func moreQuestioned(_ n: Int) -> String {
        t("… und \(NumberText.count(n, "weitere Einheit", "weitere Einheiten")) (`gymbo sessions list --flagged`)",
          "… and \(NumberText.count(n, "more session", "more sessions")) (`gymbo sessions list --flagged`)")
    }
    /// Barbell loads that look like pounds: `sets` at exactly 45, up to `heaviest`.
    func pounds(sets: Int, heaviest: String) -> String {
        t("Die Langhantel-Gewichte sehen nach Pfund aus, als Kilogramm gespeichert: \(sets) Sätze mit genau 45 (die leere Stange wiegt 20 kg oder 45 lb), kein einziger mit 20, keine halben Kilos, bis \(heaviest). Dieser Bericht zeigt sie wie erfasst, in Pfund. War die App auf Pfund gestellt, importiere die Datei mit `--unit lb` in eine neue Datenbank; bis dahin warten die Tipps, die Gewichte nennen, und die Rekorde stehen in der Liste, ohne gefeiert zu werden.",
          "The barbell loads look like pounds stored as kilograms: \(NumberText.count(sets, "set", "sets")) at exactly 45 (an empty bar is 20 kg or 45 lb), not one at 20, no half kilos, up to \(heaviest). This report shows them as logged, in pounds. If the app was set to pounds, import the file with `--unit lb` into a new database; until then the tips that name loads wait, and records are listed but not celebrated.")
    }

    // MARK: Questioned sessions (data notes, `gymbo analyze`, `gymbo sessions`)

    /// A session logged `copy` times.
    func loggedTimes(_ copy: Int) -> String { copy == 2 ? t("doppelt erfasst", "logged twice") : t("\(copy)-mal erfasst", "logged \(copy) times") }
    func repeatsSession(_ times: String, firstId: String) -> String {
        t("\(times): wiederholt Einheit \(firstId) desselben Tages Satz für Satz", "\(times): repeats session \(firstId) of the same day set for set")
    }
    /// A load that jumped by the factor between kg and lb.
    func unitJump(exercise: String, from: String, to: String, factor: String) -> String {
        t("\(exercise): zuvor \(from), jetzt \(to) (× \(factor), der Faktor zwischen kg und lb: Einheit verwechselt?)",
          "\(exercise): \(from) before, now \(to) (× \(factor), the factor between kg and lb: a unit mix-up?)")
    }
    /// One questioned session with its reasons and the commands that decide.
    func questioned(day: String, name: String, source: String, reasons: String, drop: String, keep: String) -> String {
        t("\(day) „\(name)“ (\(source)): \(reasons); bis zur Entscheidung ohne Rekorde und Tipps — `\(drop)` oder `\(keep)`",
          "\(day) \"\(name)\" (\(source)): \(reasons); left out of records and tips until you decide — `\(drop)` or `\(keep)`")
    }
    func questionedSummary(_ n: Int) -> String {
        t("\(NumberText.count(n, "Einheit", "Einheiten")) zu prüfen (`gymbo sessions list --flagged`)",
          "\(NumberText.count(n, "session", "sessions")) to check (`gymbo sessions list --flagged`)")
    }
    /// A decision as a word: dropped, kept or open.
    func decision(_ decision: SessionDecision?) -> String {
        switch decision {
        case .dropped?: t("verworfen", "dropped")
        case .kept?: t("behalten", "kept")
        case nil: t("offen", "open")
        }
    }
    var toCheck: String { t("zu prüfen", "to check") }

    // MARK: Session list and one session (`gymbo sessions list|show`)

    var noSessions: String { t("Keine Einheiten.\n", "No sessions.\n") }
    var athlete: String { t("Athlet", "Athlete") }
    var date: String { t("Datum", "Date") }
    var source: String { t("Quelle", "Source") }
    var session: String { t("Einheit", "Session") }
    var sets: String { t("Sätze", "Sets") }
    var flag: String { t("Hinweis", "Flag") }
    /// Sessions waiting for a decision, below the list.
    func openSessions(_ n: Int) -> String {
        t("\(NumberText.count(n, "Einheit", "Einheiten")) zu prüfen: bis zur Entscheidung ohne Rekorde, Statistik und Tipps (gymbo sessions drop|keep ID).\n",
          "\(NumberText.count(n, "session", "sessions")) to check: left out of records, statistics and tips until you decide (gymbo sessions drop|keep ID).\n")
    }
    func droppedStatus(id: String) -> String {
        t("verworfen (ohne Rekorde, Statistik und Tipps; gymbo sessions keep \(id) nimmt sie wieder auf)",
          "dropped (no records, statistics or tips; gymbo sessions keep \(id) takes it back)")
    }
    var keptStatus: String { t("behalten (gezählt, auch wenn markiert)", "kept (counted, even when flagged)") }
    var countedStatus: String { t("gezählt", "counted") }
    var toCheckStatus: String { t("zu prüfen (bis zur Entscheidung nicht gezählt)", "to check (not counted until you decide)") }
    func decide(drop: String, keep: String) -> String { t("Entscheiden: \(drop) (verwerfen) oder \(keep) (behalten)\n", "Decide: \(drop) or \(keep)\n") }
    /// The columns of a session's sets, after `#`.
    var setColumns: [String] {
        [t("Übung", "Exercise"), t("Satz", "Set"), t("Gewicht", "Weight"), t("Wdh.", "Reps"), t("Art", "Type"), t("Erledigt", "Done")]
    }
    func setType(_ type: SetType) -> String {
        switch type {
        case .normal: t("Arbeitssatz", "working")
        case .warmup: t("Aufwärmen", "warm-up")
        case .dropset: t("Drop-Satz", "drop set")
        case .failure: t("bis Versagen", "to failure")
        }
    }
    func yesNo(_ yes: Bool) -> String { yes ? t("ja", "yes") : t("nein", "no") }

    // MARK: A decision (`gymbo sessions drop|keep`)

    func decidedSession(id: String, date: String, name: String, athlete: String) -> String {
        t("Einheit \(id) (\(date), „\(name)“, \(athlete))", "session \(id) (\(date), \"\(name)\", \(athlete))")
    }
    func recordsRecomputed(changedRows: Int) -> String {
        t("Rekorde neu berechnet (\(NumberText.count(changedRows, "Zeile", "Zeilen")) geändert)",
          "records recomputed (\(NumberText.count(changedRows, "row", "rows")) changed)")
    }
    func dropped(_ what: String, recomputed: String) -> String {
        t("\(what) verworfen: zählt nicht mehr für Rekorde, Statistik, Tipps und Berichte (bleibt gespeichert; `gymbo sessions keep` nimmt sie zurück); \(recomputed).\n",
          "\(what) dropped: no longer counts for records, statistics, tips and reports (it stays stored; `gymbo sessions keep` takes it back); \(recomputed).\n")
    }
    func kept(_ what: String, recomputed: String) -> String {
        t("\(what) behalten: zählt für Rekorde, Statistik, Tipps und Berichte, auch wenn sie markiert ist; \(recomputed).\n",
          "\(what) kept: counts for records, statistics, tips and reports, even when flagged; \(recomputed).\n")
    }
}
