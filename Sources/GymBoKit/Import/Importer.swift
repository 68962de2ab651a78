import Foundation
import Logging

/// `gymbo import`: files and directories in, one transaction per file, a summary per file out.
///
/// A file lands whole or not at all: any error rolls its transaction back, so the database is as it was
/// before that file, and the next file goes on. The same content (by SHA-256) imported again for the same
/// athlete is a reported no-op. Failed files are not recorded in the database (so a rejected file leaves
/// it byte-for-byte as it was); they are reported on stderr and, in batch mode, next to the file.
public final class Importer {
    /// The database the files go into.
    public let store: any TrainingStore
    /// What the run was told.
    public let options: ImportOptions
    let logger: Logger
    /// Called with (path, sessions so far) while a large file streams.
    public var progress: ((String, Int) -> Void)?
    /// Time spent keeping records current over all files so far (`gymbo import --timing`).
    public private(set) var recordsTime: Duration = .zero
    /// Time the records' folds took on their own queue beside the writing thread (not in `recordsTime`).
    public private(set) var recordsFoldTime: Duration = .zero
    /// Inside `importFiles`: athletes who need a records recompute wait for the end of the run instead
    /// of being recomputed after each file.
    private var defersRecomputes = false
    /// Set when a file failed because the database is damaged: a run stops there, the file stays put.
    private var damage: StoreError?
    private var deferredRecomputes = false
    /// The catalog matcher, built once per run and kept while files commit (custom exercises added by a
    /// committed file stay in it; a rolled-back file's additions are dropped).
    private var matcher: ExerciseMatcher?
    /// Other apps' exercise names as the committed files of the run resolved them (with `matcher`).
    private var resolvedNames: [String: ImportContext.ResolvedName] = [:]
    /// Which exercises are assisted, as the committed files of the run worked it out.
    private var assisted: [UUID: Bool] = [:]

    /// An importer into `store`; the library logs at debug level or below.
    public init(store: any TrainingStore, options: ImportOptions, logger: Logger = Logger(label: "gymbo.import")) {
        self.store = store
        self.options = options
        self.logger = logger
    }

    /// Files a directory import passes over: notes and pictures that sit next to data (a wizard plan's
    /// `plan.md`, a batch's `.error.txt`). A file named on the command line is always tried.
    static let skippedExtensions: Set<String> = ["md", "txt", "svg", "png", "jpg", "jpeg", "pdf", "html", "lock"]

