import Foundation
import GymBoTestSupport
import Testing
@testable import GymBoKit

@Suite("TipEngine: the 15 rules (SPEC §4.5)")
struct TipEngineTests {
    let asOf = RuleSamples.asOf

    func outcome(_ number: Int, _ sample: SampleHistory, asOf: Date? = nil, language: Language = .de) -> RuleOutcome {
        let date = asOf ?? self.asOf
        let rule = TipEngine.rules.first { $0.number == number }!
        let context = CoachingContext(history: sample.history, asOf: date, analysis: WorkoutAnalyzer().analyze(sample.history, asOf: date), language: language)
        return rule.evaluate(rule, context)
    }

    func tips(_ number: Int, _ sample: SampleHistory, asOf: Date? = nil, language: Language = .de) -> [Tip] {
        if case let .fired(tips) = outcome(number, sample, asOf: asOf, language: language) { return tips }
        return []
    }

    func isSilent(_ number: Int, _ sample: SampleHistory) -> Bool {
        if case .silent = outcome(number, sample) { return true }
        return false
    }

    func notEvaluated(_ number: Int, _ sample: SampleHistory) -> String? {
        if case let .notEvaluated(reason) = outcome(number, sample) { return reason }
        return nil
    }

    func sets(_ count: Int, _ reps: Int, _ weight: Double, _ rest: Int, _ completed: Bool) -> [PerformedSet] {
        SampleHistory.sets(count, reps, weight, rest: rest, completed: completed)
    }

    @Test func everyRuleFiresOnItsSample() {
        for rule in TipEngine.rules {
            let fired = tips(rule.number, RuleSamples.sample(forRule: rule.number))
            #expect(!fired.isEmpty, "rule \(rule.number) \(rule.id)")
            #expect(fired.allSatisfy { $0.number == rule.number && $0.rule == rule.id && $0.category == rule.category })
        }
        #expect(RuleSamples.allTips(language: .en).count == 15)
        #expect(Set(TipEngine.rules.map(\.category)) == Set(TipCategory.allCases))
    }

    /// `count` sessions a week apart, the last on `last`, each with the given exercises.
    func weekly(_ count: Int, last: String = "2026-11-10", _ exercises: (Int) -> [(Int, [PerformedSet])], athlete: Athlete? = nil) -> SampleHistory {
        var s = athlete.map { SampleHistory(athlete: $0) } ?? SampleHistory()
        let end = Timestamp.parseISO(last + "T17:00:00Z")!
        for i in 0..<count { s.add(Timestamp.string(end.addingTimeInterval(-Double(count - 1 - i) * 7 * 86_400)), exercises(i)) }
        return s
    }

    @Test func rule1ProgressiveOverloadAtThreeStalledSessions() {
        let tip = tips(1, RuleSamples.sample(forRule: 1)).first
        #expect(tip?.evidence["sessionsWithoutRecord"] == .number(3))
        #expect(tip?.evidence["stall"] == .text("underLoading"))
        #expect(tip?.evidence["nextWeight"] == .number(102.5))
        #expect(tip?.title == "Bankdrücken: 2,5 kg mehr")
        #expect(tip?.message.contains("Nächstes Mal 102,5 kg × 5") == true)
        // The first session of the window is the baseline: 2 sessions without progress are not a stall.
        var three = RuleSamples.sample(forRule: 1)
        three.sessions.removeFirst()
        #expect(isSilent(1, three))
    }

    @Test func theThreeByFiveLifterAddsTwoAndAHalfKilosAndGetsNoDeload() {
        // Squat built up in 2.5 kg steps to 100 kg, then 3 × 5 at 100 kg done in nine sessions in a row.
        let loads: [Double] = [92.5, 95, 97.5] + Array(repeating: 100, count: 9)
        var s = SampleHistory()
        s.athlete.goal = .kraft
        let start = Timestamp.parseISO("2026-09-21T17:00:00Z")!
        for (i, load) in loads.enumerated() { s.add(Timestamp.string(start.addingTimeInterval(Double(i) * 4 * 86_400)), [(1, sets(3, 5, load, 180, true))]) }
        let tip = tips(1, s).first
        #expect(tip?.evidence["nextWeight"] == .number(102.5))
        #expect(tip?.evidence["stepSource"] == .text("own"))
        #expect(tip?.evidence["sessionsWithoutRecord"] == .number(8))
        #expect(isSilent(14, s))
        let result = TipEngine().run(s.history, asOf: asOf, language: .en)
        #expect(result.tips.first?.title == "Back Squat: add 2.5 kg")
        #expect(!result.tips.contains { $0.number == 14 })
    }

    @Test func rule1DoubleProgressionAddsRepsOrWeight() {
        let athlete = Athlete(id: SampleHistory().athlete.id, name: "Beispiel", goal: .muskelaufbau, experience: .fortgeschritten)
        func leg(_ reps: Int) -> SampleHistory { weekly(4, { _ in [(118, self.sets(3, reps, 150, 90, true))] }, athlete: athlete) }
        // At the top of the range with every set done: add load now, for the reps a 2.5 kg step predicts.
        let top = tips(1, leg(12)).first
        #expect(top?.evidence["stall"] == .text("topOfRange"))
        #expect(top?.evidence["action"] == .text("increaseWeight"))
        #expect(top?.evidence["nextWeight"] == .number(152.5))
        #expect(top?.evidence["nextReps"] == .text("9-11"))
        // Inside the range: one more rep.
        #expect(tips(1, leg(10)).first?.evidence["nextReps"] == .text("11"))
        // Below the range's bottom: one or two more, never a jump to 8.
        let below = tips(1, leg(7)).first
        #expect(below?.evidence["action"] == .text("addReps"))
        #expect(below?.evidence["nextReps"] == .text("8-9"))
        #expect(below?.message.contains("8–9 Wiederholungen") == true)
    }

    @Test func rule1NeverSuggestsLessThanWasAlreadyLifted() {
        // 97.5 and 105 × 5, then 100 × 5 three times with every set done: back to 105, not 102.5.
        var s = SampleHistory()
        s.athlete.goal = .kraft
        s.add("2026-10-13T17:00:00Z", [(3, sets(3, 5, 97.5, 180, true))])
        s.add("2026-10-20T17:00:00Z", [(3, sets(3, 5, 105, 180, true))])
        for day in ["2026-10-27", "2026-11-03", "2026-11-10"] { s.add(day + "T17:00:00Z", [(3, sets(3, 5, 100, 180, true))]) }
        let tip = tips(1, s).first
        #expect(tip?.evidence["nextWeight"] == .number(105))
        #expect(tip?.title == "Bankdrücken: 5 kg mehr")
        // A top load stepping down session after session is a lifter backing off, not one under-loaded:
        // 105, 102.5, 100, 97.5, 97.5, every set done, gets no "more weight".
        var down = SampleHistory()
        down.athlete.goal = .kraft
        for (day, load) in zip(["2026-10-13", "2026-10-20", "2026-10-27", "2026-11-03", "2026-11-10"], [105, 102.5, 100, 97.5, 97.5]) {
            down.add(day + "T17:00:00Z", [(3, sets(3, 5, load, 180, true))])
        }
        #expect(tips(1, down).allSatisfy { $0.evidence["stall"] != .text("underLoading") })
        // Nor reps that settled lower at one load: 8, 8, 7, 6 down to 5, 5, 5, 5 twice is a decline.
        var settled = SampleHistory()
        settled.athlete.goal = .kraft
        let slide: [[Int]] = [[8, 8, 7, 6], [8, 7, 7, 6], [7, 7, 6, 5], [5, 5, 5, 5], [5, 5, 5, 5]]
        for (day, reps) in zip(["2026-10-13", "2026-10-20", "2026-10-27", "2026-11-03", "2026-11-10"], slide) {
            settled.add(day + "T17:00:00Z", [(3, reps.map { PerformedSet(reps: $0, weight: 40, restTime: 120) })])
        }
        #expect(tips(1, settled).allSatisfy { $0.evidence["stall"] != .text("underLoading") })
        // A top set before back-off sets (77.5 kg × 8, then 70 kg × 8 three times, four weeks running) is a plan
        // whose top load moves, not a lifter under-loaded at "1 × 8".
        var topSet = SampleHistory()
        topSet.athlete.goal = .muskelaufbau
        for day in ["2026-10-20", "2026-10-27", "2026-11-03", "2026-11-10"] {
            topSet.add(day + "T17:00:00Z", [(3, [PerformedSet(reps: 8, weight: 77.5)] + sets(3, 8, 70, 120, true))])
        }
        #expect(tips(1, topSet).allSatisfy { $0.evidence["stall"] != .text("underLoading") })
        // A deload week is no stall at its lighter load: calf raises at 45 kg × 15, 50 kg × 4 sets three times,
        // then 2 × 15 at 45 kg twice get no "add reps" (the next step is back to 50 kg, which the lifter knows);
        // a lighter load kept for three sessions is the working load and is judged again.
        var calves = SampleHistory()
        calves.add("2026-10-06T17:00:00Z", [(129, sets(4, 15, 45, 90, true))])
        for day in ["2026-10-13", "2026-10-20", "2026-10-27"] { calves.add(day + "T17:00:00Z", [(129, [15, 15, 15, 14].map { PerformedSet(reps: $0, weight: 50) })]) }
        for day in ["2026-11-03", "2026-11-10"] { calves.add(day + "T17:00:00Z", [(129, sets(2, 15, 45, 90, true))]) }
        #expect(WorkoutAnalyzer().analyze(calves.history, asOf: asOf).progressionOpportunities.isEmpty)
        #expect(isSilent(1, calves))
        // In a strength plan a lift trained for 8–10 reps keeps its own range: 10, 10, 10 is not "past 3–6".
        #expect(WorkoutAnalyzer.repRange(goal: "kraft", ownReps: [8, 8, 10]) == IntRange(8, 12))
        #expect(WorkoutAnalyzer.repRange(goal: "kraft", ownReps: [5, 5, 6]) == IntRange(3, 6))
        // The last three sessions decide: rows switched from 5s to 9, 9, 8 are assistance work now.
        #expect(WorkoutAnalyzer.repRange(goal: "kraft", ownReps: [5, 5, 5, 5, 5, 5, 9, 9, 8]) == IntRange(8, 12))
        #expect(WorkoutAnalyzer.repRange(goal: "kraft", ownReps: [9, 9, 8, 5, 5, 5]) == IntRange(3, 6))
        #expect(WorkoutAnalyzer.repRange(goal: "muskelaufbau", ownReps: [15, 16, 17]) == IntRange(8, 12))
        #expect(tip?.message.hasSuffix("Nächstes Mal 105 kg × 5 (ein Gewicht, das du für diese Wiederholungen schon geschafft hast).") == true, "\(tip?.message ?? "")")
    }

    @Test func rule1IncrementsFitTheEquipmentAndNeverExceedTenPercent() {
        let athlete = Athlete(id: SampleHistory().athlete.id, name: "Beispiel", goal: .muskelaufbau, experience: .fortgeschritten)
        // A cable lateral raise at 3.75 kg: no loadable step is within 10 %, so reps come first (not 6.25 kg).
        let raise = tips(1, weekly(4, { _ in [(146, self.sets(3, 12, 3.75, 60, true))] }, athlete: athlete)).first
        #expect(raise?.evidence["action"] == .text("addReps"))
        #expect(raise?.evidence["nextWeight"] == .number(3.75))
        #expect(raise?.evidence["nextReps"] == .text("13-14"))
        // Dumbbells step 2 kg: at 20 kg (10 %) that is allowed, at 19 kg it is not; at the top of the range
        // the step may be more than 10 % when the reps done predict enough reps after it: 20 kg, the next dumbbell
        // on the 2 kg grid, for 8–9.
        #expect(tips(1, weekly(4, { _ in [(31, self.sets(3, 10, 20, 90, true))] })).first?.evidence["nextWeight"] == .number(22))
        #expect(tips(1, weekly(4, { _ in [(31, self.sets(3, 10, 19, 90, true))] }, athlete: athlete)).first?.evidence["action"] == .text("addReps"))
        let top = tips(1, weekly(4, { _ in [(31, self.sets(3, 12, 19, 90, true))] }, athlete: athlete)).first
        #expect(top?.evidence["nextWeight"] == .number(20) && top?.evidence["nextReps"] == .text("8-9"))
        // A lower-body barbell lift steps 5 kg, or 2.5 kg when 5 would be more than 10 %.
        #expect(tips(1, weekly(4, { _ in [(1, self.sets(3, 5, 60, 90, true))] })).first?.evidence["nextWeight"] == .number(65))
        #expect(tips(1, weekly(4, { _ in [(1, self.sets(3, 5, 45, 90, true))] })).first?.evidence["nextWeight"] == .number(47.5))
        // An athlete who trains in pounds gets pound steps and pound text: 225 lb bench → 230 lb.
        var lb = weekly(4, { _ in [(3, self.sets(3, 5, 102.06, 90, true))] })
        lb.athlete.unit = .lb
        let pounds = tips(1, lb).first
        #expect(pounds?.evidence["nextWeight"] == .number(104.33))
        #expect(pounds?.evidence["stepUnit"] == .text("lb"))
        #expect(pounds?.message.contains("Nächstes Mal 230 lb × 5") == true)
    }

    @Test func progressIsJudgedInsideEightWeeksAndAtAnyRepCount() {
        // A lifter back from a layoff, rebuilding below a lifetime best of 120 kg, progresses every session.
        var back = SampleHistory()
        back.add("2026-03-02T17:00:00Z", [(3, sets(3, 5, 120, 180, true))])
        for (i, load) in [90.0, 92.5, 95, 97.5].enumerated() {
            back.add(Timestamp.string(Timestamp.parseISO("2026-10-20T17:00:00Z")!.addingTimeInterval(Double(i) * 7 * 86_400)), [(3, sets(3, 5, load, 180, true))])
        }
        #expect(WorkoutAnalyzer().analyze(back.history, asOf: asOf).progressionOpportunities.isEmpty)
        #expect(isSilent(14, back))
        // A reset inside the window: 100 kg, then 90 → 92.5 → 95 climbing back. Each heavier load is progress.
        let ramp = weekly(4, { i in [(3, self.sets(3, 5, [100, 90, 92.5, 95][i], 180, true))] })
        #expect(WorkoutAnalyzer().analyze(ramp.history, asOf: asOf).progressionOpportunities.isEmpty)
        // Sets of 15 and more count: one more rep at the same load is progress.
        let high = weekly(4, { i in [(146, self.sets(3, i == 3 ? 16 : 15, 5, 60, true))] })
        #expect(WorkoutAnalyzer().analyze(high.history, asOf: asOf).progressionOpportunities.isEmpty)
        let flat = weekly(4, { _ in [(146, self.sets(3, 15, 5, 60, true))] })
        #expect(WorkoutAnalyzer().analyze(flat.history, asOf: asOf).progressionOpportunities.first?.sessionsWithoutRecord == 3)
    }

    @Test func rule1LeavesALinearProgressionTheLifterRunsAlone() {
        // Hip thrust up 2.5 kg every week (117.5 to 127.5 kg), a deload week at 97.5 kg, then 130 kg × 12 twice: the
        // top of 8–12, but "next time 132.5 kg" is what the lifter does anyway.
        var s = SampleHistory()
        let loads = [117.5, 120, 122.5, 125, 127.5, 97.5, 130]
        for (i, load) in loads.enumerated() {
            for day in [0, 3] {
                s.add(Timestamp.string(Timestamp.parseISO("2026-09-28T17:00:00Z")!.addingTimeInterval(Double(i * 7 + day) * 86_400)), [(6, self.sets(3, 12, load, 120, true))])
            }
        }
        #expect(tips(1, s).allSatisfy { $0.evidence["stall"] != .text("topOfRange") })
        // Two rises in five weeks are no plan of its own: at 130 kg × 12 twice, the next load is named.
        var slow = SampleHistory()
        for (i, load) in [125.0, 125, 127.5, 127.5, 127.5, 130, 130].enumerated() {
            for day in [0, 3] {
                slow.add(Timestamp.string(Timestamp.parseISO("2026-09-28T17:00:00Z")!.addingTimeInterval(Double(i * 7 + day) * 86_400)), [(6, self.sets(3, 12, load, 120, true))])
            }
        }
        #expect(tips(1, slow).first?.evidence["stall"] == .text("topOfRange"))
    }

