import Foundation
import GymBoTestSupport
import Testing
@testable import GymBoKit

func readFitbod(_ name: String) throws -> (sessions: [ParsedSession], diagnostics: [String], path: String) {
    let path = fixture("fitbod/\(name)")
    var sink = CollectingSink()
    try FitbodReader(path: path).read(into: &sink)
    return (sink.sessions, sink.diagnostics.map(\.description), path)
}

func readStrongLifts(_ name: String, dateOrder: DateOrder? = nil) throws -> (sessions: [ParsedSession], diagnostics: [String], path: String) {
    let path = fixture("stronglifts/\(name)")
    var sink = CollectingSink()
    try StrongLiftsReader(path: path, timeZone: berlin, dateOrder: dateOrder).read(into: &sink)
    return (sink.sessions, sink.diagnostics.map(\.description), path)
}

/// Reads `text` as a StrongLifts export held in memory.
func readStrongLifts(text: String, dateOrder: DateOrder? = nil) throws -> (sessions: [ParsedSession], diagnostics: [String]) {
    var sink = CollectingSink()
    try StrongLiftsReader(path: "sl.csv", timeZone: berlin, dateOrder: dateOrder).read(data: Data(text.utf8), into: &sink)
    return (sink.sessions, sink.diagnostics.map(\.description))
}

extension [ParsedSession] {
    var allSets: [PerformedSet] { flatMap { $0.exercises.flatMap(\.sets) } }
}

@Suite("Fitbod exports")
struct FitbodReaderTests {
    /// The kg lifter: 16 weeks from 8 January 2024, Monday (A) and Thursday (B), week 10 missed, so 30
    /// workouts. A: 2 squat warm-ups, 4 squat sets, 3 dumbbell bench, 3 cable rows, 3 planks = 15 rows;
    /// B: 1 deadlift warm-up, 3 deadlifts, 3 pulldowns, 3 lateral raises, 2 lunges, 1 treadmill run = 13.
    @Test func kilogramLifterWithMultipliersHoldsAndCardio() throws {
        let (sessions, diagnostics, path) = try readFitbod("WorkoutExport-kg.csv")
        #expect(diagnostics == ["\(path):1: note: weights read as kg: Fitbod writes kilograms, and every load is one typed in kg"])
        #expect(sessions.count == 30)
        #expect(sessions.allSatisfy { $0.name == "Fitbod" && $0.duration == 0 })
        let sets = sessions.allSets
        #expect(sets.count == 15 * 15 + 15 * 13)
        #expect(sets.filter { $0.type == .warmup }.count == 45)
        #expect(sets.filter { !$0.completed }.count == 1)
        #expect(sets.filter { $0.durationSeconds != nil && $0.distanceMeters == nil }.count == 45)
        #expect(sets.allSatisfy { $0.originalUnit == ($0.weight > 0 ? .kg : nil) })

        // Newest first: Thursday 25 April, 17:30 in Berlin (CEST) is 15:30 UTC.
        let newest = sessions[0]
        #expect(utc(newest.startedAt) == "2024-04-25T15:30:00Z")
        #expect(newest.line == 2)
        #expect(newest.exercises.map(\.reference.name) == ["Deadlift", "Lat Pulldown", "Dumbbell Lateral Raise", "Dumbbell Lunge", "Running - Treadmill"])
        #expect(newest.exercises[0].sets.map(\.weight) == [60, 175, 175, 175])
        #expect(newest.exercises[0].sets.map(\.type) == [.warmup, .normal, .normal, .normal])
        #expect(newest.exercises[0].notes == "")
        #expect(newest.exercises[2].sets.map(\.weight) == [8, 8, 8], "the load per dumbbell")
        #expect(newest.exercises[2].sets.map(\.volumeFactor) == [2, 2, 2], "multiplier 2: a pair of dumbbells")
        #expect(newest.exercises[2].sets.map(\.volume) == [240, 240, 240])
        #expect(newest.exercises[2].notes == "")
        let run = try #require(newest.exercises[4].sets.first)
        #expect(run.reps == 0 && run.weight == 0 && run.durationSeconds == 900 && run.distanceMeters == 2400 && run.completed)
        #expect(run.note == "incline 1.5")
        #expect(run.volumeFactor == 0 && run.volume == 0, "multiplier 0: no volume")
        #expect(newest.exercises[0].sets.map(\.volumeFactor) == [nil, nil, nil, nil], "multiplier 1 is the default")

        // The oldest: Monday 8 January, 17:30 CET; its squat note has an unquoted comma.
        let oldest = sessions[29]
        #expect(utc(oldest.startedAt) == "2024-01-08T16:30:00Z")
        let squat = oldest.exercises[0]
        #expect(squat.reference.name == "Back Squat")
        #expect(squat.notes == "Belt on top sets, knees out", "the note repeats on every set and is kept once")
        #expect(squat.sets.map(\.weight) == [20, 50, 80, 80, 80, 80])
        #expect(squat.sets.map(\.reps) == [10, 5, 5, 5, 5, 5], "' 5' with a leading space is 5")
        let plank = oldest.exercises[3].sets
        #expect(plank.map(\.durationSeconds) == [45, 60, 60] && plank.allSatisfy { $0.reps == 0 && $0.completed })

        // Week 7's Monday (19 February): the last squat set is a miss at 95 kg.
        let missed = try #require(sessions.first { utc($0.startedAt) == "2024-02-19T16:30:00Z" })
        #expect(missed.exercises[0].sets.map(\.reps) == [10, 5, 5, 5, 5, 0])
        #expect(missed.exercises[0].sets.map(\.completed) == [true, true, true, true, true, false])
        #expect(missed.exercises[0].sets.last?.weight == 95)
    }

