import Foundation
import Logging

/// `gymbo batch`: the cron job (SPEC §6). Imports the inbox, updates records (on import), issues new tips,
/// writes the weekly reports of the weeks completed since the last run. A second run right after does
/// nothing.
public struct BatchJob: Sendable {
    /// Where the run reads and writes.
    public struct Options: Sendable {
        /// The folder of files to import; done files move to its `processed/`, rejected ones to `failed/`.
        public var inbox: String
        /// The folder the weekly reports and tip files go to, one subfolder per athlete.
        public var reports: String
        /// What the run is "as of", resolved in each athlete's zone (a date is that day's start there).
        public var asOf: AsOf = .now
        /// Wait for a run already going to finish; false fails at once.
        public var wait = true
        /// How the inbox files are imported.
        public var imports = ImportOptions()
        /// The language of tips and reports.
        public var language: Language = .de
        /// Days before a tip with the same fingerprint is issued again.
        public var cooldownDays = 7.0
        /// Tips per athlete per run, and per weekly report.
        public var maxTips = 3
        /// Also write each report's HTML page and the coach's overview (`index.html`, `overview.json`).
        public var html = false
        /// Weekly reports are caught up at most this many weeks back.
        public var maxCatchUpWeeks = 12
        /// This worker's name in the database's claims (several workers share a PostgreSQL database): host and process.
        public var worker = "\(ProcessInfo.processInfo.hostName):\(getpid())"
        /// How long a claimed unit of work (an inbox file, an athlete) stays this worker's before another
        /// may take it over, in seconds.
        public var lease: TimeInterval = 120
        /// A static share of the work (`--shard K/N`): this worker takes the files and athletes whose key
        /// falls in share `index` (0-based) of `count`.
        public var shard: Shard?
        /// Told about each inbox file once it is committed and moved, with the number of inbox files: a log
        /// of a run killed later still says what it did.
        public var onFile: (@Sendable (ImportSummary, _ total: Int) -> Void)?

        /// Options with these folders and the defaults.
        public init(inbox: String, reports: String) {
            self.inbox = inbox
            self.reports = reports
        }
    }

    /// Share `index` of `count` (`--shard K/N` is index K−1).
    public struct Shard: Sendable, Equatable {
        public var index: Int
        public var count: Int

        /// `K/N` with 1 ≤ K ≤ N; nil for anything else.
        public init?(parsing text: String) {
            let parts = text.split(separator: "/")
            guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(k) else { return nil }
            index = k - 1
            count = n
        }

        /// Whether the unit named `key` is this share's: a stable hash (FNV-1a), the same on every host.
        public func contains(_ key: String) -> Bool { share(of: key) == index }

        func share(of key: String) -> Int {
            var hash = FNV1a64()
            hash.add(key)
            return Int(hash.hash % UInt64(count))
        }

        /// The claim keys' tag of share `index`, so shares never claim each other's units.
        func tag(_ index: Int) -> String { "s\(index + 1)of\(count):" }
        var tag: String { tag(index) }
    }

    /// What a run did.
    public struct Summary: Sendable, Codable {
        /// The instant the run was as of.
        public var asOf: Date
        /// Each inbox file's import.
        public var files: [ImportSummary] = []
        /// Where the imported files went.
        public var movedToProcessed: [String] = []
        /// Where the rejected files went.
        public var movedToFailed: [String] = []
        /// New tips issued, by athlete name.
        public var tipsIssued: [String: Int] = [:]
        /// The tip files written.
        public var tipFiles: [String] = []
        /// The weekly reports written (their Markdown files).
        public var reports: [String] = []
        /// The coach's overview page, when the run wrote one.
        public var overview: String? = nil

        /// How many files failed.
        public var failed: Int { files.filter { $0.status == .failed }.count }
        /// True when the run imported, issued and wrote nothing.
        public var nothingToDo: Bool { files.isEmpty && tipsIssued.values.reduce(0, +) == 0 && reports.isEmpty }
    }

    /// The database the run works on.
    public let store: any TrainingStore
    /// What the run was told.
    public let options: Options
    let logger: Logger

