import Foundation

/// Local wall-clock time of an instant in a zone, split into fields (no `DateFormatter`).
struct LocalTime {
    var year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int

    init(_ date: Date, in zone: TimeZone) {
        let utc = Int(date.timeIntervalSince1970.rounded(.down))
        let local = utc + zone.secondsFromGMT(for: date)
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        let secondOfDay = local - days * 86_400
        (year, month, day) = Timestamp.civil(days: days)
        hour = secondOfDay / 3600
        minute = secondOfDay % 3600 / 60
        second = secondOfDay % 60
    }

    /// `2025-09-15`.
    var dayText: String {
        String(decoding: Self.digits(year, 4) + [0x2D] + OutputFile.twoDigits(month) + [0x2D] + OutputFile.twoDigits(day), as: UTF8.self)
    }

    /// `2025-09-15 18:04:09` (Strong).
    var strongText: [UInt8] {
        Self.digits(year, 4) + [0x2D] + OutputFile.twoDigits(month) + [0x2D] + OutputFile.twoDigits(day) + [0x20]
            + OutputFile.twoDigits(hour) + [0x3A] + OutputFile.twoDigits(minute) + [0x3A] + OutputFile.twoDigits(second)
    }

    static let monthAbbreviations = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `8 Apr 2026, 16:50` (Hevy: no leading zero on the day, no seconds).
    var hevyText: String {
        String(day) + " " + Self.monthAbbreviations[month - 1] + " " + String(year) + ", "
            + String(decoding: OutputFile.twoDigits(hour) + [0x3A] + OutputFile.twoDigits(minute), as: UTF8.self)
    }

    static func digits(_ value: Int, _ width: Int) -> [UInt8] {
        var out = [UInt8](repeating: UInt8(ascii: "0"), count: width)
        var v = value
        for i in stride(from: width - 1, through: 0, by: -1) {
            out[i] = UInt8(ascii: "0") + UInt8(v % 10)
            v /= 10
        }
        return out
    }
}
