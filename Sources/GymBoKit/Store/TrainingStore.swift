import Foundation

/// The store's public surface, whatever the database engine: what the use cases (import, records
/// keeping, reports, batch, the commands) may ask of it. `GymBoStore` is the SQLite engine; another
/// (PostgreSQL) implements the same three protocols. Every method is one transaction unless it takes or
/// runs in a `Transaction`; errors are `StoreError`s.
public protocol TrainingStore: AnyObject, Sendable {
    /// The engine's transaction, which the intent-named reads and writes of `TrainingStoreTransaction` run in.
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
    /// Sets how much the engine may buffer before flushing (SQLite: WAL pages).
    func setCheckpointInterval(_ pages: Int) throws

    // MARK: Athletes and catalog

    /// Every athlete, by name.
    func athletes() throws -> [Athlete]
    /// By name or id when given, else the only one.
    func athlete(named name: String?) throws -> Athlete
    /// Loads the exercise catalog and its aliases (`version` names the catalog); returns what changed.
    func seedCatalog(_ exercises: [Exercise], aliases: [(alias: String, exerciseId: UUID)], version: String) throws -> ChangeCounts
    /// Sets the muscle groups of a custom exercise (catalog exercises keep the catalog's).
    func setMuscleGroups(_ groups: [MuscleGroup], of exercise: Exercise) throws
    /// The catalog and custom exercises.
    func exercises() throws -> [Exercise]
    /// The catalog and custom exercises, by id.
    func exercisesById() throws -> [UUID: Exercise]
    /// Alias text → exercise id, user aliases first.
    func aliases() throws -> [(alias: String, exerciseId: UUID)]
    /// Saves a user alias; it wins over catalog aliases.
    func saveAlias(_ alias: String, exerciseId: UUID) throws
    /// When each exercise was last used by `athleteId` (or by anyone when nil).
    func lastUsedDates(athleteId: UUID?) throws -> [UUID: Date]
    /// The names other apps' sessions used, the exercise each is stored under and how many entries.
    func sourceMappings() throws -> [(name: String, exerciseId: UUID, entries: Int)]
    /// Entries of other apps' sessions stored before source names were kept (they cannot be remapped).
    func entriesWithoutSourceName() throws -> Int
    /// Loads the sample workouts (`version` names the set); user workouts are never touched. Returns what changed.
    func seedSampleWorkouts(_ workouts: [WorkoutTemplate], version: String) throws -> ChangeCounts
    /// The workout templates, only the samples when `samplesOnly`.
    func templates(samplesOnly: Bool) throws -> [WorkoutTemplate]

    // MARK: Sessions

    /// An athlete's sessions, oldest first, only those starting in `[from, to)` when given.
    func sessions(athleteId: UUID, from: Date?, to: Date?) throws -> [Session]
    /// A session by id, nil when there is none.
    func session(id: UUID) throws -> Session?
    /// The session whose id is `text` or starts with it, and its athlete.
    func session(matching text: String) throws -> (session: Session, athlete: Athlete)
    /// The user's decisions about an athlete's questioned sessions, by session id.
    func sessionDecisions(athleteId: UUID) throws -> [String: SessionDecision]
    /// Sessions, decisions and (unless passed in) the catalog of one athlete, in one snapshot.
    func storedHistory(athleteId: UUID, exercises: [UUID: Exercise]?) throws -> StoredHistory

    // MARK: Derived records

    /// Stored personal records, of one athlete or (nil) of all.
    func records(athleteId: UUID?) throws -> [PersonalRecords]
    /// The athlete's "new record" events in `[from, to)`.
    func recordEvents(athleteId: UUID, from: Date, to: Date) throws -> [(exerciseId: UUID, event: PersonalRecords.Event)]
    /// The athlete's last-used values (load, reps), by exercise.
    func lastUsed(athleteId: UUID) throws -> [UUID: LastUsed]
    /// Whether an import run left athletes whose records wait to be recomputed.
    func hasStaleRecords() throws -> Bool
    /// Starts reading an athlete's stored records on another connection while the caller goes on (a
    /// prefetch for imports); nil when the engine has no second connection to read on.
    func storedRecordsAhead(athlete: String) -> PendingResult<[String: StoredRecords]>?
    /// Every athlete's derived rows made what `derive` gives, writing only the differences.
    func replaceAllDerivedRecords(deriving derive: @escaping RecordsDerivation) throws -> Int

