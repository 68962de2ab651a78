import Foundation
import GymBoResources
import Mustache

/// The HTML pages' templates (`Resources/templates/*.mustache`), loaded once; the shared stylesheet and the
/// charts are partials, so a page is one self-contained file.
enum HTMLTemplates {
    static let library: MustacheLibrary = {
        var library = MustacheLibrary()
        for name in ["weekly", "overview", "style", "chart-weekdays", "chart-hardsets", "chart-lift", "chart-calendar", "overview-row"] {
            let url = GymBoResources.url(named: name, extension: "mustache", subdirectory: "templates")
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { fatalError("templates/\(name).mustache is unreadable") }
            do { try library.register(text, named: name) } catch { fatalError("templates/\(name).mustache: \(error)") }
        }
        return library
    }()

    /// The page `name` rendered from `context`.
    static func render(_ name: String, _ context: [String: Any]) -> String {
        library.render(context, withTemplate: name) ?? ""
    }

    /// `text` escaped as the templates' `{{name}}` escapes it, for markup built in code.
    static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") })
        else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for c in text {
            switch c {
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(c)
            }
        }
        return out
    }

    /// A Markdown heading, emphasis or table row's text as plain text: `## Title` → `Title`, `_note_` → `note`.
    static func plain(_ markdown: String) -> String {
        var text = markdown.trimmingCharacters(in: CharacterSet(charactersIn: "# "))
        if text.hasPrefix("_") && text.hasSuffix("_") { text = String(text.dropFirst().dropLast()) }
        return text.replacingOccurrences(of: "`", with: "")
    }

    /// The cells of a Markdown table row: `| a | b |` → `["a", "b"]`.
    static func cells(_ row: String) -> [String] {
        row.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast().map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
