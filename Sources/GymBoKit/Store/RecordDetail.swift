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
        var parser = Parser(bytes: Array(text.utf8))
        if let value = parser.document(), let records = records(from: value) { return records }
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

    private indirect enum Value {
        case object([(String, Value)])
        case string(String)
        case number(Double)
    }

    private static func records(from value: Value) -> PersonalRecords? {
        guard case let .object(fields) = value else { return nil }
        var athlete: UUID?, exercise: UUID?
        var holders: [String: PersonalRecords.Holder] = [:]
        var repMax: [Int: PersonalRecords.Holder] = [:]
        for (key, field) in fields {
            switch (key, field) {
            case let ("athleteId", .string(id)): athlete = UUID(uuidString: id)
            case let ("exerciseId", .string(id)): exercise = UUID(uuidString: id)
            case let ("repMax", .object(entries)):
                for (reps, entry) in entries {
                    guard let count = Int(reps), let holder = holder(from: entry) else { return nil }
                    repMax[count] = holder
                }
            case ("bestE1RM", _), ("bestSessionVolume", _), ("maxReps", _), ("maxWeight", _):
                guard let holder = holder(from: field) else { return nil }
                holders[key] = holder
            default: return nil
            }
        }
        guard let athlete, let exercise else { return nil }
        var r = PersonalRecords(athleteId: athlete, exerciseId: exercise)
        r.bestE1RM = holders["bestE1RM"]
        r.bestSessionVolume = holders["bestSessionVolume"]
        r.maxReps = holders["maxReps"]
        r.maxWeight = holders["maxWeight"]
        r.repMax = repMax
        return r
    }

    private static func holder(from value: Value) -> PersonalRecords.Holder? {
        guard case let .object(fields) = value else { return nil }
        var date: String?, sessionId: String?, numbers: [String: Double] = [:]
        for (key, field) in fields {
            switch field {
            case let .string(text) where key == "date": date = text
            case let .string(text) where key == "sessionId": sessionId = text
            case let .number(number): numbers[key] = number
            default: return nil
            }
        }
        guard let date, let sessionId, let value = numbers["value"], let weight = numbers["weight"],
              let reps = numbers["reps"].flatMap({ Int(exactly: $0) }), let position = numbers["position"].flatMap({ Int(exactly: $0) })
        else { return nil }
        return PersonalRecords.Holder(value: value, weight: weight, reps: reps, date: date, sessionId: sessionId, position: position)
    }

    /// Objects, strings and numbers: the shapes `encode` writes. Anything else is nil.
    private struct Parser {
        let bytes: [UInt8]
        var i = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func document() -> Value? {
            guard let value = value(depth: 0), i == bytes.count else { return nil }
            return value
        }

        private mutating func value(depth: Int) -> Value? {
            guard i < bytes.count, depth < 4 else { return nil }
            switch bytes[i] {
            case UInt8(ascii: "{"): return object(depth: depth)
            case UInt8(ascii: "\""): return string().map(Value.string)
            default: return number()
            }
        }

        private mutating func object(depth: Int) -> Value? {
            i += 1
            var fields: [(String, Value)] = []
            if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return .object(fields) }
            while i < bytes.count {
                guard bytes[i] == UInt8(ascii: "\""), let key = string(), i < bytes.count, bytes[i] == UInt8(ascii: ":") else { return nil }
                i += 1
                guard let field = value(depth: depth + 1), i < bytes.count else { return nil }
                fields.append((key, field))
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                guard bytes[i] == UInt8(ascii: "}") else { return nil }
                i += 1
                return .object(fields)
            }
            return nil
        }

        /// A string without escapes (the ids and dates `encode` writes); escapes go to the fallback.
        private mutating func string() -> String? {
            i += 1
            let start = i
            while i < bytes.count, bytes[i] != UInt8(ascii: "\"") {
                if bytes[i] == UInt8(ascii: "\\") { return nil }
                i += 1
            }
            guard i < bytes.count else { return nil }
            defer { i += 1 }
            return String(decoding: bytes[start..<i], as: UTF8.self)
        }

        private mutating func number() -> Value? {
            let start = i
            while i < bytes.count, bytes[i] != UInt8(ascii: ","), bytes[i] != UInt8(ascii: "}") { i += 1 }
            return Double(String(decoding: bytes[start..<i], as: UTF8.self)).map(Value.number)
        }
    }
}
