import Foundation
import Testing
@testable import GymBoKit

/// A realistic 12-week history: three sessions a week (A: squat, bench, row; B: deadlift, overhead press,
/// lat pulldown), loads rising 2.5 kg a week until week 8, then stuck; a missed week; heart rate.
func twelveWeekHistory() -> SampleHistory {
    var s = SampleHistory(athlete: Athlete(
        id: UUID(uuidString: "0B000000-0000-4000-8000-000000000002")!, name: "Jonas", birthDate: "1992-02-14", bodyweight: 82,
        goal: .muskelaufbau, experience: .fortgeschritten, weeklyGoal: 3, timezone: "Europe/Berlin"))
    let start = Timestamp.parseISO("2026-08-24T16:30:00Z")!  // Monday of 2026-W35
    for week in 0..<12 where week != 5 {
        let step = Double(min(week, 8)) * 2.5
        for (day, kind) in [(0, "A"), (2, "B"), (4, "A")] {
            let date = start.addingTimeInterval(Double(week * 7 + day) * 86_400)
            let warmup = PerformedSet(reps: 10, weight: 40, restTime: 60, type: .warmup)
            func work(_ weight: Double, _ reps: Int = 8) -> [PerformedSet] {
                [warmup] + Array(repeating: PerformedSet(reps: reps, weight: weight, restTime: 105), count: 3)
            }
            let exercises: [(Int, [PerformedSet])] = kind == "A"
                ? [(1, work(80 + step)), (3, work(60 + step)), (5, work(50 + step, 10))]
                : [(2, work(100 + step, 6)), (4, work(35 + step / 2)), (121, work(45 + step, 10))]
            s.add(Timestamp.string(date), exercises, duration: 55 * 60 + week * 30, avgHeartRate: 118 + week, name: "Plan \(kind)")
        }
    }
    return s
}

@Suite("A realistic 12-week history")
struct RealisticHistoryTests {
    let asOf = Timestamp.parseISO("2026-11-16T06:00:00Z")!

    @Test func rankedTopThreeAndTheirEvidence() {
        let history = twelveWeekHistory().history
        let result = TipEngine().run(history, asOf: asOf, language: .en)
        let top = Array(result.tips.prefix(3))
        // Six lifts stalled since week 8: one deload week instead of six "add load" tips; then legs are
        // short-changed (the app's deadlift counts as back work); then chest is trained with one exercise.
        #expect(top.map(\.rule) == ["plateau-breaking", "muscle-balance", "exercise-variety"])
        #expect(top.map(\.priority) == [.high, .medium, .low])
        #expect(top[0].evidence["stalledExercises"] == .number(6))
        #expect(top[0].evidence["longestStall"] == .number(7))
        #expect(top[0].evidence["exercises"] == .list(["Bankdrücken", "Kniebeugen", "Rudern vorgebeugt", "Kreuzheben", "Latzug", "Schulterdrücken"]))
        #expect(top[1].fingerprint == "muscle-balance:upper-lower")
        #expect(top[1].evidence["upperSets"] == .number(132) && top[1].evidence["lowerSets"] == .number(60))
        #expect(top[1].evidence["upperLowerRatio"] == .number(2.2))
        #expect(top[2].fingerprint == "exercise-variety:chest")
        #expect(top[2].evidence["suggestion"] == .text("Kurzhantel-Bankdrücken"))
        #expect(top[2].evidence["sets"] == .number(24))
        // Not evaluated is never a guess; here every rule had its data.
        #expect(result.reports.filter { $0.status == "notEvaluated" }.isEmpty)
        #expect(result.reports.filter { $0.status == "fired" }.map(\.number) == [1, 2, 6, 14])
    }
}
