import Foundation
import GymBoTestSupport
import Testing
@testable import GymBoKit

/// A sink that records the order in which sessions and diagnostics arrive, to show that readers stream.
struct RecordingSink: SessionSink {
    var events: [String] = []
    var sessions: [ParsedSession] = []
    /// Throw when this many sessions have arrived (to check that a sink error stops the reader).
    var failAfter: Int?

    struct Stop: Error {}

    mutating func add(_ session: ParsedSession) throws {
        events.append("session \(session.name)")
        sessions.append(session)
        if let failAfter, sessions.count >= failAfter { throw Stop() }
    }

    mutating func report(_ diagnostic: Diagnostic) throws {
        events.append("\(diagnostic.severity.rawValue) \(diagnostic.line ?? 0)")
    }
}

let berlin = TimeZone(identifier: "Europe/Berlin")!

func utc(_ date: Date) -> String { Timestamp.string(date) }

func readStrong(_ name: String, unit: WeightUnit = .kg) throws -> (sessions: [ParsedSession], diagnostics: [String], path: String) {
    let path = fixture("strong/\(name)")
    var sink = CollectingSink()
    try StrongReader(path: path, unit: unit, timeZone: berlin).read(into: &sink)
    return (sink.sessions, sink.diagnostics.map(\.description), path)
}

func readHevy(_ name: String) throws -> (sessions: [ParsedSession], diagnostics: [String], path: String) {
    let path = fixture("hevy/\(name)")
    var sink = CollectingSink()
    try HevyReader(path: path, timeZone: berlin).read(into: &sink)
    return (sink.sessions, sink.diagnostics.map(\.description), path)
}

func readFitNotes(_ name: String, known: Set<String> = []) throws -> (sessions: [ParsedSession], diagnostics: [String], path: String) {
    let path = fixture("fitnotes/\(name)")
    var sink = CollectingSink()
    try FitNotesReader(path: path, timeZone: berlin, isKnownExercise: { known.contains($0) }).read(into: &sink)
    return (sink.sessions, sink.diagnostics.map(\.description), path)
}

