import Foundation
import Testing
@testable import GymBoKit

@Suite("Statistics and ISO weeks (SPEC §4.3)")
struct StatisticsTests {
    let berlin = TrainingCalendar(timeZone: TimeZone(identifier: "Europe/Berlin")!)
    let utc = TrainingCalendar(timeZone: TimeZone(identifier: "UTC")!)

    func session(_ iso: String, sets: [PerformedSet] = [PerformedSet(reps: 5, weight: 100)], exercise: Int = 1, duration: Int = 3600) -> Session {
        Session(id: UUID(), athleteId: .zero, name: "S", startedAt: Timestamp.parseISO(iso)!, duration: duration, source: "test",
                exercises: [Session.Exercise(exerciseId: .catalog(exercise), sets: sets)])
    }

    @Test func sundayEveningInBerlinIsMondayInUTCButStaysInItsWeek() {
        // Sunday 2026-11-22 23:30 in Berlin is 22:30 UTC on Sunday; 2026-11-23 00:30 Berlin is Sunday 23:30 UTC.
        let late = Timestamp.parseISO("2026-11-22T22:30:00Z")!
        #expect(berlin.week(of: late).description == "2026-W47")
        let mondayBerlin = Timestamp.parseISO("2026-11-22T23:30:00Z")!
        #expect(berlin.week(of: mondayBerlin).description == "2026-W48")
        #expect(utc.week(of: mondayBerlin).description == "2026-W47")
        #expect(berlin.day(mondayBerlin) == "2026-11-23")
    }

    @Test func weekYearBoundaries() {
        // 2026 has 53 ISO weeks (1 January 2026 is a Thursday); 2027-01-03 still belongs to 2026-W53.
        #expect(ISOWeek.weeks(in: 2026) == 53)
        #expect(ISOWeek.weeks(in: 2025) == 52)
        #expect(utc.week(of: Timestamp.parseISO("2027-01-03T12:00:00Z")!).description == "2026-W53")
        #expect(utc.week(of: Timestamp.parseISO("2027-01-04T00:00:00Z")!).description == "2027-W01")
        #expect(ISOWeek(year: 2026, week: 53).next.description == "2027-W01")
        #expect(ISOWeek(year: 2027, week: 1).previous.description == "2026-W53")
        #expect(ISOWeek(parsing: "2025-W53") == nil)
        #expect(Timestamp.string(utc.start(of: ISOWeek(year: 2026, week: 53))) == "2026-12-28T00:00:00Z")
        #expect(Timestamp.string(berlin.start(of: ISOWeek(year: 2026, week: 47))) == "2026-11-15T23:00:00Z")
    }

    @Test func weekNumbersCountOnlyWorkingSets() {
        let s = session("2026-11-17T18:00:00Z", sets: [
            PerformedSet(reps: 10, weight: 40, type: .warmup),
            PerformedSet(reps: 5, weight: 100),
            PerformedSet(reps: 5, weight: 100),
            PerformedSet(reps: 2, weight: 100, completed: false),
        ], exercise: 3)
        let exercises = [UUID.catalog(3): Exercise(id: .catalog(3), name: "Bankdrücken", muscleGroups: [.chest, .shoulders, .triceps], equipment: .freeWeights, difficulty: .fortgeschritten)]
        let week = Statistics.week(ISOWeek(year: 2026, week: 47), sessions: [s], exercises: exercises, calendar: utc, weeklyGoal: 1)
        #expect(week.volume == 1000)
        #expect(week.plannedSets == 4 && week.completedSets == 3)
        #expect(week.reps == 10)
        #expect(week.completionRate == 0.75)
        #expect(week.volumeByMuscle == ["chest": 1000, "shoulders": 500, "triceps": 500])
        #expect(week.volumeByWeekday == [0, 1000, 0, 0, 0, 0, 0])
        #expect(week.goalMet)
    }

