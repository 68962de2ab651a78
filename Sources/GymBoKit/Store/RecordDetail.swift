import Foundation

/// The `personalRecord.detail` column: a record table as JSON, written and read by hand.
///
/// The text is what `JSONEncoder` with sorted keys writes for `PersonalRecords`, so older rows and this
/// codec read each other. Foundation's coders took about 60 µs per record; an incremental import of one
/// week for 200 athletes loads and saves about 1,600 of them, which made the coders most of its time.
/// Reading falls back to `JSONDecoder` for any text this reader does not expect.
enum RecordDetail {
    static func encode(_ r: PersonalRecords) -> String {
        var out = "{\"athleteId\":\"\(r.athleteId.uuidString)\""
        if let h = r.bestE1RM { out += ",\"bestE1RM\":"; append(h, to: &out) }
        if let h = r.bestSessionVolume { out += ",\"bestSessionVolume\":"; append(h, to: &out) }
        out += ",\"exerciseId\":\"\(r.exerciseId.uuidString)\""
        if let h = r.maxReps { out += ",\"maxReps\":"; append(h, to: &out) }
        if let h = r.maxWeight { out += ",\"maxWeight\":"; append(h, to: &out) }
        out += ",\"repMax\":{"
        // Sorted as JSON keys are: as text ("10" before "6").
        for (i, reps) in r.repMax.keys.map(String.init).sorted().enumerated() {
            if i > 0 { out += "," }
            out += "\"\(reps)\":"
            append(r.repMax[Int(reps)!]!, to: &out)
        }
        out += "}}"
        return out
    }

    static func decode(_ text: String) -> PersonalRecords? {
        var copy = text
        let fast = copy.withUTF8 { bytes in
            var reader = Reader(bytes: bytes)
            return reader.records()
        }
        if let fast { return fast }
        return try? JSONDecoder().decode(PersonalRecords.self, from: Data(text.utf8))
    }

    // MARK: Writing

    private static func append(_ h: PersonalRecords.Holder, to out: inout String) {
        out += "{\"date\":"
        appendString(h.date, to: &out)
        out += ",\"position\":\(h.position),\"reps\":\(h.reps),\"sessionId\":"
        appendString(h.sessionId, to: &out)
        out += ",\"value\":"
        appendNumber(h.value, to: &out)
        out += ",\"weight\":"
        appendNumber(h.weight, to: &out)
        out += "}"
    }

    /// Whole numbers without a fraction (`70`, as JSONEncoder writes them), others in Swift's shortest form.
    private static func appendNumber(_ value: Double, to out: inout String) {
        if value.rounded() == value, abs(value) < 9_007_199_254_740_992 {
            out += String(Int64(value))
        } else {
            out += value.isFinite ? "\(value)" : "0"
        }
    }

    private static func appendString(_ text: String, to out: inout String) {
        out += "\""
        // Ids and dates, nearly always: nothing to escape.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C }) {
            out += text
            out += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }

    // MARK: Reading

    /// Reads the text `encode` writes, straight into a record table, in one pass over the bytes; nil
    /// for anything else (escapes, other keys, other shapes), which goes to `JSONDecoder`.
    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var i = 0

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        mutating func records() -> PersonalRecords? {
            var athlete: UUID?, exercise: UUID?
            var holders: [String: PersonalRecords.Holder] = [:]
            var repMax: [Int: PersonalRecords.Holder] = [:]
            let complete = object { reader, key in
                switch key {
                case "athleteId": athlete = reader.string().flatMap(UUID.init(uuidString:)); return athlete != nil
                case "exerciseId": exercise = reader.string().flatMap(UUID.init(uuidString:)); return exercise != nil
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

        /// Whole numbers are read digit by digit; anything with a fraction or exponent by Swift's parser.
        private mutating func number() -> Double? {
            let start = i
            var whole = true
            while i < bytes.count, bytes[i] != UInt8(ascii: ","), bytes[i] != UInt8(ascii: "}") {
                if !(bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9")) && !(i == start && bytes[i] == UInt8(ascii: "-")) { whole = false }
                i += 1
            }
            let digits = UnsafeBufferPointer(rebasing: bytes[start..<i])
            let negative = digits.first == UInt8(ascii: "-")
            let length = digits.count
            if whole, (negative ? 2 : 1)...15 ~= length {
                var value = 0
                for byte in digits.dropFirst(negative ? 1 : 0) { value = value * 10 + Int(byte - UInt8(ascii: "0")) }
                return Double(negative ? -value : value)
            }
            return Double(String(decoding: digits, as: UTF8.self))
        }
    }
}
