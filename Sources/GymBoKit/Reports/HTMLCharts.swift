import Foundation

/// The geometry of the HTML page's charts: coordinates and labels that the templates draw as inline SVG.
/// Colours are CSS classes (the page's palette follows light and dark mode); every chart carries a title
/// and a text alternative.
struct HTMLCharts: ReportFormatting {
    let r: WeeklyReport
    let lang: Language
    let unit: WeightUnit
    let poundsAsLogged: Bool
    let words: ReportWording
    let html: HTMLWording
    typealias Context = [String: Any]

    init(_ r: WeeklyReport) {
        self.r = r
        lang = Language(rawValue: r.language) ?? .de
        unit = WeightUnit(rawValue: r.unit) ?? .kg
        poundsAsLogged = r.loadsLookLikePounds == true
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
        var marks = Markup()
        // A week without volume gets the zero line only: a scale of 0–1 would be labelled 0, 0, 1, 1, 1.
        grid(top0: top0, low: 0, left: left, right: right, top: top, bottom: bottom, decimals: SVGCharts.tickDecimals(top0 / 4),
             levels: (r.volumeByWeekday.max() ?? 0) > 0 ? 4 : 0, into: &marks)
        let gridMarks = marks.take()
        for (i, raw) in r.volumeByWeekday.prefix(7).enumerated() {
            let v = w(raw), h = (bottom - top) * v / top0, x = left + slot * Double(i) + slot * 0.2
            let cx = Self.f(x + slot * 0.3)
            marks.element("rect", ["class": "bar", "x": Self.f(x), "y": Self.f(bottom - h), "width": Self.f(slot * 0.6), "height": Self.f(h)],
                          title: "\(days[i]): \(n(v)) \(unitName)")
            marks.element("text", ["x": cx, "y": Self.f(bottom - h - 6), "text-anchor": "middle"], text: v > 0 ? n(v) : "")
            marks.element("text", ["x": cx, "y": Self.f(bottom + 18), "text-anchor": "middle"], text: days[i])
            marks.newline()
        }
        let text = zip(days, r.volumeByWeekday).map { "\($0) \(n(w($1))) \(unitName)" }.joined(separator: ", ")
        return ["gridMarks": gridMarks, "barMarks": marks.take(), "axisY": Self.f(bottom), "left": Self.f(left), "right": Self.f(right),
                "title": words.volumePerWeekday, "text": html.weekdayText(text)]
    }

    /// Grid lines with their labels from `low` up, at quarters of `top0`: the first `levels + 1` of five.
    func grid(top0: Double, low: Double, left: Double, right: Double, top: Double, bottom: Double, decimals: Int, levels: Int = 4, into marks: inout Markup) {
        let x1 = Self.f(left), x2 = Self.f(right), tx = Self.f(left - 6)
        for i in 0...levels {
            let y = bottom - (bottom - top) * Double(i) / 4, yText = Self.f(y)
            marks.element("line", ["class": "grid", "x1": x1, "y1": yText, "x2": x2, "y2": yText])
            marks.element("text", ["class": "lbl", "x": tx, "y": Self.f(y + 4), "text-anchor": "end"], text: n(low + top0 * Double(i) / 4, decimals))
            marks.newline()
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
        var points = Markup()
        for (i, point) in trend.points.enumerated() {
            guard let v = point.e1rm.map(w) else { if !(segments.last ?? []).isEmpty { segments.append([]) }; continue }
            let x = left + step * Double(i), y = bottom - (bottom - top) * (v - low) / top0
            segments[segments.count - 1].append("\(Self.f(x)),\(Self.f(y))")
            let marked = record && i == trend.points.count - 1
            points.element("circle", ["class": marked ? "pt rec" : "pt", "cx": Self.f(x), "cy": Self.f(y), "r": marked ? "7" : "4"],
                           title: "\(point.week): \(n(v, 1)) \(unitName)" + (marked ? " – " + html.recordMark : ""))
            points.newline()
        }
        var marks = Markup()
        grid(top0: top0, low: low, left: left, right: right, top: top, bottom: bottom,
             decimals: max(SVGCharts.tickDecimals(span / 4), SVGCharts.tickDecimals(top0 / 4)), into: &marks)
        let weekY = Self.f(bottom + 18)
        for (i, point) in trend.points.enumerated() where i % 2 == 1 || i == trend.points.count - 1 {
            marks.element("text", ["class": "lbl", "x": Self.f(left + step * Double(i)), "y": weekY, "text-anchor": "middle"], text: String(point.week.suffix(3)))
            marks.newline()
        }
        let gridMarks = marks.take()
        for segment in segments where segment.count > 1 {
            marks.element("polyline", ["class": "trend", "points": segment.joined(separator: " ")])
            marks.newline()
        }
        let text = trend.points.map { "\($0.week) " + ($0.e1rm.map { "\(n(w($0), 1)) \(unitName)" } ?? html.notTrained) }.joined(separator: ", ")
        return ["id": "lift-\(index)", "title": html.liftTrendTitle(trend.exercise), "lift": trend.exercise,
                "gridMarks": gridMarks, "dataMarks": marks.take() + points.take(), "axisY": Self.f(bottom), "left": Self.f(left), "right": Self.f(right),
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
        var marks = Markup()
        let lx = HTMLCharts.f(left - 6), leftText = HTMLCharts.f(left)
        for (i, row) in rows.enumerated() {
            let y = top + rowHeight * Double(i), ty = HTMLCharts.f(y + rowHeight / 2 + 4), value = n(row.hardSetsPerWeek, 1)
            marks.element("text", ["x": lx, "y": ty, "text-anchor": "end"], text: row.label)
            marks.element("rect", ["class": row.band, "x": leftText, "y": HTMLCharts.f(y + 4), "width": HTMLCharts.f(max(x(row.hardSetsPerWeek) - left, 1)),
                                   "height": HTMLCharts.f(rowHeight - 8)], title: "\(row.label): \(value) (\(words.band(row.band)))")
            marks.element("text", ["x": HTMLCharts.f(x(row.hardSetsPerWeek) + 5), "y": ty], text: value)
            marks.newline()
        }
        let (tickTop, tickBottom, tickY) = (HTMLCharts.f(top - 4), HTMLCharts.f(bottom), HTMLCharts.f(bottom + 14))
        for tick in [band.lowerBound, band.upperBound] {
            let tx = HTMLCharts.f(x(tick))
            marks.element("line", ["class": "bandline", "x1": tx, "y1": tickTop, "x2": tx, "y2": tickBottom])
            marks.element("text", ["class": "lbl", "x": tx, "y": tickY, "text-anchor": "middle"], text: n(tick))
            marks.newline()
        }
        let text = rows.map { "\($0.label) \(n($0.hardSetsPerWeek, 1)) (\(words.band($0.band)))" }.joined(separator: ", ")
        return ["id": id, "marks": marks.take(), "bandX": HTMLCharts.f(x(band.lowerBound)),
                "bandW": HTMLCharts.f(x(band.upperBound) - x(band.lowerBound)), "top": tickTop,
                "bandH": HTMLCharts.f(bottom - top + 4), "width": HTMLCharts.f(width), "height": HTMLCharts.f(bottom + 22),
                "title": words.hardSetsHeading.trimmingCharacters(in: CharacterSet(charactersIn: "# ")),
                "text": html.hardSetsText(text), "empty": rows.isEmpty, "emptyText": words.noHardSets]
    }

}
