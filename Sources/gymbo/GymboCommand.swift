import ArgumentParser
import Foundation
import GymBoKit
import Logging

@main
struct GymboCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gymbo",
        abstract: "Training data into SQLite, and analytics over it.",
        discussion: "Data goes to stdout, diagnostics to stderr. Exit codes: 0 success, 1 some inputs failed, 2 nothing could be done, 64 usage error.",
        version: "0.1.0",
        subcommands: [Seed.self, Import.self, Export.self, Exercises.self, Similar.self, Records.self, Stats.self, Analyze.self, Tips.self, Report.self, Batch.self, Demo.self, Generate.self, Wizard.self, Profile.self, Sessions.self, DB.self]
    )

    /// Runs a command body, mapping library errors to a stderr line and an exit code.
    static func run(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as ExitCode {
            throw error
        } catch let error as ValidationError {
            throw error
        } catch let error as CleanExit {
            throw error
        } catch {
            Output.error(error.localizedDescription)
            throw ExitCode(2)
        }
    }
}
