import Foundation

/// The outcome of one rule for one athlete and instant.
package enum RuleOutcome: Sendable, Equatable {
    /// The rule's condition holds; one tip per subject.
    case fired([Tip])
    /// Evaluated; nothing to say. The evidence shows how far from the threshold it was.
    case silent([String: EvidenceValue])
    /// The data the rule needs is missing; it does not guess.
    case notEvaluated(reason: String)
}

/// A rule's report in `gymbo tips --explain` and the JSON of `analyze`.
public struct RuleReport: Sendable, Equatable, Codable {
    /// The rule's name, e.g. `progressiveOverload`.
    public var rule: String
    /// The rule's number, 1–15.
    public var number: Int
    /// The rule's category.
    public var category: TipCategory
    /// `fired`, `silent` or `notEvaluated`.
    public var status: String
    /// Why the rule was not evaluated; nil otherwise.
    public var reason: String?
    /// Tips the rule gave.
    public var tips: Int
    /// The rule's feedback score.
    public var score: Double
    /// Ratings the score rests on.
    public var ratings: Int
    /// True when low feedback hid at least one of the rule's tips.
    public var suppressed: Bool
}