@Suite("Strong exports")
struct StrongReaderTests {
    @Test func variantAMixesKilogramsAndPoundsPerRow() throws {
        let (sessions, diagnostics, _) = try readStrong("variant-a-mixed-units.csv")
        #expect(diagnostics == [])
        try #require(sessions.count == 2)

        let legs = sessions[0]
        try #require(legs.exercises.count == 3 && sessions[1].exercises.count == 2)
        #expect(legs.name == "Dawn Legs")
        #expect(legs.notes == "Felt slow")
        #expect(utc(legs.startedAt) == "2023-11-14T06:05:40Z")
        #expect(legs.duration == 0)
        #expect(legs.line == 2)
        #expect(legs.exercises.map(\.reference) == [
            ExerciseReference(name: "Squat (Barbell)"), ExerciseReference(name: "Leg Press"), ExerciseReference(name: "Plank"),
        ])

        let squat = legs.exercises[0].sets
        #expect(squat.map(\.weight) == [20, 102.06, 102.5])
        #expect(squat.map(\.originalWeight) == [20, 225, 102.5])
        #expect(squat.map(\.originalUnit) == [.kg, .lb, .kg])
        #expect(squat.map(\.type) == [.warmup, .normal, .normal])
        #expect(squat.map(\.reps) == [10, 5, 5])
        #expect(squat.map(\.rpe) == [nil, 8, 8.5])
        #expect(squat.map(\.restTime) == [0, 150, 0], "the Rest Timer row sets the rest after the set before it")

        let legPress = legs.exercises[1]
        #expect(legPress.notes == "Seat at notch 4")
        #expect(legPress.sets.map(\.weight) == [61.23, 40.82])
        #expect(legPress.sets.map(\.type) == [.normal, .dropset])
        #expect(legPress.sets.map(\.reps) == [12, 0])
        #expect(legPress.sets.map(\.completed) == [true, false], "reps 0 is a failed attempt")
        #expect(legPress.sets.map(\.note) == ["", "missed"])

        let plank = try #require(legs.exercises[2].sets.first)
        #expect(plank.reps == 0 && plank.weight == 0 && plank.durationSeconds == 60 && plank.completed)

        let pull = sessions[1]
        #expect(utc(pull.startedAt) == "2023-11-16T17:12:03Z")
        #expect(pull.exercises[0].sets.map(\.weight) == [142.88, 140])
        #expect(pull.exercises[0].sets.map(\.type) == [.normal, .failure])
        #expect(pull.exercises[0].sets.map(\.rpe) == [nil, 10])
        let row = try #require(pull.exercises[1].sets.first)
        #expect(row.distanceMeters == 2500 && row.durationSeconds == 600 && row.reps == 0 && row.completed)
    }

    @Test func variantBWithPoundsInTheHeader() throws {
        let (sessions, diagnostics, _) = try readStrong("variant-b-lbs.csv")
        #expect(diagnostics == [])
        try #require(sessions.count == 2)
        let upper = sessions[0]
        try #require(upper.exercises.count == 2)
        #expect(upper.name == "Upper A")
        #expect(utc(upper.startedAt) == "2022-06-30T04:45:00Z")
        #expect(upper.duration == 3960)
        #expect(upper.notes == "Shoulder ok")
        #expect(upper.exercises.map(\.reference.name) == ["Overhead Press (Barbell)", "Running"])
        let press = upper.exercises[0].sets
        #expect(press.map(\.weight) == [43.09, 45.36])
        #expect(press.map(\.originalWeight) == [95, 100])
        #expect(press.map(\.originalUnit) == [.lb, .lb])
        #expect(press.map(\.rpe) == [nil, 9])
        #expect(press.map(\.note) == ["", "grindy"])
        let run = try #require(upper.exercises[1].sets.first)
        #expect(run.distanceMeters == 1200 && run.durationSeconds == 420 && run.weight == 0 && run.completed)
        #expect(sessions[1].duration == 2700)
        #expect(utc(sessions[1].startedAt) == "2022-07-02T15:20:00Z")
        #expect(sessions[1].exercises[0].sets.map(\.reps) == [10])
    }

    @Test func variantCTakesTheUnitFromTheCaller() throws {
        let pounds = try readStrong("variant-c.csv", unit: .lb)
        #expect(pounds.diagnostics == [])
        try #require(pounds.sessions.count == 1)
        let arms = pounds.sessions[0]
        try #require(arms.exercises.count == 2)
        #expect(utc(arms.startedAt) == "2021-02-03T16:10:00Z", "12-hour 5:10:00 PM in Berlin winter time")
        #expect(arms.duration == 3600)
        #expect(arms.exercises[0].sets.map(\.weight) == [13.61, 15.88])
        #expect(arms.exercises[0].sets.map(\.rpe) == [nil, 7.5])
        #expect(arms.exercises[1].sets.map(\.weight) == [22.68])
        #expect(arms.exercises[1].sets.map(\.note) == ["slow, controlled"])
        #expect(arms.exercises.flatMap(\.sets).allSatisfy { $0.originalUnit == .lb })

        let kilograms = try readStrong("variant-c.csv")
        try #require(kilograms.sessions.count == 1)
        #expect(kilograms.sessions[0].exercises[0].sets.map(\.weight) == [30, 35])
        #expect(kilograms.sessions[0].exercises[0].sets.map(\.originalUnit) == [.kg, .kg])
    }

    @Test func variantCPrimeWithFloatRepsAndSpelledDurations() throws {
        let (sessions, diagnostics, _) = try readStrong("variant-c-prime.csv")
        #expect(diagnostics == [])
        #expect(sessions.map(\.name) == ["Evening Lift", "Quick", "Walk", "Long"])
        #expect(sessions.map(\.duration) == [3960, 20, 3360, 3600])
        try #require(sessions.count == 4 && sessions[0].exercises.count == 2)
        let squat = sessions[0].exercises[0].sets
        #expect(squat.map(\.reps) == [5, 5])
        #expect(squat.map(\.weight) == [80, 85])
        let hang = try #require(sessions[0].exercises[1].sets.first)
        #expect(hang.reps == 0 && hang.durationSeconds == 45 && hang.completed)
        #expect(sessions[1].exercises[0].sets.map(\.reps) == [20])
        let walk = try #require(sessions[2].exercises[0].sets.first)
        #expect(walk.distanceMeters == 3200 && walk.durationSeconds == nil && walk.completed)
        let ride = try #require(sessions[3].exercises[0].sets.first)
        #expect(ride.distanceMeters == 12500 && ride.durationSeconds == 3600 && ride.reps == 0)
    }

    @Test func badRowsAreReportedWithTheirLineAndSkipped() throws {
        let (sessions, diagnostics, path) = try readStrong("variant-a-errors.csv")
        #expect(diagnostics == [
            "\(path):2: error: Reps '5.5' is not a whole number (expected a whole number of reps such as 5 or 5.0)",
            "\(path):3: error: Weight '-20' is negative (expected a weight ≥ 0, or blank)",
            "\(path):4: error: Weight 'NaN' is not a finite number (expected a weight ≥ 0, or blank)",
            "\(path):6: error: Weight 'Infinity' is not a finite number (expected a weight ≥ 0, or blank)",
            "\(path):7: error: RPE '11' is out of range (expected an RPE from 0 to 10, or blank)",
            "\(path):8: error: Set Order 'X' is not a set number (expected 1, 2, …, W, D, F, Rest Timer or Note)",
            "\(path):9: error: Weight Unit 'stone' is not a weight unit (expected kg or lbs)",
            "\(path):10: error: Date '2024-01-32 10:00:00' is not a date (expected YYYY-MM-DD HH:MM:SS, or the 12-hour form 2024-03-05 6:30:12 PM)",
            "\(path):12: error: workout 'Bad Day' of 2024-01-09 10:00:00 continues after other workouts (expected the rows of one workout to be consecutive; it began on line 2)",
        ])
        try #require(sessions.map(\.name) == ["Bad Day", "Good"])
        #expect(sessions[0].exercises[0].sets.map(\.weight) == [60])
        #expect(sessions[1].exercises[0].sets.map(\.reps) == [5])
    }

    @Test func sessionsReachTheSinkBeforeTheFileEnds() throws {
        var sink = RecordingSink()
        try StrongReader(path: fixture("strong/variant-a-errors.csv"), timeZone: berlin).read(into: &sink)
        #expect(sink.events == [
            "error 2", "error 3", "error 4", "error 6", "error 7", "error 8", "error 9",
            "session Bad Day", "error 10", "session Good", "error 12",
        ])

        var stopping = RecordingSink(failAfter: 1)
        #expect(throws: RecordingSink.Stop.self) {
            try StrongReader(path: fixture("strong/variant-c-prime.csv"), timeZone: berlin).read(into: &stopping)
        }
        #expect(stopping.sessions.map(\.name) == ["Evening Lift"])
    }

    @Test func aHeaderOfAnotherFormatIsRefused() throws {
        let path = fixture("strong/wrong-header.csv")
        var sink = CollectingSink()
        let error = try #require(throws: DiagnosticError.self) {
            try StrongReader(path: path, timeZone: berlin).read(into: &sink)
        }
        #expect(error.diagnostics.count == 1)
        let message = error.diagnostics[0].description
        #expect(message.hasPrefix("\(path):1: error: not a Strong export (expected a header like Date;Workout Name;Exercise Name;"))
        #expect(message.hasSuffix("found Datum,Training,Übung,Gewicht)"))
        #expect(sink.sessions.isEmpty)
    }

    @Test func emptyFileAndHeaderOnly() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let empty = try write("", to: "empty file.csv", in: directory)
        var sink = CollectingSink()
        let error = try #require(throws: DiagnosticError.self) {
            try StrongReader(path: empty, timeZone: berlin).read(into: &sink)
        }
        #expect(error.diagnostics.map(\.description).first?.hasPrefix("\(empty):1: error: empty file (expected a Strong export") == true)

        let headerOnly = try write("Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n", to: "hdr.csv", in: directory)
        try StrongReader(path: headerOnly, timeZone: berlin).read(into: &sink)
        #expect(sink.sessions.isEmpty)
        #expect(sink.diagnostics.map(\.description) == ["\(headerOnly):1: warning: no rows after the header (expected one row per set)"])
    }

    @Test func invalidUTF8IsReportedWithItsColumn() throws {
        var data = Data("Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n".utf8)
        data += Data("2024-05-01 10:00:00,Push,1h,Bench Press,1,60,5,0,0,".utf8) + Data([0x66, 0xE9, 0x65]) + Data(",,\n".utf8)
        data += Data("2024-05-01 10:00:00,Push,1h,Bench Press,2,60,5,0,0,,,\n".utf8)
        var sink = CollectingSink()
        try StrongReader(path: "in.csv", timeZone: berlin).read(data: data, into: &sink)
        #expect(sink.diagnostics.map(\.description) == ["in.csv:2: error: column 10 (Notes) is not valid UTF-8 text (expected a UTF-8 encoded export)"])
        #expect(sink.sessions.first?.exercises.first?.sets.count == 1)
    }
}

