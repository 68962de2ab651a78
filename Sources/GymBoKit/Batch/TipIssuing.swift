import Foundation

extension TrainingStore {
    /// Cron mode: the tips not issued for this athlete in the cooldown before `asOf` (or whose material
    /// evidence changed, `TipIssuance`), recorded as issued, in one transaction. Running it twice issues
    /// nothing new.
    package func issueNewTips(_ tips: [Tip], athleteId: UUID, asOf: Date, cooldownDays: Double, issuedAt: Date) throws -> [Tip] {
        let policy = TipIssuance(cooldownDays: cooldownDays)
        let window = policy.window(asOf: asOf)
        return try transaction { tx in
            var issued: [Tip] = []
            for tip in tips {
                let last = try tx.latestIssuedMaterial(athleteId: athleteId, fingerprint: tip.fingerprint, after: window.after, through: window.through)
                guard policy.isNew(tip, lastIssuedMaterial: last) else { continue }
                try tx.saveIssuedTip(tip, athleteId: athleteId, asOf: asOf, issuedAt: issuedAt)
                issued.append(tip)
            }
            return issued
        }
    }
}
