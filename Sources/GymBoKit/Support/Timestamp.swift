import Foundation

/// Fast, locale-free conversion between `Date` and the ISO-8601 UTC text the database stores.
///
/// The store writes instants as `YYYY-MM-DDTHH:MM:SSZ` (sortable as text, readable in the sqlite3
/// shell). `DateFormatter` is slow and locale-dependent; these functions use the proleptic Gregorian
/// calendar arithmetic of Howard Hinnant's `days_from_civil`, so they are exact and allocation-light.
package enum Timestamp {
    /// Days since 1970-01-01 of a civil date.
    package static func days(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The civil date of a day number.
    package static func civil(days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// Days in a month of a year.
    package static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// `2026-11-16T06:00:00Z` for an instant (whole seconds, UTC).
    package static func string(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let dayNumber = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - dayNumber * 86_400
        let (y, m, d) = civil(days: dayNumber)
        // Built by hand: String(format:) went through vfprintf and cost seconds on large imports.
        var bytes = [UInt8](repeating: 0, count: 20)
        func put(_ value: Int, at offset: Int, digits: Int) {
            var v = value
            for i in stride(from: offset + digits - 1, through: offset, by: -1) {
                bytes[i] = UInt8(48 + v % 10)
                v /= 10
            }
        }
        guard (0...9999).contains(y) else {
            return String(format: "%04d-%02d-%02dT%02d:%02d:%02dZ", y, m, d, secondOfDay / 3600, secondOfDay % 3600 / 60, secondOfDay % 60)
        }
        put(y, at: 0, digits: 4); bytes[4] = 45
        put(m, at: 5, digits: 2); bytes[7] = 45
        put(d, at: 8, digits: 2); bytes[10] = 84
        put(secondOfDay / 3600, at: 11, digits: 2); bytes[13] = 58
        put(secondOfDay % 3600 / 60, at: 14, digits: 2); bytes[16] = 58
        put(secondOfDay % 60, at: 17, digits: 2); bytes[19] = 90
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `2026-11-16` for a day number.
    package static func dayString(days: Int) -> String {
        let (y, m, d) = civil(days: days)
        return String(format: "%04d-%02d-%02d", y, m, d)
    }

    /// Parses the stored form (and any ISO-8601 instant with `Z` or an offset, with or without
    /// fractional seconds). `nil` when it is not one.
    /// A stored instant (`string(_:)`'s `2026-11-16T06:00:00Z`), read without copying or trimming: the
    /// records recompute reads one per session. Any other text goes through `parseISO`.
    static func parseStored(_ text: String) -> Date? {
        let seconds: Int?? = text.utf8.withContiguousStorageIfAvailable { b -> Int? in
            guard b.count == 20, b[4] == 45, b[7] == 45, b[10] == 84, b[13] == 58, b[16] == 58, b[19] == 90 else { return nil }
            var ok = true
            func n(_ from: Int, _ digits: Int) -> Int {
                var value = 0
                for i in from..<(from + digits) {
                    let c = b[i]
                    if c < 48 || c > 57 { ok = false }
                    value = value * 10 + Int(c) - 48
                }
                return value
            }
            let y = n(0, 4), mo = n(5, 2), d = n(8, 2), h = n(11, 2), mi = n(14, 2), sec = n(17, 2)
            guard ok, (1...12).contains(mo), (1...daysInMonth(year: y, month: mo)).contains(d), h < 24, mi < 60, sec < 60 else { return nil }
            return days(year: y, month: mo, day: d) * 86_400 + h * 3600 + mi * 60 + sec
        }
        if let known = seconds, let value = known { return Date(timeIntervalSince1970: Double(value)) }
        return parseISO(text)
    }

    package static func parseISO(_ text: String) -> Date? {
        // Spaces and tabs trimmed as bytes: Foundation's trimming bridges the text through UTF-16, which stood
        // out in a profile of the Liftosaur import (an instant per row). Other whitespace still goes through it.
        let bytes = Array(text.utf8)
        var lo = 0, hi = bytes.count
        while lo < hi, bytes[lo] == 0x20 || bytes[lo] == 0x09 { lo += 1 }
        while hi > lo, bytes[hi - 1] == 0x20 || bytes[hi - 1] == 0x09 { hi -= 1 }
        let utf8 = lo < hi && (bytes[lo] >= 0x80 || bytes[hi - 1] >= 0x80)
            ? Array(text.trimmingCharacters(in: .whitespaces).utf8) : Array(bytes[lo..<hi])
        var i = 0
        func number(_ digits: Int) -> Int? {
            guard i + digits <= utf8.count else { return nil }
            var value = 0
            for _ in 0..<digits {
                let c = utf8[i]
                guard c >= 48 && c <= 57 else { return nil }
                value = value * 10 + Int(c - 48)
                i += 1
            }
            return value
        }
        func expect(_ c: UInt8) -> Bool {
            guard i < utf8.count, utf8[i] == c else { return false }
            i += 1
            return true
        }
        guard let y = number(4), expect(45), let mo = number(2), expect(45), let d = number(2) else { return nil }
        guard (1...12).contains(mo), (1...daysInMonth(year: y, month: mo)).contains(d) else { return nil }
        var seconds = 0
        var fraction = 0.0
        if i < utf8.count {
            guard utf8[i] == 84 || utf8[i] == 32 else { return nil }  // 'T' or ' '
            i += 1
            guard let h = number(2), expect(58), let mi = number(2), h < 24, mi < 60 else { return nil }
            seconds = h * 3600 + mi * 60
            if expect(58) {
                guard let s = number(2), s < 61 else { return nil }
                seconds += min(s, 59)
                if expect(46) {
                    var scale = 0.1
                    while i < utf8.count, utf8[i] >= 48, utf8[i] <= 57 {
                        fraction += Double(utf8[i] - 48) * scale
                        scale /= 10
                        i += 1
                    }
                }
            }
            if i < utf8.count {
                if expect(90) {  // 'Z'
                } else if utf8[i] == 43 || utf8[i] == 45 {
                    let sign = utf8[i] == 43 ? 1 : -1
                    i += 1
                    guard let oh = number(2) else { return nil }
                    _ = expect(58)
                    let om = number(2) ?? 0
                    seconds -= sign * (oh * 3600 + om * 60)
                } else {
                    return nil
                }
            }
            guard i == utf8.count else { return nil }
        }
        let total = Double(days(year: y, month: mo, day: d) * 86_400 + seconds) + fraction
        return Date(timeIntervalSince1970: total)
    }
}
