import ArgumentParser
import Foundation
import GymBoKit

extension GymboCommand {
    struct Analyze: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "analyze",
            abstract: "The WorkoutAnalyzer: progression, muscle balance, recovery, consistency, goal alignment, achievements.")
        @OptionGroup var global: GlobalOptions
        @Option(help: "The athlete (default: the only one).") var athlete: String?
        @Option(help: "Output format: text, json or markdown.") var format: OutputFormat = .text

        func run() throws {
            try GymboCommand.run {
                let store = try global.openStore()
                let history = try store.history(athlete: try store.athlete(named: athlete))
                let asOf = try global.asOf(in: history.calendar)
                let analysis = WorkoutAnalyzer().analyze(history, asOf: asOf).named(in: global.lang, by: history)
                switch format {
                case .json: Output.print(try JSONOutput.string(analysis))
                case .text, .markdown: Output.print(AnalysisText(analysis: analysis, language: global.lang, markdown: format == .markdown, questions: DataQuestionText(history: history, language: global.lang)).render())
                }
            }
        }
    }
}