@Suite("Hevy exports")
struct HevyReaderTests {
    @Test func englishExportNewestFirstWithSupersetsAndNotes() throws {
        let (sessions, diagnostics, _) = try readHevy("workout_data_en.csv")
        #expect(diagnostics == [])
        try #require(sessions.count == 2)
        #expect(sessions.map(\.name) == ["Push Day", "Leg Day"], "file order: newest first")

        let push = sessions[0]
        try #require(push.exercises.count == 4 && sessions[1].exercises.count == 4)
        #expect(utc(push.startedAt) == "2026-04-02T16:05:00Z")
        #expect(push.duration == 72 * 60)
        #expect(push.notes == "Gym was packed\nShort rests")
        #expect(push.exercises.map(\.reference.name) == ["Bench Press (Barbell)", "Lateral Raise (Dumbbell)", "Triceps Rope Pushdown", "Push Up"])
        #expect(push.exercises.map(\.groupId) == [nil, 0, 0, nil])
        let bench = push.exercises[0]
        #expect(bench.notes == "Pause at chest\nElbows in")
        #expect(bench.sets.map(\.type) == [.warmup, .normal, .failure])
        #expect(bench.sets.map(\.weight) == [40, 80, 80])
        #expect(bench.sets.map(\.rpe) == [nil, 8, 10])
        #expect(push.exercises[1].sets.map(\.type) == [.normal, .dropset])
        #expect(push.exercises[1].sets.map(\.weight) == [10, 6])
        #expect(push.exercises[2].sets.map(\.reps) == [12, 11])
        let pushUp = try #require(push.exercises[3].sets.first)
        #expect(pushUp.reps == 0 && !pushUp.completed)

        let legs = sessions[1]
        #expect(utc(legs.startedAt) == "2026-03-27T08:30:00Z")
        #expect(legs.duration == 55 * 60)
        #expect(legs.exercises.map(\.groupId) == [nil, nil, 1, 1])
        #expect(legs.exercises[0].sets.map(\.weight) == [100, 105], "sets are ordered by set_index")
        #expect(legs.exercises[0].sets.map(\.rpe) == [nil, 9.5])
        let treadmill = try #require(legs.exercises[1].sets.first)
        #expect(treadmill.distanceMeters == 2400 && treadmill.durationSeconds == 900 && treadmill.completed)
        #expect(legs.exercises[2].sets.first?.durationSeconds == 60)
        #expect(legs.exercises[3].sets.first?.reps == 12)
    }

