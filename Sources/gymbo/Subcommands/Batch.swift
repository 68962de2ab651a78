import ArgumentParser
import Foundation
import GymBoKit

extension GymboCommand {
    struct Batch: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "The cron job: import the inbox, update records, issue new tips, write the weekly reports due.",
            discussion: """
                Takes a lock on the inbox (a second run waits, or exits 2 with --no-wait). Imported files move to \
                INBOX/processed/, rejected ones to INBOX/failed/ with a .error.txt beside them. Running it twice in a row \
                does nothing the second time. Exit 1 when a file failed.

                On PostgreSQL (--db postgres://…) several workers, on one host or many, can run at once on one shared \
                inbox and database: each inbox file and each athlete's tips and reports is claimed by one worker (with a \
                lease; a killed worker's claims are taken over when it runs out), and no file lock is taken. --shard K/N \
                gives each worker a fixed share instead.
                """)
        @OptionGroup var global: GlobalOptions
        @Option(help: "The folder new files arrive in.") var inbox: String
        @Option(help: "The folder reports and tips are written to.") var reports = "Reports"
        @Flag(help: "Exit 2 at once if another batch holds the inbox, instead of waiting.") var noWait = false
        @Option(help: "The athlete for files that carry none.") var athlete: String?
        @Flag(help: "Use each file's name (without extension) as the athlete for files that carry none.") var athleteFromFilename = false
        @Option(help: "Weight unit of exports that do not say (default kg), and the weight column of legacy StrongLifts files (default: the one on the plate grid): kg or lb.") var unit: WeightUnit?
        @Option(help: "Days before the same tip is issued again, unless its figures changed.") var cooldown = 7.0
        @Option(help: "Output format of the summary: text or json.") var format: OutputFormat = .text
        @Flag(help: "A line for every file, also above 50 files (otherwise counts and the failures only).") var verbose = false
        @Flag(help: "Also write each report's HTML page and the coach's overview (index.html, overview.json).") var html = false
        @Option(help: ArgumentHelp("Take only share K of N of the inbox files and athletes (1/4 … 4/4).", valueName: "K/N")) var shard: String?
        @Option(help: ArgumentHelp("This worker's name in the database's claims (default host:pid).", valueName: "name")) var worker: String?
        @Option(help: ArgumentHelp("Seconds a claimed file or athlete stays this worker's before another may take it over.", valueName: "seconds")) var lease = 120.0

        func validate() throws {
            if let shard, BatchJob.Shard(parsing: shard) == nil {
                throw ValidationError("--shard must be K/N with 1 ≤ K ≤ N, e.g. 2/4 (got '\(shard)')")
            }
            guard lease > 0 else { throw ValidationError("--lease must be more than 0 seconds") }
        }

        func run() throws {
            try GymboCommand.run {
                let store = try global.openOrCreateStore()
                var options = BatchJob.Options(inbox: inbox, reports: reports)
                options.asOf = try global.asOfValue()
                options.wait = !noWait
                options.language = global.lang
                options.cooldownDays = cooldown
                options.html = html
                options.shard = shard.flatMap(BatchJob.Shard.init(parsing:))
                if let worker { options.worker = worker }
                options.lease = lease
                options.imports.athleteName = athlete
                options.imports.athleteFromFilename = athleteFromFilename
                options.imports.unit = unit
                options.imports.language = global.lang
                if format != .json {
                    let (verbose, lang) = (verbose, global.lang)
                    options.onFile = { file, total in
                        for line in file.errors { Output.error(line) }
                        for line in file.warnings { Output.error(line) }
                        if let line = BatchText.fileLine(file, language: lang, verbose: verbose || total <= BatchText.fileLines) { Output.line(line) }
                    }
                }
                let summary: BatchJob.Summary
                do {
                    summary = try BatchJob(store: store, options: options, logger: global.makeLogger()).run()
                } catch let error as BatchLock.LockError {
                    Output.error(error.localizedDescription)
                    throw ExitCode(2)
                }
                if format == .json {
                    for file in summary.files {
                        for line in file.errors { Output.error(line) }
                        for line in file.warnings { Output.error(line) }
                    }
                    Output.print(try JSONOutput.string(summary))
                } else {
                    // The file lines went out as each file committed; the summary follows.
                    Output.print(BatchText.render(summary, language: global.lang, verbose: verbose, fileLines: false))
                }
                if summary.failed > 0 { throw ExitCode(1) }
            }
        }
    }
}

/// The one-screen summary of a batch run.
enum BatchText {
    /// Above this many files the summary lists only the failures, unless `--verbose`.
    static let fileLines = 50

    /// A rejected file's first error, with its name in place of its path (`d.gymtracker:1: error: …`), cut
    /// at its end.
    static func failure(_ file: ImportSummary, name: String) -> String {
        guard var text = file.errors.first else { return name }
        if text.hasPrefix(file.path) { text = name + text.dropFirst(file.path.count) } else { text = name + ": " + text }
        return text.count > 200 ? String(text.prefix(199)) + "…" : text
    }

    /// One inbox file's line; nil for a file that went well when only failures are listed.
    static func fileLine(_ file: ImportSummary, language: Language, verbose: Bool) -> String? {
        let words = CLIWording(language: language)
        let name = URL(fileURLWithPath: file.path).lastPathComponent
        switch file.status {
        case .failed:
            return "  ✗ \(failure(file, name: name))"
        case _ where !verbose:
            return nil
        case .imported, .dryRun:
            return "  ✓ \(name) [\(file.format)]\(file.athlete.map { " – \($0)" } ?? ""): \(words.fileCounts(added: file.added, updated: file.updated, unchanged: file.unchanged, skipped: file.skipped))"
        case .unchanged:
            return "  = \(name): \(words.alreadyImported)"
        }
    }

    static func render(_ s: BatchJob.Summary, language: Language, verbose: Bool = false, fileLines: Bool = true) -> String {
        let words = CLIWording(language: language)
        var lines = ["gymbo batch – \(Timestamp.string(s.asOf))"]
        if s.nothingToDo {
            lines.append(words.nothingToDo)
            return lines.joined(separator: "\n") + "\n"
        }
        let imported = s.files.filter { $0.status == .imported }.count
        let known = s.files.filter { $0.status == .unchanged }.count
        lines.append(words.inbox(files: s.files.count, imported: imported, known: known, rejected: s.failed))
        if fileLines {
            for file in s.files {
                if let line = fileLine(file, language: language, verbose: verbose || s.files.count <= Self.fileLines) { lines.append(line) }
            }
        }
        if !s.movedToFailed.isEmpty {
            lines.append(words.rejectedFilesInFailed)
        }
        let tips = s.tipsIssued.values.reduce(0, +)
        let perAthlete = tips > 0 ? " (" + s.tipsIssued.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ") + ")" : ""
        lines.append(words.newTips(tips) + perAthlete)
        lines.append(words.reportsWritten(s.reports.count))
        for path in s.reports { lines.append("  \(path)") }
        if let overview = s.overview { lines.append(words.overviewWritten(overview)) }
        return lines.joined(separator: "\n") + "\n"
    }
}
