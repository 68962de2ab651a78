import Foundation
import GRDB
import Logging

/// `gymbo batch`: the cron job (SPEC §6). Imports the inbox, updates records (on import), issues new tips,
/// writes the weekly reports of the weeks completed since the last run. A second run right after does
/// nothing.
public struct BatchJob {
    public struct Options: Sendable {
        public var inbox: String
        public var reports: String
        /// The instant the run is "as of"; now by default.
        public var asOf: Date?
        public var wait = true
        public var imports = ImportOptions()
        public var language: Language = .de
        public var cooldownDays = 7.0
        public var maxTips = 3
        /// Weekly reports are caught up at most this many weeks back.
        public var maxCatchUpWeeks = 12

        public init(inbox: String, reports: String) {
            self.inbox = inbox
            self.reports = reports
        }
    }

    /// What a run did.
    public struct Summary: Sendable, Codable {
        public var asOf: Date
        public var files: [ImportSummary] = []
        public var movedToProcessed: [String] = []
        public var movedToFailed: [String] = []
        public var tipsIssued: [String: Int] = [:]
        public var tipFiles: [String] = []
        public var reports: [String] = []

        public var failed: Int { files.filter { $0.status == .failed }.count }
        public var nothingToDo: Bool { files.isEmpty && tipsIssued.values.reduce(0, +) == 0 && reports.isEmpty }
    }

    public let store: GymBoStore
    public let options: Options
    let logger: Logger

    public init(store: GymBoStore, options: Options, logger: Logger = Logger(label: "gymbo.batch")) {
        self.store = store
        self.options = options
        self.logger = logger
    }

    public func run() throws -> Summary {
        let fm = FileManager.default
        try fm.createDirectory(atPath: options.inbox, withIntermediateDirectories: true)
        let lock = try BatchLock(inbox: options.inbox, wait: options.wait)
        defer { withExtendedLifetime(lock) {} }
        let asOf = options.asOf ?? Date()
        var summary = Summary(asOf: asOf)

        var importOptions = options.imports
        importOptions.now = max(asOf, importOptions.now)
        let importer = Importer(store: store, options: importOptions, logger: logger)
        for file in inboxFiles() {
            let result = importer.importFile(file)
            summary.files.append(result)
            if result.status == .failed {
                let target = try move(file, to: "failed")
                let report = result.errors.joined(separator: "\n") + "\n"
                try AtomicFile.write(Data(report.utf8), to: target + ".error.txt")
                summary.movedToFailed.append(target)
            } else {
                summary.movedToProcessed.append(try move(file, to: "processed"))
            }
        }

        let feedback = try store.feedback()
        let catalog = Dictionary(uniqueKeysWithValues: try store.exercises().map { ($0.id, $0) })
        for athlete in try store.athletes() {
            let history = try store.history(athlete: athlete, exercises: catalog)
            guard !history.sessions.isEmpty else { continue }
            let calendar = history.calendar
            let result = TipEngine().run(history, asOf: asOf, language: options.language, feedback: feedback)
            let issued = try store.issueNewTips(Array(result.tips.prefix(options.maxTips)), athleteId: athlete.id, asOf: asOf,
                                                cooldownDays: options.cooldownDays, issuedAt: Date())
            if !issued.isEmpty {
                summary.tipsIssued[athlete.name] = issued.count
                summary.tipFiles += try writeTips(issued, athlete: athlete, day: calendar.day(asOf))
            }
            for week in try weeksToReport(history, asOf: asOf) {
                let report = WeeklyReportBuilder(language: options.language, maxTips: options.maxTips).build(history, week: week, feedback: feedback)
                summary.reports.append(try ReportWriter.write(report, to: options.reports)[0])
                try store.write { db in try store.setMeta(db, "batch.lastReportWeek." + athlete.id.lowercased, week.description) }
            }
        }
        return summary
    }

    /// Files waiting in the inbox: everything but hidden files and the `processed/` and `failed/` folders.
    func inboxFiles() -> [String] {
        let base = URL(fileURLWithPath: options.inbox).standardizedFileURL
        var result: [String] = []
        guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isRegularFileKey, .isDirectoryKey], options: [.skipsHiddenFiles]) else { return [] }
        for case let url as URL in enumerator {
            let relative = url.standardizedFileURL.path.dropFirst(base.path.count + 1)
            if relative == "processed" || relative == "failed" {
                enumerator.skipDescendants()
                continue
            }
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                result.append(base.appendingPathComponent(String(relative)).path)
            }
        }
        return result.sorted()
    }

    /// Moves an inbox file into `processed/` or `failed/`, keeping its relative path; never overwrites.
    private func move(_ path: String, to folder: String) throws -> String {
        let base = URL(fileURLWithPath: options.inbox).standardizedFileURL
        let relative = String(URL(fileURLWithPath: path).standardizedFileURL.path.dropFirst(base.path.count + 1))
        var target = base.appendingPathComponent(folder).appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        let stem = target.deletingPathExtension().lastPathComponent, ext = target.pathExtension
        var n = 2
        while FileManager.default.fileExists(atPath: target.path) {
            target = target.deletingLastPathComponent().appendingPathComponent("\(stem) (\(n))" + (ext.isEmpty ? "" : ".\(ext)"))
            n += 1
        }
        try FileManager.default.moveItem(atPath: path, toPath: target.path)
        return target.path
    }

    /// The complete weeks since the last reported one (only the last complete week on a first run).
    private func weeksToReport(_ history: AthleteHistory, asOf: Date) throws -> [ISOWeek] {
        let calendar = history.calendar
        let last = Statistics.lastCompleteWeek(asOf: asOf, calendar: calendar)
        guard let first = history.sessions.first, calendar.week(of: first.startedAt) <= last else { return [] }
        let recorded = try store.read { db in try store.meta(db, "batch.lastReportWeek." + history.athlete.id.lowercased) }
        guard let previous = recorded.flatMap(ISOWeek.init(parsing:)) else { return [last] }
        var weeks: [ISOWeek] = []
        var week = previous.next
        while week <= last {
            weeks.append(week)
            week = week.next
        }
        return Array(weeks.suffix(options.maxCatchUpWeeks))
    }

    private func writeTips(_ tips: [Tip], athlete: Athlete, day: String) throws -> [String] {
        let folder = URL(fileURLWithPath: options.reports).appendingPathComponent(WeeklyReportBuilder.slug(athlete.name))
        let de = options.language == .de
        var md = de ? "# Neue Tipps für \(athlete.name) – \(day)\n\n" : "# New tips for \(athlete.name) – \(day)\n\n"
        for (i, tip) in tips.enumerated() { md += "\(i + 1). **\(tip.title)** – \(tip.message) _(\(tip.id))_\n" }
        let mdPath = folder.appendingPathComponent("tips-\(day).md").path
        let jsonPath = folder.appendingPathComponent("tips-\(day).json").path
        try AtomicFile.write(Data(md.utf8), to: mdPath)
        try AtomicFile.write(Data(try JSONOutput.string(tips).utf8), to: jsonPath)
        return [mdPath, jsonPath]
    }
}
