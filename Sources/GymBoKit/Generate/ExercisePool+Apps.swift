import Foundation

/// The names Fitbod and StrongLifts export the pool's exercises under, each an entry of
/// `Resources/aliases.csv`, so an importer maps every generated row back to the catalog.
extension ExercisePool {
    /// Fitbod's names (`Back Squat`, `Dumbbell Bench Press`), by catalog number.
    package static let fitbodNames: [Int: String] = [
        1: "Back Squat", 2: "Deadlift", 3: "Barbell Bench Press", 4: "Barbell Shoulder Press", 5: "Barbell Bent Over Row",
        6: "Barbell Hip Thrust", 7: "Barbell Lunge", 9: "Barbell Curl", 10: "Barbell Skullcrusher", 12: "Romanian Deadlift",
        13: "Front Squat", 16: "T-Bar Row", 28: "Barbell Incline Bench Press",
        31: "Dumbbell Bench Press", 32: "Incline Dumbbell Bench Press", 33: "Dumbbell Fly", 34: "Dumbbell Lateral Raise",
        36: "Arnold Dumbbell Press", 37: "Single Arm Dumbbell Row", 39: "Dumbbell Bulgarian Split Squat", 40: "Hammer Curls",
        41: "Concentration Curls", 48: "Dumbbell Tricep Extension", 54: "Single Arm Dumbbell Shoulder Press",
        118: "Leg Press", 119: "Leg Extension", 120: "Lying Hamstrings Curl", 121: "Lat Pulldown", 122: "Seated Cable Row",
        123: "Machine Chest Press", 124: "Machine Fly", 125: "Machine Shoulder Press", 126: "Machine Lateral Raise",
        129: "Machine Calf Raise", 132: "Smith Machine Squat", 133: "Smith Machine Bench Press", 136: "Cable Rope Tricep Extension",
        137: "Cable Bicep Curl", 138: "Hack Squat", 140: "Machine Crunch", 142: "Machine Reverse Fly", 144: "Face Pull",
        146: "Cable Lateral Raise", 155: "Seated Leg Curl", 157: "Seated Calf Raise",
        63: "Push Up", 64: "Pull Up", 65: "Triceps Dip", 85: "Chin Up", 93: "Hanging Leg Raise", 68: "Plank",
    ]

    /// StrongLifts' names: its five lifts (`Squat`, `Barbell Row`) and accessories as the app calls them.
    package static let strongLiftsNames: [Int: String] = [
        1: "Squat", 2: "Deadlift", 3: "Bench Press", 4: "Overhead Press", 5: "Barbell Row",
        6: "Hip Thrust", 7: "Barbell Lunge", 9: "Barbell Curl", 10: "Skullcrusher", 12: "Romanian Deadlift",
        13: "Front Squat", 16: "T-Bar Row", 28: "Incline Bench Press",
        31: "Dumbbell Bench Press", 32: "Incline Dumbbell Bench Press", 33: "Dumbbell Fly", 34: "Dumbbell Lateral Raise",
        36: "Arnold Press", 37: "Dumbbell Row", 39: "Bulgarian Split Squat", 40: "Hammer Curl", 41: "Concentration Curl",
        48: "Overhead Triceps Extension", 54: "Single Arm Overhead Press",
        118: "Leg Press", 119: "Leg Extension", 120: "Leg Curl", 121: "Lat Pulldown", 122: "Seated Cable Row",
        123: "Chest Press Machine", 124: "Pec Deck Machine", 125: "Shoulder Press Machine", 126: "Lateral Raise Machine",
        129: "Calf Raise Machine", 132: "Smith Machine Squat", 133: "Smith Machine Bench Press", 136: "Triceps Pushdown",
        137: "Cable Bicep Curl", 138: "Hack Squat", 140: "Abdominal Crunch Machine", 142: "Reverse Pec Deck", 144: "Face Pull",
        146: "Cable Lateral Raise", 155: "Seated Leg Curl", 157: "Seated Calf Raise",
        63: "Pushups", 64: "Pullups", 65: "Dips", 85: "Chinups", 93: "Hanging Leg Raise", 68: "Plank",
    ]

    /// The name `app` exports catalog id `id` under; the Strong name when the table has none.
    package static func name(for id: UUID, in table: [Int: String]) -> String {
        id.catalogNumber.flatMap { table[$0] } ?? appName(for: id) ?? id.lowercased
    }

    /// Fitbod's volume factor of an exercise: 2 for a pair of dumbbells, 1 for one implement or a bar,
    /// 0 for holds.
    package static func fitbodMultiplier(for id: UUID) -> Int {
        guard let number = id.catalogNumber, let entry = byNumberForApps[number] else { return 1 }
        switch entry.loading {
        case .timed: return 0
        case .dumbbell: return [37, 41, 54].contains(number) ? 1 : 2
        default: return 1
        }
    }

    private static let byNumberForApps: [Int: Entry] = Dictionary(uniqueKeysWithValues: entries.map { ($0.number, $0) })
}
