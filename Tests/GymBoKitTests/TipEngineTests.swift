import Foundation
import Testing
@testable import GymBoKit

@Suite("TipEngine: the 15 rules (SPEC §4.5)")
struct TipEngineTests {
    let asOf = RuleSamples.asOf

    func outcome(_ number: Int, _ sample: SampleHistory, asOf: Date? = nil) -> RuleOutcome {
        let date = asOf ?? self.asOf
        let rule = TipEngine.rules.first { $0.number == number }!
        let context = CoachingContext(history: sample.history, asOf: date, analysis: WorkoutAnalyzer().analyze(sample.history, asOf: date), language: .de)
        return rule.evaluate(rule, context)
    }

    func tips(_ number: Int, _ sample: SampleHistory, asOf: Date? = nil) -> [Tip] {
        if case let .fired(tips) = outcome(number, sample, asOf: asOf) { return tips }
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

    @Test func rule1ProgressiveOverloadAtThreeStalledSessions() {
        let fired = RuleSamples.sample(forRule: 1)
        let tip = tips(1, fired).first
        #expect(tip?.evidence["sessionsWithoutRecord"] == .number(3))
        #expect(tip?.evidence["nextWeight"] == .number(102.5))
        #expect(tip?.message.contains("Nächstes Mal 102,5 kg × 5 versuchen.") == true)
        var two = SampleHistory()
        two.athlete.goal = .kraft
        for day in ["2026-10-27", "2026-11-03", "2026-11-10"] { two.add(day + "T17:00:00Z", [(1, sets(3, 5, 100, 90, true))]) }
        #expect(isSilent(1, two))
    }

    @Test func rule1DoubleProgressionAddsRepsOrWeight() {
        var s = SampleHistory()
        s.athlete.goal = .muskelaufbau
        s.athlete.experience = .fortgeschritten
        s.add("2026-10-20T17:00:00Z", [(118, sets(3, 12, 150, 90, true))])
        for day in ["2026-10-27", "2026-11-03", "2026-11-10"] { s.add(day + "T17:00:00Z", [(118, sets(3, 12, 150, 90, true))]) }
        let tip = tips(1, s).first
        #expect(tip?.evidence["strategy"] == .text("doubleProgression"))
        #expect(tip?.evidence["nextWeight"] == .number(155))
        #expect(tip?.evidence["nextReps"] == .text("8"))
    }

    @Test func rule2UpperLowerJustPastTwo() {
        func history(extraLateralRaises: Int) -> SampleHistory {
            var s = SampleHistory()
            let exercises: [(Int, [PerformedSet])] = [
                (33, sets(3, 10, 20, 90, true)), (34, sets(3 + extraLateralRaises, 12, 10, 90, true)), (10, sets(3, 10, 25, 90, true)),
                (121, sets(4, 10, 50, 90, true)), (9, sets(3, 10, 30, 90, true)),
                (119, sets(3, 12, 40, 90, true)), (120, sets(3, 12, 35, 90, true)), (129, sets(3, 15, 60, 90, true)),
            ]
            s.add("2026-11-10T17:00:00Z", exercises)
            return s
        }
        #expect(isSilent(2, history(extraLateralRaises: 0)))
        let fired = tips(2, history(extraLateralRaises: 1))
        #expect(fired.map(\.fingerprint) == ["muscle-balance:upper-lower"])
        #expect(fired.first?.evidence["upperLowerRatio"] == .number(19.0 / 9.0))
    }

    @Test func rule3At47HoursFiresAnd49HoursDoesNot() {
        func pair(hours: Double) -> SampleHistory {
            var s = SampleHistory()
            s.add("2026-11-12T07:00:00Z", [(1, sets(3, 5, 100, 90, true))])
            s.add(Timestamp.string(Timestamp.parseISO("2026-11-12T07:00:00Z")!.addingTimeInterval(hours * 3600)), [(1, sets(3, 5, 90, 90, true))])
            return s
        }
        #expect(tips(3, pair(hours: 47)).first?.evidence["hoursBetween"] == .number(47))
        #expect(isSilent(3, pair(hours: 49)))
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

    @Test func rule5BelowSixtyPercentInRange() {
        func history(inRange: Int, outside: Int) -> SampleHistory {
            var s = SampleHistory()
            s.athlete.goal = .kraft
            s.add("2026-11-10T17:00:00Z", [(1, sets(inRange, 5, 100, 180, true) + sets(outside, 8, 80, 180, true))])
            return s
        }
        #expect(isSilent(5, history(inRange: 6, outside: 4)))
        #expect(tips(5, history(inRange: 10, outside: 7)).first?.evidence["shareInRange"] == .number(10.0 / 17.0))
    }

    @Test func rule6AtSixSetsWithOneExercise() {
        var six = SampleHistory()
        six.add("2026-11-10T17:00:00Z", [(3, sets(6, 8, 70, 90, true))])
        let tip = tips(6, six).first
        #expect(tip?.evidence["suggestion"] == .text("Kurzhantel-Bankdrücken"))
        var five = SampleHistory()
        five.add("2026-11-10T17:00:00Z", [(3, sets(5, 8, 70, 90, true))])
        #expect(isSilent(6, five))
    }

    @Test func rule7At999And1001Kilograms() {
        var low = SampleHistory()
        low.add("2026-11-11T17:00:00Z", [(9, sets(3, 9, 37, 90, true))])
        #expect(tips(7, low).first?.evidence["volume"] == .number(999))
        var enough = SampleHistory()
        enough.add("2026-11-11T17:00:00Z", [(9, sets(1, 11, 91, 90, true))])
        #expect(isSilent(7, enough))
        var bodyweightOnly = SampleHistory()
        bodyweightOnly.add("2026-11-11T17:00:00Z", [(63, sets(3, 15, 0, 90, true))])
        #expect(notEvaluated(7, bodyweightOnly) != nil)
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

    @Test func rule10RecordInsideTheLastSevenDaysOnly() {
        let tip = tips(10, RuleSamples.sample(forRule: 10)).first
        #expect(tip?.evidence["kind"] == .text("bestE1RM"))
        #expect(tip?.evidence["oldValue"] == .number(112.5))
        #expect(tip?.evidence["newValue"] == .number(118.125))
        var old = SampleHistory()
        old.add("2026-11-01T17:00:00Z", [(1, sets(3, 5, 100, 90, true))])
        old.add("2026-11-08T17:00:00Z", [(1, sets(3, 5, 105, 90, true))])
        #expect(isSilent(10, old))
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
    }

    @Test func rule13PriorityByLevelGap() {
        #expect(tips(13, RuleSamples.sample(forRule: 13)).first?.priority == .medium)
        var gapOne = RuleSamples.sample(forRule: 13)
        gapOne.athlete.experience = .fortgeschritten
        #expect(tips(13, gapOne).first?.priority == .low)
        var same = RuleSamples.sample(forRule: 13)
        same.athlete.experience = .profi
        #expect(isSilent(13, same))
    }

    @Test func rule14ThreeStalledOrOneForSix() {
        #expect(tips(14, RuleSamples.sample(forRule: 14)).first?.evidence["stalledExercises"] == .number(3))
        var two = SampleHistory()
        two.add("2026-10-20T17:00:00Z", [(1, sets(3, 5, 100, 90, true)), (3, sets(3, 5, 80, 90, true))])
        for day in ["2026-10-27", "2026-11-03", "2026-11-10"] {
            two.add(day + "T17:00:00Z", [(1, sets(3, 5, 100, 90, true)), (3, sets(3, 5, 80, 90, true))])
        }
        #expect(isSilent(14, two))
        var six = SampleHistory()
        six.add("2026-09-25T17:00:00Z", [(1, sets(3, 5, 100, 90, true))])
        for day in ["2026-10-01", "2026-10-08", "2026-10-15", "2026-10-22", "2026-10-29", "2026-11-05"] {
            six.add(day + "T17:00:00Z", [(1, sets(3, 5, 100, 90, true))])
        }
        #expect(tips(14, six).first?.evidence["longestStall"] == .number(6))
    }

    @Test func rule15AtTheTwentyFifthSession() {
        #expect(tips(15, RuleSamples.sample(forRule: 15)).first?.evidence["milestone"] == .number(25))
        var s = RuleSamples.sample(forRule: 15)
        s.sessions.removeLast()
        #expect(isSilent(15, s))
    }

    @Test func rankingFeedbackAndSuppression() {
        // One history that fires rules 2 (medium), 5 (medium), 6 (low) and 1 (high).
        var s = RuleSamples.sample(forRule: 1)
        let extra: [(Int, [PerformedSet])] = [(3, sets(6, 10, 60, 90, true)), (33, sets(6, 12, 14, 90, true))]
        s.add("2026-11-12T17:00:00Z", extra)
        let engine = TipEngine()
        let plain = engine.run(s.history, asOf: asOf, language: .de)
        let numbers = plain.tips.map(\.number)
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

