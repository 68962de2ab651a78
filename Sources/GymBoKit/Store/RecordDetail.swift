import Foundation

/// The `personalRecord.detail` column: a record table as compact JSON, written and read by hand.
///
/// A JSON array, the athlete and exercise left to the row's own key columns:
///
///     [2,["2026-09-14T12:35:13Z","47186098-…",…],bestE1RM,bestSessionVolume,maxReps,maxWeight,[10,holder,6,holder,…]]
///
/// The second element lists each holding session once, as its start and id; a holder is
/// `[session index,value,weight,reps,position]`, `null` for a record not held yet; the rep maxes follow
/// by rep count. A record row was about 1.4 KB as `JSONEncoder`'s objects (one key name per value, every
/// session's id and date once per record it holds) and is about 500 bytes this way, so the rows an
/// incremental import reads and rewrites take a third of the pages.
///
/// Rows written before, as `JSONEncoder` with sorted keys wrote `PersonalRecords` (an object that names
/// its athlete and exercise), are still read; a recompute rewrites them in this form. Foundation's coders
/// took about 60 µs per record, which made them most of an incremental import's time, hence the hand-written
/// codec; text the fast readers do not expect (escapes) goes through Foundation's parsers.
enum RecordDetail {
    /// The first element of the compact form.
    static let version = 2

    static func encode(_ r: PersonalRecords) -> String {
        // Written as bytes into one buffer: built from interpolated `String`s, a detail took about 15 µs,
        // a tenth of an incremental import's records work.
        var sessions: [(date: String, sessionId: String)] = []
        var holders = Bytes()
        holders.reserve(320)
        func append(_ h: PersonalRecords.Holder?) {
            guard let h else { holders.append("null"); return }
            let index = sessions.firstIndex { $0.date == h.date && $0.sessionId == h.sessionId } ?? {
                sessions.append((h.date, h.sessionId))
                return sessions.count - 1
            }()
            holders.append(byte: UInt8(ascii: "["))
            holders.append(integer: index)
            holders.append(byte: UInt8(ascii: ","))
            holders.append(number: h.value)
            holders.append(byte: UInt8(ascii: ","))
            holders.append(number: h.weight)
            holders.append(byte: UInt8(ascii: ","))
            holders.append(integer: h.reps)
            holders.append(byte: UInt8(ascii: ","))
            holders.append(integer: h.position)
            holders.append(byte: UInt8(ascii: "]"))
        }
        for h in [r.bestE1RM, r.bestSessionVolume, r.maxReps, r.maxWeight] {
            append(h)
            holders.append(byte: UInt8(ascii: ","))
        }
        holders.append(byte: UInt8(ascii: "["))
        for (i, reps) in r.repMax.keys.sorted().enumerated() {
            if i > 0 { holders.append(byte: UInt8(ascii: ",")) }
            holders.append(integer: reps)
            holders.append(byte: UInt8(ascii: ","))
            append(r.repMax[reps])
        }
        holders.append("]]")
        var out = Bytes()
        out.reserve(holders.bytes.count + 48 * sessions.count + 8)
        out.append(byte: UInt8(ascii: "["))
        out.append(integer: version)
        out.append(",[")
        for (i, session) in sessions.enumerated() {
            if i > 0 { out.append(byte: UInt8(ascii: ",")) }
            out.append(string: session.date)
            out.append(byte: UInt8(ascii: ","))
            out.append(string: session.sessionId)
        }
        out.append("],")
        out.bytes.append(contentsOf: holders.bytes)
        return String(decoding: out.bytes, as: UTF8.self)
    }

    /// The record table of `athleteId` and `exerciseId` (the row's key columns) in `text`; nil when the
    /// text is not one, or is an older row that names another pair.
    static func decode(_ text: String, athleteId: String, exerciseId: String) -> PersonalRecords? {
        guard let athlete = UUID(text: athleteId), let exercise = UUID(text: exerciseId) else { return nil }
        return decode(text, athlete: athlete, exercise: exercise)
    }

