import Foundation

/// Numbers for people, by language, without the system locale (so output is the same on every machine).
public enum NumberText {
    /// `1.234,5` in German, `1,234.5` in English; at most `decimals` places, trailing zeros dropped.
    public static func format(_ value: Double, _ language: Language, decimals: Int = 1) -> String {
        guard value.isFinite else { return "–" }
        // Beyond 15 digits there is nothing to group and `Int` could overflow (a corrupt stored value).
        guard abs(value) < 1e15 else { return String(value) }
        let scale = pow(10.0, Double(decimals))
        let rounded = (value * scale).rounded() / scale
        let negative = rounded < 0
        let magnitude = abs(rounded)
        let whole = Int(magnitude.rounded(.down))
        var fraction = Int(((magnitude - Double(whole)) * scale).rounded())
        var wholePart = whole
        if fraction >= Int(scale) { wholePart += 1; fraction = 0 }
        var digits = String(wholePart)
        let groupSeparator: Character = language == .de ? "." : ","
        if digits.count > 3 {
            var grouped = ""
            for (i, c) in digits.reversed().enumerated() {
                if i > 0 && i % 3 == 0 { grouped.append(groupSeparator) }
                grouped.append(c)
            }
            digits = String(grouped.reversed())
        }
        var text = digits
        if decimals > 0 && fraction > 0 {
            var f = String(fraction)
            while f.count < decimals { f = "0" + f }
            while f.hasSuffix("0") { f.removeLast() }
            text += (language == .de ? "," : ".") + f
        }
        return (negative && rounded != 0 ? "-" : "") + text
    }

    /// `112,5 kg`.
    public static func kg(_ value: Double, _ language: Language) -> String { format(value, language, decimals: 2) + " kg" }

    /// `1 Datei`, `3 Dateien`: a count with the noun in the right number (one helper for every language's
    /// plurals, so no "1 Dateien" slips through).
    public static func count(_ n: Int, _ one: String, _ many: String) -> String { "\(n) \(n == 1 ? one : many)" }

    /// `+12,5 %` style percentages of a ratio.
    public static func percent(_ ratio: Double, _ language: Language, signed: Bool = false) -> String {
        let text = format(ratio * 100, language, decimals: 1)
        return (signed && ratio > 0 ? "+" : "") + text + " %"
    }
}

/// Calendar days and ISO weeks in an athlete's time zone.
public struct TrainingCalendar: Sendable {
    public let timeZone: TimeZone
    private let calendar: Calendar

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

/// An ISO-8601 week such as `2026-W47`.
public struct ISOWeek: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    public var year: Int
    public var week: Int

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

    public var next: ISOWeek { week < ISOWeek.weeks(in: year) ? ISOWeek(year: year, week: week + 1) : ISOWeek(year: year + 1, week: 1) }
    public var previous: ISOWeek { week > 1 ? ISOWeek(year: year, week: week - 1) : ISOWeek(year: year - 1, week: ISOWeek.weeks(in: year - 1)) }

    public var description: String { String(format: "%04d-W%02d", year, week) }

    public static func < (lhs: ISOWeek, rhs: ISOWeek) -> Bool { (lhs.year, lhs.week) < (rhs.year, rhs.week) }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let week = ISOWeek(parsing: text) else { throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not an ISO week: \(text)")) }
        self = week
    }
}
