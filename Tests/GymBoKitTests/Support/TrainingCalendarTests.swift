import Foundation
import Testing
@testable import GymBoKit

@Suite("Calendar days in the athlete's zone")
struct TrainingCalendarTests {
    /// Foundation's ISO calendar in `zone`, the reference the day arithmetic must equal.
    func reference(_ zone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .iso8601)
        calendar.timeZone = zone
        return calendar
    }

    @Test func daysWeekdaysAndDayCountsEqualFoundationsCalendar() throws {
        var rng = SplitMix64(seed: 17)
        // Zones with daylight saving, half-hour and 45-minute offsets, both sides of UTC.
        for name in ["UTC", "Europe/Berlin", "America/New_York", "America/Los_Angeles", "Australia/Lord_Howe", "Asia/Kathmandu", "Asia/Kolkata", "Pacific/Auckland", "America/St_Johns"] {
            let zone = try #require(TimeZone(identifier: name))
            let calendar = TrainingCalendar(timeZone: zone), foundation = reference(zone)
            for _ in 0..<400 {
                // 1990–2040, and often within an hour of midnight or of a daylight-saving change.
                var a = Date(timeIntervalSince1970: Double(Int.random(in: 631_152_000...2_208_988_800, using: &rng)))
                if Bool.random(using: &rng) { a = foundation.startOfDay(for: a).addingTimeInterval(Double(Int.random(in: -3600...3600, using: &rng))) }
                let b = a.addingTimeInterval(Double(Int.random(in: -40 * 86_400...400 * 86_400, using: &rng)))
                let c = foundation.dateComponents([.year, .month, .day, .weekday, .yearForWeekOfYear, .weekOfYear], from: a)
                #expect(calendar.week(of: a) == ISOWeek(year: c.yearForWeekOfYear!, week: c.weekOfYear!), "\(name) \(a)")
                #expect(calendar.day(a) == String(format: "%04d-%02d-%02d", c.year!, c.month!, c.day!), "\(name) \(a)")
                #expect(calendar.weekdayIndex(a) == (c.weekday! + 5) % 7, "\(name) \(a)")
                let days = foundation.dateComponents([.day], from: foundation.startOfDay(for: a), to: foundation.startOfDay(for: b)).day!
                #expect(calendar.daysBetween(a, b) == days, "\(name) \(a) \(b)")
            }
        }
    }

    @Test func aHandCountedExample() throws {
        let calendar = TrainingCalendar(timeZone: try #require(TimeZone(identifier: "Europe/Berlin")))
        // Berlin's clocks go forward on Sunday 2026-03-29: 2026-03-28 23:30 UTC is that Sunday, 00:30 winter
        // time, and 2026-03-29 22:00 UTC is Monday 00:00 summer time, one calendar day later (23 hours).
        let sundayEarly = Date(timeIntervalSince1970: 1_774_740_600)  // 2026-03-28T23:30:00Z
        #expect(calendar.day(sundayEarly) == "2026-03-29")
        #expect(calendar.weekdayIndex(sundayEarly) == 6)
        let nextMonday = Date(timeIntervalSince1970: 1_774_821_600)  // 2026-03-29T22:00:00Z, Monday 00:00 summer time
        #expect(calendar.day(nextMonday) == "2026-03-30")
        #expect(calendar.daysBetween(sundayEarly, nextMonday) == 1)
        #expect(calendar.daysBetween(nextMonday, sundayEarly) == -1)
        #expect(calendar.week(of: sundayEarly) == ISOWeek(year: 2026, week: 13) && calendar.week(of: nextMonday) == ISOWeek(year: 2026, week: 14))
        // 2027-01-01 is a Friday: it belongs to the last week of 2026, which has 53 weeks.
        #expect(calendar.week(of: Date(timeIntervalSince1970: 1_798_800_000)) == ISOWeek(year: 2026, week: 53))
    }
}
