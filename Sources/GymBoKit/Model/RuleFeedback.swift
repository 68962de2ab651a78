import Foundation

/// Ratings of one rule, as the users gave them (`gymbo tips rate`); what they mean for the ranking is
/// the coaching's part (`RuleFeedback+Score.swift`).
public struct RuleFeedback: Sendable, Equatable, Codable {
    /// Ratings that called the rule's tips helpful.
    public var helpful: Int
    /// All ratings of the rule's tips.
    public var ratings: Int

    /// Counts of ratings; none by default.
    public init(helpful: Int = 0, ratings: Int = 0) {
        self.helpful = helpful
        self.ratings = ratings
    }
}
