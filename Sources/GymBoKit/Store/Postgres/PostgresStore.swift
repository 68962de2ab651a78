import Foundation
import PostgresNIO

/// The PostgreSQL engine of `TrainingStore`: the same model, migrations and guarantees as the SQLite
/// engine (`GymBoStore`) on a server several processes and hosts share. Connections are opened as
/// threads need them and kept for reuse; every transaction runs on one connection.
public final class PostgresStore: @unchecked Sendable {
    /// The database's URL without the password, for messages.
    public let path: String
    let location: PostgresLocation
    private let lock = NSLock()
    private var idle: [PostgresClient] = []

    private init(location: PostgresLocation) throws {
        self.location = location
        path = location.display
        let client = try PostgresClient(location)
        try PostgresSchema.migrate(client)
        idle.append(client)
    }

    /// Connects to the database at `url` (`postgres://user@host:port/dbname`) and brings its schema up
    /// to date.
    public static func connect(url: String) throws -> PostgresStore {
        guard let location = PostgresLocation(url: url) else {
            throw StoreError.notADatabase(path: url, reason: "not a PostgreSQL URL (postgres://user@host:port/dbname)")
        }
        return try PostgresStore(location: location)
    }

    /// Runs `body` on a connection of its own: an idle one, or a new one. A connection the server closed
    /// (it was restarted, or the database dropped), or on which the connection was lost, is never used
    /// again: a statement sent on it would wait for an answer forever.
    func withClient<T>(_ body: (PostgresClient) throws -> T) throws -> T {
        lock.lock()
        var reused = idle.popLast()
        while let candidate = reused, candidate.connection.isClosed { reused = idle.popLast() }
        lock.unlock()
        let client = try reused ?? PostgresClient(location)
        var lost = false
        defer {
            if !lost, !client.connection.isClosed {
                lock.lock()
                idle.append(client)
                lock.unlock()
            }
        }
        do {
            return try body(client)
        } catch let error as StoreError {
            if case .damaged = error { lost = true }
            throw error
        }
    }

    /// Runs `body` in one transaction at `isolation`; an error rolls everything back, `commit` false too.
    func inTransaction<T>(readOnly: Bool = false, _ body: (Transaction) throws -> (T, commit: Bool)) throws -> T {
        try withClient { client in
            try client.script(readOnly ? "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY" : "BEGIN")
            let tx = Transaction(client)
            do {
                let (value, commit) = try body(tx)
                if commit {
                    try tx.flush()
                    try client.script("COMMIT")
                } else {
                    try client.script("ROLLBACK")
                }
                return value
            } catch {
                // On a lost connection the server has rolled back already; a ROLLBACK sent there would wait forever.
                if case .damaged = error as? StoreError {} else { try? client.script("ROLLBACK") }
                throw error
            }
        }
    }

    // MARK: Transactions (TrainingStore)

    public func transaction<T>(_ body: (Transaction) throws -> T) throws -> T {
        try inTransaction { tx in (try body(tx), true) }
    }

    public func reading<T>(_ body: (Transaction) throws -> T) throws -> T {
        try inTransaction(readOnly: true) { tx in (try body(tx), true) }
    }

    public func conditionalTransaction(_ body: (Transaction) throws -> Bool) throws {
        try inTransaction { tx in ((), try body(tx)) }
    }

    /// A server flushes its own write-ahead log; there is nothing to tune from here.
    public func checkpointInterval() throws -> Int { 0 }
    public func setCheckpointInterval(_ pages: Int) throws {}

    // MARK: meta

    func meta(_ tx: Transaction, _ key: String) throws -> String? {
        try tx.query("SELECT value FROM meta WHERE key = $1", [.text(key)]).first?.text("value")
    }

