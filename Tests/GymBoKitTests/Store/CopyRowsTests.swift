import Foundation
import Testing
@testable import GymBoKit

/// The rows the PostgreSQL engine sends with COPY, in the server's text format, byte for byte.
@Suite struct CopyRowsTests {
    func text(_ rows: CopyRows) -> String { String(decoding: rows.bytes, as: UTF8.self) }

    @Test func fieldsAreTabSeparatedWithNullsAndEscapes() {
        var rows = CopyRows()
        rows.add("Bankdrücken")
        rows.add(nil as String?)
        rows.add("a\tb\nc\\d\re")
        rows.add("")
        rows.endLine()
        rows.add(-1_024)
        rows.add(0)
        rows.add(Int.max)
        rows.add(nil as Int?)
        rows.endLine()
        #expect(text(rows) == "Bankdrücken\t\\N\ta\\tb\\nc\\\\d\\re\t\n-1024\t0\t9223372036854775807\t\\N\n")
    }

    @Test func doublesReadBackAsTheSameValue() {
        var rows = CopyRows()
        for value in [62.5, 20.41168092460379, 100, -2.5, -0.0, 1e-5, 1e20, Double.nan] { rows.add(value) }
        rows.add(nil as Double?)
        rows.endLine()
        #expect(text(rows) == "62.5\t20.41168092460379\t100\t-2.5\t-0\t1e-05\t1e+20\tnan\t\\N\n")
        let fields = text(rows).dropLast().split(separator: "\t").prefix(7)
        #expect(fields.compactMap { Double($0) } == [62.5, 20.41168092460379, 100, -2.5, -0.0, 1e-5, 1e20])
    }

    @Test func emptyingKeepsNoHalfLine() {
        var rows = CopyRows()
        rows.add("x")
        rows.removeAll()
        #expect(rows.isEmpty)
        rows.add("y")
        rows.add(1)
        rows.endLine()
        #expect(text(rows) == "y\t1\n")
    }
}
