import ArgumentParser
import Foundation
import GymBoKit

extension E1RMFormula: ExpressibleByArgument {}

extension GymboCommand {
    struct Records: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "records",
            abstract: "Personal records per exercise: max weight, max reps, best e1RM, best session volume, rep maxes.",
            discussion: "Records are kept current on every import; --recompute rebuilds them from the sessions.")
        @OptionGroup var global: GlobalOptions
        @Option(help: "The athlete (default: the only one).") var athlete: String?
        @Option(help: "Only this exercise (name, alias, number or UUID); shows its rep-max table.") var exercise: String?
        @Option(help: "Only the N exercises with the best e1RM.") var top: Int?
        @Flag(help: "Rebuild all stored records from the sessions first (rows that are current stay as they are).") var recompute = false
        @Option(help: "e1RM formula: brzycki, epley, lombardi.") var formula: E1RMFormula = .brzycki
        @Option(help: "Highest rep count an e1RM is computed for (1–36).") var maxReps = 12
        @Option(help: "Output format: text, json or markdown.") var format: OutputFormat = .text
        @Flag(help: "With --recompute: print to stderr how long the recompute took (for benchmarks).") var timing = false

        func validate() throws {
            guard (1...36).contains(maxReps) else { throw ValidationError("--max-reps must be between 1 and 36 (Brzycki is undefined at 37)") }
            if let top, top < 1 { throw ValidationError("--top must be at least 1") }
        }

        func run() throws {
            try GymboCommand.run {
                let store = try global.openStore()
                if recompute {
                    let clock = ContinuousClock()
                    let start = clock.now
                    let changed = try store.recomputeRecords()
                    let how = timing ? "in \(Output.milliseconds(start.duration(to: clock.now))) ms" : "from the sessions"
                    Output.error("records: recomputed \(how), \(changed) \(changed == 1 ? "row" : "rows") changed")
                }
                let who = try store.athlete(named: athlete)
                let rules = RecordRules(formula: formula, maxReps: maxReps)
                var rows: [PersonalRecords]
                let history = try store.history(athlete: who)
                if rules == .standard {
                    rows = try store.records(athleteId: who.id)
                } else {
                    rows = Array(history.records(rules: rules).values)
                }
                let target = try exercise.map { try Exercises.lookup($0, in: try store.matcher(), language: global.lang).id }
                rows = RecordsView.select(rows, history: history, exercise: target, top: top, language: global.lang)
                let view = RecordsView(history: history, records: rows, rules: rules, language: global.lang)
                switch format {
                case .json: Output.print(try JSONOutput.string(view.json))
                case .markdown: Output.print(view.markdown())
                case .text: Output.print(view.text(showRepMax: exercise != nil))
                }
            }
        }
    }
}
