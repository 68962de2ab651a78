import ArgumentParser
import Foundation
import GymBoKit

extension ImportFormat: ExpressibleByArgument {}
extension MergeStrategy: ExpressibleByArgument {}
extension WeightUnit: ExpressibleByArgument {}
extension DateOrder: ExpressibleByArgument {}

extension GymboCommand {
    struct Import: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "import",
            abstract: "Import .gymtracker files, app backups and Strong, Hevy, FitNotes, Fitbod, StrongLifts, Lyfta, Liftosaur or JEFIT exports.",
            discussion: """
                Each file is one transaction: it lands whole or not at all, and a bad file does not stop the others. \
                The same content imported again is reported and skipped. Exit 1 when any file failed.
                """)

        @OptionGroup var global: GlobalOptions

        @Argument(help: "Files or directories (searched recursively).")
        var paths: [String]

        @Option(name: .customLong("from"), help: "Force a format: gymtracker, backup, strong, hevy, fitnotes, fitbod, stronglifts, lyfta, liftosaur, jefit.")
        var from: ImportFormat?

        @Option(help: "The athlete the data belongs to (created when new).")
        var athlete: String?

        @Flag(help: "Use each file's name without its extension as the athlete.")
        var athleteFromFilename = false

        @Option(help: "How a backup meets existing data: merge, addOnly, replace.")
        var strategy: MergeStrategy = .merge

        @Option(help: "Weight unit of exports that do not say (Strong without a unit, Lyfta, JEFIT without SETTING; default kg), and the weight column a legacy StrongLifts file is read from (default: the one on its plate grid): kg or lb.")
        var unit: WeightUnit?

        @Option(help: "Day and month order of StrongLifts' legacy dates when the file does not decide it: dmy or mdy.")
        var dateOrder: DateOrder?

        @Flag(help: "Report what would change and write nothing.")
        var dryRun = false

        @Flag(help: "Skipped exercises are errors (the file is rejected).")
        var strict = false

        @Flag(help: "Trust .gymtracker exercise ids over their names (the app's strict rule).")
        var trustIds = false

        @Flag(help: "Print to stderr the time spent keeping the records current (for benchmarks).")
        var timing = false

        @Option(help: "Output format of the summary: text or json.")
        var format: OutputFormat = .text

        func validate() throws {
            if athlete != nil && athleteFromFilename {
                throw ValidationError("use either --athlete or --athlete-from-filename, not both")
            }
        }

        func run() throws {
            try GymboCommand.run {
                let store = try global.openOrCreateStore()
                var options = ImportOptions()
                options.format = from
                options.athleteName = athlete
                options.athleteFromFilename = athleteFromFilename
                options.strategy = strategy
                options.unit = unit
                options.dateOrder = dateOrder
                options.dryRun = dryRun
                options.strict = strict
                options.trustIds = trustIds
                options.language = global.lang
                let importer = Importer(store: store, options: options, logger: global.makeLogger())
                if Output.stderrIsTerminal {
                    importer.progress = { path, sessions in Output.progress("\(path): \(sessions) sessions…") }
                }
                let (files, missing) = Importer.expand(paths)
                var summaries: [ImportSummary] = missing.map { path in
                    var summary = ImportSummary(path: path, format: "unknown", status: .failed)
                    summary.errors = ["\(path): error: no such file or directory"]
                    return summary
                }
                if format != .json { for summary in summaries { Output.print(ImportReportText.block(summary, language: global.lang)) } }
                try importer.importFiles(files) { _, summary in
                    Output.progress(nil)
                    for line in summary.errors { Output.error(line) }
                    for line in summary.warnings { Output.error(line) }
                    summaries.append(summary)
                    // Each file's lines as it commits: a run killed later has still said what it did.
                    if format != .json { Output.print(ImportReportText.block(summary, language: global.lang)) }
                }
                if files.isEmpty && missing.isEmpty { Output.error("no files found") }
                if timing {
                    // The folds run beside the writing thread: their time is not in the line after it.
                    Output.error("import: records folded in \(Output.milliseconds(importer.recordsFoldTime)) ms on a second thread")
                    Output.error("import: records kept current in \(Output.milliseconds(importer.recordsTime)) ms over \(files.count) file\(files.count == 1 ? "" : "s")")
                }
                switch format {
                case .json:
                    Output.print(try JSONOutput.string(summaries))
                case .text, .markdown:
                    Output.print(ImportReportText.totals(summaries, language: global.lang))
                }
                if summaries.contains(where: { $0.status == .failed }) || (files.isEmpty && missing.isEmpty) { throw ExitCode(1) }
            }
        }
    }
}
