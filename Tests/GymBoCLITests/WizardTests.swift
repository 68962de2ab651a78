import ArgumentParser
import Foundation
import Testing
@testable import GymBoKit
@testable import gymbo

@Suite("Workout wizard (issue 10)")
struct WizardTests {
    @Test func commandAcceptsEveryLabelVariantAndRejectsOthersWithExit64() throws {
        func parse(_ experience: String, _ goal: String, _ equipment: String, frequency: String = "3", duration: String = "45") throws -> WizardPreferences {
            try GymboCommand.Wizard.parse(["--experience", experience, "--goal", goal, "--frequency", frequency, "--equipment", equipment,
                                           "--duration", duration]).preferences()
        }
        for (experience, goal, equipment) in [("anfänger", "muskelaufbau", "freeWeights"), ("Anfänger", "Muskelaufbau", "Freie Gewichte"),
                                              ("beginner", "hypertrophy", "free weights"), ("  BEGINNER ", "Hypertrophy", "FREEWEIGHTS")] {
            let preferences = try parse(experience, goal, equipment)
            #expect(preferences.experience == .anfänger && preferences.goal == .muskelaufbau && preferences.equipment == .freeWeights)
        }
        #expect(try parse("Profi", "Allgemeine Fitness", "Gemischt").goal == .allgemeineFitness)
        #expect(try parse("advanced", "weight loss", "Kabelzug").equipment == .cable)
        let bad: [([String], String)] = [
            (["expert-ish", "kraft", "mixed"], "--experience: unknown difficulty 'expert-ish' (expected one of: anfänger, fortgeschritten, profi"),
            (["profi", "cardio", "mixed"], "--goal: unknown goal 'cardio' (expected one of: muskelaufbau, kraft, ausdauer, gewichtsreduktion, allgemeineFitness"),
            (["profi", "kraft", "kettlebell"], "--equipment: unknown equipment 'kettlebell' (expected one of: freeWeights, machine, bodyweight, cable, mixed"),
        ]
        for (values, message) in bad {
            do {
                _ = try parse(values[0], values[1], values[2])
                Issue.record("\(values) was accepted")
            } catch {
                #expect(GymboCommand.Wizard.message(for: error).hasPrefix(message))
                #expect(GymboCommand.Wizard.exitCode(for: error) == ExitCode(64))
            }
        }
        for (frequency, duration, message) in [("0", "45", "--frequency must be 1…7"), ("8", "45", "--frequency must be 1…7"),
                                               ("3", "50", "--duration must be one of 30, 45, 60, 90")] {
            do {
                _ = try parse("profi", "kraft", "mixed", frequency: frequency, duration: duration)
                Issue.record("--frequency \(frequency) --duration \(duration) was accepted")
            } catch {
                #expect(GymboCommand.Wizard.message(for: error).hasPrefix(message))
                #expect(GymboCommand.Wizard.exitCode(for: error) == ExitCode(64))
            }
        }
    }
}