    static func decode(_ text: String, athlete: UUID, exercise: UUID) -> PersonalRecords? {
        var copy = text
        if copy.utf8.first == UInt8(ascii: "{") {
            guard let r = decodeObject(copy), r.athleteId == athlete, r.exerciseId == exercise else { return nil }
            return r
        }
        let fast = copy.withUTF8 { bytes in
            var reader = Reader(bytes: bytes)
            return reader.compact(athlete: athlete, exercise: exercise)
        }
        return fast ?? decodeCompactWithFoundation(text, athlete: athlete, exercise: exercise)
    }

    /// A row written as `JSONEncoder`'s object, which names its athlete and exercise.
    static func decodeObject(_ text: String) -> PersonalRecords? {
        var copy = text
        let fast = copy.withUTF8 { bytes in
            var reader = Reader(bytes: bytes)
            return reader.records()
        }
        if let fast { return fast }
        return try? JSONDecoder().decode(PersonalRecords.self, from: Data(text.utf8))
    }

    /// The compact form with escapes in its strings, through `JSONSerialization`.
    private static func decodeCompactWithFoundation(_ text: String, athlete: UUID, exercise: UUID) -> PersonalRecords? {
        guard let array = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [Any], array.count == 7,
              (array[0] as? NSNumber)?.intValue == version, let strings = array[1] as? [String], strings.count % 2 == 0,
              let reps = array[6] as? [Any], reps.count % 2 == 0 else { return nil }
        func holder(_ any: Any) -> PersonalRecords.Holder?? {
            if any is NSNull { return .some(nil) }
            guard let fields = any as? [NSNumber], fields.count == 5 else { return nil }
            let index = fields[0].intValue
            guard index >= 0, 2 * index + 1 < strings.count else { return nil }
            return PersonalRecords.Holder(value: fields[1].doubleValue, weight: fields[2].doubleValue, reps: fields[3].intValue,
                                          date: strings[2 * index], sessionId: strings[2 * index + 1], position: fields[4].intValue)
        }
        var r = PersonalRecords(athleteId: athlete, exerciseId: exercise)
        guard let e1RM = holder(array[2]), let volume = holder(array[3]), let maxReps = holder(array[4]), let maxWeight = holder(array[5]) else { return nil }
        (r.bestE1RM, r.bestSessionVolume, r.maxReps, r.maxWeight) = (e1RM, volume, maxReps, maxWeight)
        for i in stride(from: 0, to: reps.count, by: 2) {
            guard let count = (reps[i] as? NSNumber)?.intValue, let h = holder(reps[i + 1]), let h else { return nil }
            r.repMax[count] = h
        }
        return r
    }

    // MARK: Writing

    /// A detail's text as it is written.
    private struct Bytes {
        var bytes: [UInt8] = []

        mutating func reserve(_ count: Int) { bytes.reserveCapacity(count) }
        mutating func append(byte: UInt8) { bytes.append(byte) }
        mutating func append(_ text: StaticString) {
            bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        }

        mutating func append(integer value: Int) { bytes.appendDecimal(value) }

        /// Whole numbers without a fraction (`70`, as JSONEncoder writes them), others in Swift's
        /// shortest form.
        mutating func append(number value: Double) {
            if value.rounded() == value, abs(value) < 9_007_199_254_740_992 {
                append(integer: Int(value))
            } else if value.isFinite {
                var text = value.description
                text.withUTF8 { bytes.append(contentsOf: $0) }
            } else {
                bytes.append(UInt8(ascii: "0"))
            }
        }

