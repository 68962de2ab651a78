import Foundation
import GymBoResources
import GymBoTestSupport
import Testing
@testable import GymBoKit

@Suite("The HTML report and the coach's overview (SPEC §5.1)")
struct HTMLReportTests {
    let week = ISOWeek(year: 2026, week: 46)

    func occurrences(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    @Test func pageIsSelfContainedDeterministicAndShowsTheModel() throws {
        let report = WeeklyReportBuilder(language: .en).build(twelveWeekHistory().history, week: week)
        let page = ReportHTML.render(report)
        #expect(page == ReportHTML.render(WeeklyReportBuilder(language: .en).build(twelveWeekHistory().history, week: week)))
        // Nothing fetched, no script: styles and charts are inline.
        #expect(!page.contains("<script") && !page.contains("src=") && !page.contains("http://") && !page.contains("https://"))
        #expect(page.contains("<style>") && page.contains("prefers-color-scheme:dark") && page.contains("max-width:600px"))
        #expect(page.contains("@media print") && page.contains("break-inside:avoid") && page.contains("break-before:page"))
        // Everything of the model: exercises, tips with their evidence, the goal line, the data notes.
        for e in report.exercises { #expect(page.contains(e.exercise)) }
        for t in report.tips {
            #expect(page.contains(SVGCharts.escape(t.title)))
            for line in TipEvidence(report).lines(t.evidence ?? [:]) {
                #expect(page.contains("<dt>\(SVGCharts.escape(line.label))</dt><dd>\(SVGCharts.escape(line.value))</dd>"))
            }
        }
        #expect(report.tips.contains { !($0.evidence ?? [:]).isEmpty })
        // Charts with titles and text alternatives: weekday volume, hard sets, one e1RM chart per main lift, calendar.
        #expect(occurrences("<svg class=\"chart", in: page) == 3 + report.e1rmTrend.count)
        #expect(occurrences("<desc id=", in: page) == 3 + report.e1rmTrend.count)
        #expect(occurrences("<rect class=\"cal", in: page) == 364 + 3)
        // Tables with header cells that say what they head.
        #expect(page.contains("<th scope=\"col\">") && page.contains("<th scope=\"row\">"))
        #expect(occurrences("class=\"below\"", in: page) + occurrences("class=\"within\"", in: page) + occurrences("class=\"above\"", in: page) == report.hardSets.count)
    }

    @Test func markdownHeadingsAndTableRowsBecomePlainText() {
        #expect(HTMLTemplates.plain("## Records of the week ") == "Records of the week")
        #expect(HTMLTemplates.plain("_Warm-up sets are in brackets: `4 (+2)`._") == "Warm-up sets are in brackets: 4 (+2).")
        #expect(HTMLTemplates.plain("Übungen ##") == "Übungen")
        #expect(HTMLTemplates.plain("_") == "" && HTMLTemplates.plain("") == "")
        #expect(HTMLTemplates.cells("| Übung | Sätze |\tTop-Satz | | e1RM |") == ["Übung", "Sätze", "Top-Satz", "", "e1RM"])
        #expect(HTMLTemplates.cells("no table") == [])
    }

    @Test func aTipsEvidenceReadsInWordsInBothLanguages() throws {
        func lines(_ tip: Tip, _ language: Language) -> [String] {
            TipEvidence(language: language, unit: .kg, timezone: "Europe/Berlin").lines(tip.evidence).map { "\($0.label): \($0.value)" }
        }
        // Rule 1 on its sample (3 × 5 bench press at 100 kg for four weeks): the sets, the next load and why.
        let en = RuleSamples.allTips(language: .en), de = RuleSamples.allTips(language: .de)
        let nextLoad = try #require(en.first { $0.number == 1 }), naechsteLast = try #require(de.first { $0.number == 1 })
        #expect(lines(nextLoad, .en) == [
            "Last time: 3 × 5 at 100 kg", "Next time: 102.5 kg × 5", "Load step: 2.5 kg (the usual step of this equipment)",
            "Finding: every set done, the load is too light", "Rep range: 3–6", "Progression: linear: more weight at the same reps",
            "Sessions without progress: 3", "Best e1RM (8 weeks): 112.5 kg",
        ])
        #expect(lines(naechsteLast, .de).prefix(2) == ["Zuletzt: 3 × 5 mit 100 kg", "Nächstes Mal: 102,5 kg × 5"])
        // Every rule's evidence has words: no line falls back to a key of the JSON, no code shows.
        for (tips, language) in [(en, Language.en), (de, Language.de)] {
            #expect(tips.count >= 14)
            for tip in tips {
                for line in TipEvidence(language: language, unit: .kg, timezone: "UTC").lines(tip.evidence) {
                    #expect(!tip.evidence.keys.contains(line.label), "rule \(tip.number): '\(line.label)' has no words")
                    #expect(!line.value.contains("="), "rule \(tip.number): \(line.label): \(line.value)")
                }
            }
        }
    }

