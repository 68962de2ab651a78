import Foundation

/// The texts of the workout wizard (names of splits and days, the templates' notes, the plan's preview),
/// in both languages.
struct WizardWording: Wording {
    let language: Language

    // MARK: Splits and days

    func split(_ split: TrainingSplit) -> String {
        switch split {
        case .fullBody: t("Ganzkörper", "Full body")
        case .upperLower: t("Oberkörper/Unterkörper", "Upper/lower")
        case .pushPullLegsUpperLower: t("Push/Pull/Beine + Oberkörper/Unterkörper", "Push/pull/legs + upper/lower")
        case .pushPullLegs: t("Push/Pull/Beine", "Push/Pull/Legs")
        case .pushPullLegsCore: t("Push/Pull/Beine + Rumpf & Kondition", "Push/pull/legs + core & conditioning")
        }
    }

    func day(_ day: SplitDay) -> String {
        switch day {
        case .fullBody: t("Ganzkörper", "Full Body")
        case .upper: t("Oberkörper", "Upper Body")
        case .lower: t("Unterkörper", "Lower Body")
        case .push: "Push"
        case .pull: "Pull"
        case .legs: t("Beine", "Legs")
        case .coreConditioning: t("Rumpf & Kondition", "Core & Conditioning")
        }
    }

    // MARK: Templates

    /// The template's frequency field.
    func frequency(_ perWeek: Int) -> String { t("\(perWeek)x pro Woche", "\(perWeek)x per week") }

    /// The template's notes: the answers (so they can be repeated), the estimate and how to load it.
    func notes(_ p: WizardPreferences, minutes: Int, warmUp: Int) -> String {
        let goal = p.goal.label(language), experience = p.experience.label(language), equipment = p.equipment.label(language)
        return t("Workout-Wizard: \(goal), \(experience), \(p.frequency)× pro Woche, "
                    + "\(equipment), \(p.durationMinutes) min (Seed \(p.seed)). Geschätzt \(minutes) min inkl. \(warmUp) min Aufwärmen. "
                    + "Gewicht so wählen, dass die letzten zwei Wiederholungen schwer fallen.",
                 "Workout wizard: \(goal), \(experience), \(p.frequency)× per week, "
                    + "\(equipment), \(p.durationMinutes) min (seed \(p.seed)). Estimated \(minutes) min including a \(warmUp) min warm-up. "
                    + "Choose a weight that makes the last two reps hard.")
    }

    // MARK: Preview: the answers

    func planTitle(goal: String, frequency: Int) -> String {
        t("# Trainingsplan: \(goal), \(frequency)× pro Woche", "# Training plan: \(goal), \(frequency)× per week")
    }
    /// After the equipment, unless it is mixed or bodyweight.
    var bodyweightSupplement: String { t(" (Körpergewicht als Ergänzung)", " (bodyweight as a supplement)") }
    func experience(_ level: String) -> String { t("- Erfahrung: \(level)", "- Experience: \(level)") }
    func goal(_ goal: String, reps: String, rest: String) -> String {
        t("- Ziel: \(goal) (\(reps) Wdh., \(rest) Pause)", "- Goal: \(goal) (\(reps) reps, \(rest) rest)")
    }
    func duration(minutes: Int) -> String { t("- Dauer: \(minutes) min je Einheit", "- Duration: \(minutes) min per session") }

    // MARK: Preview: the workouts

    func workoutHeading(number: Int, name: String, minutes: Int) -> String {
        t("## \(number). \(name) · ca. \(minutes) min", "## \(number). \(name) · about \(minutes) min")
    }
    var exerciseColumns: String {
        t("| # | Übung | Sätze × Wdh. | Pause | Muskelgruppe | Equipment |", "| # | Exercise | Sets × reps | Rest | Muscle group | Equipment |")
    }
    func workoutSummary(exercises: Int, sets: Int, minutes: Int) -> String {
        t("\(exercises) Übungen, \(sets) Sätze, geschätzt \(minutes) min.", "\(exercises) exercises, \(sets) sets, estimated \(minutes) min.")
    }

    // MARK: Preview: the week

    var distributionHeading: String { t("## Muskelgruppen-Verteilung der Woche", "## Muscle-group distribution of the week") }
    var distributionColumns: String { t("| Muskelgruppe | Sätze | Einheiten |", "| Muscle group | Sets | Sessions |") }
    /// How the durations were estimated, and what the plan leaves to the lifter.
    func estimateNote(_ model: WizardTimeModel) -> String {
        t("Geschätzte Dauer: \(model.warmUpSeconds / 60) min Aufwärmen, je Übung \(model.setupSecondsPerExercise) s Aufbau, je Satz \(model.setupSecondsPerSet) s + \(model.secondsPerRep) s pro Wiederholung, dazu die Pausen. Muskelgruppe = primäre Muskelgruppe der Übung. Gewichte sind 0: selbst wählen.",
          "Estimated duration: \(model.warmUpSeconds / 60) min warm-up, \(model.setupSecondsPerExercise) s setup per exercise, \(model.setupSecondsPerSet) s + \(model.secondsPerRep) s per rep per set, plus the rests. Muscle group = the exercise's primary group. Weights are 0: choose your own.")
    }
}
