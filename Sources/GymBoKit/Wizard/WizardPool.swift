import Foundation

/// The exercises a plan may use, with what selection asks about them computed once per plan.
///
/// The wizard asks the same questions many times per workout (family, compound, equipment,
/// variant); answering them once keeps the 2100-plan test grid fast.
struct WizardPool {
    struct Entry {
        var exercise: Exercise
        var compound: Bool
        /// True when the exercise uses the chosen equipment rather than supplementing it.
        var preferred: Bool
        /// One bit per muscle group it lists.
        var mask: UInt32
        /// The words of its name that name the movement (`beinpresse`, `rudern`), not the equipment or
        /// a modifier (`kurzhantel`, `sitzend`).
        var movementWords: Set<String>
    }

    /// Allowed exercises in catalog order.
    let entries: [Entry]
    /// Indices into `entries` by the family of the primary group, in catalog order.
    let byFamily: [MuscleFamily: [Int]]
    /// Variant answers, memoised: 0 unknown, 1 no, 2 yes; row-major `entries.count` squared.
    private var variants: [UInt8]

    /// Two exercises this similar (SPEC §4.2 score) count as the same movement twice: flat and
    /// neutral-grip dumbbell presses score 80.
    static let variantScore = 80

    /// Name words that say how or with what a movement is done, not which movement it is.
    static let modifierWords: Set<String> = [
        "maschine", "kurzhantel", "langhantel", "kettlebell", "kabelzug", "kabel", "multipresse", "sitzend", "stehend",
        "liegend", "enger", "breiter", "stand", "reverse", "uberkopf", "goblet", "neutralgriff", "gewicht", "ohne",
        "hangendes", "hangende", "erhohten", "body", "hold", "einarmiges", "einarmige", "einbeiniges", "trizeps",
    ]

    init(catalog: [Exercise], preferences: WizardPreferences) {
        let groupIndex = Dictionary(uniqueKeysWithValues: MuscleGroup.allCases.enumerated().map { ($1, UInt32($0)) })
        entries = catalog.filter(preferences.allows).map { exercise in
            Entry(exercise: exercise, compound: MovementTraits.isCompound(exercise), preferred: preferences.prefersEquipment(exercise),
                  mask: exercise.muscleGroups.reduce(0) { $0 | 1 << groupIndex[$1]! },
                  movementWords: Set(TextNormalizer.matchKey(exercise.name).split(separator: " ").map(String.init)
                      .filter { $0.count >= 4 && !Self.modifierWords.contains($0) }))
        }
        var byFamily: [MuscleFamily: [Int]] = [:]
        for (index, entry) in entries.enumerated() {
            if let family = entry.exercise.primaryMuscle.map(MuscleFamily.init) { byFamily[family, default: []].append(index) }
        }
        self.byFamily = byFamily
        variants = Array(repeating: 0, count: entries.count * entries.count)
    }

    /// True when two exercises are variants of one movement: their names share a movement word
    /// (three leg presses are one too many for a workout, whatever their muscle lists say), or they
    /// score at least `variantScore`. Exercises that share no muscle group score at most 40, so only
    /// those whose masks meet are scored.
    mutating func areVariants(_ a: Int, _ b: Int) -> Bool {
        let key = a * entries.count + b
        if variants[key] == 0 {
            let variant = !entries[a].movementWords.isDisjoint(with: entries[b].movementWords)
                || (entries[a].mask & entries[b].mask != 0
                    && Similarity.score(entries[a].exercise, entries[b].exercise).value >= Self.variantScore)
            variants[key] = variant ? 2 : 1
            variants[b * entries.count + a] = variant ? 2 : 1
        }
        return variants[key] == 2
    }
}
