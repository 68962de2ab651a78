import Foundation

extension UUID {
    /// The namespace of the toolkit's name-based exercise ids (a fixed, random v4 UUID).
    package static let gymboExerciseNamespace = UUID(uuidString: "6F1B6C52-3A4E-4C7D-9E21-5B0A9D3C7E11")!

    /// The namespace of the ids of imported sessions and templates that carry none of their own (a fixed,
    /// random v4 UUID): the same content gets the same id on every import.
    package static let gymboSessionNamespace = UUID(uuidString: "5B2D7E91-0C4A-4F3B-8D6E-9A1C2B3D4E5F")!

    /// An RFC 4122 version-5 UUID of `name` in `namespace`.
    package static func v5(namespace: UUID, name: String) -> UUID {
        let ns = namespace.uuid
        var bytes: [UInt8] = [ns.0, ns.1, ns.2, ns.3, ns.4, ns.5, ns.6, ns.7, ns.8, ns.9, ns.10, ns.11, ns.12, ns.13, ns.14, ns.15]
        bytes.append(contentsOf: Array(name.utf8))
        var d = Array(SHA1.digest(bytes).prefix(16))
        d[6] = (d[6] & 0x0F) | 0x50
        d[8] = (d[8] & 0x3F) | 0x80
        return UUID(uuid: (d[0], d[1], d[2], d[3], d[4], d[5], d[6], d[7], d[8], d[9], d[10], d[11], d[12], d[13], d[14], d[15]))
    }

    /// The app's id for catalog exercise number `n`: `00000000-0000-0000-0000-` + `n` in 12 digits.
    package static func catalog(_ number: Int) -> UUID {
        guard let id = catalog(validating: number) else { preconditionFailure("catalog number \(number) does not fit 12 digits") }
        return id
    }

    /// The catalog id of a number read from input; `nil` when it is negative or longer than 12 digits.
    ///
    /// (`String(format: "%012d")` read only 32 bits of the number and wrote `-5` as `-00000000005`, which
    /// Foundation parsed leniently: catalog number 4294967299 became exercise 3, and -5 exercise 5.)
    package static func catalog(validating number: Int) -> UUID? {
        guard (0..<1_000_000_000_000).contains(number) else { return nil }
        let digits = String(number)
        return UUID(uuidString: "00000000-0000-0000-0000-" + String(repeating: "0", count: 12 - digits.count) + digits)
    }

    /// The catalog number of an app-derived id, if this is one.
    package var catalogNumber: Int? {
        let text = uuidString
        guard text.hasPrefix("00000000-0000-0000-0000-") else { return nil }
        return Int(text.suffix(12))
    }

    /// Lowercase string form, the form the toolkit stores and prints.
    ///
    /// Written by hand: `uuidString` goes through `snprintf`, and then `lowercased()` copies again; a
    /// 200-athlete batch formats a few million ids, which cost about 0.5 s of its 6 s.
    package var lowercased: String { text(digits: "0123456789abcdef") }

    /// Calls `body` with the text form (as `lowercased`, or upper case as `uuidString` gives it) written
    /// into a buffer on the stack: content hashes and binds need the bytes, not a `String`.
    func withText<R>(uppercase: Bool, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 36) { buffer in
            write(into: buffer, digits: uppercase ? "0123456789ABCDEF" : "0123456789abcdef")
            return try body(UnsafeBufferPointer(buffer))
        }
    }

    private func text(digits hex: StaticString) -> String {
        String(unsafeUninitializedCapacity: 36) { buffer in
            write(into: buffer, digits: hex)
            return 36
        }
    }

    /// Writes the 36 characters of the text form into `buffer`.
    private func write(into buffer: UnsafeMutableBufferPointer<UInt8>, digits hex: StaticString) {
        hex.withUTF8Buffer { digits in
            withUnsafeBytes(of: uuid) { bytes in
                var out = 0
                for (i, byte) in bytes.enumerated() {
                    if i == 4 || i == 6 || i == 8 || i == 10 { buffer[out] = UInt8(ascii: "-"); out += 1 }
                    buffer[out] = digits[Int(byte >> 4)]
                    buffer[out + 1] = digits[Int(byte & 0x0F)]
                    out += 2
                }
            }
        }
    }

    /// Parses the 36-character text form in either case, as `UUID(uuidString:)` does, without its `sscanf`
    /// (a third of loading a history of sessions went there).
    package init?(text: String) {
        var text = text
        let parsed: uuid_t? = text.withUTF8 { chars -> uuid_t? in
            guard chars.count == 36 else { return nil }
            var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            let ok = withUnsafeMutableBytes(of: &value) { bytes -> Bool in
                var at = 0
                for i in 0..<16 {
                    if i == 4 || i == 6 || i == 8 || i == 10 {
                        guard chars[at] == UInt8(ascii: "-") else { return false }
                        at += 1
                    }
                    guard let high = Self.nibble(chars[at]), let low = Self.nibble(chars[at + 1]) else { return false }
                    bytes[i] = high << 4 | low
                    at += 2
                }
                return true
            }
            return ok ? value : nil
        }
        guard let parsed else { return nil }
        self.init(uuid: parsed)
    }

    private static func nibble(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}

extension UUID {
    /// The all-zero UUID, a placeholder for "no id".
    package static let zero = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
}
