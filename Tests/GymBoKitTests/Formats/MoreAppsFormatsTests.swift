import Foundation
import GymBoTestSupport
import Testing
@testable import GymBoKit

/// Reads a fixture with `read` and returns its sessions and diagnostics as text.
private func readFixture(
    _ name: String, _ read: (String, inout CollectingSink) throws -> Void
) throws -> (sessions: [ParsedSession], diagnostics: [String], path: String) {
    let path = fixture(name)
    var sink = CollectingSink()
    try read(path, &sink)
    return (sink.sessions, sink.diagnostics.map(\.description), path)
}

func readLyfta(_ name: String, unit: WeightUnit = .kg) throws -> (sessions: [ParsedSession], diagnostics: [String], path: String) {
    try readFixture("lyfta/\(name)") { try LyftaReader(path: $0, unit: unit, timeZone: berlin).read(into: &$1) }
}

func readLiftosaur(_ name: String) throws -> (sessions: [ParsedSession], diagnostics: [String], path: String) {
    try readFixture("liftosaur/\(name)") { try LiftosaurReader(path: $0).read(into: &$1) }
}

func readJefit(_ name: String, unit: WeightUnit = .kg) throws -> (sessions: [ParsedSession], diagnostics: [String], path: String) {
    try readFixture("jefit/\(name)") { try JefitReader(path: $0, unit: unit, timeZone: berlin).read(into: &$1) }
}

