import Foundation

/// Keeps records, events and last-used values current while one import transaction writes sessions.
///
/// A session later than everything known for each of its exercises is folded in as it is written, so a
/// first import never reads its sets back and an incremental one loads only the records it touches. An
/// athlete who gets an older session, or whose sessions were replaced, is recomputed in one chronological
/// pass at the end. Either way the result equals a full recompute (`RecordsTests` checks it on random
/// histories).
///
/// The folds run on a queue of their own (`folding`) beside the writing thread, which goes on writing the
/// file's sessions meanwhile and takes the results in `finish`. Only the parts that need the transaction
/// stay on the writing thread: the latest stored session of each athlete, read when the athlete's first
/// session is added, and the stored pairs of an athlete that had no read ahead. The state below is the
/// queue's; the writing thread touches it only in `finish` and the other methods that first wait for the
/// queue (`drain`), which is what makes the class safe to share with it.
final class RecordsUpdate: @unchecked Sendable {
    /// The queue every fold runs on, in the order the sessions were added.
    private let folding = DispatchQueue(label: "gymbo.records.fold")

    // MARK: The queue's state

    private var folds: [String: RecordsFold] = [:]
    /// Each touched athlete's stored pairs, read in one query and decoded only when a session needs them.
    private var stored: [String: [String: StoredRecords]] = [:]
    /// Stored pairs being read ahead on a read connection (`prefetch`).
    private var pending: [String: PendingResult<[String: StoredRecords]>] = [:]
    private var recomputing: Set<String> = []
    /// Per athlete, the contents of this file's sessions folded so far, by local day (SPEC §4.6: a session
    /// logged twice on one day is questioned).
    private var contents: [String: [Int: [Int]]] = [:]
    /// The events folds gave, written in that order by `finish` before anything else: several rows to a
    /// statement. Nothing reads events during an import.
    private var events: [RecordEventRow] = []
    /// Per athlete, the sessions whose stored pairs only the writing thread can read (no read ahead, or
    /// one that failed), in the order added: `finish` reads the pairs and folds them.
    private var waiting: [String: [Waiting]] = [:]
    /// The first error a fold threw (a stored record table that is not one); `finish` throws it.
    private var failure: Error?
    /// Time the queue spent folding, for `gymbo import --timing`.
    private var foldTime: Duration = .zero

    // MARK: The writing thread's state

    /// Athletes whose pairs are being read ahead, or sent to a recompute by the writing thread.
    private var prefetched: Set<String> = []
    private var sentToRecompute: Set<String> = []
    /// Time the writing thread spent keeping the records current, for `gymbo import --timing`.
    private(set) var elapsed: Duration = .zero
    private let clock = ContinuousClock()

    /// Per athlete, what tells whether a new session could be questioned (SPEC §4.6): the latest session
    /// stored before this file. Read once per athlete, on the writing thread. A class: a session looks its
    /// athlete's up once, and the detector keeps what it worked out.
    private final class QuestionState {
        /// Only for its local days.
        var detector: DataQuestionDetector
        var storedLatest: (date: String, id: String)?
        var storedLatestDay: Int?

        init(detector: DataQuestionDetector) { self.detector = detector }
    }
    private var questionStates: [String: QuestionState] = [:]

    /// Sessions added but not yet handed to the queue, in the order added. They go over several at a
    /// time (`handOverBatch`): waking the queue costs the writing thread more than a week's session takes
    /// to fold. Anything else sent to the queue, and anything that waits for it, hands these over first,
    /// so the queue still sees everything in the order it happened.
    private var handOver: [(athlete: String, session: Session, id: String, date: String, day: Int)] = []
    private static let handOverBatch = 8

    /// A session to fold, with what the writing thread worked out for it.
    private struct Waiting {
        let athleteId: UUID
        let id: String
        let date: String
        let day: Int
        let groups: [(exercise: String, sets: [PerformedSet])]
    }

