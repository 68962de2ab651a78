import Foundation

/// A plain-text table with aligned columns, for terminal output.
package struct TextTable {
    package enum Alignment { case left, right }

    package var headers: [String]
    package var alignments: [Alignment]
    package var rows: [[String]] = []

    package init(_ headers: [String], alignments: [Alignment]? = nil) {
        self.headers = headers
        self.alignments = alignments ?? headers.map { _ in .left }
    }

    package mutating func append(_ row: [String]) { rows.append(row) }

    /// The table, one line per row, columns separated by two spaces, no trailing spaces.
    package func render() -> String {
        var widths = headers.map(\.count)
        for row in rows {
            for (i, cell) in row.enumerated() where i < widths.count { widths[i] = max(widths[i], cell.count) }
        }
        func line(_ cells: [String]) -> String {
            var parts: [String] = []
            for (i, width) in widths.enumerated() {
                let cell = i < cells.count ? cells[i] : ""
                let pad = String(repeating: " ", count: width - cell.count)
                parts.append(alignments[i] == .right ? pad + cell : cell + pad)
            }
            var text = parts.joined(separator: "  ")
            while text.last == " " { text.removeLast() }
            return text
        }
        var out = [line(headers), line(widths.map { String(repeating: "-", count: $0) })]
        out += rows.map(line)
        return out.joined(separator: "\n") + "\n"
    }
}
