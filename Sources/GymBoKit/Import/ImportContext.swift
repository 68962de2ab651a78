import Foundation

/// The state of importing one file inside its transaction: exercise resolution, counts, diagnostics.
final class ImportContext {
    let tx: any TrainingStoreTransaction
    let path: String
    let options: ImportOptions
    var summary: ImportSummary
    var matcher: ExerciseMatcher
    var errors: [Diagnostic] = []
    var warnings: [Diagnostic] = []
    /// The places in `warnings` of the notes that a stored session was updated (left out when the file is rejected).
    private var updateNotes: Set<Int> = []
    var importId: Int64?
    /// Keeps records current as sessions are written; finished before the file commits.
    let records = RecordsUpdate()
    /// Told the number of sessions seen so far, every 100 sessions.
    var onProgress: ((Int) -> Void)?
    private var seen = 0

    /// The exercise mappings in order of first use, and the place of each by the name it maps.
    private var mappings: [ImportSummary.Mapping] = []
    private var mappingIndex: [String: Int] = [:]
    /// Other apps' names this file resolved, as written: the id and the place of the name's mapping.
    private var resolvedInFile: [String: (id: UUID, mapping: Int)] = [:]
    private var skippedCounts: [String: Int] = [:]
    private var skippedOrder: [String] = []
    /// How another app's exercise names resolved: kept for the whole run by the importer (`Importer`),
    /// from the files that committed, so a name is matched once per run and not once per file.
    struct ResolvedName {
        var id: UUID
        var method: String
    }
    private(set) var resolvedNames: [String: ResolvedName]
    /// Sessions written by this file, by id.
    private var writtenIds: Set<UUID> = []
    /// Exercises known to be assisted (or not), by id: kept for the run by the importer, like
    /// `resolvedNames`. Worked out once per file, the names' match keys were 1 % of a large import.
    private(set) var assisted: [UUID: Bool]

    /// The most errors listed for one file; the rest are counted.
    static let errorLimit = 50

    init(tx: any TrainingStoreTransaction, path: String, options: ImportOptions, summary: ImportSummary, matcher: ExerciseMatcher,
         resolvedNames: [String: ResolvedName] = [:], assisted: [UUID: Bool] = [:]) {
        self.tx = tx
        self.path = path
        self.options = options
        self.summary = summary
        self.matcher = matcher
        self.resolvedNames = resolvedNames
        self.assisted = assisted
    }

    func error(_ line: Int?, _ message: String) { errors.append(.error(path, line, message)) }

    /// Something the user should know that is not a problem (a session updated from a newer export).
    func note(_ line: Int?, _ message: String) { warnings.append(Diagnostic(path: path, line: line, severity: .note, message: message)) }

    func warning(_ line: Int?, _ message: String) {
        let diagnostic = Diagnostic.warning(path, line, message)
        // Under --strict the file is refused, so nothing was "skipped": say what happens instead.
        if options.strict {
            let text = message.hasSuffix("; skipped") ? String(message.dropLast("; skipped".count)) : message
            errors.append(Diagnostic(path: path, line: line, severity: .error, message: text + " (--strict: the file is refused)"))
        }
        else { warnings.append(diagnostic) }
    }

    // MARK: Exercises

    @discardableResult
    private func noteMapping(_ from: String, _ exercise: Exercise, _ method: String, sets: Int) -> Int {
        if let index = mappingIndex[from] {
            mappings[index].sets += sets
            return index
        }
        mappingIndex[from] = mappings.count
        mappings.append(ImportSummary.Mapping(from: from, to: exercise.name, method: method, sets: sets, toEN: exercise.englishName))
        return mappings.count - 1
    }

    /// `.gymtracker` rule: by id, then name; unknown exercises are skipped with a warning.
    func resolveShared(_ reference: ExerciseReference, line: Int?, sets: Int) -> UUID? {
        switch matcher.resolve(id: reference.id, name: reference.name, trustIds: options.trustIds) {
        case let .resolved(match, conflict):
            if let conflict {
                warning(line, "exercise id \(reference.id?.lowercased ?? "?") is '\(conflict.name)' in the catalog, but the file calls it '\(reference.name ?? "")'; using '\(match.exercise.name)' by name (--trust-ids keeps the id)")
            }
            if match.method != .id || conflict != nil {
                noteMapping(reference.displayName, match.exercise, match.method.rawValue, sets: sets)
            }
            return match.exercise.id
        case .unknown:
            let name = reference.displayName
            if skippedCounts[name] == nil {
                skippedOrder.append(name)
                warning(line, "exercise '\(name)' is not in the catalog; skipped")
            }
            skippedCounts[name, default: 0] += 1
            return nil
        }
    }

