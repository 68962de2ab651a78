import Foundation

extension CoachingRule {
    /// Rule 10: a new record in the last 7 days — celebrate it with the numbers.
    static let personalRecord = CoachingRule(id: "personal-record", number: 10, category: .achievements, priority: .medium) { rule, c in
        let records = c.analysis.achievements.newRecords
        guard !records.isEmpty else { return .silent(["newRecords": .number(0)]) }
        // One tip per exercise: the e1RM record if there is one, else max weight, else max reps.
        let order = ["bestE1RM": 0, "maxWeight": 1, "maxReps": 2]
        var best: [String: Achievements.Record] = [:]
        for r in records {
            if let current = best[r.exerciseId] {
                let a = (order[r.kind] ?? 9, -r.newValue), b = (order[current.kind] ?? 9, -current.newValue)
                if a < b { best[r.exerciseId] = r }
            } else {
                best[r.exerciseId] = r
            }
        }
        return .fired(best.values.sorted { ($0.exercise, $0.kind) < ($1.exercise, $1.kind) }.map { r in
            let what: String
            switch r.kind {
            case "bestE1RM":
                what = c.t("neues geschätztes 1RM: \(c.kg(r.newValue)) (vorher \(c.kg(r.oldValue ?? 0))) mit \(c.kg(r.weight ?? 0)) × \(r.reps ?? 0)",
                           "new estimated 1RM: \(c.kg(r.newValue)) (was \(c.kg(r.oldValue ?? 0))) with \(c.kg(r.weight ?? 0)) × \(r.reps ?? 0)")
            case "maxWeight":
                what = c.t("neues Höchstgewicht: \(c.kg(r.newValue)) (vorher \(c.kg(r.oldValue ?? 0)))", "new heaviest weight: \(c.kg(r.newValue)) (was \(c.kg(r.oldValue ?? 0)))")
            default:
                what = c.t("neuer Wiederholungsrekord: \(Int(r.newValue)) (vorher \(Int(r.oldValue ?? 0)))", "new rep record: \(Int(r.newValue)) (was \(Int(r.oldValue ?? 0)))")
            }
            let gain = r.oldValue.map { $0 > 0 ? (r.newValue - $0) / $0 : 0 } ?? 0
            return rule.tip(
                c, subject: r.exerciseId,
                title: c.t("Neuer Rekord: \(r.exercise)!", "New record: \(r.exercise)!"),
                message: c.t("Stark! \(r.exercise) am \(r.date): \(what).", "Well done! \(r.exercise) on \(r.date): \(what)."),
                actionable: false,
                evidence: ["exerciseId": .text(r.exerciseId), "exercise": .text(r.exercise), "kind": .text(r.kind), "oldValue": .number(r.oldValue ?? 0),
                           "newValue": .number(r.newValue), "date": .text(r.date)],
                material: "\(r.kind)|\(r.newValue)", strength: gain)
        })
    }

    /// Rule 15: lifetime sessions reached 10, 25, 50, 100, 250, 500 or 1000 in the last 7 days.
    static let milestone = CoachingRule(id: "milestone", number: 15, category: .achievements, priority: .low) { rule, c in
        let a = c.analysis.achievements
        guard let reached = a.milestones.max() else {
            let next = WorkoutAnalyzer.milestones.first { $0 > a.totalSessions }
            return .silent(["totalSessions": .number(Double(a.totalSessions)), "nextMilestone": .number(Double(next ?? 0))])
        }
        return .fired([rule.tip(
            c, subject: String(reached),
            title: c.t("\(reached) Einheiten!", "\(reached) sessions!"),
            message: c.t("Diese Woche hast du deine \(reached). Einheit absolviert – insgesamt sind es jetzt \(a.totalSessions). Dranbleiben zahlt sich aus.",
                         "This week you completed session number \(reached) – \(a.totalSessions) in total now. Consistency pays off."),
            actionable: false, evidence: ["milestone": .number(Double(reached)), "totalSessions": .number(Double(a.totalSessions))],
            material: String(reached), strength: Double(reached))])
    }
}
