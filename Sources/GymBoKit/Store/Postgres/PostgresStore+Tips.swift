import Foundation
import PostgresNIO

extension PostgresStore {
    /// Ratings per rule.
    public func feedback() throws -> [String: RuleFeedback] {
        try reading { tx in
            var result: [String: RuleFeedback] = [:]
            for row in try tx.query("SELECT rule, SUM(helpful)::bigint AS helpful, COUNT(*) AS ratings FROM tipFeedback GROUP BY rule") {
                result[try row.text("rule")] = RuleFeedback(helpful: try row.int("helpful"), ratings: try row.int("ratings"))
            }
            return result
        }
    }

    /// Rates an issued tip (`gymbo tips --new`, `gymbo batch`); rating it again replaces the earlier rating,
    /// so one tip counts once. A tip that was never issued cannot be rated: a made-up id would move a
    /// rule's score.
    @discardableResult
    public func rate(tipId: String, helpful: Bool, at date: Date) throws -> String {
        try transaction { tx in
            guard let issued = try tx.query("SELECT rule, athleteId FROM tip WHERE id = $1 LIMIT 1", [.text(tipId)]).first else {
                throw StoreError.notFound(kind: "issued tip", value: tipId,
                                          hint: "only tips that were sent can be rated: those of `gymbo tips --new` or `gymbo batch`")
            }
            let rule = try issued.text("rule")
            try tx.execute("DELETE FROM tipFeedback WHERE tipId = $1", [.text(tipId)])
            try tx.execute("INSERT INTO tipFeedback (tipId, athleteId, rule, helpful, createdAt) VALUES ($1, $2, $3, $4, $5)",
                           [.text(tipId), PostgresValue(try issued.optionalText("athleteId")), .text(rule), PostgresValue(helpful),
                            .text(Timestamp.string(date))])
            return rule
        }
    }

    /// The ids of the tips issued to the athlete with an as-of instant in `[from, to)`.
    public func issuedTipIds(athleteId: UUID, from: Date, to: Date) throws -> Set<String> {
        Set(try reading { tx in
            try tx.query("""
                SELECT id FROM tip WHERE athleteId = $1 AND asOf COLLATE "C" >= $2 AND asOf COLLATE "C" < $3
                """, [.text(athleteId.lowercased), .text(Timestamp.string(from)), .text(Timestamp.string(to))]).map { try $0.text("id") }
        })
    }
}

extension PostgresStore.Transaction {
    /// The material of the latest tip with this fingerprint issued to the athlete with an as-of instant
    /// in `(after, through]`; nil when there is none.
    public func latestIssuedMaterial(athleteId: UUID, fingerprint: String, after: Date, through: Date) throws -> String? {
        try query("""
            SELECT material FROM tip WHERE athleteId = $1 AND fingerprint = $2 AND asOf COLLATE "C" > $3 AND asOf COLLATE "C" <= $4
            ORDER BY asOf COLLATE "C" DESC, issuedAt COLLATE "C" DESC LIMIT 1
            """, [.text(athleteId.lowercased), .text(fingerprint), .text(Timestamp.string(after)), .text(Timestamp.string(through))])
            .first?.text("material")
    }

    /// Records a tip as issued to the athlete (a tip with the same id, whoever it was issued to, is kept
    /// as it is).
    public func saveIssuedTip(_ tip: Tip, athleteId: UUID, asOf: Date, issuedAt: Date) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        try execute("""
            INSERT INTO tip (id, athleteId, rule, number, fingerprint, material, priority, category, title, message, evidence, asOf, issuedAt)
            SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13
            WHERE NOT EXISTS (SELECT 1 FROM tip WHERE id = $1)
            ON CONFLICT DO NOTHING
            """, [
                .text(tip.id), .text(athleteId.lowercased), .text(tip.rule), .int(tip.number), .text(tip.fingerprint),
                .text(tip.material), .text(tip.priority.rawValue), .text(tip.category.rawValue), .text(tip.title),
                .text(tip.message), .text(String(decoding: try encoder.encode(tip.evidence), as: UTF8.self)),
                .text(Timestamp.string(asOf)), .text(Timestamp.string(issuedAt)),
            ])
    }
}
