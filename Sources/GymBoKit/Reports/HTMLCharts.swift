import Foundation

/// The geometry of the HTML page's charts: coordinates and labels that the templates draw as inline SVG.
/// Colours are CSS classes (the page's palette follows light and dark mode); every chart carries a title
/// and a text alternative.
struct HTMLCharts: ReportFormatting {
    let r: WeeklyReport
    let lang: Language
    let unit: WeightUnit
    let words: ReportWording
    let html: HTMLWording
    typealias Context = [String: Any]

    init(_ r: WeeklyReport) {
        self.r = r
        lang = Language(rawValue: r.language) ?? .de
        unit = WeightUnit(rawValue: r.unit) ?? .kg
        words = ReportWording(language: lang)
        html = HTMLWording(language: lang)
    }

    static func f(_ v: Double) -> String { SVGCharts.f(v) }

    /// Volume per weekday: bars on a 560 × 260 canvas.
    func weekdays() -> Context {
        let (left, right, top, bottom) = (64.0, 548.0, 16.0, 220.0)
        let top0 = SVGCharts.niceMax(w(r.volumeByWeekday.max() ?? 0))
        let slot = (right - left) / 7
        let days = words.weekdays
        let bars: [Context] = r.volumeByWeekday.prefix(7).enumerated().map { i, raw in
            let v = w(raw), h = (bottom - top) * v / top0, x = left + slot * Double(i) + slot * 0.2
            return ["x": Self.f(x), "y": Self.f(bottom - h), "w": Self.f(slot * 0.6), "h": Self.f(h), "cx": Self.f(x + slot * 0.3),
                    "ly": Self.f(bottom - h - 6), "day": days[i], "value": v > 0 ? n(v) : "", "tip": "\(days[i]): \(n(v)) \(unitName)"]
        }
        let text = zip(days, r.volumeByWeekday).map { "\($0) \(n(w($1))) \(unitName)" }.joined(separator: ", ")
        return ["bars": bars, "grid": grid(top0: top0, low: 0, left: left, right: right, top: top, bottom: bottom, decimals: 0),
                "axisY": Self.f(bottom), "dayY": Self.f(bottom + 18), "left": Self.f(left), "right": Self.f(right),
                "title": words.volumePerWeekday, "text": html.weekdayText(text)]
    }

    /// Five grid lines with their labels from `low` to `low + top0`.
    func grid(top0: Double, low: Double, left: Double, right: Double, top: Double, bottom: Double, decimals: Int) -> [Context] {
        (0...4).map { i in
            let y = bottom - (bottom - top) * Double(i) / 4
            return ["y": Self.f(y), "ty": Self.f(y + 4), "x1": Self.f(left), "x2": Self.f(right), "tx": Self.f(left - 6),
                    "label": n(low + top0 * Double(i) / 4, decimals)]
        }
    }

    /// The report's hard-set bars.
    func hardSets() -> Context { HardSetBars(lang: lang).chart(r.hardSets) }

    /// One e1RM line per main lift over 12 weeks; this week's point is marked when a record of the lift fell.
    func lifts() -> [Context] {
        r.e1rmTrend.enumerated().map { index, trend in
            let record = r.records.contains { $0.exerciseId == trend.exerciseId && ($0.kind == "bestE1RM" || $0.kind == "maxWeight") }
            return lift(trend, index: index, record: record)
        }
    }

