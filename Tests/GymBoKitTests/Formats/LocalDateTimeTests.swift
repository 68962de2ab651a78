import Foundation
import Testing
@testable import GymBoKit

@Suite("Local date-times and durations of other apps' exports")
struct LocalDateTimeTests {
    let berlin = TimeZone(identifier: "Europe/Berlin")!
    let newYork = TimeZone(identifier: "America/New_York")!

    func utc(_ text: String, in zone: TimeZone) -> String? {
        LocalDateTime.date(text, in: zone).map(Timestamp.string)
    }

    @Test func strongFormsInWinterAndSummer() {
        #expect(utc("2024-03-05 18:30:12", in: berlin) == "2024-03-05T17:30:12Z")
        #expect(utc("2024-07-05 18:30:12", in: berlin) == "2024-07-05T16:30:12Z")
        #expect(utc("2024-07-05 18:30:12", in: newYork) == "2024-07-05T22:30:12Z")
        #expect(utc("2024-03-05T18:30", in: berlin) == "2024-03-05T17:30:00Z")
    }

    @Test func twelveHourForms() {
        #expect(utc("2024-03-05 6:30:12 PM", in: berlin) == "2024-03-05T17:30:12Z")
        #expect(utc("2024-03-05 6:30:12 pm", in: berlin) == "2024-03-05T17:30:12Z")
        #expect(utc("2024-03-05 6:30:12 p.m.", in: berlin) == "2024-03-05T17:30:12Z")
        #expect(utc("2024-03-05 6:30\u{202F}PM", in: berlin) == "2024-03-05T17:30:00Z")
        #expect(utc("2024-03-05 12:05:00 AM", in: berlin) == "2024-03-04T23:05:00Z")
        #expect(utc("2024-03-05 12:05:00 PM", in: berlin) == "2024-03-05T11:05:00Z")
        #expect(utc("3/5/2024 6:30 PM", in: berlin) == "2024-03-05T17:30:00Z")
        #expect(utc("3/5/2024, 6:30:15 AM", in: berlin) == "2024-03-05T05:30:15Z")
        // The first number cannot be a month, so the slash form is day first.
        #expect(utc("13/5/2024 18:30", in: berlin) == "2024-05-13T16:30:00Z")
        #expect(utc("5.3.2024 18:30", in: berlin) == "2024-03-05T17:30:00Z")
        #expect(LocalDateTime(parsing: "2024-03-05 13:00 PM") == nil)
    }

    @Test func dateOnlyIsMidnight() {
        let value = LocalDateTime(parsing: "2025-04-29")
        #expect(value == LocalDateTime(year: 2025, month: 4, day: 29))
        #expect(value?.dayNumber == Timestamp.days(year: 2025, month: 4, day: 29))
        #expect(utc("2025-04-29", in: berlin) == "2025-04-28T22:00:00Z")
    }

    @Test(arguments: [
        ("8 Apr 2026, 16:50", 4), ("8 April 2026, 16:50", 4), ("8. Apr. 2026, 16:50", 4), ("Apr 8, 2026, 4:50 PM", 4),
        ("8 Mär 2026, 16:50", 3), ("8 März 2026, 16:50", 3), ("8 MÄRZ 2026, 16:50", 3), ("8 Marz 2026, 16:50", 3),
        ("8 mars 2026, 16:50", 3), ("8 févr. 2026, 16:50", 2), ("8 fevr 2026, 16:50", 2), ("8 fe\u{301}vr. 2026, 16:50", 2),
        ("8 ene 2026, 16:50", 1), ("8 fev 2026, 16:50", 2), ("8 mag 2026, 16:50", 5), ("8 mrt 2026, 16:50", 3),
        ("8 okt 2026, 16:50", 10), ("8 dez 2026, 16:50", 12), ("8 déc. 2026, 16:50", 12), ("8 dic 2026, 16:50", 12),
        ("8 janv. 2026, 16:50", 1), ("8 août 2026, 16:50", 8), ("8 giu 2026, 16:50", 6), ("8 out 2026, 16:50", 10),
        ("8 set 2026, 16:50", 9), ("8 Sept. 2026, 16:50", 9), ("8 mei 2026, 16:50", 5), ("8 juil. 2026, 16:50", 7),
        ("8 agosto 2026, 16:50", 8), ("8 dezembro 2026, 16:50", 12), ("8 ottobre 2026, 16:50", 10), ("8 Mai 2026 um 16:50", 5),
        ("8 Jänner 2026, 16:50", 1), ("8 abr 2026, 16:50", 4), ("8 Juni 2026, 16:50", 6), ("8 maart 2026, 16:50", 3),
    ])
    func localizedMonthNames(text: String, month: Int) {
        #expect(LocalDateTime(parsing: text) == LocalDateTime(year: 2026, month: month, day: 8, hour: 16, minute: 50))
    }

    @Test func monthNameLookup() {
        #expect(LocalDateTime.month(named: "Sept.") == 9)
        #expect(LocalDateTime.month(named: "FEBRU") == 2)  // a prefix every language agrees on
        #expect(LocalDateTime.month(named: "ju") == nil)  // June or July: too short to tell
        #expect(LocalDateTime.month(named: "Brumaire") == nil)
        #expect(LocalDateTime.month(named: "") == nil)
    }

