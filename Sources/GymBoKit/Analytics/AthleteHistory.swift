import Foundation

/// Everything the analytics read about one athlete, loaded once: profile, sessions (oldest first), catalog.
public struct AthleteHistory: Sendable {
    /// The athlete's profile; changing it drops what was worked out from it.
    public var athlete: Athlete { didSet { memo = RecordsMemo(); stepsMemo = Memo() } }
    /// The trusted sessions, oldest first; changing them drops what was worked out from them.
    public var sessions: [Session] { didSet { memo = RecordsMemo(); stepsMemo = Memo() } }
    /// The catalog and custom exercises, by id.
    public var exercises: [UUID: Exercise]
    /// Sessions a coach would question, or that the user decided about (SPEC §4.6), oldest first. Those
    /// not trusted are not in `sessions`: they make no records, statistics or tips until the user decides.
    public var questioned: [QuestionedSession] = []
    /// Record tables already folded, shared by copies of this history (see `records(before:rules:)`).
    private var memo = RecordsMemo()
    /// Load steps already worked out, by the number of leading sessions they cover.
    private var stepsMemo = Memo<[UUID: LoadStep]>()

    /// A history of `sessions` as they are, every one trusted (sort them oldest first).
    public init(athlete: Athlete, sessions: [Session], exercises: [UUID: Exercise]) {
        self.athlete = athlete
        self.sessions = sessions
        self.exercises = exercises
    }

    /// A history of the trusted sessions among `sessions` (SPEC §4.6), with the questioned ones listed.
    public init(athlete: Athlete, reviewing sessions: [Session], decisions: [String: SessionDecision], exercises: [UUID: Exercise]) {
        let reviews = DataQuestions.review(sessions, timeZone: athlete.timeZone, decisions: decisions)
        var trusted: [Session] = []
        trusted.reserveCapacity(sessions.count)
        var questioned: [QuestionedSession] = []
        for (session, review) in zip(sessions, reviews) {
            if review.isTrusted { trusted.append(session) }
            if !review.flags.isEmpty || review.decision != nil {
                questioned.append(QuestionedSession(sessionId: session.id.lowercased, name: session.name, startedAt: session.startedAt,
                                                    source: session.source, flags: review.flags, decision: review.decision))
            }
        }
        self.init(athlete: athlete, sessions: trusted, exercises: exercises)
        self.questioned = questioned
    }

    /// Questioned sessions the user has not decided about yet.
    public var openQuestions: [QuestionedSession] { questioned.filter { $0.decision == nil && !$0.flags.isEmpty } }

    /// The athlete's calendar: local days and ISO weeks in their time zone.
    public var calendar: TrainingCalendar { TrainingCalendar(timeZone: athlete.timeZone) }

    /// Sessions that started before `date`.
    public func sessions(before date: Date) -> [Session] { sessions.filter { $0.startedAt < date } }

    /// Records computed from the sessions before `date` (any rules; the stored table uses the standard ones).
    ///
    /// A batch asks for nearly the same table three times per athlete (achievements as of the run and as of
    /// the report's week end, the report's records); with the standard rules the fold continues from the
    /// latest table already computed for an earlier prefix of the sessions, which took a 200-athlete batch
    /// from three folds of every set per athlete to about one.
    public func records(before date: Date = .distantFuture, rules: RecordRules = .standard) -> [UUID: PersonalRecords] {
        let count = sessions.prefix { $0.startedAt < date }.count
        let isPrefix = !sessions[count...].contains { $0.startedAt < date }
        guard rules == .standard, isPrefix else {
            return RecordsFold.records(sessions.filter { $0.startedAt < date }, into: [:], athleteId: athlete.id, rules: rules)
        }
        let (start, table) = memo.latest(atMost: count)
        let result = RecordsFold.records(sessions[start..<count], into: table, athleteId: athlete.id, rules: rules)
        memo.store(result, count: count)
        return result
    }

    /// Load steps per exercise from the sessions before `date` (`WorkoutAnalyzer.loadSteps`), worked out
    /// once per prefix: the tips and the report of one batch run, and every rule, ask for the same ones.
    package func loadSteps(before date: Date) -> [UUID: LoadStep] {
        let count = sessions.prefix { $0.startedAt < date }.count
        if let known = stepsMemo.value(count) { return known }
        let steps = WorkoutAnalyzer.loadSteps(self, past: Array(sessions.prefix(count)))
        stepsMemo.store(steps, count)
        return steps
    }

    /// The exercise's name in `language` (the catalog's German name by default), or its id when the catalog
    /// lacks it.
    public func name(_ id: UUID, _ language: Language = .de) -> String { exercises[id]?.name(language) ?? id.lowercased }

    /// The same, for an id as the analysis writes it (lowercased text).
    public func name(_ id: String, _ language: Language) -> String {
        UUID(uuidString: id).map { name($0, language) } ?? id
    }
}

/// Values by the number of leading sessions they were computed from, shared by copies of a history.
private final class Memo<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Int: Value] = [:]

    func value(_ count: Int) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        return values[count]
    }

    func store(_ value: Value, _ count: Int) {
        lock.lock()
        defer { lock.unlock() }
        values[count] = value
    }
}

/// Record tables (standard rules) by the number of leading sessions folded into them.
private final class RecordsMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var tables: [Int: [UUID: PersonalRecords]] = [:]

    /// The table of the longest prefix of at most `count` sessions, and that prefix's length (0 and an empty
    /// table when none was folded yet).
    func latest(atMost count: Int) -> (Int, [UUID: PersonalRecords]) {
        lock.lock()
        defer { lock.unlock() }
        guard let best = tables.keys.filter({ $0 <= count }).max() else { return (0, [:]) }
        return (best, tables[best]!)
    }

    func store(_ table: [UUID: PersonalRecords], count: Int) {
        lock.lock()
        defer { lock.unlock() }
        tables[count] = table
    }
}

extension Session {
    /// The sets per exercise, in the order the exercises first appear; an exercise listed twice is one entry.
    /// (A linear search: sessions hold a handful of exercises, and hashing UUIDs showed in profiles.)
    var setsByExercise: [(id: UUID, sets: [PerformedSet])] {
        var groups: [(id: UUID, sets: [PerformedSet])] = []
        for exercise in exercises {
            if let i = groups.firstIndex(where: { $0.id == exercise.exerciseId }) {
                groups[i].sets += exercise.sets
            } else {
                groups.append((exercise.exerciseId, exercise.sets))
            }
        }
        return groups
    }
}
