import Foundation
import Testing
@testable import GymBoKit

@Suite("CSV reader (libcsv)")
struct CSVReaderTests {
    func records(_ text: String, delimiter: Character = ",") throws -> [CSVRecord] {
        try CSVReader(path: "t.csv", delimiter: delimiter.asciiValue!).readAll(data: Data(text.utf8))
    }

    @Test func quotedFieldsWithCommasQuotesAndNewlines() throws {
        let rows = try records("a,b\n\"x, y\",\"say \"\"hi\"\"\"\n\"two\nlines\",z\n")
        #expect(rows.map(\.fields) == [["a", "b"], ["x, y", "say \"hi\""], ["two\nlines", "z"]])
        #expect(rows.map(\.line) == [1, 2, 3])
    }

    @Test func lineNumbersCountEmbeddedNewlinesAndBlankLines() throws {
        let rows = try records("h1,h2\n\n\"a\nb\nc\",1\nnext,2\r\n\r\nlast,3")
        #expect(rows.map(\.line) == [1, 3, 6, 8])
        #expect(rows.last?.fields == ["last", "3"])
    }

    @Test func crlfAndBOM() throws {
        let data = Data([0xEF, 0xBB, 0xBF]) + Data("id,name\r\n1,Plank\r\n".utf8)
        let rows = try CSVReader(path: "t.csv").readAll(data: data)
        #expect(rows.map(\.fields) == [["id", "name"], ["1", "Plank"]])
        #expect(rows.map(\.line) == [1, 2])
    }

    @Test func semicolonDelimiterAndRaggedRows() throws {
        let rows = try records("a;b;c\n1;2\n", delimiter: ";")
        #expect(rows[1].fields == ["1", "2"])
        #expect(rows[1][2] == "")
    }

    @Test func unterminatedQuoteIsAnErrorWithTheLineItStarts() throws {
        #expect(throws: CSVError.unterminatedQuote(path: "t.csv", line: 3)) {
            _ = try records("a,b\n1,2\n3,\"open\nmore\n")
        }
    }

    @Test func invalidUTF8IsFlaggedPerColumn() throws {
        let data = Data("a,b\n".utf8) + Data([0x43, 0x61, 0x66, 0xE9]) + Data(",ok\n".utf8)
        let rows = try CSVReader(path: "t.csv").readAll(data: data)
        #expect(rows[1].invalidUTF8Columns == [0])
        #expect(rows[1].fields[1] == "ok")
    }

    @Test func streamsLargeInputAcrossChunks() throws {
        var text = "n,v\n"
        for i in 0..<20_000 { text += "\(i),\"v,\(i)\"\n" }
        var count = 0
        var lastLine = 0
        try CSVReader(path: "t.csv").forEachRecord(in: Data(text.utf8)) { record in
            count += 1
            lastLine = record.line
            if record.line > 1 { #expect(record.fields[1] == "v,\(record.line - 2)") }
        }
        #expect(count == 20_001)
        #expect(lastLine == 20_001)
    }

    @Test(arguments: 0..<200)
    func randomBytesNeverCrash(seed: Int) throws {
        var generator = SeededGenerator(seed: UInt64(seed))
        let alphabet: [UInt8] = Array("ab,\"\r\n;é".utf8) + [0x00, 0xFF, 0xC3]
        let bytes = (0..<Int.random(in: 0..<400, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
        do {
            let rows = try CSVReader(path: "fuzz.csv").readAll(data: Data(bytes))
            for (a, b) in zip(rows, rows.dropFirst()) { #expect(a.line <= b.line) }
        } catch let error as CSVError {
            #expect(error.errorDescription?.hasPrefix("fuzz.csv:") == true)
        }
    }
}

/// A small deterministic PRNG (SplitMix64) for randomized tests.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
