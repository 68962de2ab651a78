import Foundation

extension CoachingRule {
    /// Rule 2: one group > 25 % of the 28-day work, or push:pull > 1.5 or < 0.67, or upper:lower > 2.0.
    static let muscleBalance = CoachingRule(id: "muscle-balance", number: 2, category: .balance, priority: .medium) { rule, c in
        let b = c.analysis.muscleGroupBalance
        guard b.totalSets > 0 else { return .notEvaluated(reason: c.t("keine Arbeitssätze in den letzten 28 Tagen", "no working sets in the last 28 days")) }
        var tips: [Tip] = []
        for (group, share) in b.shares.sorted(by: { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }) where share > 0.25 {
            tips.append(rule.tip(
                c, subject: "share:\(group)",
                title: c.t("\(c.muscle(group)) dominiert das Training", "\(c.muscle(group)) dominates your training"),
                message: c.t("\(c.pct(share)) deiner Satzanteile der letzten 28 Tage gingen an \(c.muscle(group)) (Richtwert: höchstens 25 %). Verteile die Arbeit auf weitere Muskelgruppen.",
                             "\(c.pct(share)) of your weighted sets in the last 28 days went to \(c.muscle(group).lowercased()) (guideline: at most 25 %). Spread the work over more muscle groups."),
                actionable: true, evidence: ["muscleGroup": .text(group), "share": .number(share), "sets": .number(b.sets[group] ?? 0), "totalSets": .number(b.totalSets)],
                material: "\(group)|\(Int(share * 20))", strength: share))
        }
        if let ratio = b.pushPullRatio, ratio > 1.5 || ratio < 0.67 {
            let more = ratio > 1.5
            tips.append(rule.tip(
                c, subject: "push-pull",
                title: c.t(more ? "Mehr Zug- als Druckübungen einplanen" : "Mehr Druckübungen einplanen", more ? "Add pulling work" : "Add pushing work"),
                message: c.t("Druck zu Zug steht bei \(c.num(ratio, 2)) : 1 (\(c.num(b.pushSets)) zu \(c.num(b.pullSets)) Satzanteilen in 28 Tagen, Nebenmuskeln zählen halb; ausgewogen ist 0,67 bis 1,5). \(more ? "Ergänze Rudern, Klimmzüge oder Face Pulls." : "Ergänze Bankdrücken, Schulterdrücken oder Dips.")",
                             "Push to pull is \(c.num(ratio, 2)) : 1 (\(c.num(b.pushSets)) vs \(c.num(b.pullSets)) weighted sets in 28 days, secondary muscles count half; balanced is 0.67 to 1.5). \(more ? "Add rows, pull-ups or face pulls." : "Add bench presses, overhead presses or dips.")"),
                actionable: true, evidence: ["pushPullRatio": .number(ratio), "pushSets": .number(b.pushSets), "pullSets": .number(b.pullSets)],
                material: "push-pull|\(more)", strength: abs(log(ratio))))
        }
        if let ratio = b.upperLowerRatio, ratio > 2.0 {
            tips.append(rule.tip(
                c, subject: "upper-lower",
                title: c.t("Beine nicht vergessen", "Don't skip legs"),
                message: c.t("Oberkörper zu Unterkörper steht bei \(c.num(ratio, 2)) : 1 (\(c.num(b.upperSets)) zu \(c.num(b.lowerSets)) Satzanteilen in 28 Tagen, Nebenmuskeln zählen halb; Richtwert: höchstens 2 : 1). Plane Kniebeugen, Kreuzheben oder Beinpresse ein.",
                             "Upper to lower body is \(c.num(ratio, 2)) : 1 (\(c.num(b.upperSets)) vs \(c.num(b.lowerSets)) weighted sets in 28 days, secondary muscles count half; guideline: at most 2 : 1). Schedule squats, deadlifts or leg presses."),
                actionable: true, evidence: ["upperLowerRatio": .number(ratio), "upperSets": .number(b.upperSets), "lowerSets": .number(b.lowerSets)],
                material: "upper-lower", strength: ratio))
        }
        if tips.isEmpty {
            return .silent(["maxShare": .number(b.shares.values.max() ?? 0), "pushPullRatio": .number(b.pushPullRatio ?? 0), "upperLowerRatio": .number(b.upperLowerRatio ?? 0)])
        }
        return .fired(tips)
    }

    /// Rule 6: a group with ≥ 6 sets in 28 days trained with < 3 distinct exercises; name a similar
    /// exercise not yet used.
    static let exerciseVariety = CoachingRule(id: "exercise-variety", number: 6, category: .balance, priority: .low) { rule, c in
        let recent = c.window(28)
        guard !recent.isEmpty else { return .notEvaluated(reason: c.t("keine Einheit in den letzten 28 Tagen", "no session in the last 28 days")) }
        var sets: [MuscleGroup: Int] = [:]
        var used: [MuscleGroup: [UUID: Int]] = [:]
        var usedAll: Set<UUID> = []
        for session in recent {
            for exercise in session.exercises {
                usedAll.insert(exercise.exerciseId)
                guard let primary = c.history.exercises[exercise.exerciseId]?.primaryMuscle else { continue }
                let n = exercise.sets.filter(\.isWorking).count
                guard n > 0 else { continue }
                sets[primary, default: 0] += n
                used[primary, default: [:]][exercise.exerciseId, default: 0] += n
            }
        }
        let catalog = c.history.exercises.values.filter { !$0.isCustom }
        var tips: [Tip] = []
        for (group, count) in sets.sorted(by: { $0.key.rawValue < $1.key.rawValue }) where count >= 6 {
            let exercises = used[group] ?? [:]
            guard exercises.count < 3 else { continue }
            guard let main = exercises.max(by: { ($0.value, $1.key.uuidString) < ($1.value, $0.key.uuidString) })?.key,
                  let base = c.history.exercises[main] else { continue }
            let candidates = catalog.filter { !usedAll.contains($0.id) && $0.primaryMuscle == group && $0.difficulty <= max(c.athlete.experience, base.difficulty) }
            let best = Similarity.similar(to: base, in: candidates, top: 1).first
            let names = exercises.keys.map { c.history.name($0) }.sorted()
            let suggestion = best.map { c.t(" Probiere \($0.0.name) (Ähnlichkeit \($0.1.value) zu \(base.name)).", " Try \($0.0.name) (similarity \($0.1.value) to \(base.name)).") } ?? ""
            tips.append(rule.tip(
                c, subject: group.rawValue,
                title: c.t("Mehr Abwechslung für \(group.label(.de))", "More variety for \(group.label(.en).lowercased())"),
                message: c.t("\(count) Sätze für \(group.label(.de)) in 28 Tagen, aber nur mit \(exercises.count) Übung\(exercises.count == 1 ? "" : "en") (\(names.joined(separator: ", "))).",
                             "\(count) sets for \(group.label(.en).lowercased()) in 28 days, but only with \(exercises.count) exercise\(exercises.count == 1 ? "" : "s") (\(names.joined(separator: ", ")))." ) + suggestion,
                actionable: true,
                evidence: ["muscleGroup": .text(group.rawValue), "sets": .number(Double(count)), "distinctExercises": .number(Double(exercises.count)),
                           "exercises": .list(names), "suggestion": .text(best?.0.name ?? ""), "similarity": .number(Double(best?.1.value ?? 0))],
                material: "\(group.rawValue)|\(exercises.count)|\(best?.0.id.uuidString ?? "")", strength: Double(count)))
        }
        return tips.isEmpty ? .silent(["groupsChecked": .number(Double(sets.count))]) : .fired(tips)
    }
}
