import ArgumentParser
import Foundation
import GymBoKit

extension GymboCommand {
    struct Generate: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "generate",
            abstract: "Write deterministic, realistic synthetic training histories (benchmarks, tests, demos).",
            discussion: """
                Every athlete (athlete-001, athlete-002, …) gets a profile, a program (full body, upper/lower, \
                push/pull/legs or 5x5) and a week-by-week history with progressions, plateaus, deloads, missed \
                sessions and weeks, warm-ups, failed sets, drop sets and heart rate. The same options give the \
                same bytes. Files: strong, hevy, fitbod, stronglifts, lyfta, liftosaur and jefit write DIR/athlete-001.csv, backup DIR/athlete-001.json, \
                gymtracker DIR/athlete-001/<date>-<n>.gymtracker. A one-line summary goes to stderr.
                """)

        @OptionGroup var global: GlobalOptions

        @Option(help: "How many athletes.")
        var athletes: Int = 10

        @Option(help: "How many weeks of history per athlete.")
        var weeks: Int = 12

        @Option(help: "The random seed: the same seed gives the same files.")
        var seed: UInt64 = 1

        @Option(name: .customLong("to"), help: ArgumentHelp("The format: backup, strong, hevy, fitbod, stronglifts, lyfta, liftosaur, jefit or gymtracker.", valueName: "format"))
        var format: GenerateFormat

        @Option(help: ArgumentHelp("The directory to write into (created if needed).", valueName: "dir"))
        var out: String

        @Option(help: ArgumentHelp("The first day of the first week (YYYY-MM-DD).", valueName: "date"))
        var start: String = "2025-09-15"

        func validate() throws {
            guard (1...100_000).contains(athletes) else { throw ValidationError("--athletes must be between 1 and 100000, got \(athletes)") }
            guard (1...1_040).contains(weeks) else { throw ValidationError("--weeks must be between 1 and 1040, got \(weeks)") }
            guard startDay != nil else { throw ValidationError("--start must be a date like 2025-09-15, got '\(start)'") }
        }

        /// `--start` as days since 1970-01-01.
        var startDay: Int? {
            guard start.count == 10, let date = Timestamp.parseISO(start) else { return nil }
            return Int(date.timeIntervalSince1970 / 86_400)
        }

        func run() throws {
            try GymboCommand.run {
                let options = HistoryGenerator.Options(athletes: athletes, weeks: weeks, seed: seed, startDay: startDay!)
                let generator = try HistoryGenerator(options: options)
                let summary = try generator.write(format, to: out) { done in
                    Output.progress("generating: \(done)/\(athletes) athletes")
                }
                Output.progress(nil)
                let megabytes = Double(summary.bytes) / 1_000_000
                Output.error("generated \(summary.athletes) athletes, \(summary.sessions) sessions, \(summary.sets) sets in \(summary.files) files (\(String(format: "%.1f", megabytes)) MB, \(format.rawValue)) in \(out)")
            }
        }
    }
}

extension GenerateFormat: ExpressibleByArgument {}
