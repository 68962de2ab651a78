/// Markup that repeats dozens of times a page — a chart's marks (grid lines, bars, points), the rows of the
/// tables with a row per item (summary, records, rep maxes, exercises, sessions, muscle groups), a tip's
/// evidence — for a template's
/// `{{{…}}}`. Every attribute value and text is escaped as the templates escape `{{…}}`, and the markup is what
/// the templates wrote for the same values. The templates keep the page, each section, each chart's frame,
/// title and text alternative and each table's caption and header; through swift-mustache's lookups (about
/// 20,000 instructions a value) these repeated pieces were most of rendering a report.
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

    /// A table row's start and its header cell: `<tr><th scope="row" class="…">text</th>`.
    mutating func rowHeader(_ text: String, class name: StaticString? = nil) {
        raw("<tr><th scope=\"row\"")
        if let name { raw(" class=\""); raw(name); raw("\"") }
        bytes.append(UInt8(ascii: ">"))
        self.text(text)
        raw("</th>")
    }

    /// A data cell: `<td class="…" data-label="…">text</td>`; the label names the column in the phone's stacked
    /// layout.
    mutating func cell(_ text: String, class name: StaticString? = nil, label: String? = nil) {
        cellStart(class: name, label: label)
        self.text(text)
        raw("</td>")
    }

    /// `<td class="…" data-label="…">`, for a cell whose content is more than text.
    mutating func cellStart(class name: StaticString? = nil, label: String? = nil) {
        raw("<td")
        if let name { raw(" class=\""); raw(name); raw("\"") }
        if let label { raw(" data-label=\""); self.text(label); raw("\"") }
        bytes.append(UInt8(ascii: ">"))
    }

    /// A row's end and its line feed.
    mutating func rowEnd() { raw("</tr>\n") }

    /// The markup so far; the marks start again empty.
    mutating func take() -> String {
        defer { bytes.removeAll(keepingCapacity: true) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
