import Foundation

/// The texts only the HTML report and the coach's overview use; the rest comes from `ReportWording`.
struct HTMLWording: Wording {
    let language: Language

    var repMaxHeading: String { t("Wiederholungsmaxima", "Rep maxes") }
    var repMaxNote: String { t("Schwerste Last je Wiederholungszahl; ★ = in dieser Woche gesetzt.", "Heaviest load for each rep count; ★ = set this week.") }
    var repsColumn: String { t("Wdh.", "Reps") }
    var loadColumn: String { t("Last", "Load") }
    var calendarHeading: String { t("Trainingskalender (52 Wochen)", "Training calendar (52 weeks)") }
    func calendarSummary(sessions: Int, days: Int, from: String, to: String) -> String {
        t("\(sessions) Einheiten an \(days) Tagen vom \(from) bis \(to).", "\(sessions) sessions on \(days) days from \(from) to \(to).")
    }
    /// A calendar square's tooltip after its date: `: 1 session`, `: 3 sessions`.
    func calendarDaySessions(_ sessions: Int) -> String {
        sessions == 1 ? t(": 1 Einheit", ": 1 session") : t(": \(sessions) Einheiten", ": \(sessions) sessions")
    }
    var months: [String] {
        language == .de ? ["Jan", "Feb", "Mär", "Apr", "Mai", "Jun", "Jul", "Aug", "Sep", "Okt", "Nov", "Dez"]
            : ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    }
    var calendarLegend: String { t("Weniger", "Less") }
    var calendarLegendMore: String { t("Mehr", "More") }
    func liftTrendTitle(_ lift: String) -> String { t("e1RM \(lift), 12 Wochen", "e1RM \(lift), 12 weeks") }
    func liftTrendText(_ lift: String, points: String) -> String { t("\(lift), beste e1RM je Woche: \(points)", "\(lift), best e1RM per week: \(points)") }
    var recordMark: String { t("Rekord dieser Woche", "record this week") }
    var celebrated: String { t("Rekord", "record") }
    var notTrained: String { t("nicht trainiert", "not trained") }
    func priority(_ p: String) -> String {
        switch p {
        case "high": return t("wichtig", "high")
        case "medium": return t("mittel", "medium")
        default: return t("niedrig", "low")
        }
    }
    var evidence: String { t("Grundlage", "Evidence") }
    var sessionsHeading: String { t("Einheiten der Woche", "Sessions of the week") }
    func weekdayText(_ days: String) -> String { t("Volumen je Tag: \(days)", "Volume per day: \(days)") }
    func hardSetsText(_ rows: String) -> String { t("Harte Sätze pro Woche (Bereich 10–20): \(rows)", "Hard sets per week (band 10–20): \(rows)") }

    // The coach's overview.
    func overviewTitle(week: String) -> String { t("Trainerübersicht \(week)", "Coach's overview \(week)") }
    func overviewIntro(athletes: Int, attention: Int) -> String {
        attention == 1 ? t("\(athletes) Athleten, 1 braucht Aufmerksamkeit – steht oben.", "\(athletes) athletes, 1 needs attention – first in the list.")
            : t("\(athletes) Athleten, \(attention) brauchen Aufmerksamkeit – sie stehen oben.", "\(athletes) athletes, \(attention) need attention – they come first.")
    }
    var attentionHeading: String { t("Brauchen Aufmerksamkeit", "Need attention") }
    var onTrackHeading: String { t("Nach Plan", "On track") }
    var athleteColumn: String { t("Athlet", "Athlete") }
    var sessionsColumn: String { t("Einheiten / Ziel", "Sessions / goal") }
    var streakColumn: String { t("Serie", "Streak") }
    var volumeColumn: String { t("Volumen ggü. Vorwoche", "Volume vs last week") }
    var hardSetsColumn: String { t("Harte Sätze (10–20)", "Hard sets (10–20)") }
    var recordsColumn: String { t("Rekorde", "Records") }
    var tipColumn: String { t("Wichtigster Tipp", "Top tip") }
    var reportColumn: String { t("Bericht", "Report") }
    var openReport: String { t("Bericht öffnen", "Open report") }
    func streak(_ weeks: Int) -> String { weeks == 1 ? t("1 Woche", "1 week") : t("\(weeks) Wochen", "\(weeks) weeks") }
    func missed(_ n: Int) -> String { n == 1 ? t("1 Einheit unter Ziel", "1 session short of the goal") : t("\(n) Einheiten unter Ziel", "\(n) sessions short of the goal") }
    var loadSpike: String { t("Lastspitze", "load spike") }
    func fatigue(_ lifts: String) -> String { t("Ermüdung: \(lifts)", "fatigue: \(lifts)") }
    func layoff(days: Int) -> String { t("Pause seit \(days) Tagen", "no session for \(days) days") }
    func dataToCheck(_ n: Int) -> String { t("\(n) × Daten prüfen", "\(n) × data to check") }
    var noRecordsShort: String { t("–", "–") }
    var noTipShort: String { t("Kein Tipp", "No tip") }
    func hardSetsSmallText(_ rows: String) -> String { t("Harte Sätze pro Woche: \(rows)", "Hard sets per week: \(rows)") }
}