    @Test func rule1AddsLoadPastTheTopOfTheRangeEvenWhenRepsStillRise() {
        // Leg press 3 × 15, then 3 × 17 at 100 kg: reps still rise, but every set is past 12. Epley predicts
        // 100 × (1 + 17/30) ÷ (1 + 12/30) = 111.9 kg for 12 reps: two 5 kg steps, 110 kg, good for 12 reps.
        var s = weekly(4, { i in [(118, self.sets(3, [13, 14, 15, 17][i], 100, 90, true))] })
        let tip = tips(1, s, language: .en).first
        #expect(tip?.evidence["stall"] == .text("topOfRange") && tip?.evidence["nextWeight"] == .number(110))
        #expect(tip?.title == "Leg Press: add weight" && tip?.priority == .high)
        #expect(tip?.message == "Leg Press: every set reached 12 reps or more in your last two sessions (last time 3 × 17 at 100 kg), the top of the 8–12 range. Next time: 110 kg (+10 kg) for 10–12 reps.")
        // 12, 12, 12 twice is the top of the range too; one set short of it is not.
        s = weekly(4, { i in [(118, self.sets(3, [10, 11, 12, 12][i], 100, 90, true))] })
        #expect(tips(1, s).first?.evidence["stall"] == .text("topOfRange"))
        s = weekly(4, { i in [(118, self.sets(3, [10, 11, 12, 12][i], 100, 90, true) + (i == 3 ? [PerformedSet(reps: 11, weight: 100)] : []))] })
        #expect(tips(1, s).isEmpty)
        // A strength goal's range is 3–6: 3 × 7 twice is past it.
        s = weekly(3, { _ in [(1, self.sets(3, 7, 100, 180, true))] })
        s.athlete.goal = .kraft
        #expect(tips(1, s).first?.evidence["nextWeight"] == .number(105) && tips(1, s).first?.evidence["nextReps"] == .text("3-5"))
        // Without a stated goal the lifter's own range counts: a leg press trained at 15–17 reps is in 15–20,
        // so 3 × 17 is no reason to drop to 8; 3 × 20 twice is its top.
        var own = weekly(4, { i in [(118, self.sets(3, [15, 16, 17, 17][i], 100, 90, true))] })
        own.athlete.stated = []
        #expect(tips(1, own).isEmpty)
        own = weekly(4, { i in [(118, self.sets(3, [16, 18, 20, 20][i], 100, 90, true))] })
        own.athlete.stated = []
        #expect(tips(1, own).first?.evidence["repRange"] == .text("15-20"))
        // Face pulls and calf raises work in 12–20: 15 reps is inside it, 20 is its top.
        #expect(tips(1, weekly(3, { _ in [(144, self.sets(3, 15, 20, 60, true))] })).isEmpty)
        #expect(tips(1, weekly(3, { _ in [(144, self.sets(3, 20, 20, 60, true))] })).first?.evidence["repRange"] == .text("12-20"))
        // An accessory ready for more weight is a footnote beside the compound lifts: low priority.
        #expect(tips(1, weekly(3, { _ in [(144, self.sets(3, 20, 20, 60, true))] })).first?.priority == .low)
        // A new exercise's first two sessions are no range yet: a pec deck at 15 kg × 15, 14, 14, 13 and 14, 14,
        // 13, 13 gets no "add weight"; a third session at the top of the range does.
        let first = [[15, 14, 14, 13], [14, 14, 13, 13], [15, 14, 14, 14]]
        let deck = { (n: Int) in self.weekly(n, { i in [(124, first[i].map { PerformedSet(reps: $0, weight: 15) })] }) }
        #expect(WorkoutAnalyzer().analyze(deck(2).history, asOf: asOf).progressionOpportunities.allSatisfy { $0.stall != .topOfRange })
        #expect(WorkoutAnalyzer().analyze(deck(3).history, asOf: asOf).progressionOpportunities.contains { $0.stall == .topOfRange })
        // A 5 kg cable raise after 16 reps: 7.5 kg predicts under 6 reps, too coarse a step for a jump now.
        let raise = weekly(4, { i in [(146, self.sets(3, i == 3 ? 16 : 15, 5, 60, true))] })
        #expect(WorkoutAnalyzer().analyze(raise.history, asOf: asOf).progressionOpportunities.allSatisfy { $0.stall != .topOfRange })
    }

    @Test func rule1SendsAMissedJumpBackToTheLastLoadDoneInFull() {
        // Bench 27.5 kg × 5 × 5 done, then 30 kg twice with 2, 1, 1, 1 reps: back to 27.5 kg, not a deload.
        var s = weekly(2, last: "2026-10-27", { _ in [(3, self.sets(5, 5, 27.5, 180, true))] })
        let failed = [2, 1, 1, 1].map { PerformedSet(reps: $0, weight: 30, restTime: 180, type: .failure) }
        s.add("2026-11-03T17:00:00Z", [(3, failed)])
        s.add("2026-11-10T17:00:00Z", [(3, failed)])
        let tip = tips(1, s, language: .en).first
        #expect(tip?.evidence["action"] == .text("backOff") && tip?.evidence["nextWeight"] == .number(27.5))
        #expect(tip?.title == "Bench Press: back to 27.5 kg" && tip?.priority == .high)
        #expect(tip?.message == "Bench Press: at 30 kg you missed reps twice, your last session included (last time at best 2 reps a set). Go back to 27.5 kg, where you did 5 × 5 on 2026-10-27, add a rep or two per set there, then try 30 kg again.")
        #expect(isSilent(14, s))
        // 30 kg × 3 after 27.5 kg × 5 is the heaviest bench yet and held; 30 kg × 2 (under half the 5 reps of
        // the old heaviest load) is a failed jump, listed, not cheered.
        var held = weekly(3, last: "2026-11-03", { _ in [(3, self.sets(5, 5, 27.5, 180, true))] })
        held.add("2026-11-10T17:00:00Z", [(3, sets(4, 3, 30, 180, true))])
        #expect(WorkoutAnalyzer().analyze(held.history, asOf: asOf).achievements.newRecords.contains { $0.kind == "maxWeight" && $0.celebrated })
        #expect(!tips(10, held).isEmpty)
        var cheer = weekly(3, last: "2026-11-03", { _ in [(3, self.sets(5, 5, 27.5, 180, true))] })
        cheer.add("2026-11-10T17:00:00Z", [(3, sets(4, 2, 30, 180, true))])
        #expect(WorkoutAnalyzer().analyze(cheer.history, asOf: asOf).achievements.newRecords.contains { $0.kind == "maxWeight" && !$0.celebrated })
        // And no record to cheer while the lifter is sent back from it.
        cheer.add("2026-11-13T17:00:00Z", [(3, failed)])
        #expect(tips(1, cheer).first?.evidence["action"] == .text("backOff"))
        #expect(isSilent(10, cheer))
        // The heavy day of an undulating plan is no miss: 32.5 kg × 5 after 30 kg × 10 (Epley 37.9 against 40).
        var undulating = weekly(2, last: "2026-10-27", { _ in [(3, self.sets(3, 10, 30, 120, true))] })
        for day in ["2026-11-03", "2026-11-10"] { undulating.add(day + "T17:00:00Z", [(3, sets(3, 5, 32.5, 180, true))]) }
        #expect(tips(1, undulating).allSatisfy { $0.evidence["action"] != .text("backOff") })
        // A clean single where two singles before were marked failed is the first success at that load, not a
        // third miss: 170 kg × 2, then 175 kg × 1F twice, then 175 kg × 1 with no mark.
        var single = weekly(2, last: "2026-10-20", { _ in [(2, [PerformedSet(reps: 2, weight: 170, restTime: 240)])] })
        for day in ["2026-10-27", "2026-11-03"] { single.add(day + "T17:00:00Z", [(2, [PerformedSet(reps: 1, weight: 175, restTime: 240, type: .failure)])]) }
        var firstClean = single
        firstClean.add("2026-11-10T17:00:00Z", [(2, [PerformedSet(reps: 1, weight: 175, restTime: 240)])])
        #expect(tips(1, firstClean).allSatisfy { $0.evidence["action"] != .text("backOff") })
        single.add("2026-11-10T17:00:00Z", [(2, [PerformedSet(reps: 1, weight: 175, restTime: 240, type: .failure)])])
        #expect(tips(1, single).first?.evidence["action"] == .text("backOff"))
        // A top-set plan's heavier single is no miss either: 172.5 kg × 2, then 177.5 kg × 1 twice, each top set
        // done and followed by back-off sets at 155 kg (half the reps, but one set, not the session's sets).
        var topSingles = weekly(2, last: "2026-10-27", { _ in [(2, [PerformedSet(reps: 2, weight: 172.5, restTime: 240)] + self.sets(2, 3, 152.5, 180, true))] })
        for day in ["2026-11-03", "2026-11-10"] { topSingles.add(day + "T17:00:00Z", [(2, [PerformedSet(reps: 1, weight: 177.5, restTime: 240)] + sets(2, 3, 155, 180, true))]) }
        #expect(tips(1, topSingles).allSatisfy { $0.evidence["action"] != .text("backOff") })
        // One bad day at a load the lifter was growing into (missed, then 5, 5, 5, 5, 4, then missed) is no
        // jump to undo: the two latest sessions at the load must both be short.
        var oneBadDay = s
        oneBadDay.add("2026-11-07T17:00:00Z", [(3, sets(4, 5, 30, 180, true) + [PerformedSet(reps: 4, weight: 30, restTime: 180)])])
        #expect(tips(1, oneBadDay).allSatisfy { $0.evidence["action"] != .text("backOff") })
        // Once is not yet a pattern.
        s.sessions.removeLast()
        #expect(tips(1, s).isEmpty)
        // A loop: 20 kg missed (sets to failure, 5 reps against 10), 17.5 kg × 10 done, 20 kg missed again.
        var loop = weekly(2, last: "2026-10-20", { _ in [(31, self.sets(3, 10, 17.5, 90, true))] })
        let missed = [6, 5, 5].map { PerformedSet(reps: $0, weight: 20, restTime: 90, type: .failure) }
        loop.add("2026-10-27T17:00:00Z", [(31, missed)])
        loop.add("2026-11-03T17:00:00Z", [(31, sets(3, 10, 17.5, 90, true))])
        loop.add("2026-11-10T17:00:00Z", [(31, missed)])
        let back = tips(1, loop, language: .en).first
        #expect(back?.evidence["nextWeight"] == .number(17.5))
        // Back to the heaviest load done without failure, not a lighter week's load in between.
        var deload = weekly(2, last: "2026-10-13", { _ in [(31, self.sets(3, 10, 17.5, 90, true))] })
        deload.add("2026-10-20T17:00:00Z", [(31, sets(3, 10, 12.5, 90, true))])
        for day in ["2026-10-27", "2026-11-10"] { deload.add(day + "T17:00:00Z", [(31, missed)]) }
        #expect(tips(1, deload).first?.evidence["nextWeight"] == .number(17.5))
        #expect(back?.message.hasPrefix("Dumbbell Bench Press: at 20 kg you missed reps twice, your last session included") == true)
        // Double progression's planned reset is no miss: 12 reps at 20 kg, then 8 at 22.5 kg.
        var reset = weekly(2, last: "2026-10-27", { _ in [(9, self.sets(3, 12, 20, 90, true))] })
        for day in ["2026-11-03", "2026-11-10"] { reset.add(day + "T17:00:00Z", [(9, sets(3, 8, 22.5, 90, true))]) }
        #expect(WorkoutAnalyzer().analyze(reset.history, asOf: asOf).progressionOpportunities.isEmpty)
        // 10 reps at 22.5 kg, then 6 and 7 at 25 kg: more than half the reps, and rising: growing into it.
        var growing = weekly(2, last: "2026-10-27", { _ in [(31, self.sets(3, 10, 22.5, 90, true))] })
        growing.add("2026-11-03T17:00:00Z", [(31, sets(3, 6, 25, 90, true))])
        growing.add("2026-11-10T17:00:00Z", [(31, sets(3, 7, 25, 90, true))])
        #expect(WorkoutAnalyzer().analyze(growing.history, asOf: asOf).progressionOpportunities.allSatisfy { $0.stall != .jumpTooBig })
    }

