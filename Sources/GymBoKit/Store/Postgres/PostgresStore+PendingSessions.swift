import Foundation
import PostgresNIO

// Not yet built on PostgreSQL: each is replaced by the real method in PostgresStore+Sessions.swift.

extension PostgresStore {
    public func sessions(athleteId: UUID, from: Date?, to: Date?) throws -> [Session] { fatalError("PostgreSQL: sessions(athleteId not built") }
    public func session(id: UUID) throws -> Session? { fatalError("PostgreSQL: session(id not built") }
    public func session(matching text: String) throws -> (session: Session, athlete: Athlete) { fatalError("PostgreSQL: session(matching not built") }
    public func sessionDecisions(athleteId: UUID) throws -> [String: SessionDecision] { fatalError("PostgreSQL: sessionDecisions not built") }
    public func storedHistory(athleteId: UUID, exercises: [UUID: Exercise]?) throws -> StoredHistory { fatalError("PostgreSQL: storedHistory not built") }
    public func templates(samplesOnly: Bool) throws -> [WorkoutTemplate] { fatalError("PostgreSQL: templates(samplesOnly not built") }
    public func seedSampleWorkouts(_ workouts: [WorkoutTemplate], version: String) throws -> ChangeCounts { fatalError("PostgreSQL: seedSampleWorkouts not built") }
}

extension PostgresStore.Transaction {
    public func insertSession(_ session: Session, importId: Int64?, replaceById: Bool, replaceOnChange: Bool) throws -> SessionOutcome { fatalError("PostgreSQL: insertSession not built") }
    public func storedSessionDiffers(_ session: Session) throws -> Bool { fatalError("PostgreSQL: storedSessionDiffers not built") }
    public func saveDecision(sessionId: UUID, _ decision: SessionDecision, now: Date) throws -> String { fatalError("PostgreSQL: saveDecision not built") }
    public func userWorkoutHash(id: UUID) throws -> String? { fatalError("PostgreSQL: userWorkoutHash not built") }
    public func userWorkoutExists(contentHash: String) throws -> Bool { fatalError("PostgreSQL: userWorkoutExists not built") }
    public func workoutExists(id: UUID) throws -> Bool { fatalError("PostgreSQL: workoutExists not built") }
    public func workoutNameTaken(_ name: String, athleteId: UUID?) throws -> Bool { fatalError("PostgreSQL: workoutNameTaken not built") }
    public func saveTemplate(_ workout: WorkoutTemplate, hash: String?, createdAt: Date?) throws { fatalError("PostgreSQL: saveTemplate not built") }
    public func importedAthleteNames(sha256: String) throws -> [String?] { fatalError("PostgreSQL: importedAthleteNames not built") }
    public func logImportStart(path: String, sha256: String, format: String, at date: Date) throws -> Int64 { fatalError("PostgreSQL: logImportStart not built") }
    public func logImportEnd(id: Int64, athleteId: UUID?, added: Int, updated: Int, unchanged: Int, skipped: Int, message: String) throws { fatalError("PostgreSQL: logImportEnd not built") }
}
