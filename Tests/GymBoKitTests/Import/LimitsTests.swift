import Foundation
import GymBoTestSupport
import Testing
@testable import GymBoKit

/// Inputs past every sane size: each is handled in flat memory or refused with one clear line, and a
/// refused file leaves the database as it was (SPEC §3.6, §8; issue 9, item 4).
///
/// Files of hundreds of megabytes are measured by the benchmark (peak RSS in `BENCHMARKS.md`), not here:
/// in a debug build hashing alone takes seconds per hundred megabytes.
@Suite("Limits: huge fields, deep nesting, numbers out of range, crowded inboxes")
struct LimitsTests: StrongExportSample {

    /// The same limit in the library, on bytes in memory and on a file.
    @Test func csvReaderRefusesAnOversizedFieldWithItsLine() throws {
        var data = Data("a,b\n1,\"".utf8)
        data += Data(repeating: UInt8(ascii: "y"), count: CSVReader.maxFieldBytes + 70_000)
        data += Data("\"\n".utf8)
        var seen: [Int] = []
        #expect(throws: CSVError.fieldTooLarge(path: "big.csv", line: 2, limit: CSVReader.maxFieldBytes)) {
            try CSVReader(path: "big.csv").forEachRecord(in: data) { seen.append($0.line) }
        }
        #expect(seen == [1])
        // Just under the limit is an ordinary (if odd) cell.
        var fits = Data("a,b\n1,".utf8)
        fits += Data(repeating: UInt8(ascii: "z"), count: 1_048_576)
        fits += Data("\n".utf8)
        let records = try CSVReader(path: "fits.csv").readAll(data: fits)
        #expect(records.count == 2 && records[1].fields[1].utf8.count == 1_048_576)
    }

    /// A document nested past 64 levels is refused before Foundation's recursive parser sees it; brackets
    /// inside strings do not count.
    @Test(arguments: TestEngine.available) func deeplyNestedJSONIsRefused(engine: TestEngine) throws {
        let deep = "{\"version\": \"1.0\",\n \"session\": " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}"
        #expect(throws: DiagnosticError.self) { try JSONValue.parse(Data(deep.utf8), file: "deep.gymtracker") }
        do {
            _ = try JSONValue.parse(Data(deep.utf8), file: "deep.gymtracker")
        } catch let error as DiagnosticError {
            #expect(error.diagnostics.map(\.description) == ["deep.gymtracker:2: error: JSON nested deeper than 64 levels (expected a GymBo file)"])
        }
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = try write(deep, to: "deep.gymtracker", in: dir)
        let store = try engine.makeStore()
        let before = try snapshot(store)
        let summary = importer(store) { $0.athleteName = "Tief" }.importFile(path)
        #expect(summary.status == .failed)
        #expect(summary.errors == ["\(path):2: error: JSON nested deeper than 64 levels (expected a GymBo file)"])
        #expect(try snapshot(store) == before)

        // 64 levels are fine, and so are a million brackets inside a string.
        let sixtyFour = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(try JSONValue.parse(Data(sixtyFour.utf8), file: "ok.json").value is [Any])
        let quoted = "{\"notes\": \"" + String(repeating: "[{", count: 500_000) + "\"}"
        #expect(try JSONValue.parse(Data(quoted.utf8), file: "ok.json").value is [String: Any])
        engine.tally()
    }

    /// One bad number, the whole file refused with one line that names it; nothing written.
    @Test(arguments: [
        // (file name, content, the error line after "<path>")
        ("weight.csv", LimitsTests.strongHeader + "2021-02-03 5:10:00 PM,Arms,3600,Bicep Curl (Dumbbell),1,1e308,12,0,0,,,\n",
         ":2: error: Weight '1e308' is out of range (expected a weight below 10000, or blank)"),
        ("weight-just-over.csv", LimitsTests.strongHeader + "2021-02-03 5:10:00 PM,Arms,3600,Bicep Curl (Dumbbell),1,10000,12,0,0,,,\n",
         ":2: error: Weight '10000' is out of range (expected a weight below 10000, or blank)"),
        ("reps.csv", LimitsTests.strongHeader + "2021-02-03 5:10:00 PM,Arms,3600,Bicep Curl (Dumbbell),1,30,1e12,0,0,,,\n",
         ":2: error: Reps '1e12' is too many (expected at most 10000 reps)"),
        ("hevy.csv", "\"title\",\"start_time\",\"end_time\",\"description\",\"exercise_title\",\"superset_id\",\"exercise_notes\",\"set_index\",\"set_type\",\"weight_kg\",\"reps\",\"distance_km\",\"duration_seconds\",\"rpe\"\n"
            + "\"Push\",\"2 Apr 2026, 18:05\",\"2 Apr 2026, 19:17\",\"\",\"Bench Press (Barbell)\",\"\",\"\",\"0\",\"normal\",\"1e308\",\"10\",\"\",\"\",\"\"\n",
         ":2: error: weight_kg '1e308' is out of range (expected a weight below 10000, or blank)"),
        ("fitnotes.csv", "Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time\n2025-04-29,Flat Barbell Bench Press,Chest,1e308,kgs,5,,,\n",
         ":2: error: Weight '1e308' is out of range (expected a weight below 10000, or blank)"),
        ("weight.gymtracker", LimitsTests.session(set: "{\"reps\": 5, \"weight\": 1e308}"),
         ":2: error: session.exercises[0].sets[0].weight: weight 1e+308 is out of range (expected 0 ≤ kg < 10000) (wrong shape for a .gymtracker file)"),
        ("reps.gymtracker", LimitsTests.session(set: "{\"reps\": 1e12, \"weight\": 50}"),
         ":2: error: session.exercises[0].sets[0].reps: reps 1000000000000 is out of range (expected 0…10000) (wrong shape for a .gymtracker file)"),
        ("negative-zero.gymtracker", LimitsTests.session(set: "{\"reps\": -0.5, \"weight\": -0}"),
         ":2: error: session.exercises[0].sets[0].reps: expected a whole number, got -0.5 (wrong shape for a .gymtracker file)"),
        ("heart.gymtracker", LimitsTests.session(extra: "\"avgHeartRate\": 10000,"),
         ":1: error: session.avgHeartRate: heart rate 10000 is out of range (expected 20…260 bpm) (wrong shape for a .gymtracker file)"),
        ("duration.gymtracker", LimitsTests.session(extra: "\"duration\": 1e9,"),
         ":1: error: session.duration: duration 1000000000 s is out of range (expected 0…8640000 seconds) (wrong shape for a .gymtracker file)"),
        ("seconds.gymtracker", LimitsTests.session(set: "{\"reps\": 0, \"durationSeconds\": -30}"),
         ":2: error: session.exercises[0].sets[0].durationSeconds: expected a number ≥ 0, got -30.0 (wrong shape for a .gymtracker file)"),
        ("date.gymtracker", LimitsTests.session(date: "1e300"),
         ":1: error: session.date: expected an ISO-8601 date, got the number 1e+300, which is not in the years 1…9999 (seconds since 2001) (wrong shape for a .gymtracker file)"),
        ("nan.gymtracker", LimitsTests.session(set: "{\"reps\": 5, \"weight\": \"NaN\"}"),
         ":2: error: session.exercises[0].sets[0].weight: expected a finite number, got \"NaN\" (wrong shape for a .gymtracker file)"),
    ])
    func numbersOutOfRangeAreRefusedWithAClearLine(name: String, content: String, expected: String) throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = try write(content, to: name, in: dir)
        let store = try makeTestDatabase()
        let before = try snapshot(store)
        let summary = importer(store) { $0.athleteName = "Grenzfall" }.importFile(path)
        #expect(summary.status == .failed)
        #expect(summary.errors == [path + expected])
        #expect(try snapshot(store) == before)
    }

    /// A set's key packs its place in ten bits each: 1,024 sets of one exercise land, 1,025 are refused
    /// with the session's line and nothing of the file is written.
    @Test(arguments: TestEngine.available) func moreThan1024SetsOfOneExerciseAreRefused(engine: TestEngine) throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        func strong(_ sets: Int, date: String) -> String {
            Self.strongHeader + (1...sets).map { "\(date),Marathon,3600,Bicep Curl (Dumbbell),\($0),10,10,0,0,,,\n" }.joined()
        }
        let store = try engine.makeStore()
        let fits = importer(store) { $0.athleteName = "Grenzfall" }.importFile(try write(strong(1024, date: "2021-02-03 17:10:00"), to: "fits.csv", in: dir))
        #expect(fits.status == .imported && fits.sets == 1024)
        let before = try snapshot(store)
        let path = try write(strong(1025, date: "2021-02-04 17:10:00"), to: "over.csv", in: dir)
        let over = importer(store) { $0.athleteName = "Grenzfall" }.importFile(path)
        #expect(over.status == .failed)
        #expect(over.errors == [path + ":2: error: session 'Marathon' has more than 1024 exercises, or more than 1024 sets of one exercise (expected a real training session)"])
        #expect(try snapshot(store) == before)
        engine.tally()
    }

    /// The app backup's own numbers: a duration and a birth date far past any calendar.
    @Test(arguments: [
        ("\"duration\": 3600", "\"duration\": 1e308",
         "23: error: sessions[0].duration: duration 1e+308 s is out of range (expected 0…8640000 seconds)"),
        ("\"birthDate\": \"1994-03-12T00:00:00Z\"", "\"birthDate\": -1e300",
         "8: error: profiles[0].birthDate: expected an ISO-8601 date, got the number -1e+300, which is not in the years 1…9999 (seconds since 2001)"),
        ("\"date\": \"2026-11-02T08:00:00Z\"", "\"date\": 9e18",
         "23: error: sessions[0].date: expected an ISO-8601 date, got the number 9e+18, which is not in the years 1…9999 (seconds since 2001)"),
    ])
    func backupNumbersOutOfRange(original: String, replacement: String, expected: String) throws {
        let text = try String(contentsOfFile: fixture("backup/anna.json"), encoding: .utf8)
        #expect(text.contains(original))
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = try write(text.replacingOccurrences(of: original, with: replacement), to: "anna.json", in: dir)
        let store = try makeTestDatabase()
        let before = try snapshot(store)
        let summary = importer(store).importFile(path)
        // The line of the offending value comes first, as in CSV errors.
        #expect(summary.errors == ["\(path):\(expected) (wrong shape for an app backup)"])
        #expect(try snapshot(store) == before)
    }

    /// Catalog numbers are 12 digits: a negative one or one past 32 bits is no exercise (it used to be
    /// read modulo 2³², or with its sign dropped, as another exercise).
    @Test func catalogNumbersOutsideTwelveDigitsAreNoExercise() throws {
        let matcher = FuzzDatabase.matcher
        #expect(matcher.find("3")?.name == "Bankdrücken")
        #expect(matcher.find("4294967299") == nil)
        #expect(matcher.find("-5") == nil)
        #expect(UUID.catalog(validating: 1_000_000_000_000) == nil)
        #expect(UUID.catalog(validating: -1) == nil)
        #expect(UUID.catalog(4_294_967_299).lowercased == "00000000-0000-0000-0000-004294967299")
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = try write("alias,exerciseId\nMinus,-5\nWrapped,4294967299\nOk,3\n", to: "aliases.csv", in: dir)
        let (aliases, diagnostics) = try AliasReader(path: path).read()
        #expect(aliases.map(\.alias) == ["Wrapped", "Ok"])
        #expect(aliases.map { $0.exerciseId.catalogNumber } == [4_294_967_299, 3])
        #expect(diagnostics.map(\.description) == ["\(path):2: error: expected `alias,exerciseId` with a catalog number or UUID, got 'Minus,-5'"])
    }

    /// A value stored before these limits existed still prints (no `Int` overflow in the formatting).
    @Test func hugeStoredNumbersStillFormat() {
        #expect(NumberText.format(1e300, .de) == "1e+300")
        #expect(NumberText.kg(-1e20, .en) == "-1e+20 kg")
        #expect(NumberText.format(999_999_999_999.95, .de) == "1.000.000.000.000")
    }

    /// A thousand small files in nested folders, a few of them broken: every good one imported once and
    /// moved to `processed/` keeping its folder, every broken one moved to `failed/` with its reason; a second
    /// run has nothing to do. (100,000 files: the manual command in the README's Reliability section.)
    @Test(arguments: TestEngine.available) func inboxWithAThousandFiles(engine: TestEngine) throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let inbox = dir.appendingPathComponent("inbox")
        let start = Timestamp.parseISO("2019-01-01T07:00:00Z")!
        var good: [String] = [], broken: [String] = []
        for i in 0..<1_000 {
            let folder = "week-\(String(format: "%03d", i / 50))"
            try FileManager.default.createDirectory(at: inbox.appendingPathComponent(folder), withIntermediateDirectories: true)
            // Names sort in date order, as exports named by date do.
            let name = "session-\(String(format: "%04d", i)).gymtracker"
            let date = Timestamp.string(start.addingTimeInterval(Double(i) * 20 * 3600))
            if i % 125 == 7 {
                try write("{\"version\": \"1.0\", \"session\": {\"name\": \"kaputt\"", to: name, in: inbox.appendingPathComponent(folder))
                broken.append("\(folder)/\(name)")
            } else {
                try write(Self.session(date: "\"\(date)\"", set: "{\"reps\": \(3 + i % 8), \"weight\": \(40 + i % 60)}"), to: name, in: inbox.appendingPathComponent(folder))
                good.append("\(folder)/\(name)")
            }
        }
        let store = try engine.makeStore()
        var options = BatchJob.Options(inbox: inbox.path, reports: dir.appendingPathComponent("Reports").path)
        options.asOf = .instant(Timestamp.parseISO("2026-11-16T06:00:00Z")!)
        options.imports.athleteName = "Viele"
        let first = try BatchJob(store: store, options: options).run()
        #expect(first.files.count == 1_000)
        #expect(first.files.filter { $0.status == .imported && $0.added == 1 }.count == good.count)
        #expect(first.failed == broken.count && broken.count == 8)
        #expect(try store.stats().sessions == good.count)
        func files(under folder: String) -> [String] {
            let base = inbox.appendingPathComponent(folder).path
            return (FileManager.default.enumerator(atPath: base)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".gymtracker") }.sorted()
        }
        #expect(files(under: "processed") == good)
        #expect(files(under: "failed") == broken)
        for path in broken {
            let reason = try String(contentsOfFile: inbox.appendingPathComponent("failed/\(path).error.txt").path, encoding: .utf8)
            #expect(reason.contains("error: not valid JSON") && reason.hasSuffix("\n"))
        }
        #expect(BatchJob(store: store, options: options).inboxFiles().isEmpty)
        #expect(try store.check().isEmpty)

        let second = try BatchJob(store: store, options: options).run()
        #expect(second.files.isEmpty && second.reports.isEmpty)
        engine.tally()
    }

    /// A one-session `.gymtracker` file; `set` is the JSON of its only set.
    static func session(date: String = "\"2026-11-10T17:30:00Z\"", extra: String = "", set: String = "{\"reps\": 5, \"weight\": 100}") -> String {
        """
        {"version": "1.0", "session": {"name": "Grenzen", "date": \(date), \(extra)
          "exercises": [{"exerciseId": "00000000-0000-0000-0000-000000000003", "exerciseName": "Bankdrücken", "sets": [\(set)]}]}}
        """
    }
}
