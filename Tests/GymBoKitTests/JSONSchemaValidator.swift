import Foundation

/// A small JSON Schema validator for the keywords the project's schemas use: type, properties, required,
/// additionalProperties (boolean), items, enum, pattern, minItems, maxItems. Returns one line per violation.
struct JSONSchemaValidator {
    let schema: [String: Any]

    func validate(_ value: Any) -> [String] { check(value, schema, path: "$") }

    private func typeName(_ value: Any) -> String {
        switch value {
        case is NSNull: return "null"
        case is String: return "string"
        case is [Any]: return "array"
        case is [String: Any]: return "object"
        case let n as NSNumber:
            if String(describing: type(of: n)).contains("Boolean") { return "boolean" }
            return n.doubleValue == n.doubleValue.rounded() ? "integer" : "number"
        default: return "unknown"
        }
    }

    private func check(_ value: Any, _ schema: [String: Any], path: String) -> [String] {
        var errors: [String] = []
        if let type = schema["type"] {
            let allowed = (type as? [String]) ?? [(type as? String) ?? ""]
            let actual = typeName(value)
            let ok = allowed.contains(actual) || (actual == "integer" && allowed.contains("number"))
            if !ok { return ["\(path): expected \(allowed.joined(separator: "|")), got \(actual)"] }
        }
        if let options = schema["enum"] as? [Any], !options.contains(where: { "\($0)" == "\(value)" }) {
            errors.append("\(path): \(value) is not one of \(options)")
        }
        if let pattern = schema["pattern"] as? String, let text = value as? String,
           text.range(of: pattern, options: .regularExpression) == nil {
            errors.append("\(path): '\(text)' does not match \(pattern)")
        }
        if let object = value as? [String: Any] {
            let properties = schema["properties"] as? [String: Any] ?? [:]
            for key in schema["required"] as? [String] ?? [] where object[key] == nil {
                errors.append("\(path): missing required key '\(key)'")
            }
            for (key, member) in object.sorted(by: { $0.key < $1.key }) {
                if let sub = properties[key] as? [String: Any] {
                    errors += check(member, sub, path: "\(path).\(key)")
                } else if schema["additionalProperties"] as? Bool == false {
                    errors.append("\(path): undocumented key '\(key)'")
                }
            }
        }
        if let array = value as? [Any] {
            if let min = schema["minItems"] as? Int, array.count < min { errors.append("\(path): fewer than \(min) items") }
            if let max = schema["maxItems"] as? Int, array.count > max { errors.append("\(path): more than \(max) items") }
            if let items = schema["items"] as? [String: Any] {
                for (i, item) in array.enumerated() { errors += check(item, items, path: "\(path)[\(i)]") }
            }
        }
        return errors
    }
}
