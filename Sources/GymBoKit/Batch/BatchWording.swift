import Foundation

/// The texts of the batch run's own files, in both languages.
struct BatchWording: Wording {
    let language: Language

    // MARK: BatchJob

    /// The heading of a run's `tips-<day>.md`.
    func newTipsHeading(athlete: String, day: String) -> String { t("# Neue Tipps für \(athlete) – \(day)\n\n", "# New tips for \(athlete) – \(day)\n\n") }
}
