import ArgumentParser
import Foundation
import GymBoKit

extension GymboCommand {
    struct Report: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Reports: the weekly report per athlete (Markdown, JSON, SVG charts, HTML) and the coach's overview.",
            subcommands: [Weekly.self, Overview.self])

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
            @Flag(help: "Also write <week>.html: one self-contained page with every section and chart.") var html = false

            func validate() throws {
                if let week, ISOWeek(parsing: week) == nil { throw ValidationError("--week must look like 2026-W47") }
                if all && athlete != nil { throw ValidationError("use either --athlete or --all") }
            }

            func run() throws {
                try GymboCommand.run {
                    let store = try global.openStore()
                    let athletes = all ? try store.athletes() : [try store.athlete(named: athlete)]
                    let week = week.flatMap(ISOWeek.init(parsing:)), asOf = try global.asOfValue()
                    try ReportWriter.write(athletes, from: store, to: out, folders: ReportFolders(athletes: try store.athletes()),
                                           builder: WeeklyReportBuilder(language: global.lang, maxTips: maxTips), html: html,
                                           week: { history in week ?? Statistics.lastCompleteWeek(asOf: asOf.date(in: history.calendar), calendar: history.calendar) }) { _, _, files in
                        Output.line(files[0])
                    }
                }
            }
        }
    
        struct Overview: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Write Reports/index.html and overview.json: every athlete of the week, who needs attention first.",
                discussion: "Also writes each athlete's weekly report of the week (as report weekly --html), so every link of the overview reaches a report. Default week: the last complete ISO week before --as-of (UTC).")
            @OptionGroup var global: GlobalOptions
            @Option(help: "The ISO week, e.g. 2026-W47.") var week: String?
            @Option(help: "The folder to write into.") var out = "Reports"
            @Option(name: .customLong("max"), help: "How many tips each report lists.") var maxTips = 3

            func validate() throws {
                if let week, ISOWeek(parsing: week) == nil { throw ValidationError("--week must look like 2026-W47") }
            }

            func run() throws {
                try GymboCommand.run {
                    let store = try global.openStore()
                    let utc = TrainingCalendar(timeZone: TimeZone(identifier: "UTC")!)
                    let target = try week.flatMap(ISOWeek.init(parsing:)) ?? Statistics.lastCompleteWeek(asOf: try global.asOf(in: utc), calendar: utc)
                    let files = try OverviewWriter(out: out, language: global.lang, maxTips: maxTips).write(store: store, week: target)
                    Output.line(files[0])
                }
            }
        }
    }
}