    /// Starts reading `athlete`'s stored pairs, decoded, on a read connection of `store` while the import
    /// parses and writes the first sessions. The read sees the last commit; this transaction changes the
    /// athlete's records only in `finish`, so it reads what `added` would. Only for files that write
    /// nothing to the records before `added` (exports); a backup, which clears them first, must not. An
    /// incremental week spent 70 of its 150 ms of records work reading and decoding these rows on the
    /// writing thread.
    func prefetch(athlete: UUID, from store: some TrainingStore) {
        let key = athlete.lowercased
        guard !prefetched.contains(key), let result = store.storedRecordsAhead(athlete: key) else { return }
        prefetch(key, result)
    }

    /// `prefetch` with a read already under way (a test holds one back, so that folds wait for it).
    func prefetch(athlete: UUID, reading result: PendingResult<[String: StoredRecords]>) {
        prefetch(athlete.lowercased, result)
    }

    private func prefetch(_ athlete: String, _ result: PendingResult<[String: StoredRecords]>) {
        prefetched.insert(athlete)
        handOverSessions()
        folding.async { [self] in
            if stored[athlete] == nil, pending[athlete] == nil { pending[athlete] = result }
        }
    }

    /// Whether some athlete needs a recompute (before `finish`).
    var needsRecompute: Bool {
        handOverSessions()
        return folding.sync { !recomputing.isEmpty }
    }

    /// A session the import has just added. `timeZone` is its athlete's: "logged twice" means on one local day.
    func added(_ tx: some TrainingStoreTransaction, _ session: Session, timeZone: TimeZone) throws {
        let start = clock.now
        defer { elapsed += start.duration(to: clock.now) }
        let athlete = session.athleteId.lowercased
        guard !sentToRecompute.contains(athlete) else { return }
        let id = session.id.lowercased
        let date = Timestamp.string(session.startedAt)
        // Read while only this session of the file is written: every other stored session came before.
        let state = try questionStates[athlete] ?? {
            let made = try questionState(tx, athlete: athlete, excluding: id, timeZone: timeZone)
            questionStates[athlete] = made
            return made
        }()
        let day = state.detector.dayNumber(session.startedAt)
        // A session flags and is flagged only by the sessions before it, so one after everything stored,
        // not on the same day as the latest of them, and not questioned itself, changes no flags: it is
        // folded in. Anything else recomputes the athlete, whose recompute reviews every session.
        if let latest = state.storedLatest, (date, id) <= latest || state.storedLatestDay == day {
            recompute(session.athleteId)
            return
        }
        handOver.append((athlete, session, id, date, day))
        if handOver.count >= Self.handOverBatch { handOverSessions() }
    }

    /// Sends the sessions added since the last hand-over to the queue, to be folded there in order.
    private func handOverSessions() {
        guard !handOver.isEmpty else { return }
        let batch = handOver
        handOver.removeAll(keepingCapacity: true)
        folding.async { [self] in
            for added in batch { foldAdded(added.session, athlete: added.athlete, id: added.id, date: added.date, day: added.day) }
        }
    }

    /// Folds a session `added` handed over, or keeps it for `finish` when its athlete's stored pairs are
    /// not loaded. On the queue.
    private func foldAdded(_ session: Session, athlete: String, id: String, date: String, day: Int) {
        guard failure == nil, !recomputing.contains(athlete) else { return }
        // Until `finish` nothing reads this transaction's records, so the fold may wait for the read ahead.
        if stored[athlete] == nil, waiting[athlete] == nil, let ahead = pending.removeValue(forKey: athlete) {
            // A read ahead that failed (a busy reader, say) is only a missed shortcut: `finish` reads instead.
            if let pairs = try? ahead.wait().get() { stored[athlete] = pairs }
        }
        let begin = clock.now
        defer { foldTime += begin.duration(to: clock.now) }
        let next = Waiting(athleteId: session.athleteId, id: id, date: date, day: day, groups: RecordsFold.groups(session))
        guard stored[athlete] != nil, waiting[athlete] == nil else {
            waiting[athlete, default: []].append(next)
            return
        }
        do { try fold(next, athlete: athlete) } catch { failure = error }
    }

