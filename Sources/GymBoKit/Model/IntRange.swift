import Foundation

/// A whole-number range such as `12-15` reps or `45-50` minutes; a single value has `lower == upper`.
public struct IntRange: Sendable, Equatable, Codable, CustomStringConvertible {
    /// The low end, inclusive.
    public var lower: Int
    /// The high end, inclusive.
    public var upper: Int

    /// The range between two values, in either order.
    public init(_ lower: Int, _ upper: Int) {
        self.lower = min(lower, upper)
        self.upper = max(lower, upper)
    }

    /// The single value `value`.
    public init(_ value: Int) { self.init(value, value) }

    /// Parses `12`, `12-15`, `12–15` or `12 - 15`.
    public init?(parsing text: String) {
        let parts = text.split(whereSeparator: { $0 == "-" || $0 == "–" }).map { $0.trimmingCharacters(in: .whitespaces) }
        switch parts.count {
        case 1:
            guard let v = Int(parts[0]), v >= 0 else { return nil }
            self.init(v)
        case 2:
            guard let a = Int(parts[0]), let b = Int(parts[1]), a >= 0, b >= 0 else { return nil }
            self.init(a, b)
        default:
            return nil
        }
    }

    /// `12` or `12-15`: the form `init?(parsing:)` reads.
    public var description: String { lower == upper ? "\(lower)" : "\(lower)-\(upper)" }
}
