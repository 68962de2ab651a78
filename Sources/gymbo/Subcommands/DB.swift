import ArgumentParser
import Foundation
import GymBoKit

extension GymboCommand {
    struct DB: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "db",
            abstract: "Check, count and compact the database.",
            subcommands: [Check.self, Stats.self, Vacuum.self])

        struct Check: ParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "check",
                abstract: "Run SQLite's integrity and foreign-key checks and the toolkit's own invariants.",
                discussion: """
                    Besides SQLite's checks: rows whose athlete, session or exercise is missing, records and \
                    last-used values that differ from a recompute from the sets, imports left unfinished, and \
                    impossible values. Each problem is one line naming the table, the ids and the values; exit 1 \
                    when there is one. Custom exercises that nothing uses any more are notes (exit 0).
                    """)
            @OptionGroup var global: GlobalOptions

            func run() throws {
                try GymboCommand.run {
                    let store = try global.openStore()
                    let report = try store.checkReport()
                    for note in report.notes { Output.error("\(store.path): note: \(note)") }
                    if report.problems.isEmpty {
                        Output.line("\(store.path): ok (integrity, foreign keys, invariants)")
                    } else {
                        for problem in report.problems { Output.error("\(store.path): error: \(problem)") }
                        throw ExitCode(1)
                    }
                }
            }
        }

        struct Stats: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "stats", abstract: "Row counts of the main tables.")
            @OptionGroup var global: GlobalOptions
            @Option(help: "Output format: text or json.")
            var format: OutputFormat = .text

            func run() throws {
                try GymboCommand.run {
                    let stats = try global.openStore().stats()
                    if format == .json {
                        Output.print(try JSONOutput.string(stats))
                    } else {
                        var table = TextTable(["table", "rows"], alignments: [.left, .right])
                        let rows: [(String, Int)] = [
                            ("athletes", stats.athletes), ("exercises", stats.exercises), ("workouts", stats.workouts),
                            ("sessions", stats.sessions), ("sets", stats.sets), ("records", stats.records),
                            ("tips", stats.tips), ("imports", stats.imports),
                        ]
                        for (name, count) in rows { table.append([name, String(count)]) }
                        Output.print(table.render())
                    }
                }
            }
        }

        struct Vacuum: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "vacuum", abstract: "Rebuild the database file to reclaim space.")
            @OptionGroup var global: GlobalOptions

            func run() throws {
                try GymboCommand.run {
                    let store = try global.openStore()
                    try store.vacuum()
                    Output.line("\(store.path): vacuumed")
                }
            }
        }
    }
}
