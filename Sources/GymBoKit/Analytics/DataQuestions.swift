import Foundation

/// Why a coach would question a session before trusting it (SPEC §4.6, "Data a coach would question").
public enum SessionFlag: Sendable, Equatable, Codable {
    /// The session repeats an earlier session of the same local day set for set (same exercises, loads and
    /// reps in the same order). `copy` is 2 for the second time it was logged, 3 for the third.
    case loggedTwice(firstId: String, copy: Int)
    /// An exercise's heaviest working load is the previous trusted session's times or divided by the
    /// kg/lb factor (45 against 20.41): a unit mix-up, not a change in strength.
    case unitJump(exerciseId: UUID, from: Double, to: Double)

    private enum CodingKeys: String, CodingKey { case kind, firstSessionId, copy, exerciseId, from, to }

    /// Encodes `kind` (`loggedTwice` or `unitJump`) with the case's values: `firstSessionId` and `copy`, or `exerciseId`, `from` and `to`.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case let .loggedTwice(firstId, copy):
            try container.encode("loggedTwice", forKey: .kind)
            try container.encode(firstId, forKey: .firstSessionId)
            try container.encode(copy, forKey: .copy)
        case let .unitJump(exerciseId, from, to):
            try container.encode("unitJump", forKey: .kind)
            try container.encode(exerciseId.lowercased, forKey: .exerciseId)
            try container.encode(from, forKey: .from)
            try container.encode(to, forKey: .to)
        }
    }

    /// Reads the form `encode(to:)` writes.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if try container.decode(String.self, forKey: .kind) == "loggedTwice" {
            self = .loggedTwice(firstId: try container.decode(String.self, forKey: .firstSessionId), copy: try container.decode(Int.self, forKey: .copy))
        } else {
            self = .unitJump(exerciseId: try container.decode(UUID.self, forKey: .exerciseId), from: try container.decode(Double.self, forKey: .from),
                             to: try container.decode(Double.self, forKey: .to))
        }
    }
}

/// A session's flags and the user's decision, and whether the toolkit uses it.
package struct SessionReview: Sendable, Equatable {
    package var flags: [SessionFlag] = []
    package var decision: SessionDecision?

    package init(flags: [SessionFlag] = [], decision: SessionDecision? = nil) {
        self.flags = flags
        self.decision = decision
    }

    /// Whether records, statistics, tips and reports use the session: a kept session always, a dropped one
    /// never, a flagged one not until the user decides.
    package var isTrusted: Bool { decision == .kept || (decision == nil && flags.isEmpty) }
    /// Flagged and not decided yet: what the data notes ask the user about.
    package var isOpen: Bool { decision == nil && !flags.isEmpty }
}

