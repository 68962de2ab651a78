import Foundation

/// An ISO-8601 week such as `2026-W47`.
public struct ISOWeek: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The ISO week-numbering year (which can differ from the calendar year at the turn of the year).
    public var year: Int
    /// The week, 1…52 or 53.
    public var week: Int

    /// The week `week` of `year`.
    public init(year: Int, week: Int) {
        self.year = year
        self.week = week
    }

    /// Parses `2026-W47` (also `2026W47`, `2026-w47`).
    public init?(parsing text: String) {
        let parts = text.uppercased().replacingOccurrences(of: "-", with: "").split(separator: "W")
        guard parts.count == 2, let y = Int(parts[0]), let w = Int(parts[1]), (1...53).contains(w), (1900...2200).contains(y) else { return nil }
        guard w <= ISOWeek.weeks(in: y) else { return nil }
        self.init(year: y, week: w)
    }

    /// 52 or 53: years whose 1 January is a Thursday, or leap years starting on a Wednesday, have 53.
    public static func weeks(in year: Int) -> Int {
        func jan1Weekday(_ y: Int) -> Int { ((Timestamp.days(year: y, month: 1, day: 1) % 7) + 7 + 3) % 7 }  // 0 = Monday
        let w = jan1Weekday(year)
        let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        return w == 3 || (leap && w == 2) ? 53 : 52
    }

    /// The week after.
    public var next: ISOWeek { week < ISOWeek.weeks(in: year) ? ISOWeek(year: year, week: week + 1) : ISOWeek(year: year + 1, week: 1) }
    /// The week before.
    public var previous: ISOWeek { week > 1 ? ISOWeek(year: year, week: week - 1) : ISOWeek(year: year - 1, week: ISOWeek.weeks(in: year - 1)) }

    /// `2026-W47`.
    public var description: String { String(format: "%04d-W%02d", year, week) }

    /// Earlier weeks first.
    public static func < (lhs: ISOWeek, rhs: ISOWeek) -> Bool { (lhs.year, lhs.week) < (rhs.year, rhs.week) }

    /// Encodes as the string `2026-W47`.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// Reads the string `2026-W47`.
    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let week = ISOWeek(parsing: text) else { throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not an ISO week: \(text)")) }
        self = week
    }
}
