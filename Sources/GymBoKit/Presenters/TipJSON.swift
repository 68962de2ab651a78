import Foundation

/// The JSON of `gymbo tips` (SPEC §6): a stable interface, add keys, never rename.
public struct TipJSON: Encodable {
    public var id: String
    public var rule: String
    public var number: Int
    public var category: String
    public var priority: String
    public var title: String
    public var message: String
    public var actionable: Bool
    public var evidence: [String: EvidenceValue]
    public var fingerprint: String

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
