import Foundation

/// A cell the export readers refused; `message` is the text after `path:line: error:`.
struct CellError: Error, Equatable {
    var message: String
    init(_ message: String) { self.message = message }
}

/// Cell parsing shared by the Strong, Hevy and FitNotes readers, so all three accept and refuse the same
/// values with the same messages (`reps '5.5' is not a whole number (expected …)`).
///
/// These run once per row of files with a million rows: no regex, no formatter, no Foundation trimming;
/// numbers go through `Double(Substring)` directly.
enum ExportCell {
    /// The most reps a set may claim; more is a typo or a corrupt cell, and it keeps `Int(_:)` safe.
    static let maxReps = 10_000

    /// `text` without surrounding spaces, tabs and line breaks; no copy when there are none (the usual case).
    @inline(__always)
    static func trim(_ text: String) -> Substring {
        var slice = text[...]
        while let first = slice.utf8.first, first == 0x20 || first == 0x09 || first == 0x0A || first == 0x0D {
            slice = slice.dropFirst()
        }
        while let last = slice.utf8.last, last == 0x20 || last == 0x09 || last == 0x0A || last == 0x0D {
            slice = slice.dropLast()
        }
        return slice
    }

    /// `text` trimmed as a `String`; the same string, without a copy, when there is nothing to trim.
    @inline(__always)
    static func trimmed(_ text: String) -> String {
        guard let first = text.utf8.first, let last = text.utf8.last else { return text }
        let edges: ClosedRange<UInt8> = 0x09...0x20
        if !edges.contains(first) && !edges.contains(last) { return text }
        return String(trim(text))
    }

    /// A decimal number, also with a decimal comma (`60,5`), which European `;` exports write.
    ///
    /// `NaN` and `Infinity` parse (as non-finite values) so callers can name them in the message.
    static func number(_ text: Substring) -> Double? {
        if let value = plainDecimal(text.utf8) { return value }
        if let value = Double(text) { return value }
        guard text.utf8.contains(0x2C), !text.utf8.contains(0x2E) else { return nil }
        return Double(text.replacingOccurrences(of: ",", with: "."))
    }

    /// Exact powers of ten up to 10^15: a fast-path quotient by one of them is correctly rounded.
    private static let powersOfTen: [Double] = (0...15).map { pow(10, Double($0)) }

    /// The fast path for the cells a million-row export is made of (`80`, `102.5`, `0.0`, `-20`).
    ///
    /// With at most 15 digits the digits form an exact integer, and dividing it by an exact power of ten
    /// is one correctly rounded operation, so the result is the same double `Double(_:)` gives (Clinger's
    /// fast path) without its generic string handling. Anything else returns `nil` for the slow path.
    @inline(__always)
    static func plainDecimal<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Double? {
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var negative = false
        var seenDot = false
        var first = true
        for byte in bytes {
            switch byte {
            case 0x30...0x39:
                mantissa = mantissa &* 10 &+ UInt64(byte &- 0x30)
                digits += 1
                if seenDot { fractionDigits += 1 }
                guard digits <= 15 else { return nil }
            case 0x2E where !seenDot:
                seenDot = true
            case 0x2D where first:
                negative = true
            default:
                return nil
            }
            first = false
        }
        guard digits > 0 else { return nil }
        let value = Double(mantissa) / powersOfTen[fractionDigits]
        return negative ? -value : value
    }

    /// Reps: a whole number ≥ 0; `5.0` (Strong C′) is 5, blank is 0 (timed and cardio rows).
    static func reps(_ text: String, column: String) throws(CellError) -> Int {
        let cell = trim(text)
        if cell.isEmpty { return 0 }
        if let whole = Int(cell) {
            guard whole >= 0 else { throw CellError("\(column) '\(shown(cell))' is negative (expected a whole number of reps ≥ 0)") }
            guard whole <= maxReps else { throw CellError("\(column) '\(shown(cell))' is too many (expected at most \(maxReps) reps)") }
            return whole
        }
        guard let value = number(cell), value.isFinite else {
            throw CellError("\(column) '\(shown(cell))' is not a number (expected a whole number of reps such as 5 or 5.0)")
        }
        guard value == value.rounded() else {
            throw CellError("\(column) '\(shown(cell))' is not a whole number (expected a whole number of reps such as 5 or 5.0)")
        }
        guard value >= 0 else { throw CellError("\(column) '\(shown(cell))' is negative (expected a whole number of reps ≥ 0)") }
        guard value <= Double(maxReps) else { throw CellError("\(column) '\(shown(cell))' is too many (expected at most \(maxReps) reps)") }
        return Int(value)
    }

    /// A weight as written: blank is 0 (bodyweight, timed rows); negative, NaN, Infinity, text and values
    /// of `maxWeight` or more are errors.
    static func weight(_ text: String, column: String) throws(CellError) -> Double {
        let value = try nonNegative(text, column: column, what: "weight") ?? 0
        guard value < maxWeight else {
            throw CellError("\(column) '\(shown(trim(text)))' is out of range (expected a weight below \(Int(maxWeight)), or blank)")
        }
        return value
    }