    @Test func germanMonthNamesGiveTheSameSessions() throws {
        let english = try readHevy("workout_data_en.csv")
        let german = try readHevy("workout_data_de.csv")
        #expect(german.diagnostics == [])
        #expect(german.sessions.count == 2)
        #expect(german.sessions == english.sessions)
    }

    @Test func poundsAndMiles() throws {
        let (sessions, diagnostics, _) = try readHevy("workout_data_lbs.csv")
        #expect(diagnostics == [])
        try #require(sessions.count == 1)
        #expect(utc(sessions[0].startedAt) == "2026-01-05T06:00:00Z")
        #expect(sessions[0].duration == 45 * 60)
        let deadlift = sessions[0].exercises[0].sets
        #expect(deadlift.map(\.weight) == [102.06, 61.23])
        #expect(deadlift.map(\.originalWeight) == [225, 135])
        #expect(deadlift.map(\.originalUnit) == [.lb, .lb])
        let run = try #require(sessions[0].exercises[1].sets.first)
        #expect(run.distanceMeters == 2414.02 && run.durationSeconds == 780)
    }

    @Test func badRowsAreReportedWithTheirLine() throws {
        let (sessions, diagnostics, path) = try readHevy("errors.csv")
        #expect(diagnostics == [
            "\(path):2: error: reps '5.5' is not a whole number (expected a whole number of reps such as 5 or 5.0)",
            "\(path):3: error: weight_kg '-5' is negative (expected a weight ≥ 0, or blank)",
            "\(path):4: error: weight_kg 'NaN' is not a finite number (expected a weight ≥ 0, or blank)",
            "\(path):5: error: set_type 'superset' is not a set type (expected normal, warmup, dropset or failure)",
            "\(path):7: error: start_time '31 Febr 2026, 12:00' is not a date (expected a date like 8 Apr 2026, 16:50)",
        ])
        try #require(sessions.map(\.name) == ["Oops"])
        #expect(sessions[0].exercises[0].sets.map(\.weight) == [50])
    }

    @Test func aStrongFileIsNotHevy() throws {
        let path = fixture("strong/variant-c.csv")
        var sink = CollectingSink()
        let error = try #require(throws: DiagnosticError.self) { try HevyReader(path: path, timeZone: berlin).read(into: &sink) }
        #expect(error.diagnostics.first?.description.hasPrefix("\(path):1: error: not a Hevy export (expected a header like title,start_time,") == true)
    }
}

