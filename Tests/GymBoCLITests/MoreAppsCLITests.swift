import Foundation
import GymBoTestSupport
import Testing
@testable import GymBoKit

@Suite("Other apps' exports through gymbo, end to end", .serialized)
struct MoreAppsCLITests {
    /// The Fitbod fixture's week 2024-W17 through `gymbo stats --format json`: 12060 kg, the dumbbell pairs
    /// counted with their multiplier 2 (hand computed in FitbodStrongLiftsImportTests).
    @Test func fitbodWeeklyVolumeCountsBothDumbbells() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try runGymbo(["seed"], in: dir)
        let imported = try runGymbo(["import", "--athlete", "Jonas", fixture("fitbod/WorkoutExport-kg.csv")], in: dir)
        #expect(imported.status == 0)
        let stats = try runGymbo(["stats", "--as-of", "2024-04-29", "--week", "2024-W17", "--format", "json"], in: dir)
        #expect(stats.status == 0, "\(stats.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as? [String: Any] ?? [:]
        let weeks = object["weeks"] as? [[String: Any]] ?? []
        #expect(weeks.map { $0["week"] as? String } == ["2024-W17"])
        #expect(weeks.first?["volume"] as? Double == 12060)
        let sessions = object["sessions"] as? [[String: Any]] ?? []
        #expect(sessions.map { $0["volume"] as? Double } == [6280, 5780])
    }
}