    @Test func changeAgainstThePreviousWeek() {
        let a = Statistics.week(ISOWeek(year: 2026, week: 46), sessions: [session("2026-11-10T10:00:00Z")], exercises: [:], calendar: utc, weeklyGoal: 3)
        let b = Statistics.week(ISOWeek(year: 2026, week: 47), sessions: [session("2026-11-17T10:00:00Z", sets: [PerformedSet(reps: 5, weight: 125)])], exercises: [:], calendar: utc, weeklyGoal: 3)
        let change = Statistics.change(from: a, to: b)
        #expect(change.volume == 125 && change.volumePercent == 0.25 && change.sessions == 0)
    }

    @Test func streakStopsAtAnEmptyWeekAndExcludesTheCurrentWeek() {
        // Goal 2: W40 ✓ W41 ✓ W42 ✓ W43 – (empty) W44 ✓ W45 ✓; as of Wednesday of W46 with two sessions already.
        var sessions: [Session] = []
        for day in ["2026-09-28", "2026-09-30", "2026-10-05", "2026-10-07", "2026-10-12", "2026-10-14",
                    "2026-10-26", "2026-10-28", "2026-11-02", "2026-11-04", "2026-11-09", "2026-11-10"] {
            sessions.append(session(day + "T18:00:00Z"))
        }
        let asOf = Timestamp.parseISO("2026-11-11T12:00:00Z")!
        let streak = Statistics.streak(sessions: sessions, calendar: utc, weeklyGoal: 2, asOf: asOf)
        #expect(streak == Streak(current: 2, longest: 3))
        #expect(Statistics.lastCompleteWeek(asOf: asOf, calendar: utc).description == "2026-W45")
    }

    @Test func asOfDateIsTheStartOfThatDayInTheAthletesZone() {
        #expect(Timestamp.string(berlin.asOf("2026-11-16")!) == "2026-11-15T23:00:00Z")
        #expect(Timestamp.string(berlin.asOf("2026-11-16T06:00:00Z")!) == "2026-11-16T06:00:00Z")
        #expect(berlin.asOf("16.11.2026") == nil)
    }

    @Test func germanAndEnglishNumbers() {
        #expect(NumberText.format(1234.5, .de) == "1.234,5")
        #expect(NumberText.format(1234.5, .en) == "1,234.5")
        #expect(NumberText.kg(95.625, .de) == "95,63 kg")
        #expect(NumberText.percent(-0.681, .de, signed: true) == "-68,1 %")
        #expect(NumberText.format(0.04, .de) == "0")
        #expect(NumberText.format(1_234_567.05, .en, decimals: 2) == "1,234,567.05")
        #expect(NumberText.format(-999.999, .de, decimals: 2) == "-1.000")
        #expect(NumberText.format(100.5, .de, decimals: 0) == "101")
        #expect(NumberText.format(-0.004, .en, decimals: 2) == "0")
    }

    /// Any value: the digits without group separators read back as the value rounded to `decimals`,
    /// groups are of three digits, and no trailing zero follows the decimal mark.
    @Test func numbersReadBackAsTheRoundedValue() {
        var random = SplitMix64(seed: 41)
        for _ in 0..<5_000 {
            let magnitude = pow(10.0, Double(random.next() % 10)) * Double(random.next() % 1_000_000) / 1_000_000
            let value = random.next() % 2 == 0 ? magnitude : -magnitude
            let decimals = Int(random.next() % 4)
            for language in [Language.de, .en] {
                let text = NumberText.format(value, language, decimals: decimals)
                let (group, mark): (Character, Character) = language == .de ? (".", ",") : (",", ".")
                let parts = text.split(separator: mark, omittingEmptySubsequences: false)
                #expect(parts.count <= 2, "\(text)")
                let whole = parts[0].drop { $0 == "-" }.split(separator: group, omittingEmptySubsequences: false)
                #expect(whole.dropFirst().allSatisfy { $0.count == 3 } && (1...3).contains(whole[0].count), "\(text)")
                if parts.count == 2 { #expect(parts[1].count <= decimals && parts[1].last != "0", "\(text)") }
                let plain = text.replacingOccurrences(of: String(group), with: "").replacingOccurrences(of: String(mark), with: ".")
                let scale = pow(10.0, Double(decimals))
                #expect(abs(Double(plain)! - (value * scale).rounded() / scale) < 1e-9 * max(1, abs(value)), "\(value) \(decimals): \(text)")
            }
        }
    }
}
