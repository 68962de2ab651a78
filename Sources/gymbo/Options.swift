import ArgumentParser
import Foundation
import GymBoKit
import Logging

/// Options every subcommand takes (SPEC §6).
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The database: a SQLite file, or postgres://user@host:port/dbname (env GYMBO_DB; default gymbo.sqlite in the working directory).", valueName: "path|url"))
    var db: String?

    @Option(name: .long, help: "Language of text output: de or en.")
    var lang: Language = .de

    @Option(name: .long, help: ArgumentHelp("The instant analyses are computed as of (2026-11-16 or 2026-11-16T06:00:00Z; default now).", valueName: "date"))
    var asOf: String?

    @Option(name: .long, help: "Log level on stderr: trace, debug, info, notice, warning, error, critical.")
    var logLevel: String = "warning"

    var databasePath: String {
        db ?? ProcessInfo.processInfo.environment["GYMBO_DB"].flatMap { $0.isEmpty ? nil : $0 } ?? "gymbo.sqlite"
    }

    /// Opens the database for a command that works on what is there: the file must exist, so a mistyped
    /// `--db` is an error and not an empty database that reports "0 exercises". A file without write
    /// permission is opened read-only, so the read commands still work on it.
    func openStore() throws -> any TrainingStore {
        if PostgresLocation.isURL(databasePath) { return try openTrainingStore(databasePath) }
        guard FileManager.default.fileExists(atPath: databasePath) else {
            throw StoreError.notADatabase(path: databasePath, reason: "no such file; create one with `gymbo seed` or `gymbo import`")
        }
        let mode = (try? FileManager.default.attributesOfItem(atPath: databasePath)[.posixPermissions] as? Int) ?? 0o644
        return try openTrainingStore(databasePath, readOnly: mode & 0o222 == 0)
    }

    /// Opens the database, creating it when missing: only `seed`, `import`, `batch`, `demo` and
    /// `profile set` may do that.
    func openOrCreateStore() throws -> any TrainingStore {
        try openTrainingStore(databasePath)
    }

    /// `--as-of`, one meaning for every command (`AsOf`): a date is that day's start in the athlete's zone.
    func asOfValue() throws -> AsOf {
        do { return try AsOf(asOf) } catch let error as AsOf.ParseError { throw ValidationError(error.errorDescription ?? "") }
    }

    /// `--as-of` for one athlete's calendar, or now.
    func asOf(in calendar: TrainingCalendar) throws -> Date {
        try asOfValue().date(in: calendar)
    }

    func makeLogger() -> Logger {
        var logger = Logger(label: "gymbo")
        logger.logLevel = Logger.Level(rawValue: logLevel.lowercased()) ?? .warning
        return logger
    }

    mutating func validate() throws {
        guard Logger.Level(rawValue: logLevel.lowercased()) != nil else {
            throw ValidationError("--log-level must be one of trace, debug, info, notice, warning, error, critical")
        }
    }
}

extension Language: ExpressibleByArgument {}

/// `--format` for commands whose output is data.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, markdown
}

extension DifficultyLevel: ExpressibleByArgument {
    public init?(argument: String) { self.init(label: argument) }
}

extension EquipmentType: ExpressibleByArgument {
    public init?(argument: String) { self.init(label: argument) }
}

extension MuscleGroup: ExpressibleByArgument {
    public init?(argument: String) { self.init(label: argument) }
}

extension LabeledValue {
    init?(label: String) {
        guard let value = Self.parse(label) else { return nil }
        self = value
    }
}

/// Writing to stdout and stderr.
enum Output {
    /// A duration in milliseconds with three decimals, for `--timing` lines.
    static func milliseconds(_ d: Duration) -> String {
        NumberText.format(Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15, .en, decimals: 3)
    }

    static func print(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func line(_ text: String) { print(text + "\n") }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    static func diagnostics(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics { error(diagnostic.description) }
    }

    /// A one-line progress message on stderr, only when stderr is a terminal; `nil` clears it.
    static func progress(_ text: String?) {
        guard stderrIsTerminal else { return }
        let line = text.map { "\r\u{1B}[K" + $0.prefix(100) } ?? "\r\u{1B}[K"
        FileHandle.standardError.write(Data(line.utf8))
    }

    static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
    static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }
}