@Suite("FitNotes exports")
struct FitNotesReaderTests {
    @Test func oneSessionPerDayWithRepairedExerciseNames() throws {
        let (sessions, diagnostics, path) = try readFitNotes("current.csv", known: ["Curl, Hammer"])
        #expect(diagnostics == [
            "\(path):6: error: 10 fields, expected 9; an exercise name with a comma must be quoted (read 'Row' and 'Seated Cable'; 'Row, Seated Cable' is not a known exercise)",
            "\(path):11: error: Date '2025-02-30' is not a date (expected YYYY-MM-DD)",
            "\(path):12: error: Reps '2.5' is not a whole number (expected a whole number of reps such as 5 or 5.0)",
        ])
        try #require(sessions.map(\.name) == ["FitNotes 2025-04-29", "FitNotes 2025-04-30", "FitNotes 2025-05-01"])
        #expect(sessions.map { utc($0.startedAt) } == ["2025-04-29T10:00:00Z", "2025-04-30T10:00:00Z", "2025-05-01T10:00:00Z"])
        #expect(sessions.map(\.duration) == [0, 0, 0])

        let first = sessions[0]
        #expect(first.exercises.map(\.reference) == [
            ExerciseReference(name: "Flat Barbell Bench Press", category: "Chest"),
            ExerciseReference(name: "Overhead Press (Each Side, Dumbbells)", category: "Shoulders"),  // balanced parentheses
            ExerciseReference(name: "Curl, Hammer", category: "Biceps"),  // a known name
        ])
        try #require(first.exercises.count == 3)
        #expect(first.exercises[0].sets.map(\.weight) == [80, 80, 85], "the day reappearing on line 9 is merged")
        #expect(first.exercises[0].sets.map(\.reps) == [5, 5, 3])
        #expect(first.exercises[1].sets.map(\.weight) == [8])
        #expect(first.exercises[2].sets.map(\.reps) == [10])

        let plank = try #require(sessions[1].exercises.first?.sets.first)
        #expect(plank.durationSeconds == 45 && plank.reps == 0 && plank.completed)
        let run = try #require(sessions[1].exercises.last?.sets.first)
        #expect(run.distanceMeters == 3000 && run.durationSeconds == 1200)
        #expect(sessions[2].exercises[0].sets.map(\.weight) == [102.06])
        #expect(sessions[2].exercises[0].sets.map(\.originalUnit) == [.lb])
    }

    @Test func rampUpSetsBeforeTheWorkingSetsAreReadAsWarmups() throws {
        let (sessions, diagnostics, path) = try readFitNotes("ramp.csv")
        #expect(diagnostics == ["\(path):1: note: 3 sets read as warm-ups: lighter ramp-up sets before an exercise's working sets (FitNotes has no warm-up column)"])
        try #require(sessions.count == 2 && sessions[0].exercises.count == 3)
        // 20 × 10 (half the top load or less), 40 × 5 and 50 × 3 (no more reps than the first 67.5 × 5) ramp up.
        #expect(sessions[0].exercises[0].sets.map(\.type) == [.warmup, .warmup, .warmup, .normal, .normal, .normal])
        // An ascending pyramid keeps its sets (60 × 12 has more reps than 80 × 8), so does a top set with back-offs.
        #expect(sessions[0].exercises[1].sets.allSatisfy { $0.type == .normal })
        #expect(sessions[0].exercises[2].sets.allSatisfy { $0.type == .normal })
        #expect(sessions[1].exercises[0].sets.allSatisfy { $0.type == .normal })
        // A light set between working sets is no warm-up (only the leading 40 × 5 is); one working set is no
        // basis to judge by.
        func sets(_ pairs: [(Double, Int)]) -> [PerformedSet] { pairs.map { PerformedSet(reps: $0.1, weight: $0.0) } }
        #expect(RampSets.warmupCount(sets([(40, 5), (70, 5), (50, 5), (70, 5), (70, 5)])) == 1)
        #expect(RampSets.warmupCount(sets([(40, 5), (50, 5), (70, 5)])) == 0)
        #expect(RampSets.warmupCount(sets([(40, 5), (50, 5), (70, 5), (65, 5)])) == 2)
        // 42.5 × 5 is 61 % of 70 (a light set whatever its reps), 52.5 × 3 no more reps than 70 × 4; a single at 87 %
        // before sets of 5 ramps up too; 20 × 10 before 37.5 × 5 is 53 %.
        #expect(RampSets.warmupCount(sets([(42.5, 5), (52.5, 3), (70, 4), (70, 4), (70, 5)])) == 2)
        #expect(RampSets.warmupCount(sets([(57.5, 3), (67.5, 1), (77.5, 5), (77.5, 5), (77.5, 5)])) == 2)
        #expect(RampSets.warmupCount(sets([(20, 10), (37.5, 5), (37.5, 6), (37.5, 5)])) == 1)
        // A pyramid that starts light keeps its sets: 65 × 10 has more reps than 80 × 8, so the ramp does not
        // reach the working sets.
        #expect(RampSets.warmupCount(sets([(50, 12), (65, 10), (80, 8), (80, 8)])) == 0)
        // At 80 % for more reps it is a set of the plan, not a ramp (20 × 10 before 25 × 9: the bar alone is
        // only known as such once the exercise is matched).
        #expect(RampSets.warmupCount(sets([(20, 10), (25, 9), (25, 9), (25, 8)])) == 0)
    }

    @Test func aCommaNameThatIsNotKnownIsReported() throws {
        let (sessions, diagnostics, path) = try readFitNotes("current.csv")
        #expect(diagnostics.first == "\(path):5: error: 10 fields, expected 9; an exercise name with a comma must be quoted (read 'Curl' and 'Hammer'; 'Curl, Hammer' is not a known exercise)")
        #expect(diagnostics.count == 4)
        try #require(!sessions.isEmpty)
        #expect(sessions[0].exercises.map(\.reference.name) == ["Flat Barbell Bench Press", "Overhead Press (Each Side, Dumbbells)"])
    }

    @Test func daysAreHandedOutOnceTheirLastRowIsRead() throws {
        var sink = RecordingSink()
        try FitNotesReader(path: fixture("fitnotes/current.csv"), timeZone: berlin, isKnownExercise: { $0 == "Curl, Hammer" })
            .read(into: &sink)
        #expect(sink.events == [
            "error 6", "session FitNotes 2025-04-29", "session FitNotes 2025-04-30", "error 11", "error 12", "session FitNotes 2025-05-01",
        ])
    }

    @Test func olderHeaderWithUnitInTheHeaderAndComments() throws {
        let (sessions, diagnostics, _) = try readFitNotes("older.csv")
        #expect(diagnostics == [])
        try #require(sessions.map(\.name) == ["FitNotes 2019-10-02", "FitNotes 2019-10-04"])
        try #require(sessions[0].exercises.count == 2)
        #expect(utc(sessions[0].startedAt) == "2019-10-02T10:00:00Z")
        let squat = sessions[0].exercises[0].sets
        #expect(squat.map(\.weight) == [61.23, 83.91])
        #expect(squat.map(\.originalUnit) == [.lb, .lb])
        #expect(squat.map(\.note) == ["first session back", "tight hips, warm up more"])
        let ride = try #require(sessions[0].exercises[1].sets.first)
        #expect(ride.distanceMeters == 8046.72 && ride.durationSeconds == 900 && ride.reps == 0 && ride.completed)
        #expect(sessions[1].exercises.map(\.reference.name) == ["Dumbbell Fly (Incline, Light)"])
        #expect(sessions[1].exercises[0].sets.map(\.weight) == [9.07])
    }

    @Test func parenthesesRule() {
        #expect(FitNotesReader.hasBalancedParentheses("Press (Each Side, Dumbbells)"))
        #expect(!FitNotesReader.hasBalancedParentheses("Press (Each Side"))
        #expect(!FitNotesReader.hasBalancedParentheses("Press ) ("))
    }
}

