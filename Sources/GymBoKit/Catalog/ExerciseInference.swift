import Foundation

/// Muscle groups and equipment for a custom exercise, from what its name and the file say (SPEC §3.5), so
/// no set is left out of balance and volume for want of a muscle group.
///
/// In order: the file's category (FitNotes); the same movement in the catalog with another implement
/// (`Deadlift (Dumbbell)` takes `Kreuzheben`'s groups); the movement words of the name (curl, row, press,
/// fly, raise, pulldown, squat, lunge, deadlift, calf, crunch… in English and German); the catalog
/// exercise whose name shares the most words. The equipment comes from the qualifier or the name's words,
/// else from the exercise the groups came from.
package struct ExerciseInference: Sendable, Equatable, Codable {
    package enum Source: String, Sendable, Codable {
        case category, sameMovement, nameWords, similarName, none
    }

    package var muscleGroups: [MuscleGroup]
    package var equipment: EquipmentType
    package var source: Source
    /// The catalog exercise the groups came from, for `sameMovement` and `similarName`.
    package var basedOn: String?
    /// Its English name, when the catalog has one.
    package var basedOnEN: String?

    package static func infer(name: String, category: String?, matcher: ExerciseMatcher) -> ExerciseInference {
        let qualifier = ExerciseQualifier(name: name)
        let base = qualifier?.base ?? name
        var equipment = qualifier?.equipment ?? Self.equipment(inWords: name)
        func result(_ groups: [MuscleGroup], _ source: Source, _ from: Exercise? = nil) -> ExerciseInference {
            if equipment == nil, let from { equipment = from.equipment }
            if equipment == nil, groups == [.cardio] { equipment = .cardio }
            return ExerciseInference(muscleGroups: groups, equipment: equipment ?? .mixed, source: source, basedOn: from?.name,
                                     basedOnEN: from?.englishName)
        }
        let fromCategory = Self.muscleGroups(fromCategory: category)
        if !fromCategory.isEmpty {
            // The category is coarse ("Legs" for a leg curl): the name's movement refines it when they agree.
            let words = Self.muscleGroups(inWords: name)
            return result(words.first.map { fromCategory.contains($0) || Self.sameRegion($0, fromCategory[0]) } == true ? words : fromCategory, .category)
        }
        if qualifier != nil, let same = matcher.resolve(name: base)?.exercise, !same.muscleGroups.isEmpty {
            return result(same.muscleGroups, .sameMovement, same)
        }
        let words = Self.muscleGroups(inWords: name)
        if !words.isEmpty { return result(words, .nameWords) }
        if let similar = Self.mostSimilar(base, in: matcher.exercises) { return result(similar.muscleGroups, .similarName, similar) }
        return result([], .none)
    }

    /// Muscle groups from another app's category (`Shoulders`, `Brust`, `Legs`…); empty when unknown.
    package static func muscleGroups(fromCategory category: String?) -> [MuscleGroup] {
        guard let category, !category.isEmpty else { return [] }
        if let group = MuscleGroup.parse(category) { return [group] }
        switch TextNormalizer.foldCase(category) {
        case "arms": return [.arms]
        case "core", "abdominals", "abs": return [.abs]
        case "fullbody", "olympic": return [.fullBody]
        default: return []
        }
    }

    static func sameRegion(_ a: MuscleGroup, _ b: MuscleGroup) -> Bool {
        let regions: [Set<MuscleGroup>] = [
            [.legs, .glutes, .hamstrings, .calves, .adductors, .hips], [.back, .lats, .upperBack, .traps, .trapezius, .lowerBack],
            [.biceps, .triceps, .forearms, .arms], [.abs, .core, .obliques, .hipFlexors],
        ]
        return regions.contains { $0.contains(a) && $0.contains(b) }
    }

    /// Movement words, most specific first: the first phrase found decides.
    static let movements: [(words: [String], groups: [MuscleGroup])] = [
        (["face pull", "reverse fly", "reverse flye", "rear delt", "reverse pec", "reverse butterfly"], [.shoulders, .upperBack]),
        (["hip thrust", "glute bridge", "hip bridge", "beckenheben", "huftheben", "glute kickback"], [.glutes, .hamstrings]),
        (["romanian", "rdl", "stiff leg", "good morning", "rumanisch"], [.hamstrings, .glutes, .lowerBack]),
        (["leg curl", "hamstring curl", "nordic", "beinbeuger"], [.hamstrings]),
        (["leg extension", "beinstrecker", "sissy"], [.legs]),
        (["calf", "waden"], [.calves]),
        (["deadlift", "kreuzheben", "rack pull"], [.back, .legs, .glutes]),
        (["lunge", "split squat", "step up", "ausfallschritt"], [.legs, .glutes]),
        (["squat", "kniebeug", "leg press", "beinpresse", "hack"], [.legs, .glutes]),
        (["run", "treadmill", "cycling", "bike", "elliptical", "stair", "rowing machine", "rower", "jump rope", "walk", "laufband", "ergometer"], [.cardio]),
        (["adduct"], [.adductors]),
        (["abduct"], [.hips, .glutes]),
        (["back extension", "hyperextension", "superman", "ruckenstreck"], [.lowerBack, .glutes]),
        (["shrug"], [.traps]),
        (["pulldown", "pull down", "pull up", "pullup", "chin up", "chinup", "latzug", "klimmzug", "lat pull"], [.lats, .back, .biceps]),
        (["pullover", "uberzug"], [.lats, .chest]),
        (["row", "rudern"], [.back, .lats, .biceps]),
        (["wrist"], [.forearms]),
        (["curl"], [.biceps, .forearms]),
        (["pushdown", "push down", "tricep", "trizeps", "skull", "kickback", "french press", "stirndruck"], [.triceps]),
        (["dip"], [.triceps, .chest, .shoulders]),
        (["lateral raise", "side raise", "seitheben", "front raise", "frontheben", "y raise"], [.shoulders]),
        (["overhead press", "shoulder press", "military", "arnold", "schulterdruck", "push press", "landmine press"], [.shoulders, .triceps]),
        (["fly", "flye", "crossover", "pec deck", "butterfly", "fliegende"], [.chest]),
        (["bench", "incline", "decline", "chest press", "push up", "pushup", "press up", "bankdruck", "liegestutz", "floor press"], [.chest, .shoulders, .triceps]),
        (["russian twist", "woodchop", "oblique", "side bend", "holzhack"], [.abs, .obliques]),
        (["crunch", "sit up", "situp", "leg raise", "knee raise", "toes to bar", "ab wheel", "rollout"], [.abs]),
        (["plank", "hollow", "dead bug", "pallof", "bird dog", "unterarmstutz"], [.core]),
        (["farmer", "carry", "suitcase"], [.grip, .fullBody]),
        (["swing"], [.glutes, .hamstrings, .lowerBack]),
        (["clean", "snatch", "thruster", "burpee", "turkish"], [.fullBody]),
        (["press"], [.shoulders, .triceps]),
    ]

    /// Muscle groups from the name's movement words; empty when none is known.
    package static func muscleGroups(inWords name: String) -> [MuscleGroup] {
        let key = " " + TextNormalizer.matchKey(name) + " "
        for movement in movements where movement.words.contains(where: { key.contains(" " + $0) }) { return movement.groups }
        return []
    }

    /// Equipment from the name's words (`Dumbbell Curl`, `Cable Crunch`); nil when it does not say.
    static func equipment(inWords name: String) -> EquipmentType? {
        let key = " " + TextNormalizer.matchKey(name) + " "
        switch ExerciseQualifier.kind(in: key) {
        case .barbell?, .dumbbell?, .kettlebell?, .perSide?: return .freeWeights
        case .cable?: return .cable
        case .machine?: return .machine
        case .bodyweight?, .assisted?, .band?, .weighted?: return .bodyweight
        // Pushdowns and rope attachments are done on a cable stack (`Triceps Rope Pushdown`).
        case nil: return [" pushdown", " rope "].contains(where: key.contains) ? .cable : nil
        }
    }

    /// The catalog exercise whose name shares the most words with `name` (at least half of them).
    static func mostSimilar(_ name: String, in exercises: [Exercise]) -> Exercise? {
        let words = Set(TextNormalizer.matchKey(name).split(separator: " ").filter { $0.count > 2 })
        guard !words.isEmpty else { return nil }
        var best: (score: Double, exercise: Exercise)?
        for exercise in exercises where !exercise.isCustom && !exercise.muscleGroups.isEmpty {
            let other = Set(TextNormalizer.matchKey(exercise.name).split(separator: " ").filter { $0.count > 2 })
            let shared = Double(words.intersection(other).count)
            guard shared > 0 else { continue }
            let score = shared / Double(words.union(other).count)
            if score >= 0.5, best.map({ score > $0.score || (score == $0.score && exercise.id.uuidString < $0.exercise.id.uuidString) }) ?? true {
                best = (score, exercise)
            }
        }
        return best?.exercise
    }
}
