import Foundation

/// The store's public surface, whatever the database engine: what the use cases (import, records
/// keeping, reports, batch, the commands) may ask of it. `GymBoStore` is the SQLite engine; another
/// (PostgreSQL) implements the same three protocols. Every method is one transaction unless it takes or
/// runs in a `Transaction`; errors are `StoreError`s.
public protocol TrainingStore: AnyObject, Sendable {
    associatedtype Transaction: TrainingStoreTransaction

    /// Where the data lives, for messages.
    var path: String { get }

    // MARK: Transactions

    /// Runs `body` in one write transaction; an error it throws rolls everything back.
    func transaction<T>(_ body: (Transaction) throws -> T) throws -> T
    /// Runs `body` in one read transaction (a consistent snapshot).
    func reading<T>(_ body: (Transaction) throws -> T) throws -> T
    /// Runs `body` in one write transaction, taking the lock at once, committed only when it returns true.
    func conditionalTransaction(_ body: (Transaction) throws -> Bool) throws
    /// How much the engine may buffer before flushing during a bulk load (SQLite: WAL pages).
    func checkpointInterval() throws -> Int
    func setCheckpointInterval(_ pages: Int) throws

    // MARK: Athletes and catalog

    func athletes() throws -> [Athlete]
    /// By name or id when given, else the only one.
    func athlete(named name: String?) throws -> Athlete
    func seedCatalog(_ exercises: [Exercise], aliases: [(alias: String, exerciseId: UUID)], version: String) throws -> ChangeCounts
    func setMuscleGroups(_ groups: [MuscleGroup], of exercise: Exercise) throws
    func exercises() throws -> [Exercise]
    func exercisesById() throws -> [UUID: Exercise]
    func aliases() throws -> [(alias: String, exerciseId: UUID)]
    func saveAlias(_ alias: String, exerciseId: UUID) throws
    func lastUsedDates(athleteId: UUID?) throws -> [UUID: Date]
    func sourceMappings() throws -> [(name: String, exerciseId: UUID, entries: Int)]
    func entriesWithoutSourceName() throws -> Int
    func seedSampleWorkouts(_ workouts: [WorkoutTemplate], version: String) throws -> ChangeCounts
    func templates(samplesOnly: Bool) throws -> [WorkoutTemplate]

    // MARK: Sessions

    func sessions(athleteId: UUID, from: Date?, to: Date?) throws -> [Session]
    func session(id: UUID) throws -> Session?
    /// The session whose id is `text` or starts with it, and its athlete.
    func session(matching text: String) throws -> (session: Session, athlete: Athlete)
    func sessionDecisions(athleteId: UUID) throws -> [String: SessionDecision]
    /// Sessions, decisions and (unless passed in) the catalog of one athlete, in one snapshot.
    func storedHistory(athleteId: UUID, exercises: [UUID: Exercise]?) throws -> StoredHistory

    // MARK: Derived records

    func records(athleteId: UUID?) throws -> [PersonalRecords]
    func recordEvents(athleteId: UUID, from: Date, to: Date) throws -> [(exerciseId: UUID, event: PersonalRecords.Event)]
    func lastUsed(athleteId: UUID) throws -> [UUID: LastUsed]
    func hasStaleRecords() throws -> Bool
    /// Every athlete's derived rows made what `derive` gives, writing only the differences.
    func replaceAllDerivedRecords(deriving derive: @escaping RecordsDerivation) throws -> Int

    // MARK: Tips, reports, maintenance

    func feedback() throws -> [String: RuleFeedback]
    func rate(tipId: String, helpful: Bool, at date: Date) throws -> String
    func issuedTipIds(athleteId: UUID, from: Date, to: Date) throws -> Set<String>
    func lastReportedWeek(athleteId: UUID) throws -> String?
    func setLastReportedWeek(_ week: String, athleteId: UUID) throws
    func stats() throws -> DatabaseStats
    func vacuum() throws
    /// The engine's own integrity checks and the toolkit's invariants, records compared with `derive`.
    func checkReport(deriving derive: RecordsDerivation) throws -> CheckReport
}

