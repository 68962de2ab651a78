import Foundation

/// A parsed JSON document walked with its path, so every shape error names where it is
/// (`workout.exercises[2].sets[0].reps: expected a whole number, got "10x"`).
package struct JSONValue {
    package let value: Any
    /// The dotted path from the root (`workout.exercises[2]`); empty at the root.
    package let path: String

    package init(_ value: Any, path: String = "") {
        self.value = value
        self.path = path
    }

    /// A value of the wrong shape, with the place it was found.
    package struct ShapeError: Error, CustomStringConvertible {
        package var path: String
        package var message: String
        package var description: String { path.isEmpty ? message : "\(path): \(message)" }
    }

    /// Documents nested deeper than this are refused (a hostile file cannot exhaust the stack).
    package static let maxDepth = 64

    /// Parses JSON bytes. Syntax errors become a diagnostic with the line of the problem when Foundation
    /// reports its position.
    package static func parse(_ data: Data, file: String) throws -> JSONValue {
        guard data.contains(where: { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09) }) else {
            throw DiagnosticError(.error(file, nil, "empty file (expected JSON)"))
        }
        if let line = excessiveNesting(data) {
            throw DiagnosticError(.error(file, line, "JSON nested deeper than \(maxDepth) levels (expected a GymBo file)"))
        }
        do {
            return JSONValue(try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]))
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            var line: Int?
            if let range = detail.range(of: #"character (\d+)"#, options: .regularExpression),
               let offset = Int(detail[range].dropFirst("character ".count)) {
                line = data.prefix(offset).reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
            } else if detail.contains("end of file") {
                line = data.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
            }
            let hint = detail.contains("end of file") ? "; the file ends early, is it truncated?" : ""
            throw DiagnosticError(.error(file, line, "not valid JSON (\(detail))\(hint)"))
        }
    }

    /// The line where nesting passes `maxDepth`, ignoring brackets inside strings.
    private static func excessiveNesting(_ data: Data) -> Int? {
        var depth = 0, line = 1, inString = false, escaped = false
        for byte in data {
            if byte == 0x0A { line += 1 }
            if inString {
                if escaped { escaped = false } else if byte == 0x5C { escaped = true } else if byte == 0x22 { inString = false }
                continue
            }
            switch byte {
            case 0x22: inString = true
            case 0x5B, 0x7B:
                depth += 1
                if depth > maxDepth { return line }
            case 0x5D, 0x7D: depth -= 1
            default: break
            }
        }
        return nil
    }

    private func key(_ name: String) -> String { path.isEmpty ? name : "\(path).\(name)" }

    func error(_ message: String) -> ShapeError { ShapeError(path: path, message: message) }

    var isNull: Bool { value is NSNull }

    /// JSON `true`/`false`. Foundation hands numbers and booleans out as `NSNumber`, and `0`/`1` bridge to
    /// `Bool` too, so the boolean class is told by its type name.
    private var isBoolean: Bool { String(describing: type(of: value)).contains("Boolean") }

    var typeName: String {
        switch value {
        case is NSNull: return "null"
        case is String: return "a string"
        case is [Any]: return "an array"
        case is [String: Any]: return "an object"
        default: return isBoolean ? "a boolean" : value is NSNumber ? "a number" : "\(type(of: value))"
        }
    }

    // MARK: Objects

    /// The member `name`, or `nil` when absent or null.
    func optional(_ name: String) throws -> JSONValue? {
        guard let object = value as? [String: Any] else { throw error("expected an object, got \(typeName)") }
        guard let member = object[name], !(member is NSNull) else { return nil }
        return JSONValue(member, path: key(name))
    }

    /// The member `name`, which must be present.
    func required(_ name: String) throws -> JSONValue {
        guard let member = try optional(name) else { throw ShapeError(path: key(name), message: "missing (required)") }
        return member
    }

    func has(_ name: String) -> Bool { (value as? [String: Any])?[name] != nil }

    // MARK: Arrays

    func array() throws -> [JSONValue] {
        guard let items = value as? [Any] else { throw error("expected an array, got \(typeName)") }
        return items.enumerated().map { JSONValue($0.element, path: "\(path)[\($0.offset)]") }
    }

    // MARK: Scalars

    func string() throws -> String {
        if let text = value as? String { return text }
        throw error("expected a string, got \(typeName)")
    }

    func double() throws -> Double {
        if !isBoolean, let number = value as? NSNumber {
            let v = number.doubleValue
            guard v.isFinite else { throw error("expected a finite number, got \(v)") }
            return v
        }
        if let text = value as? String, let v = Double(text.trimmingCharacters(in: .whitespaces)) {
            guard v.isFinite else { throw error("expected a finite number, got \"\(text)\"") }
            return v
        }
        throw error("expected a number, got \(describe)")
    }

    /// A whole number; `5.0` is accepted, `5.5` is not.
    func int() throws -> Int {
        let v = try double()
        guard v == v.rounded(), abs(v) < 1e15 else { throw error("expected a whole number, got \(Self.format(v))") }
        return Int(v)
    }

    func bool() throws -> Bool {
        if isBoolean, let b = value as? Bool { return b }
        if let number = value as? NSNumber, number.doubleValue == 0 || number.doubleValue == 1 { return number.doubleValue == 1 }
        if let text = value as? String {
            switch text.lowercased() {
            case "true", "yes", "1": return true
            case "false", "no", "0": return false
            default: break
            }
        }
        throw error("expected true or false, got \(describe)")
    }

    func uuid() throws -> UUID {
        let text = try string()
        guard let id = UUID(uuidString: text.trimmingCharacters(in: .whitespaces)) else {
            throw error("expected a UUID, got \"\(text)\"")
        }
        return id
    }

    /// An ISO-8601 instant (`2026-11-16T06:00:00Z`, with offset or fraction), or seconds since 2001
    /// (the app's `Date` encoding when it writes JSON without a date strategy).
    func date() throws -> Date {
        if let text = value as? String {
            guard let date = Timestamp.parseISO(text) else {
                throw error("expected an ISO-8601 date like 2026-11-16T06:00:00Z, got \"\(text)\"")
            }
            return date
        }
        if !isBoolean, let number = value as? NSNumber, number.doubleValue.isFinite {
            let date = Date(timeIntervalSinceReferenceDate: number.doubleValue)
            // Only the years 1…9999 have the stored text form; a larger number is corrupt, not a date.
            guard Self.representableDates.contains(date.timeIntervalSince1970) else {
                throw error("expected an ISO-8601 date, got the number \(number.doubleValue), which is not in the years 1…9999 (seconds since 2001)")
            }
            return date
        }
        throw error("expected an ISO-8601 date, got \(describe)")
    }

    /// Seconds since 1970 of 0001-01-01T00:00:00Z through 9999-12-31T23:59:59Z.
    static let representableDates: ClosedRange<Double> = -62_135_596_800 ... 253_402_300_799

    private var describe: String {
        if let text = value as? String { return "\"\(text.prefix(40))\"" }
        return typeName
    }

    private static func format(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }
}
