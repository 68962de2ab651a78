import Foundation
import Testing
@testable import GymBoKit

@Suite("Labels (SPEC §2.1)")
struct LabelTests {
    @Test func everyMuscleGroupParsesFromRawGermanAndEnglish() {
        #expect(MuscleGroup.allCases.count == 26)
        for group in MuscleGroup.allCases {
            #expect(MuscleGroup.parse(group.rawValue) == group)
            #expect(MuscleGroup.parse(group.germanLabel) == group)
            #expect(MuscleGroup.parse(group.englishLabel) == group)
            #expect(MuscleGroup.parse("  \(group.germanLabel.uppercased()) ") == group)
        }
    }

    @Test func labelVariants() {
        #expect(MuscleGroup.parse("Unterer Rücken") == .lowerBack)
        #expect(MuscleGroup.parse("lowerback") == .lowerBack)
        #expect(MuscleGroup.parse("Lower back") == .lowerBack)
        #expect(MuscleGroup.parse("GESÄSS") == .glutes)
        #expect(MuscleGroup.parse("Schräge Bauchmuskeln") == .obliques)
        #expect(MuscleGroup.parse("Trapez") == .traps)
        #expect(MuscleGroup.parse("Trapezmuskel") == .trapezius)
        #expect(EquipmentType.parse("Freie Gewichte") == .freeWeights)
        #expect(EquipmentType.parse("freeweights") == .freeWeights)
        #expect(EquipmentType.parse("Kabelzug") == .cable)
        #expect(EquipmentType.parse("Körpergewicht") == .bodyweight)
        #expect(EquipmentType.parse("Gemischt") == .mixed)
        #expect(DifficultyLevel.parse("beginner") == .anfänger)
        #expect(DifficultyLevel.parse("Anfänger") == .anfänger)
        #expect(DifficultyLevel.parse("ANFAENGER") == .anfänger)
        #expect(DifficultyLevel.parse("intermediate") == .fortgeschritten)
        #expect(DifficultyLevel.parse("Profi") == .profi)
        #expect(DifficultyLevel.parse("advanced") == .profi)
        #expect(FitnessGoal.parse("Allgemeine Fitness") == .allgemeineFitness)
        #expect(FitnessGoal.parse("allgemeineFitness") == .allgemeineFitness)
        #expect(FitnessGoal.parse("strength") == .kraft)
        #expect(FitnessGoal.parse("weight loss") == .gewichtsreduktion)
        #expect(FitnessGoal.parse("Hypertrophy") == .muskelaufbau)
        #expect(FitnessGoal.parse("Endurance") == .ausdauer)
    }

    @Test func everyEnumParsesAllItsOwnLabels() {
        for v in EquipmentType.allCases { #expect(EquipmentType.parse(v.germanLabel) == v && EquipmentType.parse(v.englishLabel) == v) }
        for v in DifficultyLevel.allCases { #expect(DifficultyLevel.parse(v.germanLabel) == v && DifficultyLevel.parse(v.englishLabel) == v) }
        for v in FitnessGoal.allCases { #expect(FitnessGoal.parse(v.germanLabel) == v && FitnessGoal.parse(v.englishLabel) == v) }
    }

    @Test func unknownLabelErrorNamesValueColumnAndAcceptedValues() {
        #expect(throws: LabelError.self) { _ = try EquipmentType.parse("Hantelbank", column: "equipmentType") }
        do {
            _ = try EquipmentType.parse("Hantelbank", column: "equipmentType")
        } catch {
            #expect(error.errorDescription == "column 'equipmentType': unknown equipment 'Hantelbank' (expected one of: freeWeights, machine, bodyweight, cable, mixed, cardio; German and English labels are accepted too)")
        }
    }

    @Test func difficultyIsOrdered() {
        #expect(DifficultyLevel.anfänger < .fortgeschritten && DifficultyLevel.fortgeschritten < .profi)
    }
}