    /// Folds one session into its athlete's pairs, or sends the athlete to a recompute. On the queue, or
    /// in `finish` once the queue is drained.
    private func fold(_ session: Waiting, athlete: String) throws {
        let fold = folds[athlete] ?? { let made = RecordsFold(athlete: athlete); folds[athlete] = made; return made }()
        let groups = session.groups
        try loadStored(athlete: athlete, into: fold, for: groups)
        // Each exercise's pair is looked up once; the checks and the fold read it by its place.
        let places = groups.map { fold.pairs.index(forKey: $0.exercise) }
        guard fold.follows(date: session.date, id: session.id, places: places) else {
            markRecompute(athlete)
            return
        }
        let content = DataQuestionDetector.contentHash(groups)
        if let content, contents[athlete]?[session.day]?.contains(content) == true {
            markRecompute(athlete)
            return
        }
        guard !Self.jumpsUnits(groups, places, fold) else {
            markRecompute(athlete)
            return
        }
        if let content { contents[athlete, default: [:]][session.day, default: []].append(content) }
        // A new pair moves the others in the dictionary: then every exercise is folded by its id.
        let placed = !places.contains(nil)
        for (group, place) in zip(groups, places) {
            for event in fold.fold(sessionId: session.id, date: session.date, exercise: group.exercise, at: placed ? place : nil, sets: group.sets) {
                events.append(RecordEventRow(athlete: athlete, exercise: group.exercise, event: event))
            }
        }
    }

    /// The athlete's state for questions when the first session of this file has just been written:
    /// every other session is stored (an updated one sent the athlete to a recompute already).
    private func questionState(_ tx: some TrainingStoreTransaction, athlete: String, excluding id: String, timeZone: TimeZone) throws -> QuestionState {
        let state = QuestionState(detector: DataQuestionDetector(timeZone: timeZone))
        if let latest = try tx.latestSession(athlete: athlete, excluding: id) {
            state.storedLatest = latest
            state.storedLatestDay = Timestamp.parseISO(latest.date).map { state.detector.dayNumber($0) }
        }
        return state
    }

    /// Puts the stored pairs of the session's exercises into `fold` where it has none yet; the athlete's
    /// stored pairs are loaded (`stored`).
    private func loadStored(athlete: String, into fold: RecordsFold, for groups: [(exercise: String, sets: [PerformedSet])]) throws {
        // Moved out of `stored` and back once per session, not looked up once per exercise.
        guard var pairs = stored.removeValue(forKey: athlete) else { return }
        defer { stored[athlete] = pairs }
        // Taken out, not copied: a pair is loaded once, and the fold keeps it from then on.
        if fold.pairs.isEmpty { fold.pairs.reserveCapacity(pairs.count + groups.count) }
        for group in groups where fold.pairs.index(forKey: group.exercise) == nil {
            if var row = pairs.removeValue(forKey: group.exercise) {
                // Moved, not copied: every text in a decoded table is its own object, made on the reading
                // thread, and a copy retains each of them across cores.
                let records = try row.decoded.take() ?? row.records(athlete: athlete, exercise: group.exercise)
                let used = row.lastUsed.take()
                fold.pairs[group.exercise] = RecordsFold.Pair(records: records, lastUsed: used, latest: used.map { ($0.date, $0.sessionId) })
            }
        }
    }

    /// Whether some exercise's top load looks like a unit jump from its last-used row, or that row is
    /// from before the top load was kept and cannot tell: either way only a recompute can.
    private static func jumpsUnits(_ groups: [(exercise: String, sets: [PerformedSet])], _ places: [RecordsFold.Place?], _ fold: RecordsFold) -> Bool {
        for (group, place) in zip(groups, places) {
            guard let place, let top = DataQuestionDetector.topLoad(group.sets), let used = fold.pairs.values[place].lastUsed else { continue }
            guard let reference = used.topWeight, !DataQuestionDetector.isUnitJump(from: reference, to: top) else { return true }
        }
        return false
    }

    /// An athlete whose stored sessions changed other than by additions: recomputed at the end.
    func recompute(_ athleteId: UUID) {
        let athlete = athleteId.lowercased
        sentToRecompute.insert(athlete)
        handOverSessions()
        folding.async { [self] in markRecompute(athlete) }
    }

    /// `recompute`, on the queue.
    private func markRecompute(_ athlete: String) {
        recomputing.insert(athlete)
        folds[athlete] = nil
        waiting[athlete] = nil
    }

