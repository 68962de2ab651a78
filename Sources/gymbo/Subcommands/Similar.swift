import ArgumentParser
import Foundation
import GymBoKit

extension GymboCommand {
    struct Similar: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "similar",
            abstract: "Swaps for an exercise, by the app's similarity score (muscles 60 %, equipment 25 %, difficulty 15 %).")
        @OptionGroup var global: GlobalOptions
        @Argument(help: "A name, alias, catalog number or UUID.")
        var exercise: String
        @Option(help: "How many swaps to list.")
        var top = 5
        @Option(help: ArgumentHelp("Only swaps with this equipment.", valueName: "type"))
        var equipment: EquipmentType?
        @Option(help: ArgumentHelp("Only swaps at or below this difficulty.", valueName: "level"))
        var maxDifficulty: DifficultyLevel?
        @Option(help: "Output format: text or json.")
        var format: OutputFormat = .text
        @Flag(help: "Print on stderr how long loading the catalog and scoring took.")
        var timing = false

        func validate() throws {
            guard top >= 1 else { throw ValidationError("--top must be at least 1") }
        }

        func run() throws {
            try GymboCommand.run {
                let clock = ContinuousClock()
                let loadStart = clock.now
                let matcher = try global.openStore().matcher()
                let base = try Exercises.lookup(exercise, in: matcher, language: global.lang)
                let catalog = matcher.exercises
                let scoreStart = clock.now
                let swaps = GymBoKit.Similarity.similar(
                    to: base, in: catalog, filter: .init(equipment: equipment, maxDifficulty: maxDifficulty), top: top)
                if timing {
                    let score = scoreStart.duration(to: clock.now), load = loadStart.duration(to: scoreStart)
                    Output.error("similar: catalog of \(catalog.count) loaded in \(Output.milliseconds(load)) ms, scored in \(Output.milliseconds(score)) ms")
                }
                switch format {
                case .json:
                    Output.print(try JSONOutput.string(swaps.map { SimilarJSON(exercise: $0.0, score: $0.1, language: global.lang) }))
                case .text, .markdown:
                    let lang = global.lang
                    let words = CLIWording(language: lang)
                    Output.line(words.similarTo(base.name(lang)))
                    var table = TextTable([words.score, words.exercise, words.why],
                                          alignments: [.right, .left, .left])
                    for (candidate, score) in swaps {
                        var reasons: [String] = []
                        if !score.sharedMuscles.isEmpty {
                            reasons.append(score.sharedMuscles.map { $0.label(lang) }.joined(separator: ", "))
                        }
                        if score.equipment == 1 { reasons.append(words.sameEquipment) }
                        else if score.equipment == 0.5 { reasons.append(words.mixedEquipment) }
                        if score.difficulty == 1 { reasons.append(words.sameLevel) }
                        else if score.difficulty == 0.5 { reasons.append(words.oneLevelApart) }
                        table.append([String(score.value), candidate.name(lang), reasons.joined(separator: "; ")])
                    }
                    Output.print(table.render())
                    if swaps.isEmpty { Output.error(words.noMatchingSwap) }
                }
            }
        }
    }
}

/// The JSON of `gymbo similar` (SPEC §6).
struct SimilarJSON: Encodable {
    var id: String
    var name: String
    var score: Int
    var sharedMuscleGroups: [String]
    var equipmentScore: Double
    var difficultyScore: Double

    /// `name` is the name in `language`, as the text output shows it.
    init(exercise: Exercise, score: GymBoKit.Similarity.Score, language: Language) {
        id = exercise.id.lowercased
        name = exercise.name(language)
        self.score = score.value
        sharedMuscleGroups = score.sharedMuscles.map(\.rawValue)
        equipmentScore = score.equipment
        difficultyScore = score.difficulty
    }
}
