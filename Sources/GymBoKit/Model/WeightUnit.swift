import Foundation

/// A weight unit as written in a source file.
public enum WeightUnit: String, Sendable, Codable {
    case kg, lb

    /// Kilograms per unit: 1 lb = 0.45359237 kg exactly.
    public var kilograms: Double { self == .kg ? 1 : 0.45359237 }

    /// `value` in kg, rounded to 0.01 kg to remove float noise such as `149.99999999999997`.
    public func toKilograms(_ value: Double) -> Double {
        ((value * kilograms) * 100).rounded() / 100
    }

    /// `kg`, `kgs`, `kilograms`, `lb`, `lbs`, `pounds` (any case).
    public init?(parsing text: String) {
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "kg", "kgs", "kilo", "kilogram", "kilograms": self = .kg
        case "lb", "lbs", "pound", "pounds": self = .lb
        default: return nil
        }
    }
}
