import ArgumentParser
import Foundation
import GymBoKit

extension GymboCommand {
    struct Stats: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "stats",
            abstract: "Weekly training statistics (ISO weeks in the athlete's time zone) and the weekly-goal streak.")
        @OptionGroup var global: GlobalOptions
        @Option(help: "The athlete (default: the only one).") var athlete: String?
        @Option(help: "One week in detail, e.g. 2026-W47.") var week: String?
        @Option(help: "The last N complete weeks (default 4).") var weeks = 4
        @Option(help: "Output format: text, json or markdown.") var format: OutputFormat = .text

        func validate() throws {
            if let week, ISOWeek(parsing: week) == nil { throw ValidationError("--week must look like 2026-W47") }
            guard (1...520).contains(weeks) else { throw ValidationError("--weeks must be between 1 and 520") }
        }

        func run() throws {
            try GymboCommand.run {
                let store = try global.openStore()
                let history = try store.history(athlete: try store.athlete(named: athlete))
                let asOf = try global.asOf(in: history.calendar)
                let view = StatsView(history: history, week: week.flatMap(ISOWeek.init(parsing:)), lastWeeks: weeks, asOf: asOf, language: global.lang)
                switch format {
                case .json: Output.print(try JSONOutput.string(view.json))
                case .text: Output.print(view.text())
                case .markdown: Output.print(view.markdown())
                }
            }
        }
    }
}
