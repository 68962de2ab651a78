import Foundation
import Testing
@testable import GymBoKit

@Suite("One --as-of for every command")
struct AsOfTests {
    @Test func aDateIsThatDaysStartInTheAthletesZone() throws {
        let berlin = TimeZone(identifier: "Europe/Berlin")!
        #expect(try AsOf("2026-11-16").date(in: berlin) == Timestamp.parseISO("2026-11-15T23:00:00Z"))
        #expect(try AsOf("2026-07-16").date(in: berlin) == Timestamp.parseISO("2026-07-15T22:00:00Z"))
        #expect(try AsOf("2026-11-16").date(now: .distantPast) == Timestamp.parseISO("2026-11-16T00:00:00Z"))
        // The day the clocks go forward still starts at midnight (CET): 2026-03-29 00:00 = 23:00 UTC the day before.
        #expect(try AsOf("2026-03-29").date(in: berlin) == Timestamp.parseISO("2026-03-28T23:00:00Z"))
        // In São Paulo's old DST the day began at 01:00 (midnight did not exist): 2018-11-04 started 03:00 UTC.
        #expect(try AsOf("2018-11-04").date(in: TimeZone(identifier: "America/Sao_Paulo")!) == Timestamp.parseISO("2018-11-04T03:00:00Z"))
        // An instant is itself, in every zone; nothing is now.
        #expect(try AsOf("2026-11-16T06:00:00Z").date(in: berlin) == Timestamp.parseISO("2026-11-16T06:00:00Z"))
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        #expect(try AsOf(nil).date(in: berlin, now: now) == now)
        #expect(throws: AsOf.ParseError(text: "next monday")) { try AsOf("next monday") }
        #expect(throws: AsOf.ParseError(text: "2026-13-01")) { try AsOf("2026-13-01") }
    }
}