    /// The lb lifter: an older export without `multiplier`, CRLF, 12 weeks of Monday (push), Wednesday
    /// (legs), Friday (pull) from 2 September 2024 in New York = 36 workouts of 10, 13 and 10 rows.
    @Test func poundLifterReadsPoundsAndIdenticalRowsStaySeparateSets() throws {
        let (sessions, diagnostics, path) = try readFitbod("WorkoutExport-lb.csv")
        #expect(diagnostics == ["\(path):1: note: weights read as lb: Fitbod writes kilograms, and every load is whole pounds converted (45 lb = 20.41168 kg); they are kept and shown in lb"])
        #expect(sessions.count == 36)
        let sets = sessions.allSets
        #expect(sets.count == 12 * 33)
        #expect(sets.filter { $0.type == .warmup }.count == 36)
        #expect(sets.allSatisfy { $0.completed })
        #expect(sets.filter { $0.weight > 0 }.allSatisfy { $0.originalUnit == .lb })

        // Friday 22 November, 6:15 EST = 11:15 UTC.
        let newest = sessions[0]
        #expect(utc(newest.startedAt) == "2024-11-22T11:15:00Z")
        #expect(newest.exercises.map(\.reference.name) == ["Pull Up", "Barbell Bent Over Row", "Dumbbell Bicep Curl"])
        #expect(newest.exercises[0].sets.map(\.weight) == [0, 0, 0])
        #expect(newest.exercises[0].sets.map(\.originalUnit) == [nil, nil, nil])
        #expect(newest.exercises[1].sets.map(\.originalWeight) == [130, 130, 130, 130])
        #expect(newest.exercises[1].sets.map(\.weight) == [58.97, 58.97, 58.97, 58.97])
        #expect(newest.exercises[2].sets.map(\.originalWeight) == [27.5, 27.5, 27.5])
        #expect(newest.exercises[2].notes == "slow eccentric")

        // Wednesday 20 November: five identical rows of 240 lb × 5 are five sets.
        let legs = sessions[1]
        #expect(utc(legs.startedAt) == "2024-11-20T11:15:00Z")
        let squat = legs.exercises[0].sets
        #expect(squat.map(\.originalWeight) == [45, 135, 240, 240, 240, 240, 240])
        #expect(squat.map(\.weight) == [20.41, 61.23, 108.86, 108.86, 108.86, 108.86, 108.86])
        #expect(squat.filter { $0.type == .normal }.count == 5)
        // The first workout is in EDT (UTC−4): 6:15 is 10:15 UTC.
        #expect(utc(sessions[35].startedAt) == "2024-09-02T10:15:00Z")
    }