@Suite("Lyfta exports")
struct LyftaReaderTests {
    @Test func kilogramExportWithSupersetsSidesTimedSetsAndCardio() throws {
        let (sessions, diagnostics, path) = try readLyfta("workouts_kg.csv")
        #expect(diagnostics == ["\(path):1: note: weights read as kg: a Lyfta export names no unit (--unit lb reads them as pounds)"])
        #expect(sessions.map(\.name) == ["Leg Day", "Push Day", "Cardio", "Pull Day", "Leg Day", "Push Day"])
        #expect(sessions.map { utc($0.startedAt) } == [
            "2025-03-06T16:50:00Z", "2025-03-04T17:00:00Z", "2025-02-15T08:30:00Z", "2025-02-04T17:10:00Z",
            "2025-01-09T16:45:00Z", "2025-01-07T17:02:11Z",
        ])
        #expect(sessions.map(\.duration) == [3300, 3660, 2100, 3720, 3490, 3877])
        let sets = sessions.flatMap(\.exercises).flatMap(\.sets)
        #expect(sets.count == 47)
        #expect(sets.filter { $0.type == .warmup }.count == 4)
        #expect(sets.filter { !$0.completed }.count == 1)

        let push = sessions[5]
        #expect(push.exercises.map(\.reference.name) == ["Barbell Bench Press", "Dumbbell Incline Bench Press", "Dumbbell Lateral Raise", "Cable Pushdown"],
                "trailing spaces dropped; the bench press's second block joins its first entry")
        #expect(push.exercises.map(\.groupId) == [nil, nil, 0, 0])
        #expect(push.exercises[0].sets.map(\.weight) == [40, 70, 72.5, 75, 60])
        #expect(push.exercises[0].sets.map(\.type) == [.warmup, .normal, .normal, .normal, .dropset])
        #expect(push.exercises[3].sets.map(\.reps) == [15, 12])
        #expect(push.exercises.flatMap(\.sets).allSatisfy { $0.originalUnit == .kg })

        let legs = sessions[4]
        #expect(legs.exercises[0].sets.map(\.reps) == [8, 5, 5, 5, 0])
        #expect(legs.exercises[0].sets.map(\.completed) == [true, true, true, true, false], "reps 0 is a failed attempt")
        #expect(legs.exercises[0].sets.map(\.type) == [.warmup, .normal, .normal, .normal, .failure])
        let plank = legs.exercises[3].sets
        #expect(plank.map(\.durationSeconds) == [60, 45] && plank.allSatisfy { $0.completed && $0.reps == 0 })

        #expect(sessions[3].exercises[3].sets.map(\.note) == ["left side", "right side"])
        #expect(sessions[3].exercises[3].sets.map(\.type) == [.normal, .normal])
        let cardio = sessions[2].exercises.map { $0.sets[0] }
        #expect(cardio.map(\.distanceMeters) == [5200, nil])
        #expect(cardio.map(\.durationSeconds) == [1680, 600])
    }

    @Test func poundsComeFromTheCallerAndAreSaid() throws {
        let (sessions, diagnostics, path) = try readLyfta("workouts_lb.csv", unit: .lb)
        #expect(diagnostics == ["\(path):1: note: weights read as lb (--unit lb): a Lyfta export names no unit"])
        try #require(sessions.count == 3)
        #expect(sessions.flatMap(\.exercises).flatMap(\.sets).count == 23)
        let bench = sessions[0].exercises[0].sets
        #expect(bench.map(\.weight) == [86.18, 86.18, 88.45])
        #expect(bench.map(\.originalWeight) == [190, 190, 195])
        #expect(bench.map(\.originalUnit) == [.lb, .lb, .lb])
        let hold = try #require(sessions[0].exercises[2].sets.first)
        #expect(hold.weight == 11.34 && hold.durationSeconds == 45 && hold.reps == 0 && hold.completed, "a weighted plank")
        #expect(sessions[1].exercises.map(\.reference.name) == ["Barbell Full Squat", "Sled 45° Leg Press", "Run"])
        let run = try #require(sessions[1].exercises[2].sets.first)
        #expect(run.distanceMeters == 2414.02 && run.durationSeconds == 750, "miles with pounds")
        #expect(sessions[2].exercises.map(\.groupId) == [nil, nil, 0, 0])
        #expect(sessions[2].exercises[2].sets.map(\.reps) == [10, 9])
    }

    @Test func badRowsAreReportedWithTheirLine() throws {
        let (sessions, diagnostics, path) = try readLyfta("errors.csv")
        #expect(diagnostics == [
            "\(path):1: note: weights read as kg: a Lyfta export names no unit (--unit lb reads them as pounds)",
            "\(path):2: error: Reps '8.5' is not a whole number (expected a whole number of reps such as 5 or 5.0)",
            "\(path):3: error: Weight '-70' is negative (expected a weight ≥ 0, or blank)",
            "\(path):4: error: Set Type 'SUPER_SET' is not a set type (expected NORMAL_SET, WARMUP_SET, DROP_SET, FAILURE_SET, LEFT_SET or RIGHT_SET)",
            "\(path):6: error: Exercise is empty (expected the exercise's name)",
            "\(path):7: error: Time 'a minute' is not a duration (expected seconds, or MM:SS, or HH:MM:SS)",
            "\(path):8: error: Date '2025-01-32 17:45:00' is not a date (expected YYYY-MM-DD HH:MM:SS)",
            "\(path):9: warning: Duration 'forever' is not a duration (expected HH:MM:SS); the workout's duration is left at 0",
        ])
        #expect(sessions.map(\.name) == ["Push Day", "Arms"])
        #expect(sessions.map { $0.exercises.flatMap(\.sets).count } == [1, 1])
    }

    @Test func headerWithItsLeadingSpaceIsLyftaAndNothingElse() throws {
        let header = try ExportHeader(path: fixture("lyfta/workouts_kg.csv"))
        #expect(header.fields.first == "Title")
        #expect(ExportReaders.format(of: header.fields) == "lyfta")
        #expect(FitNotesReader.matches(header: header.fields), "which is why Lyfta is asked first")
        #expect(!StrongReader.matches(header: header.fields) && !HevyReader.matches(header: header.fields))
    }
}