    /// A job on `store`; the library logs at debug level or below.
    public init(store: any TrainingStore, options: Options, logger: Logger = Logger(label: "gymbo.batch")) {
        self.store = store
        self.options = options
        self.logger = logger
    }

    /// Runs once: import, tips, reports. On a SQLite file it holds the inbox's lock while it runs; on a
    /// store several workers share (`SharedBatchWork`) it claims each unit of work instead, so workers on
    /// several hosts split one inbox and one set of athletes between them.
    public func run() throws -> Summary {
        let fm = FileManager.default
        try fm.createDirectory(atPath: options.inbox, withIntermediateDirectories: true)
        let shared = store as? any SharedBatchWork
        let lock = shared == nil ? try BatchLock(inbox: options.inbox, wait: options.wait) : nil
        defer { withExtendedLifetime(lock) {} }
        for folder in [options.reports, URL(fileURLWithPath: options.inbox).appendingPathComponent("failed").path] {
            for path in StaleTemporaryFiles.sweep(folder) { logger.debug("removed \(path), left by a killed run") }
        }
        let now = Date()
        // The run's own instant (import "now", the summary): the date's start in UTC. Each athlete's
        // analysis, tips and reports use the date's start in their own zone, as `gymbo tips` does.
        let runAsOf = options.asOf.date(now: now)
        var summary = Summary(asOf: runAsOf)
        if let shared {
            try importSharedInbox(shared, asOf: runAsOf, into: &summary)
            try issueSharedTipsAndReports(shared, runAsOf: runAsOf, now: now, into: &summary)
        } else {
            try importInbox(asOf: runAsOf, into: &summary)
            try issueTipsAndReports(now: now, into: &summary)
        }
        return summary
    }

    /// Imports the inbox's files, each then moved to `processed/`, or to `failed/` with its reason.
    private func importInbox(asOf runAsOf: Date, into summary: inout Summary) throws {
        var importOptions = options.imports
        importOptions.now = max(runAsOf, importOptions.now)
        let importer = Importer(store: store, options: importOptions, logger: logger)
        let files = inboxFiles().filter { options.shard?.contains(relativePath($0)) ?? true }
        try importer.importFiles(files) { file, result in
            try settle(file, result, total: files.count, into: &summary)
        }
    }

    /// Moves an imported inbox file to `processed/`, or a rejected one to `failed/` with its reason.
    private func settle(_ file: String, _ result: ImportSummary, total: Int, into summary: inout Summary) throws {
        summary.files.append(result)
        defer { options.onFile?(result, total) }
        if result.status == .failed {
            // The reason first: a run killed in between leaves the file in the inbox (tried again next
            // time), never in failed/ without its reason.
            let target = try destination(of: file, in: "failed")
            let report = result.errors.joined(separator: "\n") + "\n"
            try AtomicFile.write(Data(report.utf8), to: target + ".error.txt")
            try FileManager.default.moveItem(atPath: file, toPath: target)
            summary.movedToFailed.append(target)
        } else {
            summary.movedToProcessed.append(try move(file, to: "processed"))
        }
    }

    /// The inbox with other workers: each file is a unit of work claimed by one worker at a time, imported
    /// in its transaction and moved, then its unit removed. A worker killed in between leaves its claim to
    /// expire; the worker taking it over imports the file again, which finds it imported (a re-import
    /// changes nothing) and moves it. The loop ends when no file is left: none open, none another worker
    /// still holds, so the athletes' work below starts on every file of the inbox.
    private func importSharedInbox(_ shared: any SharedBatchWork, asOf runAsOf: Date, into summary: inout Summary) throws {
        var importOptions = options.imports
        importOptions.now = max(runAsOf, importOptions.now)
        let importer = Importer(store: store, options: importOptions, logger: logger)
        // Every worker offers every file, under its share's tag with --shard, so each waits for all of them.
        let shard = options.shard
        let prefix = "file:" + (shard?.tag ?? "")
        while true {
            let files = inboxFiles()
            try shared.offerWork(files.map { file in
                let path = relativePath(file)
                return "file:" + (shard.map { $0.tag($0.share(of: path)) } ?? "") + path
            })
            let claimed = try shared.claimWork(prefix: prefix, worker: options.worker, lease: options.lease, limit: 1)
            guard let key = claimed.first else {
                if try waitForOtherWorkers(shared, prefix: prefix) { return }
                continue
            }
            let file = URL(fileURLWithPath: options.inbox).appendingPathComponent(String(key.dropFirst(prefix.count))).path
            // Gone: another worker moved it after its claim had expired and this one took it over.
            if FileManager.default.fileExists(atPath: file) {
                let result = importer.importFile(file)
                if FileManager.default.fileExists(atPath: file) {
                    try settle(file, result, total: files.count, into: &summary)
                }
            }
            try shared.finishWork([key], remove: true)
        }
    }

