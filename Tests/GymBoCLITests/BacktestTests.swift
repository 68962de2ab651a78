import Foundation
import GymBoTestSupport
import Testing
@testable import GymBoKit

@Suite("gymbo tips backtest")
struct BacktestTests {
    /// Ten sessions three days apart from 2026-09-01 (the tenth on 2026-09-28), then nothing.
    func history() -> SampleHistory {
        var s = SampleHistory()
        let start = Timestamp.parseISO("2026-09-01T17:00:00Z")!
        for i in 0..<10 { s.add(Timestamp.string(start.addingTimeInterval(Double(i) * 3 * 86_400)), [(3, SampleHistory.sets(3, 8, 70))]) }
        return s
    }

    @Test func sharesPerRuleOverTheSpan() throws {
        let result = Backtest(maxTips: 3).run(history().history, from: try AsOf("2026-09-07"), to: try AsOf("2026-11-02"), everyDays: 7, language: .en)
        #expect(result.weeks.map(\.asOf) == ["2026-09-07", "2026-09-14", "2026-09-21", "2026-09-28", "2026-10-05", "2026-10-12", "2026-10-19", "2026-10-26", "2026-11-02"])
        // Ten sessions are no milestone (the first is the 50th): rule 15 fires in none of the nine steps.
        let milestone = try #require(result.rules.first { $0.number == 15 })
        #expect(milestone.weeksFired == 0 && milestone.shareFired == 0 && milestone.weeksShown == 0)
        // Rule 4: from 2026-10-05 the last four complete weeks fall short of the goal of 3 (3, 2, 2, 1 sessions
        // on 10-05); 21 days after 2026-09-28 17:00 come on 2026-10-19 17:00, so 10-26 and 11-02 miss the lifter.
        let away = try #require(result.rules.first { $0.number == 4 })
        #expect(away.weeksFired == 5 && away.weeksShown == 5)
        #expect(result.weeks.filter { $0.fired.contains(4) }.map(\.asOf) == ["2026-10-05", "2026-10-12", "2026-10-19", "2026-10-26", "2026-11-02"])
        #expect(result.weeks[6].tips.contains { $0.number == 4 && $0.title == "Fewer sessions than usual" })
        #expect(result.weeks[7].tips.contains { $0.number == 4 && $0.title == "We miss you!" })
        #expect(result.rules.count == 15 && result.every == 7)
    }

    @Test func stepsParseAndTheCommandPrintsBothParts() throws {
        #expect(Backtest.days(parsing: "7d") == 7 && Backtest.days(parsing: "2w") == 14 && Backtest.days(parsing: "10") == 10)
        #expect(Backtest.days(parsing: "0d") == nil && Backtest.days(parsing: "weekly") == nil)
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let sample = history()
        let store = try GymBoStore.open(path: dir.appendingPathComponent("b.sqlite").path)
        _ = try CatalogSeeder(store: store).seedCatalog()
        try store.saveAthlete(sample.athlete)
        try store.writer.write { db in for s in sample.sessions { _ = try GymBoStore.insertSession(db, s, importId: nil, replaceById: false) } }
        let text = try runGymbo(["tips", "backtest", "--db", "b.sqlite", "--from", "2026-09-07", "--to", "2026-11-02", "--lang", "en"], in: dir)
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.hasPrefix("Backtest for Beispiel, 2026-09-07 to 2026-11-02, every 7 days (9 steps)\n"))
        #expect(text.stdout.contains("2026-10-26  ") && text.stdout.contains("We miss you!"))
        #expect(text.stdout.range(of: #" 4  consistency-streak +5 \(55\.6 %\) +5 \(55\.6 %\)"#, options: .regularExpression) != nil)
        let json = try runGymbo(["tips", "backtest", "--db", "b.sqlite", "--from", "2026-09-07", "--to", "2026-11-02", "--every", "14d", "--format", "json"], in: dir)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(Set(object?.keys.map { $0 } ?? []) == ["athlete", "from", "to", "every", "weeks", "rules"])
        #expect((object?["weeks"] as? [Any])?.count == 5)
        #expect(try runGymbo(["tips", "backtest", "--db", "b.sqlite", "--from", "2026-09-07", "--to", "2026-11-02", "--every", "weekly"], in: dir).status == 64)
    }
}
