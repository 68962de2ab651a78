import Foundation
import GymBoTestSupport
import Testing
@testable import GymBoKit

@Suite("Similarity (SPEC §4.2)")
struct SimilarityTests {
    func exercise(_ n: Int, _ groups: [MuscleGroup], _ equipment: EquipmentType, _ difficulty: DifficultyLevel) -> Exercise {
        Exercise(id: .catalog(n), name: "E\(n)", muscleGroups: groups, equipment: equipment, difficulty: difficulty)
    }

    @Test func identicalProfileScores100() {
        let a = exercise(1, [.chest, .triceps], .freeWeights, .anfänger)
        let b = exercise(2, [.triceps, .chest], .freeWeights, .anfänger)
        #expect(Similarity.score(a, b).value == 100)
    }

    @Test func exerciseComparedWithItselfScoresZero() {
        let a = exercise(1, [.chest], .machine, .profi)
        #expect(Similarity.score(a, a).value == 0)
    }

    @Test func handComputedScores() {
        // Jaccard {chest, shoulders, triceps} vs {chest, triceps} = 2/3 → 40; machine vs free weights → 0;
        // beginner vs intermediate → 0.5 × 15 = 7.5; 47.5 truncated → 47.
        let bench = exercise(3, [.chest, .shoulders, .triceps], .freeWeights, .fortgeschritten)
        let dips = exercise(65, [.chest, .triceps], .machine, .anfänger)
        #expect(Similarity.score(bench, dips).value == 47)
        // mixed equipment → 0.5 × 25 = 12.5; Jaccard 1/3 → 20; difficulty two steps apart → 0. 32.5 → 32.
        let a = exercise(10, [.legs, .glutes], .mixed, .anfänger)
        let b = exercise(11, [.legs, .core], .cable, .profi)
        #expect(Similarity.score(a, b).value == 32)
        // 1/3 Jaccard (20) + same equipment (25) + same level (15) = exactly 60, not 59.
        let c = exercise(12, [.legs, .core], .cable, .profi)
        let d = exercise(13, [.legs, .abs], .cable, .profi)
        #expect(Similarity.score(c, d).value == 60)
        // Nothing shared and different equipment, one level apart: 7.5 → 7.
        let e = exercise(14, [.biceps], .bodyweight, .anfänger)
        let f = exercise(15, [.calves], .machine, .fortgeschritten)
        #expect(Similarity.score(e, f).value == 7)
    }

    @Test func similarRanksFiltersAndNeverReturnsItself() throws {
        let catalog = try CatalogReader(path: GymBoResources_catalogPath()).read().exercises
        let bench = catalog.first { $0.catalogNumber == 3 }!
        let swaps = Similarity.similar(to: bench, in: catalog, top: 5)
        #expect(swaps.count == 5)
        #expect(!swaps.contains { $0.0.id == bench.id })
        #expect(swaps.map(\.1.value) == swaps.map(\.1.value).sorted(by: >))
        let machineOnly = Similarity.similar(to: bench, in: catalog, filter: .init(equipment: .machine, maxDifficulty: .anfänger), top: 50)
        #expect(!machineOnly.isEmpty)
        #expect(machineOnly.allSatisfy { $0.0.equipment == .machine && $0.0.difficulty == .anfänger })
    }
}
