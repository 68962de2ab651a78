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
        // Six lifts stuck since week 8 with every set done: under-loaded, not tired. Each gets its own next
        // step (double progression: one more rep; the deadlift at 6 reps gets load), and no deload.
        let next = result.tips.filter { $0.number == 1 }
        #expect(next.map { $0.evidence["exercise"] } == ["Back Squat", "Bench Press", "Barbell Row", "Deadlift", "Overhead Press", "Lat Pulldown"].map { .text($0) })
        #expect(next.map { $0.evidence["nextReps"] } == ["9", "9", "11", "6", "9", "11"].map { .text($0) })
        #expect(next[0].message == "Back Squat: no new best for 7 sessions, last time 3 × 8 at 100 kg, every set done. Aim for 9 reps per set; once every set reaches 12, add 2.5 kg.")
        #expect(next[3].title == "Deadlift: add 2.5 kg" && next[3].evidence["nextWeight"] == .number(122.5))
        #expect(Array(result.tips.prefix(3)).map(\.priority) == [.high, .high, .high])
        // Then volume below 10 hard sets a week for chest, shoulders and legs. Chest is trained with one
        // exercise, but with all six lifts stalled a second chest exercise is no fix: no variety tip.
        let volume = result.tips.first { $0.number == 7 }
        #expect(volume?.fingerprint == "volume-tracking:low:chest,low:shoulders,low:legs")
        #expect(volume?.message.hasPrefix("Hard sets a week in the weeks you trained of the last 4: Chest 6, Shoulders 6 and Legs 7.5.") == true)
        #expect(result.tips.first { $0.number == 6 } == nil)
        // Every rule had its data; a deload is nowhere.
        #expect(result.reports.filter { $0.status == "notEvaluated" }.isEmpty)
        #expect(result.reports.filter { $0.status == "fired" }.map(\.number) == [1, 7])
        #expect(result.hidden.isEmpty)
    }
}
