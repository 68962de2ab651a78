import Foundation

/// The report folder of every athlete: the name folded to a file name, and a short id after it when two
/// athletes' names fold to the same folder (`Anna-Lena` and `Anna Lena`), so one report never overwrites
/// another's.
///
/// Letters of every script stay (`李雷`, `王芳`), lowercased and without diacritics; anything else becomes a
/// dash. A folder keeps its name as long as no other athlete's name folds to it; when one arrives, both get
/// their id's first 8 hex digits, and the files already written stay where they are.
package struct ReportFolders: Sendable {
    private var folders: [UUID: String] = [:]

    package init(athletes: [Athlete]) {
        let groups = Dictionary(grouping: athletes) { Self.slug($0.name) }
        for (slug, members) in groups {
            for athlete in members {
                folders[athlete.id] = members.count == 1 ? slug : slug + "-" + String(athlete.id.lowercased.prefix(8))
            }
        }
    }

    /// The folder name of `athlete` (its plain slug when it was not among the athletes given).
    package func folder(for athlete: Athlete) -> String { folders[athlete.id] ?? Self.slug(athlete.name) }

    /// The name folded to a file name: lowercase letters of any script without diacritics, digits, dashes.
    package static func slug(_ name: String) -> String {
        let folded = name.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil).replacingOccurrences(of: "ß", with: "ss")
        var out = ""
        for scalar in folded.unicodeScalars {
            if CharacterSet.alphanumerics.contains(scalar) && scalar != "/" && scalar != "\\" { out.unicodeScalars.append(scalar) }
            else if !out.hasSuffix("-") && !out.isEmpty { out.append("-") }
        }
        while out.hasSuffix("-") { out.removeLast() }
        return out.isEmpty ? "athlete" : out.lowercased()
    }
}