    @Test func loadsTypedInKilogramsAndConvertedPoundsAreToldApart() {
        #expect(FitbodReader.enteredUnit(20.41168092460379) == .lb)
        #expect(FitbodReader.enteredUnit(45 * 0.45359237) == .lb)
        #expect(FitbodReader.enteredUnit(12.473790175) == .lb, "27.5 lb")
        #expect(FitbodReader.enteredUnit(20) == .kg)
        #expect(FitbodReader.enteredUnit(22.5) == .kg)
        #expect(FitbodReader.enteredUnit(22.499999999999996) == .kg, "float noise of 22.5")
        #expect(FitbodReader.enteredUnit(20.413) == .kg, "three decimals but not whole pounds")
        #expect(FitbodReader.enteredUnit(0) == .kg)
        #expect(FitbodReader.instant("2024-03-05 18:30:12 +0000").map(utc) == "2024-03-05T18:30:12Z")
        #expect(FitbodReader.instant("2024-03-05 18:30:12 +0100").map(utc) == "2024-03-05T17:30:12Z")
        #expect(FitbodReader.instant("2024-03-05 18:30:12").map(utc) == "2024-03-05T18:30:12Z")
        #expect(FitbodReader.instant("2024-03-05 18:30:12 +9900") == nil)
    }

    @Test func badRowsAreReportedWithTheirLineAndSkipped() throws {
        let text = """
            Date,Exercise,Reps,Weight(kg),Duration(s),Distance(m),Incline,Resistance,isWarmup,Note,multiplier
            2024-03-05 18:30:12 +0000,Back Squat,5.5,100,0,0,0,0,false,,1
            2024-03-05 18:30:12 +0000,Back Squat,5,-100,0,0,0,0,false,,1
            2024-03-05 18:30:12 +0000,Back Squat,5,100,0,0,0,0,maybe,,1
            2024-03-05 18:30:12 +0000,,5,100,0,0,0,0,false,,1
            2024-03-05 18:30:12 +0000,Back Squat,5,100,0,0,0,0,false,,abc
            2024-03-05 18:30:12 +0000,Back Squat,5,100,0,0,0,0,false,,1
            2024-13-05 18:30:12 +0000,Back Squat,5,100,0,0,0,0,false,,1
            2024-03-03 10:00:00 +0000,Plank,0,0,99999,0,0,0,false,,0
            2024-03-03 10:00:00 +0000,Plank,0,0,60,0,0,0,false,,0
            2024-03-05 18:30:12 +0000,Back Squat,5,100,0,0,0,0,false,,1

            """
        var sink = CollectingSink()
        try FitbodReader(path: "f.csv").read(data: Data(text.utf8), into: &sink)
        #expect(sink.diagnostics.map(\.description) == [
            "f.csv:2: error: Reps '5.5' is not a whole number (expected a whole number of reps such as 5 or 5.0)",
            "f.csv:3: error: Weight(kg) '-100' is negative (expected a weight ≥ 0, or blank)",
            "f.csv:4: error: isWarmup 'maybe' is not true or false (expected true or false)",
            "f.csv:5: error: Exercise is empty (expected the exercise's name)",
            "f.csv:6: error: multiplier 'abc' is not a number (expected a volume multiplier ≥ 0, or blank)",
            "f.csv:8: error: Date '2024-13-05 18:30:12 +0000' is not a date (expected yyyy-MM-dd HH:mm:ss +0000, such as 2024-03-05 18:30:12 +0000)",
            "f.csv:9: error: Duration(s) '99999' is out of range (expected at most 86400 seconds, or blank)",
            "f.csv:11: error: the workout of 2024-03-05 18:30:12 +0000 continues after other workouts (expected the rows of one workout to be consecutive; it began on line 2)",
            "f.csv:1: note: weights read as kg: Fitbod writes kilograms, and every load is one typed in kg",
        ])
        #expect(sink.sessions.map { $0.exercises.flatMap(\.sets).count } == [1, 1])
    }

    @Test func headerIsDetectedAndForeignHeadersAreRefused() throws {
        #expect(FormatDetector.csvFormat(headerLine: FitbodReader.expectedHeader) == .fitbod)
        #expect(FormatDetector.csvFormat(headerLine: "Date,Exercise,Reps,Weight(kg),Duration(s),Distance(m),Incline,Resistance,isWarmup,Note") == .fitbod)
        #expect(FormatDetector.csvFormat(headerLine: "Date,Exercise,Reps,Weight (kg),Duration (s),isWarmup") == .fitbod)
        var sink = CollectingSink()
        let error = try #require(throws: DiagnosticError.self) {
            try FitbodReader(path: "x.csv").read(data: Data("Date,Exercise,Reps,Weight\n".utf8), into: &sink)
        }
        #expect(error.diagnostics.map(\.description) == ["x.csv:1: error: not a Fitbod export (expected a header like \(FitbodReader.expectedHeader); found Date,Exercise,Reps,Weight)"])
    }
}