    /// True when no unit under `prefix` is left; otherwise waits a moment (others hold them) and returns
    /// false. With --shard, once this share's files are done, the other shares' files are waited for as
    /// long as a lease, so their athletes' reports see them; a share nobody runs is not waited for longer.
    private func waitForOtherWorkers(_ shared: any SharedBatchWork, prefix: String) throws -> Bool {
        let (held, claimable) = try shared.unfinishedWork(prefix: prefix, worker: options.worker)
        if held > 0 && claimable == 0 { Thread.sleep(forTimeInterval: 0.1) }
        guard held == 0 && claimable == 0 else { return false }
        guard options.shard != nil else { return true }
        let deadline = Date().addingTimeInterval(options.lease)
        while Date() < deadline {
            let (others, open) = try shared.unfinishedWork(prefix: "file:", worker: options.worker)
            if others == 0 && open == 0 { break }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return true
    }

    /// The athletes' tips and reports with other workers: one unit per athlete and state of the data (the
    /// newest import), claimed a few at a time and done with the same code as a single run. Units another
    /// worker holds are waited for, and taken over when their lease runs out; the overview is one more
    /// unit, written once every athlete is done.
    private func issueSharedTipsAndReports(_ shared: any SharedBatchWork, runAsOf: Date, now: Date, into summary: inout Summary) throws {
        let athletes = try store.athletes().filter { options.shard?.contains($0.id.lowercased) ?? true }
        let run = "\(Timestamp.string(runAsOf)):\(try shared.latestImportId()):" + (options.shard?.tag ?? "")
        let prefix = "athlete:" + run
        try shared.offerWork(athletes.map { prefix + $0.id.lowercased })
        let byKey = Dictionary(uniqueKeysWithValues: athletes.map { (prefix + $0.id.lowercased, $0) })
        let batch = max(2, 2 * ProcessInfo.processInfo.activeProcessorCount)
        while true {
            let claimed = try shared.claimWork(prefix: prefix, worker: options.worker, lease: options.lease, limit: batch)
            guard !claimed.isEmpty else {
                let (held, claimable) = try shared.unfinishedWork(prefix: prefix, worker: options.worker)
                if held == 0 && claimable == 0 { break }
                if claimable == 0 { Thread.sleep(forTimeInterval: 0.1) }
                continue
            }
            try issueTipsAndReports(for: claimed.compactMap { byKey[$0] }, now: now, overview: false, into: &summary)
            try shared.finishWork(claimed, remove: false)
        }
        guard options.html else { return }
        let overviewKey = "overview:" + run
        try shared.offerWork([overviewKey])
        guard try shared.claimWork(prefix: overviewKey, worker: options.worker, lease: options.lease, limit: 1) == [overviewKey] else { return }
        summary.overview = try OverviewWriter.writeLatestWeek(from: options.reports, athletes: try store.athletes(), language: options.language)
        try shared.finishWork([overviewKey], remove: false)
    }

    /// Every athlete's new tips and due weekly reports, issued and written.
    ///
    /// The analyses read only the database as this run found it, so they run on every core while this
    /// thread writes the results (tips, files, report weeks) in athlete order. On two cores this took
    /// the 200-athlete reference batch from 4.9 s to 3.0 s of wall time on a first run and from 1.9 s to
    /// 1.0 s on a second (medians of 3); the price is a second reader connection and its page cache.
    private func issueTipsAndReports(now: Date, into summary: inout Summary) throws {
        let athletes = try store.athletes().filter { options.shard?.contains($0.id.lowercased) ?? true }
        try issueTipsAndReports(for: athletes, now: now, overview: options.html, into: &summary)
    }

    /// The tips and reports of `athletes`, and the overview of the latest week reported when `overview`.
    private func issueTipsAndReports(for athletes: [Athlete], now: Date, overview: Bool, into summary: inout Summary) throws {
        let feedback = try store.feedback()
        let catalog = Dictionary(uniqueKeysWithValues: try store.exercises().map { ($0.id, $0) })
        // Folders are named from every athlete, so names that fold together get the same folders in a share.
        let folders = ReportFolders(athletes: try store.athletes())
        var pages: [(report: WeeklyReport, page: String)] = []
        try athletes.concurrentMap({ athlete in
            Result { () throws -> Plan? in
                // The reports' files are rendered here too, on any core; the writing thread only writes them.
                guard var plan = try plan(athlete, catalog: catalog, feedback: feedback, asOf: options.asOf.date(in: athlete.timeZone, now: now)) else { return nil }
                plan.files = try plan.reports.map { try ReportWriter.files($0, to: options.reports, folder: folders.folder(for: athlete), html: options.html) }
                return plan
            }
        }, inOrder: { outcome in
            guard let plan = try outcome.get() else { return }
            let folder = folders.folder(for: plan.athlete)
            try write(plan, folder: folder, now: now, into: &summary)
            pages += plan.reports.map { ($0, folder + "/" + $0.week + ".html") }
        })
        // The overview of the latest week reported, when the run wrote reports.
        if overview, let week = pages.map(\.report.week).max() {
            let overview = Overview(week: week, language: options.language, reports: pages.filter { $0.report.week == week })
            summary.overview = try OverviewHTML.write(overview, to: options.reports)[0]
        }
    }

    /// Issues one athlete's new tips (or writes those issued but not yet written) and writes the due reports.
    private func write(_ plan: Plan, folder: String, now: Date, into summary: inout Summary) throws {
        let athlete = plan.athlete, calendar = plan.calendar
        let asOf = options.asOf.date(in: athlete.timeZone, now: now)
        let issued = try store.issueNewTips(plan.candidates, athleteId: athlete.id, asOf: asOf,
                                            cooldownDays: options.cooldownDays, issuedAt: Date())
        if !issued.isEmpty {
            summary.tipsIssued[athlete.name] = issued.count
            summary.tipFiles += try writeTips(issued, athlete: athlete, folder: folder, day: calendar.day(asOf))
        } else if let unwritten = try unwrittenTips(plan.candidates, athlete: athlete, folder: folder, calendar: calendar, asOf: asOf) {
            summary.tipFiles += try writeTips(unwritten, athlete: athlete, folder: folder, day: calendar.day(asOf))
        }
        for (report, files) in zip(plan.reports, plan.files) {
            summary.reports.append(try ReportWriter.write(files)[0])
            try store.setLastReportedWeek(report.week, athleteId: athlete.id)
        }
    }

    /// What the run will write for one athlete: the tips to offer and the weekly reports due; nil without
    /// sessions. Reads the database, writes nothing.
    struct Plan: Sendable {
        var athlete: Athlete
        var calendar: TrainingCalendar
        var candidates: [Tip]
        var reports: [WeeklyReport]
        /// Each report's files, rendered.
        var files: [[ReportWriter.File]] = []
    }

    private func plan(_ athlete: Athlete, catalog: [UUID: Exercise], feedback: [String: RuleFeedback], asOf: Date) throws -> Plan? {
        let history = try store.history(athlete: athlete, exercises: catalog)
        guard !history.sessions.isEmpty else { return nil }
        // The reports first: their record folds end before the as-of instant's, so the tips' fold continues
        // from theirs (`AthleteHistory.records(before:)`).
        let reports = try weeksToReport(history, asOf: asOf).map { week in
            WeeklyReportBuilder(language: options.language, maxTips: options.maxTips).build(history, week: week, feedback: feedback)
        }
        let result = TipEngine().run(history, asOf: asOf, language: options.language, feedback: feedback)
        return Plan(athlete: athlete, calendar: history.calendar, candidates: Array(result.tips.prefix(options.maxTips)), reports: reports)
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

    /// A file's path below the inbox.
    private func relativePath(_ path: String) -> String {
        let base = URL(fileURLWithPath: options.inbox).standardizedFileURL
        return String(URL(fileURLWithPath: path).standardizedFileURL.path.dropFirst(base.path.count + 1))
    }

    /// Moves an inbox file into `processed/` or `failed/`, keeping its relative path; never overwrites.
    private func move(_ path: String, to folder: String) throws -> String {
        let target = try destination(of: path, in: folder)
        try FileManager.default.moveItem(atPath: path, toPath: target)
        return target
    }

    /// Where `move` puts an inbox file: its relative path under `folder` (created), numbered when taken.
    private func destination(of path: String, in folder: String) throws -> String {
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
        return target.path
    }

    /// The complete weeks since the last reported one (only the last complete week on a first run).
    private func weeksToReport(_ history: AthleteHistory, asOf: Date) throws -> [ISOWeek] {
        let calendar = history.calendar
        let last = Statistics.lastCompleteWeek(asOf: asOf, calendar: calendar)
        guard let first = history.sessions.first, calendar.week(of: first.startedAt) <= last else { return [] }
        let recorded = try store.lastReportedWeek(athleteId: history.athlete.id)
        guard let previous = recorded.flatMap(ISOWeek.init(parsing:)) else { return [last] }
        var weeks: [ISOWeek] = []
        var week = previous.next
        while week <= last {
            weeks.append(week)
            week = week.next
        }
        return Array(weeks.suffix(options.maxCatchUpWeeks))
    }

    /// Tips recorded today whose files are missing: a run killed between recording its tips and writing
    /// their files. The cooldown keeps them from being issued again, so they are written from today's
    /// candidates that the database holds (all of them, when the history has not changed since).
    private func unwrittenTips(_ candidates: [Tip], athlete: Athlete, folder: String, calendar: TrainingCalendar, asOf: Date) throws -> [Tip]? {
        let paths = tipPaths(folder: folder, day: calendar.day(asOf))
        guard !candidates.isEmpty, !paths.allSatisfy(FileManager.default.fileExists(atPath:)) else { return nil }
        let start = calendar.startOfDay(asOf)
        let end = calendar.startOfDay(start.addingTimeInterval(36 * 3600))
        let stored = try store.issuedTipIds(athleteId: athlete.id, from: start, to: end)
        let unwritten = candidates.filter { stored.contains($0.id) }
        return unwritten.isEmpty ? nil : unwritten
    }

    /// `tips-<day>.md` and `tips-<day>.json` in the athlete's report folder.
    private func tipPaths(folder name: String, day: String) -> [String] {
        let folder = URL(fileURLWithPath: options.reports).appendingPathComponent(name)
        return ["md", "json"].map { folder.appendingPathComponent("tips-\(day).\($0)").path }
    }

    private func writeTips(_ tips: [Tip], athlete: Athlete, folder: String, day: String) throws -> [String] {
        var md = BatchWording(language: options.language).newTipsHeading(athlete: athlete.name, day: day)
        for (i, tip) in tips.enumerated() { md += ReportMarkdown.tipLine(i + 1, title: tip.title, message: tip.message, id: tip.id) + "\n" }
        let paths = tipPaths(folder: folder, day: day)
        let (mdPath, jsonPath) = (paths[0], paths[1])
        try AtomicFile.write(Data(md.utf8), to: mdPath)
        try AtomicFile.write(Data(try JSONOutput.string(tips).utf8), to: jsonPath)
        return [mdPath, jsonPath]
    }
}
