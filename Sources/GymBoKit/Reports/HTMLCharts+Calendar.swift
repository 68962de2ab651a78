import Foundation

extension HTMLCharts {
    /// The 52-week calendar: one square per day (a column per week, Monday on top), shaded by sessions.
    ///
    /// The 364 squares come as one piece of markup (`cells`), built here: through the template's
    /// dictionary lookups they took most of a page's rendering time. Each square's tooltip is its date and
    /// `HTMLWording.calendarDaySessions`.
    func calendar() -> Context? {
        guard let cal = r.calendar, let start = CivilDay(cal.start) else { return nil }
        let (left, top, pitch, size) = (30.0, 18.0, 13.0, 11.0)
        // The month and weekday labels and the legend's squares, as markup like the squares themselves.
        var labels = Markup()
        var lastMonth = -1
        // Written as bytes: string interpolation of each square's six values took 14,000 instructions a square.
        var cells: [UInt8] = []
        cells.reserveCapacity(cal.sessionsPerDay.count * 110)
        let s = Array(Self.f(size).utf8)
        // A column's x and a weekday's y, formatted once.
        let xs = (0...(cal.sessionsPerDay.count / 7)).map { Array(Self.f(left + Double($0) * pitch).utf8) }
        let ys = (0..<7).map { Array(Self.f(top + Double($0) * pitch).utf8) }
        var tooltips: [Int: [UInt8]] = [:]  // the escaped text after the date, by sessions that day
        for (i, sessions) in cal.sessionsPerDay.enumerated() {
            if i > 0 { cells.append(UInt8(ascii: "\n")) }
            let day = start.adding(days: i)
            let column = i / 7
            if i % 7 == 0, day.month != lastMonth {
                lastMonth = day.month
                if column < 50 {
                    labels.element("text", ["class": "lbl", "x": Self.f(left + Double(column) * pitch), "y": "12"], text: html.months[lastMonth - 1])
                    labels.newline()
                }
            }
            cells += "<rect class=\"cal".utf8
            cells.append(UInt8(ascii: "0") + UInt8(min(max(sessions, 0), 2)))
            cells += "\" x=\"".utf8
            cells += xs[column]
            cells += "\" y=\"".utf8
            cells += ys[i % 7]
            cells += "\" width=\"".utf8
            cells += s
            cells += "\" height=\"".utf8
            cells += s
            cells += "\" rx=\"2\"><title>".utf8
            day.write(to: &cells)
            if tooltips[sessions] == nil { tooltips[sessions] = Array(HTMLTemplates.escape(html.calendarDaySessions(sessions)).utf8) }
            cells += tooltips[sessions]!
            cells += "</title></rect>".utf8
        }
        for weekday in [0, 2, 4] {
            labels.element("text", ["class": "lbl", "x": "0", "y": Self.f(top + Double(weekday) * pitch + 9)], text: words.weekdays[weekday])
            labels.newline()
        }
        let total = cal.sessionsPerDay.reduce(0, +), days = cal.sessionsPerDay.filter { $0 > 0 }.count
        let end = start.adding(days: cal.sessionsPerDay.count - 1)
        let legendY = top + 7 * pitch + 8
        let monthAndDayLabels = labels.take()
        for level in 0...2 {
            labels.element("rect", ["class": "cal\(level)", "x": Self.f(left + 60 + Double(level) * pitch), "y": Self.f(legendY), "width": "11", "height": "11", "rx": "2"])
            labels.newline()
        }
        return ["cells": String(decoding: cells, as: UTF8.self), "labels": monthAndDayLabels, "width": Self.f(left + 52 * pitch), "height": Self.f(legendY + 16),
                "legend": labels.take(), "legendTextY": Self.f(legendY + 9), "lessX": Self.f(left),
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
        var bytes: [UInt8] = []
        write(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `YYYY-MM-DD` (years beyond 9999 with all their digits).
    func write(to out: inout [UInt8]) {
        func put(_ n: Int, _ width: Int) {
            guard n >= 0, n < 10_000 else { out += String(n).utf8; return }
            var divisor = width == 4 ? 1000 : 10
            while divisor > 0 {
                out.append(UInt8(ascii: "0") + UInt8(n / divisor % 10))
                divisor /= 10
            }
        }
        put(year, 4); out.append(UInt8(ascii: "-")); put(month, 2); out.append(UInt8(ascii: "-")); put(day, 2)
    }
}
