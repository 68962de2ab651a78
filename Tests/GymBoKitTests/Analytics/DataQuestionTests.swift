import Foundation
import GRDB
import GymBoResources
import GymBoTestSupport
import Testing
@testable import GymBoKit

/// SPEC §4.6, "Data a coach would question": sessions logged twice, loads that jump by the kg/lb factor,
/// per-side loads. Fixtures: `Fixtures/questions/` (hand-made Strong exports).
@Suite("Data a coach would question (SPEC §4.6)")
struct DataQuestionTests {
    let utc = TimeZone(identifier: "UTC")!

    /// Imports one fixture of `Fixtures/questions/` for `athlete` into a fresh database.
    func imported(_ name: String, athlete: String) throws -> (GymBoStore, Athlete) {
        let store = try makeTestDatabase()
        let summary = importer(store) { $0.athleteName = athlete }.importFile(fixture("questions/\(name)"))
        #expect(summary.status == .imported, "\(summary.errors)")
        return (store, try store.athlete(named: athlete))
    }

    /// The derived tables, event ids left out, for comparing two states.
    func derived(_ store: GymBoStore) throws -> [String] {
        try store.writer.read { db in
            try ["personalRecord", "recordEvent", "exerciseLastUsed"].flatMap { table in
                try Row.fetchAll(db, sql: "SELECT * FROM \(table)").map { row in
                    table + row.description.replacingOccurrences(of: #"id:\d+ "#, with: "", options: .regularExpression)
                }.sorted()
            }
        }
    }

    @Test func theUnitFactorWithinItsTolerance() {
        #expect(DataQuestionDetector.isUnitJump(from: 20, to: 45))        // 45 lb typed into a kg field
        #expect(DataQuestionDetector.isUnitJump(from: 20.41, to: 45))     // 45 lb against 45 lb stored as kg
        #expect(DataQuestionDetector.isUnitJump(from: 100, to: 45))       // the other way round
        #expect(DataQuestionDetector.isUnitJump(from: 100, to: 225))
        #expect(!DataQuestionDetector.isUnitJump(from: 20, to: 20.41))    // 45 lb read as lb: a unit change, not a mix-up
        #expect(!DataQuestionDetector.isUnitJump(from: 20, to: 40))       // doubling is not the factor
        #expect(!DataQuestionDetector.isUnitJump(from: 0, to: 45))        // bodyweight before
    }

    /// Local days across a change of the zone's offset, in and out of time order, as a calendar counts them.
    @Test func localDaysFollowTheZoneAcrossDaylightSaving() throws {
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        var detector = DataQuestionDetector(timeZone: berlin)
        let calendar = TrainingCalendar(timeZone: berlin)
        for text in ["2026-03-28T22:30:00Z", "2026-03-28T23:30:00Z", "2026-03-29T21:59:59Z", "2026-03-29T22:00:00Z", "2026-03-28T22:59:59Z",
                     "2026-10-24T22:00:00Z", "2026-10-25T22:59:59Z", "2026-10-25T23:00:00Z", "2026-03-28T23:00:00Z"] {
            let date = try #require(Timestamp.parseStored(text))
            #expect(date == Timestamp.parseISO(text))
            #expect(Timestamp.string(Date(timeIntervalSince1970: Double(detector.dayNumber(date)) * 86_400)).prefix(10) == calendar.day(date), "\(text)")
        }
    }

    /// The same session logged three times: the second and third copy are flagged, make no records, no
    /// last-used value and no statistics; dropping and keeping the first gives the records back exactly.
    @Test func aTripleLoggedSessionIsFlaggedAndDropKeepRoundTrips() throws {
        let (store, lena) = try imported("triple-logged.csv", athlete: "Lena")
        let history = try store.history(athlete: lena)
        #expect(history.sessions.count == 2)
        let first = history.sessions[1].id.lowercased
        #expect(history.questioned.map(\.flags) == [[.loggedTwice(firstId: first, copy: 2)], [.loggedTwice(firstId: first, copy: 3)]])
        #expect(history.openQuestions.count == 2)
        // The last-used value is the first copy's, not the third's; the import recomputed, so a recompute
        // finds nothing to change.
        let bench = try store.lastUsed(athleteId: lena.id)[.catalog(3)]
        #expect(bench?.sessionId == first && bench?.topWeight == 62.5)
        #expect(try store.recomputeRecords() == 0)
        #expect(try store.check().isEmpty)
        let week = Statistics.week(ISOWeek(year: 2026, week: 45), sessions: history.sessions, exercises: history.exercises,
                                   calendar: history.calendar, weeklyGoal: 3)
        #expect(week.sessions == 2)

        let before = try derived(store)
        let firstId = UUID(uuidString: first)!
        #expect(try store.decide(sessionId: firstId, .dropped) > 0)
        #expect(try derived(store) != before)
        // Dropped, the first copy takes its copies along: they still repeat it.
        #expect(try store.history(athlete: lena).sessions.count == 1)
        try store.decide(sessionId: firstId, .kept)
        #expect(try derived(store) == before)

        // A real double session is kept: it counts, and only the third copy waits.
        let second = history.questioned[0].sessionId
        try store.decide(sessionId: UUID(uuidString: second)!, .kept)
        let kept = try store.history(athlete: lena)
        #expect(kept.sessions.count == 3)
        #expect(kept.openQuestions.map(\.sessionId) == [history.questioned[1].sessionId])
        #expect(try store.lastUsed(athleteId: lena.id)[.catalog(3)]?.sessionId == second)
        #expect(try store.recomputeRecords() == 0)
    }

    /// 20 kg curls, then 45 typed into a kg export by a lifter who meant pounds: the session is flagged, and
    /// nothing "beats" 20 kg until the user keeps it.
    @Test func aUnitJumpMakesNoRecordBeatingTwentyKilos() throws {
        let (store, tom) = try imported("unit-jump.csv", athlete: "Tom")
        let history = try store.history(athlete: tom)
        #expect(history.sessions.count == 2)
        let flagged = try #require(history.openQuestions.first)
        guard case let .unitJump(exercise, from, to) = try #require(flagged.flags.first) else {
            Issue.record("expected a unit jump, got \(flagged.flags)")
            return
        }
        #expect(from == 20 && to == 45)
        let records = try #require(try store.records(athleteId: tom.id).first { $0.exerciseId == exercise })
        #expect(records.maxWeight?.weight == 20)
        let events = try store.recordEvents(athleteId: tom.id, from: .distantPast, to: .distantFuture)
        #expect(!events.contains { $0.event.newValue == 45 })
        #expect(WorkoutAnalyzer().analyze(history, asOf: Timestamp.parseISO("2026-11-16T00:00:00Z")!).achievements.newRecords.allSatisfy { $0.newValue < 45 })
        #expect(try store.recomputeRecords() == 0)

        try store.decide(sessionId: UUID(uuidString: flagged.sessionId)!, .kept)
        #expect(try store.records(athleteId: tom.id).first { $0.exerciseId == exercise }?.maxWeight?.weight == 45)
    }

