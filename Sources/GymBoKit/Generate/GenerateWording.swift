import Foundation

/// The texts of generated histories (the athlete's notes, session and exercise notes), in German or English
/// as the generated athlete writes them.
struct GenerateWording: Wording, Sendable {
    let language: Language

    // MARK: AthleteProfile

    func programNote(_ program: String) -> String { t("Programm: ", "Program: ") + program }

    // MARK: TrainingSimulation

    var firstSessionBack: String { t("Erstes Training nach der Pause", "First session back after a break") }
    var deloadWeek: String { t("Deload-Woche", "Deload week") }
    /// Notes a session now and then carries.
    var sessionNotes: [String] { language == .de ? Self.germanSessionNotes : Self.englishSessionNotes }
    /// Notes an exercise now and then carries.
    var exerciseNotes: [String] { language == .de ? Self.germanExerciseNotes : Self.englishExerciseNotes }

    private static let germanSessionNotes = [
        "Gutes Training", "Müde, schlecht geschlafen", "Knie etwas gereizt, vorsichtig", "Studio voll, Geräte getauscht",
        "Wenig Zeit heute", "Super Pump, alles lief gut", "Gutes Training\nSchulter etwas steif",
        "Neuer Trainingspartner, \"langsame Exzentrik\" probiert",
    ]
    private static let englishSessionNotes = [
        "Felt strong", "Tired, bad sleep", "Gym was packed, swapped machines", "Lower back a bit tight",
        "Great session", "Short on time\nskipped the stretching", "Tried the \"slow eccentric\" cue",
    ]
    private static let germanExerciseNotes = ["Sitz Stufe 4", "Enger Griff", "Langsame Exzentrik, 3 s", "Mit Gürtel"]
    private static let englishExerciseNotes = ["Seat 4", "Close grip", "Slow eccentric, 3 s", "Belt on top sets"]

    // MARK: TrainingSimulation+Sets

    var failedLastRep: String { t("Letzte Wiederholung nicht geschafft", "Failed the last rep") }
}