@Suite("StrongLifts exports")
struct StrongLiftsReaderTests {
    /// 13 weeks of Monday, Wednesday, Friday from 5 February 2024 plus a second workout on Saturday
    /// 16 March = 41 workouts, alternating A (squat, bench, row 5×5; pull-ups 3 sets every other A) and
    /// B (squat, overhead press 5×5, deadlift 1×5, plank 60s/60s/45s).
    @Test func currentLayoutInKilograms() throws {
        let (sessions, diagnostics, path) = try readStrongLifts("current-kg.csv")
        #expect(diagnostics == ["\(path):1: note: weights read as kg (the header's Set 1 (KG))"])
        #expect(sessions.count == 41)
        let sets = sessions.allSets
        #expect(sets.count == 631)
        #expect(sets.filter { !$0.completed }.count == 6, "five slots of a skipped bench press and one '-'")
        #expect(sets.filter { $0.durationSeconds != nil }.count == 60)
        #expect(sets.allSatisfy { $0.type == .normal }, "warm-ups are not exported")
        #expect(sessions.map(\.name).filter { $0 == "Workout A" }.count == 21)

        let newest = sessions[0]
        #expect(newest.name == "Workout A")
        #expect(utc(newest.startedAt) == "2024-05-03T16:05:00Z", "6:05 PM in Berlin summer time")
        #expect(newest.duration == 62 * 60)
        #expect(newest.exercises.map(\.reference.name) == ["Squat", "Bench Press", "Barbell Row", "Pullups"])
        #expect(newest.exercises[0].sets.map(\.weight) == [157.5, 157.5, 157.5, 157.5, 157.5])
        #expect(newest.exercises[1].sets.map(\.weight) == [85, 85, 85, 85, 85])
        #expect(newest.exercises[3].sets.map(\.reps) == [8, 6, 5])
        #expect(newest.exercises[3].sets.map(\.weight) == [0, 0, 0])

        let plank = try #require(sessions[1].exercises.first { $0.reference.name == "Plank" })
        #expect(plank.sets.map(\.durationSeconds) == [60, 60, 45])
        #expect(plank.sets.allSatisfy { $0.reps == 0 && $0.completed })

        // Two workouts on Saturday 16 March: the morning one (19) and the evening one (20), newest first.
        let saturday = sessions.filter { utc($0.startedAt).hasPrefix("2024-03-16") }
        #expect(saturday.map { utc($0.startedAt) } == ["2024-03-16T16:00:00Z", "2024-03-16T08:30:00Z"])
        #expect(saturday.map(\.name) == ["Workout B", "Workout A"])

        // Workout 9 ended "before" it started: an open workout, duration unknown.
        let open = try #require(sessions.first { utc($0.startedAt) == "2024-02-23T17:05:00Z" })
        #expect(open.duration == 0)

        // Workout 15's bench press was skipped: five slots of 0 reps with the weight.
        let skipped = try #require(sessions.first { utc($0.startedAt) == "2024-03-08T17:05:00Z" }?.exercises[1])
        #expect(skipped.reference.name == "Bench Press")
        #expect(skipped.sets.map(\.completed) == [false, false, false, false, false])
        #expect(skipped.sets.map(\.weight) == [57.5, 57.5, 57.5, 57.5, 57.5])
        #expect(skipped.notes == "Shoulder tweak")

        // Workout 31's assisted chin-ups: −10 kg is help, not load.
        let chins = try #require(sessions.flatMap(\.exercises).first { $0.reference.name == "Chinups" })
        #expect(chins.sets.map(\.weight) == [0, 0, 0])
        #expect(chins.sets.map(\.note) == ["assistance 10 kg", "assistance 10 kg", "assistance 10 kg"])
        #expect(chins.notes == "band assisted")
    }

