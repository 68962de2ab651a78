import Foundation

/// The text folding used for every name and label comparison.
package enum TextNormalizer {
    /// The key labels are compared by: `matchKey` without word breaks, so `lowerBack`, `Lower back` and
    /// `lower-back` are one spelling, as are `Gesäß`, `gesaess` and `GESÄSS`.
    package static func foldCase(_ text: String) -> String {
        matchKey(text).replacingOccurrences(of: " ", with: "")
    }

    /// The key two names are compared by: case-, whitespace-, punctuation- and diacritics-insensitive.
    ///
    /// `ß` becomes `ss`, `ä`/`ö`/`ü` lose their dots (the app's users type both `Klimmzüge` and
    /// `Klimmzuege`; `ae`, `oe`, `ue` spellings are folded as well), anything that is not a letter or a
    /// digit separates words, runs of separators collapse to one space.
    package static func matchKey(_ text: String) -> String {
        if let key = asciiMatchKey(text) { return key }
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .replacingOccurrences(of: "ß", with: "ss")
        var out = ""
        out.reserveCapacity(folded.utf8.count)
        var pendingSpace = false
        for scalar in folded.unicodeScalars {
            if CharacterSet.alphanumerics.contains(scalar) {
                if pendingSpace && !out.isEmpty { out.append(" ") }
                pendingSpace = false
                out.unicodeScalars.append(scalar)
            } else {
                pendingSpace = true
            }
        }
        return out.replacingOccurrences(of: "ae", with: "a")
            .replacingOccurrences(of: "oe", with: "o")
            .replacingOccurrences(of: "ue", with: "u")
    }

    /// `matchKey` of an ASCII text without Foundation: folding ASCII only lowers its case, and its letters
    /// and digits are the alphanumerics. Nil for any other text. (A catalog of 786 names took 80 million
    /// instructions through `folding` and `CharacterSet` on every import.)
    private static func asciiMatchKey(_ text: String) -> String? {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            let lower = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
            if (lower >= 0x61 && lower <= 0x7A) || (lower >= 0x30 && lower <= 0x39) {
                if pendingSpace && !out.isEmpty { out.append(0x20) }
                pendingSpace = false
                out.append(lower)
            } else {
                pendingSpace = true
            }
        }
        // `ae`, `oe`, `ue` become `a`, `o`, `u`: one left-to-right pass each, in that order, as the
        // `replacingOccurrences` calls of `matchKey` do.
        for first in [UInt8(ascii: "a"), UInt8(ascii: "o"), UInt8(ascii: "u")] { out = foldPairs(out, first) }
        return String(decoding: out, as: UTF8.self)
    }

    /// `bytes` with every `first` `e` pair, found left to right without overlaps, made `first`.
    private static func foldPairs(_ bytes: [UInt8], _ first: UInt8) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            out.append(bytes[i])
            i += bytes[i] == first && i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "e") ? 2 : 1
        }
        return out
    }
}
