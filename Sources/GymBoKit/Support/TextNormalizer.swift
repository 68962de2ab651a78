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
}
