import Foundation

/// A tip's evidence in words (SPEC §5.1 "the tips with the evidence behind them"): the figures a rule
/// measured, as lines a lifter reads ("Last time: 4 × 10 at 30 kg"), in the report's language and unit.
///
/// Figures that belong together are one line (sets, reps and load; push against pull); ids and the rules'
/// internal codes are left out or worded. Lines come in a fixed order, so the page stays deterministic.
struct TipEvidence: ReportFormatting {
    let lang: Language
    let unit: WeightUnit
    var poundsAsLogged = false
    let words: ReportWording
    let calendar: TrainingCalendar
    var say: EvidenceWording { EvidenceWording(language: lang) }

    /// One line of the evidence: what the figure is, and the figure.
    struct Line: Equatable {
        var label: String
        var value: String
    }

    /// Worded like the report `r`: its language, unit and time zone.
    init(_ r: WeeklyReport) {
        self.init(language: Language(rawValue: r.language) ?? .de, unit: WeightUnit(rawValue: r.unit) ?? .kg, timezone: r.timezone)
        poundsAsLogged = r.loadsLookLikePounds == true
    }

    init(language: Language, unit: WeightUnit, timezone: String) {
        lang = language
        self.unit = unit
        words = ReportWording(language: language)
        calendar = TrainingCalendar(timeZone: TimeZone(identifier: timezone) ?? TimeZone(identifier: "UTC")!)
    }

    /// Keys that say nothing to a lifter: ids, the exercise the title names, and the action "next time" states.
    static let hidden: Set<String> = ["exerciseId", "exerciseIds", "exercise", "action"]

