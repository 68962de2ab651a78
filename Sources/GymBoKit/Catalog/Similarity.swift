import Foundation

/// The app's exercise similarity, exactly (SPEC §4.2).
package enum Similarity {
    /// The score and the parts it is made of.
    package struct Score: Sendable, Equatable {
        package var value: Int
        package var sharedMuscles: [MuscleGroup]
        package var jaccard: Double
        package var equipment: Double
        package var difficulty: Double
    }

    /// 100 × (0.60 × Jaccard(muscles) + 0.25 × equipment + 0.15 × difficulty), truncated; 0 for an
    /// exercise compared with itself.
    package static func score(_ a: Exercise, _ b: Exercise) -> Score {
        guard a.id != b.id else { return Score(value: 0, sharedMuscles: [], jaccard: 0, equipment: 0, difficulty: 0) }
        let setA = Set(a.muscleGroups), setB = Set(b.muscleGroups)
        let union = setA.union(setB)
        let shared = a.muscleGroups.filter(setB.contains)
        let jaccard = union.isEmpty ? 0 : Double(shared.count) / Double(union.count)
        let equipment: Double =
            a.equipment == b.equipment ? 1 : (a.equipment == .mixed || b.equipment == .mixed) ? 0.5 : 0
        let gap = abs(a.difficulty.step - b.difficulty.step)
        let difficulty: Double = gap == 0 ? 1 : gap == 1 ? 0.5 : 0
        // Weights as percentages, and a tiny epsilon before truncating: the score is the mathematical
        // value truncated, so 60 × 1/3 + 25 + 15 gives 60, not 59 from a float a hair below 60.
        let raw = 60.0 * jaccard + 25.0 * equipment + 15.0 * difficulty
        let value = Int((raw + 1e-9).rounded(.down))
        return Score(value: value, sharedMuscles: shared, jaccard: jaccard, equipment: equipment, difficulty: difficulty)
    }

    /// Filters for `similar`.
    package struct Filter: Sendable {
        package var equipment: EquipmentType?
        package var maxDifficulty: DifficultyLevel?
        package init(equipment: EquipmentType? = nil, maxDifficulty: DifficultyLevel? = nil) {
            self.equipment = equipment
            self.maxDifficulty = maxDifficulty
        }
    }

    /// The best swaps for `exercise`, best first (ties by name), never the exercise itself.
    package static func similar(to exercise: Exercise, in catalog: [Exercise], filter: Filter = Filter(), top: Int = 5) -> [(Exercise, Score)] {
        var scored: [(exercise: Exercise, score: Score, key: String)] = []
        scored.reserveCapacity(catalog.count)
        for candidate in catalog where candidate.id != exercise.id {
            if let equipment = filter.equipment, candidate.equipment != equipment { continue }
            if let max = filter.maxDifficulty, candidate.difficulty > max { continue }
            let s = score(exercise, candidate)
            if s.value > 0 { scored.append((candidate, s, "")) }
        }
        // Ties sort by name; the keys are computed once, only for the candidates that tie for a place.
        let cut = scored.map(\.score.value).sorted(by: >).dropFirst(max(0, top - 1)).first ?? 0
        for i in scored.indices where scored[i].score.value >= cut {
            scored[i].key = TextNormalizer.matchKey(scored[i].exercise.name) + "|" + scored[i].exercise.id.uuidString
        }
        scored.sort { lhs, rhs in
            if lhs.score.value != rhs.score.value { return lhs.score.value > rhs.score.value }
            return lhs.key < rhs.key
        }
        return scored.prefix(max(0, top)).map { ($0.exercise, $0.score) }
    }
}
