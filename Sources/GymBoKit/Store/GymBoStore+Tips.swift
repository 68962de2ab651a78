import Foundation
import GRDB

extension GymBoStore {
    /// Ratings per rule.
    public func feedback() throws -> [String: RuleFeedback] {
        try read { db in
            var result: [String: RuleFeedback] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT rule, SUM(helpful), COUNT(*) FROM tipFeedback GROUP BY rule") {
                result[row[0]] = RuleFeedback(helpful: row[1], ratings: row[2])
            }
            return result
        }
    }

    /// Rates an issued tip (`gymbo tips --new`, `gymbo batch`); rating it again replaces the earlier rating,
    /// so one tip counts once. A tip that was never issued cannot be rated: a made-up id would move a
    /// rule's score.
    @discardableResult
    public func rate(tipId: String, helpful: Bool, at date: Date) throws -> String {
        try write { db in
            guard let issued = try Row.fetchOne(db, sql: "SELECT rule, athleteId FROM tip WHERE id = ?", arguments: [tipId]) else {
                throw StoreError.notFound(kind: "issued tip", value: tipId,
                                          hint: "only tips that were sent can be rated: those of `gymbo tips --new` or `gymbo batch`")
            }
            let rule: String = issued["rule"]
            try db.execute(sql: "DELETE FROM tipFeedback WHERE tipId = ?", arguments: [tipId])
            try db.execute(sql: "INSERT INTO tipFeedback(tipId, athleteId, rule, helpful, createdAt) VALUES (?, ?, ?, ?, ?)",
                           arguments: [tipId, issued["athleteId"] as String?, rule, helpful, Timestamp.string(date)])
            return rule
        }
    }

    /// The ids of the tips issued to the athlete with an as-of instant in `[from, to)`.
    public func issuedTipIds(athleteId: UUID, from: Date, to: Date) throws -> Set<String> {
        Set(try read { db in
            try String.fetchAll(db, sql: "SELECT id FROM tip WHERE athleteId = ? AND asOf >= ? AND asOf < ?",
                                arguments: [athleteId.lowercased, Timestamp.string(from), Timestamp.string(to)])
        })
    }
}

extension GymBoStore.Transaction {
    /// The material of the latest tip with this fingerprint issued to the athlete with an as-of instant
    /// in `(after, through]`; nil when there is none.
    public func latestIssuedMaterial(athleteId: UUID, fingerprint: String, after: Date, through: Date) throws -> String? {
        // Cached statements: a batch issues tips for every athlete, a few at a time.
        try String.fetchOne(db.cachedStatement(sql: """
            SELECT material FROM tip WHERE athleteId = ? AND fingerprint = ? AND asOf > ? AND asOf <= ?
            ORDER BY asOf DESC, issuedAt DESC LIMIT 1
            """), arguments: [athleteId.lowercased, fingerprint, Timestamp.string(after), Timestamp.string(through)])
    }

    /// Records a tip as issued to the athlete (a tip with the same id is kept as it is).
    public func saveIssuedTip(_ tip: Tip, athleteId: UUID, asOf: Date, issuedAt: Date) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        try db.cachedStatement(sql: """
            INSERT OR IGNORE INTO tip(id, athleteId, rule, number, fingerprint, material, priority, category, title, message, evidence, asOf, issuedAt)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """).execute(arguments: [
                tip.id, athleteId.lowercased, tip.rule, tip.number, tip.fingerprint, tip.material, tip.priority.rawValue,
                tip.category.rawValue, tip.title, tip.message, String(decoding: try encoder.encode(tip.evidence), as: UTF8.self),
                Timestamp.string(asOf), Timestamp.string(issuedAt),
            ])
    }
}
