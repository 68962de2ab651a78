import Foundation
import GRDB

extension GymBoStore {
    /// One transaction's view of the database: what a use case (one file of an import, a decision and
    /// the recompute it needs) reads and writes inside it, by intent. Valid only inside the closure that
    /// received it.
    public final class Transaction {
        let db: Database
        /// The hot statements: the writer's (`GymBoStore.writerShelf`) in a write transaction.
        let shelf: StatementShelf

        init(_ db: Database, shelf: StatementShelf = StatementShelf()) {
            self.db = db
            self.shelf = shelf
        }
    }

    /// Runs `body` in one write transaction; an error it throws rolls everything back. SQLite's errors
    /// come out as `StoreError`.
    public func transaction<T>(_ body: (Transaction) throws -> T) throws -> T {
        try write { db in try body(Transaction(db, shelf: writerShelf)) }
    }

    /// Runs `body` in one read transaction: a consistent snapshot, even while another process writes.
    public func reading<T>(_ body: (Transaction) throws -> T) throws -> T {
        try read { db in try body(Transaction(db)) }
    }

    /// Runs `body` in one transaction that takes the write lock at once and commits only when `body`
    /// returns true (a dry run, or a file that failed, returns false). SQLite's errors come out as
    /// `StoreError.damaged` when the database itself is unusable, else as `StoreError.sqlite`.
    public func conditionalTransaction(_ body: (Transaction) throws -> Bool) throws {
        do {
            try writer.writeWithoutTransaction { db in
                try db.inTransaction(.immediate) { try body(Transaction(db, shelf: writerShelf)) ? .commit : .rollback }
            }
        } catch let error as DatabaseError {
            let (code, message) = (error.extendedResultCode.rawValue, error.message ?? "\(error)")
            throw Self.isDamage(error) ? StoreError.damaged(path: path, code: code, message: message)
                                       : StoreError.sqlite(path: path, code: code, message: message)
        }
    }

    /// How many pages the write-ahead log grows before SQLite copies it back into the database.
    public func checkpointInterval() throws -> Int {
        try writer.writeWithoutTransaction { try Int.fetchOne($0, sql: "PRAGMA wal_autocheckpoint") } ?? 1000
    }

    /// Sets how many pages the write-ahead log grows before SQLite checkpoints it.
    public func setCheckpointInterval(_ pages: Int) throws {
        try writer.writeWithoutTransaction { try $0.execute(sql: "PRAGMA wal_autocheckpoint = \(pages)") }
    }

    /// The last week the batch wrote a weekly report for (`2026-W46`), per athlete.
    public func lastReportedWeek(athleteId: UUID) throws -> String? {
        try read { db in try meta(db, "batch.lastReportWeek." + athleteId.lowercased) }
    }

    /// Records the week the batch last wrote a weekly report for.
    public func setLastReportedWeek(_ week: String, athleteId: UUID) throws {
        try write { db in try setMeta(db, "batch.lastReportWeek." + athleteId.lowercased, week) }
    }
}

extension GymBoStore.Transaction {
    // MARK: Import log

    /// The athletes of earlier imports of the same bytes (by SHA-256) that committed; nil for a file
    /// without an athlete (a template).
    public func importedAthleteNames(sha256: String) throws -> [String?] {
        // Cached statements here and below: compiling them again for every file of a run was a tenth of
        // an incremental import of 200 small files.
        try Row.fetchAll(db.cachedStatement(sql: """
            SELECT a.name AS athlete FROM importRecord i LEFT JOIN athlete a ON a.id = i.athleteId
            WHERE i.sha256 = ? AND i.outcome = 'imported'
            """), arguments: [sha256]).map { $0["athlete"] }
    }

    /// Records that a file's import began; returns the import's id, which its sessions carry.
    public func logImportStart(path: String, sha256: String, format: String, at date: Date) throws -> Int64 {
        try db.cachedStatement(sql: """
            INSERT INTO importRecord(path, sha256, format, outcome, importedAt) VALUES (?, ?, ?, 'running', ?)
            """).execute(arguments: [path, sha256, format, Timestamp.string(date)])
        return db.lastInsertedRowID
    }

    /// Records a file's import as done, with its counts.
    public func logImportEnd(id: Int64, athleteId: UUID?, added: Int, updated: Int, unchanged: Int, skipped: Int, message: String) throws {
        try db.cachedStatement(sql: """
            UPDATE importRecord SET athleteId = ?, added = ?, updated = ?, unchanged = ?, skipped = ?, errors = 0,
                   outcome = 'imported', message = ? WHERE id = ?
            """).execute(arguments: [athleteId?.lowercased, added, updated, unchanged, skipped, message, id])
    }
}