    func setMeta(_ tx: Transaction, _ key: String, _ value: String) throws {
        try tx.execute("INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                       [.text(key), .text(value)])
    }

    public func lastReportedWeek(athleteId: UUID) throws -> String? {
        try reading { tx in try meta(tx, "batch.lastReportWeek." + athleteId.lowercased) }
    }

    public func setLastReportedWeek(_ week: String, athleteId: UUID) throws {
        try transaction { tx in try setMeta(tx, "batch.lastReportWeek." + athleteId.lowercased, week) }
    }
}

extension PostgresStore {
    /// One transaction's view of the database (see `GymBoStore.Transaction`). Inserted sessions (with
    /// their packed sets) and their exercise entries wait in COPY buffers and reach the server in bulk before the next statement
    /// that could read them, and at the latest at commit.
    public final class Transaction {
        let client: PostgresClient
        var pendingSessions = CopyRows()
        var pendingExercises = CopyRows()
        var pendingRecords = PendingUpserts()
        var pendingLastUsed = PendingUpserts()
        /// The athletes whose sessions this transaction has locked, and the keys of their stored and
        /// buffered sessions (`insertSession`).
        var lockedAthletes: Set<String> = []
        var sessionKeys: [String: [String: String]] = [:]

        init(_ client: PostgresClient) { self.client = client }

        /// Sends the buffered sessions and entries, in that order, then the buffered records and
        /// last-used values.
        func flush() throws {
            if !pendingSessions.isEmpty {
                let rows = pendingSessions.bytes
                pendingSessions.removeAll()
                try client.copy(into: "session", columns: Self.sessionCopyColumns, rows: rows)
            }
            if !pendingExercises.isEmpty {
                let rows = pendingExercises.bytes
                pendingExercises.removeAll()
                try client.copy(into: "sessionExercise", columns: Self.exerciseColumns, rows: rows)
            }
            if !pendingRecords.isEmpty {
                try upsertNow(into: "personalRecord", columns: GymBoStore.recordColumnNames, rows: pendingRecords.take())
            }
            if !pendingLastUsed.isEmpty {
                try upsertNow(into: "exerciseLastUsed", columns: GymBoStore.lastUsedColumnNames, rows: pendingLastUsed.take())
            }
        }

        /// A buffered session's columns: its `seq`, then those of the insert's values (`sessionValues`).
        static let sessionCopyColumns = ["seq"] + sessionColumns.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        static let exerciseColumns = ["athleteId", "sessionSeq", "position", "exerciseId", "groupId", "groupKind", "notes", "sourceName"]

        /// Runs a statement and returns its rows, after the buffered rows went in.
        @discardableResult
        func query(_ sql: String, _ values: [PostgresValue] = []) throws -> [PostgresRandomAccessRow] {
            try flush()
            return try client.query(sql, values)
        }

        /// Runs a statement and returns how many rows it changed, after the buffered rows went in.
        @discardableResult
        func execute(_ sql: String, _ values: [PostgresValue] = []) throws -> Int {
            try flush()
            return try client.execute(sql, values)
        }
    }
}

extension PostgresStore {
    /// Creates the database `url` names when the server does not have it yet (connecting to the
    /// server's `postgres` database to do so). Returns true when it created it.
    @discardableResult
    public static func createDatabaseIfMissing(url: String) throws -> Bool {
        guard let location = PostgresLocation(url: url) else {
            throw StoreError.notADatabase(path: url, reason: "not a PostgreSQL URL (postgres://user@host:port/dbname)")
        }
        var server = location
        server.database = "postgres"
        let client = try PostgresClient(server)
        let exists = try client.query("SELECT 1 FROM pg_database WHERE datname = $1", [.text(location.database)])
        guard exists.isEmpty else { return false }
        try client.script("CREATE DATABASE \(quotedIdentifier(location.database))")
        return true
    }

    /// Drops the database `url` names, if there is one (tests and benchmarks clean up with it).
    public static func dropDatabase(url: String) throws {
        guard let location = PostgresLocation(url: url) else { return }
        var server = location
        server.database = "postgres"
        let client = try PostgresClient(server)
        try client.script("DROP DATABASE IF EXISTS \(quotedIdentifier(location.database)) WITH (FORCE)")
    }

