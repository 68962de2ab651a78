import ArgumentParser
import Foundation
import GymBoKit

extension GymboCommand {
    struct Wizard: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "wizard",
            abstract: "Generate a week of workouts from five answers, as .gymtracker files and a Markdown preview.",
            discussion: """
                Reads the bundled exercise catalog (no database needed). Prints the preview on stdout; with --out \
                it also writes <out>/<nn>-<name>.gymtracker per workout and <out>/plan.md. The same answers and \
                seed give the same files, byte for byte.
                """)

        @Option(help: ArgumentHelp("anfänger, fortgeschritten or profi (German or English labels too).", valueName: "level"))
        var experience: String
        @Option(help: ArgumentHelp("muskelaufbau, kraft, ausdauer, gewichtsreduktion or allgemeineFitness.", valueName: "goal"))
        var goal: String
        @Option(help: ArgumentHelp("Sessions per week, 1–7.", valueName: "n"))
        var frequency: Int
        @Option(help: ArgumentHelp("freeWeights, machine, bodyweight, cable or mixed (mixed allows all).", valueName: "type"))
        var equipment: String
        @Option(help: ArgumentHelp("Minutes per session: 30, 45, 60 or 90.", valueName: "minutes"))
        var duration: Int
        @Option(help: "Picks among equally good exercises; the same seed gives the same plan.")
        var seed: UInt64 = WizardPreferences.defaultSeed
        @Option(help: ArgumentHelp("Folder for the .gymtracker files and plan.md (default: preview only).", valueName: "dir"))
        var out: String?
        @Option(help: "Language of the preview and the workout names: de or en.")
        var lang: Language = .de

        /// The answers as the library takes them; every problem is a usage error (exit 64) naming what is accepted.
        func preferences() throws -> WizardPreferences {
            func label<T: LabeledValue>(_ type: T.Type, _ text: String, _ option: String) throws -> T {
                do { return try T.parse(text) } catch { throw ValidationError("--\(option): \(error.errorDescription ?? "")") }
            }
            let preferences = WizardPreferences(
                experience: try label(DifficultyLevel.self, experience, "experience"),
                goal: try label(FitnessGoal.self, goal, "goal"), frequency: frequency,
                equipment: try label(EquipmentType.self, equipment, "equipment"), durationMinutes: duration, seed: seed)
            do { try preferences.validate() } catch {
                switch error {
                case .frequencyOutOfRange: throw ValidationError("--frequency must be 1…7 sessions per week, got \(frequency)")
                case .unsupportedDuration: throw ValidationError("--duration must be one of 30, 45, 60, 90 (minutes), got \(duration)")
                default: throw ValidationError(error.errorDescription ?? "\(error)")
                }
            }
            return preferences
        }

        func validate() throws {
            _ = try preferences()
        }

        func run() throws {
            try GymboCommand.run {
                let plan = try WorkoutWizard.bundled().plan(try preferences(), language: lang)
                if let out {
                    for path in try plan.write(to: out) { Output.error("wrote \(path)") }
                }
                Output.print(WizardPreview.markdown(plan))
            }
        }
    }
}
