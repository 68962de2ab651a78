import Foundation
import GRDB

extension GymBoStore {
    /// The user's decisions about an athlete's sessions (`gymbo sessions drop|keep`), by session id. The
    /// decisions are read first (CROSS JOIN keeps that order): there are few, and every recompute asks.
    static func sessionDecisions(_ db: Database, athlete: String) throws -> [String: SessionDecision] {
        var decisions: [String: SessionDecision] = [:]
        let rows = try Row.fetchAll(db.cachedStatement(sql: """
            SELECT d.sessionId, d.decision FROM sessionDecision d CROSS JOIN session s ON s.id = d.sessionId WHERE s.athleteId = ?
            """), arguments: [athlete])
        for row in rows {
            if let decision = SessionDecision(rawValue: row[1]) { decisions[row[0]] = decision }
        }
        return decisions
    }

    /// The catalog and custom exercises, by id.
    public func exercisesById() throws -> [UUID: Exercise] {
        Dictionary(uniqueKeysWithValues: try exercises().map { ($0.id, $0) })
    }

    /// The user's decisions about an athlete's sessions, by session id.
    public func sessionDecisions(athleteId: UUID) throws -> [String: SessionDecision] {
        try read { db in try Self.sessionDecisions(db, athlete: athleteId.lowercased) }
    }

    /// The session whose id is `text` or starts with it (at least 4 characters, any case), and its athlete.
    public func session(matching text: String) throws -> (session: Session, athlete: Athlete) {
        try read { db in
            let key = text.trimmingCharacters(in: .whitespaces).lowercased()
            let pattern = key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%")
                .replacingOccurrences(of: "_", with: "\\_") + "%"
            let rows = key.count < 4 ? [] : try Row.fetchAll(db, sql: """
                SELECT id, athleteId FROM session WHERE id = ? OR id LIKE ? ESCAPE '\\' ORDER BY id LIMIT 6
                """, arguments: [key, pattern])
            let exact = rows.first { ($0[0] as String) == key }
            guard let row = exact ?? (rows.count == 1 ? rows[0] : nil) else {
                if rows.count > 1 {
                    throw StoreError.ambiguousSession(prefix: text, ids: rows.prefix(5).map { $0[0] })
                }
                throw StoreError.notFound(kind: "session with id", value: text,
                                          hint: key.count < 4 ? "give at least 4 characters of the id" : "`gymbo sessions list` shows the ids")
            }
            let athleteId: String = row[1]
            guard let athlete = try Self.fetchAthletes(db, where: "WHERE id = ?", arguments: [athleteId]).first,
                  let session = try Self.fetchSessions(db, athleteId: athlete.id, ids: [row[0]]).first else {
                throw StoreError.notFound(kind: "session with id", value: text, hint: "")
            }
            return (session, athlete)
        }
    }

}

extension GymBoStore.Transaction {
    /// Stores the user's decision about a session; returns the session's athlete (lowercased id), whose
    /// records the decision changes.
    public func saveDecision(sessionId: UUID, _ decision: SessionDecision, now: Date) throws -> String {
        let id = sessionId.lowercased
        guard let athlete = try String.fetchOne(db, sql: "SELECT athleteId FROM session WHERE id = ?", arguments: [id]) else {
            throw StoreError.notFound(kind: "session with id", value: id, hint: "")
        }
        try db.execute(sql: """
            INSERT INTO sessionDecision(sessionId, decision, decidedAt) VALUES (?, ?, ?)
            ON CONFLICT(sessionId) DO UPDATE SET decision = excluded.decision, decidedAt = excluded.decidedAt
            """, arguments: [id, decision.rawValue, Timestamp.string(now)])
        return athlete
    }
}
