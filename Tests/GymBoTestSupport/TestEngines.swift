import Foundation
import GymBoKit

/// The database engines the two-engine suites run on: SQLite always; PostgreSQL when a server is
/// reachable at `GYMBO_TEST_POSTGRES` (default: the one `scripts/postgres-cluster start` runs,
/// postgres://postgres@127.0.0.1:55432/postgres). Without one the PostgreSQL cases are left out, saying
/// so once on stderr, unless `GYMBO_REQUIRE_POSTGRES=1` (CI), where they run and fail.
public enum TestEngine: String, Sendable, CaseIterable, CustomStringConvertible {
    case sqlite, postgres

    public var description: String { rawValue }

    /// The engines to run on here.
    public static let available: [TestEngine] = {
        let environment = ProcessInfo.processInfo.environment
        if environment["GYMBO_REQUIRE_POSTGRES"] == "1" { return [.sqlite, .postgres] }
        do {
            _ = try PostgresStore.databases(serverURL: serverURL, prefix: "gymbo_test_")
            return [.sqlite, .postgres]
        } catch {
            FileHandle.standardError.write(Data("note: PostgreSQL tests skipped: no server at \(serverURL) (start one with scripts/postgres-cluster start DIR, or set GYMBO_TEST_POSTGRES)\n".utf8))
            return [.sqlite]
        }
    }()

    /// The server the PostgreSQL cases create their databases on.
    public static let serverURL: String = {
        let value = ProcessInfo.processInfo.environment["GYMBO_TEST_POSTGRES"] ?? ""
        return value.isEmpty ? "postgres://postgres@127.0.0.1:55432/postgres" : value
    }()

    /// Databases earlier test runs left behind are dropped once, before the first new one: those whose
    /// process (the number after `gymbo_test_`) is gone. A run going on beside this one keeps its own.
    private static let leftoversDropped: Void = {
        for name in (try? PostgresStore.databases(serverURL: serverURL, prefix: "gymbo_test_")) ?? [] {
            let pid = name.dropFirst("gymbo_test_".count).split(separator: "_").first.flatMap { Int32($0) }
            if let pid, pid != getpid(), kill(pid, 0) == 0 || errno == EPERM { continue }
            try? PostgresStore.dropDatabase(url: url(of: name))
        }
    }()

    private static let counter = Counter()

    private static func url(of database: String) -> String {
        let server = PostgresLocation(url: serverURL)!
        return "postgres://\(server.user)@\(server.host):\(server.port)/\(database)"
    }

    /// Where a new, empty database of this engine is: a file in `directory`, or a new database on the server.
    public func newLocation(in directory: URL) throws -> String {
        switch self {
        case .sqlite:
            return directory.appendingPathComponent("gymbo-\(Self.counter.next()).sqlite").path
        case .postgres:
            Self.leftoversDropped
            let url = Self.url(of: "gymbo_test_\(getpid())_\(Self.counter.next())")
            try PostgresStore.createDatabaseIfMissing(url: url)
            return url
        }
    }

    /// A new, empty store of this engine (with the bundled catalog when `seeded`).
    public func makeStore(seeded: Bool = true) throws -> any TrainingStore {
        let store: any TrainingStore
        switch self {
        case .sqlite: store = try GymBoStore.inMemory()
        case .postgres: store = try openTrainingStore(newLocation(in: FileManager.default.temporaryDirectory))
        }
        if seeded { _ = try CatalogSeeder(store: store).seedCatalog() }
        return store
    }

    /// Counts a finished test case of this engine in the file `GYMBO_ENGINE_TALLY` names (scripts/test
    /// prints how many ran on each engine).
    public func tally(_ name: String = #function) {
        guard let path = ProcessInfo.processInfo.environment["GYMBO_ENGINE_TALLY"], !path.isEmpty else { return }
        // O_APPEND: lines of test cases finishing at once do not overwrite each other.
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
        guard fd >= 0 else { return }
        defer { close(fd) }
        let line = Array("\(rawValue) \(name)\n".utf8)
        _ = line.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    }
}

/// A digest of every row an import produced, on either engine (see `PostgresStore.importedDataDigest`).
public func importedDataDigest(of store: any TrainingStore) throws -> String {
    if let postgres = store as? PostgresStore { return try postgres.importedDataDigest() }
    return try (store as! GymBoStore).importedDataDigest()
}

private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
