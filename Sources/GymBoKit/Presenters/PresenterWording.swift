import Foundation

/// The texts of the analysis, import summary, tips, records, statistics and exercise list views, in both
/// languages.
struct PresenterWording: Wording {
    let language: Language

    // MARK: Shared

    var exercise: String { t("Übung", "exercise") }
    var muscleGroups: String { t("Muskelgruppen", "muscle groups") }
    var sets: String { t("Sätze", "sets") }
    var reps: String { t("Wdh.", "reps") }
    var volume: String { t("Volumen", "volume") }
    var duration: String { t("Dauer", "time") }

    // MARK: AnalysisText

    func analysisTitle(athlete: String, asOf: String) -> String { t("Analyse für \(athlete) (Stand \(asOf))", "Analysis for \(athlete) (as of \(asOf))") }
    var unboundedRatio: String { t("unbegrenzt (eine Seite ist null)", "unbounded (one side is zero)") }
    var profile: String { t("Profil", "Profile") }
    var goalNotSet: String { t("nicht angegeben (gymbo profile set --goal …)", "not set (gymbo profile set --goal …)") }
    func inferredExperience(months: String) -> String {
        t(" (geschätzt: \(months) Monate regelmäßiges Training)", " (inferred: \(months) months of regular training)")
    }
    var goal: String { t("Ziel", "goal") }
    var experience: String { t("Erfahrung", "experience") }
    var dataToCheck: String { t("Zu prüfende Daten", "Data to check") }
    var notCountedUntilDecided: String { t(", bis zur Entscheidung nicht gezählt:\n", ", not counted until you decide:\n") }
    var progression: String { t("Progression (8 Wochen)", "Progression (8 weeks)") }
    var nothingToChange: String { t("Nichts zu ändern.\n", "Nothing to change.\n") }
    func sessions(_ n: Int) -> String { NumberText.count(n, t("Einheit", "session"), t("Einheiten", "sessions")) }
    var withoutProgress: String { t("ohne Fortschritt", "without progress") }
    var lastDone: String { t("zuletzt", "last") }
    var atLoad: String { t("mit", "at") }
    var stallUnderLoaded: String { t("zu leicht", "under-loaded") }
    var fatigueMissedSets: String { t("verfehlte Sätze", "missed sets") }
    var fatigueRisingRPE: String { t("steigende RPE", "rising RPE") }
    var fatigueRepsFalling: String { t("weniger Wiederholungen", "reps falling") }
    var fatigueE1RMDown: String { t("e1RM gesunken", "e1RM down") }
    var fatigue: String { t("Ermüdung: ", "fatigue: ") }
    var stallUnclear: String { t("unklar", "unclear") }
    var stallTopOfRange: String { t("über dem Wiederholungsbereich", "past the rep range") }
    var stallJumpTooBig: String { t("Sprung zu groß", "jump too big") }
    var stallSameLoadTooLong: String { t("lange dasselbe Gewicht", "one load for weeks") }
    var actionIncreaseWeight: String { t("mehr Gewicht", "add load") }
    var actionAddReps: String { t("mehr Wiederholungen", "add reps") }
    var actionDeload: String { t("leichtere Woche", "deload") }
    var actionRepeatWeight: String { t("Gewicht halten", "keep the load") }
    var actionBackOff: String { t("zurück zum letzten geschafften Gewicht", "back to the last load done in full") }
    var balance: String { t("Muskelbalance (harte Sätze pro Woche, 4 Wochen)", "Muscle balance (hard sets per week, 4 weeks)") }
    var pushPull: String { t("Druck : Zug", "push : pull") }
    var upperLower: String { t("Ober- : Unterkörper", "upper : lower") }
    var setsWithoutMuscleGroups: String { t("Sätze ohne Muskelgruppen (nicht gezählt)", "sets without muscle groups (not counted)") }
    var recovery: String { t("Erholung", "Recovery") }
    var sessionsIn7Days: String { t("Einheiten in 7 Tagen", "sessions in 7 days") }
    var daysSinceLastSession: String { t("Tage seit der letzten Einheit", "days since the last session") }
    var hardSetsAcuteChronic: String { t("harte Sätze 7 Tage : Ø pro Woche (28 Tage)", "hard sets 7 days : weekly average (28 days)") }
    var consistency: String { t("Regelmäßigkeit", "Consistency") }
    var streak: String { t("Serie", "streak") }
    var longest: String { t("längste", "longest") }
    var sessionsPerWeekOver8Weeks: String { t("Einheiten/Woche über 8 Wochen", "sessions/week over 8 weeks") }
    var inTotal: String { t("insgesamt", "in total") }
    var last4Weeks: String { t("letzte 4 Wochen", "last 4 weeks") }
    var averageBefore: String { t("davor Ø", "before: average") }
    var goalAlignment: String { t("Zielabgleich", "Goal alignment") }
    var setsInGoalRange: String { t("Sätze im Zielbereich", "sets in the goal's range") }
    var medianRest: String { t("Median-Pause", "median rest") }
    var majorGroupsHardSets: String { t("harte Sätze pro Woche, große Muskelgruppen (Band 10–20)", "hard sets per week, major groups (band 10–20)") }
    var achievements: String { t("Erfolge (7 Tage)", "Achievements (7 days)") }
    var noNewRecords: String { t("Keine neuen Rekorde.\n", "No new records.\n") }
    var minorRecord: String { t(" (knapp)", " (minor)") }
    var recordHeaviestWeight: String { t("Höchstgewicht", "heaviest weight") }
    var recordEstimated1RM: String { t("geschätztes 1RM", "estimated 1RM") }
    func recordRepMax(reps: Int) -> String { t("Bestes Gewicht für \(reps) Wdh.", "best weight for \(reps) reps") }
    var recordReps: String { t("Wiederholungen", "reps") }
    func milestone(_ sessions: Int) -> String { t("\(sessions) Einheiten", "\(sessions) sessions") }

