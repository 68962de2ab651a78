import Foundation

/// Encodes `Encodable` values to the exact bytes `JSONOutput.encoder()` writes (Foundation's `JSONEncoder` with
/// sorted keys, pretty printing, unescaped slashes and dates as `Timestamp` strings), in a fraction of the time.
///
/// Foundation's encoder took about 22,000 instructions per value (a weekly report has about 650), which was a
/// seventh of `gymbo report overview`. This one builds a small tree of the values and writes it once. The
/// format it reproduces, checked value for value against `JSONEncoder` by the tests:
/// - keys sorted by their UTF-8 bytes; `nil` optionals left out (`encodeIfPresent`), explicit `nil` as `null`;
/// - two spaces of indent, `"key" : value`, and an empty array or object as `[`, a blank line, `]`;
/// - floating-point numbers as Swift prints them without a trailing `.0` (`1`, `0.1`, `1e+16`, `-0`), and a
///   non-finite one is an error, as with `JSONEncoder`'s default;
/// - strings with `"`, `\` and control characters escaped (`\b \f \n \r \t`, others `\u00XX`), everything else
///   as it is, `/` included.
/// Coding paths are not tracked (each would be an array made per value): an error names the value, not its path.
package enum JSONTreeEncoder {
    /// The JSON text of `value`, without a final line feed.
    package static func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        let node = try Node.of(value)
        var out: [UInt8] = []
        out.reserveCapacity(4096)
        node.write(to: &out, indent: 0)
        return out
    }

    /// A value of the tree. Objects and arrays are boxes, so that nested containers can be filled after they
    /// were placed in their parent, as `Encoder`'s protocol allows.
    enum Node {
        case null
        case literal(String)  // numbers and booleans, as written
        case string(String)
        case array(ArrayBox)
        case object(ObjectBox)
        case deferred(Slot)  // a `superEncoder`'s value, known once it has been encoded

        static func of<T: Encodable>(_ value: T) throws -> Node {
            // Type comparisons first: a failed `as?` cast on a generic value costs far more than one that succeeds.
            if T.self == String.self { return .string(value as! String) }
            if T.self == Int.self { return .literal(String(value as! Int)) }
            if T.self == Double.self { return try number(value as! Double) }
            if T.self == Bool.self { return .literal(value as! Bool ? "true" : "false") }
            if T.self == Date.self { return .string(Timestamp.string(value as! Date)) }
            if T.self == Float.self { let v = value as! Float; return try number(Double(v), text: v.description, finite: v.isFinite) }
            if T.self == URL.self { return .string((value as! URL).absoluteString) }
            let slot = Slot()
            try value.encode(to: TreeEncoder(slot: slot))
            return slot.node ?? .object(ObjectBox())
        }

        static func number(_ v: Double) throws -> Node {
            try number(v, text: v.description, finite: v.isFinite)
        }

        static func number(_ v: Double, text: String, finite: Bool) throws -> Node {
            guard finite else {
                throw EncodingError.invalidValue(v, EncodingError.Context(codingPath: [], debugDescription: "Unable to encode \(v) directly in JSON."))
            }
            return .literal(text.hasSuffix(".0") ? String(text.dropLast(2)) : text)
        }

        func write(to out: inout [UInt8], indent: Int) {
            switch self {
            case .null: out += "null".utf8
            case let .literal(text): out += text.utf8
            case let .string(text): Node.writeString(text, to: &out)
            case let .deferred(slot): (slot.node ?? .object(ObjectBox())).write(to: &out, indent: indent)
            case let .array(box):
                out.append(UInt8(ascii: "["))
                Node.writeItems(box.items.count, to: &out, indent: indent) { i, out in
                    box.items[i].write(to: &out, indent: indent + 2)
                }
                out.append(UInt8(ascii: "]"))
            case let .object(box):
                // Sorted by key; of a key encoded twice, the last value.
                let items = box.items
                let order = items.indices.sorted {
                    let c = Node.compareUTF8(items[$0].key, items[$1].key)
                    return c == 0 ? $0 < $1 : c < 0
                }
                var kept = order
                if items.count > 1 { kept = order.indices.filter { $0 == order.count - 1 || items[order[$0]].key != items[order[$0 + 1]].key }.map { order[$0] } }
                out.append(UInt8(ascii: "{"))
                Node.writeItems(kept.count, to: &out, indent: indent) { i, out in
                    Node.writeString(items[kept[i]].key, to: &out)
                    out += " : ".utf8
                    items[kept[i]].node.write(to: &out, indent: indent + 2)
                }
                out.append(UInt8(ascii: "}"))
            }
        }

        /// The order of two keys by their UTF-8 bytes (negative, zero, positive), compared in place.
        static func compareUTF8(_ a: String, _ b: String) -> Int {
            var a = a, b = b
            return a.withUTF8 { x in
                b.withUTF8 { y in
                    let n = min(x.count, y.count)
                    let c = n == 0 ? 0 : Int(memcmp(x.baseAddress!, y.baseAddress!, n))
                    return c != 0 ? c : x.count - y.count
                }
            }
        }

        /// The lines between a container's brackets: one item per line, indented; a blank line when empty.
        static func writeItems(_ count: Int, to out: inout [UInt8], indent: Int, item: (Int, inout [UInt8]) -> Void) {
            out.append(UInt8(ascii: "\n"))
            for i in 0..<count {
                if i > 0 { out += ",\n".utf8 }
                out += repeatElement(UInt8(ascii: " "), count: indent + 2)
                item(i, &out)
            }
            out.append(UInt8(ascii: "\n"))
            out += repeatElement(UInt8(ascii: " "), count: indent)
        }

        static func writeString(_ text: String, to out: inout [UInt8]) {
            out.append(UInt8(ascii: "\""))
            defer { out.append(UInt8(ascii: "\"")) }
            // Most strings need no escape: copied whole.
            guard text.utf8.anyByte(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
                out += text.utf8
                return
            }
            for b in text.utf8 {
                switch b {
                case UInt8(ascii: "\""): out += "\\\"".utf8
                case UInt8(ascii: "\\"): out += "\\\\".utf8
                case 0x08: out += "\\b".utf8
                case 0x0C: out += "\\f".utf8
                case 0x0A: out += "\\n".utf8
                case 0x0D: out += "\\r".utf8
                case 0x09: out += "\\t".utf8
                case 0..<0x20:
                    let hex = Array("0123456789abcdef".utf8)
                    out += "\\u00".utf8
                    out.append(hex[Int(b >> 4)])
                    out.append(hex[Int(b & 15)])
                default: out.append(b)
                }
            }
        }
    }

    final class ArrayBox { var items: [Node] = [] }
    /// An object's members in the order they were encoded; `write` sorts them, and a key encoded twice keeps
    /// its last value, as with `JSONEncoder`. (A list, not a dictionary: hashing every key cost more than it saved.)
    final class ObjectBox {
        var items: [(key: String, node: Node)] = []
        func set(_ key: String, _ node: Node) { items.append((key, node)) }
    }
    final class Slot { var node: Node? }

    struct TreeEncoder: Encoder {
        let slot: Slot
        var codingPath: [CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            let box: ObjectBox
            if case let .object(existing) = slot.node { box = existing } else { box = ObjectBox(); slot.node = .object(box) }
            return KeyedEncodingContainer(Keyed(box: box))
        }

        func unkeyedContainer() -> UnkeyedEncodingContainer {
            let box: ArrayBox
            if case let .array(existing) = slot.node { box = existing } else { box = ArrayBox(); slot.node = .array(box) }
            return Unkeyed(box: box)
        }

        func singleValueContainer() -> SingleValueEncodingContainer { Single(slot: slot) }
    }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let box: ObjectBox
        var codingPath: [CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) throws { box.set(key.stringValue, .null) }
        mutating func encode(_ value: String, forKey key: Key) throws { box.set(key.stringValue, .string(value)) }
        mutating func encode(_ value: Int, forKey key: Key) throws { box.set(key.stringValue, .literal(String(value))) }
        mutating func encode(_ value: Bool, forKey key: Key) throws { box.set(key.stringValue, .literal(value ? "true" : "false")) }
        mutating func encode(_ value: Double, forKey key: Key) throws { box.set(key.stringValue, try .number(value)) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            box.set(key.stringValue, try .of(value))
        }
        mutating func encode(_ value: Int8, forKey key: Key) throws { box.set(key.stringValue, .literal(String(value))) }
        mutating func encode(_ value: Int16, forKey key: Key) throws { box.set(key.stringValue, .literal(String(value))) }
        mutating func encode(_ value: Int32, forKey key: Key) throws { box.set(key.stringValue, .literal(String(value))) }
        mutating func encode(_ value: Int64, forKey key: Key) throws { box.set(key.stringValue, .literal(String(value))) }
        mutating func encode(_ value: UInt, forKey key: Key) throws { box.set(key.stringValue, .literal(String(value))) }
        mutating func encode(_ value: UInt8, forKey key: Key) throws { box.set(key.stringValue, .literal(String(value))) }
        mutating func encode(_ value: UInt16, forKey key: Key) throws { box.set(key.stringValue, .literal(String(value))) }
        mutating func encode(_ value: UInt32, forKey key: Key) throws { box.set(key.stringValue, .literal(String(value))) }
        mutating func encode(_ value: UInt64, forKey key: Key) throws { box.set(key.stringValue, .literal(String(value))) }
        mutating func encode(_ value: Float, forKey key: Key) throws { box.set(key.stringValue, try .number(Double(value), text: value.description, finite: value.isFinite)) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            let nested = ObjectBox()
            box.set(key.stringValue, .object(nested))
            return KeyedEncodingContainer(Keyed<NestedKey>(box: nested))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
            let nested = ArrayBox()
            box.set(key.stringValue, .array(nested))
            return Unkeyed(box: nested)
        }

        mutating func superEncoder() -> Encoder { superEncoder(named: "super") }
        mutating func superEncoder(forKey key: Key) -> Encoder { superEncoder(named: key.stringValue) }

        private func superEncoder(named name: String) -> Encoder {
            let slot = Slot()
            box.set(name, .deferred(slot))
            return TreeEncoder(slot: slot)
        }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let box: ArrayBox
        var codingPath: [CodingKey] { [] }
        var count: Int { box.items.count }

        mutating func encodeNil() throws { box.items.append(.null) }
        mutating func encode(_ value: String) throws { box.items.append(.string(value)) }
        mutating func encode(_ value: Int) throws { box.items.append(.literal(String(value))) }
        mutating func encode(_ value: Bool) throws { box.items.append(.literal(value ? "true" : "false")) }
        mutating func encode(_ value: Double) throws { box.items.append(try .number(value)) }
        mutating func encode<T: Encodable>(_ value: T) throws { box.items.append(try .of(value)) }
        mutating func encode(_ value: Int8) throws { box.items.append(.literal(String(value))) }
        mutating func encode(_ value: Int16) throws { box.items.append(.literal(String(value))) }
        mutating func encode(_ value: Int32) throws { box.items.append(.literal(String(value))) }
        mutating func encode(_ value: Int64) throws { box.items.append(.literal(String(value))) }
        mutating func encode(_ value: UInt) throws { box.items.append(.literal(String(value))) }
        mutating func encode(_ value: UInt8) throws { box.items.append(.literal(String(value))) }
        mutating func encode(_ value: UInt16) throws { box.items.append(.literal(String(value))) }
        mutating func encode(_ value: UInt32) throws { box.items.append(.literal(String(value))) }
        mutating func encode(_ value: UInt64) throws { box.items.append(.literal(String(value))) }
        mutating func encode(_ value: Float) throws { box.items.append(try .number(Double(value), text: value.description, finite: value.isFinite)) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            let nested = ObjectBox()
            box.items.append(.object(nested))
            return KeyedEncodingContainer(Keyed<NestedKey>(box: nested))
        }

        mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer {
            let nested = ArrayBox()
            box.items.append(.array(nested))
            return Unkeyed(box: nested)
        }

        mutating func superEncoder() -> Encoder {
            let slot = Slot()
            box.items.append(.deferred(slot))
            return TreeEncoder(slot: slot)
        }
    }

    struct Single: SingleValueEncodingContainer {
        let slot: Slot
        var codingPath: [CodingKey] { [] }

        mutating func encodeNil() throws { slot.node = .null }
        mutating func encode(_ value: String) throws { slot.node = .string(value) }
        mutating func encode(_ value: Int) throws { slot.node = .literal(String(value)) }
        mutating func encode(_ value: Bool) throws { slot.node = .literal(value ? "true" : "false") }
        mutating func encode(_ value: Double) throws { slot.node = try .number(value) }
        mutating func encode<T: Encodable>(_ value: T) throws { slot.node = try .of(value) }
        mutating func encode(_ value: Int8) throws { slot.node = .literal(String(value)) }
        mutating func encode(_ value: Int16) throws { slot.node = .literal(String(value)) }
        mutating func encode(_ value: Int32) throws { slot.node = .literal(String(value)) }
        mutating func encode(_ value: Int64) throws { slot.node = .literal(String(value)) }
        mutating func encode(_ value: UInt) throws { slot.node = .literal(String(value)) }
        mutating func encode(_ value: UInt8) throws { slot.node = .literal(String(value)) }
        mutating func encode(_ value: UInt16) throws { slot.node = .literal(String(value)) }
        mutating func encode(_ value: UInt32) throws { slot.node = .literal(String(value)) }
        mutating func encode(_ value: UInt64) throws { slot.node = .literal(String(value)) }
        mutating func encode(_ value: Float) throws { slot.node = try .number(Double(value), text: value.description, finite: value.isFinite) }
    }
}