@Suite("Liftosaur exports")
struct LiftosaurReaderTests {
    @Test func plannedSetsThatWereNotDoneAreKept() throws {
        let (sessions, diagnostics, _) = try readLiftosaur("history_kg.csv")
        #expect(diagnostics == [])
        #expect(sessions.map(\.name) == ["Day 1", "Day 2", "Day 1"])
        #expect(sessions.map(\.notes) == ["Program: GZCLP", "Program: GZCLP", "Program: GZCLP"])
        #expect(sessions.map { utc($0.startedAt) } == ["2024-11-12T17:10:00Z", "2024-10-08T16:58:00Z", "2024-09-03T17:05:12Z"])
        #expect(sessions.map(\.duration) == [3300, 3090, 3448], "the last done set's time minus the start")
        let sets = sessions.flatMap(\.exercises).flatMap(\.sets)
        #expect(sets.count == 34)
        #expect(sets.filter { !$0.completed }.count == 3, "two planned sets not done, one failed attempt")
        #expect(sets.filter { $0.type == .warmup }.count == 1)

        let late = sessions[0]
        #expect(late.exercises.map(\.reference) == [
            ExerciseReference(name: "Squat (Barbell)", category: "glutes"), ExerciseReference(name: "Bench Press (Barbell)", category: "chest"),
            ExerciseReference(name: "Leg Press (Machine)", category: "glutes"),
        ])
        let squat = late.exercises[0]
        #expect(squat.notes == "Knees caved on last rep", "a note repeated on every set is kept once")
        #expect(squat.sets.map(\.reps) == [3, 3, 3, 2, 0])
        #expect(squat.sets.map(\.completed) == [true, true, true, true, false])
        #expect(squat.sets.map(\.rpe) == [nil, nil, nil, 9.5, 10])
        #expect(squat.sets.map(\.note) == ["", "", "", "", "AMRAP"])
        #expect(late.exercises[1].sets.map(\.weight) == [62.5, 62.5, 60], "the completed weight, not the required one")

        let press = sessions[1].exercises[0]
        #expect(press.reference.name == "Overhead Press (Barbell)")
        #expect(press.sets.map(\.reps) == [3, 3, 3, 2, 3], "the set not done keeps its planned reps")
        #expect(press.sets.map(\.completed) == [true, true, true, true, false])
        #expect(press.sets.map(\.weight) == [50, 50, 50, 50, 50])
        #expect(sessions[1].exercises[2].reference == ExerciseReference(name: "Bicep Curl (Dumbbell)", category: "biceps"))
        #expect(sessions[1].exercises[2].sets.map(\.completed) == [true, true, false])

        let early = sessions[2]
        #expect(early.exercises[0].sets.map(\.type) == [.warmup, .normal, .normal, .normal, .normal, .normal])
        #expect(early.exercises[0].sets.map(\.reps) == [5, 3, 3, 3, 3, 5])
        #expect(early.exercises[2].sets.map(\.note) == ["", "", "AMRAP"])
    }

    @Test func poundsPerValue() throws {
        let (sessions, diagnostics, _) = try readLiftosaur("history_lb.csv")
        #expect(diagnostics == [])
        #expect(sessions.map(\.name) == ["Week 1 - Day 2", "Week 1 - Day 1"])
        #expect(sessions.map(\.notes) == ["Program: 5/3/1 for Beginners", "Program: 5/3/1 for Beginners"])
        #expect(sessions.map(\.duration) == [1680, 2160])
        let bench = sessions[0].exercises[0]
        #expect(bench.sets.map(\.weight) == [61.23, 70.31, 79.38])
        #expect(bench.sets.map(\.originalWeight) == [135, 155, 175])
        #expect(bench.sets.map(\.originalUnit) == [.lb, .lb, .lb])
        #expect(bench.sets.map(\.reps) == [5, 5, 9])
        #expect(bench.notes == "Paused first rep")
        #expect(sessions[0].exercises[1].sets.map(\.completed) == [true, true, false])
        #expect(sessions[1].exercises[0].sets.map(\.type) == [.warmup, .warmup, .normal, .normal, .normal])
        let chin = sessions[1].exercises[1]
        #expect(chin.reference.name == "Chin Up (Bodyweight)")
        #expect(chin.sets.map(\.weight) == [0, 0, 0] && chin.sets.map(\.reps) == [8, 7, 6])
        #expect(sessions.flatMap(\.exercises).flatMap(\.sets).count == 14)
    }

    @Test func namesAndMuscles() {
        #expect(LiftosaurReader.exerciseName("Bench Press, Barbell") == "Bench Press (Barbell)")
        #expect(LiftosaurReader.exerciseName("Leg Press, Leverage Machine") == "Leg Press (Machine)")
        #expect(LiftosaurReader.exerciseName("Squat, Smith") == "Squat (Smith Machine)")
        #expect(LiftosaurReader.exerciseName("Plank") == "Plank")
        #expect(LiftosaurReader.exerciseName("Curl, Hammer") == "Curl, Hammer", "not an equipment word: kept as written")
        #expect(LiftosaurReader.category(fromMuscles: "Latissimus Dorsi") == "lats")
        #expect(LiftosaurReader.category(fromMuscles: "Quadriceps, Gluteus Maximus") == "legs")
        #expect(LiftosaurReader.category(fromMuscles: "") == nil)
    }

    @Test func badCellsAreReportedWithTheirLine() throws {
        let header = "Workout DateTime,Program,Day Name,Exercise,Is Warmup Set?,Required Reps,Completed Reps,Is AMRAP?,Required RPE,Completed RPE,Log RPE?,Required Weight Value,Required Weight Unit,Completed Weight Value,Completed Weight Unit,Ask Weight?,Completed Reps Time,Target Muscles,Synergist Muscles,Notes\n"
        let rows = [
            "2024-09-03T17:05:12.000Z,GZCLP,Day 1,\"Squat, Barbell\",maybe,3,3,0,,,0,100,kg,100,kg,0,,,,",
            "2024-09-03T17:05:12.000Z,GZCLP,Day 1,\"Squat, Barbell\",0,3,3,0,,,0,100,stone,100,stone,0,,,,",
            "2024-09-03T17:05:12.000Z,GZCLP,Day 1,\"Squat, Barbell\",0,3,3.5,0,,,0,100,kg,100,kg,0,,,,",
            "2024-09-03T17:05:12.000Z,GZCLP,Day 1,\"Squat, Barbell\",0,3,3,0,,,0,100,kg,100,kg,0,soon,,,",
            "2024-13-03T17:05:12.000Z,GZCLP,Day 1,\"Squat, Barbell\",0,3,3,0,,,0,100,kg,100,kg,0,,,,",
        ]
        var sink = CollectingSink()
        try LiftosaurReader(path: "l.csv").read(data: Data((header + rows.joined(separator: "\n") + "\n").utf8), into: &sink)
        #expect(sink.diagnostics.map(\.description) == [
            "l.csv:2: error: Is Warmup Set? 'maybe' is not yes or no (expected 1 or 0)",
            "l.csv:3: error: Required Weight Unit 'stone' is not a weight unit (expected kg or lbs)",
            "l.csv:4: error: Completed Reps '3.5' is not a whole number (expected a whole number of reps such as 5 or 5.0)",
            "l.csv:5: warning: Completed Reps Time 'soon' is not a time (expected an ISO-8601 instant); workout durations are taken only from readable times",
            "l.csv:6: error: Workout DateTime '2024-13-03T17:05:12.000Z' is not a date (expected an ISO-8601 time such as 2024-09-03T17:05:12.000Z)",
        ])
        #expect(sink.sessions.map { $0.exercises.flatMap(\.sets).count } == [1])
    }
}

