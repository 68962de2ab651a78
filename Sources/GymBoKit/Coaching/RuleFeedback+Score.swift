import Foundation

extension RuleFeedback {
    /// score = (helpful + 1) ÷ (ratings + 2) (SPEC §4.5).
    package var score: Double { Double(helpful + 1) / Double(ratings + 2) }

    /// A rule with ≥ 3 ratings and a score below 0.35 is shown only when its tip is high priority.
    package func suppresses(_ priority: TipPriority) -> Bool { ratings >= 3 && score < 0.35 && priority != .high }
}
