import Foundation

/// Keeps the stored records, last-used values and events what a fold of the sets gives
/// (`RecordsFold`): the store reads the sets and writes the rows, the analytics fold them, and this use
/// case joins the two wherever sessions, decisions or zones change.
enum RecordsKeeping {
    /// The fold the store hands each athlete's stored sets to.
    static let derive: RecordsDerivation = { sets in
        try RecordsFold.derive(athlete: sets.athlete, timeZone: sets.timeZone, decisions: sets.decisions, sessions: sets.forEachSession)
    }

    /// Derives one athlete's rows again inside `tx` and writes the ones that differ; returns how many.
    @discardableResult
    static func recompute(_ tx: some TrainingStoreTransaction, athlete: String) throws -> Int {
        try tx.replaceDerivedRecords(derive(tx.storedSets(athlete: athlete)), athlete: athlete)
    }

    /// Saves a profile inside `tx`. "Logged twice" means on one local day (SPEC §4.6): another zone can
    /// move a session to another day and change which sessions count, so the records follow.
    static func saveAthlete(_ tx: some TrainingStoreTransaction, _ athlete: Athlete) throws {
        if let zone = try tx.saveAthlete(athlete), zone != athlete.timezone {
            try recompute(tx, athlete: athlete.id.lowercased)
        }
    }
}

extension GymBoStore {
    /// Opens the database file at `path` (`connect`) and, when writable, recomputes the athletes an
    /// import run killed before its end left waiting (`Importer.finishRun`).
    public static func open(path: String, readOnly: Bool = false) throws -> GymBoStore {
        let store = try connect(path: path, readOnly: readOnly)
        if !readOnly { try store.recomputeStaleRecords() }
        return store
    }
}

/// Opens the database `location` names: a `postgres://` URL selects PostgreSQL, anything else is a
/// SQLite file. Writable opens finish what a killed import run left to do (`recomputeStaleRecords`).
public func openTrainingStore(_ location: String, readOnly: Bool = false) throws -> any TrainingStore {
    guard PostgresLocation.isURL(location) else { return try GymBoStore.open(path: location, readOnly: readOnly) }
    let store = try PostgresStore.connect(url: location)
    if !readOnly { try store.recomputeStaleRecords() }
    return store
}

extension TrainingStore {
    /// Recomputes records from the sessions (`gymbo records --recompute`), for everyone or one athlete,
    /// in one transaction, and returns the number of rows it had to write or delete (none when the stored
    /// records were current).
    @discardableResult
    public func recomputeRecords(athleteId: UUID? = nil) throws -> Int {
        guard let athleteId else { return try replaceAllDerivedRecords(deriving: RecordsKeeping.derive) }
        return try transaction { tx in try RecordsKeeping.recompute(tx, athlete: athleteId.lowercased) }
    }

    /// Recomputes the athletes an import run left marked (`RecordsUpdate.finish(deferring:)`) and clears
    /// the marks. Reads first: most opens find nothing to do.
    public func recomputeStaleRecords() throws {
        guard try hasStaleRecords() else { return }
        try transaction { tx in
            for athlete in try tx.staleRecordAthletes() {
                try RecordsKeeping.recompute(tx, athlete: athlete)
                try tx.clearRecordsStale(athlete: athlete)
            }
        }
    }

    /// Inserts or replaces an athlete's profile (records follow a change of zone).
    public func saveAthlete(_ athlete: Athlete) throws {
        try transaction { tx in try RecordsKeeping.saveAthlete(tx, athlete) }
    }

    /// Stores the user's decision about a session and recomputes its athlete's records in the same
    /// transaction, so records and statistics follow at once. Returns the number of record rows changed.
    @discardableResult
    public func decide(sessionId: UUID, _ decision: SessionDecision, now: Date = Date()) throws -> Int {
        try transaction { tx in
            try RecordsKeeping.recompute(tx, athlete: tx.saveDecision(sessionId: sessionId, decision, now: now))
        }
    }

    /// Moves the history of the custom exercise an import created for `name` onto `target`
    /// (`gymbo exercises alias --relink`), removes the custom exercise, and recomputes the records of the
    /// athletes concerned, all in one transaction. Returns the number of session entries moved.
    @discardableResult
    public func relinkCustomExercise(named name: String, to target: UUID) throws -> Int {
        try transaction { tx in
            let (moved, athletes) = try tx.relinkCustomExercise(named: name, to: target)
            for athlete in athletes { try RecordsKeeping.recompute(tx, athlete: athlete) }
            return moved
        }
    }

    /// Moves the entries stored for `name` from one exercise to another (creating `custom` first when
    /// given) and recomputes the records of the athletes concerned, in one transaction.
    public func moveEntries(sourceName name: String, from: UUID, to: UUID, creating custom: Exercise?) throws -> Int {
        try transaction { tx in
            let (moved, athletes) = try tx.moveEntries(sourceName: name, from: from, to: to, creating: custom)
            for athlete in athletes { try RecordsKeeping.recompute(tx, athlete: athlete) }
            return moved
        }
    }

    /// SQLite's integrity and foreign-key checks plus the toolkit's own invariants; one line per problem,
    /// empty when the database is sound.
    public func check() throws -> [String] { try checkReport(deriving: RecordsKeeping.derive).problems }

    /// Everything `gymbo db check` reports (`checkReport(deriving:)`), the records compared with a fold
    /// of the sets.
    public func checkReport() throws -> CheckReport { try checkReport(deriving: RecordsKeeping.derive) }
}