    /// The limit on a written weight (kg or lb), as `.gymtracker` files have it in kg: no barbell carries
    /// 10 t, and an unbounded value (`1e300`) would overflow every sum and chart built from it.
    static let maxWeight = 10_000.0

    /// A finite number ≥ 0, or `nil` for a blank cell (seconds, distance, durations).
    static func nonNegative(_ text: String, column: String, what: String) throws(CellError) -> Double? {
        let cell = trim(text)
        if cell.isEmpty { return nil }
        guard let value = number(cell) else {
            throw CellError("\(column) '\(shown(cell))' is not a number (expected a \(what) ≥ 0, or blank)")
        }
        guard value.isFinite else {
            throw CellError("\(column) '\(shown(cell))' is not a finite number (expected a \(what) ≥ 0, or blank)")
        }
        guard value >= 0 else { throw CellError("\(column) '\(shown(cell))' is negative (expected a \(what) ≥ 0, or blank)") }
        return value
    }

    /// A distance converted to metres, refused past `maxMeters`: a finite cell such as `1e308` km would
    /// otherwise become an infinite distance in the database.
    static func meters(_ distance: Double, perUnit: Double, cell: String, column: String) throws(CellError) -> Double {
        let meters = (distance * perUnit * 100).rounded() / 100
        guard meters.isFinite, meters < maxMeters else {
            throw CellError("\(column) '\(shown(trim(cell)))' is out of range (expected a distance below \(Int(maxMeters / 1000)) km, or blank)")
        }
        return meters
    }

    /// 100,000 km: more than any recorded ride or run, far below where a conversion could overflow.
    static let maxMeters = 100_000_000.0

    /// RPE on the 0…10 scale; blank is `nil`, and so is `0`, which exports write for "not rated"
    /// (no lifter rates a set 0, and a stored 0 would drag every RPE average down).
    static func rpe(_ text: String, column: String) throws(CellError) -> Double? {
        let cell = trim(text)
        if cell.isEmpty { return nil }
        guard let value = number(cell), value.isFinite else {
            throw CellError("\(column) '\(shown(cell))' is not a number (expected an RPE from 0 to 10, or blank)")
        }
        guard (0...10).contains(value) else {
            throw CellError("\(column) '\(shown(cell))' is out of range (expected an RPE from 0 to 10, or blank)")
        }
        return value == 0 ? nil : value
    }

    /// A per-row weight unit (`kg`, `kgs`, `lbs`…); blank is `fallback`.
    static func weightUnit(_ text: String, column: String, fallback: WeightUnit) throws(CellError) -> WeightUnit {
        switch text {
        case "kg", "kgs": return .kg
        case "lbs", "lb": return .lb
        case "": return fallback
        default:
            if let unit = WeightUnit(parsing: text) { return unit }
            if trim(text).isEmpty { return fallback }
            throw CellError("\(column) '\(shown(trim(text)))' is not a weight unit (expected kg or lbs)")
        }
    }

    /// Meters per distance unit as the apps spell it (`km`, `mi`, `miles`, `m`, `meters`, `ft`, `yd`).
    static func metersPerUnit(_ text: some StringProtocol) -> Double? {
        switch text.lowercased().trimmingCharacters(in: .whitespaces) {
        case "km", "kms", "kilometer", "kilometers", "kilometre", "kilometres": return 1000
        case "m", "meter", "meters", "metre", "metres": return 1
        case "mi", "mile", "miles": return 1609.344
        case "ft", "foot", "feet": return 0.3048
        case "yd", "yard", "yards": return 0.9144
        default: return nil
        }
    }

    /// The unit in a header such as `Weight (lbs)` or `Distance (meters)`: the text in parentheses.
    static func unitInHeader(_ name: String) -> Substring? {
        guard let open = name.firstIndex(of: "("), let close = name.lastIndex(of: ")"), open < close else { return nil }
        return name[name.index(after: open)..<close]
    }

    /// A message for the first field of `record` that is not valid UTF-8, naming its column.
    static func utf8Problem(_ record: CSVRecord, header: [String]) -> CellError? {
        guard let column = record.firstInvalidUTF8Column else { return nil }
        let name = column < header.count ? " (\(header[column]))" : ""
        return CellError("column \(column + 1)\(name) is not valid UTF-8 text (expected a UTF-8 encoded export)")
    }

    /// `"\n"` written as the two characters backslash and `n` (Hevy notes) turned into real line breaks.
    static func unescapeNewlines(_ text: String) -> String {
        guard text.utf8.contains(0x5C) else { return text }
        return text.replacingOccurrences(of: "\\r\\n", with: "\n").replacingOccurrences(of: "\\n", with: "\n")
    }

    /// A cell as quoted in a message: at most 40 characters, so a megabyte of garbage stays one line.
    static func shown(_ cell: some StringProtocol) -> String {
        let flat = cell.count > 40 ? String(cell.prefix(39)) + "…" : String(cell)
        return flat.replacingOccurrences(of: "\n", with: " ")
    }

    /// Joins a header's cells for messages: `Date,Exercise,Category…`.
    static func describe(_ header: [String], delimiter: String = ",") -> String {
        let text = header.joined(separator: delimiter)
        return text.count > 120 ? String(text.prefix(117)) + "…" : text
    }
}
