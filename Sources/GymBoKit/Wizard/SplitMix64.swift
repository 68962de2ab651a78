import Foundation

/// SplitMix64 (Steele, Lea, Flood 2014): a tiny, fast, seedable generator.
///
/// The wizard needs variety that is *reproducible*: the same preferences and seed must give the same plan,
/// byte for byte, on every machine and toolchain. The system generator cannot be seeded, and the standard
/// library's `random(in:using:)` does not promise how it turns raw bits into a bounded number, so the
/// wizard draws bounded numbers through `index(below:)`, whose algorithm is fixed here.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniformly distributed number in `0..<count` (`count` > 0), by rejection sampling so that no
    /// value is favoured; the algorithm is part of the wizard's reproducibility promise.
    public mutating func index(below count: Int) -> Int {
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
