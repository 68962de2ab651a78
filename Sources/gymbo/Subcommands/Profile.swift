import ArgumentParser
import Foundation
import GymBoKit

extension GymboCommand {
    struct Profile: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "profile",
            abstract: "Show or change an athlete's profile.",
            subcommands: [Show.self, Set.self, List.self],
            defaultSubcommand: Show.self)

        struct List: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "list", abstract: "All athletes.")
            @OptionGroup var global: GlobalOptions
            @Option(help: "Output format: text or json.") var format: OutputFormat = .text

            func run() throws {
                try GymboCommand.run {
                    let athletes = try global.openStore().athletes()
                    if format == .json { Output.print(try JSONOutput.string(athletes)); return }
                    var table = TextTable(CLIWording(language: global.lang).profileColumns)
                    for a in athletes {
                        table.append([a.name, a.statedGoal?.label(global.lang) ?? "–", a.statedExperience?.label(global.lang) ?? "–",
                                      a.statedWeeklyGoal.map(String.init) ?? "–", a.timezone])
                    }
                    Output.print(table.render())
                }
            }
        }

        struct Show: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "show", abstract: "One athlete's profile.")
            @OptionGroup var global: GlobalOptions
            @Option(help: "The athlete (default: the only one).") var athlete: String?
            @Option(help: "Output format: text or json.") var format: OutputFormat = .text

            func run() throws {
                try GymboCommand.run {
                    let a = try global.openStore().athlete(named: athlete)
                    if format == .json { Output.print(try JSONOutput.string(a)); return }
                    let words = CLIWording(language: global.lang)
                    let rows: [(String, String)] = [
                        (words.name, a.name),
                        (words.birthDate, a.birthDate ?? "–"),
                        (words.bodyweight, a.bodyweight.map { "\($0) kg" } ?? "–"),
                        (words.height, a.height.map { "\($0) cm" } ?? "–"),
                        (words.sex, a.sex ?? "–"),
                        (words.goal, a.statedGoal?.label(global.lang) ?? words.notSet),
                        (words.experience, a.statedExperience?.label(global.lang) ?? words.experienceNotSet),
                        (words.weeklyGoal, a.statedWeeklyGoal.map { words.sessionsPerWeek($0) } ?? words.notSet),
                        (words.unit, a.unit.rawValue),
                        (words.timezone, a.timezone),
                    ]
                    let width = rows.map(\.0.count).max() ?? 0
                    for (key, value) in rows { Output.line(key.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + value) }
                }
            }
        }

        struct Set: ParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "set",
                abstract: "Change profile fields; creates the athlete when --athlete names a new one.")
            @OptionGroup var global: GlobalOptions
            @Option(help: "The athlete (default: the only one; a new name creates the athlete).") var athlete: String?
            @Option(help: "A new name.") var name: String?
            @Option(help: "Birth date, YYYY-MM-DD.") var birthDate: String?
            @Option(help: "Bodyweight in kg.") var bodyweight: Double?
            @Option(help: "Height in cm.") var height: Double?
            @Option(help: "Sex (free text, e.g. female, male, diverse).") var sex: String?
            @Option(help: "Goal: muskelaufbau, kraft, ausdauer, gewichtsreduktion, allgemeineFitness (German or English).") var goal: String?
            @Option(help: "Experience: anfänger, fortgeschritten, profi (or beginner, intermediate, advanced).") var experience: DifficultyLevel?
            @Option(help: "Sessions per week that meet the goal (1–14).") var weeklyGoal: Int?
            @Option(help: "Preferred unit: kg or lb.") var unit: WeightUnit?
            @Option(help: "IANA time zone, e.g. Europe/Berlin.") var timezone: String?

            func validate() throws {
                if let birthDate {
                    guard birthDate.count == 10, Timestamp.parseISO(birthDate) != nil else {
                        throw ValidationError("--birth-date must be a date like 1990-04-23")
                    }
                }
                if let bodyweight, !(20...400).contains(bodyweight) { throw ValidationError("--bodyweight must be between 20 and 400 kg") }
                if let height, !(50...260).contains(height) { throw ValidationError("--height must be between 50 and 260 cm") }
                if let weeklyGoal, !(1...14).contains(weeklyGoal) { throw ValidationError("--weekly-goal must be between 1 and 14") }
                if let goal, FitnessGoal.parse(goal) == nil {
                    throw ValidationError("unknown goal '\(goal)' (expected muskelaufbau, kraft, ausdauer, gewichtsreduktion or allgemeineFitness)")
                }
                if let timezone, TimeZone(identifier: timezone) == nil {
                    throw ValidationError("unknown time zone '\(timezone)' (expected an IANA name such as Europe/Berlin)")
                }
            }

            func run() throws {
                try GymboCommand.run {
                    let store = try global.openOrCreateStore()
                    var a: Athlete
                    if let athlete, (try? store.athlete(named: athlete)) == nil {
                        a = Athlete(id: Athlete.id(forName: athlete), name: athlete)
                    } else {
                        a = try store.athlete(named: athlete)
                    }
                    if let name { a.name = name }
                    if let birthDate { a.birthDate = birthDate }
                    if let bodyweight { a.bodyweight = bodyweight }
                    if let height { a.height = height }
                    if let sex { a.sex = sex }
                    if let goal { a.goal = FitnessGoal.parse(goal) ?? a.goal; a.stated.insert(.goal) }
                    if let experience { a.experience = experience; a.stated.insert(.experience) }
                    if let weeklyGoal { a.weeklyGoal = weeklyGoal; a.stated.insert(.weeklyGoal) }
                    if let unit { a.unit = unit }
                    if let timezone { a.timezone = timezone }
                    try store.saveAthlete(a)
                    Output.line(CLIWording(language: global.lang).profileSaved(a.name))
                }
            }
        }
    }
}
