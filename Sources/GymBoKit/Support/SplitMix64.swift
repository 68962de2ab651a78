import Foundation

/// A small, seedable pseudo-random generator (Steele, Lea & Flood's SplitMix64).
///
/// `gymbo generate` and `gymbo wizard` promise the same bytes for the same seed on every machine and Swift
/// version, so they draw only from this generator and its own helpers below — never from
/// `SystemRandomNumberGenerator` or the standard library's `random(in:using:)`, whose algorithms are not
/// specified to stay the same.
package struct SplitMix64: RandomNumberGenerator, Sendable {
    package private(set) var state: UInt64

    package init(seed: UInt64) { state = seed }

    /// An independent stream for a part of the data (an athlete, a kind of id), derived from `seed` and
    /// `stream` so that changing one athlete's draws never shifts another's.
    package init(seed: UInt64, stream: UInt64) {
        var mixer = SplitMix64(seed: seed ^ (stream &* 0xD1B5_4A32_D192_ED03))
        state = mixer.next() ^ stream
    }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A double in 0..<1 (53 random bits).
    package mutating func unit() -> Double {
        Double(next() >> 11) * (1.0 / 9_007_199_254_740_992.0)
    }

    /// A double in `range`.
    package mutating func double(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }

    /// A whole number in `range`, uniformly (multiply-shift; the bias is below 2⁻³² for our small ranges).
    package mutating func int(_ range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(((next() >> 32) * width) >> 32)
    }

    /// True with probability `p`.
    package mutating func chance(_ p: Double) -> Bool { unit() < p }

    /// One element of a non-empty array.
    package mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }

    /// An index drawn with the given relative weights.
    package mutating func weightedIndex(_ weights: [Double]) -> Int {
        let total = weights.reduce(0, +)
        var x = unit() * total
        for (i, w) in weights.enumerated() {
            if x < w { return i }
            x -= w
        }
        return weights.count - 1
    }

    /// A roughly normal value (sum of three uniforms; no libm, so identical on every platform).
    package mutating func gaussian(mean: Double, spread: Double) -> Double {
        mean + (unit() + unit() + unit() - 1.5) * 2 * spread
    }

    /// A random (version-4 shaped) UUID, deterministic for the generator's state.
    package mutating func uuid() -> UUID {
        let a = next(), b = next()
        var bytes = [UInt8](repeating: 0, count: 16)
        for i in 0..<8 {
            bytes[i] = UInt8(truncatingIfNeeded: a >> (56 - 8 * UInt64(i)))
            bytes[8 + i] = UInt8(truncatingIfNeeded: b >> (56 - 8 * UInt64(i)))
        }
        bytes[6] = (bytes[6] & 0x0F) | 0x40
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }

    /// A uniformly distributed number in `0..<count` (`count` > 0), by rejection sampling so that no value
    /// is favoured; the wizard's reproducibility rests on this algorithm staying as it is.
    package mutating func index(below count: Int) -> Int {
        precondition(count > 0, "index(below:) needs a positive count")
        let bound = UInt64(count)
        // The largest multiple of `bound` that fits; draws at or above it would bias small values.
        let limit = UInt64.max - (UInt64.max % bound)
        while true {
            let value = next()
            if value < limit { return Int(value % bound) }
        }
    }
}
