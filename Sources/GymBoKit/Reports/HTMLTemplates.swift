import Foundation
import GymBoResources
import Mustache

/// The HTML pages' templates (`Resources/templates/*.mustache`), loaded once; the shared stylesheet and the
/// charts are partials, so a page is one self-contained file.
enum HTMLTemplates {
    static let library: MustacheLibrary = {
        MustacheContentTypes.register(Escaping(), named: Escaping.name)
        var library = MustacheLibrary()
        for name in ["weekly", "overview", "style", "chart-weekdays", "chart-hardsets", "chart-lift", "chart-calendar", "overview-row"] {
            let url = GymBoResources.url(named: name, extension: "mustache", subdirectory: "templates")
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { fatalError("templates/\(name).mustache is unreadable") }
            // Every template escapes `{{name}}` with `escape(_:)`; the pragma renders as nothing.
            do { try library.register("{{% CONTENT_TYPE: \(Escaping.name)}}" + text, named: name) } catch { fatalError("templates/\(name).mustache: \(error)") }
        }
        return library
    }()

    /// The templates' HTML escaping, the same as swift-mustache's own but over UTF-8 bytes: the library's looks
    /// every character up in a dictionary, which was the largest part of rendering a page.
    struct Escaping: MustacheContentType {
        static let name = "GYMBO_HTML"
        func escapeText(_ text: String) -> String { HTMLTemplates.escape(text) }
    }

    /// The page `name` rendered from `context`.
    static func render(_ name: String, _ context: [String: Any]) -> String {
        library.render(context, withTemplate: name) ?? ""
    }

    /// `text` escaped as the templates' `{{name}}` escapes it, for markup built in code.
    static func escape(_ text: String) -> String {
        func special(_ b: UInt8) -> Bool { b == UInt8(ascii: "<") || b == UInt8(ascii: ">") || b == UInt8(ascii: "&") || b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") }
        guard text.utf8.anyByte(where: special) else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 16)
        for b in text.utf8 {
            switch b {
            case UInt8(ascii: "<"): out += "&lt;".utf8
            case UInt8(ascii: ">"): out += "&gt;".utf8
            case UInt8(ascii: "&"): out += "&amp;".utf8
            case UInt8(ascii: "\""): out += "&quot;".utf8
            case UInt8(ascii: "'"): out += "&#39;".utf8
            default: out.append(b)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// A Markdown heading, emphasis or table row's text as plain text: `## Title` → `Title`, `_note_` → `note`.
    /// (Over UTF-8 bytes: Foundation's trimming and replacing cost about 40,000 instructions a heading.)
    static func plain(_ markdown: String) -> String {
        var bytes = Substring(markdown).utf8[...]
        while let b = bytes.first, b == UInt8(ascii: "#") || b == UInt8(ascii: " ") { bytes = bytes.dropFirst() }
        while let b = bytes.last, b == UInt8(ascii: "#") || b == UInt8(ascii: " ") { bytes = bytes.dropLast() }
        if !bytes.isEmpty, bytes.first == UInt8(ascii: "_"), bytes.last == UInt8(ascii: "_") { bytes = bytes.dropFirst().dropLast() }
        return String(decoding: bytes.filter { $0 != UInt8(ascii: "`") }, as: UTF8.self)
    }

    /// The cells of a Markdown table row: `| a | b |` → `["a", "b"]`, each without the spaces and tabs around it.
    static func cells(_ row: String) -> [String] {
        row.utf8.split(separator: UInt8(ascii: "|"), omittingEmptySubsequences: false).dropFirst().dropLast().map { cell in
            var cell = cell
            while let b = cell.first, b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") { cell = cell.dropFirst() }
            while let b = cell.last, b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") { cell = cell.dropLast() }
            return String(decoding: cell, as: UTF8.self)
        }
    }
}
