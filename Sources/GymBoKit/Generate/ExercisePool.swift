import Foundation

/// The exercises `gymbo generate` draws from: catalog numbers, the English names other apps export them
/// under, how they are loaded, and a typical working weight.
///
/// The English names are entries of `Resources/aliases.csv` (the names Strong and Hevy use, such as
/// `Bench Press (Barbell)`), so an importer maps every generated Strong or Hevy row back to the catalog.
package enum ExercisePool {
    /// How an exercise is loaded, which decides its plate step, increments and warm-ups.
    package enum Loading: Sendable {
        case barbell, dumbbell, machine, bodyweight, timed
    }

    package struct Entry: Sendable {
        /// The catalog number (`UUID.catalog(number)`).
        package let number: Int
        /// The name Strong and Hevy use; an alias of the catalog exercise.
        package let appName: String
        package let loading: Loading
        /// Legs, glutes, hamstrings or calves move the load (bigger increments).
        package let lowerBody: Bool
        /// A trained 80 kg man's working weight for about 10 reps, as a share of bodyweight (per dumbbell
        /// for dumbbells); for bodyweight exercises his best set in reps; for timed ones seconds.
        package let typical: Double

        package var id: UUID { .catalog(number) }

        /// The plate step loads round to (all are multiples of 1.25 kg).
        var step: Double {
            switch loading {
            case .barbell, .machine: 2.5
            case .dumbbell: 1.25
            case .bodyweight, .timed: 0
            }
        }

        /// The lightest load: the empty bar, the lightest pair of dumbbells, the first plate of the stack.
        var minimum: Double {
            switch loading {
            case .barbell: 20
            case .dumbbell: 2.5
            case .machine: 5
            case .bodyweight, .timed: 0
            }
        }

        /// True when the load is external weight (not bodyweight, not a hold).
        var isWeighted: Bool { loading != .bodyweight && loading != .timed }

        /// The next load up after a successful progression.
        func increment(from weight: Double) -> Double {
            switch loading {
            case .barbell, .machine: lowerBody ? 5 : 2.5
            case .dumbbell: weight < 15 ? 1.25 : 2.5
            case .bodyweight, .timed: 0
            }
        }

        /// `weight` rounded down to the plate step, never below the minimum.
        func rounded(_ weight: Double) -> Double {
            guard step > 0 else { return 0 }
            return max(minimum, (weight / step).rounded(.down) * step)
        }
    }

    /// Every entry, by catalog number.
    package static let entries: [Entry] = [
        // Barbell
        Entry(number: 1, appName: "Squat (Barbell)", loading: .barbell, lowerBody: true, typical: 1.1),
        Entry(number: 2, appName: "Deadlift (Barbell)", loading: .barbell, lowerBody: true, typical: 1.3),
        Entry(number: 3, appName: "Bench Press (Barbell)", loading: .barbell, lowerBody: false, typical: 0.85),
        Entry(number: 4, appName: "Overhead Press (Barbell)", loading: .barbell, lowerBody: false, typical: 0.5),
        Entry(number: 5, appName: "Bent Over Row (Barbell)", loading: .barbell, lowerBody: false, typical: 0.7),
        Entry(number: 6, appName: "Hip Thrust (Barbell)", loading: .barbell, lowerBody: true, typical: 1.1),
        Entry(number: 7, appName: "Lunge (Barbell)", loading: .barbell, lowerBody: true, typical: 0.5),
        Entry(number: 9, appName: "Bicep Curl (Barbell)", loading: .barbell, lowerBody: false, typical: 0.35),
        Entry(number: 10, appName: "Skullcrusher (Barbell)", loading: .barbell, lowerBody: false, typical: 0.35),
        Entry(number: 12, appName: "Romanian Deadlift (Barbell)", loading: .barbell, lowerBody: true, typical: 0.9),
        Entry(number: 13, appName: "Front Squat (Barbell)", loading: .barbell, lowerBody: true, typical: 0.85),
        Entry(number: 16, appName: "T Bar Row", loading: .barbell, lowerBody: false, typical: 0.6),
        Entry(number: 28, appName: "Incline Bench Press (Barbell)", loading: .barbell, lowerBody: false, typical: 0.7),
        // Dumbbell (weights per dumbbell)
        Entry(number: 31, appName: "Bench Press (Dumbbell)", loading: .dumbbell, lowerBody: false, typical: 0.3),
        Entry(number: 32, appName: "Incline Bench Press (Dumbbell)", loading: .dumbbell, lowerBody: false, typical: 0.26),
        Entry(number: 33, appName: "Chest Fly (Dumbbell)", loading: .dumbbell, lowerBody: false, typical: 0.15),
        Entry(number: 34, appName: "Lateral Raise (Dumbbell)", loading: .dumbbell, lowerBody: false, typical: 0.1),
        Entry(number: 36, appName: "Arnold Press (Dumbbell)", loading: .dumbbell, lowerBody: false, typical: 0.18),
        Entry(number: 37, appName: "Bent Over One Arm Row (Dumbbell)", loading: .dumbbell, lowerBody: false, typical: 0.35),
        Entry(number: 39, appName: "Bulgarian Split Squat", loading: .dumbbell, lowerBody: true, typical: 0.2),
        Entry(number: 40, appName: "Hammer Curl (Dumbbell)", loading: .dumbbell, lowerBody: false, typical: 0.15),
        Entry(number: 41, appName: "Concentration Curl (Dumbbell)", loading: .dumbbell, lowerBody: false, typical: 0.14),
        Entry(number: 48, appName: "Triceps Extension (Dumbbell)", loading: .dumbbell, lowerBody: false, typical: 0.25),
        // A name with a comma, as Strong exports it: the writers must quote it.
        Entry(number: 54, appName: "Overhead Press (Each Side, Dumbbells)", loading: .dumbbell, lowerBody: false, typical: 0.2),
        // Machines and cables
        Entry(number: 118, appName: "Leg Press (Machine)", loading: .machine, lowerBody: true, typical: 2.0),
        Entry(number: 119, appName: "Leg Extension (Machine)", loading: .machine, lowerBody: true, typical: 0.6),
        Entry(number: 120, appName: "Lying Leg Curl (Machine)", loading: .machine, lowerBody: true, typical: 0.45),
        Entry(number: 121, appName: "Lat Pulldown (Cable)", loading: .machine, lowerBody: false, typical: 0.7),
        Entry(number: 122, appName: "Seated Row (Cable)", loading: .machine, lowerBody: false, typical: 0.7),
        Entry(number: 123, appName: "Chest Press (Machine)", loading: .machine, lowerBody: false, typical: 0.75),
        Entry(number: 124, appName: "Chest Fly (Machine)", loading: .machine, lowerBody: false, typical: 0.5),
        Entry(number: 125, appName: "Shoulder Press (Machine)", loading: .machine, lowerBody: false, typical: 0.5),
        Entry(number: 126, appName: "Lateral Raise (Machine)", loading: .machine, lowerBody: false, typical: 0.3),
        Entry(number: 129, appName: "Calf Raise (Machine)", loading: .machine, lowerBody: true, typical: 1.0),
        Entry(number: 132, appName: "Squat (Smith Machine)", loading: .machine, lowerBody: true, typical: 1.0),
        Entry(number: 133, appName: "Bench Press (Smith Machine)", loading: .machine, lowerBody: false, typical: 0.8),
        Entry(number: 136, appName: "Triceps Pushdown (Cable - Rope)", loading: .machine, lowerBody: false, typical: 0.3),
        Entry(number: 137, appName: "Bicep Curl (Cable)", loading: .machine, lowerBody: false, typical: 0.3),
        Entry(number: 138, appName: "Hack Squat (Machine)", loading: .machine, lowerBody: true, typical: 1.2),
        Entry(number: 140, appName: "Crunch (Machine)", loading: .machine, lowerBody: false, typical: 0.5),
        Entry(number: 142, appName: "Reverse Fly (Machine)", loading: .machine, lowerBody: false, typical: 0.3),
        Entry(number: 144, appName: "Face Pull (Cable)", loading: .machine, lowerBody: false, typical: 0.25),
        Entry(number: 146, appName: "Lateral Raise (Cable)", loading: .machine, lowerBody: false, typical: 0.1),
        Entry(number: 155, appName: "Seated Leg Curl (Machine)", loading: .machine, lowerBody: true, typical: 0.5),
        Entry(number: 157, appName: "Seated Calf Raise (Machine)", loading: .machine, lowerBody: true, typical: 0.6),
        // Bodyweight (typical = reps) and holds (typical = seconds)
        Entry(number: 63, appName: "Push Up", loading: .bodyweight, lowerBody: false, typical: 30),
        Entry(number: 64, appName: "Pull Up", loading: .bodyweight, lowerBody: false, typical: 10),
        Entry(number: 65, appName: "Triceps Dip", loading: .bodyweight, lowerBody: false, typical: 15),
        Entry(number: 85, appName: "Chin Up", loading: .bodyweight, lowerBody: false, typical: 11),
        Entry(number: 93, appName: "Hanging Leg Raise", loading: .bodyweight, lowerBody: false, typical: 12),
        Entry(number: 68, appName: "Plank", loading: .timed, lowerBody: false, typical: 60),
    ]

    private static let byNumber: [Int: Entry] = Dictionary(uniqueKeysWithValues: entries.map { ($0.number, $0) })

    /// The entry of catalog number `number`; the programs only name numbers listed above.
    static func entry(_ number: Int) -> Entry {
        guard let entry = byNumber[number] else { preconditionFailure("ExercisePool has no exercise \(number)") }
        return entry
    }

    /// The English app name of a catalog id, when the pool has one.
    package static func appName(for id: UUID) -> String? {
        id.catalogNumber.flatMap { byNumber[$0]?.appName }
    }
}
