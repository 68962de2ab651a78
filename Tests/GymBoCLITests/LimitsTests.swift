import Foundation
import GymBoTestSupport
import Testing
@testable import GymBoKit

/// Limits the running `gymbo` keeps: its memory on a huge field (the library's limits: GymBoKitTests).
@Suite("Limits: huge fields, deep nesting, numbers out of range, crowded inboxes")
struct LimitsTests: StrongExportSample {
    /// A 10 MB cell is refused at the reader's 8 MiB limit, before the cell is ever held whole, so the
    /// process needs no more memory than for a tiny file plus the parser's bounded buffer.
    @Test func tenMegabyteFieldIsRefusedInFlatMemory() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let db = dir.appendingPathComponent("limits.sqlite").path
        #expect(try runGymbo(["seed", "--db", db], in: dir).status == 0)
        let tiny = try write(Self.strongHeader + Self.strongRow, to: "tiny.csv", in: dir)
        let baseline = try runGymboWatchingMemory(["import", "--db", db, "--athlete", "Tiny", tiny], in: dir)
        #expect(baseline.result.status == 0)
        #expect(baseline.peakKiB > 0)

        let huge = dir.appendingPathComponent("huge field.csv").path
        var text = Data((Self.strongHeader + Self.strongRow).utf8)
        text += Data("2021-02-04 5:10:00 PM,Arms,3600,Bicep Curl (Dumbbell),1,30,12,0,0,\"".utf8)
        text += Data(repeating: UInt8(ascii: "x"), count: 10 * 1_048_576)
        text += Data("\",,\n".utf8)
        try text.write(to: URL(fileURLWithPath: huge))
        let before = try GymBoStore.open(path: db).stats()

        let run = try runGymboWatchingMemory(["import", "--db", db, "--athlete", "Huge", huge], in: dir)
        #expect(run.result.status == 1)
        #expect(run.result.stderr.hasPrefix("\(huge):3: error: field is larger than 8 MB (expected ordinary CSV cells)\n"), "\(run.result.stderr)")
        #expect(try GymBoStore.open(path: db).stats() == before)
        // Holding the 10 MB cell once as bytes and once as text would already add 20 MB.
        let growthKiB = run.peakKiB - baseline.peakKiB
        #expect(growthKiB < 20 * 1024, "peak \(run.peakKiB) KiB against \(baseline.peakKiB) KiB for a one-row file")
    }
}
