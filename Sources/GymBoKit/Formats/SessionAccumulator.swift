import Foundation

/// One session being assembled from the rows of another app's export, so a reader can hand it to its sink
/// the moment the workout's last row has been read and keep only one workout in memory.
struct SessionAccumulator {
    /// What identifies the workout's rows in the file (date text and name; Hevy: title and start).
    let key: String
    var session: ParsedSession
    /// Rows of this workout that were refused with an error.
    var rejectedRows = 0
    /// Exercise index by name, for readers that merge an exercise's rows into one entry.
    private var indexByName: [String: Int] = [:]
    /// The last exercise looked up: rows of one exercise are consecutive, so this saves most hash lookups.
    private var last: (name: String, index: Int)?

    init(key: String, session: ParsedSession) {
        self.key = key
        self.session = session
    }

    /// The index of the exercise named `name`, appended in order of first appearance when new.
    mutating func exerciseIndex(named name: String, category: String? = nil) -> Int {
        if let last, last.name == name { return last.index }
        let index: Int
        if let known = indexByName[name] {
            index = known
        } else {
            index = session.exercises.count
            var exercise = ParsedExercise(reference: ExerciseReference(name: name, category: category))
            // Most exercises get a few sets: room for them up front saves growing the array 1, 2, 4, 8.
            exercise.sets.reserveCapacity(8)
            session.exercises.append(exercise)
            indexByName[name] = index
        }
        last = (name, index)
        return index
    }

    /// The index of the exercise named `name` when the session already has it.
    func existingExerciseIndex(named name: String) -> Int? {
        if let last, last.name == name { return last.index }
        return indexByName[name]
    }

    /// Appends `exercise` as a new entry even when one of that name exists (Hevy's separate blocks).
    mutating func appendExercise(_ exercise: ParsedExercise) -> Int {
        session.exercises.append(exercise)
        return session.exercises.count - 1
    }

    /// Adds `set` to the exercise at `index`.
    mutating func append(_ set: PerformedSet, to index: Int) {
        session.exercises[index].sets.append(set)
    }

    /// Adds `sets` to the exercise at `index`.
    mutating func append(contentsOf sets: [PerformedSet], to index: Int) {
        session.exercises[index].sets.append(contentsOf: sets)
    }

    /// Adds a note line to the exercise at `index` (Strong's `Note` rows).
    mutating func addNote(_ note: String, to index: Int) {
        guard !note.isEmpty else { return }
        if session.exercises[index].notes.isEmpty {
            session.exercises[index].notes = note
        } else {
            session.exercises[index].notes += "\n" + note
        }
    }

    /// Whether the session has at least one set (an empty one is not worth importing).
    var hasSets: Bool { session.exercises.contains { !$0.sets.isEmpty } }
}
