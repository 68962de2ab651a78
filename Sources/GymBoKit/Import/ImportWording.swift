import Foundation

/// The texts the importer writes into the database, in both languages.
struct ImportWording: Wording {
    let language: Language

    // MARK: Importer+Gymtracker

    /// The mark of a workout renamed because its name was taken: `Push (importiert)`, `Push (importiert 2)`.
    var imported: String { t("importiert", "imported") }
}
