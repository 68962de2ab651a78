import Foundation
import GRDB

/// Row counts, the keys of `gymbo db stats --format json` (SPEC §6).
public struct DatabaseStats: Sendable, Equatable, Codable {
    /// Athletes.
    public var athletes = 0
    /// Catalog and custom exercises.
    public var exercises = 0
    /// Workout templates, samples included.
    public var workouts = 0
    /// Performed sessions.
    public var sessions = 0
    /// Performed sets.
    public var sets = 0
    /// Record tables (one per athlete and exercise).
    public var records = 0
    /// Issued tips.
    public var tips = 0
    /// Logged file imports.
    public var imports = 0
}

extension GymBoStore {
    /// Counts of the main tables.
    public func stats() throws -> DatabaseStats {
        try read { db in
            func count(_ table: String) throws -> Int { try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)") ?? 0 }
            return DatabaseStats(
                athletes: try count("athlete"), exercises: try count("exercise"), workouts: try count("workout"),
                sessions: try count("session"), sets: try Int.fetchOne(db, sql: "SELECT COALESCE(SUM(packed_set_count(sets)), 0) FROM session") ?? 0, records: try count("personalRecord"),
                tips: try count("tip"), imports: try count("importRecord"))
        }
    }

    /// Rebuilds the file to reclaim space.
    public func vacuum() throws {
        do {
            // VACUUM builds the new file as a temporary database: on disk, not in the writing connection's
            // memory (`temp_store`, see `connect`).
            try writer.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA temp_store = FILE")
                defer { try? db.execute(sql: "PRAGMA temp_store = MEMORY") }
                try db.execute(sql: "VACUUM")
            }
        } catch let error as DatabaseError {
            throw Self.wrap(error, path: path)
        }
    }

    /// Every row that an import produces, without the columns that legitimately differ between two runs
    /// (import ids, wall-clock times, integer keys): equal digests mean the same data landed.
    public func importedDataDigest() throws -> String {
        try read { db in
            let queries = [
                "SELECT id, name, goal, experience FROM athlete ORDER BY id",
                "SELECT id, name, isCustom FROM exercise WHERE isCustom = 1 ORDER BY id",
                """
                SELECT s.id, s.athleteId, s.name, s.startedAt, s.duration, s.source, s.contentHash,
                       packed_set_count(s.sets), packed_set_volume(s.sets)
                FROM session s ORDER BY s.id
                """,
                "SELECT * FROM personalRecord ORDER BY athleteId, exerciseId",
                "SELECT * FROM exerciseLastUsed ORDER BY athleteId, exerciseId",
                "SELECT athleteId, exerciseId, sessionId, kind, oldValue, newValue, date FROM recordEvent ORDER BY athleteId, exerciseId, date, kind, newValue",
                "SELECT sha256, format, athleteId, added, updated, unchanged, skipped, outcome FROM importRecord ORDER BY sha256",
            ]
            return try queries.map { sql in
                try Row.fetchAll(db, sql: sql).map(\.description).joined(separator: "\n")
            }.joined(separator: "\n--\n")
        }
    }
}
