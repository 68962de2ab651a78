import Foundation

/// Numbers for people, by language, without the system locale (so output is the same on every machine).
package enum NumberText {
    /// `1.234,5` in German, `1,234.5` in English; at most `decimals` places, trailing zeros dropped.
    package static func format(_ value: Double, _ language: Language, decimals: Int = 1) -> String {
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
        // Written as bytes: the reports format thousands of numbers, and `Character` work was a visible cost.
        var out: [UInt8] = []
        out.reserveCapacity(24)
        if negative && rounded != 0 { out.append(UInt8(ascii: "-")) }
        let digits = Array(String(wholePart).utf8)
        let groupSeparator = UInt8(ascii: language == .de ? "." : ",")
        for (i, digit) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(groupSeparator) }
            out.append(digit)
        }
        if decimals > 0 && fraction > 0 {
            var f = Array(String(fraction).utf8)
            if f.count < decimals { f.insert(contentsOf: repeatElement(UInt8(ascii: "0"), count: decimals - f.count), at: 0) }
            while f.last == UInt8(ascii: "0") { f.removeLast() }
            out.append(UInt8(ascii: language == .de ? "," : "."))
            out += f
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `112,5 kg`.
    package static func kg(_ value: Double, _ language: Language) -> String { format(value, language, decimals: 2) + " kg" }

    /// `1 Datei`, `3 Dateien`: a count with the noun in the right number (one helper for every language's
    /// plurals, so no "1 Dateien" slips through).
    package static func count(_ n: Int, _ one: String, _ many: String) -> String { "\(n) \(n == 1 ? one : many)" }

    /// `+12,5 %` style percentages of a ratio.
    package static func percent(_ ratio: Double, _ language: Language, signed: Bool = false) -> String {
        let text = format(ratio * 100, language, decimals: 1)
        return (signed && ratio > 0 ? "+" : "") + text + " %"
    }
}
