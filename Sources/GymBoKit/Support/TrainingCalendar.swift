import Foundation

/// Calendar days and ISO weeks in an athlete's time zone.
public struct TrainingCalendar: Sendable {
    /// The zone days and weeks are counted in.
    public let timeZone: TimeZone
    private let calendar: Calendar

    /// A calendar of ISO weeks in `timeZone`.
    public init(timeZone: TimeZone) {
        self.timeZone = timeZone
        var calendar = Calendar(identifier: .iso8601)
        calendar.timeZone = timeZone
        calendar.firstWeekday = 2
        calendar.minimumDaysInFirstWeek = 4
        self.calendar = calendar
    }

    /// The local calendar day `2026-11-16`.
    public func day(_ date: Date) -> String {
        let (y, m, d) = Timestamp.civil(days: dayNumber(date))
        guard (0...9999).contains(y) else { return String(format: "%04d-%02d-%02d", y, m, d) }
        // Written by hand: `String(format:)` and Foundation's calendar were a visible share of writing reports.
        var bytes: [UInt8] = [0, 0, 0, 0, 45, 0, 0, 45, 0, 0]
        for (value, end, digits) in [(y, 3, 4), (m, 6, 2), (d, 9, 2)] {
            var v = value
            for i in stride(from: end, to: end - digits, by: -1) { bytes[i] = UInt8(48 + v % 10); v /= 10 }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The local calendar day holding `date` as days since 1970-01-01: the instant moved by the zone's offset
    /// at that instant. Equal to counting with Foundation's calendar, in a fraction of the time.
    public func dayNumber(_ date: Date) -> Int {
        let local = date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))
        return Int((local / 86_400).rounded(.down))
    }

    /// The ISO week of an instant, in this zone.
    public func week(of date: Date) -> ISOWeek {
        // An ISO week belongs to the year of its Thursday, and counts from the week holding that year's 4 January.
        let day = dayNumber(date)
        let thursday = day - weekday(dayNumber: day) + 3
        let year = Timestamp.civil(days: thursday).year
        return ISOWeek(year: year, week: (thursday - Timestamp.days(year: year, month: 1, day: 1)) / 7 + 1)
    }

    /// The instant a week starts (Monday 00:00 local).
    public func start(of week: ISOWeek) -> Date {
        var c = DateComponents()
        c.yearForWeekOfYear = week.year
        c.weekOfYear = week.week
        c.weekday = 2
        c.hour = 0
        return calendar.date(from: c)!
    }

    /// The instant after the week ends (next Monday 00:00 local).
    public func end(of week: ISOWeek) -> Date { start(of: week.next) }

    /// The start of the local day holding `date`.
    public func startOfDay(_ date: Date) -> Date { calendar.startOfDay(for: date) }

    /// Calendar days from `a`'s day to `b`'s day (0 on the same day), in the athlete's zone.
    public func daysBetween(_ a: Date, _ b: Date) -> Int {
        dayNumber(b) - dayNumber(a)
    }

    /// Day of the week, 0 = Monday … 6 = Sunday.
    public func weekdayIndex(_ date: Date) -> Int { weekday(dayNumber: dayNumber(date)) }

    /// 0 = Monday … 6 = Sunday of a day number (1970-01-01 was a Thursday).
    private func weekday(dayNumber: Int) -> Int { ((dayNumber + 3) % 7 + 7) % 7 }

    /// A date given as `2026-11-16` is the start of that day in this zone; an instant is itself (`AsOf`).
    public func asOf(_ text: String) -> Date? {
        (try? AsOf(text)).map { $0.date(in: self) }
    }
}
