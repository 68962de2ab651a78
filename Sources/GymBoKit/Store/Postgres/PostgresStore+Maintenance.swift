import Foundation
import PostgresNIO

extension PostgresStore {
    /// Counts of the main tables.
    public func stats() throws -> DatabaseStats {
        try reading { tx in
            guard let row = try tx.query("""
                SELECT (SELECT COUNT(*) FROM athlete) AS athletes, (SELECT COUNT(*) FROM exercise) AS exercises,
                    (SELECT COUNT(*) FROM workout) AS workouts, (SELECT COUNT(*) FROM session) AS sessions,
                    (SELECT COUNT(*) FROM personalRecord) AS records,
                    (SELECT COUNT(*) FROM tip) AS tips, (SELECT COUNT(*) FROM importRecord) AS imports
                """).first else { return DatabaseStats() }
            // Sets are counted from each session's packed sets.
            let sets = try tx.query("SELECT sets FROM session").reduce(0) { $0 + (PackedSets.summary(try $1.bytes(at: 0))?.sets ?? 0) }
            return DatabaseStats(
                athletes: try row.int("athletes"), exercises: try row.int("exercises"), workouts: try row.int("workouts"),
                sessions: try row.int("sessions"), sets: sets, records: try row.int("records"),
                tips: try row.int("tips"), imports: try row.int("imports"))
        }
    }

    /// Makes the space of deleted rows reusable. `VACUUM` cannot run inside a transaction: it runs on a
    /// connection of its own between transactions.
    public func vacuum() throws {
        try withClient { client in try client.script("VACUUM") }
    }
}