    @Test func daylightSavingTransitionsInBerlin() {
        #expect(utc("2024-03-31 01:30:00", in: berlin) == "2024-03-31T00:30:00Z")
        #expect(utc("2024-03-31 03:30:00", in: berlin) == "2024-03-31T01:30:00Z")
        // 02:30 does not exist that night: it moves forward by the skipped hour.
        #expect(utc("2024-03-31 02:30:00", in: berlin) == "2024-03-31T01:30:00Z")
        // 02:30 happens twice in October: the later (standard-time) reading.
        #expect(utc("2024-10-27 02:30:00", in: berlin) == "2024-10-27T01:30:00Z")
        #expect(utc("2024-10-27 03:30:00", in: berlin) == "2024-10-27T02:30:00Z")
        #expect(utc("2024-10-27 01:30:00", in: berlin) == "2024-10-26T23:30:00Z")
    }

    @Test(arguments: [
        "", " ", "2024-02-30 10:00:00", "2024-13-01 10:00:00", "2024-03-05 24:00:00", "2024-03-05 18:60:00",
        "2024-03-05 18:30:12 XM", "8 Foo 2026, 16:50", "8 Apr, 16:50", "99999999999999999999-01-01", "2024-03-05 18",
        "2024-03-05 18:30 extra 1", "Apr 2026", "0000-01-01", "2024--03-05", "12:00", "8 Apr 2026, 16:50, 17:00",
        "2023-02-29", "\u{0}\u{0}", "８ Apr 2026, 16:50",
    ])
    func invalidTimestampsAreNil(text: String) {
        #expect(LocalDateTime(parsing: text) == nil)
    }

    @Test func leapDayAndDescription() {
        let value = LocalDateTime(parsing: "2024-02-29 07:08:09")
        #expect(value?.description == "2024-02-29 07:08:09")
        #expect(value?.dateString == "2024-02-29")
    }

    @Test(arguments: [
        ("20s", 20), ("56m", 3360), ("1h 6m", 3960), ("1h", 3600), ("3600", 3600), ("3600.0", 3600), ("1h 6m 20s", 3980),
        ("1h6m", 3960), ("1 h 6 min", 3960), ("0:01:30", 90), ("00:30", 30), ("1:00:00", 3600), ("0", 0), (" 45 ", 45),
    ])
    func durations(text: String, seconds: Int) {
        #expect(LocalDateTime.durationSeconds(text) == seconds)
    }

    @Test(arguments: ["", "abc", "-5", "1h 1h", "5x", "nan", "inf", "1:60", ":30", "1::2", "h", "1.2.3s", "9999999999h", "1:2:3:4"])
    func invalidDurationsAreNil(text: String) {
        #expect(LocalDateTime.durationSeconds(text) == nil)
    }

    /// Any valid wall-clock time written in Strong's or Hevy's form reads back as itself.
    @Test(arguments: 0..<50)
    func formattedTimesReadBack(seed: Int) throws {
        var generator = SeededGenerator(seed: UInt64(seed))
        let year = Int.random(in: 1990...2040, using: &generator)
        let month = Int.random(in: 1...12, using: &generator)
        let value = try #require(LocalDateTime(
            year: year, month: month, day: Int.random(in: 1...Timestamp.daysInMonth(year: year, month: month), using: &generator),
            hour: Int.random(in: 0...23, using: &generator), minute: Int.random(in: 0...59, using: &generator),
            second: Int.random(in: 0...59, using: &generator)))
        #expect(LocalDateTime(parsing: value.description) == value)

        let names = [
            ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
            ["Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez."],
            ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."],
            ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"],
            ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"],
            ["gen", "feb", "mar", "apr", "mag", "giu", "lug", "ago", "set", "ott", "nov", "dic"],
            ["jan", "feb", "mrt", "apr", "mei", "jun", "jul", "aug", "sep", "okt", "nov", "dec"],
        ]
        let language = try #require(names.randomElement(using: &generator))
        let minute = value.minute < 10 ? "0\(value.minute)" : "\(value.minute)"
        let hevy = "\(value.day) \(language[month - 1]) \(year), \(value.hour):\(minute)"
        var expected = value
        expected.second = 0
        #expect(LocalDateTime(parsing: hevy) == expected, "\(hevy)")
    }

    @Test(arguments: 0..<300)
    func randomBytesNeverCrash(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed))
        let alphabet: [UInt8] = Array("0123456789 :-/.,APMapmrzäéhsT".utf8) + [0x00, 0xFF, 0xC3, 0xCC, 0xE2, 0x80, 0xAF]
        let bytes = (0..<Int.random(in: 0..<40, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
        let text = String(decoding: bytes, as: UTF8.self)
        if let value = LocalDateTime(parsing: text) {
            #expect(LocalDateTime(year: value.year, month: value.month, day: value.day, hour: value.hour, minute: value.minute, second: value.second) == value)
        }
        if let seconds = LocalDateTime.durationSeconds(text) { #expect(seconds >= 0) }
        _ = LocalDateTime.month(named: text)
    }
}
