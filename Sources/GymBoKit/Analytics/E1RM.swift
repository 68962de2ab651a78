import Foundation

/// One-rep-max estimates (SPEC §4.1).
public enum E1RMFormula: String, Sendable, Codable, CaseIterable {
    /// weight × 36 / (37 − reps), exactly this form; undefined at 37 reps.
    case brzycki
    /// weight × (1 + reps / 30).
    case epley
    /// weight × reps^0.10.
    case lombardi

    /// The estimate for `weight` × `reps`; one rep gives the weight itself.
    public func estimate(weight: Double, reps: Int) -> Double {
        if reps == 1 { return weight }
        switch self {
        case .brzycki: return weight * 36 / Double(37 - reps)
        case .epley: return weight * (1 + Double(reps) / 30)
        case .lombardi: return weight * pow(Double(reps), 0.10)
        }
    }
}

/// Which sets count for records and how they are estimated.
public struct RecordRules: Sendable, Equatable {
    /// The formula e1RMs are estimated with.
    public var formula: E1RMFormula
    /// The highest rep count an e1RM and a rep max is computed for (12 by default, at most 36).
    public var maxReps: Int

    /// Rules with this formula and rep limit (clamped to 1…36).
    public init(formula: E1RMFormula = .brzycki, maxReps: Int = 12) {
        self.formula = formula
        self.maxReps = min(max(maxReps, 1), 36)
    }

    /// Brzycki up to 12 reps: what the toolkit uses unless told otherwise.
    public static let standard = RecordRules()

    /// A set's e1RM when it qualifies: completed, not a warm-up, weight > 0, 1 ≤ reps ≤ `maxReps`.
    public func e1RM(_ set: PerformedSet) -> Double? {
        guard set.isWorking, set.weight > 0, set.reps >= 1, set.reps <= maxReps else { return nil }
        return formula.estimate(weight: set.weight, reps: set.reps)
    }
}
