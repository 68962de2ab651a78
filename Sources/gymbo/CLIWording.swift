import Foundation
import GymBoKit

/// The texts of the subcommands' own output (batch summary, demo, exercises, profile, similar, tips), in
/// both languages.
struct CLIWording: Wording {
    let language: Language

    // MARK: Batch

    /// The counts of a file that went in: `12 neu, 0 aktualisiert, 3 unverändert`, then the skipped ones if any.
    func fileCounts(added: Int, updated: Int, unchanged: Int, skipped: Int) -> String {
        t("\(added) neu, \(updated) aktualisiert, \(unchanged) unverändert", "\(added) added, \(updated) updated, \(unchanged) unchanged")
            + (skipped > 0 ? t(", \(skipped) übersprungen", ", \(skipped) skipped") : "")
    }
    var alreadyImported: String { t("schon importiert", "already imported") }
    var nothingToDo: String { t("Nichts zu tun: keine neuen Dateien, keine neuen Tipps, keine fälligen Berichte.", "Nothing to do: no new files, no new tips, no reports due.") }
    func inbox(files: Int, imported: Int, known: Int, rejected: Int) -> String {
        t("Eingang: \(NumberText.count(files, "Datei", "Dateien")) – \(imported) importiert, \(known) schon bekannt, \(rejected) abgelehnt",
          "Inbox: \(NumberText.count(files, "file", "files")) – \(imported) imported, \(known) already known, \(rejected) rejected")
    }
    var rejectedFilesInFailed: String { t("  abgelehnte Dateien liegen in failed/ (Grund in .error.txt)", "  rejected files are in failed/ (reason in .error.txt)") }
    func newTips(_ n: Int) -> String { t("Tipps: \(n) neu", "Tips: \(n) new") }
    func reportsWritten(_ n: Int) -> String { t("Berichte: \(n) geschrieben", "Reports: \(n) written") }
    func overviewWritten(_ path: String) -> String { t("Übersicht: \(path)", "Overview: \(path)") }

    // MARK: Demo

    func catalogLoaded(_ n: Int) -> String { t("Katalog: \(NumberText.count(n, "Übung", "Übungen")) geladen", "Catalog: \(NumberText.count(n, "exercise", "exercises")) loaded") }
    func database(_ path: String) -> String { t("Datenbank: \(path)", "Database: \(path)") }
    func reportsFolder(_ out: String, example: String) -> String {
        t("Berichte: \(out)/<athlet>/ – zum Beispiel \(example)", "Reports: \(out)/<athlete>/ – for example \(example)")
    }

    // MARK: Exercises

    var muscleGroups: String { t("Muskelgruppen", "muscle groups") }
    var equipment: String { t("Geräte", "equipment") }
    var level: String { t("Niveau", "level") }
    var customMark: String { t(" — eigene Übung", " — custom") }
    var alsoKnownAs: String { t("Auch bekannt als", "also known as") }
    var newCustomExerciseMark: String { t(" (neue eigene Übung)", " (new custom exercise)") }
    func entries(_ n: Int) -> String { NumberText.count(n, t("Eintrag", "entry"), t("Einträge", "entries")) }
    /// What `exercises remap` did to the mappings, or would do in a dry run.
    func mappingsMoved(_ n: Int, dryRun: Bool) -> String {
        let verb = dryRun ? t("würden umgehängt", "would move") : t("umgehängt", "moved")
        return t("\(n) Zuordnungen \(verb)\(dryRun ? "" : ", Rekorde neu berechnet")", "\(n) mappings \(verb)\(dryRun ? "" : ", records recomputed")")
    }
    func uncheckedEntries(_ n: Int) -> String {
        t("\(n) Einträge aus Importen vor Version v4 haben keinen Quellnamen und können nicht geprüft werden",
          "\(n) entries imported before names were kept (v4) cannot be checked")
    }

    // MARK: Profile

    var name: String { t("Name", "name") }
    var goal: String { t("Ziel", "goal") }
    var experience: String { t("Erfahrung", "experience") }
    var weeklyGoal: String { t("Wochenziel", "weekly goal") }
    var timezone: String { t("Zeitzone", "timezone") }
    var profileColumns: [String] { [name, goal, experience, weeklyGoal, timezone] }
    var birthDate: String { t("Geburtsdatum", "birth date") }
    var bodyweight: String { t("Körpergewicht", "bodyweight") }
    var height: String { t("Größe", "height") }
    var sex: String { t("Geschlecht", "sex") }
    var unit: String { t("Einheit", "unit") }
    var notSet: String { t("nicht angegeben", "not set") }
    var experienceNotSet: String { t("nicht angegeben (wird aus dem Verlauf geschätzt)", "not set (inferred from the history)") }
    func sessionsPerWeek(_ n: Int) -> String { t("\(n) Einheiten", "\(n) sessions") }
    func profileSaved(_ name: String) -> String { t("Profil gespeichert: \(name)", "profile saved: \(name)") }

    // MARK: Similar

    func similarTo(_ exercise: String) -> String { t("Ähnlich wie \(exercise):", "Similar to \(exercise):") }
    var score: String { t("Punkte", "score") }
    var exercise: String { t("Übung", "exercise") }
    var why: String { t("Grund", "why") }
    var sameEquipment: String { t("gleiche Geräte", "same equipment") }
    var mixedEquipment: String { t("Geräte gemischt", "mixed equipment") }
    var sameLevel: String { t("gleiches Niveau", "same level") }
    var oneLevelApart: String { t("eine Stufe Unterschied", "one level apart") }
    var noMatchingSwap: String { t("keine passende Alternative gefunden", "no matching swap found") }

    // MARK: Tips

    func noTips(onlyNew: Bool) -> String { onlyNew ? t("keine neuen Tipps", "no new tips") : t("keine Tipps", "no tips") }
    func thanks(rule: String, ratings: Int, score: Double) -> String {
        t("Danke! Regel \(rule): \(ratings) \(ratings == 1 ? "Bewertung" : "Bewertungen"), Punktzahl \(NumberText.format(score, .de, decimals: 2))",
          "Thanks! Rule \(rule): \(ratings) \(ratings == 1 ? "rating" : "ratings"), score \(NumberText.format(score, .en, decimals: 2))")
    }
}
