import Foundation

/// A value of a tip's evidence: the figures that triggered it, in the JSON.
public enum EvidenceValue: Sendable, Equatable, Codable {
    case number(Double)
    case text(String)
    case list([String])
    case flag(Bool)

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case let .number(v): try container.encode((v * 1000).rounded() / 1000)
        case let .text(v): try container.encode(v)
        case let .list(v): try container.encode(v)
        case let .flag(v): try container.encode(v)
        }
    }

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
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank > rhs.rank }
}

/// A coaching tip as it is issued and stored (SPEC §4.5; the JSON keys of §6 are `id`, `rule`, `number`, `category`, `priority`,
/// `title`, `message`, `actionable`, `evidence`).
public struct Tip: Sendable, Equatable, Codable {
    public var id: String
    public var rule: String
    public var number: Int
    public var category: TipCategory
    public var priority: TipPriority
    public var title: String
    public var message: String
    public var actionable: Bool
    public var evidence: [String: EvidenceValue]
    /// Rule and subject: a tip with the same fingerprint is not issued again during the cooldown.
    public var fingerprint: String
    /// What must change for the same fingerprint to be issued again inside the cooldown.
    public var material: String
    /// Orders tips of one rule: larger first.
    public var strength: Double
}
