import Foundation

/// What an athlete trains for.
public enum FitnessGoal: String, LabeledValue {
    case muskelaufbau, kraft, ausdauer, gewichtsreduktion, allgemeineFitness

    public static let kindName = "goal"

    public var germanLabel: String {
        switch self {
        case .muskelaufbau: "Muskelaufbau"
        case .kraft: "Kraft"
        case .ausdauer: "Ausdauer"
        case .gewichtsreduktion: "Gewichtsreduktion"
        case .allgemeineFitness: "Allgemeine Fitness"
        }
    }

    public var englishLabel: String {
        switch self {
        case .muskelaufbau: "Hypertrophy"
        case .kraft: "Strength"
        case .ausdauer: "Endurance"
        case .gewichtsreduktion: "Weight loss"
        case .allgemeineFitness: "General fitness"
        }
    }

    public var extraSpellings: [String] {
        switch self {
        case .muskelaufbau: ["muscle building", "muscle gain", "build muscle"]
        case .gewichtsreduktion: ["fat loss", "Abnehmen", "lose weight"]
        case .allgemeineFitness: ["fitness", "general"]
        default: []
        }
    }
}
