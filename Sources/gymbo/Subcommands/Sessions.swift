import ArgumentParser
import Foundation
import GymBoKit

extension GymboCommand {
    struct Sessions: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "sessions",
            abstract: "List stored sessions, show one, and decide about sessions a coach would question (logged twice, a unit mix-up).",
            discussion: """
                A session logged twice on one day, or with a load that jumps by the kg/lb factor, is flagged and left out of \
                records, statistics, tips and reports until you decide: `drop` leaves it out (it stays stored), `keep` counts \
                it even though it is flagged, or takes a drop back. Ids may be shortened to any unique start of at least 4 characters.
                """,
            subcommands: [List.self, Show.self, Drop.self, Keep.self],
            defaultSubcommand: List.self)

        struct List: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "list", abstract: "Sessions with date, source, name, sets and flags.")
            @OptionGroup var global: GlobalOptions
            @Option(help: "The athlete (default: every athlete).") var athlete: String?
            @Flag(help: "Only flagged sessions and those decided about.") var flagged = false
            @Option(help: "Output format: text or json.") var format: OutputFormat = .text

            func run() throws {
                try GymboCommand.run {
                    let store = try global.openStore()
                    let athletes = try athlete.map { [try store.athlete(named: $0)] } ?? store.athletes()
                    let list = SessionList(language: global.lang)
                    let exercises = try store.exercisesById()
                    let rows = try athletes.flatMap { try list.listings(store: store, athlete: $0, flagged: flagged, exercises: exercises) }
                    if format == .json { Output.print(try JSONOutput.string(rows)); return }
                    Output.print(list.text(rows, showAthlete: athletes.count > 1))
                }
            }
        }

        struct Show: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "show", abstract: "One session set by set, with its flags.")
            @OptionGroup var global: GlobalOptions
            @Argument(help: "The session's id (or a unique start of it).") var id: String
            @Option(help: "Output format: text or json.") var format: OutputFormat = .text

            func run() throws {
                try GymboCommand.run {
                    let store = try global.openStore()
                    let (session, athlete) = try store.session(matching: id)
                    let list = SessionList(language: global.lang)
                    let exercises = try store.exercisesById()
                    guard let listing = try list.listings(store: store, athlete: athlete, exercises: exercises).first(where: { $0.id == session.id.lowercased }) else {
                        throw StoreError.notFound(kind: "session with id", value: id, hint: "")
                    }
                    if format == .json {
                        struct Shown: Encodable { var session: SessionListing; var exercises: [Session.Exercise] }
                        Output.print(try JSONOutput.string(Shown(session: listing, exercises: session.exercises)))
                        return
                    }
                    Output.print(list.show(session, athlete: athlete, listing: listing, exercises: exercises))
                }
            }
        }

        /// What `drop` and `keep` take.
        struct DecisionOptions: ParsableArguments {
            @OptionGroup var global: GlobalOptions
            @Argument(help: "The session's id (or a unique start of it).") var id: String
            @Option(help: "Output format: text or json.") var format: OutputFormat = .text
        }

        struct Drop: ParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "drop",
                abstract: "Leave a session out of records, statistics, tips and reports (it stays stored; `keep` takes it back).")
            @OptionGroup var options: DecisionOptions

            func run() throws { try Sessions.decide(.dropped, options) }
        }

        struct Keep: ParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "keep",
                abstract: "Count a session although it is flagged (a real second session of the day), or take back a drop.")
            @OptionGroup var options: DecisionOptions

            func run() throws { try Sessions.decide(.kept, options) }
        }

        static func decide(_ decision: SessionDecision, _ options: DecisionOptions) throws {
            let (global, id, format) = (options.global, options.id, options.format)
            try GymboCommand.run {
                let store = try global.openStore()
                let (session, athlete) = try store.session(matching: id)
                let changed = try store.decide(sessionId: session.id, decision)
                if format == .json {
                    struct Decided: Encodable { var id: String; var decision: SessionDecision; var recordRowsChanged: Int }
                    Output.print(try JSONOutput.string(Decided(id: session.id.lowercased, decision: decision, recordRowsChanged: changed)))
                    return
                }
                Output.print(SessionList(language: global.lang).decided(decision, session, athlete: athlete, changedRows: changed))
            }
        }
    }
}
