import ArgumentParser
import Foundation
import GymBoKit

extension GymboCommand {
    struct Report: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Reports: the weekly report per athlete (Markdown, JSON and SVG charts).",
            subcommands: [Weekly.self])

        struct Weekly: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Write Reports/<athlete>/<week>.md, .json and the charts the Markdown embeds.",
                discussion: "Default week: the last complete ISO week before --as-of, in each athlete's time zone. Files are written atomically; re-running gives byte-identical files.")
            @OptionGroup var global: GlobalOptions
            @Option(help: "The ISO week, e.g. 2026-W47.") var week: String?
            @Option(help: "The athlete (default: the only one).") var athlete: String?
            @Flag(help: "Every athlete in the database.") var all = false
            @Option(help: "The folder to write into.") var out = "Reports"
            @Option(name: .customLong("max"), help: "How many tips the report lists.") var maxTips = 3

            func validate() throws {
                if let week, ISOWeek(parsing: week) == nil { throw ValidationError("--week must look like 2026-W47") }
                if all && athlete != nil { throw ValidationError("use either --athlete or --all") }
            }

            func run() throws {
                try GymboCommand.run {
                    let store = try global.openStore()
                    let athletes = all ? try store.athletes() : [try store.athlete(named: athlete)]
                    let folders = ReportFolders(athletes: try store.athletes())
                    let feedback = try store.feedback()
                    for who in athletes {
                        let history = try store.history(athlete: who)
                        let target = try week.flatMap(ISOWeek.init(parsing:)) ?? Statistics.lastCompleteWeek(asOf: try global.asOf(in: history.calendar), calendar: history.calendar)
                        let report = WeeklyReportBuilder(language: global.lang, maxTips: maxTips).build(history, week: target, feedback: feedback)
                        let files = try ReportWriter.write(report, to: out, folder: folders.folder(for: who))
                        Output.line(files[0])
                    }
                }
            }
        }
    }
}
