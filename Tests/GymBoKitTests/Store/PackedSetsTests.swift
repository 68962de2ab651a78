import Foundation
import Testing
@testable import GymBoKit

@Suite("Packed sets: a session's sets in its row")
struct PackedSetsTests {
    /// The bytes of a hand-worked example: one entry of two sets, 100 kg × 5 and a warm-up of 42.3 kg × 8
    /// after 90 s rest with RPE 7.
    @Test func aSmallSessionPacksToTheDocumentedBytes() {
        let bytes = PackedSets.encode([Session.Exercise(exerciseId: .zero, sets: [
            PerformedSet(reps: 5, weight: 100),
            PerformedSet(reps: 8, weight: 42.3, restTime: 90, rpe: 7, type: .warmup),
        ])])
        // version 1; 1 entry; 2 sets.
        // Set 1: flags completed | quarter weight = 0x09; reps 5 → zigzag 10; 400 quarters → zigzag 800 =
        // 0xa0 0x06; rest 0.
        // Set 2: flags completed | warm-up (1 << 1) | rpe (1 << 4) = 0x13; reps 8 → 16; 42.3 kg is no whole
        // number of quarters, so its 8 bytes; rest 90 → 180 = 0xb4 0x01; then RPE 7.0's 8 bytes.
        let weight = Array(withUnsafeBytes(of: (42.3).bitPattern.littleEndian) { Array($0) })
        let rpe = Array(withUnsafeBytes(of: (7.0).bitPattern.littleEndian) { Array($0) })
        #expect(bytes == [1, 1, 2, 0x09, 10, 0xa0, 0x06, 0] + [0x13, 16] + weight + [0xb4, 0x01] + rpe)
        #expect(PackedSets.decode(bytes) == [[PerformedSet(reps: 5, weight: 100),
                                              PerformedSet(reps: 8, weight: 42.3, restTime: 90, rpe: 7, type: .warmup)]])
    }

    /// Whatever a set holds comes back exactly: every field, odd loads (negative zero, NaN, huge,
    /// fractions), negative numbers, notes in any script, entries without sets.
    @Test(arguments: 0..<20) func everySetComesBackExactly(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed) &+ 101)
        let weights: [Double] = [0, -0.0, 2.5, 61.25, 42.3, -5, 1e12, .nan, .infinity, 0.1, 1234.75, Double(Int32.max)]
        let notes = ["", "failed", "20 m", "Übung mit Gürtel", "肩", "a\nb"]
        var exercises: [Session.Exercise] = []
        for _ in 0..<Int.random(in: 0...6, using: &random) {
            var sets: [PerformedSet] = []
            for _ in 0..<Int.random(in: 0...12, using: &random) {
                func maybe<T>(_ value: @autoclosure () -> T) -> T? { Bool.random(using: &random) ? value() : nil }
                sets.append(PerformedSet(
                    reps: Int.random(in: -3...400, using: &random),
                    weight: Bool.random(using: &random) ? weights.randomElement(using: &random)! : Double.random(in: 0...400, using: &random),
                    restTime: Int.random(in: -10...100_000, using: &random), completed: Bool.random(using: &random),
                    rpe: maybe(Double.random(in: 1...10, using: &random)), type: SetType.allCases.randomElement(using: &random)!,
                    durationSeconds: maybe(Double.random(in: 0...7200, using: &random)),
                    distanceMeters: maybe(Double.random(in: 0...42_195, using: &random)),
                    originalWeight: maybe(Double.random(in: 0...900, using: &random)),
                    originalUnit: maybe(Bool.random(using: &random) ? .kg : .lb),
                    note: notes.randomElement(using: &random)!,
                    volumeFactor: maybe(Double(Int.random(in: 0...2, using: &random)))))
            }
            exercises.append(Session.Exercise(exerciseId: .zero, sets: sets))
        }
        let decoded = PackedSets.decode(PackedSets.encode(exercises))
        #expect(decoded?.count == exercises.count)
        for (got, want) in zip(decoded ?? [], exercises.map(\.sets)) {
            #expect(got.count == want.count)
            for (a, b) in zip(got, want) {
                // Bit for bit, so that NaN and -0 count as kept.
                #expect(a.weight.bitPattern == b.weight.bitPattern)
                var a = a, b = b
                a.weight = 0; b.weight = 0
                #expect(a == b)
            }
        }
    }

    /// Bytes that are not packed sets are refused, never read past their end: every cut of a valid value,
    /// and a count larger than the bytes.
    @Test func damagedBytesAreRefused() {
        let bytes = PackedSets.encode([Session.Exercise(exerciseId: .zero, sets: [
            PerformedSet(reps: 5, weight: 42.3, rpe: 8, note: "heavy"), PerformedSet(reps: 3, weight: 50)])])
        for cut in 0..<bytes.count { #expect(PackedSets.decode(Array(bytes.prefix(cut))) == nil, "cut at \(cut)") }
        #expect(PackedSets.decode(bytes + [0]) == nil)
        #expect(PackedSets.decode([2, 0]) == nil)
        #expect(PackedSets.decode([1, 0xff, 0xff, 0xff, 0xff, 0x0f]) == nil)
        #expect(PackedSets.decode([1, 1, 1, 0xff, 0x7f, 0, 0, 0]) == nil)
        #expect(PackedSets.decode([1, 0]) == [])
    }
}