@Suite("Format detection and robustness")
struct MigrationDetectionTests {
    @Test(arguments: [
        ("strong/variant-a-mixed-units.csv", "strong", UInt8(ascii: ";")), ("strong/variant-b-lbs.csv", "strong", UInt8(ascii: ";")),
        ("strong/variant-c.csv", "strong", UInt8(ascii: ",")), ("strong/variant-c-prime.csv", "strong", UInt8(ascii: ",")),
        ("hevy/workout_data_en.csv", "hevy", UInt8(ascii: ",")), ("hevy/workout_data_lbs.csv", "hevy", UInt8(ascii: ",")),
        ("fitnotes/current.csv", "fitnotes", UInt8(ascii: ",")), ("fitnotes/older.csv", "fitnotes", UInt8(ascii: ",")),
        ("strong/wrong-header.csv", "none", UInt8(ascii: ";")),
    ])
    func eachHeaderMatchesExactlyOneReader(file: String, format: String, delimiter: UInt8) throws {
        let header = try ExportHeader(path: fixture(file))
        #expect(header.delimiter == delimiter)
        var matches: [String] = []
        if StrongReader.matches(header: header.fields) { matches.append("strong") }
        if HevyReader.matches(header: header.fields) { matches.append("hevy") }
        if FitNotesReader.matches(header: header.fields) { matches.append("fitnotes") }
        #expect(matches == (format == "none" ? [] : [format]))
    }

