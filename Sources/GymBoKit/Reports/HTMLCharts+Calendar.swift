import Foundation

extension HTMLCharts {
    /// The 52-week calendar: one square per day (a column per week, Monday on top), shaded by sessions.
    func calendar() -> Context? {
        guard let cal = r.calendar, let start = Self.date(cal.start) else { return nil }
        let (left, top, pitch, size) = (30.0, 18.0, 13.0, 11.0)
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = TimeZone(identifier: "UTC")!
        var cells: [Context] = [], months: [Context] = []
        var lastMonth = -1
        for (i, sessions) in cal.sessionsPerDay.enumerated() {
            let day = gregorian.date(byAdding: .day, value: i, to: start)!
            let column = Double(i / 7), row = Double(i % 7)
            if i % 7 == 0, gregorian.component(.month, from: day) != lastMonth {
                lastMonth = gregorian.component(.month, from: day)
                if column < 50 { months.append(["x": Self.f(left + column * pitch), "label": html.months[lastMonth - 1]]) }
            }
            cells.append(["x": Self.f(left + column * pitch), "y": Self.f(top + row * pitch), "s": Self.f(size),
                          "level": min(sessions, 2), "tip": html.calendarDay(Self.day(day), sessions: sessions)])
        }
        let rows: [Context] = [0, 2, 4].map { ["y": Self.f(top + Double($0) * pitch + 9), "label": words.weekdays[$0]] }
        let total = cal.sessionsPerDay.reduce(0, +), days = cal.sessionsPerDay.filter { $0 > 0 }.count
        let end = gregorian.date(byAdding: .day, value: cal.sessionsPerDay.count - 1, to: start)!
        let legendY = top + 7 * pitch + 8
        let legend: [Context] = (0...2).map { ["x": Self.f(left + 60 + Double($0) * pitch), "level": $0] }
        return ["cells": cells, "months": months, "rows": rows, "width": Self.f(left + 52 * pitch), "height": Self.f(legendY + 16),
                "legend": legend, "legendY": Self.f(legendY), "legendTextY": Self.f(legendY + 9), "lessX": Self.f(left),
                "moreX": Self.f(left + 60 + 3 * pitch + 4), "less": html.calendarLegend, "more": html.calendarLegendMore,
                "title": html.calendarHeading, "text": html.calendarSummary(sessions: total, days: days, from: cal.start, to: Self.day(end))]
    }

    static func date(_ day: String) -> Date? { Timestamp.parseISO(day + "T00:00:00Z") }
    static func day(_ date: Date) -> String { String(Timestamp.string(date).prefix(10)) }
}