@Suite("JEFIT exports")
struct JefitReaderTests {
    @Test func sectionsSnapshotsAndBlocks() throws {
        let (sessions, diagnostics, path) = try readJefit("jefit_kg.csv")
        #expect(diagnostics == [
            "\(path):31: note: weights read as kg: the export's SETTING says mass 'kg'",
            "\(path):1: note: sections not read (no training sets in them): ROUTINES, BODY STATS",
            "\(path):1: note: 3 sets read as warm-ups: lighter ramp-up sets before an exercise's working sets (JEFIT has no warm-up marker)",
        ])
        #expect(sessions.map(\.name) == ["JEFIT 2023-03-07", "JEFIT 2023-04-11", "JEFIT 2023-05-16", "JEFIT 2023-05-20"])
        #expect(sessions.map { utc($0.startedAt) } == ["2023-03-07T17:00:00Z", "2023-04-11T16:30:00Z", "2023-05-16T17:00:00Z", "2023-05-20T10:00:00Z"])
        #expect(sessions.map(\.duration) == [3900, 3600, 2700, 0], "end − start, else total_time; a day built from mydate has none")
        #expect(sessions.flatMap(\.exercises).flatMap(\.sets).count == 29)

        let first = sessions[0]
        #expect(first.exercises.map(\.reference.name) == ["Barbell Bench Press", "Wide Grip Lat Pulldown", "Dumbbell Lateral Raise"])
        #expect(first.exercises[0].sets.map(\.weight) == [20, 60, 62.5, 65], "three cumulative snapshots are one log")
        #expect(first.exercises[0].sets.map(\.type) == [.warmup, .normal, .normal, .normal])
        #expect(first.exercises[1].sets.map(\.reps) == [10, 10, 9])

        let squat = sessions[1].exercises[0]
        #expect(squat.sets.map(\.weight) == [60, 100, 100, 100, 80], "an identical repeat is dropped; another block follows the first")
        #expect(squat.sets.map(\.type) == [.warmup, .normal, .normal, .normal, .normal])
        #expect(sessions[2].exercises[0].sets.map(\.weight) == [60, 120, 130])
        #expect(sessions[2].exercises[2].sets.allSatisfy { $0.type == .normal })
        #expect(sessions[3].exercises.map(\.reference.name) == ["Barbell Bench Press"])
        #expect(sessions[3].exercises[0].sets.map(\.weight) == [70, 70, 70])
    }

    @Test func setLogsArePoundsAndWinOverThePackedField() throws {
        let (sessions, diagnostics, path) = try readJefit("jefit_lb.csv")
        #expect(diagnostics == [
            "\(path):25: note: weights read as lb: the export's SETTING says mass 'lbs'",
            "\(path):1: note: 2 sets read as warm-ups: lighter ramp-up sets before an exercise's working sets (JEFIT has no warm-up marker)",
        ])
        #expect(sessions.map(\.name) == ["JEFIT 2022-10-04", "JEFIT 2022-11-08"])
        #expect(sessions.map(\.duration) == [3300, 3420])
        #expect(sessions.flatMap(\.exercises).flatMap(\.sets).count == 12)
        let bench = sessions[0].exercises[0].sets
        #expect(bench.map(\.reps) == [10, 8, 6, 5], "the set log's 155 × 5, not the packed 155 × 6")
        #expect(bench.map(\.weight) == [20.41, 61.23, 70.31, 70.31])
        #expect(bench.map(\.originalUnit) == [.lb, .lb, .lb, .lb])
        #expect(bench.allSatisfy { $0.type == .normal })
        let squat = sessions[1].exercises[0].sets
        #expect(squat.map(\.weight) == [61.23, 83.91, 102.06, 102.06])
        #expect(squat.map(\.type) == [.warmup, .warmup, .normal, .normal])
        #expect(sessions[1].exercises[1].sets.map(\.weight) == [122.47, 122.47])
    }

    @Test func withoutASettingTheCallersUnitIsUsedAndSaid() throws {
        let text = """
            ### EXERCISE LOGS ###
            _id,belongSession,mydate,ename,logs
            1,0,2023-05-20,Barbell Squat,"135x5,135x5"

            """
        var sink = CollectingSink()
        try JefitReader(path: "j.csv", unit: .lb, timeZone: berlin).read(data: Data(text.utf8), into: &sink)
        #expect(sink.diagnostics.map(\.description) == ["j.csv:1: note: weights read as lb: the export has no SETTING mass (--unit kg reads them as kilograms)"])
        #expect(sink.sessions.first?.exercises.first?.sets.map(\.weight) == [61.23, 61.23])
    }

    @Test func badLogsAreReportedWithTheirLine() throws {
        let text = """
            ### WORKOUT SESSIONS ###
            _id,mydate,starttime,endtime
            1,2023-03-07,1678208400,1678212300
            2,2023-03-09,yesterday,0
            ### EXERCISE LOGS ###
            _id,belongSession,mydate,ename,logs
            10,1,2023-03-07,Barbell Bench Press,"60x8,65x"
            11,1,2023-03-07,Barbell Bench Press,"60x8,65x6"
            12,9,someday,Barbell Squat,"100x5"
            13,1,2023-03-07,,"100x5"
            14,1,2023-03-07,Plank,"60 sec"
            ### EXERCISE SET LOGS ###
            _id,exercise_log_id,set_index,weight,reps
            1,99,0,135,5
            2,11,0,135,-5

            """
        var sink = CollectingSink()
        try JefitReader(path: "j.csv", timeZone: berlin).read(data: Data(text.utf8), into: &sink)
        #expect(sink.diagnostics.map(\.description) == [
            "j.csv:1: note: weights read as kg: the export has no SETTING mass (--unit lb reads them as pounds)",
            "j.csv:4: error: starttime 'yesterday' is not a time (expected Unix seconds such as 1678208400)",
            "j.csv:15: error: reps '-5' is negative (expected a whole number of reps ≥ 0)",
            "j.csv:7: error: logs '60x8,65x' is not a list of sets (expected weight x reps, as in 20x10,70x5,90x5)",
            "j.csv:9: error: the log's session '9' is not in ### WORKOUT SESSIONS ### and mydate 'someday' is not a date (expected YYYY-MM-DD)",
            "j.csv:10: error: ename is empty (expected the exercise's name)",
            "j.csv:11: error: logs '60 sec' is not a list of sets (expected weight x reps, as in 20x10,70x5,90x5)",
            "j.csv:14: error: the set log names exercise log '99', which is not in ### EXERCISE LOGS ### (expected the _id of an exercise log)",
        ])
        #expect(sink.sessions.count == 1)
        #expect(sink.sessions.first?.exercises.first?.sets.map(\.reps) == [8, 6])
    }

    /// The unit may come last, so nothing is handed out before the end of the file; a log's later
    /// snapshot and another block of its exercise join their session wherever they stand in the table.
    @Test func settingAfterTheLogsAndASessionsLogsSpreadOverTheTable() throws {
        let text = """
            ### WORKOUT SESSIONS ###
            _id,mydate,starttime,endtime
            1,2023-03-07,1678208400,1678212300
            2,2023-03-09,1678381200,1678384800
            ### EXERCISE LOGS ###
            _id,belongSession,mydate,ename,logs
            10,1,2023-03-07,Barbell Squat,"135x5"
            11,2,2023-03-09,Barbell Bench Press,"95x8, 95 x8"
            12,1,2023-03-07,Barbell Squat,"135x5,225x5"
            13,0,2023-03-08,Barbell Deadlift,"225x5"
            14,2,2023-03-09,Barbell Bench Press,"95x8"
            15,1,2023-03-07,Barbell Squat,"185x3"
            ### SETTING ###
            _id,mass,length
            1,lbs,in

            """
        var sink = CollectingSink()
        try JefitReader(path: "j.csv", timeZone: berlin).read(data: Data(text.utf8), into: &sink)
        #expect(sink.diagnostics.map(\.description) == ["j.csv:15: note: weights read as lb: the export's SETTING says mass 'lbs'"])
        #expect(sink.sessions.map(\.name) == ["JEFIT 2023-03-07", "JEFIT 2023-03-08", "JEFIT 2023-03-09"], "a day from mydate sorts between")
        let squat = try #require(sink.sessions.first?.exercises.first)
        #expect(squat.sets.map(\.originalWeight) == [135, 225, 185], "the snapshot replaces its log; line 15 is another block")
        #expect(squat.sets.map(\.weight) == [61.23, 102.06, 83.91])
        #expect(squat.sets.allSatisfy { $0.originalUnit == .lb })
        #expect(sink.sessions[2].exercises.map { $0.sets.map(\.reps) } == [[8, 8]], "line 14 is already in line 11")
    }

    /// Reading does not depend on the athlete's zone: a file prepared once and handed out in a zone gives
    /// what reading it in that zone gives (a run prepares the next file before it knows whose it is).
    @Test func aPreparedFileIsDatedInTheZoneItIsHandedOutIn() throws {
        let path = fixture("jefit/jefit_kg.csv")
        let prepared = JefitReader.prepare(path: path, unit: .kg)
        var starts: [[Date]] = []
        for zone in [berlin, TimeZone(identifier: "America/Los_Angeles")!, TimeZone(identifier: "Pacific/Auckland")!] {
            var direct = CollectingSink(), later = CollectingSink()
            try JefitReader(path: path, timeZone: zone).read(into: &direct)
            try JefitReader(path: path, timeZone: zone).read(prepared, into: &later)
            #expect(later.sessions == direct.sessions)
            #expect(later.diagnostics == direct.diagnostics)
            starts.append(later.sessions.map(\.startedAt))
        }
        #expect(Set(starts.map { $0.last }).count == 3, "noon of a mydate is the zone's noon")

        let refused = JefitReader.prepare(data: Data("Date,Exercise\n".utf8), path: "j.csv", unit: .kg)
        var sink = CollectingSink()
        let error = try #require(throws: DiagnosticError.self) { try JefitReader(path: "j.csv", timeZone: berlin).read(refused, into: &sink) }
        #expect(error.diagnostics.first?.description.hasPrefix("j.csv:1: error: not a JEFIT export") == true)
    }

    @Test func structureThatIsNotJefitsIsRefused() throws {
        var sink = CollectingSink()
        let noLogs = try #require(throws: DiagnosticError.self) {
            try JefitReader(path: "j.csv", timeZone: berlin).read(data: Data("### SETTING ###\n_id,mass\n1,kg\n".utf8), into: &sink)
        }
        #expect(noLogs.diagnostics.map(\.description) == ["j.csv:1: error: no ### EXERCISE LOGS ### section (expected a JEFIT export with its exercise logs; found SETTING)"])
        let noColumn = try #require(throws: DiagnosticError.self) {
            try JefitReader(path: "j.csv", timeZone: berlin).read(data: Data("### EXERCISE LOGS ###\n_id,belongSession,exercise\n1,1,Squat\n".utf8), into: &sink)
        }
        #expect(noColumn.diagnostics.map(\.description) == ["j.csv:2: error: ### EXERCISE LOGS ### has no ename or logs column (expected _id,belongSession,mydate,ename,logs,…)"])
        let foreign = try #require(throws: DiagnosticError.self) {
            try JefitReader(path: "j.csv", timeZone: berlin).read(data: Data("Date,Exercise\n".utf8), into: &sink)
        }
        #expect(foreign.diagnostics.first?.description.hasPrefix("j.csv:1: error: not a JEFIT export (expected a first line like ### WORKOUT SESSIONS ###") == true)
        let empty = try #require(throws: DiagnosticError.self) {
            try JefitReader(path: "j.csv", timeZone: berlin).read(data: Data(), into: &sink)
        }
        #expect(empty.diagnostics.first?.description.hasPrefix("j.csv:1: error: empty file") == true)
        #expect(sink.sessions.isEmpty)
        #expect(JefitReader.matches(header: ["### WORKOUT SESSIONS ###"]) && !JefitReader.matches(header: ["######"]))
    }
}

