import Foundation

/// The report's charts as plain SVG (readable without JavaScript, deterministic byte for byte).
package enum SVGCharts {
    static let palette = ["#2f6fb3", "#d9822b", "#3a9a5b", "#b0413e", "#7a5cb8"]

    static func escape(_ text: String) -> String {
        // Most labels need no escaping; the four Foundation replacements cost 1.5 % of a batch run.
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "\"") }) else {
            return text
        }
        return text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// Coordinates with at most one decimal, so files do not differ by float noise.
    static func f(_ v: Double) -> String {
        let r = (v * 10).rounded() / 10
        return r == r.rounded() ? String(Int(r)) : String(r)
    }

    static func document(width: Int, height: Int, title: String, body: [String]) -> String {
        var lines = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"12\">",
            "<title>\(escape(title))</title>",
            "<rect width=\"\(width)\" height=\"\(height)\" fill=\"#ffffff\"/>",
            "<text x=\"16\" y=\"24\" font-size=\"15\" font-weight=\"bold\" fill=\"#222\">\(escape(title))</text>",
        ]
        lines += body
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The decimals a scale's labels need to show its steps exactly: 0 for steps of 5 or 250, 1 for 2.5, 2 for
    /// 1.25 or 62.5 … (a quarter of a 10 kg span labelled 30, 33, 35, 38, 40 read as wrong numbers).
    static func tickDecimals(_ step: Double) -> Int {
        for decimals in 0..<2 {
            let scaled = step * pow(10, Double(decimals))
            if abs(scaled - scaled.rounded()) < 1e-6 { return decimals }
        }
        return 2
    }

    /// A round upper bound for an axis (1, 2, 2.5 or 5 × a power of ten).
    static func niceMax(_ value: Double) -> Double {
        guard value > 0 else { return 1 }
        let exponent = pow(10, floor(log10(value)))
        for step in [1.0, 2.0, 2.5, 5.0, 10.0] where step * exponent >= value { return step * exponent }
        return 10 * exponent
    }

    /// Volume per day of the week, Monday first.
    package static func volumeByWeekday(_ values: [Double], title: String, language: Language, unit: String = "kg") -> String {
        let days = ReportWording(language: language).weekdays
        let width = 560, height = 300
        let left = 70.0, right = 540.0, top = 50.0, bottom = 250.0
        let maxValue = niceMax(values.max() ?? 0)
        var body: [String] = []
        // A week without volume gets the zero line only: a scale of 0–1 kg would be labelled 0, 0, 1, 1, 1.
        for i in 0...((values.max() ?? 0) > 0 ? 4 : 0) {
            let v = maxValue * Double(i) / 4
            let y = bottom - (bottom - top) * Double(i) / 4
            body.append("<line x1=\"\(f(left))\" y1=\"\(f(y))\" x2=\"\(f(right))\" y2=\"\(f(y))\" stroke=\"#e3e3e3\"/>")
            body.append("<text x=\"\(f(left - 8))\" y=\"\(f(y + 4))\" text-anchor=\"end\" fill=\"#555\">\(escape(NumberText.format(v, language, decimals: tickDecimals(maxValue / 4)))) \(unit)</text>")
        }
        let slot = (right - left) / 7
        for (i, value) in values.prefix(7).enumerated() {
            let h = maxValue > 0 ? (bottom - top) * value / maxValue : 0
            let x = left + slot * Double(i) + slot * 0.2
            body.append("<rect x=\"\(f(x))\" y=\"\(f(bottom - h))\" width=\"\(f(slot * 0.6))\" height=\"\(f(h))\" fill=\"\(palette[0])\"><title>\(days[i]): \(escape(NumberText.format(value, language, decimals: 0))) \(unit)</title></rect>")
            if value > 0 {
                body.append("<text x=\"\(f(x + slot * 0.3))\" y=\"\(f(bottom - h - 6))\" text-anchor=\"middle\" fill=\"#222\">\(escape(NumberText.format(value, language, decimals: 0)))</text>")
            }
            body.append("<text x=\"\(f(x + slot * 0.3))\" y=\"\(f(bottom + 18))\" text-anchor=\"middle\" fill=\"#222\">\(days[i])</text>")
        }
        body.append("<line x1=\"\(f(left))\" y1=\"\(f(bottom))\" x2=\"\(f(right))\" y2=\"\(f(bottom))\" stroke=\"#888\"/>")
        return document(width: width, height: height, title: title, body: body)
    }

    /// Horizontal bars of weekly hard sets per muscle group, with the productive band shaded behind them.
    package static func hardSets(_ rows: [(label: String, value: Double)], band: ClosedRange<Double>, title: String, language: Language) -> String {
        let rows = Array(rows.prefix(12))
        let width = 560, rowHeight = 26.0
        let height = Int(80 + rowHeight * Double(max(rows.count, 1)) + 10)
        let left = 170.0, right = 500.0, top = 50.0
        let maxValue = niceMax(max(rows.map(\.value).max() ?? 0, band.upperBound + 5))
        func x(_ v: Double) -> Double { left + (right - left) * v / maxValue }
        let words = ReportWording(language: language)
        var body: [String] = []
        let bottom = top + rowHeight * Double(max(rows.count, 1))
        body.append("<rect x=\"\(f(x(band.lowerBound)))\" y=\"\(f(top - 6))\" width=\"\(f(x(band.upperBound) - x(band.lowerBound)))\" height=\"\(f(bottom - top + 6))\" fill=\"#e6f2e6\"><title>\(words.bandLabel) \(NumberText.format(band.lowerBound, language, decimals: 0))–\(NumberText.format(band.upperBound, language, decimals: 0))</title></rect>")
        if rows.isEmpty {
            body.append("<text x=\"16\" y=\"70\" fill=\"#555\">\(words.noHardSets)</text>")
        }
        for (i, row) in rows.enumerated() {
            let y = top + rowHeight * Double(i)
            let color = row.value < band.lowerBound ? palette[1] : row.value > band.upperBound ? palette[3] : palette[2]
            body.append("<text x=\"\(f(left - 8))\" y=\"\(f(y + 15))\" text-anchor=\"end\" fill=\"#222\">\(escape(row.label))</text>")
            body.append("<rect x=\"\(f(left))\" y=\"\(f(y + 4))\" width=\"\(f(max(x(row.value) - left, 1)))\" height=\"\(f(rowHeight - 10))\" fill=\"\(color)\"><title>\(escape(row.label)): \(escape(NumberText.format(row.value, language, decimals: 1)))</title></rect>")
            body.append("<text x=\"\(f(x(row.value) + 6))\" y=\"\(f(y + 15))\" fill=\"#222\">\(escape(NumberText.format(row.value, language, decimals: 1)))</text>")
        }
        for v in [band.lowerBound, band.upperBound] {
            body.append("<line x1=\"\(f(x(v)))\" y1=\"\(f(top - 6))\" x2=\"\(f(x(v)))\" y2=\"\(f(bottom))\" stroke=\"#3a9a5b\" stroke-dasharray=\"4 3\"/>")
            body.append("<text x=\"\(f(x(v)))\" y=\"\(f(bottom + 16))\" text-anchor=\"middle\" fill=\"#3a9a5b\">\(escape(NumberText.format(v, language, decimals: 0)))</text>")
        }
        return document(width: width, height: height, title: title, body: body)
    }

    /// Horizontal bars of each muscle group's share of the week's volume.
    package static func muscleGroups(_ shares: [(label: String, share: Double)], title: String, language: Language) -> String {
        let rows = Array(shares.prefix(10))
        let width = 560, rowHeight = 26.0
        let height = Int(60 + rowHeight * Double(max(rows.count, 1)) + 10)
        let left = 170.0, right = 480.0
        let maxShare = max(rows.map(\.share).max() ?? 0, 0.0001)
        var body: [String] = []
        if rows.isEmpty {
            body.append("<text x=\"16\" y=\"60\" fill=\"#555\">\(ReportWording(language: language).noVolume)</text>")
        }
        for (i, row) in rows.enumerated() {
            let y = 50 + rowHeight * Double(i)
            let w = (right - left) * row.share / maxShare
            body.append("<text x=\"\(f(left - 8))\" y=\"\(f(y + 15))\" text-anchor=\"end\" fill=\"#222\">\(escape(row.label))</text>")
            body.append("<rect x=\"\(f(left))\" y=\"\(f(y + 3))\" width=\"\(f(w))\" height=\"\(f(rowHeight - 8))\" fill=\"\(palette[(i % 2) == 0 ? 0 : 2])\"/>")
            body.append("<text x=\"\(f(left + w + 6))\" y=\"\(f(y + 15))\" fill=\"#222\">\(escape(NumberText.percent(row.share, language)))</text>")
        }
        return document(width: width, height: height, title: title, body: body)
    }

    /// Lines of the best e1RM per week; a week without the lift leaves a gap.
    package static func e1rmTrend(_ series: [(name: String, points: [Double?])], weeks: [String], title: String, language: Language, unit: String = "kg") -> String {
        let width = 640, height = 340
        let left = 70.0, right = 620.0, top = 50.0, bottom = 250.0
        let values = series.flatMap { $0.points.compactMap { $0 } }
        // Ticks at round numbers: a nice span, and a lower bound on a multiple of a quarter of it.
        let rawLow = max(0, (values.min() ?? 0) * 0.9), rawHigh = max(values.max() ?? 1, rawLow + 1)
        var span = niceMax(rawHigh - rawLow)
        var lo = floor(rawLow / (span / 4)) * (span / 4)
        if lo + span < rawHigh { span = niceMax(rawHigh - lo); lo = floor(rawLow / (span / 4)) * (span / 4) }
        let hi = lo + span
        var body: [String] = []
        for i in 0...4 {
            let v = lo + (hi - lo) * Double(i) / 4
            let y = bottom - (bottom - top) * Double(i) / 4
            body.append("<line x1=\"\(f(left))\" y1=\"\(f(y))\" x2=\"\(f(right))\" y2=\"\(f(y))\" stroke=\"#e3e3e3\"/>")
            body.append("<text x=\"\(f(left - 8))\" y=\"\(f(y + 4))\" text-anchor=\"end\" fill=\"#555\">\(escape(NumberText.format(v, language, decimals: tickDecimals(span / 4)))) \(unit)</text>")
        }
        let step = weeks.count > 1 ? (right - left) / Double(weeks.count - 1) : 0
        for (i, week) in weeks.enumerated() where i % 2 == weeks.count % 2 || i == weeks.count - 1 {
            body.append("<text x=\"\(f(left + step * Double(i)))\" y=\"\(f(bottom + 18))\" text-anchor=\"middle\" fill=\"#555\">\(escape(String(week.suffix(3))))</text>")
        }
        if values.isEmpty {
            body.append("<text x=\"\(f(left + 10))\" y=\"\(f(top + 30))\" fill=\"#555\">\(ReportWording(language: language).noData)</text>")
        }
        for (s, line) in series.enumerated() {
            let color = palette[s % palette.count]
            var segment: [String] = []
            var segments: [[String]] = []
            for (i, point) in line.points.enumerated() {
                guard let v = point else {
                    if !segment.isEmpty { segments.append(segment); segment = [] }
                    continue
                }
                let x = left + step * Double(i), y = bottom - (bottom - top) * (v - lo) / (hi - lo)
                segment.append("\(f(x)),\(f(y))")
                body.append("<circle cx=\"\(f(x))\" cy=\"\(f(y))\" r=\"3\" fill=\"\(color)\"><title>\(escape(line.name)) \(escape(weeks[i])): \(escape(NumberText.format(v, language))) \(unit)</title></circle>")
            }
            if !segment.isEmpty { segments.append(segment) }
            for points in segments where points.count > 1 {
                body.append("<polyline points=\"\(points.joined(separator: " "))\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\"/>")
            }
            let ly = Double(height) - 60 + Double(s) * 18
            body.append("<rect x=\"\(f(left))\" y=\"\(f(ly + 22))\" width=\"12\" height=\"12\" fill=\"\(color)\"/>")
            body.append("<text x=\"\(f(left + 18))\" y=\"\(f(ly + 32))\" fill=\"#222\">\(escape(line.name))</text>")
        }
        body.append("<line x1=\"\(f(left))\" y1=\"\(f(bottom))\" x2=\"\(f(right))\" y2=\"\(f(bottom))\" stroke=\"#888\"/>")
        return document(width: width, height: height + 20 * max(0, series.count - 2), title: title, body: body)
    }
}
