/// Markup that repeats dozens of times a page — a chart's marks (grid lines, bars, points), the rows of the
/// rep-max tables — for a template's `{{{…}}}`. Every attribute value and text is escaped as the templates
/// escape `{{…}}`, and the markup is what the templates wrote for the same values. The templates keep each
/// chart's frame, title and text alternative and each table's caption and header; through swift-mustache's
/// lookups (about 20,000 instructions a value) these repeated pieces were half of rendering a report.
struct Markup {
    private var bytes: [UInt8] = []

    /// `<name a="v" …/>`; with `title`, `<name …><title>title</title></name>`; with `text`, `<name …>text</name>`.
    mutating func element(_ name: String, _ attributes: KeyValuePairs<String, String>, title: String? = nil, text: String? = nil) {
        bytes.append(UInt8(ascii: "<"))
        bytes += name.utf8
        for (key, value) in attributes {
            bytes.append(UInt8(ascii: " "))
            bytes += key.utf8
            bytes += "=\"".utf8
            bytes += HTMLTemplates.escape(value).utf8
            bytes.append(UInt8(ascii: "\""))
        }
        if let title {
            bytes += "><title>".utf8
            bytes += HTMLTemplates.escape(title).utf8
            bytes += "</title></".utf8
        } else if let text {
            bytes.append(UInt8(ascii: ">"))
            bytes += HTMLTemplates.escape(text).utf8
            bytes += "</".utf8
        } else {
            bytes += "/>".utf8
            return
        }
        bytes += name.utf8
        bytes.append(UInt8(ascii: ">"))
    }

    mutating func newline() { bytes.append(UInt8(ascii: "\n")) }

    /// Markup written as it is (tags and attributes of the code's own, never data).
    mutating func raw(_ markup: StaticString) {
        markup.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// `text` escaped.
    mutating func text(_ text: String) { bytes += HTMLTemplates.escape(text).utf8 }

    /// The markup so far; the marks start again empty.
    mutating func take() -> String {
        defer { bytes.removeAll(keepingCapacity: true) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
