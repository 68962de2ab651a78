import Foundation

/// Ratings of one rule, as the users gave them (`gymbo tips rate`); what they mean for the ranking is
/// the coaching's part (`RuleFeedback+Score.swift`).
public struct RuleFeedback: Sendable, Equatable, Codable {
    public var helpful: Int
    public var ratings: Int

    public init(helpful: Int = 0, ratings: Int = 0) {
        self.helpful = helpful
        self.ratings = ratings
    }
}
