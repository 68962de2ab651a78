import Foundation

/// The 26 muscle groups of the app (its README says 24; its code has these 26).
public enum MuscleGroup: String, LabeledValue {
    case chest, back, shoulders, biceps, triceps, legs, glutes, abs, cardio, forearms, calves, trapezius
    case lowerBack, upperBack, fullBody, hips, core, hamstrings, lats, grip, arms, adductors, obliques
    case hipFlexors, traps, coordination

    public static let kindName = "muscle group"

    public var germanLabel: String {
        switch self {
        case .chest: "Brust"
        case .back: "Rücken"
        case .shoulders: "Schultern"
        case .biceps: "Bizeps"
        case .triceps: "Trizeps"
        case .legs: "Beine"
        case .glutes: "Gesäß"
        case .abs: "Bauch"
        case .cardio: "Cardio"
        case .forearms: "Unterarme"
        case .calves: "Waden"
        case .trapezius: "Trapezmuskel"
        case .lowerBack: "Unterer Rücken"
        case .upperBack: "Oberer Rücken"
        case .fullBody: "Ganzkörper"
        case .hips: "Hüfte"
        case .core: "Rumpf"
        case .hamstrings: "Beinbeuger"
        case .lats: "Latissimus"
        case .grip: "Griffkraft"
        case .arms: "Arme"
        case .adductors: "Adduktoren"
        case .obliques: "Schräge Bauchmuskeln"
        case .hipFlexors: "Hüftbeuger"
        case .traps: "Trapez"
        case .coordination: "Koordination"
        }
    }

    public var englishLabel: String {
        switch self {
        case .chest: "Chest"
        case .back: "Back"
        case .shoulders: "Shoulders"
        case .biceps: "Biceps"
        case .triceps: "Triceps"
        case .legs: "Legs"
        case .glutes: "Glutes"
        case .abs: "Abs"
        case .cardio: "Cardio"
        case .forearms: "Forearms"
        case .calves: "Calves"
        case .trapezius: "Trapezius"
        case .lowerBack: "Lower back"
        case .upperBack: "Upper back"
        case .fullBody: "Full body"
        case .hips: "Hips"
        case .core: "Core"
        case .hamstrings: "Hamstrings"
        case .lats: "Lats"
        case .grip: "Grip"
        case .arms: "Arms"
        case .adductors: "Adductors"
        case .obliques: "Obliques"
        case .hipFlexors: "Hip flexors"
        case .traps: "Traps"
        case .coordination: "Coordination"
        }
    }

    public var extraSpellings: [String] {
        switch self {
        case .abs: ["abdominals", "Bauchmuskeln"]
        case .lats: ["Latissimus dorsi", "Lat"]
        case .glutes: ["Gesaess", "Gluteus"]
        case .legs: ["Quadriceps", "Quads", "Beine (Quadrizeps)"]
        // The app's newer German catalog writes "Kardio" and "Seitlicher Rumpf".
        case .cardio: ["Ausdauer", "Kardio"]
        case .obliques: ["Seitlicher Rumpf", "side core"]
        case .hamstrings: ["Hamstring"]
        case .calves: ["Calf"]
        default: []
        }
    }

    /// Push muscles of §4.4 (chest, shoulders, triceps).
    package static let push: Set<MuscleGroup> = [.chest, .shoulders, .triceps]
    /// Pull muscles of §4.4 (back, lats, biceps, upper back).
    package static let pull: Set<MuscleGroup> = [.back, .lats, .biceps, .upperBack]
    /// Lower-body muscles of §4.4.
    package static let lower: Set<MuscleGroup> = [.legs, .glutes, .hamstrings, .calves, .adductors]
}
