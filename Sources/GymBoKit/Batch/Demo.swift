import Foundation
import GymBoResources

/// `gymbo demo`: the main job on a fresh machine, on the project's own example files.
///
/// A fresh database in the output folder, the bundled catalog, the files of `Resources/examples/` copied
/// into an inbox, and one batch run as of a fixed instant, so every run writes the same reports.
package struct Demo {
    /// The instant the demo is "as of": Monday 2026-11-16, 06:00 UTC (the reports cover 2026-W46).
    package static let asOf = Timestamp.parseISO("2026-11-16T06:00:00Z")!

    package let output: String
    package var language: Language = .de

    /// A PostgreSQL database to run on instead of the SQLite file in the output folder (`--db postgres://…`).
    package var postgresURL: String?

    package init(output: String) { self.output = output }

    /// The database the demo writes.
    package var databasePath: String {
        postgresURL ?? URL(fileURLWithPath: output).appendingPathComponent("gymbo-demo.sqlite").path
    }
    package var inboxPath: String { URL(fileURLWithPath: output).appendingPathComponent("inbox").path }

    /// The example files shipped with the toolkit.
    package static func exampleFiles() throws -> [URL] {
        let folder = GymBoResources.url(named: "examples", extension: "")
        return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { !$0.lastPathComponent.hasPrefix(".") && $0.lastPathComponent != "README.md" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    package func run() throws -> (seed: SeedReport, batch: BatchJob.Summary) {
        let fm = FileManager.default
        try fm.createDirectory(atPath: output, withIntermediateDirectories: true)
        let store = try freshStore()
        try? fm.removeItem(atPath: inboxPath)
        try fm.createDirectory(atPath: inboxPath, withIntermediateDirectories: true)
        for file in try Self.exampleFiles() {
            try fm.copyItem(at: file, to: URL(fileURLWithPath: inboxPath).appendingPathComponent(file.lastPathComponent))
        }
        let seed = try CatalogSeeder(store: store).seedCatalog()
        var options = BatchJob.Options(inbox: inboxPath, reports: output)
        options.asOf = .instant(Self.asOf)
        options.language = language
        options.html = true
        options.imports.athleteFromFilename = true
        options.imports.language = language
        options.imports.now = Self.asOf
        return (seed, try BatchJob(store: store, options: options).run())
    }

    /// An empty database: the SQLite file made anew, or the PostgreSQL database (created when missing)
    /// emptied — but only one the demo made itself or that holds nothing, never somebody's data.
    private func freshStore() throws -> any TrainingStore {
        guard let url = postgresURL else {
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: databasePath + suffix) }
            return try GymBoStore.open(path: databasePath)
        }
        try PostgresStore.createDatabaseIfMissing(url: url)
        let store = try PostgresStore.connect(url: url)
        try store.emptyForDemo()
        return store
    }
}
