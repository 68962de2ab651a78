import Foundation

/// The words for a tip's evidence on the HTML page: what each figure the rule measured is, said the way a
/// lifter would say it (the JSON keeps the rules' keys).
struct EvidenceWording: Wording {
    let language: Language

    // MARK: Progression (rules 1 and 14)

    var lastTime: String { t("Zuletzt", "Last time") }
    func sets(_ sets: Int, _ reps: Int, load: String?) -> String {
        "\(sets) × \(reps)" + (load.map { t(" mit \($0)", " at \($0)") } ?? "")
    }
    func reps(_ list: String) -> String { t("\(list) Wdh.", "\(list) reps") }
    var nextTime: String { t("Nächstes Mal", "Next time") }
    var loadStep: String { t("Laststufe", "Load step") }
    func stepSource(_ source: String) -> String {
        source == "own" ? t("deine kleinste Stufe bei dieser Übung", "your smallest step on this exercise")
            : t("die übliche Stufe dieses Geräts", "the usual step of this equipment")
    }
    var repRange: String { t("Wiederholungsbereich", "Rep range") }
    var progression: String { t("Progression", "Progression") }
    func strategy(_ code: String) -> String {
        code == "linear" ? t("linear: mehr Gewicht bei gleichen Wiederholungen", "linear: more weight at the same reps")
            : t("doppelt: erst mehr Wiederholungen, dann mehr Gewicht", "double: more reps first, then more weight")
    }
    var finding: String { t("Befund", "Finding") }
    func stall(_ code: String) -> String {
        switch code {
        case "topOfRange": t("alle Sätze am oberen Ende des Bereichs", "every set at the top of the range")
        case "jumpTooBig": t("Sprung zur neuen Last zweimal nicht geschafft", "the jump to the new load missed twice")
        case "sameLoadTooLong": t("seit Wochen dieselbe Last", "the same load for weeks")
        case "underLoading": t("alle Sätze geschafft, die Last ist zu leicht", "every set done, the load is too light")
        case "fatigue": t("Zeichen von Ermüdung", "signs of fatigue")
        case "lowRepBodyweight": t("wenige Wiederholungen mit dem eigenen Körpergewicht", "few reps with your own bodyweight")
        default: t("kein Fortschritt, Ursache unklar", "no progress, cause unclear")
        }
    }
    var sessionsWithoutProgress: String { t("Einheiten ohne Fortschritt", "Sessions without progress") }
    var bestE1RM: String { t("Bestes e1RM (8 Wochen)", "Best e1RM (8 weeks)") }
    var mostReps: String { t("Meiste Wiederholungen in einem Satz", "Most reps in a set") }
    var since: String { t("Seit", "For") }
    func weeks(_ n: Int) -> String { t(NumberText.count(n, "Woche", "Wochen"), NumberText.count(n, "week", "weeks")) }
    func sessions(_ n: Int) -> String { t(NumberText.count(n, "Einheit", "Einheiten"), NumberText.count(n, "session", "sessions")) }
    func days(_ n: Int) -> String { t(NumberText.count(n, "Tag", "Tage"), NumberText.count(n, "day", "days")) }
    var fatiguedLifts: String { t("Übungen mit Ermüdung", "Lifts showing fatigue") }
    var longestStall: String { t("Längste Stagnation", "Longest stall") }
    var lighterLoads: String { t("Leichtere Lasten", "Lighter loads") }

    // MARK: Balance and variety (rules 2 and 6)

    var hardSets4Weeks: String { t("Harte Sätze (4 Wochen)", "Hard sets (4 weeks)") }
    var pushPull: String { t("Drücken : Ziehen (harte Sätze)", "Push : pull (hard sets)") }
    var compoundPushPull: String { t("Drücken : Ziehen, Grundübungen", "Push : pull, compound lifts") }
    var upperLower: String { t("Oberkörper : Beine (harte Sätze)", "Upper body : legs (hard sets)") }
    var compoundUpperLower: String { t("Oberkörper : Beine, Grundübungen", "Upper body : legs, compound lifts") }
    var pushPullRatio: String { t("Verhältnis Drücken : Ziehen", "Push : pull ratio") }
    var upperLowerRatio: String { t("Verhältnis Oberkörper : Beine", "Upper body : legs ratio") }
    var unbounded: String { t("unbegrenzt (eine Seite ohne Sätze)", "unbounded (one side has no sets)") }
    var largestShare: String { t("Größter Anteil", "Largest share") }
    var sessionsWithLegLift: String { t("Einheiten mit einer Beinübung (4 Wochen)", "Sessions with a leg lift (4 weeks)") }
    var oneExerciseOnly: String { t("Nur eine Übung", "One exercise only") }
    func tryInstead(_ exercise: String) -> String { t("versuche dazu: \(exercise)", "try as well: \(exercise)") }