/// What one transaction of a `TrainingStore` reads and writes, by intent.
public protocol TrainingStoreTransaction: AnyObject {
    // Import log
    func importedAthleteNames(sha256: String) throws -> [String?]
    func logImportStart(path: String, sha256: String, format: String, at date: Date) throws -> Int64
    func logImportEnd(id: Int64, athleteId: UUID?, added: Int, updated: Int, unchanged: Int, skipped: Int, message: String) throws

    // Athletes
    func athletes() throws -> [Athlete]
    func athlete(exactlyNamed name: String) throws -> Athlete?
    /// Returns the zone the stored profile had (nil for a new athlete).
    @discardableResult func saveAthlete(_ athlete: Athlete) throws -> String?
    func athleteCreatingIfNeeded(name: String) throws -> (Athlete, created: Bool)
    func deleteAthlete(id: UUID) throws
    func deleteHistory(athleteId: UUID) throws -> (sessions: Int, workouts: Int)

    // Catalog and workouts
    func exercises() throws -> [Exercise]
    func aliases() throws -> [(alias: String, exerciseId: UUID)]
    func saveCustomExercise(_ exercise: Exercise) throws
    func relinkCustomExercise(named name: String, to target: UUID) throws -> (moved: Int, athletes: [String])
    func moveEntries(sourceName name: String, from: UUID, to: UUID, creating custom: Exercise?) throws -> (moved: Int, athletes: [String])
    func userWorkoutHash(id: UUID) throws -> String?
    func userWorkoutExists(contentHash: String) throws -> Bool
    func workoutExists(id: UUID) throws -> Bool
    func workoutNameTaken(_ name: String, athleteId: UUID?) throws -> Bool
    func saveTemplate(_ workout: WorkoutTemplate, hash: String?, createdAt: Date?) throws

    // Sessions
    func insertSession(_ session: Session, importId: Int64?, replaceById: Bool, replaceOnChange: Bool) throws -> GymBoStore.SessionOutcome
    func storedSessionDiffers(_ session: Session) throws -> Bool
    /// Returns the session's athlete (lowercased id).
    func saveDecision(sessionId: UUID, _ decision: SessionDecision, now: Date) throws -> String

    // Derived records
    func storedRecords(athlete: String) throws -> [String: StoredRecords]
    func latestSession(athlete: String, excluding: String) throws -> (date: String, id: String)?
    func saveRecords(_ records: PersonalRecords) throws
    func saveLastUsed(_ used: LastUsed, athlete: String, exercise: String) throws
    func insertRecordEvent(_ event: PersonalRecords.Event, athlete: String, exercise: String) throws
    func storedSets(athlete: String) throws -> any AthleteSetsSource
    @discardableResult func replaceDerivedRecords(_ derived: DerivedRecords, athlete: String) throws -> Int
    func markRecordsStale(athlete: String) throws
    func staleRecordAthletes() throws -> [String]
    func clearRecordsStale(athlete: String) throws

    // Tips
    func latestIssuedMaterial(athleteId: UUID, fingerprint: String, after: Date, through: Date) throws -> String?
    func saveIssuedTip(_ tip: Tip, athleteId: UUID, asOf: Date, issuedAt: Date) throws
}

/// One athlete's stored sets as the records fold reads them (`RecordsDerivation`).
public protocol AthleteSetsSource {
    /// The athlete's id, lowercased.
    var athlete: String { get }
    var timeZone: TimeZone { get }
    /// The user's decisions about questioned sessions, by session id.
    var decisions: [String: SessionDecision] { get }
    /// Each session in (start, id) order with its sets by exercise (lowercased id, entries without sets
    /// left out).
    func forEachSession(_ body: (_ id: String, _ date: String, _ groups: [(exercise: String, sets: [PerformedSet])]) throws -> Void) throws
}

extension GymBoStore: TrainingStore {}
extension GymBoStore.Transaction: TrainingStoreTransaction {}
extension AthleteSets: AthleteSetsSource {}