    // MARK: ImportReportText

    func filesTotal(_ n: Int, ok: Int, rejected: Int) -> String {
        t("\(NumberText.count(n, "Datei", "Dateien")): \(ok) ok, \(rejected) abgelehnt", "\(NumberText.count(n, "file", "files")): \(ok) ok, \(rejected) rejected")
    }
    var statusImported: String { t("importiert", "imported") }
    var statusUnchanged: String { t("bereits importiert, nichts zu tun", "already imported, nothing to do") }
    var statusRejected: String { t("abgelehnt, nichts geschrieben", "rejected, nothing written") }
    var statusDryRun: String { t("Probelauf, nichts geschrieben", "dry run, nothing written") }
    func ofAthlete(_ athlete: String) -> String { t(" — Athlet: \(athlete)", " — athlete: \(athlete)") }
    func errorsAbove(_ n: Int) -> String { t("  \(n) Fehler (siehe oben)", "  \(NumberText.count(n, "error", "errors")) (see above)") }
    var added: String { t("neu", "added") }
    var updated: String { t("aktualisiert", "updated") }
    var unchanged: String { t("unverändert", "unchanged") }
    var skipped: String { t("übersprungen", "skipped") }
    func kept(_ n: Int) -> String { t(", \(n) behalten (addOnly)", ", \(n) kept (addOnly)") }
    func alreadyPresent(_ n: Int) -> String {
        t(" (\(NumberText.count(n, "Einheit", "Einheiten")) schon vorhanden)", " (\(NumberText.count(n, "session", "sessions")) already present)")
    }
    var skippedExercises: String { t("  übersprungene Übungen: ", "  skipped exercises: ") }
    var mappings: String { t("  Zuordnungen:", "  mappings:") }
    var newCustomExercise: String { t("neue eigene Übung", "new custom exercise") }
    func setCount(_ n: Int) -> String { NumberText.count(n, t("Satz", "set"), sets) }
    func inferredGroups(_ n: Int) -> String {
        t("  Muskelgruppen geschätzt für \(n) neue eigene Übung\(n == 1 ? "" : "en") (korrigieren: gymbo exercises set-groups NAME GRUPPE…):",
          "  muscle groups inferred for \(n) new custom exercise\(n == 1 ? "" : "s") (correct with gymbo exercises set-groups NAME GROUP…):")
    }
    /// The exercise an inference copied, by its name in the language (the German one when there is no other).
    func basedOn(german: String?, english: String?) -> String { t(german ?? "", english ?? german ?? "") }
    var fromFileCategory: String { t("aus der Kategorie der Datei", "from the file's category") }
    func like(_ exercise: String) -> String { t("wie \(exercise)", "like \(exercise)") }
    var fromName: String { t("aus dem Namen", "from the name") }
    func similarTo(_ exercise: String) -> String { t("ähnlich wie \(exercise)", "similar to \(exercise)") }
    var unknown: String { t("unbekannt", "unknown") }
    func setsOnUngroupedExercises(_ n: Int, of sets: Int) -> String {
        t("  \(n) von \(sets) Sätzen auf Übungen ohne Muskelgruppen (gymbo exercises set-groups NAME GRUPPE…)",
          "  \(n) of \(sets) sets on exercises without muscle groups (gymbo exercises set-groups NAME GROUP…)")
    }