    /// Other apps' rule: by name through aliases; an unknown name becomes a custom exercise, so no history
    /// is lost.
    func resolveOtherApp(_ reference: ExerciseReference, sets: Int) throws -> UUID {
        let raw = reference.name ?? ""
        // Names repeat in every session of an export: once resolved in this file, one lookup does.
        if let known = resolvedInFile[raw] {
            mappings[known.mapping].sets += sets
            return known.id
        }
        let resolved = try resolveNew(reference, raw: raw, sets: sets)
        resolvedInFile[raw] = resolved
        return resolved.id
    }

    /// `resolveOtherApp` of a name this file has not resolved yet: the id and the place of its mapping.
    private func resolveNew(_ reference: ExerciseReference, raw: String, sets: Int) throws -> (id: UUID, mapping: Int) {
        // Names repeat on every row of an export: look the raw text up before trimming it.
        let name = resolvedNames[raw] != nil ? raw : raw.trimmingCharacters(in: .whitespaces)
        if let known = resolvedNames[name], let exercise = matcher.exercise(id: known.id) {
            return (known.id, noteMapping(name, exercise, known.method, sets: sets))
        }
        if let match = matcher.resolve(name: name) {
            let resolved = ResolvedName(id: match.exercise.id, method: match.exercise.isCustom ? "custom" : match.method.rawValue)
            resolvedNames[name] = resolved
            resolvedNames[raw] = resolved
            return (match.exercise.id, noteMapping(name, match.exercise, resolved.method, sets: sets))
        }
        let inferred = ExerciseInference.infer(name: name, category: reference.category, matcher: matcher)
        let exercise = Exercise(
            id: .v5(namespace: .gymboExerciseNamespace, name: "custom:" + TextNormalizer.matchKey(name)),
            name: name, muscleGroups: inferred.muscleGroups, equipment: inferred.equipment, difficulty: .fortgeschritten, isCustom: true)
        summary.inferred.append(ImportSummary.Inferred(name, inferred))
        try tx.saveCustomExercise(exercise)
        matcher.add(exercise)
        resolvedNames[name] = ResolvedName(id: exercise.id, method: "custom")
        resolvedNames[raw] = ResolvedName(id: exercise.id, method: "custom")
        summary.customExercises.append(name)
        return (exercise.id, noteMapping(name, exercise, "custom", sets: sets))
    }

    /// Closes the summary's lists.
    func finish() {
        summary.mappings = mappings
        summary.skippedExercises = skippedOrder.map { name in
            let count = skippedCounts[name] ?? 0
            return count > 1 ? "\(name) (\(count)×)" : name
        }
        summary.skipped += skippedCounts.values.reduce(0, +)
        let shown = errors.prefix(Self.errorLimit).map(\.description)
        summary.errors = shown + (errors.count > Self.errorLimit ? ["… and \(errors.count - Self.errorLimit) more errors"] : [])
        // A rejected file wrote nothing: its notes of sessions updated would tell of changes that did not happen.
        let kept = errors.isEmpty ? warnings : warnings.indices.filter { !updateNotes.contains($0) }.map { warnings[$0] }
        summary.warnings = kept.map(\.description)
    }

    // MARK: Sessions

    /// Resolves and writes one session of `athlete`.
    func addSession(_ parsed: ParsedSession, athlete: Athlete, source: ImportFormat, replaceById: Bool, otherApp: Bool) throws {
        seen += 1
        if seen % 100 == 0 { onProgress?(seen) }
        guard datesPlausible(parsed) else { return }
        let exercises = try resolveExercises(parsed, otherApp: otherApp)
        guard !exercises.isEmpty else {
            if parsed.exercises.isEmpty {
                error(parsed.line, "session '\(parsed.name)' has no exercises (expected at least one)")
            } else {
                summary.skipped += 1
            }
            return
        }
        let limit = Session.maxEntries
        if exercises.count > limit || exercises.contains(where: { $0.sets.count > limit }) {
            error(parsed.line, "session '\(parsed.name)' has more than \(limit) exercises, or more than \(limit) sets of one exercise (expected a real training session)")
            return
        }
        let id = parsed.id ?? Session.derivedId(athleteId: athlete.id, source: source.rawValue, startedAt: parsed.startedAt, name: parsed.name)
        let session = Session(
            id: id, athleteId: athlete.id, templateId: parsed.templateId, name: parsed.name, startedAt: parsed.startedAt,
            duration: parsed.duration, notes: parsed.notes, minHeartRate: parsed.minHeartRate, maxHeartRate: parsed.maxHeartRate,
            avgHeartRate: parsed.avgHeartRate, source: source.rawValue, exercises: exercises)
        guard try write(session, parsed, athlete: athlete, replaceById: replaceById, otherApp: otherApp) else { return }
        summary.sets += exercises.reduce(0) { $0 + $1.sets.count }
        summary.setsWithoutMuscleGroups += exercises.reduce(0) { $0 + (matcher.exercise(id: $1.exerciseId)?.muscleGroups.isEmpty ?? true ? $1.sets.count : 0) }
    }

