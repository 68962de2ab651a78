import Foundation
import GymBoTestSupport
import Testing
@testable import GymBoKit

@Suite("Other apps' exports through gymbo, end to end", .serialized)
struct MoreAppsCLITests {
    /// A legacy StrongLifts file whose kg column sits on the plate grid (60, 62.5, 40, 30) and whose lb
    /// column does not (132.3, 137.8, 88.2, 66.1): detection reads kg, `--unit lb` the pounds.
    static let legacy = #"""
        "Date","Note","Workout","Body Weight","Exercise 1","Weight (KG)","Weight (LB)","Set 1","Set 2","Set 3","Set 4","Set 5","Exercise 2","Weight (KG)","Weight (LB)","Set 1","Set 2","Set 3","Set 4","Set 5"
        "03/14/19","","A","80","Squat","60","132.3","5","5","5","5","5","Bench press","40","88.2","5","5","5","5","3"
        "03/16/19","","B","80","Squat","62.5","137.8","5","5","5","5","5","Overhead press","30","66.1","5","5","5","5","5"

        """#

    /// Imports the legacy file into a fresh database with `flags`; returns the run and the heaviest load
    /// of squat, bench and overhead press from `gymbo records --format json`.
    func importLegacy(_ flags: [String], in dir: URL) throws -> (CommandResult, path: String, [Double?]) {
        let folder = dir.appendingPathComponent(flags.isEmpty ? "detected" : flags.joined(separator: "-"))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = try write(Self.legacy, to: "stronglifts old.csv", in: folder)
        _ = try runGymbo(["seed"], in: folder)
        let run = try runGymbo(["import", "--athlete", "Sam", path] + flags, in: folder)
        let records = try runGymbo(["records", "--format", "json"], in: folder)
        let rows = try JSONSerialization.jsonObject(with: Data(records.stdout.utf8)) as? [[String: Any]] ?? []
        let heaviest = ["Kniebeugen", "Bankdrücken", "Schulterdrücken"].map { name in rows.first { $0["exercise"] as? String == name }?["maxWeight"] as? Double }
        return (run, path, heaviest)
    }

    @Test func legacyStrongLiftsReadsTheColumnUnitNamesElseThePlateGrids() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }

        let (detected, path, kilograms) = try importLegacy([], in: dir)
        #expect(detected.status == 0)
        #expect(detected.stderr == "\(path):1: note: weights read as kg from the Weight (KG) columns (the file's loads sit on the kg plate grid at least as often; the other unit's column is rounded on its own and not read)\n")
        #expect(detected.stdout.contains("2 neu, 0 aktualisiert, 0 unverändert, 0 übersprungen, 20 Sätze"))
        #expect(kilograms == [62.5, 40, 30])

        // --unit lb reads the pound column: 137.8 lb = 62.51 kg, 88.2 lb = 40.01 kg, 66.1 lb = 29.98 kg.
        let (pounds, path2, fromPounds) = try importLegacy(["--unit", "lb"], in: dir)
        #expect(pounds.status == 0)
        #expect(pounds.stderr == "\(path2):1: note: weights read as lb from the Weight (LB) columns (--unit lb, although the file's loads sit on the kg plate grid at least as often; the other unit's column is rounded on its own and not read)\n")
        #expect(fromPounds == [62.51, 40.01, 29.98])

        // --unit kg names the unit detection would take, and says both.
        let (named, path3, fromKilograms) = try importLegacy(["--unit", "kg"], in: dir)
        #expect(named.stderr == "\(path3):1: note: weights read as kg from the Weight (KG) columns (--unit kg; the file's loads sit on the kg plate grid at least as often too; the other unit's column is rounded on its own and not read)\n")
        #expect(fromKilograms == [62.5, 40, 30])

        let bad = try runGymbo(["import", "--unit", "stone", path], in: dir.appendingPathComponent("detected"))
        #expect(bad.status == 64)
    }

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