    /// An import that brings a session after a flagged one, or on the day of the latest stored one, must
    /// end where a recompute does: the fold never trusts what it cannot see.
    @Test func laterImportsAgreeWithARecompute() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let header = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
        let (store, _) = try imported("unit-jump.csv", athlete: "Tom")
        // Between the trusted 20 kg and the flagged 45: 30 kg, and 45 after 30 is no jump any more.
        let between = try write(header + "2026-11-07 18:00:00,Arme,1800,Bicep Curl (Dumbbell),1,30,10,0,0,,,\n", to: "between.csv", in: dir)
        // The 45 kg session logged again the same evening: a copy.
        let sameDay = try write(header + "2026-11-09 20:00:00,Arme,1800,Bicep Curl (Dumbbell),1,45,10,0,0,,,\n"
                                       + "2026-11-09 20:00:00,Arme,1800,Bicep Curl (Dumbbell),2,45,10,0,0,,,\n", to: "same-day.csv", in: dir)
        var open: [[SessionFlag]] = []
        for file in [between, sameDay] {
            #expect(importer(store) { $0.athleteName = "Tom" }.importFile(file).status == .imported)
            let incremental = try derived(store)
            #expect(try store.recomputeRecords() == 0, "\(file)")
            #expect(try derived(store) == incremental)
            open.append(contentsOf: try store.history(athlete: try store.athlete(named: "Tom")).openQuestions.map(\.flags))
        }
        #expect(open.count == 1)
        guard case .loggedTwice(_, 2)? = open.first?.first else {
            Issue.record("expected only the evening copy to be flagged, got \(open)")
            return
        }
        #expect(try store.records(athleteId: try store.athlete(named: "Tom").id).contains { $0.maxWeight?.weight == 45 })
    }

    /// "The same day" is the athlete's local day: a new time zone can make two sessions one day's copies,
    /// and the records follow at once.
    @Test func aNewTimeZoneMovesSessionsOntoOneDayAndTheRecordsFollow() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let header = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
        let file = try write(header + "2026-11-03 23:30:00,Beine,1800,Squat (Barbell),1,100,5,0,0,,,\n"
                                    + "2026-11-04 00:30:00,Beine,1800,Squat (Barbell),1,100,5,0,0,,,\n", to: "late.csv", in: dir)
        let store = try makeTestDatabase()
        #expect(importer(store) { $0.athleteName = "Mia" }.importFile(file).status == .imported)
        var mia = try store.athlete(named: "Mia")
        #expect(mia.timezone == "UTC")
        #expect(try store.history(athlete: mia).openQuestions.isEmpty)
        mia.timezone = "Europe/Berlin"
        try store.saveAthlete(mia)
        #expect(try store.history(athlete: mia).openQuestions.count == 1)
        #expect(try store.recomputeRecords() == 0)
        #expect(try store.lastUsed(athleteId: mia.id)[.catalog(1)]?.date == "2026-11-03T23:30:00Z")
    }

    /// `Lateral Raise (Each Side)` is its own exercise, shown per side, never merged with the dumbbell
    /// lateral raise's total load.
    @Test func aPerSideExerciseIsShownPerSide() throws {
        let (store, tom) = try imported("per-side.csv", athlete: "Tom")
        let history = try store.history(athlete: tom)
        let perSide = try #require(history.exercises.values.first { $0.name == "Lateral Raise (Each Side)" })
        #expect(perSide.isCustom && perSide.isPerSide)
        let total = try #require(history.exercises.values.first { $0.name == "Seitheben" })
        #expect(!total.isPerSide)
        let records = try store.records(athleteId: tom.id)
        #expect(records.first { $0.exerciseId == perSide.id }?.maxWeight?.weight == 8)
        #expect(records.count == 2)
        #expect(history.openQuestions.isEmpty)

        let session = history.sessions[0]
        let list = SessionList(language: .en)
        let listing = try #require(try list.listings(store: store, athlete: tom, exercises: history.exercises).first)
        let shown = list.show(session, athlete: tom, listing: listing, exercises: history.exercises)
        #expect(shown.contains("8 kg per side"))
        #expect(!shown.contains("16 kg per side"))

        let report = WeeklyReportBuilder(language: .de).build(history, week: ISOWeek(year: 2026, week: 45))
        #expect(report.exercises.first { $0.exerciseId == perSide.id.lowercased }?.perSide == true)
        #expect(report.exercises.filter { $0.perSide == true }.count == 1)
        #expect(ReportMarkdown.render(report).contains("8 kg pro Seite × 12"))
    }

    /// The next-load tip of a per-side exercise speaks per side.
    @Test func aPerSideNextLoadReadsPerSide() throws {
        let raise = Exercise(id: UUID(), name: "Lateral Raise (Each Side)", muscleGroups: [.shoulders], equipment: .freeWeights,
                             difficulty: .anfänger, isCustom: true)
        let athlete = Athlete(name: "Ida")
        let start = try #require(Timestamp.parseISO("2026-10-01T17:00:00Z"))
        let sessions = (0..<6).map { i in
            Session(id: UUID(), athleteId: athlete.id, name: "Schultern", startedAt: start.addingTimeInterval(Double(i) * 3 * 86_400), source: "strong",
                    exercises: [Session.Exercise(exerciseId: raise.id, sets: Array(repeating: PerformedSet(reps: 12, weight: 8), count: 3))])
        }
        let history = AthleteHistory(athlete: athlete, sessions: sessions, exercises: [raise.id: raise])
        let asOf = start.addingTimeInterval(17 * 86_400)
        for (language, side) in [(Language.de, "pro Seite"), (.en, "per side")] {
            let tips = TipEngine().run(history, asOf: asOf, language: language).tips.filter { $0.number == 1 }
            let tip = try #require(tips.first)
            #expect(tip.message.contains("8 kg \(side)"), "\(tip.message)")
        }
    }

    /// The report's data notes and JSON list the open questions with the commands that decide, and the JSON
    /// still follows the schema.
    @Test(arguments: [Language.de, Language.en])
    func theReportListsQuestionedSessions(language: Language) throws {
        let (store, lena) = try imported("triple-logged.csv", athlete: "Lena")
        let history = try store.history(athlete: lena)
        let report = WeeklyReportBuilder(language: language).build(history, week: ISOWeek(year: 2026, week: 45))
        let ids = history.openQuestions.map(\.sessionId)
        #expect(report.questionedSessions?.map(\.sessionId) == ids)
        #expect(report.sessions.count == 2)
        let markdown = ReportMarkdown.render(report)
        for id in ids { #expect(markdown.contains("`gymbo sessions drop \(id)`") && markdown.contains("`gymbo sessions keep \(id)`")) }
        #expect(markdown.contains(language == .de ? "2 Einheiten zu prüfen" : "2 sessions to check"))
        #expect(markdown.contains(language == .de ? "3-mal erfasst" : "logged 3 times"))

        let data = try JSONOutput.encoder().encode(report)
        let object = try JSONSerialization.jsonObject(with: data)
        let schema = try JSONSerialization.jsonObject(with: Data(contentsOf: GymBoResources.url(named: "weekly-report.schema", extension: "json"))) as! [String: Any]
        #expect(JSONSchemaValidator(schema: schema).validate(object) == [])

        // A report without questions has no such key (reports of clean data stay as they were).
        try store.decide(sessionId: UUID(uuidString: ids[0])!, .dropped)
        try store.decide(sessionId: UUID(uuidString: ids[1])!, .dropped)
        let clean = WeeklyReportBuilder(language: language).build(try store.history(athlete: lena), week: ISOWeek(year: 2026, week: 45))
        #expect(clean.questionedSessions == nil)
        #expect(!String(decoding: try JSONOutput.encoder().encode(clean), as: UTF8.self).contains("questionedSessions"))
    }
}