    /// Waits for the folds under way; throws the first error one threw.
    private func drain() throws {
        handOverSessions()
        try folding.sync {
            if let failure { throw failure }
        }
    }

    /// Writes the records and last-used values that changed, and recomputes the athletes that need it.
    ///
    /// With `deferring`, an athlete who needs a recompute is only marked (in the same transaction) and
    /// recomputed once when the run ends (`Importer.finishRun`), or when the database is next opened if
    /// the run was killed first. Otherwise an inbox of one-session files in random order recomputes the
    /// athlete after every file: 1,891 such files took 72 s, 65 s of it recomputing.
    func finish(_ tx: some TrainingStoreTransaction, deferring: Bool = false) throws {
        let start = clock.now
        defer { elapsed += start.duration(to: clock.now) }
        try drain()
        // The queue is idle from here on: nothing is added to it until this transaction ends.
        for athlete in waiting.keys.sorted() {
            let sessions = waiting.removeValue(forKey: athlete)!
            if stored[athlete] == nil { stored[athlete] = try tx.storedRecords(athlete: athlete) }
            for session in sessions where !recomputing.contains(athlete) { try fold(session, athlete: athlete) }
        }
        // The record tables that changed are found and encoded (`RecordDetail`) on the queue, now idle,
        // while this thread writes the events, recomputes and writes the last-used values: encoding was a
        // sixth of the writing thread's records instructions in an incremental week. Both threads only
        // read the folds meanwhile.
        let athletes = folds.keys.sorted()
        let changed = PendingResult<[(records: PersonalRecords, detail: String)]>()
        if !athletes.isEmpty {
            folding.async { [self] in
                changed.finish(.success(athletes.flatMap { Self.changedRecords(folds[$0]!) }.map { ($0, RecordDetail.encode($0)) }))
            }
        }
        try tx.insertRecordEvents(events)
        events = []
        for athlete in recomputing.sorted() {
            if deferring {
                try tx.markRecordsStale(athlete: athlete)
            } else {
                try RecordsKeeping.recompute(tx, athlete: athlete)
            }
        }
        for athlete in athletes { try Self.saveChangedLastUsed(tx, folds[athlete]!) }
        if !athletes.isEmpty {
            for row in try changed.wait().get() { try tx.saveRecords(row.records, detail: row.detail) }
        }
        // Freed on another thread: the loaded record tables are thousands of small dictionaries.
        releaseLater((folds.values.map { $0.takePairs() }, stored))
        folds = [:]
        stored = [:]
        questionStates = [:]
        contents = [:]
        waitForReadsAhead()
        recomputing = []
        sentToRecompute = []
    }

    /// The record tables an import changed in the pairs of `fold`, by exercise. Most new sessions only
    /// move the last-used value; the record row, with its detail, is written only when a record moved.
    private static func changedRecords(_ fold: RecordsFold) -> [PersonalRecords] {
        fold.pairs.keys.sorted().compactMap { exercise in
            let pair = fold.pairs[exercise]!
            return pair.recordsChanged ? pair.records : nil
        }
    }

    /// Writes the last-used values an import changed in the pairs of `fold`.
    private static func saveChangedLastUsed(_ tx: some TrainingStoreTransaction, _ fold: RecordsFold) throws {
        for exercise in fold.pairs.keys.sorted() {
            let pair = fold.pairs[exercise]!
            if pair.lastUsedChanged, let used = pair.lastUsed { try tx.saveLastUsed(used, athlete: fold.athlete, exercise: exercise) }
        }
    }

    /// Waits for the folds under way and for reads ahead nobody used (a file without new sessions, or one
    /// that failed), so that nothing outlives its file: `finish` calls it, and the importer again
    /// whichever way the file ends.
    func waitForReadsAhead() {
        let reads = folding.sync {
            defer { pending = [:] }
            return Array(pending.values)
        }
        for result in reads { _ = result.wait() }
    }

    /// Time the fold queue spent beside the writing thread, for `gymbo import --timing`.
    var foldElapsed: Duration { folding.sync { foldTime } }
}