    @Test func headerWithBOMAndCRLF() throws {
        let data = Data([0xEF, 0xBB, 0xBF]) + Data("\"Workout #\";\"Date\";\"Workout Name\";\"Exercise Name\";\"Set Order\";\"Weight (kg)\";\"Reps\"\r\n".utf8)
        let header = try ExportHeader(data: data, path: "x.csv")
        #expect(header.delimiter == UInt8(ascii: ";"))
        #expect(header.fields.first == "Workout #")
        #expect(StrongReader.matches(header: header.fields))
    }

    typealias Read = @Sendable (Data, inout CollectingSink) throws -> Void

    static let readers: [(name: String, fixtures: [String], read: Read)] = [
        ("strong", ["strong/variant-a-mixed-units.csv", "strong/variant-a-errors.csv", "strong/variant-b-lbs.csv", "strong/variant-c-prime.csv"],
         { try StrongReader(path: "fuzz.csv", timeZone: berlin).read(data: $0, into: &$1) }),
        ("hevy", ["hevy/workout_data_en.csv", "hevy/workout_data_de.csv", "hevy/errors.csv"],
         { try HevyReader(path: "fuzz.csv", timeZone: berlin).read(data: $0, into: &$1) }),
        ("fitnotes", ["fitnotes/current.csv", "fitnotes/older.csv"],
         { try FitNotesReader(path: "fuzz.csv", timeZone: berlin, isKnownExercise: { $0.count % 3 == 0 }).read(data: $0, into: &$1) }),
    ]