    @Test func theWeeksRecordsAreMarkedInTheTrendAndTheRepMaxes() throws {
        let history = twelveWeekHistory().history
        let w39 = ISOWeek(year: 2026, week: 39)
        let report = WeeklyReportBuilder(language: .de).build(history, week: w39)
        #expect(report.records.contains { $0.exercise == "Kniebeugen" && $0.kind == "bestE1RM" })
        let page = ReportHTML.render(report)
        #expect(page.contains("class=\"pt rec\""))
        let squat = try #require(report.repMaxes?.first { $0.exercise == "Kniebeugen" })
        let marked = squat.entries.filter(\.thisWeek)
        #expect(!marked.isEmpty)
        #expect(page.contains("★</span>"))
        // The calendar counts the week's sessions on its last seven days.
        let days = try #require(report.calendar).sessionsPerDay
        let lastWeek = days.suffix(7).reduce(0, +)
        #expect(days.count == 364 && lastWeek == report.summary.sessions)
    }

    /// Every chart's scale reads as it is drawn: its labels step evenly (a quarter of a 10 kg span is 2.5 kg,
    /// not 30, 33, 35, 38, 40), on the page and in the Markdown's SVG.
    @Test func chartScalesStepEvenly() throws {
        #expect([5, 250, 2.5, 62.5, 1.25, 0.625].map(SVGCharts.tickDecimals) == [0, 0, 1, 1, 2, 2])
        let generator = try HistoryGenerator(options: .init(athletes: 12, weeks: 16, seed: 11))
        let catalog = Dictionary(uniqueKeysWithValues: try CatalogReader(path: GymBoResources.catalogURL.path).read().exercises.map { ($0.id, $0) })
        let calendar = TrainingCalendar(timeZone: TimeZone(identifier: "UTC")!)
        let last = calendar.week(of: generator.endDate.addingTimeInterval(-86_400))
        func number(_ text: Substring) -> Double? { Double(text.replacingOccurrences(of: ".", with: "").replacingOccurrences(of: ",", with: ".").replacingOccurrences(of: " kg", with: "")) }
        func evenlySpaced(_ labels: [Double]) -> Bool {
            let steps = zip(labels, labels.dropFirst()).map { abs($1 - $0) }
            return steps.allSatisfy { abs($0 - steps[0]) < 1e-9 }
        }
        var charts = 0
        for athlete in 0..<12 {
            let g = generator.history(ofAthlete: athlete)
            let report = WeeklyReportBuilder(language: .de).build(AthleteHistory(athlete: g.athlete, sessions: g.sessions, exercises: catalog), week: last)
            // The page: each chart's grid labels (class "lbl", right-aligned), bottom to top.
            for chart in ReportHTML.render(report).components(separatedBy: "<svg class=\"chart").dropFirst() {
                let labels = chart.components(separatedBy: "<text class=\"lbl\"").dropFirst()
                    .filter { $0.contains("text-anchor=\"end\"") }.compactMap { $0.split(separator: ">").dropFirst().first?.split(separator: "<").first }.compactMap(number)
                guard labels.count > 2 else { continue }
                charts += 1
                #expect(evenlySpaced(labels), "\(g.athlete.name): \(labels)")
            }
            // The Markdown's e1RM chart: the labels ending in " kg" on the left.
            let svg = SVGCharts.e1rmTrend(report.e1rmTrend.map { ($0.exercise, $0.points.map(\.e1rm)) }, weeks: report.e1rmTrend.first?.points.map(\.week) ?? [],
                                          title: "", language: .de)
            let labels = svg.components(separatedBy: "text-anchor=\"end\" fill=\"#555\">").dropFirst().compactMap { $0.split(separator: "<").first }.compactMap(number)
            if labels.count > 2 { #expect(evenlySpaced(labels), "\(g.athlete.name): \(labels)") }
        }
        #expect(charts >= 12)
    }

    @Test func overviewPutsTheAthleteWhoMissedTwoWeeksFirstWithTheWeeklyFigures() throws {
        let generator = try HistoryGenerator(options: .init(athletes: 8, weeks: 16, seed: 7))
        let catalog = Dictionary(uniqueKeysWithValues: try CatalogReader(path: GymBoResources.catalogURL.path).read().exercises.map { ($0.id, $0) })
        let histories = (0..<8).map { generator.history(ofAthlete: $0) }
        let calendar = TrainingCalendar(timeZone: TimeZone(identifier: "UTC")!)
        let last = calendar.week(of: generator.endDate.addingTimeInterval(-86_400))
        let builder = WeeklyReportBuilder(language: .en)
        func report(_ g: GeneratedHistory, dropFrom: Date? = nil) -> WeeklyReport {
            let sessions = g.sessions.filter { dropFrom == nil || $0.startedAt < dropFrom! }
            return builder.build(AthleteHistory(athlete: g.athlete, sessions: sessions, exercises: catalog), week: last)
        }
        // One athlete trained as planned; another, the same generator's, missed the last two weeks.
        let planned = try #require(histories.map { report($0) }.first { Overview.row($0, page: "").reasons.isEmpty })
        let missing = try #require(histories.first { $0.athlete.name != planned.athlete })
        let missed = report(missing, dropFrom: history(calendar, start: last.previous))
        let overview = Overview(week: last.description, language: .en, reports: [(planned, "a/x.html"), (missed, "b/x.html")])
        #expect(overview.athletes.map(\.athlete) == [missed.athlete, planned.athlete])
        let first = overview.athletes[0]
        #expect(first.reasons.starts(with: ["missedSessions", "layoff"]) && first.sessions == 0)
        // The overview's numbers are the weekly JSON's.
        let row = overview.athletes[1]
        #expect(row.sessions == planned.goal.sessions && row.weeklyGoal == planned.goal.weeklyGoal && row.currentStreak == planned.goal.currentStreak)
        #expect(row.volumeKg == planned.summary.volumeKg && row.volumeChangePercent == planned.change.volumePercent)
        #expect(row.topTip == planned.tips.first && row.celebratedRecords == planned.records.filter(\.celebrated))
        #expect(row.hardSets.allSatisfy { h in planned.hardSets.contains(h) })
        // The page lists the athlete who needs attention in the first table, with the reason in words.
        let page = OverviewHTML.render(overview)
        let attention = try #require(page.range(of: "id=\"attention\"")), onTrack = try #require(page.range(of: "id=\"on-track\""))
        let missedAt = try #require(page.range(of: ">\(missed.athlete)</a>")), plannedAt = try #require(page.range(of: ">\(planned.athlete)</a>"))
        #expect(attention.lowerBound < missedAt.lowerBound && missedAt.lowerBound < onTrack.lowerBound && onTrack.lowerBound < plannedAt.lowerBound)
        #expect(page.contains("href=\"b/x.html\"") && page.contains("short of the goal"))
        #expect(page == OverviewHTML.render(overview))
        // The JSON follows its schema.
        let data = try Data(contentsOf: GymBoResources.url(named: "overview.schema", extension: "json"))
        let validator = JSONSchemaValidator(schema: try JSONSerialization.jsonObject(with: data) as! [String: Any])
        #expect(validator.validate(try JSONSerialization.jsonObject(with: Data(try JSONOutput.string(overview).utf8))) == [])
    }

    func history(_ calendar: TrainingCalendar, start week: ISOWeek) -> Date { calendar.start(of: week) }
}