/// Finds the sessions a coach would question, one session at a time in (start, id) order.
///
/// Pure and streaming, so the records recompute (which holds one session in memory), the analytics over a
/// loaded history and the tests all flag the same sessions. A session's flags depend only on the sessions
/// before it and the decisions: a session added after all others never changes an earlier one's flags,
/// which is what lets an import fold such a session in without a recompute when it is not flagged.
package struct DataQuestionDetector: Sendable {
    /// Kilograms to pounds: 1 / 0.45359237.
    package static let unitFactor = 1 / 0.45359237
    /// How far from the factor a ratio may be and still look like a unit mix-up: 4 % takes plate math on
    /// both sides (45 lb against 20 kg is 2.25, 225 lb against 100 kg 2.25, 100 lb against 45 kg 2.22).
    package static let tolerance = 0.04

    let timeZone: TimeZone
    let decisions: [String: SessionDecision]
    /// By exercise id: the heaviest working load of the last trusted session with working sets of it.
    private var references: [String: Double] = [:]
    /// The local day of the latest session seen, and the distinct contents seen that day.
    private var day = Int.min
    private var contents: [(content: Int, firstId: String, copies: Int)] = []
    /// The session's top loads by group, kept between sessions so that none allocates its own.
    private var tops: [Double?] = []

    /// `decisions` by lowercased session id.
    package init(timeZone: TimeZone, decisions: [String: SessionDecision] = [:]) {
        self.timeZone = timeZone
        self.decisions = decisions
    }

    /// A fingerprint of what "logged twice" compares: the exercises in order, each set's load and reps in
    /// order. nil for a session without sets (nothing to question). It lives only as long as the process
    /// (never stored), so Swift's word-wise hasher serves: a byte-wise one was a tenth of a recompute.
    static func contentHash(_ groups: [(exercise: String, sets: [PerformedSet])]) -> Int? {
        var hasher = Hasher()
        var any = false
        for group in groups {
            hasher.combine(group.exercise)
            hasher.combine(group.sets.count)
            group.sets.withUnsafeBufferPointer { sets in
                for i in sets.indices {
                    any = true
                    // One word per set: the load's bits plus the reps times an odd constant. Two sets
                    // collide only when their loads' bits differ by such a multiple, which real loads never do.
                    hasher.combine(sets[i].weight.bitPattern &+ UInt64(truncatingIfNeeded: sets[i].reps) &* 0x9E37_79B9_7F4A_7C15)
                }
            }
        }
        return any ? hasher.finalize() : nil
    }

    /// The heaviest working load of `sets`, or nil when none is a working set.
    package static func topLoad(_ sets: [PerformedSet]) -> Double? {
        // Through the buffer: a loop over the sets copies each (its note retained and released), which a
        // recompute pays for every set.
        sets.withUnsafeBufferPointer { sets in
            var top: Double?
            for i in sets.indices where sets[i].completed && sets[i].type != .warmup { top = max(top ?? 0, sets[i].weight) }
            return top
        }
    }

    /// True when `load` is `reference` times or divided by the kg/lb factor, within the tolerance.
    package static func isUnitJump(from reference: Double, to load: Double) -> Bool {
        guard reference > 0, load > 0 else { return false }
        let ratio = load / reference
        return abs(ratio / unitFactor - 1) <= tolerance || abs(ratio * unitFactor - 1) <= tolerance
    }

    /// The zone's offset from UTC, kept until its next change: sessions come in time order, and asking
    /// the zone for every session was most of what the review added to a records recompute.
    private var offset: (from: Date, until: Date, seconds: Int)?

    /// The local day number of `date` in the athlete's zone.
    mutating func dayNumber(_ date: Date) -> Int {
        let seconds: Int
        if let known = offset, date >= known.from, date < known.until {
            seconds = known.seconds
        } else {
            seconds = timeZone.secondsFromGMT(for: date)
            offset = (date, timeZone.nextDaylightSavingTimeTransition(after: date) ?? .distantFuture, seconds)
        }
        return Int(((date.timeIntervalSince1970 + Double(seconds)) / 86_400).rounded(.down))
    }

    /// Reviews the next session (later than every one before in (start, id) order). `groups` are its sets
    /// by exercise (lowercased id), entries without sets left out.
    package mutating func review(sessionId: String, startedAt: Date, groups: [(exercise: String, sets: [PerformedSet])]) -> SessionReview {
        var review = SessionReview(decision: decisions[sessionId])
        if let content = Self.contentHash(groups) {
            let today = dayNumber(startedAt)
            if today != day {
                day = today
                contents.removeAll(keepingCapacity: true)
            }
            if let i = contents.firstIndex(where: { $0.content == content }) {
                contents[i].copies += 1
                review.flags.append(.loggedTwice(firstId: contents[i].firstId, copy: contents[i].copies))
            } else {
                contents.append((content, sessionId, 1))
            }
        }
        tops.removeAll(keepingCapacity: true)
        for group in groups {
            let top = Self.topLoad(group.sets)
            tops.append(top)
            if let top, let reference = references[group.exercise], Self.isUnitJump(from: reference, to: top) {
                review.flags.append(.unitJump(exerciseId: UUID(uuidString: group.exercise) ?? .zero, from: reference, to: top))
            }
        }
        if review.isTrusted {
            for (group, top) in zip(groups, tops) where top != nil { references[group.exercise] = top }
        }
        return review
    }
}

/// A questioned session as the data notes, `gymbo analyze` and `gymbo sessions` show it.
public struct QuestionedSession: Sendable, Equatable, Codable {
    /// The session's id, lowercased.
    public var sessionId: String
    /// The session's name as logged.
    public var name: String
    /// When it started.
    public var startedAt: Date
    /// The format it was imported from, e.g. `strong`.
    public var source: String
    /// Why it is questioned; empty when only a decision is left.
    public var flags: [SessionFlag]
    /// nil while the user has not decided.
    public var decision: SessionDecision?

    package init(sessionId: String, name: String, startedAt: Date, source: String, flags: [SessionFlag], decision: SessionDecision?) {
        self.sessionId = sessionId
        self.name = name
        self.startedAt = startedAt
        self.source = source
        self.flags = flags
        self.decision = decision
    }
}

/// The review of a whole history.
package enum DataQuestions {
    /// Reviews `sessions` (oldest first, as stored): each session's review, in the same order.
    package static func review(_ sessions: [Session], timeZone: TimeZone, decisions: [String: SessionDecision]) -> [SessionReview] {
        var detector = DataQuestionDetector(timeZone: timeZone, decisions: decisions)
        return sessions.map { session in
            detector.review(sessionId: session.id.lowercased, startedAt: session.startedAt, groups: groups(session))
        }
    }

    /// A session's sets by exercise, entries without sets left out: the order the records fold reads them.
    package static func groups(_ session: Session) -> [(exercise: String, sets: [PerformedSet])] {
        RecordsFold.groups(session)
    }
}
