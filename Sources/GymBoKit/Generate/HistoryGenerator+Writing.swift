import Foundation

/// The file formats `gymbo generate` writes.
public enum GenerateFormat: String, Sendable, CaseIterable {
    /// One app backup per athlete: `athlete-001.json`.
    case backup
    /// One Strong export (variant C) per athlete: `athlete-001.csv`.
    case strong
    /// One Hevy `workout_data.csv` per athlete: `athlete-001.csv`.
    case hevy
    /// One Fitbod `WorkoutExport.csv` per athlete: `athlete-001.csv`.
    case fitbod
    /// One StrongLifts export (current layout) per athlete: `athlete-001.csv`.
    case stronglifts
    /// One Lyfta export per athlete: `athlete-001.csv`.
    case lyfta
    /// One Liftosaur export per athlete: `athlete-001.csv`.
    case liftosaur
    /// One JEFIT export (its tables in one file) per athlete: `athlete-001.csv`.
    case jefit
    /// One folder per athlete with a `.gymtracker` session file per session: `athlete-001/2025-09-15-1.gymtracker`.
    case gymtracker
}

/// What a `gymbo generate` run wrote.
public struct GenerateSummary: Sendable, Equatable, Codable {
    /// Athletes generated.
    public var athletes = 0
    /// Sessions written.
    public var sessions = 0
    /// Sets written.
    public var sets = 0
    /// Files written.
    public var files = 0
    /// Bytes written.
    public var bytes = 0

    /// Nothing written yet.
    public init() {}
}

extension HistoryGenerator {
    /// Generates every athlete and writes their files into `directory` (created if needed), one athlete at
    /// a time, so memory holds one history whatever the number of athletes. Files of the same names are
    /// replaced; other files in the directory are left alone. `progress` gets the number of athletes done.
    public func write(_ format: GenerateFormat, to directory: String, progress: ((Int) -> Void)? = nil) throws -> GenerateSummary {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw GenerateError.cannotWrite(path: directory, reason: error.localizedDescription)
        }
        let base = URL(fileURLWithPath: directory)
        var summary = GenerateSummary()
        for index in 0..<options.athletes {
            let history = history(ofAthlete: index)
            let name = history.athlete.name
            summary.athletes += 1
            summary.sessions += history.sessions.count
            summary.sets += Self.heldSets(history, format)
            let csv = base.appendingPathComponent(name + ".csv").path
            switch format {
            case .strong, .hevy, .fitbod, .stronglifts, .lyfta, .liftosaur, .jefit:
                summary.bytes += try Self.writeExport(history, format, to: csv)
                summary.files += 1
            case .backup:
                let data = try BackupFormat.write(
                    athlete: history.athlete, templates: history.templates, sessions: history.sessions,
                    exercises: exercises, createdAt: endDate)
                try Self.write(data, to: base.appendingPathComponent(name + ".json").path)
                summary.bytes += data.count
                summary.files += 1
            case .gymtracker:
                let folder = base.appendingPathComponent(name)
                do {
                    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                } catch {
                    throw GenerateError.cannotWrite(path: folder.path, reason: error.localizedDescription)
                }
                for (session, file) in zip(history.sessions, Self.sessionFileNames(history)) {
                    let data = try GymtrackerFormat.write(session: session, exercises: exercises)
                    try Self.write(data, to: folder.appendingPathComponent(file).path)
                    summary.bytes += data.count
                    summary.files += 1
                }
            }
            progress?(index + 1)
        }
        return summary
    }

    /// Writes one athlete's export of another app to `path`; returns the bytes written.
    private static func writeExport(_ history: GeneratedHistory, _ format: GenerateFormat, to path: String) throws -> Int {
        switch format {
        case .strong: try StrongWriter.write(history, to: path)
        case .hevy: try HevyWriter.write(history, to: path)
        case .fitbod: try FitbodWriter.write(history, to: path)
        case .stronglifts: try StrongLiftsWriter.write(history, to: path)
        case .lyfta: try LyftaWriter.write(history, to: path)
        case .liftosaur: try LiftosaurWriter.write(history, to: path)
        case .jefit: try JefitWriter.write(history, to: path)
        case .backup, .gymtracker: preconditionFailure("not an export of another app")
        }
    }

    /// The sets a file of `format` holds, which an import of it stores: StrongLifts exports no warm-ups,
    /// and Liftosaur's and JEFIT's sets are reps at a weight, so their files have no holds.
    package static func heldSets(_ history: GeneratedHistory, _ format: GenerateFormat) -> Int {
        let left: (PerformedSet) -> Bool
        switch format {
        case .stronglifts: left = { $0.type == .warmup }
        case .liftosaur, .jefit: left = { $0.durationSeconds != nil }
        case .backup, .strong, .hevy, .fitbod, .lyfta, .gymtracker: return history.setCount
        }
        return history.setCount - history.sessions.reduce(0) { $0 + $1.exercises.reduce(0) { $0 + $1.sets.filter(left).count } }
    }

    /// `2025-09-15-1.gymtracker` for each session: its local date and its number on that day.
    package static func sessionFileNames(_ history: GeneratedHistory) -> [String] {
        var perDay: [String: Int] = [:]
        return history.sessions.map { session in
            let day = LocalTime(session.startedAt, in: history.athlete.timeZone).dayText
            let n = (perDay[day] ?? 0) + 1
            perDay[day] = n
            return "\(day)-\(n).gymtracker"
        }
    }

    private static func write(_ data: Data, to path: String) throws {
        do {
            try AtomicFile.write(data, to: path)
        } catch {
            throw GenerateError.cannotWrite(path: path, reason: error.localizedDescription)
        }
    }
}
