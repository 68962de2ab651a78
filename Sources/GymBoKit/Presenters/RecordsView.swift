import Foundation

/// Records as text, Markdown and the JSON of SPEC §6.
public struct RecordsView {
    /// The athlete's history: names, exercises and time zone.
    public let history: AthleteHistory
    /// The record tables shown, in order.
    public let records: [PersonalRecords]
    /// The rules the e1RM was computed with.
    public let rules: RecordRules
    /// The language of exercise names.
    public let language: Language

    /// A view of `records` (pick them with `select`).
    public init(history: AthleteHistory, records: [PersonalRecords], rules: RecordRules, language: Language) {
        self.history = history
        self.records = records
        self.rules = rules
        self.language = language
    }

    /// The records `gymbo records` shows: one exercise's when `exercise` is given, the best e1RM first (then
    /// by name in `language`), at most `top`.
    public static func select(_ rows: [PersonalRecords], history: AthleteHistory, exercise: UUID?, top: Int?, language: Language) -> [PersonalRecords] {
        var rows = exercise.map { id in rows.filter { $0.exerciseId == id } } ?? rows
        rows.sort { lhs, rhs in
            let l = lhs.bestE1RM?.value ?? -1, r = rhs.bestE1RM?.value ?? -1
            return l != r ? l > r : history.name(lhs.exerciseId, language) < history.name(rhs.exerciseId, language)
        }
        return top.map { Array(rows.prefix($0)) } ?? rows
    }

    /// The JSON of `gymbo records` (SPEC §6): a stable interface, add keys, never rename.
    public struct JSONRow: Encodable {
        /// The athlete's name.
        public var athlete: String
        /// The exercise's id, lowercased.
        public var exerciseId: String
        /// The exercise's name in the requested language.
        public var exercise: String
        /// The heaviest working set's load, kg.
        public var maxWeight: Double?
        /// That set's reps.
        public var maxWeightReps: Int?
        /// The local day it was lifted, YYYY-MM-DD.
        public var maxWeightDate: String?
        /// The most reps in a working set.
        public var maxReps: Int?
        /// That set's load, kg.
        public var maxRepsWeight: Double?
        /// The best estimated one-rep max, kg, to two decimals.
        public var bestE1RM: Double?
        /// The set it came from, e.g. `100 x 5`.
        public var bestE1RMSet: String?
        /// The local day of that set.
        public var bestE1RMDate: String?
        /// The best working-set volume of one session, kg.
        public var bestSessionVolume: Double?
        /// The local day of that session.
        public var bestSessionVolumeDate: String?
        /// The heaviest load for each rep count, by reps.
        public var repMax: [String: Double]
        /// The e1RM formula, e.g. `brzycki`.
        public var formula: String
        /// Present and true when the loads are per side (SPEC §4.6).
        public var perSide: Bool?
    }

    /// One row per record table, in the order of `records`.
    public var json: [JSONRow] {
        records.map { r in
            JSONRow(
                athlete: history.athlete.name, exerciseId: r.exerciseId.lowercased, exercise: history.name(r.exerciseId, language),
                maxWeight: r.maxWeight?.weight, maxWeightReps: r.maxWeight?.reps, maxWeightDate: r.maxWeight.map { day($0) },
                maxReps: r.maxReps?.reps, maxRepsWeight: r.maxReps?.weight,
                bestE1RM: r.bestE1RM.map { round2($0.value) }, bestE1RMSet: r.bestE1RM.map { "\(NumberText.format($0.weight, .en, decimals: 2)) x \($0.reps)" },
                bestE1RMDate: r.bestE1RM.map { day($0) },
                bestSessionVolume: r.bestSessionVolume.map { round2($0.value) }, bestSessionVolumeDate: r.bestSessionVolume.map { day($0) },
                repMax: Dictionary(uniqueKeysWithValues: r.repMax.map { (String($0.key), $0.value.weight) }),
                formula: rules.formula.rawValue, perSide: perSide(r.exerciseId) ? true : nil)
        }
    }

    private func round2(_ v: Double) -> Double { (v * 100).rounded() / 100 }

    private func day(_ holder: PersonalRecords.Holder) -> String {
        Timestamp.parseISO(holder.date).map { history.calendar.day($0) } ?? holder.date
    }

    private var words: PresenterWording { PresenterWording(language: language) }

    /// Whether the exercise's loads are per side: they read "pro Seite" / "per side" (SPEC §4.6).
    private func perSide(_ id: UUID) -> Bool { history.exercises[id]?.isPerSide ?? false }

    private func rows() -> [[String]] {
        records.map { r in
            let side = perSide(r.exerciseId) ? words.perSide : ""
            func kg(_ value: Double) -> String { NumberText.kg(value, language) + side }
            return [
                history.name(r.exerciseId, language),
                r.maxWeight.map { "\(kg($0.weight)) × \($0.reps) (\(day($0)))" } ?? "–",
                r.maxReps.map { "\($0.reps)\($0.weight > 0 ? " × " + kg($0.weight) : "") (\(day($0)))" } ?? "–",
                r.bestE1RM.map { "\(kg($0.value)) \(words.fromSet) \(NumberText.format($0.weight, language, decimals: 2)) × \($0.reps) (\(day($0)))" } ?? "–",
                r.bestSessionVolume.map { "\(kg($0.value)) (\(day($0)))" } ?? "–",
            ]
        }
    }

    private var headers: [String] {
        words.recordsColumns
    }

    private var title: String {
        let formula = rules.formula.rawValue.capitalized
        return words.recordsTitle(athlete: history.athlete.name, formula: formula, maxReps: rules.maxReps)
    }

    package func text(showRepMax: Bool) -> String {
        guard !records.isEmpty else { return words.noRecordsYet + "\n" }
        var table = TextTable(headers)
        for row in rows() { table.append(row) }
        var out = title + "\n\n" + table.render()
        if showRepMax, let r = records.first, !r.repMax.isEmpty {
            var rm = TextTable([words.reps, words.bestWeight, words.date], alignments: [.right, .right, .left])
            for reps in r.repMax.keys.sorted() { let h = r.repMax[reps]!; rm.append([String(reps), NumberText.kg(h.weight, language), day(h)]) }
            out += "\n" + words.repMaxes + "\n" + rm.render()
        }
        return out
    }

    package func markdown() -> String {
        var out = "## \(title)\n\n"
        guard !records.isEmpty else { return out + words.noRecordsYet + "\n" }
        out += "| " + headers.joined(separator: " | ") + " |\n|" + String(repeating: "---|", count: headers.count) + "\n"
        for row in rows() { out += "| " + row.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |\n" }
        return out
    }
}
