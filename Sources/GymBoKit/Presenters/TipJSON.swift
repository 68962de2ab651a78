import Foundation

/// The JSON of `gymbo tips` (SPEC §6): a stable interface, add keys, never rename.
public struct TipJSON: Encodable {
    /// The tip's id, the one `gymbo tips rate` takes.
    public var id: String
    /// The rule's name, e.g. `progressiveOverload`.
    public var rule: String
    /// The rule's number, 1–15.
    public var number: Int
    /// The rule's category, e.g. `progression`.
    public var category: String
    /// `high`, `medium` or `low`.
    public var priority: String
    /// The headline, in the requested language.
    public var title: String
    /// The advice, in the requested language.
    public var message: String
    /// True when the tip asks the athlete to do something.
    public var actionable: Bool
    /// The numbers the tip rests on, by name.
    public var evidence: [String: EvidenceValue]
    /// Rule and subject: a tip with the same fingerprint is not issued again during the cooldown.
    public var fingerprint: String

    /// The JSON form of `tip`.
    public init(_ tip: Tip) {
        id = tip.id
        rule = tip.rule
        number = tip.number
        category = tip.category.rawValue
        priority = tip.priority.rawValue
        title = tip.title
        message = tip.message
        actionable = tip.actionable
        evidence = tip.evidence
        fingerprint = tip.fingerprint
    }
}
