import Foundation
import PostgresNIO

// Not yet built on PostgreSQL: each is replaced by the real method in PostgresStore+Records.swift.

extension PostgresStore {
    public func records(athleteId: UUID?) throws -> [PersonalRecords] { fatalError("PostgreSQL: records(athleteId not built") }
    public func recordEvents(athleteId: UUID, from: Date, to: Date) throws -> [(exerciseId: UUID, event: PersonalRecords.Event)] { fatalError("PostgreSQL: recordEvents not built") }
    public func lastUsed(athleteId: UUID) throws -> [UUID: LastUsed] { fatalError("PostgreSQL: lastUsed(athleteId not built") }
    public func hasStaleRecords() throws -> Bool { fatalError("PostgreSQL: hasStaleRecords not built") }
    public func storedRecordsAhead(athlete: String) -> PendingResult<[String: StoredRecords]>? { fatalError("PostgreSQL: storedRecordsAhead not built") }
    public func replaceAllDerivedRecords(deriving derive: @escaping RecordsDerivation) throws -> Int { fatalError("PostgreSQL: replaceAllDerivedRecords not built") }
    public func checkReport(deriving derive: RecordsDerivation) throws -> CheckReport { fatalError("PostgreSQL: checkReport not built") }
}

extension PostgresStore.Transaction {
    public func storedRecords(athlete: String) throws -> [String: StoredRecords] { fatalError("PostgreSQL: storedRecords not built") }
    public func latestSession(athlete: String, excluding: String) throws -> (date: String, id: String)? { fatalError("PostgreSQL: latestSession not built") }
    public func saveRecords(_ records: PersonalRecords) throws { fatalError("PostgreSQL: saveRecords not built") }
    public func saveLastUsed(_ used: LastUsed, athlete: String, exercise: String) throws { fatalError("PostgreSQL: saveLastUsed not built") }
    public func insertRecordEvents(_ events: [RecordEventRow]) throws { fatalError("PostgreSQL: insertRecordEvents not built") }
    public func storedSets(athlete: String) throws -> any AthleteSetsSource { fatalError("PostgreSQL: storedSets not built") }
    @discardableResult public func replaceDerivedRecords(_ derived: DerivedRecords, athlete: String) throws -> Int { fatalError("PostgreSQL: replaceDerivedRecords not built") }
    public func markRecordsStale(athlete: String) throws { fatalError("PostgreSQL: markRecordsStale not built") }
    public func staleRecordAthletes() throws -> [String] { fatalError("PostgreSQL: staleRecordAthletes not built") }
    public func clearRecordsStale(athlete: String) throws { fatalError("PostgreSQL: clearRecordsStale not built") }
}
