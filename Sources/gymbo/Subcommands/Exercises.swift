import ArgumentParser
import Foundation
import GymBoKit

extension ExerciseList.Sort: ExpressibleByArgument {}

extension GymboCommand {
    struct Exercises: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "exercises",
            abstract: "List, search and show catalog exercises; save name aliases.",
            subcommands: [List.self, Search.self, Show.self, Alias.self, SetGroups.self, Remap.self],
            defaultSubcommand: List.self)

        /// Filters shared by `list` and `search`.
        struct Filters: ParsableArguments {
            @Option(help: ArgumentHelp("Only exercises that work this muscle group (any label: chest, Brust…).", valueName: "group"))
            var muscle: MuscleGroup?
            @Flag(help: "With --muscle: only exercises whose primary group it is.")
            var primary = false
            @Option(help: ArgumentHelp("Only this equipment (freeWeights, Maschine, cable…).", valueName: "type"))
            var equipment: EquipmentType?
            @Option(help: ArgumentHelp("Only this difficulty (anfänger, intermediate, Profi…).", valueName: "level"))
            var difficulty: DifficultyLevel?
            @Flag(help: "Only custom exercises created by imports.")
            var custom = false
            @Option(help: "Sort by name, difficulty or last-used.")
            var sort: ExerciseList.Sort = .name
            @Option(help: "Output format: text or json.")
            var format: OutputFormat = .text

            func apply(_ exercises: [Exercise], lastUsed: [UUID: Date]) -> [Exercise] {
                ExerciseList.Filter(muscle: muscle, primary: primary, equipment: equipment, difficulty: difficulty, custom: custom, sort: sort)
                    .apply(exercises, lastUsed: lastUsed)
            }
        }

        static func print(_ exercises: [Exercise], format: OutputFormat, lang: Language) throws {
            switch format {
            case .json:
                Output.print(try JSONOutput.string(exercises.map { ExerciseJSON($0, language: lang) }))
            case .text, .markdown:
                Output.print(ExerciseList.table(exercises, language: lang))
                Output.error(ExerciseList.countLine(exercises.count, language: lang))
            }
        }

        struct List: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "list", abstract: "List exercises, filtered and sorted.")
            @OptionGroup var global: GlobalOptions
            @OptionGroup var filters: Filters

            func run() throws {
                try GymboCommand.run {
                    let store = try global.openStore()
                    var all = try store.exercises()
                    // The store orders by the catalog's name; English readers get their names in order.
                    if global.lang == .en {
                        all = all.map { (TextNormalizer.matchKey($0.name(.en)), $0) }.sorted { ($0.0, $0.1.id.uuidString) < ($1.0, $1.1.id.uuidString) }.map(\.1)
                    }
                    let lastUsed = filters.sort == .lastUsed ? try store.lastUsedDates(athleteId: nil) : [:]
                    try Exercises.print(filters.apply(all, lastUsed: lastUsed), format: filters.format, lang: global.lang)
                }
            }
        }

        struct Search: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "search", abstract: "Find exercises by words of their name, aliases or description.")
            @OptionGroup var global: GlobalOptions
            @Argument(help: "Words to look for (case, accents and punctuation do not matter).")
            var words: [String]
            @OptionGroup var filters: Filters

            func run() throws {
                try GymboCommand.run {
                    let store = try global.openStore()
                    let hits = try store.matcher().search(words.joined(separator: " "))
                    let lastUsed = filters.sort == .lastUsed ? try store.lastUsedDates(athleteId: nil) : [:]
                    let shown = filters.apply(hits, lastUsed: lastUsed)
                    try Exercises.print(shown, format: filters.format, lang: global.lang)
                    if shown.isEmpty { throw ExitCode(1) }
                }
            }
        }

        struct Show: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "show", abstract: "Everything about one exercise.")
            @OptionGroup var global: GlobalOptions
            @Argument(help: "A name, alias, catalog number or UUID.")
            var exercise: String
            @Option(help: "Output format: text or json.")
            var format: OutputFormat = .text

            func run() throws {
                try GymboCommand.run {
                    let store = try global.openStore()
                    let matcher = try store.matcher()
                    let found = try Exercises.lookup(exercise, in: matcher, language: global.lang)
                    if format == .json {
                        Output.print(try JSONOutput.string(ExerciseJSON(found, language: global.lang)))
                        return
                    }
                    let words = CLIWording(language: global.lang)
                    let shown = found.name(global.lang)
                    var lines = ["\(shown)", String(repeating: "=", count: shown.count)]
                    lines.append("id: \(found.id.lowercased)\(found.catalogNumber.map { " (#\($0))" } ?? "")\(found.isCustom ? words.customMark : "")")
                    lines.append("\(words.muscleGroups): \(found.muscleGroups.map { $0.label(global.lang) }.joined(separator: ", "))")
                    lines.append("\(words.equipment): \(found.equipment.label(global.lang))")
                    lines.append("\(words.level): \(found.difficulty.label(global.lang))")
                    if !found.description.isEmpty { lines += ["", found.description] }
                    if !found.instructions.isEmpty {
                        lines.append("")
                        for (i, step) in found.instructions.enumerated() { lines.append("\(i + 1). \(step)") }
                    }
                    // In English the catalog's German name comes first among the names it is also known by.
                    var aliases = try store.aliases().filter { $0.exerciseId == found.id && $0.alias != shown && $0.alias != found.name }.map { $0.alias }.sorted()
                    if shown != found.name { aliases.insert(found.name, at: 0) }
                    if !aliases.isEmpty { lines += ["", "\(words.alsoKnownAs): \(aliases.joined(separator: "; "))"] }
                    Output.line(lines.joined(separator: "\n"))
                }
            }
        }

        struct Alias: ParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "alias",
                abstract: "Save a name mapping used by later imports (e.g. \"Bench Press (Barbell)\" → Bankdrücken).")
            @OptionGroup var global: GlobalOptions
            @Argument(help: "The name as other apps write it.")
            var from: String
            @Argument(help: "The catalog exercise: name, alias, number or UUID.")
            var to: String
            @Flag(help: "Also move the history of the custom exercise an earlier import created for this name onto the target.")
            var relink = false

            func run() throws {
                try GymboCommand.run {
                    let store = try global.openStore()
                    let target = try Exercises.lookup(to, in: try store.matcher(), language: global.lang)
                    try store.saveAlias(from, exerciseId: target.id)
                    Output.line("alias saved: \"\(from)\" → \(target.name(global.lang)) (\(target.id.lowercased))")
                    if relink {
                        let moved = try store.relinkCustomExercise(named: from, to: target.id)
                        Output.line("relinked: \(moved) session entries moved from the custom exercise \"\(from)\" to \(target.name(global.lang))")
                    }
                }
            }
        }

        struct SetGroups: ParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "set-groups",
                abstract: "Set the muscle groups of a custom exercise (the first is the primary), correcting an import's guess.")
            @OptionGroup var global: GlobalOptions
            @Argument(help: "The custom exercise: its name or UUID.")
            var name: String
            @Argument(help: "Muscle groups, primary first (raw values, German or English labels).")
            var groups: [String]

            func validate() throws {
                if groups.isEmpty { throw ValidationError("name at least one muscle group") }
                for group in groups where MuscleGroup.parse(group) == nil {
                    throw ValidationError("unknown muscle group '\(group)' (expected one of: \(MuscleGroup.allCases.map(\.rawValue).joined(separator: ", ")))")
                }
            }

            func run() throws {
                try GymboCommand.run {
                    let store = try global.openStore()
                    let exercise = try Exercises.lookup(name, in: try store.matcher())
                    let parsed = groups.compactMap(MuscleGroup.parse)
                    try store.setMuscleGroups(parsed, of: exercise)
                    Output.line("\(exercise.name): \(parsed.map { $0.label(global.lang) }.joined(separator: ", "))")
                }
            }
        }

        struct Remap: ParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "remap",
                abstract: "Apply today's exercise mapping to sessions imported earlier from other apps (records follow).")
            @OptionGroup var global: GlobalOptions
            @Flag(help: "List the moves without making them.") var dryRun = false

            func run() throws {
                try GymboCommand.run {
                    let remapper = ExerciseRemapper(store: try global.openStore())
                    let (planned, unchecked) = try remapper.plan()
                    let changes = dryRun ? planned : try remapper.apply()
                    let words = CLIWording(language: global.lang)
                    for c in changes {
                        let made = c.newCustomExercise ? words.newCustomExerciseMark : ""
                        Output.line("\(c.name): \(c.from(global.lang)) → \(c.to(global.lang))\(made), \(words.entries(c.entries))")
                    }
                    Output.error(words.mappingsMoved(changes.count, dryRun: dryRun))
                    if unchecked > 0 {
                        Output.error(words.uncheckedEntries(unchecked))
                    }
                }
            }
        }

        /// Resolves what the user typed (a name in either language, an alias, a number or a UUID) or fails
        /// with suggestions named in `language`.
        static func lookup(_ query: String, in matcher: ExerciseMatcher, language: Language = .de) throws -> Exercise {
            if let found = matcher.find(query) { return found }
            let suggestions = matcher.search(query).prefix(5).map { $0.name(language) }
            let hint = suggestions.isEmpty ? "try `gymbo exercises search WORD`" : "did you mean: \(suggestions.joined(separator: ", "))?"
            throw StoreError.notFound(kind: "exercise", value: query, hint: hint)
        }
    }
}
