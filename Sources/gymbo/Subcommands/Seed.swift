import ArgumentParser
import Foundation
import GymBoKit

extension GymboCommand {
    struct Seed: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "seed",
            abstract: "Load the exercise catalog (and sample workouts) into the database.",
            discussion: """
                Without --csv the bundled catalog of 162 exercises is seeded. Seeding is idempotent: a second run \
                reports every row unchanged. A changed catalog updates rows by id and never deletes an exercise.
                """)

        @OptionGroup var global: GlobalOptions

        @Option(name: .long, help: ArgumentHelp("An exercise catalog CSV instead of the bundled one.", valueName: "file"))
        var csv: String?

        @Option(name: .long, help: ArgumentHelp("A sample-workout CSV (workouts.csv or workouts_with_ids.csv shape).", valueName: "file"))
        var workouts: String?

        @Flag(help: "Reject a whole file when any row is bad (nothing is written).")
        var strict = false

        @Option(help: "Output format: text or json.")
        var format: OutputFormat = .text

        func run() throws {
            try GymboCommand.run {
                let store = try global.openOrCreateStore()
                let seeder = CatalogSeeder(store: store)
                var reports = [try seeder.seedCatalog(path: csv, strict: strict)]
                if let workouts {
                    reports.append(try seeder.seedWorkouts(path: workouts, strict: strict))
                }
                for report in reports { Output.diagnostics(report.diagnostics) }
                switch format {
                case .json:
                    Output.print(try JSONOutput.string(reports.map(SeedSummary.init)))
                case .text, .markdown:
                    for report in reports {
                        let c = report.counts
                        let what = report.kind == "catalog" ? "exercises" : "sample workouts"
                        let suffix = report.rejectedWhole ? " — rejected whole (--strict), nothing written" : ""
                        Output.line("\(report.path): \(what): \(c.added) added, \(c.updated) updated, \(c.unchanged) unchanged, \(c.rejected) rejected\(suffix)")
                    }
                }
                if reports.contains(where: { $0.hasErrors || $0.rejectedWhole }) { throw ExitCode(1) }
            }
        }
    }
}

/// The JSON form of a seed report.
struct SeedSummary: Encodable {
    var path: String
    var kind: String
    var added: Int
    var updated: Int
    var unchanged: Int
    var rejected: Int
    var errors: [String]

    init(_ report: SeedReport) {
        path = report.path
        kind = report.kind
        added = report.counts.added
        updated = report.counts.updated
        unchanged = report.counts.unchanged
        rejected = report.counts.rejected
        errors = report.diagnostics.map(\.description)
    }
}