    @Test func headerSpellingsVaryAndTheUnitIsTheSetColumns() throws {
        let (sessions, diagnostics, path) = try readStrongLifts("current-lb-spellings.csv")
        #expect(diagnostics == ["\(path):1: note: weights read as lb (the header's Set 1 (LB))"])
        try #require(sessions.count == 2)
        let b = sessions[0]
        #expect(b.name == "Workout B")
        #expect(utc(b.startedAt) == "2023-11-02T10:14:00Z")
        #expect(b.duration == 51 * 60)
        #expect(b.exercises[0].sets.map(\.originalWeight) == [140, 140, 140])
        #expect(b.exercises[0].sets.map(\.weight) == [63.5, 63.5, 63.5])
        #expect(b.exercises[0].sets.allSatisfy { $0.originalUnit == .lb })
        #expect(b.exercises[1].sets.map(\.completed) == [true, true, false])
        #expect(b.exercises[1].notes == "Felt heavy")
        let a = sessions[1]
        #expect(utc(a.startedAt) == "2023-10-31T07:43:00Z")
        #expect(a.duration == 0, "no end time and no duration")
        #expect(a.exercises[1].sets.map(\.note) == ["assistance 20 lb", "assistance 20 lb", "assistance 20 lb"])
        #expect(a.exercises[1].sets.map(\.weight) == [0, 0, 0])
    }

    /// 13 weeks of Monday, Wednesday, Friday from 5 September 2016, `MM/DD/YY` (09/13/16 decides the
    /// order), an lb lifter: A = squat, bench, row 5×5 (15 sets), B = squat, press 5×5, deadlift 1×5 (11).
    @Test func legacyLayoutReadsByPositionInThePlateGridsUnit() throws {
        let (sessions, diagnostics, path) = try readStrongLifts("legacy-lb.csv")
        #expect(diagnostics == ["\(path):1: note: weights read as lb from the Weight (LB) columns (the file's loads sit on the lb plate grid; the other unit's column is rounded on its own and not read)"])
        #expect(sessions.count == 39)
        #expect(sessions.allSets.count == 20 * 15 + 19 * 11)
        #expect(sessions.allSets.filter { !$0.completed }.count == 1)
        #expect(sessions.allSets.allSatisfy { $0.originalUnit == .lb })
        let first = sessions[0]
        #expect(first.name == "Workout A")
        #expect(utc(first.startedAt) == "2016-09-05T10:00:00Z", "noon in Berlin")
        #expect(first.exercises.map(\.reference.name) == ["Squat", "Bench press", "Barbell row"])
        #expect(first.exercises[0].sets.map(\.originalWeight) == [95, 95, 95, 95, 95])
        #expect(first.exercises[0].sets.map(\.weight) == [43.09, 43.09, 43.09, 43.09, 43.09])
        let b = sessions[1]
        #expect(b.exercises[2].reference.name == "Deadlift" && b.exercises[2].sets.map(\.reps) == [5])
        let bad = try #require(sessions.first { $0.notes == "Bad sleep" })
        #expect(utc(bad.startedAt) == "2016-10-31T11:00:00Z", "noon in Berlin winter time")
        #expect(bad.exercises[0].sets.map(\.reps) == [5, 5, 5, 3, 0])
        #expect(bad.exercises[0].sets.map(\.completed) == [true, true, true, true, false])
        #expect(sessions.last.map { utc($0.startedAt) } == "2016-12-02T11:00:00Z")
    }

