import Foundation

/// A wall-clock date and time without a zone, as Strong, Hevy and FitNotes write their timestamps.
///
/// The three apps write local time with no offset, in several spellings and (Hevy) with localized month
/// names. `DateFormatter` is slow and needs a locale per spelling, so this type parses the forms by hand
/// over UTF-8 bytes; the caller supplies the athlete's zone to turn the result into an instant.
///
/// Accepted forms (whitespace between tokens is free, case is ignored):
/// - ISO-like: `2024-03-05 18:30:12`, `2024-03-05T18:30`, `2024-03-05` (date only: midnight),
///   `2024/03/05 18:30:12`;
/// - 12-hour: any time above followed by `AM`/`PM` (`a.m.`, `p.m.` too): `2024-03-05 6:30:12 PM`;
/// - numeric day-first or month-first: `3/5/2024 6:30 PM` is month/day/year (the US order the apps
///   use with slashes) unless the first number is above 12; `5.3.2024 18:30` and `5-3-2024` are day
///   first;
/// - month names: `8 Apr 2026, 16:50`, `8. Apr. 2026, 16:50`, `Apr 8, 2026, 4:50 PM`, with English,
///   German, French, Spanish, Portuguese, Italian and Dutch month names, full or abbreviated, with or
///   without a trailing dot and with or without accents (`Mär`, `Marz`, `févr.`, `fev`, `mrt`, `dic`).
///   One connecting word between date and time is allowed (`8 Apr 2026 um 16:50`).
///
/// Anything else, or an impossible date (`2024-02-30`, hour 25), is `nil`; callers write the message.
/// No input crashes the parser: numbers longer than four digits are refused before they can overflow.
package struct LocalDateTime: Sendable, Hashable, CustomStringConvertible {
    package var year: Int
    package var month: Int
    package var day: Int
    package var hour: Int
    package var minute: Int
    package var second: Int

    /// A validated wall-clock time; `nil` when a field is out of range (`month: 13`, `day: 31` in April).
    package init?(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) {
        guard (1...9999).contains(year), (1...12).contains(month),
              (1...Timestamp.daysInMonth(year: year, month: month)).contains(day),
              (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// Parses one of the forms listed on the type; `nil` when `text` is none of them.
    package init?(parsing text: some StringProtocol) {
        let parsed: LocalDateTime?? = text.utf8.withContiguousStorageIfAvailable { LocalDateTime.parse($0) }
        if let parsed {
            guard let value = parsed else { return nil }
            self = value
        } else {
            guard let value = Array(text.utf8).withUnsafeBufferPointer({ LocalDateTime.parse($0) }) else { return nil }
            self = value
        }
    }

    /// Days since 1970-01-01 of the calendar date (the day a FitNotes session belongs to).
    package var dayNumber: Int { Timestamp.days(year: year, month: month, day: day) }

    /// `2024-03-05 18:30:12`, for messages and names.
    package var description: String {
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2)) \(pad(hour, 2)):\(pad(minute, 2)):\(pad(second, 2))"
    }

    /// The calendar date alone, `2024-03-05`.
    package var dateString: String { String(description.prefix(10)) }

    /// The instant this wall-clock time denotes in `timeZone`.
    ///
    /// The naive epoch (the time read as if it were UTC) is corrected by the zone's offset at that
    /// moment, then checked once more with the offset at the corrected instant, so times next to a DST
    /// change land on the right side. A time that does not exist (skipped by a spring-forward) moves
    /// forward by the gap; an ambiguous one (repeated by a fall-back) takes the later, standard-time
    /// reading.
    package func instant(in timeZone: TimeZone) -> Date {
        let naive = Double(dayNumber * 86_400 + hour * 3600 + minute * 60 + second)
        let firstOffset = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: naive))
        var candidate = naive - Double(firstOffset)
        let secondOffset = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: candidate))
        if secondOffset != firstOffset { candidate = naive - Double(secondOffset) }
        return Date(timeIntervalSince1970: candidate)
    }

    /// Parses `text` and converts it to an instant in `timeZone`; `nil` when it does not parse.
    package static func date(_ text: some StringProtocol, in timeZone: TimeZone) -> Date? {
        LocalDateTime(parsing: text)?.instant(in: timeZone)
    }

    // MARK: - Month names

    /// The month (1…12) a localized month name or abbreviation denotes; `nil` when unknown.
    ///
    /// Case, accents and a trailing dot are ignored. Besides the listed spellings, any prefix of at least
    /// three letters of a full month name is accepted when every language agrees on the month.
    package static func month(named name: some StringProtocol) -> Int? {
        guard let key = foldMonthName(Array(name.utf8)[...]) else { return nil }
        return month(folded: key)
    }

    private static func month(folded key: String) -> Int? {
        if let month = monthNames[key] { return month }
        guard key.count >= 3 else { return nil }
        var found: Int?
        for (full, month) in fullMonthNames where full.hasPrefix(key) {
            if let other = found, other != month { return nil }
            found = month
        }
        return found
    }

    /// Full month names in en, de, fr, es, pt, it, nl, folded (lowercase ASCII, no accents).
    private static let fullMonthNames: [(String, Int)] = {
        let lists: [[String]] = [
            ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"],
            ["januar", "februar", "marz", "april", "mai", "juni", "juli", "august", "september", "oktober", "november", "dezember"],
            ["janvier", "fevrier", "mars", "avril", "mai", "juin", "juillet", "aout", "septembre", "octobre", "novembre", "decembre"],
            ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
            ["janeiro", "fevereiro", "marco", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"],
            ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"],
            ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"],
        ]
        return lists.flatMap { $0.enumerated().map { ($1, $0 + 1) } }
    }()

    /// Exact spellings: the full names plus the abbreviations the apps print (folded, without dots).
    private static let monthNames: [String: Int] = {
        var table: [String: Int] = [:]
        for (name, month) in fullMonthNames { table[name] = month }
        let abbreviations: [Int: [String]] = [
            1: ["jan", "janv", "janner", "ene", "gen"],
            2: ["feb", "febr", "fev", "fevr", "febb"],
            3: ["mar", "mrz", "mars", "mrt"],
            4: ["apr", "avr", "abr", "aprl"],
            5: ["may", "mai", "mag", "mei", "mayo"],
            6: ["jun", "juin", "giu"],
            7: ["jul", "juil", "lug"],
            8: ["aug", "aout", "ago"],
            9: ["sep", "sept", "set"],
            10: ["oct", "okt", "out", "ott"],
            11: ["nov"],
            12: ["dec", "dez", "dic"],
        ]
        for (month, names) in abbreviations { for name in names { table[name] = month } }
        return table
    }()

    /// Lowercase ASCII without dots and accents; `nil` for letters outside Latin-1.
    private static func foldMonthName(_ bytes: ArraySlice<UInt8>) -> String? {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = bytes.startIndex
        while i < bytes.endIndex {
            let byte = bytes[i]
            if byte == 0x2E || byte == 0x20 {  // dots and stray spaces
                i += 1
            } else if byte < 0x80 {
                guard isLetter(byte) else { return nil }
                out.append(lowercased(byte))
                i += 1
            } else if byte == 0xC3, i + 1 < bytes.endIndex, let base = latin1Base(bytes[i + 1]) {
                out.append(base)
                i += 2
            } else if (byte == 0xCC || byte == 0xCD), i + 1 < bytes.endIndex {  // combining accents U+0300…U+036F
                i += 2
            } else {
                return nil
            }
        }
        return out.isEmpty || out.count > 16 ? nil : String(decoding: out, as: UTF8.self)
    }

    /// The unaccented letter of a `0xC3 xx` (Latin-1 supplement) sequence.
    private static func latin1Base(_ second: UInt8) -> UInt8? {
        switch second & 0xDF {  // fold lowercase (A0–BF) onto uppercase (80–9F)
        case 0x80...0x85: return 0x61  // a
        case 0x87: return 0x63  // c
        case 0x88...0x8B: return 0x65  // e
        case 0x8C...0x8F: return 0x69  // i
        case 0x91: return 0x6E  // n
        case 0x92...0x96: return 0x6F  // o
        case 0x99...0x9C: return 0x75  // u
        default: return nil
        }
    }

    // MARK: - The timestamp parser

    private enum Token: Equatable {
        /// A run of digits (value, digit count).
        case number(Int, Int)
        /// A run of letters, folded to lowercase ASCII without accents.
        case word(String)
        /// One punctuation byte.
        case punct(UInt8)
    }

    private static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>) -> [Token]? {
        var tokens: [Token] = []
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            let space = spaceLength(bytes, at: i)
            if space > 0 {
                i += space
            } else if isDigit(byte) {
                var value = 0, count = 0
                while i < bytes.count, isDigit(bytes[i]) {
                    count += 1
                    guard count <= 4 else { return nil }
                    value = value * 10 + Int(bytes[i] - 0x30)
                    i += 1
                }
                tokens.append(.number(value, count))
            } else if isLetter(byte) || byte >= 0x80 {
                let start = i
                while i < bytes.count, isLetter(bytes[i]) || bytes[i] >= 0x80, spaceLength(bytes, at: i) == 0 { i += 1 }
                guard i - start <= 32, let folded = foldMonthName(ArraySlice(bytes[start..<i])) else { return nil }
                tokens.append(.word(folded))
            } else {
                tokens.append(.punct(byte))
                i += 1
            }
            guard tokens.count <= 24 else { return nil }
        }
        return tokens
    }

    /// The byte length of a space at `i`: ASCII space or tab, no-break space (U+00A0), and the narrow
    /// and thin spaces (U+202F, U+2009) that newer ICU versions print before `PM`.
    private static func spaceLength(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
        switch bytes[i] {
        case 0x20, 0x09: return 1
        case 0xC2 where i + 1 < bytes.count && bytes[i + 1] == 0xA0: return 2
        case 0xE2 where i + 2 < bytes.count && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xAF || bytes[i + 2] == 0x89): return 3
        default: return 0
        }
    }

    /// The tokens of one timestamp and the parser's place in them; each step consumes what it matched.
    /// The steps are forced inline: `parse` runs for every row an importer reads.
    private struct Cursor {
        let tokens: [Token]
        var i = 0

        var atEnd: Bool { i == tokens.count }

        @inline(__always) func peek(_ offset: Int = 0) -> Token? { i + offset < tokens.count ? tokens[i + offset] : nil }

        @inline(__always) mutating func skip() { i += 1 }

        @inline(__always) mutating func number(maxDigits: Int = 2) -> Int? {
            guard case let .number(value, count)? = peek(), count <= maxDigits else { return nil }
            i += 1
            return value
        }

        @inline(__always) mutating func year() -> Int? {
            guard case let .number(value, 4)? = peek() else { return nil }
            i += 1
            return value
        }

        @inline(__always) mutating func punct(_ byte: UInt8) -> Bool {
            guard peek() == .punct(byte) else { return false }
            i += 1
            return true
        }

        @inline(__always) mutating func monthWord() -> Int? {
            guard case let .word(key)? = peek(), let month = LocalDateTime.month(folded: key) else { return nil }
            i += 1
            _ = punct(0x2E)
            return month
        }
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> LocalDateTime? {
        guard bytes.count <= 80, let tokens = tokenize(bytes), !tokens.isEmpty else { return nil }
        var cursor = Cursor(tokens: tokens)
        guard let date = parseDate(&cursor) else { return nil }
        var time = (hour: 0, minute: 0, second: 0)
        // The time, optional.
        if !cursor.atEnd {
            guard let parsed = parseTime(&cursor) else { return nil }
            time = parsed
        }
        guard cursor.atEnd else { return nil }
        return LocalDateTime(year: date.year, month: date.month, day: date.day, hour: time.hour, minute: time.minute, second: time.second)
    }

    /// The date: year first, numeric day or month first, or with a month name.
    @inline(__always) private static func parseDate(_ cursor: inout Cursor) -> (year: Int, month: Int, day: Int)? {
        if case .number(_, 4)? = cursor.peek() {
            let y = cursor.year()!
            guard case let .punct(separator)? = cursor.peek(), [0x2D, 0x2F, 0x2E].contains(separator) else { return nil }
            cursor.skip()
            guard let m = cursor.number(), cursor.punct(separator), let dd = cursor.number() else { return nil }
            return (y, m, dd)
        } else if case .number? = cursor.peek() {
            guard let first = cursor.number() else { return nil }
            if case let .punct(separator)? = cursor.peek(), [0x2D, 0x2F, 0x2E].contains(separator), case .number? = cursor.peek(1) {
                cursor.skip()
                guard let second = cursor.number(), cursor.punct(separator), let yy = cursor.year() else { return nil }
                // Slashes are the US month/day order unless that cannot be; dots and dashes are day first.
                if separator == 0x2F && first <= 12 { return (yy, first, second) } else { return (yy, second, first) }
            } else {
                _ = cursor.punct(0x2E)
                guard let m = cursor.monthWord() else { return nil }
                _ = cursor.punct(0x2C)
                guard let yy = cursor.year() else { return nil }
                return (yy, m, first)
            }
        } else {
            guard let m = cursor.monthWord(), let dd = cursor.number() else { return nil }
            _ = cursor.punct(0x2E)
            _ = cursor.punct(0x2C)
            guard let yy = cursor.year() else { return nil }
            return (yy, m, dd)
        }
    }

    /// The time after the date: hours and minutes, seconds (with a fraction) if present, and AM/PM.
    @inline(__always) private static func parseTime(_ cursor: inout Cursor) -> (hour: Int, minute: Int, second: Int)? {
        _ = cursor.punct(0x2C)
        if case .word? = cursor.peek(), case .number? = cursor.peek(1) { cursor.skip() }  // `T`, `um`, `at`, `à`…
        guard let hh = cursor.number(), cursor.punct(0x3A), let mm = cursor.number(), mm < 60 else { return nil }
        var s = 0
        if cursor.punct(0x3A) {
            guard let ss = cursor.number() else { return nil }
            s = min(ss, 59)  // a leap second reads as :59
            if cursor.punct(0x2E) { guard cursor.number(maxDigits: 4) != nil else { return nil } }  // fractional seconds
        }
        guard let h = meridiemHour(hh, &cursor) else { return nil }
        return (h, mm, s)
    }

    /// The 24-hour hour of `hour` and the AM/PM that follows it, spelled `PM`, `pm`, `p.m.`, `p. m.`;
    /// `hour` itself when none follows.
    @inline(__always) private static func meridiemHour(_ hour: Int, _ cursor: inout Cursor) -> Int? {
        var meridiem = ""
        while let token = cursor.peek() {
            switch token {
            case let .word(letters): meridiem += letters
            case .punct(0x2E): break
            default: return nil
            }
            cursor.skip()
        }
        switch meridiem {
        case "":
            return hour
        case "am", "pm":
            guard (0...12).contains(hour) else { return nil }
            return hour % 12 + (meridiem == "pm" ? 12 : 0)
        default:
            return nil
        }
    }

    // The byte classes of the parsers here and in `LocalDateTime+Durations.swift`.
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    static func lowercased(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }
}