    /// False, with an error, for a session that starts in the future or before 1900.
    private func datesPlausible(_ parsed: ParsedSession) -> Bool {
        if parsed.startedAt > options.now.addingTimeInterval(2 * 86_400) {
            error(parsed.line, "session '\(parsed.name)' starts \(Timestamp.string(parsed.startedAt)), in the future (expected a date before \(Timestamp.string(options.now.addingTimeInterval(2 * 86_400))))")
            return false
        }
        if parsed.startedAt < Date(timeIntervalSince1970: -2_208_988_800) {  // 1900
            error(parsed.line, "session '\(parsed.name)' starts \(Timestamp.string(parsed.startedAt)), before 1900 (expected a real training date)")
            return false
        }
        return true
    }

    /// The session's exercises that resolve, by the rule of the file's kind (`otherApp` or not).
    private func resolveExercises(_ parsed: ParsedSession, otherApp: Bool) throws -> [Session.Exercise] {
        var exercises: [Session.Exercise] = []
        for exercise in parsed.exercises {
            let id: UUID?
            if otherApp {
                id = try resolveOtherApp(exercise.reference, sets: exercise.sets.count)
            } else {
                id = resolveShared(exercise.reference, line: parsed.line, sets: exercise.sets.count)
            }
            guard let id else { continue }
            var sets = exercise.sets
            // Strong, Hevy and FitNotes log an assisted exercise's assistance as its weight. The app's own
            // files are taken as they are (an export of the toolkit's own database reads back unchanged).
            if otherApp, isAssisted(id) { sets = sets.map(Self.assistance) }
            exercises.append(Session.Exercise(exerciseId: id, groupId: exercise.groupId, notes: exercise.notes, sets: sets,
                                              sourceName: otherApp ? exercise.reference.name : nil))
        }
        return exercises
    }

    /// Stores the session and counts the outcome; true when its sets were written (added or updated).
    private func write(_ session: Session, _ parsed: ParsedSession, athlete: Athlete, replaceById: Bool, otherApp: Bool) throws -> Bool {
        // Other apps' exports are cumulative: a session of a newer export that differs from the stored one
        // replaces it (a file cut off earlier, sets edited in the app). Twice in one file, the first stays.
        let firstInFile = writtenIds.insert(session.id).inserted
        switch try tx.insertSession(session, importId: importId, replaceById: replaceById, replaceOnChange: otherApp && firstInFile) {
        case .added:
            summary.added += 1
            try records.added(tx, session, timeZone: athlete.timeZone)
        case let .updated(previousSets):
            summary.updated += 1
            records.recompute(athlete.id)
            if otherApp {
                let sets = session.exercises.reduce(0) { $0 + $1.sets.count }
                updateNotes.insert(warnings.count)
                note(parsed.line, "session '\(parsed.name)' of \(Timestamp.string(parsed.startedAt)) updated from this file: \(previousSets) → \(sets) sets")
            }
        case .unchanged where otherApp: summary.duplicates += 1; summary.unchanged += 1; return false
        case .unchanged: summary.unchanged += 1; return false
        case .duplicate where try options.strategy == .addOnly && !otherApp && tx.storedSessionDiffers(session):
            // addOnly keeps the stored session although the backup's differs: say so, not "unchanged".
            summary.kept += 1
            return false
        case .duplicate: summary.duplicates += 1; summary.unchanged += 1; return false
        }
        return true
    }

    /// Whether the exercise is assisted, worked out once per exercise and run (it reads the name).
    private func isAssisted(_ id: UUID) -> Bool {
        if let known = assisted[id] { return known }
        let value = matcher.exercise(id: id)?.isAssisted ?? false
        assisted[id] = value
        return value
    }

    /// The load of an assisted exercise is help, not weight lifted: it goes into the set's note
    /// (`assistance 31.75 kg`) and the set counts as bodyweight, so it never makes a weight record.
    static func assistance(_ set: PerformedSet) -> PerformedSet {
        guard set.weight > 0 else { return set }
        var set = set
        let text = "assistance \(NumberText.format(set.weight, .en, decimals: 2)) kg"
        set.note = set.note.isEmpty ? text : set.note + "; " + text
        set.weight = 0
        return set
    }

}

/// Feeds streamed sessions of a CSV export into the import context.
struct ContextSink: SessionSink {
    let context: ImportContext
    let athlete: Athlete
    let source: ImportFormat

    mutating func add(_ session: ParsedSession) throws {
        try context.addSession(session, athlete: athlete, source: source, replaceById: false, otherApp: true)
    }

    mutating func report(_ diagnostic: Diagnostic) throws {
        if diagnostic.severity == .error { context.errors.append(diagnostic) } else { context.warnings.append(diagnostic) }
    }
}