@Suite("Strong: the old unit-named columns and the quoted ; shape")
struct StrongMoreShapesTests {
    @Test func oldExportWithUnitsAsColumnNames() throws {
        let (sessions, diagnostics, _) = try readStrong("old-unit-columns-lb.csv")
        #expect(diagnostics == [])
        #expect(sessions.map(\.name) == ["Workout A", "Workout B", "Workout A"])
        #expect(sessions.flatMap(\.exercises).flatMap(\.sets).count == 13)
        let squat = sessions[0].exercises[0].sets
        #expect(squat.map(\.weight) == [61.23, 83.91, 83.91])
        #expect(squat.map(\.originalUnit) == [.lb, .lb, .lb], "lb in the header, whatever --unit says")
        #expect(sessions[0].notes == "First day back")
        #expect(sessions[0].exercises[2].sets.first?.durationSeconds == 60)
        let run = try #require(sessions[1].exercises[2].sets.first)
        #expect(run.distanceMeters == 3379.62 && run.durationSeconds == 1140, "mi in the header")
        #expect(sessions[2].exercises[0].sets.map(\.completed) == [true, true, false])
        #expect(sessions[2].exercises[0].sets.map(\.note) == ["", "", "missed at the bottom"])
    }

    @Test func quotedSemicolonShapeWithWarmupDropFailureRestTimersAndNotes() throws {
        let (sessions, diagnostics, _) = try readStrong("variant-b-kg-rest-timers.csv", unit: .lb)
        #expect(diagnostics == [])
        #expect(sessions.map(\.name) == ["Push", "Pull", "Push"])
        #expect(sessions.map(\.duration) == [3900, 3600, 4020])
        let sets = sessions.flatMap(\.exercises).flatMap(\.sets)
        #expect(sets.count == 19)
        #expect(sets.filter { $0.type == .warmup }.count == 3)
        #expect(sets.allSatisfy { $0.originalUnit == .kg }, "kg in the header, whatever --unit says")
        let bench = sessions[0].exercises[0]
        #expect(bench.sets.map(\.type) == [.warmup, .normal, .normal, .normal, .dropset])
        #expect(bench.sets.map(\.restTime) == [90, 180, 0, 0, 0])
        #expect(bench.sets.map(\.rpe) == [nil, 8, nil, 9, nil])
        #expect(bench.notes == "Elbows tucked")
        #expect(sessions[0].exercises[1].sets.map(\.type) == [.normal, .normal, .failure])
        #expect(sessions[1].exercises[0].sets.map(\.restTime) == [0, 240, 0])
        let row = try #require(sessions[1].exercises[2].sets.first)
        #expect(row.distanceMeters == 2000 && row.durationSeconds == 480 && row.weight == 0)
        #expect(sessions[2].notes == "Felt strong")
        #expect(sessions[2].exercises[1].sets.first?.durationSeconds == 75)
    }

    @Test func unitColumnsAreRecognisedOnlyAsWholeNames() {
        #expect(StrongReader.matches(header: ["Date", "Workout Name", "Exercise Name", "Set Order", "kg", "Reps", "km", "Seconds"]))
        #expect(!StrongReader.matches(header: ["Date", "Workout Name", "Exercise Name", "Set Order", "kgs lifted", "Reps"]))
    }
}