    func lines(_ evidence: [String: EvidenceValue]) -> [Line] {
        var e = evidence
        for key in Self.hidden { e[key] = nil }
        var out: [Line] = []
        func add(_ label: String, _ value: String?) { if let value, !value.isEmpty { out.append(Line(label: label, value: value)) } }
        func take(_ key: String) -> EvidenceValue? { e.removeValue(forKey: key) }
        func number(_ key: String) -> Double? { if case let .number(v)? = e[key] { e[key] = nil; return v }; return nil }
        func text(_ key: String) -> String? { if case let .text(v)? = e[key] { e[key] = nil; return v }; return nil }
        func list(_ key: String) -> [String]? { if case let .list(v)? = e[key] { e[key] = nil; return v }; return nil }

        // Where two keys make one line, the key only that rule has is taken first, so a rule with the other
        // key alone still gets its own line.

        // Progression: the last session, the next one, and why.
        if let reps = number("workingReps"), let sets = number("workingSets") {
            let load = number("workingWeight").flatMap { $0 > 0 ? kg($0) : nil }
            add(say.lastTime, say.sets(Int(sets), Int(reps), load: load))
        }
        if let reps = text("lastReps") { add(say.lastTime, say.reps(reps)) }
        if let weight = number("nextWeight") {
            let reps = text("nextReps").map { " × " + dashed($0) } ?? ""
            add(say.nextTime, (weight > 0 ? kg(weight) : "") + reps)
        }
        if let step = number("step"), step > 0 {
            let stepUnit = text("stepUnit") ?? unitName
            let source = text("stepSource").map { " (" + say.stepSource($0) + ")" } ?? ""
            add(say.loadStep, n(step, 2) + " " + stepUnit + source)
        }
        add(say.finding, text("stall").map(say.stall))
        add(say.repRange, text("repRange").map(dashed))
        add(say.progression, text("strategy").map(say.strategy))
        add(say.sessionsWithoutProgress, number("sessionsWithoutRecord").map { n($0) })
        add(say.bestE1RM, number("bestE1RM").flatMap { $0 > 0 ? kg($0) : nil })
        add(say.mostReps, number("bestReps").map { n($0) })
        if case let .number(weeks)? = e["weeks"] { e["weeks"] = nil; add(say.since, say.weeks(Int(weeks))) }
        add(say.fatiguedLifts, number("fatiguedExercises").map { n($0) })
        add(say.longestStall, number("longestStall").map { say.sessions(Int($0)) })
        if let weights = list("deloadWeights"), let names = list("exercises") {
            add(say.lighterLoads, zip(names, weights).map { "\($0) \(Double($1).map(kg) ?? $1)" }.joined(separator: ", "))
        }

        // Balance and variety.
        if let group = text("dominantGroup") {
            add(say.largestShare, muscle(group) + (number("dominantShare").map { " " + NumberText.percent($0, lang) } ?? ""))
        }
        add(say.hardSets4Weeks, number("totalHardSets").map { n($0, 1) })
        // All hard sets only where they say more than the compound lifts' alone.
        let compoundPushPull = pair("compoundPushSets", "compoundPullSets", &e), pushPull = pair("pushSets", "pullSets", &e)
        let compoundUpperLower = pair("compoundUpperSets", "compoundLowerSets", &e), upperLower = pair("upperSets", "lowerSets", &e)
        add(say.compoundPushPull, compoundPushPull)
        add(say.pushPull, pushPull == compoundPushPull ? nil : pushPull)
        add(say.compoundUpperLower, compoundUpperLower)
        add(say.upperLower, upperLower == compoundUpperLower ? nil : upperLower)
        add(say.pushPullRatio, ratio(take("pushPullRatio")))
        add(say.upperLowerRatio, ratio(take("upperLowerRatio")))
        add(say.sessionsWithLegLift, number("sessionsWithLegLifts").map { n($0) })
        if let suggestions = list("suggestions"), let groups = list("muscleGroups") {
            let names = list("exercises") ?? []
            for (i, group) in groups.enumerated() {
                let exercise = i < names.count ? names[i] : ""
                let instead = i < suggestions.count && !suggestions[i].isEmpty ? "; " + say.tryInstead(suggestions[i]) : ""
                add(say.oneExerciseOnly, muscle(group) + ": " + exercise + instead)
            }
        }

        // Recovery and heart rate.
        add(say.sessions7Days, number("sessionsLast7Days").map { n($0) })
        add(say.hardSets7Days, number("hardSetsLast7Days").map { n($0) })
        add(say.weeklyAverage4Weeks, number("averageWeeklyHardSets28Days").map { n($0, 1) })
        add(say.acuteChronic, number("acuteChronicRatio").flatMap { $0 > 0 ? n($0, 2) : nil })
        if let hours = list("hoursBetween"), let groups = list("muscleGroups") {
            add(say.backToBack, zip(groups, hours).map { say.hoursApart(muscle($0), $1) }.joined(separator: ", "))
        }
        add(say.age, number("age").map { n($0) })
        add(say.maxHeartRate, number("hrMax").map { n($0) + " bpm" })
        add(say.sessionsWithHeartRate, number("sessions").map { n($0) })
        add(say.averageHeartRates, list("averages").map { $0.joined(separator: ", ") + " bpm" })
        add(say.sessionsZone4, number("sessionsZone4Plus").map { n($0) })
        add(say.sessionsBelow60, number("sessionsBelow60").map { n($0) })
        if let level = text("experience") {
            let estimated = text("experienceSource") == "inferred" ? " (" + say.estimated + ")" : ""
            add(say.yourLevel, (DifficultyLevel(rawValue: level)?.label(lang) ?? level) + estimated)
        }
        add(say.levelsAbove, number("maxLevelGap").map { n($0) })

        // Attendance and session length.
        add(say.daysSinceLastSession, number("daysSinceLastSession").map { n($0) })
        add(say.lastSession, text("lastSession").map(day))
        add(say.breakLength, number("breakDays").map { say.days(Int($0)) })
        add(say.backSince, text("returned").map(day))
        add(say.sinceReturn, list("loadsSinceReturn").map { $0.joined(separator: ", ") })
        add(say.comeBackAt, list("reentryLoads").map { $0.joined(separator: ", ") })
        if let weeks = list("weeks"), let sessions = list("sessions") {
            add(say.sessionsPerWeek, zip(weeks, sessions).map { "\($0.suffix(3)): \($1)" }.joined(separator: ", "))
        }
        add(say.averageBefore, number("averageBefore").map { say.perWeek(n($0, 1)) })
        add(say.sessionLengths, list("minutes").map { $0.joined(separator: ", ") + " min" })
        add(say.under20, number("shortSessions").map { n($0) })
        add(say.over120, number("longSessions").map { n($0) })

        // Goal, volume and completion.
        add(say.goal, text("goal").map { FitnessGoal(rawValue: $0)?.label(lang) ?? $0 })
        add(say.setsInRange, number("shareInRange").map { NumberText.percent($0, lang) })
        add(say.workingSets28Days, number("workingSets").map { n($0) })
        add(say.medianRest, number("medianRestSeconds").map { n($0) + " s" })
        add(say.restForGoal, text("restRange"))
        add(say.weeklyHardSets, list("weeklyHardSets").map { $0.map(groupFigure).joined(separator: ", ") })
        add(say.band, text("band").map(say.setsBand))
        add(say.sessionsAWeek, number("sessionsPerWeek").map { n($0, 2) })
        if let planned = number("plannedSets"), let done = number("completedSets") {
            add(say.completed, say.completedOf(Int(done), Int(planned), NumberText.percent(number("completionRate") ?? done / max(planned, 1), lang)))
        }

        // Records and milestones.
        if let kinds = list("kinds"), let names = list("exercises") {
            let new = list("newValues") ?? [], old = list("oldValues") ?? [], dates = list("dates") ?? []
            for (i, name) in names.enumerated() where i < kinds.count {
                let kind = kinds[i]
                func value(_ list: [String]) -> String? { i < list.count ? Double(list[i]).flatMap { $0 > 0 ? recordValue(kind, $0) : nil } : nil }
                let change = [value(old), value(new)].compactMap { $0 }.joined(separator: " → ")
                add(name, words.recordKind(kind) + " " + change + (i < dates.count ? " (\(dates[i]))" : ""))
            }
        }
        add(say.celebratedRecords, number("celebratedRecords").map { n($0) })
        add(say.minorRecords, number("minorRecords").map { n($0) })
        add(say.milestone, number("milestone").map { say.milestoneSession(Int($0)) })
        add(say.totalSessions, number("totalSessions").map { n($0) })
        add(say.gains, list("gains").map { $0.joined(separator: ", ") })
        add(say.exercises, list("exercises").map { $0.joined(separator: ", ") })

        // Anything a newer rule measures that has no words yet: its key, so nothing is hidden.
        for (key, value) in e.sorted(by: { $0.key < $1.key }) { add(key, plain(value)) }
        return out
    }

