import Foundation

/// What `--as-of` means, for every command alike (SPEC §4): a date is the start of that day in each
/// athlete's own time zone; an ISO-8601 instant is itself; nothing is now. One value resolves it, so
/// `gymbo batch --as-of 2026-11-16` and `gymbo tips --as-of 2026-11-16` judge the same window and issue the
/// same tip ids.
public enum AsOf: Sendable, Equatable {
    case now
    /// A calendar day, `2026-11-16`.
    case day(year: Int, month: Int, day: Int)
    case instant(Date)

    /// What a user typed could not be read.
    public struct ParseError: LocalizedError, Equatable {
        /// The text as typed.
        public var text: String
        public var errorDescription: String? {
            "--as-of must be a date like 2026-11-16 or an instant like 2026-11-16T06:00:00Z, got '\(text)'"
        }
    }

    /// Reads `2026-11-16`, an ISO-8601 instant, or nil (now).
    public init(_ text: String?) throws {
        guard let text else { self = .now; return }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let parts = trimmed.split(separator: "-", omittingEmptySubsequences: false)
        if trimmed.count == 10, parts.count == 3, let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]),
           Timestamp.parseISO(trimmed) != nil {
            self = .day(year: y, month: m, day: d)
        } else if let date = Timestamp.parseISO(trimmed) {
            self = .instant(date)
        } else {
            throw ParseError(text: text)
        }
    }

    /// The instant for an athlete whose weeks and days are counted in `timeZone`.
    public func date(in timeZone: TimeZone, now: Date = Date()) -> Date {
        switch self {
        case .now: return now
        case let .instant(date): return date
        case let .day(year, month, day):
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            // The first instant of the day: midnight, or the hour a DST change lets the day begin at.
            let noon = calendar.date(from: DateComponents(year: year, month: month, day: day, hour: 12))!
            return calendar.startOfDay(for: noon)
        }
    }

    /// The instant in the athlete's calendar.
    public func date(in calendar: TrainingCalendar, now: Date = Date()) -> Date { date(in: calendar.timeZone, now: now) }

    /// The instant where no athlete's zone applies (the run's own clock, file stamps): days in UTC.
    public func date(now: Date = Date()) -> Date { date(in: TimeZone(identifier: "UTC")!, now: now) }
}
