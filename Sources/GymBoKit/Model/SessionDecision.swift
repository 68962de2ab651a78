import Foundation

/// What the user decided about a questioned session (`gymbo sessions drop|keep`).
public enum SessionDecision: String, Sendable, Codable, CaseIterable {
    /// Left out of records, statistics, tips and reports; the session stays in the database.
    case dropped
    /// Trusted although it is flagged (a real second session of the day, a real jump in load).
    case kept
}