    /// Every importable file under `paths` (directories recursively, hidden files and notes skipped), sorted.
    package static func expand(_ paths: [String]) -> (files: [String], missing: [String]) {
        var files: [String] = []
        var missing: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { missing.append(path); continue }
            guard isDirectory.boolValue else { files.append(path); continue }
            let base = URL(fileURLWithPath: path)
            var found: [String] = []
            if let enumerator = manager.enumerator(at: base, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]) {
                for case let url as URL in enumerator {
                    if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true,
                       !skippedExtensions.contains(url.pathExtension.lowercased()) {
                        found.append(path.hasSuffix("/") ? path + url.path.dropFirst(base.path.count + 1) : path + "/" + url.path.dropFirst(base.path.count + 1))
                    }
                }
            }
            files += found.sorted()
        }
        return (files, missing)
    }

    /// Imports `paths` as one run: the next file is hashed while the current one imports, and records
    /// recomputes wait for the end of the run. `each` gets every file's summary as the file lands (a bad
    /// file is a failed summary, not an error). When `each` throws, the run stops there and the
    /// recomputes it owes are left to the next writable open of the database, as after a kill.
    public func importFiles(_ paths: [String], each: (String, ImportSummary) throws -> Void) throws {
        defersRecomputes = true
        // A run commits once per file. Checkpointing the log every 8,192 pages instead of SQLite's 1,000
        // copies a page that many files touch (an index page) back fewer times and waits for fewer disk
        // syncs: 8.3 s → 7.8 s for the reference import. The log file grows to about 32 MB during a run
        // instead of 4 MB; SQLite removes it when the database is closed.
        let interval = try store.checkpointInterval()
        try store.setCheckpointInterval(max(interval, 8192))
        defer {
            defersRecomputes = false
            prefetched = [:]
            readAhead = nil
            try? store.setCheckpointInterval(interval)
        }
        for (i, path) in paths.enumerated() {
            if i + 1 < paths.count { prefetch(paths[i + 1]) }
            let summary = importFile(path)
            // A damaged database is nobody's input's fault: stop before the file is reported or moved.
            if let damage { throw damage }
            try each(path, summary)
        }
        try finishRun()
    }

    /// Imports `paths` as one run (see above) and returns the summaries.
    public func importFiles(_ paths: [String]) throws -> [ImportSummary] {
        var summaries: [ImportSummary] = []
        try importFiles(paths) { summaries.append($1) }
        return summaries
    }

    /// Recomputes the records of athletes whose recompute waited for the end of the run.
    private func finishRun() throws {
        guard deferredRecomputes else { return }
        let clock = ContinuousClock(), start = clock.now
        try store.recomputeStaleRecords()
        deferredRecomputes = false
        recordsTime += start.duration(to: clock.now)
    }

    /// Digests of files the run imports next, computed on another thread while the current one imports:
    /// hashing was about 6 % of the writing thread's time on a large import. Keyed by path, because the
    /// next file's hashing starts before the current file takes its own digest. A JEFIT file is also read
    /// ahead (`ReadAhead`).
    private var prefetched: [String: (stamp: FileStamp?, digest: PendingResult<String>, read: ReadAhead?)] = [:]
    /// The reading ahead of the file being imported, if it was read ahead (`importExport` takes it).
    var readAhead: ReadAhead?

    /// Starts hashing `path`, the file the run imports after the current one, and reading it when it is
    /// an export read whole before its sessions are handed over.
    private func prefetch(_ path: String) {
        guard prefetched[path] == nil else { return }
        let digest = PendingResult<String>()
        let stamp = FileStamp(path: path)
        DispatchQueue.global(qos: .userInitiated).async { digest.finish(Result { try FileDigest.sha256(path: path) }) }
        prefetched[path] = (stamp, digest, ReadAhead.start(path: path, format: options.format, unit: options.unit ?? .kg))
    }

    /// The file's digest: the prefetched one, unless the file changed since its hashing began (a file
    /// still being written into an inbox), then a fresh one. Keeps the file's reading ahead for the import.
    private func digest(of path: String) throws -> String {
        let pending = prefetched.removeValue(forKey: path)
        readAhead = pending?.read
        if let pending {
            let digest = try pending.digest.wait().get()
            if let stamp = pending.stamp, stamp == FileStamp(path: path) { return digest }
        }
        return try FileDigest.sha256(path: path)
    }

    /// Imports one file.
    public func importFile(_ path: String) -> ImportSummary {
        var format: ImportFormat?
        do {
            format = try options.format ?? FormatDetector.detect(path: path)
            return try importFile(path, format: format!)
        } catch {
            var summary = ImportSummary(path: path, format: format?.rawValue ?? "unknown", status: .failed)
            if case .damaged = error as? StoreError { damage = error as? StoreError }
            switch error {
            case let error as DiagnosticError: summary.errors = error.diagnostics.map(\.description)
            case let error as CSVError: summary.errors = [error.diagnostic.description]
            default: summary.errors = [Diagnostic.error(path, nil, error.localizedDescription).description]
            }
            return summary
        }
    }

    private func importFile(_ path: String, format: ImportFormat) throws -> ImportSummary {
        let sha = try digest(of: path)
        let athleteName = options.athleteName ?? (options.athleteFromFilename ? Self.athleteName(fromFile: path) : nil)
        var result: ImportSummary?
        var committed: (matcher: ExerciseMatcher, names: [String: ImportContext.ResolvedName], assisted: [UUID: Bool])?
        let work: (any TrainingStoreTransaction) throws -> Bool = { tx in
            let context = try self.makeContext(tx, path: path, format: format)
            if try self.alreadyImported(tx, sha: sha, athleteName: athleteName) {
                var summary = context.summary
                summary.status = .unchanged
                summary.athlete = athleteName
                summary.warnings = ["\(path): note: this content was imported before; nothing to do"]
                result = summary
                return false
            }
            context.importId = try tx.logImportStart(path: path, sha256: sha, format: format.rawValue, at: self.options.now)
            defer { context.records.waitForReadsAhead() }
            context.onProgress = { [progress = self.progress] count in progress?(path, count) }
            try self.run(format, path: path, athleteName: athleteName, context: context)
            context.finish()
            result = try self.conclude(context, tx)
            guard context.errors.isEmpty else { return false }
            // A file that added custom exercises can change how earlier names match (a custom name may
            // now be the exact match of a name that matched a catalog exercise by a part): the next file
            // matches names afresh.
            if !self.options.dryRun { committed = (context.matcher, context.summary.customExercises.isEmpty ? context.resolvedNames : [:], context.assisted) }
            return !self.options.dryRun
        }
        do {
            try store.conditionalTransaction(work)
            if let committed {
                matcher = committed.matcher
                resolvedNames = committed.names
                assisted = committed.assisted
            }
        } catch let StoreError.sqlite(_, code, message) {
            throw DiagnosticError(.error(path, nil, "database error \(code): \(message); nothing from this file was written"))
        } catch let StoreError.postgres(_, state, message) {
            throw DiagnosticError(.error(path, nil, "database error \(state): \(message); nothing from this file was written"))
        }
        return result ?? ImportSummary(path: path, format: format.rawValue, status: .failed)
    }

    /// The state of importing `path` in `tx`, with the run's matcher (read from the database for the
    /// first file).
    private func makeContext(_ tx: any TrainingStoreTransaction, path: String, format: ImportFormat) throws -> ImportContext {
        let matcher = try self.matcher ?? ExerciseMatcher(exercises: try tx.exercises(), aliases: try tx.aliases())
        guard !matcher.exercises.isEmpty else {
            throw DiagnosticError(.error(path, nil, "the database has no exercise catalog yet (run `gymbo seed` first)"))
        }
        return ImportContext(
            tx: tx, path: path, options: options,
            summary: ImportSummary(path: path, format: format.rawValue, status: options.dryRun ? .dryRun : .imported),
            matcher: matcher, resolvedNames: resolvedNames, assisted: assisted)
    }

    /// The summary of a file read to the end: failed, with nothing counted as written, when it had
    /// errors; otherwise its records are finished and its import logged as ended.
    private func conclude(_ context: ImportContext, _ tx: any TrainingStoreTransaction) throws -> ImportSummary {
        var summary = context.summary
        if !context.errors.isEmpty {
            summary.status = .failed
            summary.added = 0
            summary.updated = 0
            summary.sets = 0
            return summary
        }
        let waits = defersRecomputes && context.records.needsRecompute && !options.dryRun
        try context.records.finish(tx, deferring: defersRecomputes)
        if waits { deferredRecomputes = true }
        recordsTime += context.records.elapsed
        recordsFoldTime += context.records.foldElapsed
        let athleteId = try summary.athlete.flatMap { try tx.athlete(exactlyNamed: $0)?.id }
        try tx.logImportEnd(id: context.importId!, athleteId: athleteId, added: summary.added, updated: summary.updated,
                            unchanged: summary.unchanged, skipped: summary.skipped, message: summary.warnings.prefix(20).joined(separator: "\n"))
        return summary
    }

    /// The file name without its extension(s), for `--athlete-from-filename`.
    static func athleteName(fromFile path: String) -> String {
        var name = URL(fileURLWithPath: path).lastPathComponent
        if let dot = name.firstIndex(of: "."), dot != name.startIndex { name = String(name[..<dot]) }
        return name
    }

    /// True when the same bytes were imported before for the same athlete (or, for files that name their
    /// own athlete, at all).
    private func alreadyImported(_ tx: any TrainingStoreTransaction, sha: String, athleteName: String?) throws -> Bool {
        let athletes = try tx.importedAthleteNames(sha256: sha)
        guard !athletes.isEmpty else { return false }
        guard let athleteName else { return true }
        return athletes.contains { athlete in
            guard let athlete else { return true }  // a template file: no athlete
            return athlete.caseInsensitiveCompare(athleteName) == .orderedSame
        }
    }

    private func run(_ format: ImportFormat, path: String, athleteName: String?, context: ImportContext) throws {
        switch format {
        case .gymtracker:
            try importGymtracker(path: path, athleteName: athleteName, context: context)
        case .backup:
            try importBackup(path: path, athleteName: athleteName, context: context)
        case .strong, .hevy, .fitnotes, .lyfta, .liftosaur, .jefit, .fitbod, .stronglifts:
            try importExport(format, path: path, athleteName: athleteName, context: context)
        }
    }

    /// The athlete for files that carry none: `--athlete` (created if new), else the only one.
    func athleteForExport(_ tx: any TrainingStoreTransaction, name: String?, path: String) throws -> (Athlete, created: Bool) {
        if let name {
            let trimmed = name.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { throw DiagnosticError(.error(path, nil, "empty athlete name")) }
            guard !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                throw DiagnosticError(.error(path, nil, "the athlete name contains a line break or another control character (expected a plain name)"))
            }
            return try tx.athleteCreatingIfNeeded(name: trimmed)
        }
        let all = try tx.athletes()
        guard all.count == 1 else {
            let hint = all.isEmpty ? "the database has no athletes yet" : "it holds \(all.map(\.name).joined(separator: ", "))"
            throw DiagnosticError(.error(path, nil, "whose training is this? name the athlete with --athlete NAME or --athlete-from-filename (\(hint))"))
        }
        return (all[0], false)
    }

    static func readData(_ path: String) throws -> Data {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw DiagnosticError(.error(path, nil, "cannot read file"))
        }
        return data
    }
}

/// A file's size and modification time: whether it changed between two looks.
struct FileStamp: Equatable {
    let size: Int
    let modified: Date

    /// `stat` itself: FileManager's attributes also look up the owner's and group's names, two reads of
    /// /etc/passwd and /etc/group for every look.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        size = Int(info.st_size)
        modified = Date(timeIntervalSince1970: TimeInterval(info.st_mtim.tv_sec) + TimeInterval(info.st_mtim.tv_nsec) / 1e9)
    }
}
