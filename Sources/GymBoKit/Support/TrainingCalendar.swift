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
        let c = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", c.year!, c.month!, c.day!)
    }

    /// The ISO week of an instant, in this zone.
    public func week(of date: Date) -> ISOWeek {
        let c = calendar.dateComponents([.yearForWeekOfYear, .weekOfYear], from: date)
        return ISOWeek(year: c.yearForWeekOfYear!, week: c.weekOfYear!)
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
        calendar.dateComponents([.day], from: startOfDay(a), to: startOfDay(b)).day ?? 0
    }

    /// Day of the week, 0 = Monday … 6 = Sunday.
    public func weekdayIndex(_ date: Date) -> Int {
        (calendar.component(.weekday, from: date) + 5) % 7
    }

    /// A date given as `2026-11-16` is the start of that day in this zone; an instant is itself (`AsOf`).
    public func asOf(_ text: String) -> Date? {
        (try? AsOf(text)).map { $0.date(in: self) }
    }
}
