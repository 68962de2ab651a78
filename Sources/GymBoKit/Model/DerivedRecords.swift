import Foundation

/// One athlete's records, last-used values and "new record" events as a fold of their sets gives them
/// (`RecordsFold`), by exercise id (lowercased): what the store compares its derived rows with and writes.
public struct DerivedRecords: Sendable {
    /// Each exercise's records.
    public var records: [String: PersonalRecords] = [:]
    /// Each exercise's last-used values.
    public var lastUsed: [String: LastUsed] = [:]
    /// In the order they happened, with their exercise id.
    public var events: [(exercise: String, event: PersonalRecords.Event)] = []

    /// Nothing derived yet.
    public init() {}
}