        /// A JSON string; ids and dates nearly always have nothing to escape.
        mutating func append(string text: String) {
            bytes.append(UInt8(ascii: "\""))
            var copy = text
            copy.withUTF8 { utf8 in
                if utf8.allSatisfy({ $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C }) {
                    bytes.append(contentsOf: utf8)
                    return
                }
                for byte in utf8 {
                    switch byte {
                    case 0x22: bytes.append(contentsOf: [0x5C, 0x22])
                    case 0x5C: bytes.append(contentsOf: [0x5C, 0x5C])
                    case ..<0x20:
                        let hex = Array("0123456789abcdef".utf8)
                        bytes.append(contentsOf: [0x5C, UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 15)]])
                    default: bytes.append(byte)
                    }
                }
            }
            bytes.append(UInt8(ascii: "\""))
        }
    }

    /// A number as a detail writes it (`Bytes.append(number:)`).
    static func numberText(_ value: Double) -> String {
        var out = Bytes()
        out.append(number: value)
        return String(decoding: out.bytes, as: UTF8.self)
    }

    // MARK: Reading

    /// Reads the text `encode` writes (`compact`), or an older row's object (`records`), straight into a
    /// record table in one pass over the bytes; nil for anything else (escapes, other keys, other shapes),
    /// which goes to Foundation's parsers.
    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var i = 0

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        mutating func compact(athlete: UUID, exercise: UUID) -> PersonalRecords? {
            guard take(UInt8(ascii: "[")), number() == Double(RecordDetail.version), take(UInt8(ascii: ",")), take(UInt8(ascii: "[")) else { return nil }
            var sessions: [(date: String, sessionId: String)] = []
            if !take(UInt8(ascii: "]")) {
                repeat {
                    guard let date = string(), take(UInt8(ascii: ",")), let sessionId = string() else { return nil }
                    sessions.append((date, sessionId))
                } while take(UInt8(ascii: ","))
                guard take(UInt8(ascii: "]")) else { return nil }
            }
            var r = PersonalRecords(athleteId: athlete, exerciseId: exercise)
            var main: [PersonalRecords.Holder?] = []
            for _ in 0..<4 {
                guard take(UInt8(ascii: ",")), let h = compactHolder(sessions) else { return nil }
                main.append(h)
            }
            (r.bestE1RM, r.bestSessionVolume, r.maxReps, r.maxWeight) = (main[0], main[1], main[2], main[3])
            guard take(UInt8(ascii: ",")), take(UInt8(ascii: "[")) else { return nil }
            if !take(UInt8(ascii: "]")) {
                repeat {
                    guard let count = number().flatMap({ Int(exactly: $0) }), take(UInt8(ascii: ",")),
                          let h = compactHolder(sessions), let h else { return nil }
                    r.repMax[count] = h
                } while take(UInt8(ascii: ","))
                guard take(UInt8(ascii: "]")) else { return nil }
            }
            guard take(UInt8(ascii: "]")), i == bytes.count else { return nil }
            return r
        }

        /// `[session,value,weight,reps,position]`, or `null` (`.some(nil)`); nil when it is neither.
        private mutating func compactHolder(_ sessions: [(date: String, sessionId: String)]) -> PersonalRecords.Holder?? {
            if i + 4 <= bytes.count, bytes[i] == UInt8(ascii: "n"), bytes[i + 1] == UInt8(ascii: "u"), bytes[i + 2] == UInt8(ascii: "l"),
               bytes[i + 3] == UInt8(ascii: "l") {
                i += 4
                return .some(nil)
            }
            guard take(UInt8(ascii: "[")), let index = number().flatMap({ Int(exactly: $0) }), sessions.indices.contains(index),
                  take(UInt8(ascii: ",")), let value = number(), take(UInt8(ascii: ",")), let weight = number(), take(UInt8(ascii: ",")),
                  let reps = number().flatMap({ Int(exactly: $0) }), take(UInt8(ascii: ",")),
                  let position = number().flatMap({ Int(exactly: $0) }), take(UInt8(ascii: "]")) else { return nil }
            return PersonalRecords.Holder(value: value, weight: weight, reps: reps, date: sessions[index].date,
                                          sessionId: sessions[index].sessionId, position: position)
        }

        mutating func records() -> PersonalRecords? {
            var athlete: UUID?, exercise: UUID?
            var holders: [String: PersonalRecords.Holder] = [:]
            var repMax: [Int: PersonalRecords.Holder] = [:]
            let complete = object { reader, key in
                switch key {
                case "athleteId": athlete = reader.string().flatMap(UUID.init(text:)); return athlete != nil
                case "exerciseId": exercise = reader.string().flatMap(UUID.init(text:)); return exercise != nil
                case "repMax":
                    return reader.object { reader, reps in
                        guard let count = Int(reps), let holder = reader.holder() else { return false }
                        repMax[count] = holder
                        return true
                    }
                case "bestE1RM", "bestSessionVolume", "maxReps", "maxWeight":
                    guard let holder = reader.holder() else { return false }
                    holders[key] = holder
                    return true
                default: return false
                }
            }
            guard complete, i == bytes.count, let athlete, let exercise else { return nil }
            var r = PersonalRecords(athleteId: athlete, exerciseId: exercise)
            r.bestE1RM = holders["bestE1RM"]
            r.bestSessionVolume = holders["bestSessionVolume"]
            r.maxReps = holders["maxReps"]
            r.maxWeight = holders["maxWeight"]
            r.repMax = repMax
            return r
        }

        private mutating func holder() -> PersonalRecords.Holder? {
            var date: String?, sessionId: String?
            var value: Double?, weight: Double?, reps: Int?, position: Int?
            let complete = object { reader, key in
                switch key {
                case "date": date = reader.string(); return date != nil
                case "sessionId": sessionId = reader.string(); return sessionId != nil
                case "value": value = reader.number(); return value != nil
                case "weight": weight = reader.number(); return weight != nil
                case "reps": reps = reader.number().flatMap { Int(exactly: $0) }; return reps != nil
                case "position": position = reader.number().flatMap { Int(exactly: $0) }; return position != nil
                default: return false
                }
            }
            guard complete, let date, let sessionId, let value, let weight, let reps, let position else { return nil }
            return PersonalRecords.Holder(value: value, weight: weight, reps: reps, date: date, sessionId: sessionId, position: position)
        }

        /// `{"key":value,…}`: `field` reads each value and says whether it was good.
        private mutating func object(_ field: (inout Reader, String) -> Bool) -> Bool {
            guard take(UInt8(ascii: "{")) else { return false }
            if take(UInt8(ascii: "}")) { return true }
            repeat {
                guard let key = string(), take(UInt8(ascii: ":")), field(&self, key) else { return false }
            } while take(UInt8(ascii: ","))
            return take(UInt8(ascii: "}"))
        }

        private mutating func take(_ byte: UInt8) -> Bool {
            guard i < bytes.count, bytes[i] == byte else { return false }
            i += 1
            return true
        }

        /// A string without escapes (the ids and dates `encode` writes).
        private mutating func string() -> String? {
            guard take(UInt8(ascii: "\"")) else { return nil }
            let start = i
            while i < bytes.count, bytes[i] != UInt8(ascii: "\"") {
                if bytes[i] == UInt8(ascii: "\\") { return nil }
                i += 1
            }
            guard i < bytes.count else { return nil }
            defer { i += 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
        }

        /// Numbers as `encode` writes them (`-`, digits, a fraction) are read from the bytes: up to 15
        /// digits make an exact integer, and dividing it by an exact power of ten rounds correctly, as
        /// Swift's parser would. Anything else (an exponent, more digits) goes to Swift's parser.
        private mutating func number() -> Double? {
            let start = i
            var mantissa = 0, digitCount = 0, fractionDigits = 0, simple = true, seenPoint = false
            while i < bytes.count, bytes[i] != UInt8(ascii: ","), bytes[i] != UInt8(ascii: "}"), bytes[i] != UInt8(ascii: "]") {
                let byte = bytes[i]
                if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                    mantissa = mantissa &* 10 &+ Int(byte - UInt8(ascii: "0"))
                    digitCount += 1
                    if seenPoint { fractionDigits += 1 }
                } else if byte == UInt8(ascii: "."), !seenPoint, digitCount > 0 {
                    seenPoint = true
                } else if !(i == start && byte == UInt8(ascii: "-")) {
                    simple = false
                }
                i += 1
            }
            let digits = UnsafeBufferPointer(rebasing: bytes[start..<i])
            if simple, 1...15 ~= digitCount, !(seenPoint && fractionDigits == 0) {
                let value = fractionDigits == 0 ? Double(mantissa) : Double(mantissa) / Self.powersOfTen[fractionDigits]
                return digits.first == UInt8(ascii: "-") ? -value : value
            }
            return Double(String(decoding: digits, as: UTF8.self))
        }

        /// 10⁰…10¹⁵, each exact as a `Double`.
        private static let powersOfTen: [Double] = (0...15).map { (0..<$0).reduce(1.0) { value, _ in value * 10 } }
    }
}
