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

    private var de: Bool { language == .de }

    /// Every session of `athlete`, oldest first, reviewed; only the flagged or decided ones when `flagged`.
    /// `exercises` (by id) name the exercises in the reasons.
    package func listings(store: GymBoStore, athlete: Athlete, flagged: Bool = false, exercises: [UUID: Exercise]) throws -> [SessionListing] {
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
        guard !rows.isEmpty else { return de ? "Keine Einheiten.\n" : "No sessions.\n" }
        let headers = (showAthlete ? [de ? "Athlet" : "Athlete"] : [])
            + ["Id", de ? "Datum" : "Date", de ? "Quelle" : "Source", de ? "Einheit" : "Session", de ? "Sätze" : "Sets", "Status", de ? "Hinweis" : "Flag"]
        var table = TextTable(headers, alignments: headers.indices.map { headers[$0] == (de ? "Sätze" : "Sets") ? .right : .left })
        for row in rows {
            let status: String
            switch row.decision {
            case .dropped?: status = de ? "verworfen" : "dropped"
            case .kept?: status = de ? "behalten" : "kept"
            case nil: status = row.flags.isEmpty ? "ok" : (de ? "zu prüfen" : "to check")
            }
            table.append((showAthlete ? [row.athlete] : [])
                + [DataQuestionText.shortId(row.id), row.date, row.source, row.name, String(row.sets), status, row.reason])
        }
        let open = rows.filter { $0.decision == nil && !$0.flags.isEmpty }.count
        var out = table.render()
        if open > 0 {
            out += "\n" + (de ? "\(NumberText.count(open, "Einheit", "Einheiten")) zu prüfen: bis zur Entscheidung ohne Rekorde, Statistik und Tipps (gymbo sessions drop|keep ID).\n"
                              : "\(NumberText.count(open, "session", "sessions")) to check: left out of records, statistics and tips until you decide (gymbo sessions drop|keep ID).\n")
        }
        return out
    }

    /// One session set by set, with its flags and decision.
    package func show(_ session: Session, athlete: Athlete, listing: SessionListing, exercises: [UUID: Exercise]) -> String {
        var out = "\(de ? "Einheit" : "Session") \(listing.id)\n"
        out += "\(de ? "Athlet" : "Athlete"): \(athlete.name)\n"
        out += "\(de ? "Datum" : "Date"): \(listing.date) (\(athlete.timezone))\n"
        out += "\(de ? "Name" : "Name"): \(session.name)\n"
        out += "\(de ? "Quelle" : "Source"): \(session.source)\n"
        let status: String
        switch listing.decision {
        case .dropped?: status = de ? "verworfen (ohne Rekorde, Statistik und Tipps; gymbo sessions keep \(listing.id) nimmt sie wieder auf)"
                                    : "dropped (no records, statistics or tips; gymbo sessions keep \(listing.id) takes it back)"
        case .kept?: status = de ? "behalten (gezählt, auch wenn markiert)" : "kept (counted, even when flagged)"
        case nil where listing.flags.isEmpty: status = de ? "gezählt" : "counted"
        case nil: status = de ? "zu prüfen (bis zur Entscheidung nicht gezählt)" : "to check (not counted until you decide)"
        }
        out += "Status: \(status)\n"
        if !listing.flags.isEmpty {
            out += "\(de ? "Hinweis" : "Flag"): \(listing.reason)\n"
            if listing.decision == nil {
                let (drop, keep) = DataQuestionText.commands(listing.id)
                out += de ? "Entscheiden: \(drop) (verwerfen) oder \(keep) (behalten)\n" : "Decide: \(drop) or \(keep)\n"
            }
        }
        out += "\n"
        var table = TextTable(["#", de ? "Übung" : "Exercise", de ? "Satz" : "Set", de ? "Gewicht" : "Weight", de ? "Wdh." : "Reps", de ? "Art" : "Type", de ? "Erledigt" : "Done"],
                              alignments: [.right, .left, .right, .right, .right, .left, .left])
        for (index, exercise) in session.exercises.enumerated() {
            let known = exercises[exercise.exerciseId]
            var name = known?.name ?? exercise.exerciseId.lowercased
            if let source = exercise.sourceName, source != name { name += " (\(source))" }
            let perSide = known?.isPerSide ?? false
            for (position, set) in exercise.sets.enumerated() {
                var weight = set.weight > 0 ? NumberText.kg(set.weight, language) : "–"
                if perSide, set.weight > 0 { weight += de ? " pro Seite" : " per side" }
                if let original = set.originalWeight, let unit = set.originalUnit, unit == .lb {
                    weight += " (\(NumberText.format(original, language, decimals: 2)) lb)"
                }
                let reps = set.durationSeconds.map { "\(NumberText.format($0, language, decimals: 0)) s" } ?? String(set.reps)
                table.append([position == 0 ? String(index + 1) : "", position == 0 ? name : "", String(position + 1), weight, reps,
                              Self.typeLabel(set.type, language), set.completed ? (de ? "ja" : "yes") : (de ? "nein" : "no")])
            }
        }
        out += table.render()
        return out
    }

    static func typeLabel(_ type: SetType, _ language: Language) -> String {
        let de = language == .de
        switch type {
        case .normal: return de ? "Arbeitssatz" : "working"
        case .warmup: return de ? "Aufwärmen" : "warm-up"
        case .dropset: return de ? "Drop-Satz" : "drop set"
        case .failure: return de ? "bis Versagen" : "to failure"
        }
    }
}

extension SessionList {
    /// What `gymbo sessions drop|keep` replies: which session, what it means, and how many record rows the
    /// recompute changed.
    package func decided(_ decision: SessionDecision, _ session: Session, athlete: Athlete, changedRows: Int) -> String {
        let date = Self.localDateTime(session.startedAt, athlete.timeZone)
        let what = de ? "Einheit \(session.id.lowercased) (\(date), „\(session.name)“, \(athlete.name))"
                      : "session \(session.id.lowercased) (\(date), \"\(session.name)\", \(athlete.name))"
        let rows = de ? "Rekorde neu berechnet (\(NumberText.count(changedRows, "Zeile", "Zeilen")) geändert)" : "records recomputed (\(NumberText.count(changedRows, "row", "rows")) changed)"
        switch decision {
        case .dropped:
            return de ? "\(what) verworfen: zählt nicht mehr für Rekorde, Statistik, Tipps und Berichte (bleibt gespeichert; `gymbo sessions keep` nimmt sie zurück); \(rows).\n"
                      : "\(what) dropped: no longer counts for records, statistics, tips and reports (it stays stored; `gymbo sessions keep` takes it back); \(rows).\n"
        case .kept:
            return de ? "\(what) behalten: zählt für Rekorde, Statistik, Tipps und Berichte, auch wenn sie markiert ist; \(rows).\n"
                      : "\(what) kept: counts for records, statistics, tips and reports, even when flagged; \(rows).\n"
        }
    }
}
