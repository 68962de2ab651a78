import Foundation

extension HTMLCharts {
    /// The 52-week calendar: one square per day (a column per week, Monday on top), shaded by sessions.
    ///
    /// The 364 squares come as one piece of markup (`cells`), built here: through the template's
    /// dictionary lookups they took most of a page's rendering time.
    func calendar() -> Context? {
        guard let cal = r.calendar, let start = CivilDay(cal.start) else { return nil }
        let (left, top, pitch, size) = (30.0, 18.0, 13.0, 11.0)
        var months: [Context] = []
        var lastMonth = -1
        var cells = ""
        cells.reserveCapacity(cal.sessionsPerDay.count * 110)
        let s = Self.f(size)
        for (i, sessions) in cal.sessionsPerDay.enumerated() {
            if i > 0 { cells += "\n" }
            let day = start.adding(days: i)
            let column = Double(i / 7), row = Double(i % 7)
            if i % 7 == 0, day.month != lastMonth {
                lastMonth = day.month
                if column < 50 { months.append(["x": Self.f(left + column * pitch), "label": html.months[lastMonth - 1]]) }
            }
            cells += "<rect class=\"cal\(min(sessions, 2))\" x=\"\(Self.f(left + column * pitch))\" y=\"\(Self.f(top + row * pitch))\" width=\"\(s)\" height=\"\(s)\" rx=\"2\"><title>"
            cells += HTMLTemplates.escape(html.calendarDay(day.description, sessions: sessions)) + "</title></rect>"
        }
        let rows: [Context] = [0, 2, 4].map { ["y": Self.f(top + Double($0) * pitch + 9), "label": words.weekdays[$0]] }
        let total = cal.sessionsPerDay.reduce(0, +), days = cal.sessionsPerDay.filter { $0 > 0 }.count
        let end = start.adding(days: cal.sessionsPerDay.count - 1)
        let legendY = top + 7 * pitch + 8
        let legend: [Context] = (0...2).map { ["x": Self.f(left + 60 + Double($0) * pitch), "level": $0] }
        return ["cells": cells, "months": months, "rows": rows, "width": Self.f(left + 52 * pitch), "height": Self.f(legendY + 16),
                "legend": legend, "legendY": Self.f(legendY), "legendTextY": Self.f(legendY + 9), "lessX": Self.f(left),
                "moreX": Self.f(left + 60 + 3 * pitch + 4), "less": html.calendarLegend, "more": html.calendarLegendMore,
                "title": html.calendarHeading, "text": html.calendarSummary(sessions: total, days: days, from: cal.start, to: end.description)]
    }
}

/// A day of the proleptic Gregorian calendar as a day number (`Timestamp`'s arithmetic, no Foundation
/// calendar): the calendar's 364 days each need their date and month.
struct CivilDay: CustomStringConvertible {
    /// Days since 1970-01-01.
    let number: Int
    let year: Int, month: Int, day: Int

    /// From `YYYY-MM-DD`; nil for anything else.
    init?(_ text: String) {
        let parts = text.split(separator: "-")
        guard parts.count == 3, let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]), (1...12).contains(m), (1...31).contains(d) else { return nil }
        self.init(number: Timestamp.days(year: y, month: m, day: d))
    }

    private init(number: Int) {
        self.number = number
        (year, month, day) = Timestamp.civil(days: number)
    }

    /// The day `days` later.
    func adding(days: Int) -> CivilDay { CivilDay(number: number + days) }

    /// `YYYY-MM-DD`.
    var description: String {
        func pad(_ n: Int, _ width: Int) -> String { let t = String(n); return String(repeating: "0", count: max(0, width - t.count)) + t }
        return pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
    }
}