    // MARK: TipsText

    var priorityHigh: String { t("hoch", "high") }
    var priorityMedium: String { t("mittel", "medium") }
    var priorityLow: String { t("niedrig", "low") }
    func backtestTitle(athlete: String, from: String, to: String, every: Int, steps: Int) -> String {
        t("Rückblick für \(athlete), \(from) bis \(to), alle \(every) Tage (\(steps) Stichtage)\n\n",
          "Backtest for \(athlete), \(from) to \(to), every \(every) days (\(steps) steps)\n\n")
    }
    var rule: String { t("Regel", "rule") }
    var fired: String { t("gefeuert", "fired") }
    var shown: String { t("gezeigt", "shown") }
    var tips: String { t("Tipps", "tips") }
    var ratings: String { t("Bewertungen", "ratings") }
    var reason: String { t("Grund", "reason") }
    var suppressedMark: String { t(" (unterdrückt)", " (suppressed)") }
    var suppressedLowRatings: String { t("Unterdrückt (schlechte Bewertungen): ", "Suppressed (low ratings): ") }
    var notShown: String { t("Nicht gezeigt: ", "Not shown: ") }

    // MARK: RecordsView

    var perSide: String { t(" pro Seite", " per side") }
    var fromSet: String { t("aus", "from") }
    var recordsColumns: [String] {
        [exercise, t("Max. Gewicht", "max weight"), t("Max. Wdh.", "max reps"), t("Bestes e1RM", "best e1RM"), t("Bestes Volumen", "best session volume")]
    }
    func recordsTitle(athlete: String, formula: String, maxReps: Int) -> String {
        t("Rekorde von \(athlete) (\(formula), 1–\(maxReps) Wdh.)", "Records of \(athlete) (\(formula), 1–\(maxReps) reps)")
    }
    var noRecordsYet: String { t("Noch keine Rekorde.", "No records yet.") }
    var bestWeight: String { t("Bestes Gewicht", "best weight") }
    var date: String { t("Datum", "date") }
    var repMaxes: String { t("Wiederholungsmaxima", "Rep maxes") }

    // MARK: StatsView

    var statsColumns: [String] {
        [t("Woche", "week"), t("Einheiten", "sessions"), duration, volume, sets, reps, t("Erledigt", "completed"), t("Übungen", "exercises"),
         t("vs. Vorwoche", "vs. previous week")]
    }
    func streakLine(weeklyGoal: Int, current: Int, longest: Int) -> String {
        t("Wochenziel \(weeklyGoal) Einheiten — Serie: \(current) Wochen, längste: \(longest) Wochen",
          "Weekly goal \(weeklyGoal) sessions — streak: \(current) weeks, longest: \(longest) weeks")
    }
    var sessionColumns: [String] { [t("Tag", "day"), t("Einheit", "session"), duration, volume, sets, t("Puls Ø", "avg HR")] }
    var muscleGroupColumns: [String] { [t("Muskelgruppe", "muscle group"), volume] }

    // MARK: ExerciseList

    var exerciseColumns: [String] { ["#", exercise, muscleGroups, t("Geräte", "equipment"), t("Niveau", "level")] }
    func exercises(_ n: Int) -> String { NumberText.count(n, t("Übung", "exercise"), t("Übungen", "exercises")) }
}
