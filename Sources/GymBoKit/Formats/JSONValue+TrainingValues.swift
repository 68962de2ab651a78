import Foundation

extension JSONValue {
    /// A whole number ≥ 0.
    func nonNegativeInt() throws -> Int {
        let v = try int()
        guard v >= 0 else { throw error("expected a number ≥ 0, got \(v)") }
        return v
    }

    /// Reps of a set: a whole number from 0 to `ExportCell.maxReps`, the limit the CSV readers apply too.
    func reps() throws -> Int {
        let v = try nonNegativeInt()
        guard v <= ExportCell.maxReps else { throw error("reps \(v) is out of range (expected 0…\(ExportCell.maxReps))") }
        return v
    }

    /// A session's duration in seconds: 0 up to 100 days, the limit of the CSV readers' durations. Larger
    /// values are corrupt, and summing them over a history could overflow.
    func durationSeconds() throws -> Int {
        let v = try nonNegativeInt()
        guard v <= Self.maxDurationSeconds else { throw error("duration \(v) s is out of range (expected 0…\(Self.maxDurationSeconds) seconds)") }
        return v
    }

    static let maxDurationSeconds = 100 * 86_400

    /// A finite number ≥ 0 (seconds or metres of a timed or cardio set).
    func nonNegativeDouble() throws -> Double {
        let v = try double()
        guard v >= 0 else { throw error("expected a number ≥ 0, got \(v)") }
        return v
    }

    /// A weight in kg: finite, ≥ 0, below 10 t.
    func weight() throws -> Double {
        let v = try double()
        guard v >= 0, v < 10_000 else { throw error("weight \(v) is out of range (expected 0 ≤ kg < 10000)") }
        return v
    }

    /// A heart rate in beats per minute (20…260).
    func heartRate() throws -> Int {
        let v = try int()
        guard (20...260).contains(v) else { throw error("heart rate \(v) is out of range (expected 20…260 bpm)") }
        return v
    }
}
