import Foundation

extension CoachingRule {
    /// A hard set: completed, not a warm-up, at least one rep, and RPE ≥ 7 when an RPE was recorded.
    static func isHard(_ set: PerformedSet) -> Bool {
        set.isWorking && set.reps > 0 && (set.rpe.map { $0 >= 7 } ?? true)
    }

    /// Rule 3: the same primary group got ≥ 3 hard sets in two sessions < 48 h apart, in the last 7 days.
    static let recoveryTime = CoachingRule(id: "recovery-time", number: 3, category: .recovery, priority: .high) { rule, c in
        let week = c.window(7)
        guard week.count >= 2 else { return .silent(["sessionsLast7Days": .number(Double(week.count))]) }
        func hardSets(_ s: Session) -> [MuscleGroup: Int] {
            var result: [MuscleGroup: Int] = [:]
            for exercise in s.exercises {
                guard let primary = c.history.exercises[exercise.exerciseId]?.primaryMuscle else { continue }
                result[primary, default: 0] += exercise.sets.filter(CoachingRule.isHard).count
            }
            return result
        }
        var closest: [MuscleGroup: (hours: Double, a: Session, b: Session, setsA: Int, setsB: Int)] = [:]
        for (i, a) in week.enumerated() {
            let setsA = hardSets(a)
            for b in week[(i + 1)...] {
                let hours = b.startedAt.timeIntervalSince(a.startedAt) / 3600
                guard hours < 48 else { continue }
                let setsB = hardSets(b)
                for (group, n) in setsA where n >= 3 && (setsB[group] ?? 0) >= 3 {
                    if closest[group].map({ hours < $0.hours }) ?? true { closest[group] = (hours, a, b, n, setsB[group]!) }
                }
            }
        }
        guard !closest.isEmpty else { return .silent(["pairsUnder48h": .number(0)]) }
        return .fired(closest.sorted { $0.key.rawValue < $1.key.rawValue }.map { group, hit in
            let hours = c.num(hit.hours, 0)
            return rule.tip(
                c, subject: group.rawValue,
                title: c.t("\(group.label(.de)): mehr Erholung einplanen", "\(group.label(.en)): allow more recovery"),
                message: c.t("\(group.label(.de)): \(hit.setsA) harte Sätze am \(c.history.calendar.day(hit.a.startedAt)) und \(hit.setsB) weitere nur \(hours) Stunden später. Gönn der Muskelgruppe mindestens 48 Stunden Pause, bevor du sie wieder hart trainierst.",
                             "\(group.label(.en)): \(hit.setsA) hard sets on \(c.history.calendar.day(hit.a.startedAt)) and \(hit.setsB) more only \(hours) hours later. Give the muscle group at least 48 hours before training it hard again."),
                actionable: true,
                evidence: ["muscleGroup": .text(group.rawValue), "hoursBetween": .number(hit.hours), "hardSetsFirst": .number(Double(hit.setsA)),
                           "hardSetsSecond": .number(Double(hit.setsB)), "firstSession": .text(Timestamp.string(hit.a.startedAt)),
                           "secondSession": .text(Timestamp.string(hit.b.startedAt))],
                material: "\(group.rawValue)|\(hit.b.id.uuidString)", strength: 48 - hit.hours)
        })
    }

