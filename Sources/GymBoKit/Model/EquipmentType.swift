import Foundation

/// The kind of equipment an exercise needs.
public enum EquipmentType: String, LabeledValue {
    /// `cardio`: treadmill, bike, rower (the app's newer catalog, German "Kardio").
    case freeWeights, machine, bodyweight, cable, mixed, cardio

    public static let kindName = "equipment"

    public var germanLabel: String {
        switch self {
        case .freeWeights: "Freie Gewichte"
        case .machine: "Maschine"
        case .bodyweight: "Körpergewicht"
        case .cable: "Kabelzug"
        case .mixed: "Gemischt"
        case .cardio: "Kardio"
        }
    }

    public var englishLabel: String {
        switch self {
        case .freeWeights: "Free weights"
        case .machine: "Machine"
        case .bodyweight: "Bodyweight"
        case .cable: "Cable"
        case .mixed: "Mixed"
        case .cardio: "Cardio"
        }
    }

    public var extraSpellings: [String] {
        switch self {
        case .freeWeights: ["free weights", "Freihantel", "Hanteln"]
        case .bodyweight: ["body weight", "Eigengewicht"]
        case .cable: ["Kabel", "cables"]
        case .cardio: ["Cardio-Geräte", "cardio machines", "Ausdauergeräte"]
        default: []
        }
    }
}