    @Test func aCompoundLiftAtOneLoadForSixWeeksGetsTheNextStep() {
        // Squat 85 kg every week for 7 weeks, reps between 8 and 10: never at the top, never stalled for long.
        let reps = [8, 9, 8, 10, 9, 8, 10]
        var s = weekly(7, { i in [(1, self.sets(3, reps[i], 85, 120, true))] })
        let tip = tips(1, s, language: .en).first
        #expect(tip?.evidence["stall"] == .text("sameLoadTooLong") && tip?.evidence["nextWeight"] == .number(87.5))
        #expect(tip?.message == "Back Squat: 85 kg in every session for 7 weeks (7 sessions), last time 3 × 10 at 85 kg. The reps go up and down, the load stays. Take 87.5 kg (+2.5 kg) and work back up the 8–12 range from 8–10 reps.")
        // Not while the last session sits in the range's lower half (3 × 9 in 8–12): the middle of the range is
        // no base to add weight to yet.
        #expect(tips(1, weekly(7, { i in [(1, self.sets(3, [8, 9, 8, 10, 9, 8, 9][i], 85, 120, true))] })).allSatisfy { $0.evidence["stall"] != .text("sameLoadTooLong") })
        // Nor after reps fell below the best of the three sessions before (11s, then 10, 10, 10 twice), nor for a
        // fixed plan whose reps never moved (3 × 10 every week: the reps do not "go up and down").
        #expect(tips(1, weekly(7, { i in [(1, self.sets(3, [11, 12, 11, 11, 11, 10, 10][i], 85, 120, true))] })).allSatisfy { $0.evidence["stall"] != .text("sameLoadTooLong") })
        #expect(tips(1, weekly(7, { _ in [(1, self.sets(3, 10, 85, 120, true))] })).allSatisfy { $0.evidence["stall"] != .text("sameLoadTooLong") })
        // The next load lies on the step's grid: 28 after 26.25 with 2 kg dumbbells, 30 after 27.5.
        #expect(LoadStep.nextOnGrid(after: 26.25, step: 2) == 28 && LoadStep.nextOnGrid(after: 27.5, step: 2.5) == 30)
        // And at least half a step up: 26 after 23.75, not 24.
        #expect(LoadStep.nextOnGrid(after: 23.75, step: 2) == 26)
        // Not right after reps fell from the session before (10, 10, 10, then 10, 9, 9): wait for a better day.
        #expect(tips(1, weekly(7, { i in [(1, i < 6 ? self.sets(3, [10, 9, 10, 10, 10, 10][i], 85, 120, true) : [10, 9, 9].map { PerformedSet(reps: $0, weight: 85) })] }))
            .allSatisfy { $0.evidence["stall"] != .text("sameLoadTooLong") })
        // Not when the last session sits at the range's bottom (10 before, then 9, 8, 8): it is not mastered now.
        #expect(tips(1, weekly(7, { i in [(1, i < 6 ? self.sets(3, reps[i], 85, 120, true) : [9, 8, 8].map { PerformedSet(reps: $0, weight: 85) })] }))
            .allSatisfy { $0.evidence["stall"] != .text("sameLoadTooLong") })
        // Not for a lift never more than a rep into its range at that load (8, 9, 8, 8, …): not mastered yet.
        #expect(tips(1, weekly(7, { i in [(1, self.sets(3, [8, 9, 8, 8, 9, 8, 8][i], 85, 120, true))] })).allSatisfy { $0.evidence["stall"] != .text("sameLoadTooLong") })
        // Not while the last session's sets went to failure (8, 5, 7, 7 after 10s): no base to add weight to.
        s = weekly(7, { i in [(1, i < 6 ? self.sets(3, reps[i], 85, 120, true) : [8, 5, 7].map { PerformedSet(reps: $0, weight: 85, type: .failure) })] })
        #expect(tips(1, s).allSatisfy { $0.evidence["stall"] != .text("sameLoadTooLong") })
        // One lighter week in between does not end the stretch at one load (the blind reviewers of round 30
        // named lifters kept silent for months by a deload week): the message says how many sessions were at it.
        s = weekly(7, { i in [(1, self.sets(3, reps[i], i == 3 ? 75 : 85, 120, true))] })
        #expect(tips(1, s, language: .en).first?.message == "Back Squat: 85 kg in 6 of 7 sessions for 7 weeks (the other one lighter), last time 3 × 10 at 85 kg. The reps go up and down, the load stays. Take 87.5 kg (+2.5 kg) and work back up the 8–12 range from 8–10 reps.")
        #expect(tips(1, s).first?.message.hasPrefix("Kniebeugen: seit 7 Wochen in 6 von 7 Einheiten 85 kg (die übrige leichter), zuletzt 3 × 10 mit 85 kg.") == true)
        // Three lighter sessions of nine are more than a third: a plan of its own, not one load held; nor is a
        // heavier session in the window, nor an isolation lift.
        let lightEvery = weekly(9, { i in [(1, self.sets(3, [8, 9, 8, 10, 9, 8, 10, 9, 10][i], [2, 4, 6].contains(i) ? 75 : 85, 120, true))] })
        #expect(tips(1, lightEvery).allSatisfy { $0.evidence["stall"] != .text("sameLoadTooLong") })
        s = weekly(7, { i in [(1, self.sets(3, reps[i], i == 3 ? 90 : 85, 120, true))] })
        #expect(tips(1, s).allSatisfy { $0.evidence["stall"] != .text("sameLoadTooLong") })
        #expect(tips(1, weekly(7, { i in [(9, self.sets(3, reps[i], 30, 90, true))] })).allSatisfy { $0.evidence["stall"] != .text("sameLoadTooLong") })
        // In a range of 12 reps or more its bottom will do: 52.5 kg × 12–14 for eight weeks, a deload week in it,
        // last time 13, 12, 12, 12 after 13, 13, 12, 12 (a rep's wobble, not reps falling).
        var high = weekly(8, { i in [(1, i == 4 ? self.sets(2, 15, 45, 120, true) : [[14, 13, 13, 13], [14, 13, 13, 12], [13, 12, 12, 12], [13, 13, 12, 12], [], [13, 13, 13, 12], [13, 13, 12, 12], [13, 12, 12, 12]][i].map { PerformedSet(reps: $0, weight: 52.5) })] })
        high.athlete.stated = []  // no stated goal (an app export): the range is the lifter's own, 12–15 from reps of 13
        let next = tips(1, high, language: .en).first
        #expect(next?.evidence["stall"] == .text("sameLoadTooLong") && next?.evidence["nextWeight"] == .number(55) && next?.evidence["repRange"] == .text("12-15"))
        // On a heavy load the step is at least 1.5 % of it: a leg press at 220 kg × 10–12 for 7 weeks goes up by
        // 5 kg, two of its 2.5 kg steps (3.3 kg is 1.5 %), not by a token 1 %.
        let legPress = weekly(7, { i in [(118, self.sets(3, [10, 11, 10, 11, 10, 10, 11][i], 220, 120, true))] })
        let heavy = tips(1, legPress, language: .en).first
        #expect(heavy?.evidence["stall"] == .text("sameLoadTooLong") && heavy?.evidence["nextWeight"] == .number(225))
        #expect(heavy?.message.contains("Take 225 kg (+5 kg) and work back up the 8–12 range from 8–10 reps.") == true)
        // And at the top of the range (3 × 12): 5 kg too, where Epley alone gives one step (308 kg, good for 12 at 220).
        let top = tips(1, weekly(7, { i in [(118, self.sets(3, [10, 11, 10, 12, 11, 10, 12][i], 220, 120, true))] }), language: .en).first
        #expect(top?.message.hasSuffix("Take 225 kg (+5 kg) for 9–11 reps.") == true)
        // At 55 kg Epley puts 13 reps at 52.5 kg at 11 (52.5 × 43 / 30 = 75.25; 30 × (75.25 / 55 - 1) = 11.05): the
        // tip says to expect 10–12 at first, not "work back up from 12–14 reps" (round 37, both blind reviewers).
        #expect(next?.evidence["nextReps"] == .text("10-12"))
        #expect(next?.message == "Back Squat: 52.5 kg in 7 of 8 sessions for 8 weeks (the other one lighter), last time 13, 12, 12, 12 reps at 52.5 kg. The reps go up and down, the load stays. Take 55 kg (+2.5 kg): expect 10–12 reps at first, then work back up the 12–15 range.")
        // Every set past the range's top (3 × 15 after a lighter week, 11s and 12s before): the smallest step would
        // leave the lifter far above 8–12, so the next load is the one the reps predict, as at the top of the range
        // (Epley: 85 × 1.5 = 127.5, good for 12 reps at 91 kg, so two steps past 87.5: 90 kg, 12 reps predicted).
        let past = weekly(7, { i in [(1, i == 5 ? self.sets(2, 10, 75, 120, true) : self.sets(3, [11, 10, 12, 12, 11, 0, 15][i], 85, 120, true))] })
        let jump = tips(1, past, language: .en).first
        #expect(jump?.evidence["stall"] == .text("sameLoadTooLong") && jump?.evidence["nextWeight"] == .number(90) && jump?.evidence["nextReps"] == .text("10-12"))
        #expect(jump?.message == "Back Squat: 85 kg in 6 of 7 sessions for 7 weeks (the other one lighter), last time 3 × 15 at 85 kg, past the top of the 8–12 range. Take 90 kg (+5 kg) for 10–12 reps.")
        #expect(tips(1, past).first?.message == "Kniebeugen: seit 7 Wochen in 6 von 7 Einheiten 85 kg (die übrige leichter), zuletzt 3 × 15 mit 85 kg, über dem oberen Ende von 8–12. Nimm 90 kg (+5 kg) für 10–12 Wiederholungen.")
    }

    @Test func aProgramWhoseMainLiftsAllStalledGetsOneTip() {
        // Squat 100 kg, bench press 70 kg and barbell row 60 kg every week for 7 weeks, the reps going up and
        // down without rising: no lift has a next step of its own, and the program as a whole has stalled.
        let squat = [6, 7, 6, 7, 6, 6, 7], bench = [8, 9, 8, 9, 8, 8, 8], row = [8, 8, 9, 8, 8, 9, 8]
        let stuck = weekly(7, { i in [(1, self.sets(3, squat[i], 100, 120, true)), (3, self.sets(3, bench[i], 70, 120, true)), (5, self.sets(3, row[i], 60, 120, true))] })
        let all = tips(1, stuck, language: .en)
        #expect(all.map(\.fingerprint) == ["progressive-overload:program"])
        #expect(all.first?.title == "Your main lifts have stalled")
        #expect(all.first?.message == "Back Squat 100 kg (7 weeks, 6–7 reps), Bench Press 70 kg (7 weeks, 8–9 reps) and Barbell Row 60 kg (7 weeks, 8–9 reps): the same loads for weeks, and the reps no longer rise. More of the same will not move them. Take about 10 % off (Back Squat 90 kg, Bench Press 62.5 kg and Barbell Row 55 kg) and build back up over 4–6 weeks, a smallest step a week while every set makes your reps; or give each lift a rep range you can progress in, and add load once every set reaches its top.")
        #expect(tips(1, stuck).first?.title == "Deine Hauptübungen stehen still")
        // Squat reps rising in the last sessions (6s, then 7 and 8): two lifts held are no stalled program.
        let rising = weekly(7, { i in [(1, self.sets(3, [6, 6, 6, 6, 6, 7, 8][i], 100, 120, true)), (3, self.sets(3, bench[i], 70, 120, true)), (5, self.sets(3, row[i], 60, 120, true))] })
        #expect(!tips(1, rising).contains { $0.fingerprint == "progressive-overload:program" })
        // A fixed plan done in full (bench 3 × 8 every week) is a load to add to, not a program to reset: with it,
        // two lifts held are no stalled program.
        let fixed = weekly(7, { i in [(1, self.sets(3, squat[i], 100, 120, true)), (3, self.sets(3, 8, 70, 120, true)), (5, self.sets(3, row[i], 60, 120, true))] })
        #expect(!tips(1, fixed).contains { $0.fingerprint == "progressive-overload:program" })
        // A compound lift ready for its next step (overhead press 40 kg × 8–10, held in the upper half of its
        // range) comes first: it gets its step, and no "take 10 % off" stands beside it (rounds 39 and 40).
        let press = [8, 9, 8, 10, 9, 8, 10]
        let withPress = weekly(7, { i in [(1, self.sets(3, squat[i], 100, 120, true)), (3, self.sets(3, bench[i], 70, 120, true)), (5, self.sets(3, row[i], 60, 120, true)), (4, self.sets(3, press[i], 40, 120, true))] })
        #expect(tips(1, withPress).map(\.fingerprint) == ["progressive-overload:00000000-0000-0000-0000-000000000004"])
        // Nor the week after a deload (every lift 10 % lighter the week before the last): it was just taken.
        let deloaded = weekly(8, { i in [(1, self.sets(3, [6, 7, 6, 7, 6, 6, 5, 7][i], i == 6 ? 90 : 100, 120, true)), (3, self.sets(3, [8, 9, 8, 9, 8, 8, 8, 8][i], i == 6 ? 62.5 : 70, 120, true)), (5, self.sets(3, [8, 8, 9, 8, 8, 9, 8, 8][i], i == 6 ? 52.5 : 60, 120, true))] })
        #expect(!tips(1, deloaded).contains { $0.fingerprint == "progressive-overload:program" })
        // The load to go back to is one the lifter has done, where there is one: 87.5 kg squats two months ago.
        var before = SampleHistory()
        before.add("2026-09-14T17:00:00Z", [(1, sets(3, 6, 87.5, 120, true))])
        for (i, day) in ["2026-09-22", "2026-09-29", "2026-10-06", "2026-10-13", "2026-10-20", "2026-10-27", "2026-11-03", "2026-11-10"].enumerated() {
            before.add(day + "T17:00:00Z", [(1, sets(3, [5, 6, 7, 6, 7, 6, 6, 7][i], 100, 120, true)), (3, sets(3, [8, 8, 9, 8, 9, 8, 8, 8][i], 70, 120, true)), (5, sets(3, [8, 8, 8, 9, 8, 8, 9, 8][i], 60, 120, true))])
        }
        #expect(tips(1, before, language: .en).first?.message.contains("Take about 10 % off (Back Squat 87.5 kg, Bench Press 62.5 kg and Barbell Row 55 kg)") == true)
        // A lift in the upper half of its range (bench 70 kg × 10–12, no more reps in the last sessions) is a
        // load never raised, not one to reset: with it, two lifts held are no stalled program (round 41).
        let high = weekly(7, { i in [(1, self.sets(3, squat[i], 100, 120, true)), (3, self.sets(3, [11, 12, 11, 12, 11, 11, 10][i], 70, 120, true)), (5, self.sets(3, row[i], 60, 120, true))] })
        #expect(!tips(1, high).contains { $0.fingerprint == "progressive-overload:program" })
        // Nor five weeks at one load (a squat at 95 kg before): the stretch is too short to call.
        let short = weekly(7, { i in [(1, self.sets(3, squat[i], i < 2 ? 95 : 100, 120, true)), (3, self.sets(3, bench[i], 70, 120, true)), (5, self.sets(3, row[i], 60, 120, true))] })
        #expect(!tips(1, short).contains { $0.fingerprint == "progressive-overload:program" })
    }

    @Test func aLiftSwappedOutThisWeekGetsNoNextStep() {
        // Squat 85 kg once a week for 7 weeks (the stretch that earns "time for the next step"), the last on
        // 3 November; in the week before the tips the lifter did front squats instead, new in the 8 weeks.
        let reps = [8, 9, 8, 10, 9, 8, 10]
        func history(_ week: [(Int, [PerformedSet])], frontSquatsBefore: Bool = false) -> SampleHistory {
            var s = weekly(7, last: "2026-11-03", { i in [(1, self.sets(3, reps[i], 85, 120, true))] + (frontSquatsBefore && i == 5 ? [(13, self.sets(3, 8, 60, 120, true))] : []) })
            s.add("2026-11-10T17:00:00Z", week)
            return s
        }
        func isSquat(_ tip: Tip) -> Bool {
            if case let .text(id) = tip.evidence["exerciseId"] { return UUID(uuidString: id) == UUID.catalog(1) }
            return false
        }
        let swapped = history([(13, sets(3, 8, 60, 120, true))])
        #expect(!tips(1, swapped).contains(where: isSquat))
        // The tip stays when the new lift trains another group (curls), when the front squat was done before
        // in the 8 weeks (a lift the lifter rotates, not a swap), and when the squat was done this week too.
        for kept in [history([(9, sets(3, 10, 30, 90, true))]), history([(13, sets(3, 8, 60, 120, true))], frontSquatsBefore: true),
                     history([(1, sets(3, 10, 85, 120, true)), (13, sets(3, 8, 60, 120, true))])] {
            #expect(tips(1, kept).first(where: isSquat)?.evidence["stall"] == .text("sameLoadTooLong"))
        }
    }

    @Test func aLighterWeekOnPurposeIsNoStall() {
        // 100 kg × 10 for weeks, then two sessions at 70 kg × 10: a deload week, not a load "too light".
        var s = weekly(4, last: "2026-10-27", { _ in [(118, self.sets(3, 10, 100, 90, true))] })
        for day in ["2026-11-03", "2026-11-10"] { s.add(day + "T17:00:00Z", [(118, sets(2, 10, 70, 90, true))]) }
        #expect(tips(1, s).isEmpty)
        // A deload by volume: 4 × 13–14 at 20 kg for weeks, then two sessions of 2 × 15 at the same load. Judged
        // from those, every set looks done with ease and "add reps" followed (wrong to both blind reviewers of
        // round 32). Kept for a third session, the fewer sets are the plan and the rules judge them.
        func press(_ light: Int) -> SampleHistory {
            var s = SampleHistory()
            let days = ["2026-09-29", "2026-10-06", "2026-10-13", "2026-10-20", "2026-10-27", "2026-11-03", "2026-11-10"]
            for (i, day) in days.enumerated() {
                let sets = i >= days.count - light ? self.sets(2, 15, 20, 90, true) : [14, 14, 14, 13].map { PerformedSet(reps: $0, weight: 20) }
                s.add(day + "T17:00:00Z", [(4, sets)])
            }
            return s
        }
        #expect(tips(1, press(2)).isEmpty)
        #expect(tips(1, press(3), language: .en).first?.message.hasPrefix("Overhead Press: every set reached 12 reps or more in your last two sessions (last time 2 × 15 at 20 kg)") == true)
        #expect(tips(1, press(0), language: .en).first?.message.hasPrefix("Overhead Press: every set reached 12 reps or more in your last two sessions (last time 14, 14, 14, 13 reps at 20 kg)") == true)
    }

    @Test func aLayoffStartsTheProgressionWindowAgain() {
        // Bench 3 × 10 at 20 kg before a 4-week break and the same twice after it: two sessions back are no stall.
        var s = weekly(3, last: "2026-10-06", { _ in [(31, self.sets(3, 10, 20, 90, true))] })
        for day in ["2026-11-06", "2026-11-10"] { s.add(day + "T17:00:00Z", [(31, sets(3, 10, 20, 90, true))]) }
        #expect(WorkoutAnalyzer.progressionStart(s.sessions, asOf: asOf) == Timestamp.parseISO("2026-11-06T17:00:00Z")!)
        #expect(tips(1, s).isEmpty)
        // Without the break the same five sessions are a stall.
        let flat = weekly(5, { _ in [(31, self.sets(3, 10, 20, 90, true))] })
        #expect(tips(1, flat).first?.evidence["stall"] == .text("underLoading"))
    }

    @Test func moreRepsInAllIsProgressAndFallingRepsAreFatigue() {
        // 12, 11, 10 then 12, 12, 12 at the same load: no single set beat 12, but the session did.
        let more = weekly(4, { i in [(5, i < 3 ? [12, 11, 10].map { PerformedSet(reps: $0, weight: 50) } : self.sets(3, 12, 50, 90, true))] })
        #expect(WorkoutAnalyzer().analyze(more.history, asOf: asOf).progressionOpportunities.isEmpty)
        // Reps falling three sessions running at one load on two lifts: noted, but on their own no deload and
        // no "add reps" (the ups and downs of a plateau as often as fatigue).
        let falling = weekly(4, { i in
            let reps = [[10, 10, 10], [10, 10, 9], [9, 9, 8], [8, 8, 8]][i]
            return [(5, reps.map { PerformedSet(reps: $0, weight: 50) }), (4, reps.map { PerformedSet(reps: $0, weight: 40) })]
        })
        let analysis = WorkoutAnalyzer().analyze(falling.history, asOf: asOf)
        #expect(analysis.progressionOpportunities.map(\.fatigueSigns) == [["repsFalling"], ["repsFalling"]])
        #expect(analysis.progressionOpportunities.allSatisfy { $0.stall == .unclear })
        #expect(isSilent(14, falling) && tips(1, falling).isEmpty)
        // The same fall three weeks after a lighter week: the deload was just taken, a second one is no plan.
        var again = SampleHistory()
        for (day, reps) in zip(["2026-10-13", "2026-10-20", "2026-10-27", "2026-11-03", "2026-11-10"], [[10, 10, 10], [0], [10, 10, 9], [9, 9, 8], [8, 8, 8]]) {
            let load = reps == [0] ? 40.0 : 50.0
            let sets = reps == [0] ? [PerformedSet(reps: 10, weight: 40), PerformedSet(reps: 10, weight: 40)] : reps.map { PerformedSet(reps: $0, weight: load) }
            again.add(day + "T17:00:00Z", [(5, sets), (4, sets.map { PerformedSet(reps: $0.reps, weight: $0.weight * 0.8) })])
        }
        #expect(WorkoutAnalyzer().analyze(again.history, asOf: asOf).progressionOpportunities.allSatisfy { $0.recentLighterWeek == true })
        #expect(isSilent(14, again))
        // A lighter week can be fewer sets at the same load (the empty bar, 2 sets instead of 4).
        var volume = SampleHistory()
        for (day, reps) in zip(["2026-10-13", "2026-10-20", "2026-10-27", "2026-11-03", "2026-11-10"], [[10, 10, 10, 10], [8, 8], [10, 10, 9, 9], [9, 9, 8, 8], [8, 8, 8, 7]]) {
            volume.add(day + "T17:00:00Z", [(4, reps.map { PerformedSet(reps: $0, weight: 20) }), (5, reps.map { PerformedSet(reps: $0, weight: 40) })])
        }
        #expect(WorkoutAnalyzer().analyze(volume.history, asOf: asOf).progressionOpportunities.allSatisfy { $0.recentLighterWeek == true })
        #expect(isSilent(14, volume))
        // Missed sets twice on two curls are no reason for a deload week: that is for compound lifts.
        let curls = weekly(4, { i in
            let reps = [[10, 10, 10], [10, 10, 9], [9, 9, 8], [8, 8, 8]][i]
            let miss = i >= 2 ? [PerformedSet(reps: 4, weight: 30, completed: false)] : []
            return [(9, reps.map { PerformedSet(reps: $0, weight: 30) } + miss), (40, reps.map { PerformedSet(reps: $0, weight: 12) } + miss.map { var m = $0; m.weight = 12; return m })]
        })
        #expect(WorkoutAnalyzer().analyze(curls.history, asOf: asOf).progressionOpportunities.filter { $0.stall == .fatigue }.count == 2)
        #expect(isSilent(14, curls))
        // Falling by less than a tenth (30 → 29 → 28) is the noise of a day, not fatigue.
        let dip = weekly(4, { i in [(5, [[10, 10, 10], [10, 10, 10], [10, 10, 9], [10, 9, 9]][i].map { PerformedSet(reps: $0, weight: 50) })] })
        #expect(WorkoutAnalyzer().analyze(dip.history, asOf: asOf).progressionOpportunities.allSatisfy { !$0.fatigueSigns.contains("repsFalling") })
        // One unusually good day (100 kg × 10 among 8s) is no level the lifter fell from, nor are good days
        // scattered among ordinary ones (8, 9, 10, 8, 10, 9, 8, 8, 8): the e1RM drop is measured from the best
        // level held two sessions in a row.
        let outlier = weekly(7, { i in [(5, self.sets(3, i == 2 ? 10 : 8, 100, 120, true))] })
        #expect(WorkoutAnalyzer().analyze(outlier.history, asOf: asOf).progressionOpportunities.allSatisfy { !$0.fatigueSigns.contains("e1rmDrop") })
        let scattered = weekly(9, { i in [(5, self.sets(3, [8, 9, 10, 8, 10, 9, 8, 8, 8][i], 75, 120, true))] })
        #expect(WorkoutAnalyzer().analyze(scattered.history, asOf: asOf).progressionOpportunities.allSatisfy { !$0.fatigueSigns.contains("e1rmDrop") })
        let slipping = weekly(7, { i in [(5, self.sets(3, [10, 10, 8, 8, 8, 8, 8][i], 100, 120, true))] })
        #expect(WorkoutAnalyzer().analyze(slipping.history, asOf: asOf).progressionOpportunities.contains { $0.fatigueSigns.contains("e1rmDrop") })
    }

    @Test func rule1SkipsBodyweightAndRule3SeparatesRearDelts() {
        // Five chin-ups of one rep for four weeks: no load to add, no "add load" tip, but easier variants to
        // build the reps, with the figures of the log.
        let chins = tips(1, weekly(4, { i in [(85, i == 0 ? [2, 1, 1, 1, 1].map { PerformedSet(reps: $0, weight: 0) } : self.sets(5, 1, 0, 120, true))] }), language: .en)
        #expect(chins.count == 1 && chins.first?.evidence["stall"] == .text("lowRepBodyweight") && chins.first?.priority == .medium)
        #expect(chins.first?.title == "Chin-Up: build the reps with easier variants")
        #expect(chins.first?.message == "Chin-Up: 1–2 reps per set for 4 weeks (last time 1, 1, 1, 1, 1). More sets of so few reps add little. Keep one or two sets of your best reps, then add 3 slow negatives of 3–5 reps (jump up, 5 seconds down) and 3 × 8–10 with a band or on the lat pulldown, until 5 clean reps come.")
        // Pull-ups and chin-ups stuck alike: one tip naming both, not the same advice twice.
        let both = tips(1, weekly(4, { _ in [(64, self.sets(3, 2, 0, 120, true)), (85, self.sets(4, 1, 0, 120, true))] }), language: .en)
        #expect(both.count == 1)
        #expect(both.first?.title == "Pull-Up and Chin-Up: build the reps with easier variants")
        #expect(both.first?.message.hasPrefix("Pull-Up and Chin-Up: 1–2 reps per set for 4 weeks (last time Pull-Up 2, 2, 2; Chin-Up 1, 1, 1, 1).") == true)
        // Not while the reps climb (1, then 2, then 3: a new best in the last two sessions), nor with weight
        // logged (an assisted or a weighted plan), nor once a set reaches 5, nor from three sessions.
        #expect(isSilent(1, weekly(4, { i in [(85, self.sets(3, [1, 1, 2, 3][i], 0, 120, true))] })))
        #expect(tips(1, weekly(4, { _ in [(85, self.sets(5, 1, 20, 120, true))] })).allSatisfy { $0.evidence["stall"] != .text("lowRepBodyweight") })
        #expect(isSilent(1, weekly(4, { i in [(85, self.sets(3, i == 1 ? 5 : 2, 0, 120, true))] })))
        #expect(isSilent(1, weekly(3, { _ in [(85, self.sets(5, 1, 0, 120, true))] })))
        // A good day of 4 among 3s, or 1, 1, 3, 2, 3 over five weeks, is the same plateau: no new best lately.
        let goodDay = tips(1, weekly(5, { i in [(64, [3, 4, 3, 3, 3][i] == 4 ? [4, 3, 3, 2].map { PerformedSet(reps: $0, weight: 0) } : [3, 3, 3, 2].map { PerformedSet(reps: $0, weight: 0) })] }), language: .en)
        #expect(goodDay.first?.message.hasPrefix("Pull-Up: 2–4 reps per set for 5 weeks (last time 3, 3, 3, 2).") == true)
        let wobbling = tips(1, weekly(5, { i in [(64, self.sets(4, [1, 1, 3, 2, 3][i], 0, 120, true))] }), language: .en)
        #expect(wobbling.first?.message.hasPrefix("Pull-Up: 1–3 reps per set for 5 weeks (last time 3, 3, 3, 3).") == true)
        // Presses one day, face pulls the next: rear delts are upper back, not the pressing shoulder.
        var s = SampleHistory()
        for day in ["2026-11-05", "2026-11-12"] { s.add(day + "T17:00:00Z", [(4, sets(4, 8, 40, 90, true)), (34, sets(4, 12, 8, 60, true))]) }
        for day in ["2026-11-06", "2026-11-13"] { s.add(day + "T17:00:00Z", [(144, sets(4, 15, 15, 60, true))]) }
        #expect(isSilent(3, s))
        for day in ["2026-11-06", "2026-11-13"] { s.add(day + "T19:00:00Z", [(34, sets(3, 12, 8, 60, true))]) }
        #expect(tips(3, s).first?.evidence["muscleGroups"] == .list(["shoulders"]))
    }

    @Test func rule7TooMuchCountsDirectSetsOnly() {
        // 28 weekly sets of presses give the shoulders 14 by half credit: not "too much"; 26 lateral raises are.
        func history(_ exercise: Int, _ perSession: Int) -> SampleHistory {
            var s = SampleHistory()
            for day in ["2026-10-19", "2026-10-22", "2026-10-26", "2026-10-29", "2026-11-02", "2026-11-05", "2026-11-09", "2026-11-12"] {
                s.add(day + "T17:00:00Z", [(exercise, sets(perSession, 10, exercise == 34 ? 8 : 60, 90, true))])
            }
            return s
        }
        #expect(!tips(7, history(3, 14)).contains { $0.fingerprint.contains("high:shoulders") })
        #expect(tips(7, history(34, 13)).first?.fingerprint == "volume-tracking:high:shoulders")
        // Bench 13 sets and overhead press 12 sets twice a week.
        var both = SampleHistory()
        for day in ["2026-10-19", "2026-10-22", "2026-10-26", "2026-10-29", "2026-11-02", "2026-11-05", "2026-11-09", "2026-11-12"] {
            both.add(day + "T17:00:00Z", [(3, sets(13, 10, 60, 90, true)), (4, sets(12, 10, 40, 90, true))])
        }
        // Chest 26 direct sets is too much; shoulders reach 37 only by the presses' half credit, and the message
        // says so rather than leave the table's other figure above 25 unexplained.
        #expect(tips(7, both, language: .en).first?.message == "Hard sets a week from exercises aimed at them, in the weeks you trained of the last 4: Chest 26. Beyond 25 adds little growth but costs recovery: a few sets less will not hurt, and should those lifts stall, cut there first. Shoulders reach 37 in the table only with half of the sets where they help: 24 come from exercises aimed at them.")
        #expect(tips(7, both).first?.message.hasSuffix("Schultern kommen in der Tabelle nur mit der halben Zählung der Sätze, bei denen sie mithelfen, auf 37: 24 stammen aus Übungen gezielt dafür.") == true)
    }

    @Test func rule2BalanceWithUnboundedRatios() {
        // Push only: bench, overhead press, dips and legs; no pulling at all is the worst ratio, not none.
        let pushOnly = weekly(3, { _ in [(3, self.sets(4, 8, 70, 90, true)), (4, self.sets(4, 8, 40, 90, true)), (65, self.sets(3, 10, 0, 90, true)),
                                         (1, self.sets(4, 8, 90, 90, true)), (118, self.sets(3, 10, 150, 90, true))] })
        let tip = tips(2, pushOnly).first
        #expect(tip?.evidence["pushPullRatio"] == .text("unbounded"))
        #expect(tip?.title == "Mehr Zugübungen einplanen")
        #expect(tip?.message.contains("33 Sätze Drücken (Bank-, Schulterdrücken, Dips) zu 0 Sätzen Ziehen") == true)
        // Lateral raises and pushdowns do not tip the balance: presses and rows 10 : 10, plus 12 isolation sets.
        let isolation = weekly(2, { _ in [(3, self.sets(5, 8, 70, 90, true)), (5, self.sets(5, 8, 60, 90, true)), (146, self.sets(6, 12, 5, 60, true)),
                                          (1, self.sets(5, 8, 90, 90, true)), (118, self.sets(5, 8, 150, 90, true))] })
        #expect(tips(2, isolation).first?.evidence["pushPullRatio"] == nil)
        // push:pull 2.0 is balanced (a 5 × 5 A/B with the overhead press beside the bench), 2.1 is not
        // (presses against rows, each working set once).
        func ratio(push: [Int]) -> SampleHistory {
            weekly(2, { i in [(3, self.sets(push[i], 8, 70, 90, true)), (5, self.sets(5, 8, 60, 90, true)),
                              (1, self.sets(5, 8, 90, 90, true)), (118, self.sets(5, 8, 150, 90, true)), (120, self.sets(5, 8, 40, 90, true))] })
        }
        #expect(tips(2, ratio(push: [10, 10])).first?.evidence["pushPullRatio"] == nil)
        #expect(tips(2, ratio(push: [11, 10])).first?.evidence["pushPullRatio"] == .number(2.1))
        // upper:lower 2.5 is fine, 2.6 is not, when the legs are trained in fewer than half the sessions (two
        // of five: three short arm sessions beside the two full ones).
        func upperLower(rows: [Int], armDays: Int = 3) -> SampleHistory {
            var s = weekly(2, { i in [(3, self.sets(5, 8, 70, 90, true)), (5, self.sets(rows[i], 8, 60, 90, true)), (121, self.sets(5, 8, 50, 90, true)),
                                      (1, self.sets(5, 5, 100, 90, true))] })
            for day in ["2026-11-05", "2026-11-07", "2026-11-09"].prefix(armDays) { s.add(day + "T17:00:00Z", [(146, self.sets(1, 12, 5, 60, true))]) }
            return s
        }
        #expect(tips(2, upperLower(rows: [2, 3])).first?.evidence["upperLowerRatio"] == nil)
        #expect(tips(2, upperLower(rows: [3, 3])).first?.evidence["upperLowerRatio"] == .number(2.6))
        #expect(tips(2, upperLower(rows: [3, 3])).first?.evidence["sessionsWithLegLifts"] == .number(2))
        // A squat in every other session or more is a full-body plan: legs trained by design, whatever the ratio.
        #expect(tips(2, upperLower(rows: [3, 3], armDays: 2)).first?.evidence["upperLowerRatio"] == nil)
        // Leg days skipped lately are no plan without legs: with a squat in every session of the four weeks
        // before, the same last month gets no "don't skip legs".
        var skipped = upperLower(rows: [3, 3])
        for day in ["2026-09-23", "2026-09-30", "2026-10-07", "2026-10-14"] {
            skipped.add(day + "T17:00:00Z", [(3, sets(5, 8, 70, 90, true)), (1, sets(5, 5, 100, 90, true))])
        }
        #expect(tips(2, skipped).first?.evidence["upperLowerRatio"] == nil)
        // Ten or more leg sets a week are no skipped legs, whatever the upper body does.
        let busy = weekly(2, { _ in [(3, self.sets(10, 8, 70, 90, true)), (5, self.sets(10, 8, 60, 90, true)), (4, self.sets(8, 8, 40, 90, true)),
                                     (1, self.sets(10, 5, 100, 90, true))] })
        #expect(tips(2, busy).first?.evidence["upperLowerRatio"] == nil)
        // Too little work to judge.
        #expect(notEvaluated(2, weekly(1, { _ in [(34, self.sets(11, 12, 8, 60, true))] })) != nil)
        // A ratio needs 20 hard sets on its two sides together: 14 against 6 is judged, 13 against 6 is not
        // (one returning session says little).
        func few(_ push: Int) -> SampleHistory {
            weekly(1, { _ in [(3, self.sets(push, 8, 70, 90, true)), (5, self.sets(6, 8, 60, 90, true)), (118, self.sets(8, 8, 150, 90, true))] })
        }
        #expect(tips(2, few(14)).first?.evidence["pushPullRatio"] != nil)
        #expect(tips(2, few(13)).first?.evidence["pushPullRatio"] == nil)
        // Three weeks of home training, dumbbell presses against rows 6 : 2, then a gym week of 12 presses and 8
        // rows: 30 : 14 over the 28 days (2.1), but the last week alone is at 1.5, so the imbalance is over and
        // there is no finding. With 7 rows that week the week itself is lopsided (1.7) and the tip stays.
        func homeBlock(gymRows: Int) -> SampleHistory {
            var s = weekly(3, last: "2026-11-03", { _ in [(31, self.sets(6, 10, 20, 90, true)), (37, self.sets(2, 10, 20, 90, true))] })
            s.add("2026-11-10T17:00:00Z", [(3, sets(12, 8, 70, 90, true)), (5, sets(gymRows, 8, 60, 90, true))])
            return s
        }
        #expect(tips(2, homeBlock(gymRows: 8)).first?.evidence["pushPullRatio"] == nil)
        #expect(tips(2, homeBlock(gymRows: 7)).first?.evidence["pushPullRatio"] != nil)
    }

    @Test func rule2OneGroupAboveThirtyPercent() {
        // 20 hard sets, one group per exercise; push:pull 1.0 and upper:lower ≤ 2.5 stay quiet.
        func history(shoulders: Int) -> SampleHistory {
            var s = SampleHistory()
            s.add("2026-11-10T17:00:00Z", [(34, sets(shoulders, 12, 10, 60, true)), (10, sets(1, 10, 30, 90, true)), (9, sets(4, 10, 30, 90, true)),
                                           (87, sets(3, 10, 0, 90, true)), (119, sets(3, 12, 40, 90, true)), (120, sets(3, 12, 35, 90, true))])
            return s
        }
        #expect(isSilent(2, history(shoulders: 6)))  // 6 of 20 = 30 %
        let tip = tips(2, history(shoulders: 7)).first  // 7 of 21 = 33.3 %
        #expect(tip?.fingerprint == "muscle-balance:share:shoulders")
        #expect(tip?.message == "Die letzten 28 Tage: 33,3 % deiner harten Sätze gingen an Schultern (Richtwert: höchstens 30 %).")
    }

    @Test func hardSetsAreCompletedWorkingSetsAtSixtyPercentOrRPESeven() {
        func hard(_ second: [PerformedSet]) -> Int {
            var s = SampleHistory()
            s.add("2026-11-12T17:00:00Z", [(3, sets(1, 5, 100, 90, true))])  // e1RM 112.5: 60 % is 67.5 kg
            s.add("2026-11-13T17:00:00Z", [(3, second)])
            return WorkoutAnalyzer().analyze(s.history, asOf: asOf).recoveryStatus.hardSetsLast7Days - 1
        }
        #expect(hard(sets(3, 10, 67.5, 90, true)) == 3)
        #expect(hard(sets(3, 10, 67.4, 90, true)) == 0)
        #expect(hard(sets(3, 10, 67.5, 90, false)) == 0)
        #expect(hard([PerformedSet(reps: 10, weight: 80, type: .warmup)]) == 0)
        #expect(hard([PerformedSet(reps: 5, weight: 90, rpe: 6.5), PerformedSet(reps: 5, weight: 50, rpe: 7)]) == 1)
        // Bodyweight and timed sets are hard whatever their load.
        var bodyweight = SampleHistory()
        bodyweight.add("2026-11-12T17:00:00Z", [(63, sets(3, 20, 0, 60, true)), (68, [PerformedSet(reps: 0, weight: 0, durationSeconds: 60)])])
        #expect(WorkoutAnalyzer().analyze(bodyweight.history, asOf: asOf).recoveryStatus.hardSetsLast7Days == 4)
    }

    @Test func rule3ConsecutiveDaysUnder48Hours() {
        // The pair a week before too: a habit, not a one-off.
        func pair(_ first: String, hours: Double, sets second: Int = 5, firstSets: Int = 5, habit: Bool = true) -> SampleHistory {
            var s = SampleHistory()
            let start = Timestamp.parseISO(first)!
            for shift in habit ? [-7.0, 0] : [0] {
                let a = start.addingTimeInterval(shift * 86_400)
                s.add(Timestamp.string(a), [(1, sets(firstSets, 5, 100, 90, true))])
                s.add(Timestamp.string(a.addingTimeInterval(hours * 3600)), [(1, sets(second, 5, 90, 90, true))])
            }
            return s
        }
        #expect(tips(3, pair("2026-11-11T00:30:00Z", hours: 47)).first?.evidence["hoursBetween"] == .list(["47"]))
        // A scheduling note, not an alarm: medium priority (a load spike is high).
        #expect(tips(3, pair("2026-11-11T00:30:00Z", hours: 47)).first?.priority == .medium)
        #expect(isSilent(3, pair("2026-11-11T00:30:00Z", hours: 49)))
        // Every other day (Monday evening, Wednesday morning) is not the same or the next day.
        #expect(isSilent(3, pair("2026-11-09T20:00:00Z", hours: 37)))
        // Two hard sets in the second session are not "hard training" of the group.
        #expect(isSilent(3, pair("2026-11-11T07:00:00Z", hours: 24, sets: 2, firstSets: 8)))
        #expect(!tips(3, pair("2026-11-11T07:00:00Z", hours: 24, sets: 3, firstSets: 7)).isEmpty)
        // 3 and 3, or 4 and 5, hard sets on consecutive days are a small week spread over two sessions: together
        // below the 10 hard sets a week at the bottom of the productive band, no reason to rest more.
        #expect(isSilent(3, pair("2026-11-11T07:00:00Z", hours: 24, sets: 3, firstSets: 3)))
        #expect(isSilent(3, pair("2026-11-11T07:00:00Z", hours: 24, sets: 5, firstSets: 4)))
        #expect(tips(3, pair("2026-11-11T07:00:00Z", hours: 24, sets: 5, firstSets: 5)).first?.message
            == "In den letzten 7 Tagen hast du Beine (5 und 5 harte Sätze, 24 Stunden Abstand) zweimal kurz hintereinander hart trainiert. Gönn einer Muskelgruppe nach harter Arbeit etwa 48 Stunden, bevor sie wieder viele harte Sätze bekommt.")
        // Once in two weeks is a session moved by a day, no reason to change a plan.
        #expect(isSilent(3, pair("2026-11-11T07:00:00Z", hours: 24, habit: false)))
    }

    @Test func rule3LoadSpikeOnAnEstablishedBase() {
        func history(lastWeekSets: Int) -> SampleHistory {
            var s = SampleHistory()
            for day in ["2026-10-20", "2026-10-27", "2026-11-03"] { s.add(day + "T17:00:00Z", [(3, sets(6, 8, 70, 90, true))]) }
            s.add("2026-11-12T17:00:00Z", [(3, sets(lastWeekSets, 8, 70, 90, true))])
            return s
        }
        // 12 hard sets against a weekly average of (6 + 6 + 6 + 12) / 4 = 7.5: 1.6 fires; 8 against 6.5 (1.23) does not.
        #expect(tips(3, history(lastWeekSets: 12)).first?.evidence["acuteChronicRatio"] == .number(1.6))
        #expect(isSilent(3, history(lastWeekSets: 8)))
        // Back after three empty weeks: every week is a "spike"; rule 4 speaks to returning lifters instead.
        var back = SampleHistory()
        back.add("2026-10-01T17:00:00Z", [(3, sets(3, 8, 70, 90, true))])
        back.add("2026-11-12T17:00:00Z", [(3, sets(12, 8, 70, 90, true))])
        #expect(isSilent(3, back))
        // 16 sets after 10, 10, 4 (ratio 1.6, and more than the 10 the lifter handled) is a spike.
        func afterDeload(_ last: Int) -> SampleHistory {
            var s = SampleHistory()
            for (day, n) in zip(["2026-10-20", "2026-10-27", "2026-11-03", "2026-11-12"], [10, 10, 4, last]) { s.add(day + "T17:00:00Z", [(3, sets(n, 8, 70, 90, true))]) }
            return s
        }
        #expect(tips(3, afterDeload(16)).first != nil)
        // A ratio over 1.5 that only returns to a normal week is no spike: 4, 12, 2 then 12 (12 ÷ 7.5 = 1.6,
        // but 12 was handled two weeks before).
        var normal = SampleHistory()
        for (day, n) in zip(["2026-10-20", "2026-10-27", "2026-11-03", "2026-11-12"], [4, 12, 2, 12]) { normal.add(day + "T17:00:00Z", [(3, sets(n, 8, 70, 90, true))]) }
        #expect(isSilent(3, normal))
        // Nor a return to the lifter's own volume of a month before after missed and deload weeks: 16 a week,
        // then 6, 6, 4, then 16 again (ratio 2.0, more than 1.5 × the busiest of the last 3 weeks).
        var usual = SampleHistory()
        let weeks = ["2026-09-22", "2026-09-29", "2026-10-06", "2026-10-13", "2026-10-20", "2026-10-27", "2026-11-03", "2026-11-12"]
        for (day, n) in zip(weeks, [16, 16, 16, 16, 6, 6, 4, 16]) { usual.add(day + "T17:00:00Z", [(3, sets(n, 8, 70, 90, true))]) }
        #expect(isSilent(3, usual))
        usual.sessions.removeLast()
        usual.add("2026-11-12T17:00:00Z", [(3, sets(17, 8, 70, 90, true))])
        #expect(tips(3, usual).first?.priority == .high)
    }

    @Test func rule4AtTwentyOneDays() {
        var away = SampleHistory()
        away.add("2026-10-26T06:00:00Z", [(1, sets(3, 5, 100, 90, true))])
        #expect(tips(4, away).first?.evidence["daysSinceLastSession"] == .number(21))
        var recent = SampleHistory()
        recent.add("2026-10-26T07:00:00Z", [(1, sets(3, 5, 100, 90, true))])
        #expect(isSilent(4, recent))
        #expect(notEvaluated(4, SampleHistory()) != nil)
    }

    @Test func rule1DoesNotSendTheLifterBackToALoadMissedInTheWindow() {
        // Leg press 150 kg × 12, 12, 12; then 160 kg twice for 5, 5, 5; back at 150 kg × 12, 12, 12 twice.
        var s = SampleHistory()
        let days = ["2026-09-22", "2026-09-29", "2026-10-06", "2026-10-13", "2026-10-20", "2026-10-27", "2026-11-03", "2026-11-10"]
        let loads: [(Double, Int)] = [(150, 12), (150, 12), (150, 12), (160, 5), (160, 5), (150, 12), (150, 12), (150, 12)]
        for (day, (load, reps)) in zip(days, loads) { s.add(day + "T17:00:00Z", [(118, sets(3, reps, load, 120, true))]) }
        let tip = tips(1, s).first { $0.fingerprint.hasPrefix("progressive-overload") }
        #expect(tip?.evidence["nextWeight"] == .number(152.5))
        #expect(tip?.message.contains("160 kg") == false)
    }

    @Test func rule4FallingAttendance() {
        // Weekly goal 3 stated; the last 4 complete weeks (W43–W46) had 2, 2, 3, 2 sessions.
        func history(_ counts: [Int], stated: Bool = true, before: Int = 3) -> SampleHistory {
            var s = SampleHistory()
            if !stated { s.athlete.stated = [] }
            let w31 = Timestamp.parseISO("2026-07-27T17:00:00Z")!
            for week in 0..<12 {
                for d in 0..<before { s.add(Timestamp.string(w31.addingTimeInterval(Double(week * 7 + d * 2) * 86_400)), [(1, sets(3, 5, 100, 90, true))]) }
            }
            let w43 = Timestamp.parseISO("2026-10-19T17:00:00Z")!
            for (week, n) in counts.enumerated() {
                for d in 0..<n { s.add(Timestamp.string(w43.addingTimeInterval(Double(week * 7 + d * 2) * 86_400)), [(1, sets(3, 5, 100, 90, true))]) }
            }
            return s
        }
        let tip = tips(4, history([2, 2, 3, 2])).first
        #expect(tip?.fingerprint == "consistency-streak:attendance")
        #expect(tip?.message.contains("2, 2, 3, 2 Einheiten; dein Wochenziel sind 3") == true)
        #expect(tip?.message.contains("mit Kniebeugen") == true)
        // Two weeks below are not a trend; nor is a last week back at the goal.
        #expect(isSilent(4, history([2, 3, 3, 2])))
        #expect(isSilent(4, history([2, 2, 2, 3])))
        // No goal stated: below 70 % of the 12 weeks before (4 a week → under 2.8).
        #expect(!tips(4, history([2, 2, 2, 2], stated: false, before: 4)).isEmpty)
        #expect(isSilent(4, history([3, 3, 3, 3], stated: false, before: 4)))
    }

    @Test func rule4WelcomeBackOnlyOnceBack() {
        var away = SampleHistory()
        away.add("2026-10-19T06:00:00Z", [(3, sets(3, 5, 100, 90, true)), (34, sets(3, 12, 10, 60, true))])
        away.add("2026-10-26T06:00:00Z", [(3, sets(3, 5, 100, 90, true)), (34, sets(3, 12, 10, 60, true))])
        let missing = tips(4, away).first
        #expect(missing?.fingerprint == "consistency-streak:layoff")
        #expect(missing?.title == "Wir vermissen dich!")
        #expect(missing?.message.contains("Zum Beispiel: Bankdrücken 80–90 kg und Seitheben 8 kg.") == true)
        // The first session after a break of 31 days: now it is a welcome back, with the loads from before it.
        var back = SampleHistory()
        back.add("2026-10-05T06:00:00Z", [(3, sets(3, 5, 100, 90, true))])
        back.add("2026-10-12T06:00:00Z", [(3, sets(3, 5, 100, 90, true))])
        back.add("2026-11-12T17:00:00Z", [(3, sets(3, 5, 85, 90, true))])
        let welcome = tips(4, back).first
        #expect(welcome?.fingerprint == "consistency-streak:return")
        #expect(welcome?.message == "Nach 31 Tagen Pause bist du seit 2026-11-12 wieder dabei. Seitdem: Bankdrücken 85 kg (vor der Pause 100 kg). Steigere dich von dort in kleinen Schritten über die nächsten ein, zwei Wochen, statt gleich zu den alten Gewichten zurückzukehren.")
        #expect(welcome?.evidence["loadsSinceReturn"] == .list(["Bankdrücken 85 kg (vor der Pause 100 kg)"]))
        // Two weeks after the return it is no longer news, nor after one week: the guide has been followed or not.
        back.add("2026-11-14T17:00:00Z", [(3, sets(3, 5, 87.5, 90, true))])
        #expect(!tips(4, back, asOf: Timestamp.parseISO("2026-11-27T06:00:00Z")!).contains { $0.fingerprint == "consistency-streak:return" })
        #expect(!tips(4, back, asOf: Timestamp.parseISO("2026-11-20T06:00:00Z")!).contains { $0.fingerprint == "consistency-streak:return" })
    }

    @Test func rule4WelcomeBackStartsFromTheLoadsOfTheWeekBack() {
        // Bench 100 kg and squats 120 kg before a 31-day break; what the week back holds decides the guide.
        func history(back: [(Int, [PerformedSet])]) -> SampleHistory {
            var s = SampleHistory()
            s.add("2026-10-05T06:00:00Z", [(3, sets(3, 5, 100, 90, true)), (1, sets(3, 5, 120, 90, true))])
            s.add("2026-10-12T06:00:00Z", [(3, sets(3, 5, 100, 90, true)), (1, sets(3, 5, 120, 90, true))])
            s.add("2026-11-12T17:00:00Z", back)
            return s
        }
        func welcome(_ s: SampleHistory) -> Tip? { tips(4, s).first { $0.fingerprint == "consistency-streak:return" } }
        // Nothing of the old lifts done yet: the 80–90 % ranges of both.
        let none = welcome(history(back: [(34, sets(3, 12, 10, 60, true))]))
        #expect(none?.message.hasSuffix("Bleib die ersten zwei Wochen bei etwa 80–90 % deiner Gewichte von vor der Pause und steigere dich dann. Als Richtwert: Kniebeugen 95–107,5 kg und Bankdrücken 80–90 kg.") == true)
        // Bench restarted at 85 kg: named with that load, never sent below it; the squats still get their range.
        let bench = welcome(history(back: [(3, sets(3, 5, 85, 90, true))]))
        #expect(bench?.message == "Nach 31 Tagen Pause bist du seit 2026-11-12 wieder dabei. Seitdem: Bankdrücken 85 kg (vor der Pause 100 kg). Steigere dich von dort in kleinen Schritten über die nächsten ein, zwei Wochen, statt gleich zu den alten Gewichten zurückzukehren. Was du seit der Pause noch nicht gemacht hast, beginnst du bei etwa 80–90 %: Kniebeugen 95–107,5 kg.")
        #expect(bench?.evidence["reentryLoads"] == .list(["Kniebeugen 95–107,5 kg"]))
        // A cautious restart below the range is told how far it may go.
        let light = welcome(history(back: [(3, sets(3, 5, 60, 90, true)), (1, sets(3, 5, 100, 90, true))]))
        #expect(light?.message.contains("Seitdem: Kniebeugen 100 kg (vor der Pause 120 kg) und Bankdrücken 60 kg (vor der Pause 100 kg).") == true)
        #expect(light?.message.hasSuffix("Luft nach oben hast du noch: Bankdrücken bis 80–90 kg.") == true)
        // Sets at 85 kg marked failed are no load reached: the range stays.
        let failed = welcome(history(back: [(3, [PerformedSet(reps: 3, weight: 85, restTime: 90, type: .failure)]), (1, sets(3, 5, 100, 90, true))]))
        #expect(failed?.message.contains("noch nicht gemacht hast, beginnst du bei etwa 80–90 %: Bankdrücken 80–90 kg.") == true)
        // Back at 95 % or more on every main lift: nothing left to guide, and no "fewer sessions than usual"
        // counted over the break just ended either.
        let full = history(back: [(3, sets(3, 5, 95, 90, true)), (1, sets(3, 5, 120, 90, true))])
        #expect(welcome(full) == nil)
        #expect(isSilent(4, full))
    }

    @Test func theFirstTwoWeeksBackFromABreakGetNoProgressionOrBalanceVerdicts() {
        // Leg press at 15 reps for weeks, 23 days away, then back at 12 × 3 twice: no "add weight" in an 8–12
        // range read from two sessions, and no push : pull from a week of two push days.
        var s = SampleHistory()
        for day in ["2026-09-21", "2026-09-28", "2026-10-05", "2026-10-12"] { s.add(day + "T17:00:00Z", [(118, sets(3, 15, 150, 90, true))]) }
        s.add("2026-11-05T17:00:00Z", [(118, sets(3, 12, 130, 90, true)), (3, sets(10, 8, 60, 90, true)), (4, sets(10, 8, 40, 90, true))])
        s.add("2026-11-10T17:00:00Z", [(118, sets(3, 12, 130, 90, true)), (3, sets(10, 8, 60, 90, true)), (4, sets(10, 8, 40, 90, true))])
        #expect(WorkoutAnalyzer.backFromBreak(s.sessions, asOf: asOf))
        #expect(tips(1, s).isEmpty)
        #expect(notEvaluated(2, s) == "zurück nach einer Pause von 3 Wochen oder mehr")
        // Two weeks after the return both judge again.
        #expect(!WorkoutAnalyzer.backFromBreak(s.sessions, asOf: Timestamp.parseISO("2026-11-20T06:00:00Z")!))
    }

    @Test func rule5BelowSixtyPercentInRange() {
        func history(inRange: Int, outside: Int) -> SampleHistory {
            var s = SampleHistory()
            s.athlete.goal = .kraft
            s.add("2026-11-10T17:00:00Z", [(1, sets(inRange, 5, 100, 180, true) + sets(outside, 8, 80, 180, true))])
            return s
        }
        #expect(isSilent(5, history(inRange: 6, outside: 4)))
        #expect(tips(5, history(inRange: 10, outside: 7)).first?.evidence["shareInRange"] == .number(10.0 / 17.0))
        var unknown = history(inRange: 2, outside: 10)
        unknown.athlete.stated = []
        #expect(notEvaluated(5, unknown)?.contains("gymbo profile set --goal") == true)
    }

    @Test func rule6OneExerciseForSixWeeks() {
        let tip = tips(6, RuleSamples.sample(forRule: 6)).first
        #expect(tip?.evidence["muscleGroups"] == .list(["chest"]))
        #expect(tip?.evidence["suggestions"] == .list(["Kurzhantel-Bankdrücken"]))
        // Five sets a week, or five of the six weeks with a second chest exercise, say nothing.
        func history(sets count: Int, flyes: Bool = false, rows: Bool = true, failing: Bool = false) -> SampleHistory {
            weekly(6, last: "2026-11-11", { i in
                [(3, self.sets(count, 8, 70, 90, true) + (failing && i >= 4 ? [PerformedSet(reps: 3, weight: 70, completed: false)] : []))]
                    + (rows ? [(5, self.sets(5, 8, 60 + Double(i) * 2.5, 90, true))] : [])
                    + (flyes && i == 2 ? [(33, self.sets(3, 12, 12, 60, true))] : [])
            })
        }
        #expect(!tips(6, history(sets: 6)).isEmpty)
        #expect(isSilent(6, history(sets: 5)))
        #expect(isSilent(6, history(sets: 6, flyes: true)))
        // Not a second press while presses outnumber pulls (rule 2 asks for pulling work), nor for a bench
        // press that keeps failing (the load needs a step back, not a second exercise).
        #expect(isSilent(6, history(sets: 6, rows: false)))
        #expect(!tips(2, history(sets: 6, rows: false)).isEmpty)
        #expect(isSilent(6, history(sets: 6, failing: true)))
        // A bench press that still progresses needs no second exercise: variety is for a stalled lift.
        #expect(isSilent(6, weekly(6, last: "2026-11-11", { i in [(3, self.sets(6, 8, 70 + Double(i) * 2.5, 90, true))] })))
        // When most of the program has stalled (bench, squat and row at one load for six weeks), a second chest
        // exercise is no fix: the loads need a plan.
        #expect(isSilent(6, weekly(6, last: "2026-11-11", { _ in [(3, self.sets(6, 8, 70, 90, true)), (1, self.sets(3, 5, 100, 180, true)), (118, self.sets(3, 10, 150, 90, true))] })))
        // Nor for a lift held at one load although it reached 12 reps or more there (a curl at 6.25 kg × 13–15
        // for 6 weeks): it needs load, not another exercise (the same at 8 reps fires, above).
        let held = weekly(6, last: "2026-11-11", { i in [(3, self.sets(6, 13, 60, 90, true)), (5, self.sets(5, 8, 60 + Double(i) * 2.5, 90, true))] })
        #expect(isSilent(6, held))
        // Calves with one exercise is how most people train them.
        #expect(isSilent(6, weekly(6, last: "2026-11-11", { _ in [(158, self.sets(8, 12, 60, 60, true))] })))
    }

    @Test func rule7WeeklyHardSetsAgainstTheBand() {
        // Two sessions a week for four weeks of bench press only: chest hard sets a week = total ÷ 4.
        func chest(_ perSession: [Int]) -> SampleHistory {
            var s = SampleHistory()
            let days = ["2026-10-19", "2026-10-22", "2026-10-26", "2026-10-29", "2026-11-02", "2026-11-05", "2026-11-09", "2026-11-12"]
            for (day, n) in zip(days, perSession) { s.add(day + "T17:00:00Z", [(3, sets(n, 8, 70, 90, true))]) }
            return s
        }
        // 32 sets = 8 a week is close enough to the band to leave alone; 31 is clearly below it.
        #expect(isSilent(7, chest(Array(repeating: 4, count: 8))))
        let low = tips(7, chest([3] + Array(repeating: 4, count: 7))).first
        #expect(low?.fingerprint == "volume-tracking:low:chest")
        #expect(low?.message.contains("Brust 7,8") == true)
        // A week without training is not a week of low volume: 30 sets in the 3 weeks trained average 10.
        var missed = SampleHistory()
        let days = ["2026-10-19", "2026-10-21", "2026-10-23", "2026-11-02", "2026-11-04", "2026-11-06", "2026-11-09", "2026-11-11", "2026-11-13"]
        for (day, n) in zip(days, [4, 3, 3, 4, 3, 3, 4, 3, 3]) { missed.add(day + "T17:00:00Z", [(3, sets(n, 8, 70, 90, true))]) }
        #expect(isSilent(7, missed))
        #expect(WorkoutAnalyzer().analyze(missed.history, asOf: asOf).goalAlignment.majorGroupWeeklyHardSets["chest"] == 10)
        // 100 sets = 25 a week is the most that is productive; 101 is more.
        #expect(isSilent(7, chest([12, 12, 12, 12, 13, 13, 13, 13])))
        #expect(tips(7, chest([12, 12, 12, 13, 13, 13, 13, 13])).first?.fingerprint == "volume-tracking:high:chest")
        // No stated goal: 10–20 sets is the dose for growth, a guess for anyone else.
        var unknown = chest([3] + Array(repeating: 4, count: 7))
        unknown.athlete.stated = []
        #expect(isSilent(7, unknown))
        // A strength goal: low volume on purpose is not worth a word.
        var strength = chest([3] + Array(repeating: 4, count: 7))
        strength.athlete.goal = .kraft
        #expect(isSilent(7, strength))
        // Fewer than two sessions a week: not judged.
        #expect(notEvaluated(7, weekly(4, { _ in [(3, self.sets(3, 8, 70, 90, true))] })) != nil)
    }

    @Test func rule8FifteenPercentOutsideTheRestRange() {
        func rest(_ seconds: Int) -> SampleHistory {
            var s = SampleHistory()
            s.add("2026-11-11T17:00:00Z", [(3, sets(3, 8, 70, seconds, true))])
            return s
        }
        #expect(tips(8, rest(139)).first?.fingerprint == "rest-time:long")
        #expect(isSilent(8, rest(138)))
        #expect(tips(8, rest(50)).first?.fingerprint == "rest-time:short")
        #expect(isSilent(8, rest(51)))
        #expect(notEvaluated(8, rest(0)) != nil)
        var unknown = rest(200)
        unknown.athlete.stated = []
        #expect(notEvaluated(8, unknown)?.contains("kein Trainingsziel") == true)
    }

    @Test func rule9NeedsAgeAndHeartRate() {
        var noAge = RuleSamples.sample(forRule: 9)
        noAge.athlete.birthDate = nil
        #expect(notEvaluated(9, noAge)?.contains("Geburtsdatum") == true)
        var noHR = SampleHistory()
        noHR.athlete.birthDate = "1990-05-04"
        noHR.add("2026-11-10T17:00:00Z", [(1, sets(3, 5, 100, 90, true))])
        #expect(notEvaluated(9, noHR)?.contains("Herzfrequenz") == true)
        // Age 36 → HRmax 182.8; 80 % = 146.2. Three sessions at 147 fire, two do not.
        func hr(_ values: [Int], goal: FitnessGoal = .muskelaufbau) -> SampleHistory {
            var s = SampleHistory()
            s.athlete.birthDate = "1990-05-04"
            s.athlete.goal = goal
            for (i, v) in values.enumerated() { s.add("2026-11-0\(i + 1)T17:00:00Z", [(69, sets(3, 15, 0, 60, true))], avgHeartRate: v) }
            return s
        }
        #expect(tips(9, hr([147, 147, 147, 120, 120])).first?.fingerprint == "heart-rate-zones:high")
        #expect(isSilent(9, hr([147, 147, 146, 120, 120])))
        // 60 % = 109.7: three sessions at 109 push the pace for endurance, not for hypertrophy.
        #expect(tips(9, hr([109, 109, 109, 130, 130], goal: .ausdauer)).first?.fingerprint == "heart-rate-zones:low")
        #expect(isSilent(9, hr([109, 109, 109, 130, 130])))
    }

    @Test func rule10CelebratesOnlyMeaningfulRecords() {
        let tip = tips(10, RuleSamples.sample(forRule: 10)).first
        #expect(tip?.evidence["kinds"] == .list(["maxWeight"]))
        #expect(tip?.evidence["newValues"] == .list(["105.0"]))
        #expect(tip?.message == "Stark! Kniebeugen am 2026-11-12: 105 kg × 5, dein schwerstes Gewicht bisher (vorher 100 kg).")
        // A heavier load tried later in the week and not done (110 kg × 2 to failure) makes "your heaviest yet"
        // out of date: no tip, and the report lists the record without a 🏆.
        var overtaken = RuleSamples.sample(forRule: 10)
        overtaken.add("2026-11-14T17:00:00Z", [(1, [PerformedSet(reps: 2, weight: 110, type: .failure), PerformedSet(reps: 1, weight: 110, type: .failure)])])
        #expect(isSilent(10, overtaken))
        #expect(WorkoutAnalyzer().analyze(overtaken.history, asOf: asOf).achievements.newRecords.contains { $0.kind == "maxWeight" && $0.newValue == 105 && !$0.celebrated })
        var old = SampleHistory()
        old.add("2026-10-18T17:00:00Z", [(1, sets(3, 5, 95, 90, true))])
        old.add("2026-10-25T17:00:00Z", [(1, sets(3, 5, 97.5, 90, true))])
        old.add("2026-11-01T17:00:00Z", [(1, sets(3, 5, 100, 90, true))])
        old.add("2026-11-08T17:00:00Z", [(1, sets(3, 5, 105, 90, true))])
        #expect(isSilent(10, old))
        // The first sessions of a new exercise bring quick gains from learning it: its third session's
        // record is listed as minor, not celebrated; its fourth session's is celebrated.
        var new = SampleHistory()
        new.add("2026-10-26T17:00:00Z", [(1, sets(3, 5, 95, 90, true))])
        new.add("2026-11-02T17:00:00Z", [(1, sets(3, 5, 100, 90, true))])
        new.add("2026-11-12T17:00:00Z", [(1, sets(3, 5, 105, 90, true))])
        #expect(isSilent(10, new))
        #expect(WorkoutAnalyzer().analyze(new.history, asOf: asOf).achievements.newRecords.map(\.celebrated).contains(false))
        new.add("2026-10-19T17:00:00Z", [(1, sets(3, 5, 90, 90, true))])
        #expect(tips(10, new).first?.evidence["newValues"] == .list(["105.0"]))
        // A unit change is no record: 20 kg dumbbells, then 45 lb (20.41 kg), is a minor one, listed but not celebrated.
        var unit = SampleHistory()
        for day in ["2026-10-19", "2026-10-26", "2026-11-02"] { unit.add(day + "T17:00:00Z", [(31, sets(3, 10, 20, 90, true))]) }
        unit.add("2026-11-12T17:00:00Z", [(31, sets(3, 10, 20.41, 90, true))])
        #expect(isSilent(10, unit))
        let minor = WorkoutAnalyzer().analyze(unit.history, asOf: asOf).achievements.newRecords
        #expect(minor.map(\.kind) == ["maxWeight", "bestE1RM", "repMax"])
        #expect(minor.allSatisfy { !$0.celebrated })
        // A rep max of a lighter day is not listed: 60 kg × 10 in a deload week after 80 kg × 5 and 55 kg × 10
        // (e1RM 80 against 90); 75 kg × 8 after 70 kg × 8 (e1RM 93) is.
        var deload = SampleHistory()
        for day in ["2026-10-19", "2026-10-26"] { deload.add(day + "T17:00:00Z", [(1, sets(3, 5, 80, 90, true) + sets(1, 10, 55, 90, true) + sets(1, 8, 70, 90, true))]) }
        deload.add("2026-11-02T17:00:00Z", [(1, sets(3, 5, 80, 90, true))])
        deload.add("2026-11-12T17:00:00Z", [(1, sets(2, 10, 60, 90, true) + sets(1, 8, 75, 90, true))])
        let listed = WorkoutAnalyzer().analyze(deload.history, asOf: asOf).achievements.newRecords.filter { $0.kind == "repMax" }
        #expect(listed.map(\.detail) == [8])
        // One more rep at the same load (+3.3 % e1RM) is listed, not celebrated; three more (+10.3 %) are; so is
        // a heavier load at a higher e1RM. More reps at a lighter load are not.
        var reps = SampleHistory()
        for day in ["2026-10-19", "2026-10-26", "2026-11-02"] { reps.add(day + "T17:00:00Z", [(3, sets(3, 8, 80, 90, true))]) }
        reps.add("2026-11-12T17:00:00Z", [(3, sets(1, 9, 80, 90, true))])
        #expect(isSilent(10, reps))
        reps.sessions.removeLast()
        reps.add("2026-11-12T17:00:00Z", [(3, sets(1, 11, 80, 90, true))])
        #expect(tips(10, reps).first?.evidence["kinds"] == .list(["bestE1RM"]))
        // 130 kg × 12 is an e1RM "record" (sets of 15 have none), but 130 kg × 15 came the week before.
        var legs = SampleHistory()
        for (day, load, reps) in [("2026-10-19", 120.0, 12), ("2026-10-26", 125.0, 12), ("2026-11-02", 125.0, 12), ("2026-11-05", 130.0, 15)] {
            legs.add(day + "T17:00:00Z", [(118, sets(3, reps, load, 90, true))])
        }
        legs.add("2026-11-12T17:00:00Z", [(118, sets(3, 12, 130, 90, true))])
        #expect(WorkoutAnalyzer().analyze(legs.history, asOf: asOf).achievements.newRecords.contains { $0.kind == "bestE1RM" && !$0.celebrated })
        #expect(tips(10, legs).first?.evidence["kinds"] != .list(["bestE1RM"]))
        // An e1RM record names the strongest earlier set, not an old estimate the lifter never saw: the old
        // best e1RM (75 kg × 3, 79.4 kg) leaves out 60 kg × 15, which showed more strength by Epley (90 kg).
        var strongest = SampleHistory()
        for (day, load, count) in [("2026-10-19", 60.0, 15), ("2026-10-26", 75.0, 3), ("2026-11-02", 60.0, 15)] {
            strongest.add(day + "T17:00:00Z", [(3, sets(3, count, load, 90, true))])
        }
        strongest.add("2026-11-12T17:00:00Z", [(3, sets(3, 10, 72.5, 90, true))])
        let e1RM = WorkoutAnalyzer().analyze(strongest.history, asOf: asOf).achievements.newRecords.first { $0.kind == "bestE1RM" }
        #expect(e1RM?.oldValue.map { (($0 * 10).rounded()) / 10 } == 79.4)
        #expect(e1RM?.strongestBefore == Achievements.SetShown(weight: 60, reps: 15))
        let named = tips(10, strongest, language: .en).first
        #expect(named?.evidence["kinds"] == .list(["bestE1RM"]))
        #expect(named?.message.contains("72.5 kg × 10, estimated 1RM 96.67 kg (strongest set before: 60 kg × 15)") == true)
        #expect(named?.message.contains("was") == false)
        // A heavier weight where every set was to failure: a jump the lifter could not handle yet.
        reps.sessions.removeLast()
        reps.add("2026-11-12T17:00:00Z", [(3, [PerformedSet(reps: 7, weight: 82.5, type: .failure), PerformedSet(reps: 6, weight: 82.5, type: .failure)])])
        #expect(isSilent(10, reps))
        // A heavier weight ground out for 2 reps after 80 kg × 8 (e1RM 85.7 against 99.3): an attempt, not a record.
        reps.sessions.removeLast()
        reps.add("2026-11-12T17:00:00Z", [(3, sets(1, 2, 85, 90, true))])
        #expect(isSilent(10, reps))
        var lighter = SampleHistory()
        for day in ["2026-10-19", "2026-10-26", "2026-11-02"] { lighter.add(day + "T17:00:00Z", [(3, sets(3, 8, 80, 90, true))]) }
        lighter.add("2026-11-12T17:00:00Z", [(3, sets(1, 12, 40, 90, true))])
        #expect(isSilent(10, lighter))
        // A heavier curl is listed, not cheered, nor a rep more on it (an isolation lift's e1RM), nor a rep
        // record at a lighter load than before, nor a rep max; a rep more on a bodyweight lift is cheered.
        func established(_ id: Int, _ reps: Int, _ weight: Double, then last: [PerformedSet]) -> SampleHistory {
            var s = SampleHistory()
            for day in ["2026-10-19", "2026-10-26", "2026-11-02"] { s.add(day + "T17:00:00Z", [(id, sets(3, reps, weight, 90, true))]) }
            s.add("2026-11-12T17:00:00Z", [(id, last)])
            return s
        }
        #expect(isSilent(10, established(9, 8, 30, then: sets(1, 9, 30, 90, true))))
        let curl = established(9, 8, 30, then: sets(1, 8, 32.5, 90, true))
        #expect(isSilent(10, curl))
        #expect(WorkoutAnalyzer().analyze(curl.history, asOf: asOf).achievements.newRecords.contains { $0.kind == "maxWeight" && !$0.celebrated })
        #expect(isSilent(10, established(3, 12, 40, then: sets(1, 15, 35, 90, true))))
        // More reps on a loaded lift come from its lightest sets (a drop set, a deload): not even a minor record
        // in the week's list; a bodyweight lift's rep record is one.
        let lighter15 = established(3, 12, 40, then: sets(1, 15, 35, 90, true))
        #expect(!WorkoutAnalyzer().analyze(lighter15.history, asOf: asOf).achievements.newRecords.contains { $0.kind == "maxReps" })
        let dips = established(85, 5, 0, then: sets(1, 6, 0, 90, true))
        #expect(WorkoutAnalyzer().analyze(dips.history, asOf: asOf).achievements.newRecords.contains { $0.kind == "maxReps" })
        #expect(tips(10, established(85, 5, 0, then: sets(1, 7, 0, 90, true))).first?.evidence["kinds"] == .list(["maxReps"]))
        #expect(isSilent(10, established(72, 15, 0, then: sets(1, 17, 0, 90, true))))  // crunches
        // Two more reps with the same dumbbells are a good day; on a barbell (80 kg × 11 after × 8, above) a record.
        #expect(isSilent(10, established(31, 10, 16, then: sets(1, 12, 16, 90, true))))
        #expect(isSilent(10, established(9, 15, 20, then: sets(1, 9, 22.5, 90, true))))
        // A heavier leg press for fewer reps at less strength: 220 kg × 11 after 210 kg × 15 (Epley 301 against
        // 315; sets of 15 have no Brzycki estimate to compare with).
        #expect(isSilent(10, established(118, 15, 210, then: sets(3, 11, 220, 90, true))))
        // A rep more at a load already lifted is a rep gain, even when the old best e1RM came from a lighter set:
        // a seated cable row at 40 kg × 11 after 40 kg × 10 (and 37.5 kg × 12 before that) is a good day.
        var row = SampleHistory()
        for (day, load, reps) in [("2026-10-19", 37.5, 12), ("2026-10-26", 40.0, 10), ("2026-11-02", 40.0, 10), ("2026-11-12", 40.0, 11)] {
            row.add(day + "T17:00:00Z", [(122, sets(1, reps, load, 90, true))])
        }
        #expect(isSilent(10, row))
        // A heavier squat whose sets fell apart (140 kg × 5, 4, 4, 3, 3, 3 after 135 kg × 5) is a load not yet
        // handled; held for 5, 5, 4 it is a record.
        let collapsed = established(1, 5, 135, then: [5, 4, 4, 3, 3, 3].map { PerformedSet(reps: $0, weight: 140) })
        #expect(isSilent(10, collapsed))
        // A heavier squat done once for 5 and then failed on four sets (140 kg × 5, 4F, 4F, 3F, 3F) is a failed
        // 5 × 5: listed, not cheered; with two of five failed (5, 5, 5, 4F, 4F) it is a record, and so is a
        // set of 12 followed by two taken to failure a rep short (12, 11F, 11F).
        func attempt(_ reps: [Int], failedFrom: Int) -> [PerformedSet] {
            reps.enumerated().map { i, r in PerformedSet(reps: r, weight: 140, type: i >= failedFrom ? .failure : .normal) }
        }
        let failed = established(1, 5, 135, then: attempt([5, 4, 4, 3, 3], failedFrom: 1))
        #expect(isSilent(10, failed))
        #expect(WorkoutAnalyzer().analyze(failed.history, asOf: asOf).achievements.newRecords.contains { $0.kind == "maxWeight" && !$0.celebrated })
        #expect(tips(10, established(1, 5, 135, then: attempt([5, 5, 5, 4, 4], failedFrom: 3))).first?.evidence["kinds"] == .list(["maxWeight"]))
        #expect(tips(10, established(1, 12, 135, then: attempt([12, 11, 11], failedFrom: 1))).first?.evidence["kinds"] == .list(["maxWeight"]))
        // A heavier load and an e1RM from 12 reps that sets of 14 the weeks before matched (50 kg × 12 after
        // 47.5 kg × 14: Epley 70 against 69.7) are listed, not cheered.
        var fourteen = SampleHistory()
        fourteen.add("2026-10-12T17:00:00Z", [(2, sets(3, 12, 45, 90, true))])
        for day in ["2026-10-19", "2026-10-26", "2026-11-02"] { fourteen.add(day + "T17:00:00Z", [(2, sets(3, 14, 47.5, 90, true))]) }
        fourteen.add("2026-11-12T17:00:00Z", [(2, sets(3, 12, 50, 90, true))])
        let kinds = WorkoutAnalyzer().analyze(fourteen.history, asOf: asOf).achievements.newRecords.map { "\($0.kind) \($0.celebrated)" }
        #expect(kinds == ["maxWeight false", "bestE1RM false", "repMax false"])
        #expect(isSilent(10, fourteen))
        #expect(WorkoutAnalyzer().analyze(fourteen.history, asOf: asOf).achievements.newRecords.contains { $0.kind == "bestE1RM" && !$0.celebrated })
        // A jump whose sets failed short of the old load's reps (140 kg × 3, 3, 2F, 2F after 135 kg × 5) did not
        // hold; the same triple planned, nothing failed, is a true max.
        #expect(isSilent(10, established(1, 5, 135, then: attempt([3, 3, 2, 2], failedFrom: 2))))
        #expect(tips(10, established(1, 5, 135, then: attempt([3, 3, 3], failedFrom: 3))).first?.evidence["kinds"] == .list(["maxWeight"]))
        // A heavier hip thrust for 11 reps after 85 kg × 12 is double progression's next step, not a record:
        // its e1RM (121.2 kg) is below the old best (122.4 kg). For 5 reps a heavier load may show a little less.
        #expect(isSilent(10, established(6, 12, 85, then: [11, 10, 10].map { PerformedSet(reps: $0, weight: 87.5) })))
        // At 4–5 reps a heavier load must not show less strength (a one-arm row at 30 kg × 5, 5, 5, 4 after
        // 27.5 kg × 8: e1RM 33.8 against 34.1); a heavier triple may show a little less (142.5 kg × 3 after
        // 135 kg × 5: 150.8 against 151.9) and is cheered.
        #expect(isSilent(10, established(37, 8, 27.5, then: [5, 5, 5, 4].map { PerformedSet(reps: $0, weight: 30) })))
        #expect(tips(10, established(1, 5, 135, then: [3, 3, 3].map { PerformedSet(reps: $0, weight: 142.5) })).first?.evidence["kinds"] == .list(["maxWeight"]))
        let held = established(1, 5, 135, then: [5, 5, 4].map { PerformedSet(reps: $0, weight: 140) })
        #expect(tips(10, held).first?.evidence["kinds"] == .list(["maxWeight"]))
        #expect(tips(10, established(118, 10, 210, then: sets(3, 10, 220, 90, true))).first?.evidence["kinds"] == .list(["maxWeight"]))
        // The 8th pull-up after 7 is a good day; the 9th is a record, and so is the 4th after 3.
        #expect(isSilent(10, established(85, 7, 0, then: sets(1, 8, 0, 90, true))))
        #expect(tips(10, established(85, 7, 0, then: sets(1, 9, 0, 90, true))).first?.evidence["kinds"] == .list(["maxReps"]))
        #expect(tips(10, established(85, 3, 0, then: sets(1, 4, 0, 90, true))).first?.evidence["kinds"] == .list(["maxReps"]))
        // Warm-ups never make records.
        var warm = SampleHistory()
        warm.add("2026-11-02T17:00:00Z", [(3, sets(3, 8, 80, 90, true))])
        warm.add("2026-11-12T17:00:00Z", [(3, [PerformedSet(reps: 8, weight: 90, type: .warmup)])])
        #expect(WorkoutAnalyzer().analyze(warm.history, asOf: asOf).achievements.newRecords.isEmpty)
    }

    @Test func rulesNamingLoadsWaitWhileTheLoadsLookLikePounds() {
        // A 45 empty bar before 135 × 5 squats, rising 5 a week: pounds stored as kilograms.
        var s = SampleHistory()
        for i in 0..<10 {
            let day = Timestamp.string(Timestamp.parseISO("2026-09-07T17:00:00Z")!.addingTimeInterval(Double(i) * 7 * 86_400))
            s.add(day, [(1, [PerformedSet(reps: 5, weight: 45, type: .warmup)] + sets(3, 5, 135 + Double(i) * 5, 180, true))])
        }
        func status(_ number: Int) -> (String, String?) {
            let report = TipEngine().run(s.history, asOf: asOf, language: .en).reports.first { $0.number == number }!
            return (report.status, report.reason)
        }
        #expect(status(10) == ("notEvaluated", "the loads look like pounds stored as kilograms (see the data notes)"))
        #expect(status(1).0 == "notEvaluated" && status(14).0 == "notEvaluated" && status(15).0 == "notEvaluated")
        #expect(status(4).0 != "notEvaluated")
        // With the unit set to pounds the records speak again.
        s.athlete.unit = .lb
        #expect(status(10).0 == "fired")
    }

    @Test func rule11TwoOfTheLastFiveSessions() {
        var one = SampleHistory()
        one.add("2026-11-05T17:00:00Z", [(1, sets(3, 5, 100, 90, true))], duration: 150 * 60)
        one.add("2026-11-10T17:00:00Z", [(1, sets(3, 5, 100, 90, true))], duration: 60 * 60)
        #expect(isSilent(11, one))
        one.add("2026-11-12T17:00:00Z", [(1, sets(3, 5, 100, 90, true))], duration: 19 * 60)
        #expect(tips(11, one).count == 1)
    }

    @Test func rule12At79And81Percent() {
        func completion(_ done: Int) -> SampleHistory {
            var s = SampleHistory()
            s.add("2026-11-10T17:00:00Z", [(1, sets(done, 5, 100, 90, true) + sets(100 - done, 2, 100, 90, false))])
            return s
        }
        #expect(tips(12, completion(79)).first?.evidence["completionRate"] == .number(0.79))
        #expect(isSilent(12, completion(81)))
        var few = SampleHistory()
        few.add("2026-11-10T17:00:00Z", [(1, sets(9, 5, 100, 90, false))])
        #expect(notEvaluated(12, few) != nil)
        // Strong, Hevy and FitNotes log only the sets done: nothing there was planned and missed.
        var strong = completion(50)
        strong.sessions = strong.sessions.map { var s = $0; s.source = "strong"; return s }
        #expect(notEvaluated(12, strong)?.contains("nur erledigte Sätze") == true)
    }

    @Test func rule13PriorityByLevelGap() {
        #expect(tips(13, RuleSamples.sample(forRule: 13)).first?.priority == .medium)
        // One level above is how lifters grow: no reminder (both reviewers called it noise).
        var gapOne = RuleSamples.sample(forRule: 13)
        gapOne.athlete.experience = .fortgeschritten
        #expect(isSilent(13, gapOne))
        var same = RuleSamples.sample(forRule: 13)
        same.athlete.experience = .profi
        #expect(isSilent(13, same))
    }

    @Test func rule13OnlyForNewExercisesAndInferredLevels() {
        // The fourth session with an exercise is no longer new.
        var fourth = SampleHistory()
        fourth.athlete.experience = .anfänger
        for day in ["2026-10-13", "2026-10-20", "2026-10-27", "2026-11-10"] { fourth.add(day + "T17:00:00Z", [(21, sets(3, 5, 80, 90, true))]) }
        #expect(isSilent(13, fourth))
        var third = fourth
        third.sessions.removeFirst()
        #expect(!tips(13, third).isEmpty)
        // An imported lifter states no level: two years of regular training make them advanced enough.
        var imported = SampleHistory()
        imported.athlete.stated = []
        var day = Timestamp.parseISO("2024-10-01T17:00:00Z")!
        while day < Timestamp.parseISO("2026-11-01T00:00:00Z")! {
            imported.add(Timestamp.string(day), [(1, sets(3, 5, 100, 90, true))])
            day.addTimeInterval(4 * 86_400)
        }
        imported.add("2026-11-10T17:00:00Z", [(21, sets(3, 5, 80, 90, true))])
        let analysis = WorkoutAnalyzer().analyze(imported.history, asOf: asOf)
        #expect(analysis.profile.experience == "fortgeschritten" && analysis.profile.experienceSource == .inferred)
        #expect(isSilent(13, imported))  // Defizit-Kreuzheben is a profi exercise: one level above.
        // Four months of training make a beginner: a profi exercise is two levels above.
        var newer = SampleHistory()
        newer.athlete.stated = []
        day = Timestamp.parseISO("2026-07-01T17:00:00Z")!
        while day < Timestamp.parseISO("2026-11-01T00:00:00Z")! {
            newer.add(Timestamp.string(day), [(1, sets(3, 5, 100, 90, true))])
            day.addTimeInterval(4 * 86_400)
        }
        newer.add("2026-11-10T17:00:00Z", [(21, sets(3, 5, 80, 90, true))])
        #expect(WorkoutAnalyzer().analyze(newer.history, asOf: asOf).profile.experience == "anfänger")
        #expect(tips(13, newer).first?.priority == .medium)
        newer.sessions.removeLast()
        newer.add("2026-11-10T17:00:00Z", [(2, sets(3, 5, 120, 90, true))])
        #expect(isSilent(13, newer))
    }

    @Test func experienceIsInferredFromRegularTraining() {
        func months(_ weeks: Int, every days: Double = 3.5) -> SampleHistory {
            var s = SampleHistory()
            s.athlete.stated = []
            var date = asOf.addingTimeInterval(-Double(weeks) * 7 * 86_400)
            while date < asOf { s.add(Timestamp.string(date), [(1, sets(3, 5, 100, 90, true))]); date.addTimeInterval(days * 86_400) }
            return s
        }
        // 25 weeks of training count 6 whole blocks of 4 weeks, 5.5 months: beginner; 28 weeks are 6.4 months: intermediate.
        #expect(WorkoutAnalyzer().analyze(months(25).history, asOf: asOf).profile.experience == "anfänger")
        #expect(WorkoutAnalyzer().analyze(months(28).history, asOf: asOf).profile.experience == "fortgeschritten")
        // Training only every other fortnight is not regular, however long.
        #expect(WorkoutAnalyzer().analyze(months(200, every: 14).history, asOf: asOf).profile.experience == "anfänger")
        #expect(WorkoutAnalyzer().analyze(months(170).history, asOf: asOf).profile.experience == "profi")
    }

    @Test func rule14DeloadOnlyForFatigue() {
        let tip = tips(14, RuleSamples.sample(forRule: 14)).first
        #expect(tip?.evidence["exercises"] == .list(["Bankdrücken", "Kniebeugen"]))
        #expect(tip?.evidence["deloadWeights"] == .list(["72.5", "90.0"]))
        #expect(tip?.message.contains("etwa die Hälfte der Sätze (Bankdrücken 72,5 kg und Kniebeugen 90 kg)") == true)
        // A top set's RPE that moves about (7, 9, 7, 7.5, 9 at 52.5 kg) is not rising; climbing to a level the
        // load never saw (7, 7, 7.5, 8, 9) is. With back-off sets at 45 kg, the deload is at 45 kg, not 47.5.
        func topSet(_ rpes: [Double]) -> SampleHistory {
            weekly(rpes.count, { i in
                [(4, [PerformedSet(reps: 6, weight: 52.5, rpe: rpes[i])] + (0..<3).map { _ in PerformedSet(reps: 8, weight: 45, rpe: 7) })]
            })
        }
        let press = { (s: SampleHistory) in WorkoutAnalyzer().analyze(s.history, asOf: asOf).progressionOpportunities.first { $0.exercise == "Schulterdrücken" } }
        #expect(press(topSet([8, 7, 9, 7, 7.5, 9]))?.fatigueSigns.contains("rpeRising") == false)
        let rising = press(topSet([7, 7, 7, 7.5, 8, 9]))
        #expect(rising?.fatigueSigns.contains("rpeRising") == true)
        #expect(rising?.deloadWeight == 45)
        // The same lifts, stuck but every set done: add load, no deload.
        var done = SampleHistory()
        done.athlete.goal = .kraft
        for day in ["2026-10-20", "2026-10-27", "2026-11-03", "2026-11-10"] { done.add(day + "T17:00:00Z", [(1, sets(3, 5, 100, 90, true)), (3, sets(3, 5, 80, 90, true))]) }
        #expect(isSilent(14, done))
        #expect(tips(1, done).count == 2)
        // One lift missing sets for 5 sessions stays quiet; for 6 it gets the deload.
        func one(_ count: Int) -> SampleHistory {
            weekly(count + 1, { i in [(1, i == 0 ? self.sets(3, 5, 100, 90, true) : self.sets(2, 5, 100, 90, true) + self.sets(1, 3, 100, 90, false))] })
        }
        #expect(isSilent(14, one(5)))
        #expect(tips(14, one(6)).first?.evidence["longestStall"] == .number(6))
        // Not in a week that is lighter already (2 working sets where 6 were usual: the bench press left out): a
        // deload taken now, or missed sessions, leave no room to prescribe one.
        func withBench(lastWeek: Bool) -> SampleHistory {
            weekly(7, { i in
                [(1, i == 0 ? self.sets(3, 5, 100, 90, true) : self.sets(2, 5, 100, 90, true) + self.sets(1, 3, 100, 90, false))]
                    + (i < 6 || lastWeek ? [(3, self.sets(4, 8, 60 + 2.5 * Double(i), 90, true))] : [])
            })
        }
        #expect(tips(14, withBench(lastWeek: true)).first?.evidence["exercises"] == .list(["Kniebeugen"]))
        if case let .silent(evidence) = outcome(14, withBench(lastWeek: false), asOf: asOf) {
            #expect(evidence["workingSetsLast7Days"] == .number(2) && evidence["averageWeeklyWorkingSetsBefore"] == .number(6))
        } else { Issue.record("rule 14 should be silent in a lighter week") }
        // A week without training is the rest a deload would give.
        if case .silent = outcome(14, RuleSamples.sample(forRule: 14), asOf: Timestamp.parseISO("2026-11-17T18:00:00Z")!) {} else { Issue.record("rule 14 should be silent after 7 days off") }
    }

    @Test func contradictingTipsAreHiddenWithTheReason() {
        let deload = CoachingRule.plateauBreaking.tip(
            CoachingContext(history: SampleHistory().history, asOf: asOf, analysis: WorkoutAnalyzer().analyze(SampleHistory().history, asOf: asOf), language: .en),
            subject: "", title: "Deload", message: "", actionable: true, evidence: ["exerciseIds": .list(["a"])], material: "")
        func next(_ id: String) -> Tip {
            var tip = deload
            tip.number = 1
            tip.rule = "progressive-overload"
            tip.evidence = ["exerciseId": .text(id)]
            return tip
        }
        let (shown, hidden) = TipEngine.resolveContradictions([deload, next("a"), next("b")], language: .en)
        #expect(shown.map(\.number) == [14, 1])
        #expect(shown.last?.evidence["exerciseId"] == .text("b"))
        #expect(hidden.map(\.reason) == ["contradicts the deload week \(deload.id) for the same exercise"])
    }

    @Test func rule15AtTheHundredthSessionWithWhatItBuilt() {
        let tip = tips(15, RuleSamples.sample(forRule: 15), language: .en).first
        #expect(tip?.evidence["milestone"] == .number(100))
        #expect(tip?.message == "This week you logged your 100th session. Since your first sessions (2025-11-17): Back Squat 60 kg → 84.5 kg.")
        var s = RuleSamples.sample(forRule: 15)
        s.sessions.removeLast()
        #expect(isSilent(15, s))
        // The 50th session of a lifter whose main lifts did not move is a count, not news.
        var flat = SampleHistory()
        var date = Timestamp.parseISO("2025-11-17T17:00:00Z")!
        for _ in 0..<99 { flat.add(Timestamp.string(date), [(1, sets(3, 5, 60, 90, true))]); date.addTimeInterval(3.5 * 86_400) }
        flat.add("2026-11-13T17:00:00Z", [(1, sets(3, 5, 60, 90, true))])
        #expect(isSilent(15, flat))
        // Nor is the 100th session of a lifter on a plateau: no celebrated record in the last 14 days.
        var plateau = RuleSamples.sample(forRule: 15)
        let lastDay = plateau.sessions.last!.startedAt
        plateau.sessions = plateau.sessions.map { session in
            var s = session
            if s.startedAt > lastDay.addingTimeInterval(-21 * 86_400) { s.exercises = s.exercises.map { var e = $0; e.sets = e.sets.map { var set = $0; set.weight = 80; return set }; return e } }
            return s
        }
        #expect(WorkoutAnalyzer().analyze(plateau.history, asOf: asOf).achievements.recentCelebrated.isEmpty)
        #expect(isSilent(15, plateau))
        // A lift that grew and then sat still for the last two months (a bench at 40 kg, then 60 kg × 5 since
        // September) is not named beside the squat that still moves: "40 kg → 60 kg" would praise a stall.
        var stalled = SampleHistory()
        date = Timestamp.parseISO("2025-11-17T17:00:00Z")!
        for i in 0..<99 {
            stalled.add(Timestamp.string(date), [(1, sets(3, 5, 60 + Double(i / 4) * 1, 90, true)), (3, sets(3, 5, i < 70 ? 40 : 60, 90, true))])
            date.addTimeInterval(3.5 * 86_400)
        }
        stalled.add("2026-11-13T17:00:00Z", [(1, sets(3, 5, 84.5, 90, true)), (3, sets(3, 5, 60, 90, true))])
        #expect(tips(15, stalled, language: .en).first?.message
            == "This week you logged your 100th session. Since your first sessions (2025-11-17): Back Squat 60 kg → 84.5 kg.")
        // Still moving (62.5 kg this week after 60 kg), it is named.
        stalled.sessions[stalled.sessions.count - 1].exercises[1].sets = sets(3, 5, 62.5, 90, true)
        #expect(tips(15, stalled, language: .en).first?.message.contains("Bench Press 40 kg → 62.5 kg") == true)
        // A single marked failed is no load reached: 70 kg × 1F after the 62.5 kg sets does not make it "→ 70 kg".
        stalled.sessions[stalled.sessions.count - 1].exercises[1].sets.append(PerformedSet(reps: 1, weight: 70, type: .failure))
        #expect(tips(15, stalled, language: .en).first?.message.contains("Bench Press 40 kg → 62.5 kg") == true)
    }

    @Test func rankingFeedbackAndSuppression() {
        // One history that fires rules 1 (high), 2 and 5 (medium) and 6 (low): the bench press of rule 6's
        // sample, with too many push sets and too few in the strength goal's range.
        var s = RuleSamples.sample(forRule: 6)
        s.athlete.goal = .kraft
        let engine = TipEngine()
        let plain = engine.run(s.history, asOf: asOf, language: .de)
        let numbers = plain.tips.map(\.number)
        #expect(Set(numbers).isSuperset(of: [1, 2, 5, 6]))
        #expect(numbers.first == 1)
        #expect(numbers.firstIndex(of: 2)! < numbers.firstIndex(of: 5)!)
        // Two "not helpful" for rule 2: score 1/4 < 1/2, so rule 5 now ranks before it.
        let rated = engine.run(s.history, asOf: asOf, language: .de, feedback: ["muscle-balance": RuleFeedback(helpful: 0, ratings: 2)])
        let order = rated.tips.map(\.number)
        #expect(order.firstIndex(of: 5)! < order.firstIndex(of: 2)!)
        // Three "not helpful" for the low-priority rule 6: score 0.2 < 0.35, hidden; a high rule stays.
        let hidden = engine.run(s.history, asOf: asOf, language: .de, feedback: [
            "exercise-variety": RuleFeedback(helpful: 0, ratings: 3), "progressive-overload": RuleFeedback(helpful: 0, ratings: 5),
        ])
        #expect(!hidden.tips.contains { $0.number == 6 })
        #expect(hidden.suppressed.contains { $0.number == 6 })
        #expect(hidden.tips.first?.number == 1)
        #expect(RuleFeedback(helpful: 1, ratings: 4).score == 1.0 / 3.0)
    }

    @Test func cronModeIssuesOnceUntilTheFiguresChange() throws {
        let store = try makeTestDatabase()
        let sample = RuleSamples.sample(forRule: 10)
        try store.saveAthlete(sample.athlete)
        let result = TipEngine().run(sample.history, asOf: asOf, language: .de)
        let first = try store.issueNewTips(result.tips, athleteId: sample.athlete.id, asOf: asOf, cooldownDays: 7, issuedAt: asOf)
        #expect(!first.isEmpty)
        let second = try store.issueNewTips(result.tips, athleteId: sample.athlete.id, asOf: asOf, cooldownDays: 7, issuedAt: asOf)
        #expect(second.isEmpty)
        // Two days later, a bigger record: the same fingerprint with new figures is issued again.
        var more = sample
        more.add("2026-11-17T17:00:00Z", [(1, SampleHistory.sets(3, 5, 110))])
        let later = Timestamp.parseISO("2026-11-18T06:00:00Z")!
        let next = TipEngine().run(more.history, asOf: later, language: .de)
        let third = try store.issueNewTips(next.tips, athleteId: sample.athlete.id, asOf: later, cooldownDays: 7, issuedAt: later)
        #expect(third.map(\.number).contains(10))
        #expect(try store.stats().tips == first.count + third.count)
    }
}
