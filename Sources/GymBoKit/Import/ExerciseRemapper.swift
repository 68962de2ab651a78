import Foundation

/// `gymbo exercises remap`: applies today's exercise mapping (alias table, equipment qualifiers, custom
/// exercises) to the sessions other apps' files brought in earlier. A name that maps elsewhere now — a
/// `Deadlift (Dumbbell)` an older version merged into the barbell deadlift, a name a new alias points at —
/// moves with its sets, and the athletes' records are recomputed. Nothing changes silently: `plan()` lists
/// every move, `apply()` makes them.
package struct ExerciseRemapper: Sendable {
    package struct Change: Sendable, Equatable, Codable {
        /// The name in the source file.
        package var name: String
        package var from: String
        package var to: String
        package var entries: Int
        /// True when `to` is a custom exercise made for the name (with inferred muscle groups).
        package var newCustomExercise: Bool
        /// The catalog's English names of `from` and `to`, when it has them.
        package var fromEN: String? = nil
        package var toEN: String? = nil

        /// The exercise the entries are stored under, named in `language`.
        package func from(_ language: Language) -> String { language == .en ? fromEN ?? from : from }
        /// The exercise they move to, named in `language`.
        package func to(_ language: Language) -> String { language == .en ? toEN ?? to : to }
    }

    package let store: any TrainingStore

    package init(store: any TrainingStore) { self.store = store }

    /// The moves today's mapping asks for, and how many stored entries have no source name to check.
    package func plan() throws -> (changes: [Change], unchecked: Int) {
        let steps = try moves()
        return (steps.map(\.change), try store.entriesWithoutSourceName())
    }

    /// Makes the moves; returns them.
    @discardableResult
    package func apply() throws -> [Change] {
        var done: [Change] = []
        for move in try moves() {
            var change = move.change
            change.entries = try store.moveEntries(sourceName: move.change.name, from: move.from, to: move.to, creating: move.custom)
            done.append(change)
        }
        return done
    }

    private struct Move {
        var change: Change
        var from: UUID
        var to: UUID
        var custom: Exercise?
    }

    private func moves() throws -> [Move] {
        let matcher = try store.matcher()
        var result: [Move] = []
        for (name, stored, entries) in try store.sourceMappings() {
            let target: Exercise
            var custom: Exercise?
            if let match = matcher.resolve(name: name) {
                target = match.exercise
            } else {
                // What an import today would create: the custom exercise of that name, groups inferred.
                let inferred = ExerciseInference.infer(name: name, category: nil, matcher: matcher)
                target = Exercise(id: .v5(namespace: .gymboExerciseNamespace, name: "custom:" + TextNormalizer.matchKey(name)),
                                  name: name, muscleGroups: inferred.muscleGroups, equipment: inferred.equipment,
                                  difficulty: .fortgeschritten, isCustom: true)
                if matcher.exercise(id: target.id) == nil { custom = target }
            }
            guard target.id != stored else { continue }
            result.append(Move(
                change: Change(name: name, from: matcher.exercise(id: stored)?.name ?? stored.lowercased, to: target.name,
                               entries: entries, newCustomExercise: custom != nil,
                               fromEN: matcher.exercise(id: stored)?.englishName, toEN: target.englishName),
                from: stored, to: target.id, custom: custom))
        }
        return result
    }
}
