import Foundation

/// One area's texts in both languages, entry by entry (`ReportWording`, `ImportWording`, …).
///
/// Each entry is a property or function named for what it says, with the German and the English side by side,
/// so a phrase is written once, call sites read as `words.sessions`, and a translation is checked in one file.
/// Inline language choices (`de ? "…" : "…"`) belong in these tables only; a test keeps it so.
package protocol Wording {
    /// The language the entries are in.
    var language: Language { get }
}

extension Wording {
    /// The German or the English of one entry.
    package func t(_ german: String, _ english: String) -> String { language == .de ? german : english }
}
