import Foundation

/// How hard an exercise is to perform well; ordered.
public enum DifficultyLevel: String, LabeledValue, Comparable {
    case anfänger, fortgeschritten, profi

    public static let kindName = "difficulty"

    public var germanLabel: String {
        switch self {
        case .anfänger: "Anfänger"
        case .fortgeschritten: "Fortgeschritten"
        case .profi: "Profi"
        }
    }

    public var englishLabel: String {
        switch self {
        case .anfänger: "Beginner"
        case .fortgeschritten: "Intermediate"
        case .profi: "Advanced"
        }
    }

    public var extraSpellings: [String] {
        switch self {
        case .anfänger: ["anfaenger", "Einsteiger"]
        case .fortgeschritten: ["mittel"]
        case .profi: ["Experte", "expert"]
        }
    }

    /// 0, 1 or 2: the step on the ladder.
    public var step: Int {
        switch self {
        case .anfänger: 0
        case .fortgeschritten: 1
        case .profi: 2
        }
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.step < rhs.step }
}

/// An athlete's experience; the same three steps as `DifficultyLevel`.
public typealias ExperienceLevel = DifficultyLevel