    /// `40 : 18` from two set counts; nil when either is missing.
    private func pair(_ a: String, _ b: String, _ e: inout [String: EvidenceValue]) -> String? {
        guard case let .number(x)? = e[a], case let .number(y)? = e[b] else { return nil }
        e[a] = nil
        e[b] = nil
        return n(x, 1) + " : " + n(y, 1)
    }

    private func ratio(_ value: EvidenceValue?) -> String? {
        switch value {
        case let .number(x)? where x > 0: return n(x, 2)
        case .text("unbounded")?: return say.unbounded
        default: return nil
        }
    }

    /// A range as the pages write it: `8–12`, not `8-12`.
    private func dashed(_ range: String) -> String { range.replacingOccurrences(of: "-", with: "–") }

    private func muscle(_ raw: String) -> String { MuscleGroup(rawValue: raw)?.label(lang) ?? raw }

    /// `chest=10,3` (the rule's own formatting of the number) as `Brust 10,3`.
    private func groupFigure(_ item: String) -> String {
        guard let eq = item.firstIndex(of: "=") else { return item }
        return muscle(String(item[..<eq])) + " " + item[item.index(after: eq)...]
    }

    /// An instant as the local day in the athlete's zone.
    private func day(_ iso: String) -> String { Timestamp.parseISO(iso).map(calendar.day) ?? iso }

    private func plain(_ v: EvidenceValue) -> String {
        switch v {
        case let .number(x): return n(x, x == x.rounded() ? 0 : 2)
        case let .text(s): return s
        case let .list(items): return items.joined(separator: ", ")
        case let .flag(b): return words.yesNo(b)
        }
    }
}
