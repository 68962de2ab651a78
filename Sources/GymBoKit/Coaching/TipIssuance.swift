import Foundation

/// Which of today's tips are new to the athlete (cron mode, SPEC §4.5): a tip whose fingerprint was
/// issued during the cooldown before the as-of instant is not issued again, unless its material
/// evidence changed since.
package struct TipIssuance: Sendable {
    package var cooldownDays: Double

    package init(cooldownDays: Double) { self.cooldownDays = cooldownDays }

    /// The as-of instants whose issued tips hold back a tip as of `asOf`: `(after, through]`.
    package func window(asOf: Date) -> (after: Date, through: Date) {
        (asOf.addingTimeInterval(-cooldownDays * 86_400), asOf)
    }

    /// Whether `tip` is issued, given the material of the latest tip with its fingerprint issued inside
    /// the window (nil when none was).
    package func isNew(_ tip: Tip, lastIssuedMaterial: String?) -> Bool {
        lastIssuedMaterial != tip.material
    }
}
