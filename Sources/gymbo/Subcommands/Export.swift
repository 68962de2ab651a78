import ArgumentParser
import Foundation
import GymBoKit

extension GymboCommand {
    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: "Export a workout or a session as .gymtracker, or an athlete as an app backup.",
            subcommands: [Template.self, Session.self, Backup.self])

        /// Writes to `--out` atomically, or to stdout.
        static func emit(_ data: Data, out: String?) throws {
            if let out {
                try AtomicFile.write(data, to: out)
                Output.error("wrote \(out)")
            } else {
                FileHandle.standardOutput.write(data)
            }
        }

        struct Template: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "template", abstract: "A workout template as a .gymtracker file (the app's format).")
            @OptionGroup var global: GlobalOptions
            @Argument(help: "The workout's name or id.") var workout: String
            @Option(help: "The file to write (default: stdout).") var out: String?

            func run() throws {
                try GymboCommand.run {
                    let exporter = Exporter(store: try global.openStore())
                    try Export.emit(try exporter.gymtracker(template: try exporter.template(workout)), out: out)
                }
            }
        }

        struct Session: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "session", abstract: "A performed session as a .gymtracker session file.")
            @OptionGroup var global: GlobalOptions
            @Argument(help: "The session's id.") var id: String
            @Option(help: "The file to write (default: stdout).") var out: String?

            func run() throws {
                try GymboCommand.run {
                    guard let uuid = UUID(uuidString: id) else { throw ValidationError("'\(id)' is not a session id (a UUID)") }
                    try Export.emit(try Exporter(store: try global.openStore()).gymtracker(sessionId: uuid), out: out)
                }
            }
        }

        struct Backup: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "backup", abstract: "Everything of one athlete as an app backup JSON.")
            @OptionGroup var global: GlobalOptions
            @Option(help: "The athlete (default: the only one).") var athlete: String?
            @Option(help: "The file to write (default: stdout).") var out: String?

            func run() throws {
                try GymboCommand.run {
                    let store = try global.openStore()
                    let who = try store.athlete(named: athlete)
                    let createdAt = try global.asOfValue().date()
                    try Export.emit(try Exporter(store: store).backup(athlete: who, createdAt: createdAt), out: out)
                }
            }
        }
    }
}
