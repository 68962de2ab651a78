import Foundation

/// Finds catalog exercises by id or by name (German, English, aliases), the way every importer does.
///
/// Names are compared by `TextNormalizer.matchKey` (case-, space-, punctuation- and
/// diacritics-insensitive). A name like `Beinpresse (Leg Press)` also tries `Beinpresse` and
/// `Leg Press`, the two halves the app's sample files combine.
package struct ExerciseMatcher: Sendable {
    /// How a name or id was resolved.
    package enum Method: String, Sendable, Codable {
        case id, name, alias
    }

    package struct Match: Sendable, Equatable {
        package var exercise: Exercise
        package var method: Method
    }

    package private(set) var byId: [UUID: Exercise] = [:]
    private var byName: [String: UUID] = [:]
    private var byAlias: [String: UUID] = [:]
    /// The catalog's English names, for what a user types (`find`, `search`). Imports do not match by
    /// them: other apps' names map through the alias table, whose equipment rules they must keep.
    private var byEnglishName: [String: UUID] = [:]

    /// - Parameters:
    ///   - exercises: the catalog (custom exercises included: they match by their own name).
    ///   - aliases: alias text → exercise id.
    package init(exercises: [Exercise], aliases: [(alias: String, exerciseId: UUID)]) {
        // Catalog exercises win over custom ones with the same key; lower catalog numbers over higher.
        // The keys are made once, not twice per comparison (a UUID's text costs an allocation).
        let keyed = exercises.map { (custom: $0.isCustom ? 1 : 0, number: $0.catalogNumber ?? Int.max, id: $0.id.uuidString, exercise: $0) }
        let ordered = keyed.sorted { ($0.custom, $0.number, $0.id) < ($1.custom, $1.number, $1.id) }.map(\.exercise)
        for exercise in ordered {
            byId[exercise.id] = exercise
            let key = TextNormalizer.matchKey(exercise.name)
            if byName[key] == nil { byName[key] = exercise.id }
            if let english = exercise.englishName {
                let englishKey = TextNormalizer.matchKey(english)
                if byEnglishName[englishKey] == nil { byEnglishName[englishKey] = exercise.id }
            }
        }
        for (alias, id) in aliases where byId[id] != nil {
            let key = TextNormalizer.matchKey(alias)
            if byAlias[key] == nil { byAlias[key] = id }
        }
    }

    /// Makes a newly created (custom) exercise findable by id and name.
    package mutating func add(_ exercise: Exercise) {
        byId[exercise.id] = exercise
        let key = TextNormalizer.matchKey(exercise.name)
        if byName[key] == nil { byName[key] = exercise.id }
    }

    /// Makes `id` (an exercise id from another database) resolve to the exercise `target`.
    package mutating func alias(_ id: UUID, to target: UUID) {
        if let exercise = byId[target] { byId[id] = exercise }
    }

    /// All exercises known to the matcher.
    package var exercises: [Exercise] {
        var seen: Set<UUID> = []
        return byId.values.filter { seen.insert($0.id).inserted }
    }

    /// The exercise with this id.
    package func exercise(id: UUID) -> Exercise? { byId[id] }

    /// Resolves a name: exact name, then alias, then the parts of `German (English)` names.
    ///
    /// An equipment qualifier is part of the name's identity (SPEC §3.5): `Deadlift (Dumbbell)` falls back
    /// to `Deadlift` only if that exercise is done with dumbbells, and `Chin Up (Assisted)` never falls back
    /// to the unassisted one. Such names map through the alias table or become custom exercises.
    package func resolve(name: String) -> Match? {
        let key = TextNormalizer.matchKey(name)
        guard !key.isEmpty else { return nil }
        if let found = lookup(key) { return found }
        if let qualifier = ExerciseQualifier(name: name) {
            guard let found = lookup(TextNormalizer.matchKey(qualifier.base)), qualifier.fits(found.exercise) else { return nil }
            return found
        }
        // "Beinpresse (Leg Press)": try the text outside and inside the parentheses.
        if let open = name.firstIndex(of: "("), let close = name[open...].firstIndex(of: ")") {
            let outside = String(name[..<open]) + String(name[name.index(after: close)...])
            let inside = String(name[name.index(after: open)..<close])
            for part in [outside, inside] {
                let partKey = TextNormalizer.matchKey(part)
                if !partKey.isEmpty, let found = lookup(partKey) { return found }
            }
        }
        return nil
    }

    private func lookup(_ key: String) -> Match? {
        if let id = byName[key], let exercise = byId[id] { return Match(exercise: exercise, method: .name) }
        if let id = byAlias[key], let exercise = byId[id] { return Match(exercise: exercise, method: .alias) }
        return nil
    }

    /// The outcome of matching an exercise reference that carries an id and a name (`.gymtracker`).
    package enum Reference: Sendable, Equatable {
        /// Resolved; `conflict` names the exercise the id pointed at when the name won over it.
        case resolved(Match, conflict: Exercise?)
        /// Neither id nor name is known.
        case unknown
    }

    /// SPEC §3.3: by id, then by name; when the id's exercise clearly differs from the name and the
    /// name resolves to another exercise, the name wins (the app renumbered its catalog), unless
    /// `trustIds`.
    package func resolve(id: UUID?, name: String?, trustIds: Bool = false) -> Reference {
        let byName = name.flatMap { resolve(name: $0) }
        if let id, let exercise = byId[id] {
            let idMatch = Match(exercise: exercise, method: .id)
            guard !trustIds, let byName, byName.exercise.id != exercise.id else { return .resolved(idMatch, conflict: nil) }
            return .resolved(byName, conflict: exercise)
        }
        if let byName { return .resolved(byName, conflict: nil) }
        return .unknown
    }
}