    private func lift(_ trend: WeeklyReport.Trend, index: Int, record: Bool) -> Context {
        let (left, right, top, bottom) = (50.0, 400.0, 12.0, 172.0)
        let values = trend.points.compactMap(\.e1rm).map(w)
        let low0 = max(0, (values.min() ?? 0) * 0.95)
        let span = SVGCharts.niceMax(max((values.max() ?? 1) - low0, 1))
        let low = floor(low0 / (span / 4)) * (span / 4)
        let top0 = low + span < (values.max() ?? 0) ? span * 2 : span
        let step = trend.points.count > 1 ? (right - left) / Double(trend.points.count - 1) : 0
        var segments: [[String]] = [[]]
        var points: [Context] = []
        for (i, point) in trend.points.enumerated() {
            guard let v = point.e1rm.map(w) else { if !(segments.last ?? []).isEmpty { segments.append([]) }; continue }
            let x = left + step * Double(i), y = bottom - (bottom - top) * (v - low) / top0
            segments[segments.count - 1].append("\(Self.f(x)),\(Self.f(y))")
            let marked = record && i == trend.points.count - 1
            points.append(["cx": Self.f(x), "cy": Self.f(y), "record": marked,
                           "tip": "\(point.week): \(n(v, 1)) \(unitName)" + (marked ? " – " + html.recordMark : "")])
        }
        let labels: [Context] = trend.points.enumerated().filter { $0.offset % 2 == 1 || $0.offset == trend.points.count - 1 }
            .map { ["x": Self.f(left + step * Double($0.offset)), "label": String($0.element.week.suffix(3))] }
        let text = trend.points.map { "\($0.week) " + ($0.e1rm.map { "\(n(w($0), 1)) \(unitName)" } ?? html.notTrained) }.joined(separator: ", ")
        return ["id": "lift-\(index)", "title": html.liftTrendTitle(trend.exercise), "lift": trend.exercise,
                "lines": segments.filter { $0.count > 1 }.map { ["points": $0.joined(separator: " ")] }, "points": points,
                "grid": grid(top0: top0, low: low, left: left, right: right, top: top, bottom: bottom, decimals: 0),
                "weeks": labels, "weekY": Self.f(bottom + 18), "axisY": Self.f(bottom), "left": Self.f(left), "right": Self.f(right),
                "record": record, "recordText": html.recordMark, "text": html.liftTrendText(trend.exercise, points: text)]
    }
}

/// Hard sets per muscle group as bars against the band: the report's chart and the overview's small one.
struct HardSetBars: ReportFormatting {
    let lang: Language
    let unit = WeightUnit.kg
    var words: ReportWording { ReportWording(language: lang) }
    var html: HTMLWording { HTMLWording(language: lang) }
    typealias Context = [String: Any]

    /// Hard sets per muscle group as horizontal bars against the shaded 10–20 band.
    func chart(_ rows: [WeeklyReport.HardSetRow], id: String = "hs", width: Double = 560, left: Double = 150, rowHeight: Double = 24) -> Context {
        let band = WorkoutAnalyzer.hardSetBand
        let right = width - 50, top = 8.0
        let maxValue = SVGCharts.niceMax(max(rows.map(\.hardSetsPerWeek).max() ?? 0, band.upperBound + 5))
        func x(_ v: Double) -> Double { left + (right - left) * v / maxValue }
        let bottom = top + rowHeight * Double(max(rows.count, 1))
        let bars: [Context] = rows.enumerated().map { i, row in
            let y = top + rowHeight * Double(i)
            return ["y": HTMLCharts.f(y + 4), "ty": HTMLCharts.f(y + rowHeight / 2 + 4), "w": HTMLCharts.f(max(x(row.hardSetsPerWeek) - left, 1)),
                    "h": HTMLCharts.f(rowHeight - 8), "vx": HTMLCharts.f(x(row.hardSetsPerWeek) + 5), "label": row.label,
                    "value": n(row.hardSetsPerWeek, 1), "band": row.band, "bandText": words.band(row.band)]
        }
        let ticks: [Context] = [band.lowerBound, band.upperBound].map { ["x": HTMLCharts.f(x($0)), "label": n($0)] }
        let text = rows.map { "\($0.label) \(n($0.hardSetsPerWeek, 1)) (\(words.band($0.band)))" }.joined(separator: ", ")
        return ["id": id, "bars": bars, "ticks": ticks, "left": HTMLCharts.f(left), "lx": HTMLCharts.f(left - 6), "bandX": HTMLCharts.f(x(band.lowerBound)),
                "bandW": HTMLCharts.f(x(band.upperBound) - x(band.lowerBound)), "top": HTMLCharts.f(top - 4), "bottom": HTMLCharts.f(bottom),
                "bandH": HTMLCharts.f(bottom - top + 4), "tickY": HTMLCharts.f(bottom + 14), "width": HTMLCharts.f(width), "height": HTMLCharts.f(bottom + 22),
                "title": words.hardSetsHeading.trimmingCharacters(in: CharacterSet(charactersIn: "# ")),
                "text": html.hardSetsText(text), "empty": rows.isEmpty, "emptyText": words.noHardSets]
    }

}
