import Foundation

/// One stored session as `gymbo sessions list` shows it, with its flags and the user's decision.
package struct SessionListing: Sendable, Equatable, Codable {
    package var id: String
    package var athlete: String
    /// Local date and time in the athlete's zone (`2026-11-10 17:30`).
    package var date: String
    package var startedAt: Date
    package var source: String
    package var name: String
    package var exercises: Int
    package var sets: Int
    package var flags: [SessionFlag]
    /// `dropped`, `kept`, or nil while undecided.
    package var decision: SessionDecision?
    /// Whether records, statistics and tips use the session.
    package var trusted: Bool
    /// The flags in words, in the output's language (empty when none).
    package var reason: String
}

/// `gymbo sessions list|show`: an athlete's sessions with what a coach would question (SPEC §4.6).
package struct SessionList: Sendable {
    package var language: Language

    package init(language: Language) { self.language = language }

    private var words: ReportWording { ReportWording(language: language) }

    /// Every session of `athlete`, oldest first, reviewed; only the flagged or decided ones when `flagged`.
    /// `exercises` (by id) name the exercises in the reasons.
    package func listings(store: any TrainingStore, athlete: Athlete, flagged: Bool = false, exercises: [UUID: Exercise]) throws -> [SessionListing] {
        let sessions = try store.sessions(athleteId: athlete.id)
        let decisions = try store.sessionDecisions(athleteId: athlete.id)
        let text = DataQuestionText(language: language, calendar: TrainingCalendar(timeZone: athlete.timeZone)) { exercises[$0]?.name ?? $0.lowercased }
        let reviews = DataQuestions.review(sessions, timeZone: athlete.timeZone, decisions: decisions)
        var rows: [SessionListing] = []
        for (session, review) in zip(sessions, reviews) where !flagged || !review.flags.isEmpty || review.decision != nil {
            rows.append(SessionListing(
                id: session.id.lowercased, athlete: athlete.name, date: Self.localDateTime(session.startedAt, athlete.timeZone),
                startedAt: session.startedAt, source: session.source, name: session.name,
                exercises: Set(session.exercises.map(\.exerciseId)).count, sets: session.exercises.reduce(0) { $0 + $1.sets.count },
                flags: review.flags, decision: review.decision, trusted: review.isTrusted, reason: text.reasons(review.flags)))
        }
        return rows
    }

    static func localDateTime(_ date: Date, _ zone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return String(format: "%04d-%02d-%02d %02d:%02d", c.year!, c.month!, c.day!, c.hour!, c.minute!)
    }

    /// The list as a table: short id, date, source, name, sets, status and flags.
    package func text(_ rows: [SessionListing], showAthlete: Bool) -> String {
        guard !rows.isEmpty else { return words.noSessions }
        let headers = (showAthlete ? [words.athlete] : []) + ["Id", words.date, words.source, words.session, words.sets, "Status", words.flag]
        var table = TextTable(headers, alignments: headers.indices.map { headers[$0] == words.sets ? .right : .left })
        for row in rows {
            let status: String
            switch row.decision {
            case nil: status = row.flags.isEmpty ? "ok" : words.toCheck
            case let decision?: status = words.decision(decision)
            }
            table.append((showAthlete ? [row.athlete] : [])
                + [DataQuestionText.shortId(row.id), row.date, row.source, row.name, String(row.sets), status, row.reason])
        }
        let open = rows.filter { $0.decision == nil && !$0.flags.isEmpty }.count
        var out = table.render()
        if open > 0 {
            out += "\n" + words.openSessions(open)
        }
        return out
    }

    /// One session set by set, with its flags and decision.
    package func show(_ session: Session, athlete: Athlete, listing: SessionListing, exercises: [UUID: Exercise]) -> String {
        var out = "\(words.session) \(listing.id)\n"
        out += "\(words.athlete): \(athlete.name)\n"
        out += "\(words.date): \(listing.date) (\(athlete.timezone))\n"
        out += "Name: \(session.name)\n"
        out += "\(words.source): \(session.source)\n"
        let status: String
        switch listing.decision {
        case .dropped?: status = words.droppedStatus(id: listing.id)
        case .kept?: status = words.keptStatus
        case nil where listing.flags.isEmpty: status = words.countedStatus
        case nil: status = words.toCheckStatus
        }
        out += "Status: \(status)\n"
        if !listing.flags.isEmpty {
            out += "\(words.flag): \(listing.reason)\n"
            if listing.decision == nil {
                let (drop, keep) = DataQuestionText.commands(listing.id)
                out += words.decide(drop: drop, keep: keep)
            }
        }
        out += "\n"
        var table = TextTable(["#"] + words.setColumns,
                              alignments: [.right, .left, .right, .right, .right, .left, .left])
        for (index, exercise) in session.exercises.enumerated() {
            let known = exercises[exercise.exerciseId]
            var name = known?.name ?? exercise.exerciseId.lowercased
            if let source = exercise.sourceName, source != name { name += " (\(source))" }
            let perSide = known?.isPerSide ?? false
            for (position, set) in exercise.sets.enumerated() {
                var weight = set.weight > 0 ? NumberText.kg(set.weight, language) : "–"
                if perSide, set.weight > 0 { weight += words.perSide }
                if let original = set.originalWeight, let unit = set.originalUnit, unit == .lb {
                    weight += " (\(NumberText.format(original, language, decimals: 2)) lb)"
                }
                let reps = set.durationSeconds.map { "\(NumberText.format($0, language, decimals: 0)) s" } ?? String(set.reps)
                table.append([position == 0 ? String(index + 1) : "", position == 0 ? name : "", String(position + 1), weight, reps,
                              words.setType(set.type), words.yesNo(set.completed)])
            }
        }
        out += table.render()
        return out
    }
}

extension SessionList {
    /// What `gymbo sessions drop|keep` replies: which session, what it means, and how many record rows the
    /// recompute changed.
    package func decided(_ decision: SessionDecision, _ session: Session, athlete: Athlete, changedRows: Int) -> String {
        let date = Self.localDateTime(session.startedAt, athlete.timeZone)
        let what = words.decidedSession(id: session.id.lowercased, date: date, name: session.name, athlete: athlete.name)
        let rows = words.recordsRecomputed(changedRows: changedRows)
        switch decision {
        case .dropped: return words.dropped(what, recomputed: rows)
        case .kept: return words.kept(what, recomputed: rows)
        }
    }
}
