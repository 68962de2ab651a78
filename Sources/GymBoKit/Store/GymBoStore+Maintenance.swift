import Foundation
import GRDB

/// Row counts, the keys of `gymbo db stats --format json` (SPEC §6).
public struct DatabaseStats: Sendable, Equatable, Codable {
    public var athletes = 0
    public var exercises = 0
    public var workouts = 0
    public var sessions = 0
    public var sets = 0
    public var records = 0
    public var tips = 0
    public var imports = 0
}

extension GymBoStore {
    /// Counts of the main tables.
    public func stats() throws -> DatabaseStats {
        try read { db in
            func count(_ table: String) throws -> Int { try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)") ?? 0 }
            return DatabaseStats(
                athletes: try count("athlete"), exercises: try count("exercise"), workouts: try count("workout"),
                sessions: try count("session"), sets: try count("sessionSet"), records: try count("personalRecord"),
                tips: try count("tip"), imports: try count("importRecord"))
        }
    }

    /// SQLite's integrity and foreign-key checks plus the toolkit's own invariants; one line per problem,
    /// empty when the database is sound.
    public func check() throws -> [String] {
        try read { db in
            var problems: [String] = []
            for line in try String.fetchAll(db, sql: "PRAGMA integrity_check") where line != "ok" {
                problems.append("integrity: \(line)")
            }
            for row in try Row.fetchAll(db, sql: "PRAGMA foreign_key_check") {
                let table: String = row[0]
                let rowid: Int64? = row[1]
                let parent: String = row[2]
                problems.append("foreign key: a row of \(table) (rowid \(rowid.map(String.init) ?? "?")) points to a missing \(parent)")
            }
            let invariants: [(String, String)] = [
                ("an exercise has no muscle group (catalog exercises need a primary group)",
                 "SELECT name FROM exercise e WHERE isCustom = 0 AND NOT EXISTS (SELECT 1 FROM exerciseMuscle m WHERE m.exerciseId = e.id)"),
                ("an exercise has an unknown equipment or difficulty",
                 "SELECT name FROM exercise WHERE equipment NOT IN ('freeWeights','machine','bodyweight','cable','mixed') OR difficulty NOT IN ('anfänger','fortgeschritten','profi')"),
                ("muscle group positions are not 0…n-1",
                 "SELECT exerciseId FROM exerciseMuscle GROUP BY exerciseId HAVING MAX(position) <> COUNT(*) - 1"),
                ("a set has a negative or non-finite weight or negative reps",
                 "SELECT sessionSeq FROM sessionSet WHERE weight < 0 OR reps < 0 OR weight <> weight OR abs(weight) > 1e9"),
                ("a session has no exercises",
                 "SELECT name FROM session s WHERE NOT EXISTS (SELECT 1 FROM sessionExercise x WHERE x.sessionSeq = s.seq)"),
                ("a session's start date is not an ISO-8601 instant",
                 "SELECT name FROM session WHERE startedAt NOT GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]:[0-9][0-9]Z'"),
                ("a record belongs to an athlete/exercise pair without any set",
                 "SELECT p.exerciseId FROM personalRecord p WHERE NOT EXISTS (SELECT 1 FROM session s JOIN sessionExercise x ON x.sessionSeq = s.seq WHERE s.athleteId = p.athleteId AND x.exerciseId = p.exerciseId)"),
            ]
            for (message, sql) in invariants {
                let hits = try String.fetchAll(db, sql: sql + " LIMIT 6")
                if !hits.isEmpty {
                    let sample = hits.prefix(5).joined(separator: ", ")
                    problems.append("invariant: \(message): \(sample)\(hits.count > 5 ? ", …" : "")")
                }
            }
            return problems
        }
    }

    /// Rebuilds the file to reclaim space.
    public func vacuum() throws {
        do {
            try writer.vacuum()
        } catch let error as DatabaseError {
            throw Self.wrap(error, path: path)
        }
    }
}
