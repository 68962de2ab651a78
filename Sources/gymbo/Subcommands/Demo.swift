import ArgumentParser
import Foundation
import GymBoKit

extension GymboCommand {
    struct Demo: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Run the whole toolkit on the bundled examples: fresh database, seed, batch import, tips, weekly reports.",
            discussion: "Writes Reports/demo/ (database, inbox, one folder of reports per athlete), as of 2026-11-16T06:00:00Z. With --db postgres://… the database is that PostgreSQL database (created when missing; one holding data the demo did not write is refused).")
        @OptionGroup var global: GlobalOptions
        @Option(help: "The folder to write into.") var out = "Reports/demo"

        func run() throws {
            try GymboCommand.run {
                var demo = GymBoKit.Demo(output: out)
                demo.language = global.lang
                // Only a PostgreSQL URL given on the command line: the demo never empties the database GYMBO_DB names.
                if let db = global.db, PostgresLocation.isURL(db) { demo.postgresURL = db }
                let (seed, summary) = try demo.run()
                let words = CLIWording(language: global.lang)
                Output.line(words.catalogLoaded(seed.counts.added))
                Output.print(BatchText.render(summary, language: global.lang))
                Output.line(words.database(demo.databasePath))
                Output.line(words.reportsFolder(out, example: summary.reports.first ?? out))
                if summary.failed > 0 { throw ExitCode(1) }
            }
        }
    }
}
