import Foundation
import Testing
@testable import GymBoKit

@Suite("JSON output (the bytes JSONEncoder writes, faster)")
struct JSONTreeEncoderTests {
    /// Any JSON value, with the shapes the report types use: nested objects and arrays, optionals, dates.
    indirect enum Value: Encodable {
        case object([String: Value])
        case array([Value])
        case string(String)
        case int(Int)
        case double(Double)
        case float(Float)
        case bool(Bool)
        case null
        case date(Date)
        case record(Record)

        func encode(to encoder: Encoder) throws {
            var c = encoder.singleValueContainer()
            switch self {
            case let .object(v): try c.encode(v)
            case let .array(v): try c.encode(v)
            case let .string(v): try c.encode(v)
            case let .int(v): try c.encode(v)
            case let .double(v): try c.encode(v)
            case let .float(v): try c.encode(v)
            case let .bool(v): try c.encode(v)
            case .null: try c.encodeNil()
            case let .date(v): try c.encode(v)
            case let .record(v): try c.encode(v)
            }
        }
    }

    /// A synthesized `Encodable`: optionals, integer widths, a nested container and a dictionary keyed by Int.
    struct Record: Encodable {
        var name: String
        var weekStart: Date?
        var weekdays: [Double]
        var count: Int64
        var small: UInt8
        var note: String?
        var byWeek: [Int: String]
    }

    func foundation<T: Encodable>(_ value: T) throws -> String {
        String(decoding: try JSONOutput.encoder().encode(value), as: UTF8.self) + "\n"
    }

    @Test func writesWhatJSONEncoderWritesForAHandExample() throws {
        let record = Record(name: "Bankdrücken \"eng\"\t/ 5×5", weekStart: Date(timeIntervalSince1970: 1_763_276_400), weekdays: [0, 0.1, -0.0, 1e16, 2.5e15, 1e-7],
                            count: -3, small: 7, note: nil, byWeek: [10: "b", 2: "a"])
        let value = Value.object(["b": .array([]), "a": .object([:]), "Z": .record(record), "n": .null, "f": .float(0.1)])
        let expected = """
            {
              "Z" : {
                "byWeek" : {
                  "10" : "b",
                  "2" : "a"
                },
                "count" : -3,
                "name" : "Bankdrücken \\"eng\\"\\t/ 5×5",
                "small" : 7,
                "weekStart" : "2025-11-16T07:00:00Z",
                "weekdays" : [
                  0,
                  0.1,
                  -0,
                  1e+16,
                  2500000000000000,
                  1e-07
                ]
              },
              "a" : {

              },
              "b" : [

              ],
              "f" : 0.1,
              "n" : null
            }

            """
        #expect(try JSONOutput.string(value) == expected)
        #expect(try foundation(value) == expected)
    }

    @Test func aNumberJSONCannotHoldIsAnError() {
        #expect(throws: EncodingError.self) { try JSONOutput.string([1, Double.nan]) }
        #expect(throws: EncodingError.self) { try JSONOutput.string(["x": Float.infinity]) }
    }

    @Test func randomValuesGiveFoundationsBytes() throws {
        var rng = SplitMix64(seed: 2026_11_27)
        let alphabet: [Unicode.Scalar] = ["a", "B", "z", "Z", "_", "1", "9", " ", "\"", "\\", "/", "\u{0}", "\u{8}", "\u{c}", "\n", "\r", "\t", "\u{1f}",
                                           "\u{7f}", "é", "e\u{301}".unicodeScalars.last!, "Å", "\u{212B}", "€", "😀", "\u{2028}"]
        func text(_ maxLength: Int) -> String {
            var s = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...maxLength, using: &rng) { s.append(alphabet.randomElement(using: &rng)!) }
            return String(s)
        }
        func double() -> Double {
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: return Double(Int.random(in: -1000...1000, using: &rng))
            case 1: return Double.random(in: -1e6...1e6, using: &rng)
            case 2: return (Double.random(in: 0...1000, using: &rng) * 1000).rounded() / 1000
            default:
                let d = Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &rng))
                return d.isFinite ? d : 0.5
            }
        }
        func value(_ depth: Int) -> Value {
            switch Int.random(in: 0..<(depth > 3 ? 8 : 11), using: &rng) {
            case 0: return .string(text(12))
            case 1: return .int(Int.random(in: Int.min...Int.max, using: &rng))
            case 2: return .double(double())
            case 3: let f = Float(double()); return .float(f.isFinite ? f : 0.25)
            case 4: return .bool(Bool.random(using: &rng))
            case 5: return .null
            case 6: return .date(Date(timeIntervalSince1970: Double(Int.random(in: 0...4_000_000_000, using: &rng))))
            case 7: return .record(Record(name: text(8), weekStart: Bool.random(using: &rng) ? nil : Date(timeIntervalSince1970: 86_400),
                                          weekdays: (0..<Int.random(in: 0...3, using: &rng)).map { _ in double() }, count: Int64.random(in: Int64.min...Int64.max, using: &rng),
                                          small: UInt8.random(in: 0...255, using: &rng), note: Bool.random(using: &rng) ? text(4) : nil,
                                          byWeek: Dictionary(uniqueKeysWithValues: (0..<Int.random(in: 0...3, using: &rng)).map { ($0 * 7, text(3)) })))
            case 8, 9:
                var object: [String: Value] = [:]
                for _ in 0..<Int.random(in: 0...5, using: &rng) { object[text(6)] = value(depth + 1) }
                return .object(object)
            default: return .array((0..<Int.random(in: 0...5, using: &rng)).map { _ in value(depth + 1) })
            }
        }
        for i in 0..<400 {
            let v = value(0)
            #expect(try JSONOutput.string(v) == foundation(v), "value \(i)")
        }
    }

    @Test func aWeeklyReportIsWrittenAsFoundationWritesIt() throws {
        for language in [Language.de, .en] {
            let report = WeeklyReportBuilder(language: language).build(twelveWeekHistory().history, week: ISOWeek(year: 2026, week: 46))
            #expect(try JSONOutput.string(report) == foundation(report))
        }
    }
}