    // MARK: Recovery, heart rate and form (rules 3, 9 and 13)

    var sessions7Days: String { t("Einheiten (7 Tage)", "Sessions (7 days)") }
    var hardSets7Days: String { t("Harte Sätze (7 Tage)", "Hard sets (7 days)") }
    var weeklyAverage4Weeks: String { t("Harte Sätze pro Woche, Schnitt 4 Wochen", "Hard sets a week, 4-week average") }
    var acuteChronic: String { t("7 Tage im Verhältnis zum 4-Wochen-Schnitt", "7 days against the 4-week average") }
    var backToBack: String { t("Kurz hintereinander trainiert", "Trained back to back") }
    func hoursApart(_ group: String, _ hours: String) -> String { t("\(group) nach \(hours) h", "\(group) after \(hours) h") }
    var age: String { t("Alter", "Age") }
    var maxHeartRate: String { t("Maximalpuls (geschätzt)", "Maximum heart rate (estimated)") }
    var sessionsWithHeartRate: String { t("Einheiten mit Puls", "Sessions with heart rate") }
    var averageHeartRates: String { t("Durchschnittspuls je Einheit", "Average heart rate per session") }
    var sessionsZone4: String { t("Einheiten ab 80 % des Maximalpulses", "Sessions at 80 % of the maximum or more") }
    var sessionsBelow60: String { t("Einheiten unter 60 % des Maximalpulses", "Sessions below 60 % of the maximum") }
    var yourLevel: String { t("Dein Niveau", "Your level") }
    var estimated: String { t("geschätzt", "estimated") }
    var exercises: String { t("Übungen", "Exercises") }
    var levelsAbove: String { t("Stufen über deinem Niveau", "Levels above yours") }

    // MARK: Attendance and session length (rules 4 and 11)

    var daysSinceLastSession: String { t("Tage seit der letzten Einheit", "Days since the last session") }
    var lastSession: String { t("Letzte Einheit", "Last session") }
    var comeBackAt: String { t("Wiedereinstieg mit", "Come back at") }
    var sinceReturn: String { t("Seit der Rückkehr", "Since the return") }
    var breakLength: String { t("Pause", "Break") }
    var backSince: String { t("Zurück seit", "Back since") }
    var sessionsPerWeek: String { t("Einheiten je Woche", "Sessions per week") }
    var averageBefore: String { t("Schnitt der 12 Wochen davor", "Average of the 12 weeks before") }
    func perWeek(_ n: String) -> String { t("\(n) pro Woche", "\(n) a week") }
    var sessionLengths: String { t("Dauer der letzten Einheiten", "Length of the last sessions") }
    var under20: String { t("Einheiten unter 20 Minuten", "Sessions under 20 minutes") }
    var over120: String { t("Einheiten über 120 Minuten", "Sessions over 120 minutes") }

    // MARK: Goal, volume and completion (rules 5, 7, 8 and 12)

    var goal: String { t("Ziel", "Goal") }
    var setsInRange: String { t("Arbeitssätze im Bereich", "Working sets in the range") }
    var workingSets28Days: String { t("Arbeitssätze (28 Tage)", "Working sets (28 days)") }
    var medianRest: String { t("Pause zwischen Sätzen (Median)", "Rest between sets (median)") }
    var restForGoal: String { t("Passend zum Ziel", "Right for your goal") }
    var weeklyHardSets: String { t("Harte Sätze pro Woche", "Hard sets a week") }
    var band: String { t("Richtwert", "Target") }
    func setsBand(_ band: String) -> String { t("\(band) Sätze pro Woche", "\(band) sets a week") }
    var sessionsAWeek: String { t("Einheiten pro Woche (4 Wochen)", "Sessions a week (4 weeks)") }
    var completed: String { t("Erledigt (28 Tage)", "Done (28 days)") }
    func completedOf(_ done: Int, _ planned: Int, _ share: String) -> String {
        t("\(done) von \(planned) geplanten Sätzen (\(share))", "\(done) of \(planned) planned sets (\(share))")
    }

    // MARK: Records and milestones (rules 10 and 15)

    var celebratedRecords: String { t("Rekorde zum Feiern (7 Tage)", "Records to celebrate (7 days)") }
    var minorRecords: String { t("Knappe Rekorde (7 Tage)", "Minor records (7 days)") }
    var milestone: String { t("Meilenstein", "Milestone") }
    func milestoneSession(_ n: Int) -> String { t("\(n). Einheit", "session \(n)") }
    var totalSessions: String { t("Einheiten insgesamt", "Sessions in all") }
    var gains: String { t("Seit den ersten Einheiten", "Since your first sessions") }
}
