import Foundation
import GymBoResources

/// The outcome of seeding one file.
public struct SeedReport: Sendable {
    /// The file seeded; `exercises.csv (bundled)` for the bundled catalog.
    public var path: String
    /// `catalog` or `workouts`.
    public var kind: String
    /// What the seeding changed.
    public var counts: ChangeCounts
    /// Bad rows and other findings, as `path:line: severity: message`.
    public var diagnostics: [Diagnostic]
    /// True when `--strict` rejected the file and nothing was written.
    public var rejectedWhole = false

    /// True when any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// `gymbo seed`: loads a catalog and sample workouts into the store, idempotently.
public struct CatalogSeeder {
    /// The database seeded.
    public let store: any TrainingStore

    /// A seeder writing into `store`.
    public init(store: any TrainingStore) { self.store = store }

    /// Seeds the catalog at `path` (the bundled one when `nil`) and the bundled aliases.
    ///
    /// Bad rows are reported and skipped; with `strict` a file with any bad row writes nothing.
    public func seedCatalog(path: String? = nil, strict: Bool = false) throws -> SeedReport {
        let file = path ?? GymBoResources.catalogURL.path
        let displayPath = path ?? "exercises.csv (bundled)"
        let parsed = try CatalogReader(path: file).read()
        var report = SeedReport(path: displayPath, kind: "catalog", counts: ChangeCounts(rejected: parsed.rejectedCount), diagnostics: parsed.diagnostics)
        if strict && report.hasErrors {
            report.rejectedWhole = true
            report.counts = ChangeCounts(rejected: parsed.rowCount)
            return report
        }
        let aliases = try Self.bundledAliases()
        let version = try FileDigest.sha256(path: file)
        var counts = try store.seedCatalog(parsed.exercises, aliases: aliases, version: version)
        counts.rejected = parsed.rejectedCount
        report.counts = counts
        return report
    }

    /// The bundled alias table plus the bundled catalog's own names, so a catalog seeded from another file
    /// (with other ids) still learns the German names and common aliases of its exercises.
    static func bundledAliases() throws -> [(alias: String, exerciseId: UUID)] {
        var aliases = try AliasReader(path: GymBoResources.aliasesURL.path).read().aliases
        aliases += try CatalogReader(path: GymBoResources.catalogURL.path).read().exercises.map { ($0.name, $0.id) }
        return aliases
    }

    /// Seeds sample workouts from `path`, resolving exercises against what the store holds now.
    public func seedWorkouts(path: String, strict: Bool = false) throws -> SeedReport {
        let parsed = try SampleWorkoutReader(path: path, matcher: try store.matcher()).read()
        var report = SeedReport(path: path, kind: "workouts", counts: ChangeCounts(), diagnostics: parsed.diagnostics)
        let errorCount = parsed.diagnostics.filter { $0.severity == .error }.count
        if strict && !parsed.diagnostics.isEmpty {
            report.rejectedWhole = true
            report.diagnostics = parsed.diagnostics.map { var d = $0; d.severity = .error; return d }
            report.counts = ChangeCounts(rejected: parsed.rowCount)
            return report
        }
        var counts = try store.seedSampleWorkouts(parsed.workouts, version: try FileDigest.sha256(path: path))
        counts.rejected += errorCount
        report.counts = counts
        return report
    }
}
