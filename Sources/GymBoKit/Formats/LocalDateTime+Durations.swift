import Foundation

/// Durations as the apps write them beside their timestamps.
extension LocalDateTime {
    /// Seconds of a duration as the apps write it; `nil` when it is not one.
    ///
    /// Forms: plain seconds `3600` or `3600.0` (Strong B, Hevy), units `20s`, `56m`, `1h 6m`, `1h`,
    /// `1 h 6 min 20 sec` (Strong C′), clock forms `0:01:30` (h:mm:ss) and `00:30` (mm:ss, FitNotes).
    /// Negative, non-finite and absurd values (over 100 days) are `nil`.
    package static func durationSeconds(_ text: some StringProtocol) -> Int? {
        let bytes = Array(text.utf8)
        var start = 0, end = bytes.count
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        guard start < end, end - start <= 64 else { return nil }
        let body = bytes[start..<end]
        let limit = 100 * 86_400.0
        if body.allSatisfy({ isDigit($0) || $0 == 0x2E }), let seconds = Double(String(decoding: body, as: UTF8.self)) {
            guard seconds.isFinite, seconds >= 0, seconds <= limit else { return nil }
            return Int(seconds.rounded())
        }
        if body.contains(0x3A) { return clockSeconds(body) }
        return unitSeconds(body, limit: limit)
    }

    /// `h:mm:ss` or `mm:ss`.
    private static func clockSeconds(_ body: ArraySlice<UInt8>) -> Int? {
        let parts = body.split(separator: 0x3A, omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3 else { return nil }
        var values: [Int] = []
        for part in parts {
            guard (1...4).contains(part.count), part.allSatisfy(isDigit) else { return nil }
            values.append(part.reduce(0) { $0 * 10 + Int($1 - 0x30) })
        }
        // Every part after the first is a sexagesimal digit pair.
        guard values.dropFirst().allSatisfy({ $0 < 60 }) else { return nil }
        let seconds = values.count == 3 ? values[0] * 3600 + values[1] * 60 + values[2] : values[0] * 60 + values[1]
        return seconds <= 100 * 86_400 ? seconds : nil
    }

    /// `1h 6m 20s` and spelled-out units; each unit at most once.
    private static func unitSeconds(_ body: ArraySlice<UInt8>, limit: Double) -> Int? {
        var i = body.startIndex
        var total = 0.0
        var seen = Set<Int>()
        var sawAny = false
        while i < body.endIndex {
            while i < body.endIndex, body[i] == 0x20 || body[i] == 0x2C { i += 1 }
            if i == body.endIndex { break }
            let numberStart = i
            while i < body.endIndex, isDigit(body[i]) || body[i] == 0x2E { i += 1 }
            guard i > numberStart, i - numberStart <= 8,
                  let value = Double(String(decoding: body[numberStart..<i], as: UTF8.self)) else { return nil }
            while i < body.endIndex, body[i] == 0x20 { i += 1 }
            let unitStart = i
            while i < body.endIndex, isLetter(body[i]) { i += 1 }
            let unit = String(decoding: body[unitStart..<i].map(lowercased), as: UTF8.self)
            let scale: Int
            switch unit {
            case "h", "hr", "hrs", "hour", "hours", "std": scale = 3600
            case "m", "min", "mins", "minute", "minutes": scale = 60
            case "s", "sec", "secs", "second", "seconds", "sek": scale = 1
            default: return nil
            }
            guard seen.insert(scale).inserted else { return nil }
            total += value * Double(scale)
            sawAny = true
        }
        guard sawAny, total.isFinite, total <= limit else { return nil }
        return Int(total.rounded())
    }
}
