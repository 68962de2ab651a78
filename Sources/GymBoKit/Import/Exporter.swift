import Foundation

/// `gymbo export`: templates and sessions as `.gymtracker`, an athlete as an app backup.
public struct Exporter {
    /// The database exported from.
    public let store: any TrainingStore

    /// An exporter reading `store`.
    public init(store: any TrainingStore) { self.store = store }

    /// A template found by id or name (user workouts before samples).
    public func template(_ query: String) throws -> WorkoutTemplate {
        let all = try store.templates()
        let key = TextNormalizer.matchKey(query)
        if let found = all.first(where: { $0.id.lowercased == query.lowercased() })
            ?? all.first(where: { !$0.isSample && TextNormalizer.matchKey($0.name) == key })
            ?? all.first(where: { TextNormalizer.matchKey($0.name) == key }) {
            return found
        }
        throw StoreError.notFound(kind: "workout", value: query, hint: all.isEmpty ? "the database has no workouts" : "known: \(all.prefix(8).map(\.name).joined(separator: ", "))")
    }

    /// The template as the app's `.gymtracker` JSON.
    public func gymtracker(template: WorkoutTemplate) throws -> Data {
        try GymtrackerFormat.write(template: template, exercises: try exerciseIndex())
    }

    /// A session by id, as the toolkit's `.gymtracker` session variant.
    public func gymtracker(sessionId: UUID) throws -> Data {
        guard let session = try store.session(id: sessionId) else { throw StoreError.notFound(kind: "session", value: sessionId.lowercased, hint: "") }
        return try GymtrackerFormat.write(session: session, exercises: try exerciseIndex())
    }

    /// Everything of one athlete as an app backup.
    public func backup(athlete: Athlete, createdAt: Date) throws -> Data {
        let templates = try store.templates().filter { $0.athleteId == athlete.id }
        let sessions = try store.sessions(athleteId: athlete.id)
        return try BackupFormat.write(athlete: athlete, templates: templates, sessions: sessions, exercises: try exerciseIndex(), createdAt: createdAt)
    }

    private func exerciseIndex() throws -> [UUID: Exercise] {
        Dictionary(uniqueKeysWithValues: try store.exercises().map { ($0.id, $0) })
    }
}
