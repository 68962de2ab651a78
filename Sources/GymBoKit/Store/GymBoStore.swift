import Foundation
import GRDB

/// The database facade: one writer (a WAL `DatabasePool` for files, a `DatabaseQueue` in memory),
/// named migrations, and intent-named operations that are each one transaction.
public final class GymBoStore: @unchecked Sendable {
    /// Where the data lives (`:memory:` for in-memory stores).
    public let path: String
    let writer: any DatabaseWriter
    /// The writing connection's hot statements, kept from one write transaction to the next. An
    /// incremental import writes 200 small files, one transaction each: looking its few statements up
    /// again in GRDB's cache by their whole text, for every file, was a tenth of keeping its records.
    /// Only write transactions use it, and the writer runs one at a time.
    let writerShelf = StatementShelf()

    private init(path: String, writer: any DatabaseWriter) throws {
        self.path = path
        self.writer = writer
        do {
            let migrator = Migrations.migrator
            if try writer.read({ try migrator.hasBeenSuperseded($0) }) {
                throw StoreError.newerSchema(path: path)
            }
            try migrator.migrate(writer)
        } catch let error as DatabaseError {
            throw Self.wrap(error, path: path)
        }
    }

    /// Opens (creating if needed) the database file at `path` in WAL mode with foreign keys on and a
    /// busy timeout, and brings its schema up to date. `GymBoStore.open` also finishes what a killed
    /// import run left to do.
    public static func connect(path: String, readOnly: Bool = false) throws -> GymBoStore {
        var config = Configuration()
        config.foreignKeysEnabled = true
        config.busyMode = .timeout(30)
        config.readonly = readOnly
        config.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
            // 32 MB of page cache for the writer: a large import's transaction stays in memory instead of
            // spilling. Readers (the batch and the recompute read on several at once) stream through
            // histories once and keep SQLite's default 2 MB, so they do not add 32 MB each to peak memory.
            if !db.configuration.readonly { try db.execute(sql: "PRAGMA cache_size = -32768") }
            // A statement that writes several rows (the multi-row inserts of an import) keeps the pages it
            // changes in a statement journal, to undo itself alone. On disk, that journal took 2 GB of
            // writes to temporary files for the reference import, a million system calls. In memory it
            // holds a few pages per statement. Sorts of the writing connection stay in memory too; its
            // statements sort nothing larger than one athlete's rows.
            if !db.configuration.readonly { try db.execute(sql: "PRAGMA temp_store = MEMORY") }
            PackedSets.addFunctions(db)
        }
        do {
            let pool = try DatabasePool(path: path, configuration: config)
            return try GymBoStore(path: path, writer: pool)
        } catch let error as DatabaseError {
            throw wrap(error, path: path)
        }
    }

    /// A fresh in-memory database (tests, dry runs).
    public static func inMemory() throws -> GymBoStore {
        var config = Configuration()
        config.foreignKeysEnabled = true
        config.prepareDatabase { db in PackedSets.addFunctions(db) }
        return try GymBoStore(path: ":memory:", writer: DatabaseQueue(configuration: config))
    }

    /// True for errors that say the database itself is unusable, not the input.
    static func isDamage(_ error: DatabaseError) -> Bool {
        [.SQLITE_CORRUPT, .SQLITE_NOTADB, .SQLITE_IOERR, .SQLITE_FULL].contains(error.resultCode)
    }

    static func wrap(_ error: DatabaseError, path: String) -> Error {
        if error.resultCode == .SQLITE_CORRUPT || error.resultCode == .SQLITE_IOERR || error.resultCode == .SQLITE_FULL {
            return StoreError.damaged(path: path, code: error.extendedResultCode.rawValue, message: error.message ?? "\(error)")
        }
        switch error.resultCode {
        case .SQLITE_NOTADB:
            return StoreError.notADatabase(path: path, reason: "the file is not a SQLite database")
        case .SQLITE_CANTOPEN:
            return StoreError.notADatabase(path: path, reason: "the file cannot be opened or created")
        default:
            return StoreError.sqlite(path: path, code: error.extendedResultCode.rawValue, message: error.message ?? "\(error)")
        }
    }

    /// Runs `body` in one write transaction, mapping SQLite errors to `StoreError`.
    func write<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            return try writer.write(body)
        } catch let error as DatabaseError {
            throw Self.wrap(error, path: path)
        }
    }

    /// Runs `body` in a read transaction.
    func read<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            return try writer.read(body)
        } catch let error as DatabaseError {
            throw Self.wrap(error, path: path)
        }
    }

    /// A value of the `meta` table.
    func meta(_ db: Database, _ key: String) throws -> String? {
        // Cached statements: the batch reads and writes one key per athlete.
        try String.fetchOne(db.cachedStatement(sql: "SELECT value FROM meta WHERE key = ?"), arguments: [key])
    }

    func setMeta(_ db: Database, _ key: String, _ value: String) throws {
        try db.cachedStatement(sql: "INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value")
            .execute(arguments: [key, value])
    }
}