    /// Rule 9: heart-rate zones by % of HRmax (Tanaka: 208 − 0.7 × age).
    static let heartRateZones = CoachingRule(id: "heart-rate-zones", number: 9, category: .recovery, priority: .medium) { rule, c in
        guard let age = c.athlete.age(at: c.asOf) else {
            return .notEvaluated(reason: c.t("kein Geburtsdatum im Profil (gymbo profile set --birth-date)", "no birth date in the profile (gymbo profile set --birth-date)"))
        }
        let withHR = c.past.filter { $0.avgHeartRate != nil }.suffix(5)
        guard withHR.count >= 3 else {
            return .notEvaluated(reason: c.t("weniger als 3 Einheiten mit Herzfrequenz", "fewer than 3 sessions with heart rate"))
        }
        let hrMax = 208 - 0.7 * Double(age)
        let shares = withHR.map { Double($0.avgHeartRate!) / hrMax }
        let high = shares.filter { $0 >= 0.8 }.count
        let low = shares.filter { $0 < 0.6 }.count
        let evidence: [String: EvidenceValue] = [
            "age": .number(Double(age)), "hrMax": .number(hrMax), "sessions": .number(Double(withHR.count)),
            "averages": .list(withHR.map { String($0.avgHeartRate!) }), "sessionsZone4Plus": .number(Double(high)), "sessionsBelow60": .number(Double(low)),
        ]
        if high >= 3 {
            return .fired([rule.tip(
                c, subject: "high",
                title: c.t("Viele sehr intensive Einheiten", "Many very intense sessions"),
                message: c.t("\(high) deiner letzten \(withHR.count) Einheiten lagen im Schnitt bei mindestens 80 % deiner maximalen Herzfrequenz (HFmax ≈ \(c.num(hrMax, 0)) bei \(age) Jahren). Plane leichtere Tage ein, damit du dich erholst.",
                             "\(high) of your last \(withHR.count) sessions averaged at least 80 % of your maximum heart rate (HRmax ≈ \(c.num(hrMax, 0)) at age \(age)). Plan easier days so you recover."),
                actionable: true, evidence: evidence, material: "high|\(high)", strength: Double(high))])
        }
        if [.ausdauer, .gewichtsreduktion].contains(c.athlete.goal) && low >= 3 {
            return .fired([rule.tip(
                c, subject: "low",
                title: c.t("Tempo erhöhen", "Pick up the pace"),
                message: c.t("\(low) deiner letzten \(withHR.count) Einheiten lagen im Schnitt unter 60 % deiner maximalen Herzfrequenz (HFmax ≈ \(c.num(hrMax, 0))). Für dein Ziel \(c.athlete.goal.label(.de)) darf es zügiger werden: kürzere Pausen oder Intervalle.",
                             "\(low) of your last \(withHR.count) sessions averaged under 60 % of your maximum heart rate (HRmax ≈ \(c.num(hrMax, 0))). For your goal (\(c.athlete.goal.label(.en).lowercased())) you can go faster: shorter rests or intervals."),
                actionable: true, evidence: evidence, material: "low|\(low)", strength: Double(low))])
        }
        return .silent(evidence)
    }

    /// Rule 13: an exercise in the last 14 days is harder than the athlete's experience.
    static let exerciseFormReminder = CoachingRule(id: "exercise-form-reminder", number: 13, category: .recovery, priority: .medium) { rule, c in
        let experience = c.athlete.experience
        var gaps: [UUID: Int] = [:]
        for session in c.window(14) {
            for exercise in session.exercises {
                guard let e = c.history.exercises[exercise.exerciseId], !e.isCustom else { continue }
                let gap = e.difficulty.step - experience.step
                if gap > 0 { gaps[e.id] = gap }
            }
        }
        guard !gaps.isEmpty else { return .silent(["exercisesAboveLevel": .number(0)]) }
        let maxGap = gaps.values.max()!
        let names = gaps.keys.map { c.history.name($0) }.sorted()
        return .fired([rule.tip(
            c, subject: gaps.keys.map(\.uuidString).sorted().joined(separator: ","),
            title: c.t("Auf saubere Technik achten", "Mind your form"),
            message: c.t("\(names.joined(separator: ", ")) \(names.count == 1 ? "liegt" : "liegen") über deinem Niveau (\(experience.label(.de))). Lass dir die Technik zeigen, filme dich oder nimm weniger Gewicht, bis die Bewegung sitzt.",
                         "\(names.joined(separator: ", ")) \(names.count == 1 ? "is" : "are") above your level (\(experience.label(.en).lowercased())). Get your technique checked, film yourself or use less weight until the movement is solid."),
            actionable: true,
            evidence: ["experience": .text(experience.rawValue), "exercises": .list(names), "maxLevelGap": .number(Double(maxGap))],
            material: names.joined(separator: ","), priority: maxGap >= 2 ? .medium : .low, strength: Double(maxGap))])
    }
}