    static let legacyVariantHeader = #""Date","Note","Body Weight (KG)","Body Weight (LB)","Exercise 1","Weight (KG)","Weight (LB)","Set 1","Set 2","Set 3","Set 4","Set 5","Exercise 2","Weight (KG)","Weight (LB)","Set 1","Set 2","Set 3","Set 4","Set 5""#

    @Test func legacyDatesAreResolvedPerFileOrRefused() throws {
        let ambiguous = Self.legacyVariantHeader + "\n"
            + #""3/4/2019","","80","176.4","Squat","60","132.3","5","5","5","5","5","Bench press","40","88.2","5","5","5","5","5""# + "\n"
            + #""5/4/2019","","80","176.4","Squat","62.5","137.8","5","5","5","5","5","","","","","","","","""# + "\n"
        let error = try #require(throws: DiagnosticError.self) { try readStrongLifts(text: ambiguous) }
        #expect(error.diagnostics.map(\.description) == [
            "sl.csv:2: error: Date '3/4/2019' can be read day first or month first, and no date in the file has a day above 12 to tell (expected --date-order dmy or --date-order mdy)",
        ])
        let dayFirst = try readStrongLifts(text: ambiguous, dateOrder: .dmy)
        #expect(dayFirst.sessions.map { utc($0.startedAt) } == ["2019-04-03T10:00:00Z", "2019-04-05T10:00:00Z"])
        #expect(dayFirst.sessions.map(\.name) == ["StrongLifts", "StrongLifts"])
        #expect(dayFirst.sessions[0].exercises[0].sets.map(\.weight) == [60, 60, 60, 60, 60], "kg sit on the plate grid")
        #expect(dayFirst.sessions[1].exercises.count == 1, "an empty exercise block is no exercise")
        let monthFirst = try readStrongLifts(text: ambiguous, dateOrder: .mdy)
        #expect(monthFirst.sessions.map { utc($0.startedAt) } == ["2019-03-04T11:00:00Z", "2019-05-04T10:00:00Z"])

        // A day above 12 decides for the whole file.
        let decided = ambiguous + #""20/4/2019","","80","176.4","Squat","65","143.3","5","5","5","5","5","","","","","","","","""# + "\n"
        #expect(try readStrongLifts(text: decided).sessions.map { utc($0.startedAt) } == ["2019-04-03T10:00:00Z", "2019-04-05T10:00:00Z", "2019-04-20T10:00:00Z"])
        // …and a file whose dates disagree is refused.
        let both = decided + #""4/21/2019","","80","176.4","Squat","65","143.3","5","5","5","5","5","","","","","","","","""# + "\n"
        let clash = try #require(throws: DiagnosticError.self) { try readStrongLifts(text: both) }
        #expect(clash.diagnostics.map(\.description) == [
            "sl.csv:5: error: Date '4/21/2019' is month first but '20/4/2019' on line 4 is day first (expected one date order in a file; name it with --date-order dmy or mdy)",
        ])
        // With --date-order the flag decides, and a date that cannot be read in its order is that row's error.
        let forced = try readStrongLifts(text: both, dateOrder: .dmy)
        #expect(forced.diagnostics.first == "sl.csv:5: error: Date '4/21/2019' is not a date (expected D/M/YYYY, day first in this file)")
        #expect(forced.sessions.count == 3)
    }

    @Test func headersAreDetected() {
        let current = #""Date (yyyy/mm/dd)","Workout","Workout Name","Program Name","Body Weight (KG)","Exercise","Sets×Reps","Sets×Time","Top Set (Reps×KG)","e1RM (KG)","Reps","Volume (KG)","Workout Volume (KG)","Duration (hours)","Start Time (h:mm)","End Time (h:mm)","Notes","Set 1 (Reps)","Set 1 (KG)""#
        #expect(FormatDetector.csvFormat(headerLine: current) == .stronglifts)
        #expect(FormatDetector.csvFormat(headerLine: Self.legacyVariantHeader) == .stronglifts)
        #expect(FormatDetector.csvFormat(headerLine: #""Date","Note","Workout","Body Weight","Exercise 1","Weight (KG)","Weight (LB)","Set 1","Set 2""#) == .stronglifts)
        #expect(FormatDetector.csvFormat(headerLine: "Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time") == .fitnotes)
        #expect(StrongLiftsReader.clockMinutes("8:43 AM") == 8 * 60 + 43)
        #expect(StrongLiftsReader.clockMinutes("11:14 am") == 11 * 60 + 14)
        #expect(StrongLiftsReader.clockMinutes("12:05 pm") == 12 * 60 + 5)
        #expect(StrongLiftsReader.clockMinutes("12:05 AM") == 5)
        #expect(StrongLiftsReader.clockMinutes("18:05") == 18 * 60 + 5)
        #expect(StrongLiftsReader.clockMinutes("13:05 PM") == nil)
    }

    @Test func badCellsAreReportedWithTheirLine() throws {
        let header = "Date (yyyy/mm/dd),Workout,Workout Name,Exercise,Sets×Reps,Sets×Time,Start Time (h:mm),End Time (h:mm),Notes,Set 1 (Reps),Set 1 (KG),Set 2 (Reps),Set 2 (KG)\n"
        let text = header
            + "2024/03/05,1,Workout A,Squat,5/5,,6:00 PM,7:00 PM,,5,100,5,abc\n"
            + "2024/03/05,1,Workout A,Bench Press,5/5,,6:00 PM,7:00 PM,,5.5,60,5,60\n"
            + "2024/03/05,1,Workout A,Plank,,60s/forever,6:00 PM,7:00 PM,,,,,\n"
            + "2024/03/05,1,Workout A,Barbell Row,5/5,,6:00 PM,7:00 PM,,5,60,5,60\n"
            + "2024/13/07,2,Workout B,Squat,5/5,,6:00 PM,7:00 PM,,5,100,5,100\n"
            + "2024/03/09,3,Workout A,Squat,5/5,,25:00,7:00 PM,,5,100,5,100\n"
        let (sessions, diagnostics) = try readStrongLifts(text: text)
        #expect(diagnostics == [
            "sl.csv:2: error: Set 2 (KG) 'abc' is not a number (expected a weight, negative for assistance, or blank)",
            "sl.csv:3: error: Set 1 (Reps) '5.5' is not a whole number (expected a whole number of reps such as 5 or 5.0)",
            "sl.csv:4: error: Sets×Time '60s/forever' is not a list of times (expected durations such as 60s/60s/45s)",
            "sl.csv:6: error: Date '2024/13/07' is not a date (expected yyyy/mm/dd, such as 2024/03/05)",
            "sl.csv:7: warning: Start Time (h:mm) '25:00' is not a time (expected a time such as 8:43 AM); the workout starts at noon",
            "sl.csv:1: note: weights read as kg (the header's Set 1 (KG))",
        ])
        #expect(sessions.map { $0.exercises.map(\.reference.name) } == [["Barbell Row"], ["Squat"]])
        #expect(sessions.map { utc($0.startedAt) } == ["2024-03-05T17:00:00Z", "2024-03-09T11:00:00Z"])
    }
}