    /// Random and mutated bytes give diagnostics or sessions with valid sets, never a crash or a foreign error.
    @Test(arguments: 0..<3, 0..<120)
    func mutatedBytesNeverCrash(reader: Int, seed: Int) throws {
        let (_, fixtures, read) = Self.readers[reader]
        var generator = SeededGenerator(seed: UInt64(seed * 7 + reader))
        let alphabet: [UInt8] = Array("0123456789,;\"\n\r .-:()WDFNaNkglbs\\n".utf8) + [0x00, 0xFF, 0xC3, 0xEF, 0xBB, 0xBF]
        var bytes: [UInt8]
        if seed % 10 == 0 {
            bytes = (0..<Int.random(in: 0..<600, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
        } else {
            let file = fixtures[seed % fixtures.count]
            bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: fixture(file))))
            for _ in 0..<Int.random(in: 1...12, using: &generator) where !bytes.isEmpty {
                let at = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: bytes[at] = alphabet.randomElement(using: &generator)!
                case 1: bytes.insert(alphabet.randomElement(using: &generator)!, at: at)
                case 2: bytes.remove(at: at)
                default: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + 40)], at: at)
                }
            }
        }
        var sink = CollectingSink()
        do {
            try read(Data(bytes), &sink)
        } catch let error as DiagnosticError {
            #expect(error.diagnostics.allSatisfy { $0.path == "fuzz.csv" && ($0.line ?? 1) >= 1 })
        } catch let error as CSVError {
            #expect(error.diagnostic.path == "fuzz.csv")
        }
        #expect(sink.diagnostics.allSatisfy { $0.path == "fuzz.csv" && ($0.line ?? 0) >= 1 })
        for session in sink.sessions {
            #expect(session.exercises.contains { !$0.sets.isEmpty })
            for set in session.exercises.flatMap(\.sets) {
                #expect(set.weight.isFinite && set.weight >= 0)
                #expect((0...ExportCell.maxReps).contains(set.reps))
                #expect(set.rpe.map { (0...10).contains($0) } ?? true)
                #expect(set.durationSeconds.map { $0.isFinite && $0 > 0 } ?? true)
                #expect(set.distanceMeters.map { $0.isFinite && $0 > 0 } ?? true)
            }
        }
    }
}

@Suite("Cell parsing")
struct ExportCellTests {
    /// The fast decimal path gives exactly the double `Double(_:)` gives.
    @Test(arguments: 0..<200)
    func fastDecimalsEqualTheStandardLibrary(seed: Int) throws {
        var generator = SeededGenerator(seed: UInt64(seed))
        let whole = String(UInt64.random(in: 0...9_999_999, using: &generator))
        let fraction = String(UInt64.random(in: 0...99_999_999, using: &generator)).prefix(Int.random(in: 0...8, using: &generator))
        for text in [whole, "\(whole).\(fraction)", "-\(whole).\(fraction)", "\(whole).", ".\(fraction)"] {
            let expected = Double(text)
            #expect(ExportCell.number(text[...]) == expected, "\(text)")
        }
    }

    @Test func numbersAndTheirRefusals() throws {
        #expect(ExportCell.number("60,5") == 60.5)
        #expect(ExportCell.number("1e2") == 100)
        #expect(ExportCell.number("NaN")?.isNaN == true)
        #expect(ExportCell.number("-") == nil)
        #expect(ExportCell.number("1.2.3") == nil)
        #expect(ExportCell.number("") == nil)
        #expect(throws: CellError.self) { try ExportCell.reps("1e30", column: "Reps") }
        #expect(throws: CellError.self) { try ExportCell.reps("-1", column: "Reps") }
        #expect(try ExportCell.reps(" 5.0 ", column: "Reps") == 5)
        #expect(try ExportCell.rpe("0", column: "RPE") == nil)
        #expect(try ExportCell.weight("", column: "Weight") == 0)
    }
}
