import Foundation

/// Errors of the database layer.
public enum StoreError: LocalizedError {
    /// The file exists but is not a SQLite database (or not one of the toolkit's).
    case notADatabase(path: String, reason: String)
    /// SQLite refused an operation; the SQLite result code is kept.
    case sqlite(path: String, code: Int32, message: String)
    /// A name or id that the database does not hold.
    case notFound(kind: String, value: String, hint: String)
    /// More than one athlete and no `--athlete`.
    case athleteAmbiguous(names: [String])
    /// The database was written by a newer toolkit.
    case newerSchema(path: String)
    /// A change only custom exercises take (`exercises set-groups` on a catalog exercise).
    case catalogExercise(name: String, change: String)
    /// SQLite found the database damaged or could not write it (corrupt pages, I/O error, disk full): no
    /// input is to blame, and nothing more should be done with it.
    case damaged(path: String, code: Int32, message: String)
    /// A shortened session id that more than one session's id starts with.
    case ambiguousSession(prefix: String, ids: [String])
    /// PostgreSQL refused an operation; its SQLSTATE is kept.
    case postgres(location: String, state: String, message: String)

    public var errorDescription: String? {
        switch self {
        case let .notADatabase(path, reason):
            return "\(path): error: cannot open the database (\(reason))"
        case let .sqlite(path, code, message):
            return "\(path): error: SQLite error \(code): \(message)"
        case let .notFound(kind, value, hint):
            return "error: no \(kind) '\(value)'\(hint.isEmpty ? "" : " (\(hint))")"
        case let .athleteAmbiguous(names):
            return "error: the database holds \(names.count) athletes (\(names.joined(separator: ", "))); choose one with --athlete"
        case let .newerSchema(path):
            return "\(path): error: the database was written by a newer version of gymbo (upgrade the toolkit)"
        case let .catalogExercise(name, change):
            return "error: '\(name)' is a catalog exercise; \(change) (only custom exercises, created by imports, can be changed)"
        case let .ambiguousSession(prefix, ids):
            return "error: more than one session id starts with '\(prefix)' (\(ids.joined(separator: ", ")), …); give more of the id"
        case let .postgres(location, state, message):
            return "\(location): error: PostgreSQL error\(state.isEmpty ? "" : " " + state): \(message)"
        case let .damaged(path, code, message):
            return "\(path): error: the database is damaged or cannot be written (SQLite error \(code): \(message)); nothing more was imported or written — run `gymbo db check --db \(path)`"
        }
    }
}
