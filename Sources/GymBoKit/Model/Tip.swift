import Foundation

/// A value of a tip's evidence: the figures that triggered it, in the JSON.
public enum EvidenceValue: Sendable, Equatable, Codable {
    case number(Double)
    case text(String)
    case list([String])
    case flag(Bool)

    /// Encodes the bare value: a number (rounded to 3 decimals), a string, a list or a flag.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case let .number(v): try container.encode((v * 1000).rounded() / 1000)
        case let .text(v): try container.encode(v)
        case let .list(v): try container.encode(v)
        case let .flag(v): try container.encode(v)
        }
    }

    /// Reads a flag, a number, a list of strings or a string.
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let v = try? container.decode(Bool.self) { self = .flag(v) }
        else if let v = try? container.decode(Double.self) { self = .number(v) }
        else if let v = try? container.decode([String].self) { self = .list(v) }
        else { self = .text(try container.decode(String.self)) }
    }
}

/// The six categories of §4.5.
public enum TipCategory: String, Sendable, Codable, CaseIterable {
    case progression, balance, recovery, consistency, goalAlignment, achievements
}

/// high > medium > low.
public enum TipPriority: String, Sendable, Codable, Comparable {
    case high, medium, low

    var rank: Int { self == .high ? 0 : self == .medium ? 1 : 2 }
    /// Ordered by importance: `low < medium < high`.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank > rhs.rank }
}

/// A coaching tip as it is issued and stored (SPEC §4.5; the JSON keys of §6 are `id`, `rule`, `number`, `category`, `priority`,
/// `title`, `message`, `actionable`, `evidence`).
public struct Tip: Sendable, Equatable, Codable {
    /// The tip's id: the rule's number and a digest of athlete, subject, material evidence and day (`01-3fa9c2d1`).
    public var id: String
    /// The rule's name, e.g. `progressiveOverload`.
    public var rule: String
    /// The rule's number, 1–15 (SPEC §4.5).
    public var number: Int
    /// The category the rule belongs to.
    public var category: TipCategory
    /// How much the tip matters now.
    public var priority: TipPriority
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
    /// What must change for the same fingerprint to be issued again inside the cooldown.
    public var material: String
    /// Orders tips of one rule: larger first.
    public var strength: Double
}
