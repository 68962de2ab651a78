import Foundation

/// The tip engine's own texts, in both languages. A rule's title and message stay beside the rule (through
/// `CoachingContext.t`): they name the rule's evidence, and a rule is changed in one file.
struct CoachingWording: Wording {
    let language: Language

    /// Why a progression tip is held back in a week with a deload tip for the same exercise.
    func contradictsDeload(_ deloadTip: String) -> String {
        t("widerspricht der Entlastungswoche \(deloadTip) für dieselbe Übung", "contradicts the deload week \(deloadTip) for the same exercise")
    }
}