extension ExerciseMatcher {
    /// Finds one exercise from what a user typed: a catalog number, a UUID, a name in either language
    /// (`Rumänisches Kreuzheben`, `Romanian Deadlift`), or an alias.
    ///
    /// Exact names come before aliases, as in `resolve(name:)`: a lifter who reads `Romanian Deadlift` in
    /// English output and types it back gets that exercise.
    package func find(_ query: String) -> Exercise? {
        let text = query.trimmingCharacters(in: .whitespaces)
        if let n = Int(text), let id = UUID.catalog(validating: n), let exercise = byId[id] { return exercise }
        if let uuid = UUID(uuidString: text), let exercise = byId[uuid] { return exercise }
        let key = TextNormalizer.matchKey(text)
        if let id = byName[key], let exercise = byId[id] { return exercise }
        if let id = byEnglishName[key], let exercise = byId[id] { return exercise }
        return resolve(name: text)?.exercise
    }

    /// Exercises whose name (German or English), an alias or whose description contains every word of
    /// `text`, best first: name hits before description hits, then by name.
    package func search(_ text: String) -> [Exercise] {
        let words = TextNormalizer.matchKey(text).split(separator: " ").map(String.init)
        guard !words.isEmpty else { return [] }
        var aliasKeys: [UUID: [String]] = [:]
        for (key, id) in byAlias { aliasKeys[id, default: []].append(key) }
        var hits: [(rank: Int, key: String, exercise: Exercise)] = []
        for exercise in byId.values {
            let nameKey = TextNormalizer.matchKey(exercise.name)
            let names = [nameKey] + (exercise.englishName.map { [TextNormalizer.matchKey($0)] } ?? []) + (aliasKeys[exercise.id] ?? [])
            let description = TextNormalizer.matchKey(exercise.description)
            if words.allSatisfy({ word in names.contains { $0.contains(word) } }) {
                hits.append((0, nameKey, exercise))
            } else if words.allSatisfy({ word in names.contains { $0.contains(word) } || description.contains(word) }) {
                hits.append((1, nameKey, exercise))
            }
        }
        return hits.sorted { ($0.rank, $0.key, $0.exercise.id.uuidString) < ($1.rank, $1.key, $1.exercise.id.uuidString) }.map(\.exercise)
    }

    /// The aliases that point at `id`.
    package func aliasKeys(of id: UUID) -> [String] {
        byAlias.filter { $0.value == id }.map(\.key).sorted()
    }
}