    // MARK: Tips, reports, maintenance

    /// The tip ratings per rule.
    func feedback() throws -> [String: RuleFeedback]
    /// Rates an issued tip helpful or not; returns the tip's rule.
    func rate(tipId: String, helpful: Bool, at date: Date) throws -> String
    /// The ids of the tips issued to the athlete with an as-of instant in `[from, to)`.
    func issuedTipIds(athleteId: UUID, from: Date, to: Date) throws -> Set<String>
    /// The last week the batch wrote a weekly report for (`2026-W46`); nil before the first.
    func lastReportedWeek(athleteId: UUID) throws -> String?
    /// Records the week the batch last wrote a weekly report for.
    func setLastReportedWeek(_ week: String, athleteId: UUID) throws
    /// Counts of the main tables.
    func stats() throws -> DatabaseStats
    /// Reclaims the space of deleted rows.
    func vacuum() throws
    /// The engine's own integrity checks and the toolkit's invariants, records compared with `derive`.
    func checkReport(deriving derive: RecordsDerivation) throws -> CheckReport
}

/// What one transaction of a `TrainingStore` reads and writes, by intent.
public protocol TrainingStoreTransaction: AnyObject {
    // Import log
    /// The athletes of earlier committed imports of the same bytes (by SHA-256); nil for a template.
    func importedAthleteNames(sha256: String) throws -> [String?]
    /// Records that a file's import began; returns the import's id, which its sessions carry.
    func logImportStart(path: String, sha256: String, format: String, at date: Date) throws -> Int64
    /// Records a file's import as done, with its counts and message.
    func logImportEnd(id: Int64, athleteId: UUID?, added: Int, updated: Int, unchanged: Int, skipped: Int, message: String) throws

    // Athletes
    /// Every athlete, by name.
    func athletes() throws -> [Athlete]
    /// The athlete with exactly this name (any case); nil when there is none.
    func athlete(exactlyNamed name: String) throws -> Athlete?
    /// Returns the zone the stored profile had (nil for a new athlete).
    @discardableResult func saveAthlete(_ athlete: Athlete) throws -> String?
    /// The athlete with this name, created with defaults when missing.
    func athleteCreatingIfNeeded(name: String) throws -> (Athlete, created: Bool)
    /// Removes an athlete and everything of theirs.
    func deleteAthlete(id: UUID) throws
    /// Removes an athlete's sessions, own workouts and derived rows (a backup's `replace`); returns how many went.
    func deleteHistory(athleteId: UUID) throws -> (sessions: Int, workouts: Int)

    // Catalog and workouts
    /// The catalog and custom exercises.
    func exercises() throws -> [Exercise]
    /// Alias text → exercise id, user aliases first.
    func aliases() throws -> [(alias: String, exerciseId: UUID)]
    /// Writes a custom exercise an import created (an existing one is left alone).
    func saveCustomExercise(_ exercise: Exercise) throws
    /// Moves the entries of the custom exercise made for `name` onto `target` and removes it; returns how many moved and whose.
    func relinkCustomExercise(named name: String, to target: UUID) throws -> (moved: Int, athletes: [String])
    /// Moves the entries stored for the source name `name` from one exercise to another, creating `custom` first when given.
    func moveEntries(sourceName name: String, from: UUID, to: UUID, creating custom: Exercise?) throws -> (moved: Int, athletes: [String])
    /// The content fingerprint of the user's workout with this id; nil when there is none or it is a sample.
    func userWorkoutHash(id: UUID) throws -> String?
    /// Whether a user workout with this content fingerprint exists.
    func userWorkoutExists(contentHash: String) throws -> Bool
    /// Whether any workout has this id.
    func workoutExists(id: UUID) throws -> Bool
    /// Whether the owner (`athleteId`, nil for shared workouts) has a workout with this name.
    func workoutNameTaken(_ name: String, athleteId: UUID?) throws -> Bool
    /// Writes a template with its exercises and sets, replacing one with the same id.
    func saveTemplate(_ workout: WorkoutTemplate, hash: String?, createdAt: Date?) throws

