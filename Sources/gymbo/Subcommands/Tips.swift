import ArgumentParser
import Foundation
import GymBoKit

extension GymboCommand {
    struct Tips: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "tips",
            abstract: "Coaching tips from the 15 rules, ranked; --new for cron (only tips not issued recently).",
            subcommands: [Show.self, Rate.self, Backtest.self],
            defaultSubcommand: Show.self)

        struct Show: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "show", abstract: "The current top tips (the default).")
            @OptionGroup var global: GlobalOptions
            @Option(help: "The athlete (default: the only one).") var athlete: String?
            @Option(name: .customLong("max"), help: "How many tips to show.") var maxTips = 3
            @Flag(name: .customLong("new"), help: "Cron mode: only tips not issued in the cooldown; records them as issued.") var onlyNew = false
            @Option(help: "Days before the same tip (rule and subject) is issued again, unless its figures changed.") var cooldown = 7.0
            @Flag(help: "Also list every rule with its status, feedback score and suppressed tips.") var explain = false
            @Flag(help: "Show every rule's tip on the built-in sample histories (to review all texts).") var allRules = false
            @Option(help: "Output format: text, json or markdown.") var format: OutputFormat = .text

            func validate() throws {
                guard maxTips >= 1 else { throw ValidationError("--max must be at least 1") }
                guard cooldown >= 0 else { throw ValidationError("--cooldown must be 0 or more days") }
            }

            func run() throws {
                try GymboCommand.run {
                    if allRules {
                        let tips = RuleSamples.allTips(language: global.lang)
                        Output.print(format == .json ? try JSONOutput.string(tips.map(TipJSON.init)) : TipsText.render(tips, language: global.lang, markdown: format == .markdown))
                        return
                    }
                    let store = try global.openStore()
                    let history = try store.history(athlete: try store.athlete(named: athlete))
                    let asOf = try global.asOf(in: history.calendar)
                    let result = TipEngine().run(history, asOf: asOf, language: global.lang, feedback: try store.feedback())
                    var tips = Array(result.tips.prefix(maxTips))
                    if onlyNew {
                        tips = try store.issueNewTips(tips, athleteId: history.athlete.id, asOf: asOf, cooldownDays: cooldown, issuedAt: Date())
                    }
                    switch format {
                    case .json:
                        Output.print(try JSONOutput.string(tips.map(TipJSON.init)))
                    case .text, .markdown:
                        if tips.isEmpty {
                            Output.error(CLIWording(language: global.lang).noTips(onlyNew: onlyNew))
                        } else {
                            Output.print(TipsText.render(tips, language: global.lang, markdown: format == .markdown))
                        }
                    }
                    if explain { Output.error(TipsText.explain(result, language: global.lang)) }
                }
            }
        }

        struct Backtest: ParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "backtest",
                abstract: "The tips each week of a span would have shown, and how often each rule speaks.")
            @OptionGroup var global: GlobalOptions
            @Option(help: "The athlete (default: the only one).") var athlete: String?
            @Option(help: "The first day (YYYY-MM-DD or an instant).") var from: String
            @Option(help: "The last day (YYYY-MM-DD or an instant).") var to: String
            @Option(help: "The step: 7d, 14d, 2w… (default 7d).") var every = "7d"
            @Option(name: .customLong("max"), help: "How many tips a step shows.") var maxTips = 3
            @Option(help: "Output format: text or json.") var format: OutputFormat = .text

            func validate() throws {
                guard GymBoKit.Backtest.days(parsing: every) != nil else { throw ValidationError("--every must look like 7d, 14d or 2w, got '\(every)'") }
                guard maxTips >= 1 else { throw ValidationError("--max must be at least 1") }
                for (name, text) in [("--from", from), ("--to", to)] where (try? AsOf(text)) == nil {
                    throw ValidationError("\(name) must be a date like 2026-11-16 or an instant like 2026-11-16T06:00:00Z, got '\(text)'")
                }
            }

            func run() throws {
                try GymboCommand.run {
                    let store = try global.openStore()
                    let history = try store.history(athlete: try store.athlete(named: athlete))
                    let result = GymBoKit.Backtest(maxTips: maxTips).run(
                        history, from: try AsOf(from), to: try AsOf(to), everyDays: GymBoKit.Backtest.days(parsing: every)!,
                        language: global.lang, feedback: try store.feedback())
                    Output.print(format == .json ? try JSONOutput.string(result) : TipsText.backtest(result, language: global.lang))
                }
            }
        }

        struct Rate: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "rate", abstract: "Rate a tip: helpful or not-helpful. Scores change the ranking.")
            @OptionGroup var global: GlobalOptions
            @Argument(help: "The tip's id, e.g. 01-3fa9c2d1.") var tipId: String
            @Argument(help: "helpful or not-helpful.") var rating: String

            func run() throws {
                let helpful: Bool
                switch rating.lowercased() {
                case "helpful", "hilfreich", "yes", "+": helpful = true
                case "not-helpful", "nicht-hilfreich", "no", "-": helpful = false
                default: throw ValidationError("rating must be helpful or not-helpful, got '\(rating)'")
                }
                try GymboCommand.run {
                    let store = try global.openStore()
                    let rule = try store.rate(tipId: tipId, helpful: helpful, at: Date())
                    let fb = try store.feedback()[rule] ?? RuleFeedback()
                    Output.line(CLIWording(language: global.lang).thanks(rule: rule, ratings: fb.ratings, score: fb.score))
                }
            }
        }
    }
}
