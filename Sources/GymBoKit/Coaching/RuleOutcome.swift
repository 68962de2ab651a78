import Foundation

/// The outcome of one rule for one athlete and instant.
public enum RuleOutcome: Sendable, Equatable {
    /// The rule's condition holds; one tip per subject.
    case fired([Tip])
    /// Evaluated; nothing to say. The evidence shows how far from the threshold it was.
    case silent([String: EvidenceValue])
    /// The data the rule needs is missing; it does not guess.
    case notEvaluated(reason: String)
}

/// A rule's report in `gymbo tips --explain` and the JSON of `analyze`.
public struct RuleReport: Sendable, Equatable, Codable {
    public var rule: String
    public var number: Int
    public var category: TipCategory
    public var status: String
    public var reason: String?
    public var tips: Int
    public var score: Double
    public var ratings: Int
    public var suppressed: Bool
}
