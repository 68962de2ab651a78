import Foundation

/// The line of a JSON document where the value at a dotted path (`sessions[2].exercises[0].reps`) starts,
/// so a shape error can say `path:line:` as CSV errors do. A path that is not in the document (a missing
/// member) gives its nearest existing parent's line.
enum JSONLines {
    static func line(of path: String, in data: Data) -> Int? {
        let bytes = [UInt8](data)
        var target = path
        while true {
            var scanner = Scanner(bytes: bytes, target: target)
            if let line = scanner.find() { return line }
            guard !target.isEmpty else { return nil }
            // The parent: drop the last `.name` or `[n]`.
            if target.hasSuffix("]"), let open = target.lastIndex(of: "[") { target = String(target[..<open]) }
            else if let dot = target.lastIndex(of: ".") { target = String(target[..<dot]) }
            else { target = "" }
        }
    }

    private struct Scanner {
        let bytes: [UInt8]
        let target: String
        var i = 0
        var line = 1
        var depth = 0

        init(bytes: [UInt8], target: String) {
            self.bytes = bytes
            self.target = target
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
        }

        mutating func find() -> Int? { value(path: "") }

        mutating func skipSpace() {
            while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) {
                if bytes[i] == 0x0A { line += 1 }
                i += 1
            }
        }

        /// Skips a string starting at `i` (a quote) and returns its raw text.
        mutating func string() -> String {
            i += 1
            let start = i
            while i < bytes.count, bytes[i] != 0x22 {
                if bytes[i] == 0x5C { i += 1 }
                if i < bytes.count, bytes[i] == 0x0A { line += 1 }
                i += 1
            }
            let text = String(decoding: bytes[start..<min(i, bytes.count)], as: UTF8.self)
            i += 1
            return text
        }

        mutating func value(path: String) -> Int? {
            skipSpace()
            guard i < bytes.count, depth <= JSONValue.maxDepth else { return nil }
            if path == target { return line }
            switch bytes[i] {
            case 0x7B:  // {
                i += 1
                depth += 1
                defer { depth -= 1 }
                while true {
                    skipSpace()
                    guard i < bytes.count else { return nil }
                    if bytes[i] == 0x7D { i += 1; return nil }
                    if bytes[i] == 0x2C { i += 1; continue }
                    guard bytes[i] == 0x22 else { return nil }
                    let key = string()
                    skipSpace()
                    guard i < bytes.count, bytes[i] == 0x3A else { return nil }
                    i += 1
                    if let found = value(path: path.isEmpty ? key : "\(path).\(key)") { return found }
                }
            case 0x5B:  // [
                i += 1
                depth += 1
                defer { depth -= 1 }
                var index = 0
                while true {
                    skipSpace()
                    guard i < bytes.count else { return nil }
                    if bytes[i] == 0x5D { i += 1; return nil }
                    if bytes[i] == 0x2C { i += 1; index += 1; continue }
                    if let found = value(path: "\(path)[\(index)]") { return found }
                }
            case 0x22:
                _ = string()
                return nil
            default:
                while i < bytes.count, ![0x2C, 0x7D, 0x5D, 0x20, 0x0A, 0x0D, 0x09].contains(bytes[i]) { i += 1 }
                return nil
            }
        }
    }
}