    // Sessions
    /// Writes a session: added, updated, unchanged or a duplicate of one already stored.
    func insertSession(_ session: Session, importId: Int64?, replaceById: Bool, replaceOnChange: Bool) throws -> SessionOutcome
    /// Whether a session stored under the same id has other content than `session`.
    func storedSessionDiffers(_ session: Session) throws -> Bool
    /// Returns the session's athlete (lowercased id).
    func saveDecision(sessionId: UUID, _ decision: SessionDecision, now: Date) throws -> String

    // Derived records
    /// The athlete's stored records by exercise (lowercased ids), for an incremental update.
    func storedRecords(athlete: String) throws -> [String: StoredRecords]
    /// The athlete's latest stored session other than `excluding`, as (start, id).
    func latestSession(athlete: String, excluding: String) throws -> (date: String, id: String)?
    /// Writes one exercise's records, with their detail as `RecordDetail.encode` gives it.
    func saveRecords(_ records: PersonalRecords, detail: String) throws
    /// Writes what the athlete last used on an exercise.
    func saveLastUsed(_ used: LastUsed, athlete: String, exercise: String) throws
    /// Records "new record" events, in the order given.
    func insertRecordEvents(_ events: [RecordEventRow]) throws
    /// The athlete's sets, for deriving their records in this transaction.
    func storedSets(athlete: String) throws -> any AthleteSetsSource
    /// Makes the athlete's derived rows what `derived` holds; returns how many rows were written or deleted.
    @discardableResult func replaceDerivedRecords(_ derived: DerivedRecords, athlete: String) throws -> Int
    /// Marks the athlete's records as waiting to be recomputed (an import run defers them).
    func markRecordsStale(athlete: String) throws
    /// The athletes whose records wait to be recomputed, by id.
    func staleRecordAthletes() throws -> [String]
    /// Clears the athlete's mark once the records are recomputed.
    func clearRecordsStale(athlete: String) throws

    // Tips
    /// The material of the latest tip with this fingerprint issued in `(after, through]`; nil when there is none.
    func latestIssuedMaterial(athleteId: UUID, fingerprint: String, after: Date, through: Date) throws -> String?
    /// Records a tip as issued to the athlete.
    func saveIssuedTip(_ tip: Tip, athleteId: UUID, asOf: Date, issuedAt: Date) throws
}

/// What writing a session did: added, updated (replacing a stored session with `previousSets` sets), unchanged,
/// or a duplicate of a session already stored.
public enum SessionOutcome: Equatable { case added, updated(previousSets: Int), unchanged, duplicate }

/// A "new record" event with its athlete and exercise (lowercased ids), as an import writes it.
public struct RecordEventRow: Sendable {
    public var athlete: String
    public var exercise: String
    public var event: PersonalRecords.Event
}

/// One athlete's stored sets as the records fold reads them (`RecordsDerivation`).
public protocol AthleteSetsSource {
    /// The athlete's id, lowercased.
    var athlete: String { get }
    /// The athlete's time zone, which gives the sessions' local days.
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

extension TrainingStore {
    /// Every workout template, samples included.
    public func templates() throws -> [WorkoutTemplate] { try templates(samplesOnly: false) }
    /// All of an athlete's sessions, oldest first.
    public func sessions(athleteId: UUID) throws -> [Session] { try sessions(athleteId: athleteId, from: nil, to: nil) }
}

extension TrainingStoreTransaction {
    /// Writes a template that is not an import (no content fingerprint, no creation time).
    public func saveTemplate(_ workout: WorkoutTemplate) throws { try saveTemplate(workout, hash: nil, createdAt: nil) }
}

extension PostgresStore: TrainingStore {}
extension PostgresStore.Transaction: TrainingStoreTransaction {}
