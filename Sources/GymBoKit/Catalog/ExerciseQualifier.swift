import Foundation

/// The equipment qualifier of another app's exercise name: `Deadlift (Dumbbell)`, `Chin Up (Assisted)`,
/// `Lateral Raise (Each Side)`. It is part of the exercise's identity (SPEC §3.5): the same movement with
/// another implement has other loads, an assisted one counts assistance, a per-side load is half a total.
package struct ExerciseQualifier: Sendable, Equatable {
    package enum Kind: String, Sendable, Equatable {
        case barbell, dumbbell, kettlebell, cable, machine, bodyweight
        /// Assistance (machine or band): the load helps, it is not lifted.
        case assisted
        /// A band, a weighted vest or belt, a per-side load: its own kind of load.
        case band, weighted, perSide
    }

    package var kind: Kind
    /// The name without the qualifier (`Deadlift`).
    package var base: String

    /// The qualifier in `name`, if its parentheses hold an equipment word; nil for other parentheses
    /// (`Beinpresse (Leg Press)`) and for names without any.
    package init?(name: String) {
        guard let open = name.lastIndex(of: "("), let close = name[open...].firstIndex(of: ")") else { return nil }
        let inside = " " + TextNormalizer.matchKey(String(name[name.index(after: open)..<close])) + " "
        guard let kind = Self.kind(in: inside) else { return nil }
        self.kind = kind
        base = (String(name[..<open]) + String(name[name.index(after: close)...])).trimmingCharacters(in: .whitespaces)
    }

    /// The qualifier's kind from its words; the most specific wins (`Each Side, Dumbbells` is per side).
    static func kind(in words: String) -> Kind? {
        func has(_ list: String...) -> Bool { list.contains { words.contains(" \($0) ") || words.contains(" \($0)s ") } }
        if has("each side", "per side", "pro seite", "single arm", "one arm") { return .perSide }
        if has("assisted", "assistance", "unterstutzt") { return .assisted }
        if has("band", "banded", "resistance band") { return .band }
        if has("weighted", "vest", "belt") { return .weighted }
        if has("smith machine", "machine", "maschine", "plate loaded", "lever") { return .machine }
        if has("cable", "kabel", "kabelzug") { return .cable }
        if has("dumbbell", "kurzhantel") { return .dumbbell }
        if has("kettlebell") { return .kettlebell }
        if has("barbell", "langhantel", "ez bar", "ez", "trap bar", "hex bar", "olympic bar", "landmine") { return .barbell }
        if has("bodyweight", "body weight", "korpergewicht") { return .bodyweight }
        return nil
    }

    /// True when `exercise` is the same movement done the way this qualifier says: its implement matches.
    /// Assisted, band, weighted and per-side loads match no plain catalog exercise.
    package func fits(_ exercise: Exercise) -> Bool {
        let implement = Implement(classifying: exercise)
        switch kind {
        case .barbell: return implement == .barbell
        case .dumbbell: return implement == .dumbbell
        case .kettlebell: return implement == .kettlebell
        case .cable: return implement == .cable || Self.isCableStation(exercise)
        case .machine: return implement == .machine && !Self.isCableStation(exercise)
        case .bodyweight: return implement == .bodyweight
        case .assisted, .band, .weighted, .perSide: return false
        }
    }

    /// The catalog files cable-station exercises (lat pulldown, seated cable row) under `machine`; other
    /// apps call them `(Cable)` and keep `(Machine)` for plate-loaded and lever machines.
    static func isCableStation(_ exercise: Exercise) -> Bool {
        let key = TextNormalizer.matchKey(exercise.name)
        return ["latzug", "kabel", "rudern sitzend", "face pull", "crossover"].contains { key.contains($0) }
    }

    /// The equipment type a custom exercise with this qualifier gets.
    package var equipment: EquipmentType {
        switch kind {
        case .barbell, .dumbbell, .kettlebell: .freeWeights
        case .cable: .cable
        case .machine: .machine
        case .bodyweight, .assisted, .band, .weighted: .bodyweight
        case .perSide: .freeWeights
        }
    }
}

extension Exercise {
    /// True for assisted exercises (`Chin Up (Assisted)`, the assisted pull-up machine): their load is
    /// assistance, never a weight to beat.
    package var isAssisted: Bool {
        let key = " " + TextNormalizer.matchKey(name) + " "
        return key.contains(" assisted ") || key.contains("unterstutzt")
    }
}
