import Foundation

/// FNV-1a, 64 bit: a fast, stable fingerprint for telling changed rows from unchanged ones.
///
/// Not a security hash; SHA-256 identifies whole files. Used where it runs per session on large imports,
/// where JSON-encoding plus SHA-256 per session cost seconds.
package struct FNV1a64 {
    private(set) var hash: UInt64 = 0xcbf2_9ce4_8422_2325

    package init() {}

    package mutating func add(_ text: String) {
        for byte in text.utf8 { mix(byte) }
        mix(0x1F)
    }

    /// The same as adding the text these bytes spell.
    package mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
        for byte in bytes { mix(byte) }
        mix(0x1F)
    }

    /// The same as adding `id.uuidString`, without making the string.
    package mutating func add(uppercased id: UUID) { id.withText(uppercase: true) { add($0) } }

    package mutating func add(_ value: Int) { add(UInt64(bitPattern: Int64(value))) }

    package mutating func add(_ value: Double) { add(value.bitPattern) }

    package mutating func add(_ value: UInt64) {
        var v = value
        for _ in 0..<8 {
            mix(UInt8(truncatingIfNeeded: v))
            v >>= 8
        }
    }

    package mutating func add<T>(optional value: T?, _ body: (inout FNV1a64, T) -> Void) {
        if let value { mix(1); body(&self, value) } else { mix(0) }
    }

    @inline(__always) private mutating func mix(_ byte: UInt8) {
        hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }

    package var hex: String { String(hash, radix: 16) }
}
