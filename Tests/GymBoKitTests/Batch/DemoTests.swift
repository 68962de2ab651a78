import Foundation
import GymBoTestSupport
import Testing
@testable import GymBoKit

@Suite("gymbo demo and the committed example report", .serialized)
struct DemoTests {
    /// `Reports/example/` in the repository (the committed output of the demo for one athlete).
    static let exampleFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Reports/example")

    @Test func demoWritesReportsForEveryAthleteAndMatchesTheCommittedExample() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (seed, summary) = try Demo(output: dir.path).run()
        #expect(seed.counts.added == 162)
        #expect(summary.failed == 0)
        let exampleCount = try Demo.exampleFiles().count
        #expect(summary.files.count == exampleCount)
        #expect(summary.reports.map { URL(fileURLWithPath: $0).deletingLastPathComponent().lastPathComponent } == ["anna", "jonas", "lena", "tom"])
        let generated = dir.appendingPathComponent("anna")
        let names = ["2026-W46.md", "2026-W46.json", "2026-W46-volume.svg", "2026-W46-muscles.svg", "2026-W46-e1rm.svg", "2026-W46.html"]
        if ProcessInfo.processInfo.environment["GYMBO_RECORD"] == "1" {
            // The screenshots beside them stay.
            try FileManager.default.createDirectory(at: Self.exampleFolder, withIntermediateDirectories: true)
            for name in names { try? FileManager.default.removeItem(at: Self.exampleFolder.appendingPathComponent(name)) }
            for name in names { try FileManager.default.copyItem(at: generated.appendingPathComponent(name), to: Self.exampleFolder.appendingPathComponent(name)) }
            return
        }
        for name in names {
            let expected = try Data(contentsOf: Self.exampleFolder.appendingPathComponent(name))
            let actual = try Data(contentsOf: generated.appendingPathComponent(name))
            #expect(actual == expected, "Reports/example/\(name) differs; GYMBO_RECORD=1 swift test re-records it")
        }
        // A second demo run gives the same bytes.
        let again = try Demo(output: dir.path).run()
        #expect(again.batch.reports.count == 4)
        for name in names {
            #expect(try Data(contentsOf: generated.appendingPathComponent(name)) == Data(contentsOf: Self.exampleFolder.appendingPathComponent(name)))
        }
    }
}
