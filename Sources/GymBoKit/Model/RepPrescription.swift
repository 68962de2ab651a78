import Foundation

/// A rep prescription of the app's sample workouts: `12-15`, `10-12 pro Seite`, `30-45 Sek`, `Max`,
/// `30 (15 pro Seite)`. The leading number or range is kept as a range; the whole text is kept when it
/// says more (per side, seconds, as many as possible).
public struct RepPrescription: Sendable, Equatable {
    /// The leading number or range; nil for `Max`/`AMRAP`.
    public var range: IntRange?
    /// True when the numbers are seconds (`Sek`, `s`, `sec`).
    public var isTimed: Bool
    /// The original text when it is more than a plain range.
    public var text: String?

    /// `nil` when the text starts with neither a number nor `Max`/`AMRAP`.
    public init?(parsing raw: String) {
        let text = raw.trimmingCharacters(in: .whitespaces)
        let lower = text.lowercased()
        if lower.hasPrefix("max") || lower.hasPrefix("amrap") {
            self.range = nil
            self.isTimed = false
            self.text = text
            return
        }
        let head = text.prefix { $0.isNumber || $0 == "-" || $0 == "–" || $0 == " " }
        guard let range = IntRange(parsing: String(head).trimmingCharacters(in: .whitespaces)) else { return nil }
        let rest = text.dropFirst(head.count).trimmingCharacters(in: .whitespaces)
        self.range = range
        let unit = rest.lowercased().prefix { $0.isLetter }
        self.isTimed = ["sek", "s", "sec", "secs", "seconds", "sekunden"].contains(String(unit))
        self.text = rest.isEmpty ? nil : text
    }
}