    /// The names of the server's databases that start with `prefix`.
    public static func databases(serverURL: String, prefix: String) throws -> [String] {
        guard let location = PostgresLocation(url: serverURL) else { return [] }
        let client = try PostgresClient(location)
        return try client.query("SELECT datname FROM pg_database WHERE starts_with(datname, $1) ORDER BY datname", [.text(prefix)])
            .map { try $0.text("datname") }
    }

    static func quotedIdentifier(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// A digest of every row an import produces, without what differs between two runs (import ids,
    /// wall-clock times, generated keys): equal digests mean the same data landed.
    public func importedDataDigest() throws -> String {
        try reading { tx in
            let queries = [
                "SELECT id, name, goal, experience FROM athlete ORDER BY id COLLATE \"C\"",
                "SELECT id, name, isCustom FROM exercise WHERE isCustom = 1 ORDER BY id COLLATE \"C\"",
                """
                SELECT s.id, s.athleteId, s.name, s.startedAt, s.duration, s.source, s.contentHash, s.sets
                FROM session s ORDER BY s.id COLLATE "C"
                """,
                "SELECT p.*, '' AS x FROM personalRecord p ORDER BY athleteId COLLATE \"C\", exerciseId COLLATE \"C\"",
                "SELECT u.*, '' AS x FROM exerciseLastUsed u ORDER BY athleteId COLLATE \"C\", exerciseId COLLATE \"C\"",
                "SELECT athleteId, exerciseId, sessionId, kind, oldValue, newValue, date FROM recordEvent ORDER BY athleteId COLLATE \"C\", exerciseId COLLATE \"C\", date COLLATE \"C\", kind COLLATE \"C\", newValue",
                "SELECT sha256, format, athleteId, added, updated, unchanged, skipped, outcome FROM importRecord ORDER BY sha256 COLLATE \"C\"",
            ]
            return try queries.map { sql in
                let rows = try tx.query("SELECT md5(COALESCE(string_agg(q::text, E'\\n'), '')) AS digest FROM (\(sql)) q")
                return try rows.first?.text("digest") ?? ""
            }.joined(separator: " ")
        }
    }
}

extension PostgresStore {
    /// The `meta` key that marks a database `gymbo demo` filled.
    static let demoMark = "demo.database"

    /// Empties the database for `gymbo demo`: allowed when it holds no athletes and no imports, or when
    /// the demo filled it; otherwise an error names what it holds.
    package func emptyForDemo() throws {
        try transaction { tx in
            let marked = try meta(tx, Self.demoMark) != nil
            let athletes = try tx.query("SELECT COUNT(*) AS n FROM athlete").first?.int("n") ?? 0
            let imports = try tx.query("SELECT COUNT(*) AS n FROM importRecord").first?.int("n") ?? 0
            guard marked || (athletes == 0 && imports == 0) else {
                throw StoreError.notADatabase(path: path, reason: "it holds \(athletes) athletes and \(imports) imports that `gymbo demo` did not write; give the demo a database of its own")
            }
            try tx.execute("""
                TRUNCATE athlete, session, sessionExercise, personalRecord, recordEvent, exerciseLastUsed, tip,
                         tipFeedback, sessionDecision, importRecord, workoutSet, workoutExercise, workout, exerciseAlias,
                         exerciseMuscle, exercise, meta
                """)
            try setMeta(tx, Self.demoMark, "1")
        }
    }
}

extension PostgresStore {
    /// Every row of every table, as one digest per table (name, row count, MD5 of the sorted rows): two
    /// equal snapshots mean an unchanged database.
    public func snapshot() throws -> String {
        try reading { tx in
            let tables = try tx.query("""
                SELECT table_name AS name FROM information_schema.tables
                WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name COLLATE "C"
                """).map { try $0.text("name") }
            return try tables.map { table in
                let row = try tx.query("""
                    SELECT COUNT(*) AS n, md5(COALESCE(string_agg(t::text, E'\\n' ORDER BY t::text COLLATE "C"), '')) AS digest
                    FROM \(Self.quotedIdentifier(table)) t
                    """).first
                return "\(table): \(try row?.int("n") ?? 0) \(try row?.text("digest") ?? "")"
            }.joined(separator: "\n")
        }
    }
}
