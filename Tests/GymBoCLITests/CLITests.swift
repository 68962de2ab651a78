import Foundation
import GRDB
import GymBoTestSupport
import Testing
@testable import GymBoKit

@Suite("gymbo command line, end to end", .serialized)
struct CLITests {
    @Test func seedTwiceThenQuery() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let first = try runGymbo(["seed"], in: dir)
        #expect(first.status == 0)
        #expect(first.stdout.contains("162 added, 0 updated, 0 unchanged, 0 rejected"))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("gymbo.sqlite").path))
        let second = try runGymbo(["seed"], in: dir)
        #expect(second.stdout.contains("0 added, 0 updated, 162 unchanged, 0 rejected"))

        let stats = try runGymbo(["db", "stats", "--format", "json"], in: dir)
        let object = try JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as? [String: Int]
        #expect(object == ["athletes": 0, "exercises": 162, "workouts": 0, "sessions": 0, "sets": 0, "records": 0, "tips": 0, "imports": 0])

        let list = try runGymbo(["exercises", "list", "--muscle", "Waden", "--equipment", "Maschine", "--format", "json"], in: dir)
        let items = try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]] ?? []
        #expect(!items.isEmpty)
        for item in items {
            #expect((item["muscleGroups"] as? [String])?.contains("calves") == true)
            #expect(item["equipment"] as? String == "machine")
            #expect(Set(item.keys).isSuperset(of: ["id", "name", "muscleGroups", "equipment", "difficulty", "custom"]))
        }

        let similar = try runGymbo(["similar", "Bench Press", "--top", "3", "--format", "json"], in: dir)
        let swaps = try JSONSerialization.jsonObject(with: Data(similar.stdout.utf8)) as? [[String: Any]] ?? []
        #expect(swaps.count == 3)
        #expect(swaps.first?["name"] as? String == "Kurzhantel-Bankdrücken")
        #expect(swaps.first?["score"] as? Int == 92)

        let check = try runGymbo(["db", "check"], in: dir)
        #expect(check.status == 0)
        #expect(check.stdout == "gymbo.sqlite: ok (integrity, foreign keys, invariants)\n")
    }

    @Test func readCommandsNeverCreateADatabaseAndReadReadOnlyFiles() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // A mistyped --db: every read command says the file does not exist (exit 2) and creates nothing.
        for command in [["records"], ["stats"], ["analyze"], ["tips"], ["similar", "Bankdrücken"], ["exercises", "list"], ["profile", "list"]] {
            let result = try runGymbo(command + ["--db", "typo.sqlite"], in: dir)
            #expect(result.status == 2, "\(command)")
            #expect(result.stderr.contains("typo.sqlite: error: cannot open the database (no such file; create one with `gymbo seed` or `gymbo import`)"), "\(command)")
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("typo.sqlite").path))
        }
        // A database without write permission still reads.
        #expect(try runGymbo(["seed", "--db", "ro.sqlite"], in: dir).status == 0)
        let path = dir.appendingPathComponent("ro.sqlite").path
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        let list = try runGymbo(["exercises", "list", "--db", "ro.sqlite"], in: dir)
        #expect(list.status == 0)
        #expect(list.stdout.contains("Kniebeugen") && list.stderr.contains("162 Übungen"))
    }

    @Test func aBackupWithTwoSessionsSharingAnIdIsRejectedWhole() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try runGymbo(["seed"], in: dir).status == 0)
        let path = fixture("backup/duplicate-session-ids.json")
        let result = try runGymbo(["import", path], in: dir)
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(path): error: sessions[0] and sessions[2] have the same id c1000000-0000-4000-8000-000000000001 (ids must be unique within a file)"))
        // One pluralisation helper: "1 Datei", never "1 Dateien".
        #expect(result.stdout.contains("1 Datei: 0 ok, 1 abgelehnt"))
        let stats = try runGymbo(["db", "stats", "--format", "json"], in: dir)
        let object = try JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as? [String: Int]
        #expect(object?["sessions"] == 0 && object?["athletes"] == 0)
    }

    @Test func athletesWhoseNamesFoldTogetherGetTheirOwnReportFolders() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try runGymbo(["seed"], in: dir).status == 0)
        // Four app backups whose profiles (own ids) are named so that the old folder names collided.
        let backup = try String(contentsOfFile: fixture("backup/anna.json"), encoding: .utf8)
        let people = [("Anna-Lena", "3c000000"), ("Anna Lena", "4d000000"), ("李雷", "1a000000"), ("王芳", "2b000000")]
        for (i, (name, prefix)) in people.enumerated() {
            var text = backup.replacingOccurrences(of: "\"name\": \"Anna\"", with: "\"name\": \"\(name)\"")
            text = text.replacingOccurrences(of: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d", with: "\(prefix)-5e6f-4a7b-8c9d-0e1f2a3b4c5d")
            text = text.replacingOccurrences(of: "c1000000-0000-4000-8000-00000000000", with: "c1000000-0000-4000-8000-00000000\(i)00")
            let path = try write(text, to: "backup-\(i).json", in: dir)
            let imported = try runGymbo(["import", path], in: dir)
            #expect(imported.status == 0, "\(imported.stderr)")
        }
        let report = try runGymbo(["report", "weekly", "--all", "--week", "2026-W45", "--out", "R", "--html"], in: dir)
        #expect(report.status == 0, "\(report.stderr)")
        let folders = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("R").path).sorted()
        #expect(folders == ["anna-lena-3c000000", "anna-lena-4d000000", "李雷", "王芳"].sorted())
        for folder in folders {
            #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("R/\(folder)/2026-W45.md").path))
            #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("R/\(folder)/2026-W45.html").path))
        }
        // The reports are built on every core and written in athlete order: a second run prints the same
        // lines in the same order and writes the same bytes.
        func files() throws -> [String: Data] {
            let root = dir.appendingPathComponent("R")
            let paths = try FileManager.default.subpathsOfDirectory(atPath: root.path).filter { $0.contains(".") }
            return try Dictionary(uniqueKeysWithValues: paths.map { ($0, try Data(contentsOf: root.appendingPathComponent($0))) })
        }
        let first = try files()
        let again = try runGymbo(["report", "weekly", "--all", "--week", "2026-W45", "--out", "R", "--html"], in: dir)
        #expect(again.stdout == report.stdout && report.stdout.split(separator: "\n").count == 4)
        #expect(try files() == first)
    }

    @Test func batchOnADamagedDatabaseTouchesNothingAndExitsTwo() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try runGymbo(["seed", "--db", "d.sqlite"], in: dir).status == 0)
        #expect(try runGymbo(["import", "--db", "d.sqlite", "--athlete", "Lena", fixture("migration/strong-export-march.csv")], in: dir).status == 0)
        // Scribble over every page after the first two (the database was closed, its log checkpointed).
        let path = dir.appendingPathComponent("d.sqlite").path
        let handle = try #require(FileHandle(forUpdatingAtPath: path))
        let size = try handle.seekToEnd()
        for offset in stride(from: UInt64(8192), to: size, by: 4096) {
            try handle.seek(toOffset: offset + 100)
            handle.write(Data(repeating: 0xEE, count: 64))
        }
        try handle.close()
        let inbox = dir.appendingPathComponent("inbox")
        try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: fixture("migration/strong-export-april.csv"), toPath: inbox.appendingPathComponent("Lena.csv").path)
        let run = try runGymbo(["batch", "--db", "d.sqlite", "--inbox", "inbox", "--reports", "R", "--athlete-from-filename", "--as-of", "2026-04-20"], in: dir)
        #expect(run.status == 2)
        #expect(run.stderr.contains("d.sqlite: error: the database is damaged or cannot be written (SQLite error 11"))
        #expect(run.stderr.contains("run `gymbo db check --db d.sqlite`"))
        // The good file is still in the inbox, nothing moved, nothing written.
        #expect(try FileManager.default.contentsOfDirectory(atPath: inbox.path).filter { !$0.hasPrefix(".") } == ["Lena.csv"])
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("R").path))
    }

    @Test func aCutOffExportIsRefusedAndANewerExportUpdatesChangedSessions() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try runGymbo(["seed", "--db", "a.sqlite"], in: dir).status == 0)
        #expect(try runGymbo(["seed", "--db", "clean.sqlite"], in: dir).status == 0)
        let full = try String(contentsOfFile: fixture("migration/strong-export-april.csv"), encoding: .utf8)
        // Cut in the middle of the last row: no line end, missing cells.
        let cut = try write(String(full.dropLast(14)), to: "cut.csv", in: dir)
        let refused = try runGymbo(["import", "--db", "a.sqlite", "--athlete", "Lena", cut], in: dir)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("\(cut):12: error: the last row is cut off: 5 of 12 fields and no line end (the file looks truncated; export it again)"))
        let stats = try JSONSerialization.jsonObject(with: Data(try runGymbo(["db", "stats", "--db", "a.sqlite", "--format", "json"], in: dir).stdout.utf8)) as? [String: Int]
        #expect(stats?["sessions"] == 0)
        // An earlier export that lacks one set of the first session, then the full one: the session is
        // updated, said so, and the database equals a clean import of the full export.
        let dropped = "2026-03-02 18:05:00,Ganzkörper,55m,Zercher Carry (Sandbag),1,60,1,20,0,,,\n"
        #expect(full.contains(dropped))
        let earlier = try write(full.replacingOccurrences(of: dropped, with: ""), to: "earlier.csv", in: dir)
        #expect(try runGymbo(["import", "--db", "a.sqlite", "--athlete", "Lena", earlier], in: dir).status == 0)
        // The full export with a weight of a later session broken: rejected, and no word of the first
        // session's update, which did not happen.
        let lastRow = "2026-03-09 18:00:00,Ganzkörper,58m,Zercher Carry (Sandbag),1,65,1,20,0,,,\n"
        #expect(full.hasSuffix(lastRow))
        let broken = try write(String(full.dropLast(lastRow.count)) + lastRow.replacingOccurrences(of: ",1,65,1,", with: ",1,abc,1,"),
                               to: "broken.csv", in: dir)
        let brokenLine = full.split(separator: "\n").count
        let rejected = try runGymbo(["import", "--db", "a.sqlite", "--athlete", "Lena", "--lang", "en", broken], in: dir)
        #expect(rejected.status == 1)
        #expect(rejected.stderr.contains("broken.csv:\(brokenLine): error: "))
        #expect(!(rejected.stdout + rejected.stderr).contains("updated from this file"))
        #expect(rejected.stdout.contains("rejected, nothing written"))
        let path = try write(full, to: "full.csv", in: dir)
        let newer = try runGymbo(["import", "--db", "a.sqlite", "--athlete", "Lena", "--lang", "en", path], in: dir)
        #expect(newer.status == 0)
        let sets = full.split(separator: "\n").filter { $0.hasPrefix("2026-03-02 18:05:00") }.count
        #expect((newer.stdout + newer.stderr).contains("session 'Ganzkörper' of 2026-03-02T18:05:00Z updated from this file: \(sets - 1) → \(sets) sets"))
        #expect(newer.stdout.contains("0 added, 1 updated"))
        #expect(try runGymbo(["import", "--db", "clean.sqlite", "--athlete", "Lena", path], in: dir).status == 0)
        func content(_ name: String) throws -> String {
            try GymBoStore.open(path: dir.appendingPathComponent(name).path).read { db in
                try [
                    "SELECT s.id, s.name, s.startedAt, s.contentHash, packed_set_count(s.sets) FROM session s ORDER BY s.id",
                    "SELECT * FROM personalRecord ORDER BY athleteId, exerciseId",
                    "SELECT * FROM exerciseLastUsed ORDER BY athleteId, exerciseId",
                    "SELECT athleteId, exerciseId, sessionId, kind, oldValue, newValue, date FROM recordEvent ORDER BY athleteId, exerciseId, date, kind, newValue",
                ].map { try Row.fetchAll(db, sql: $0).map(\.description).joined(separator: "\n") }.joined(separator: "\n--\n")
            }
        }
        #expect(try content("a.sqlite") == content("clean.sqlite"))
        // The same file again changes nothing.
        #expect(try runGymbo(["import", "--db", "a.sqlite", "--athlete", "Lena", "--lang", "en", path], in: dir).stdout.contains("already imported"))
    }

    @Test func batchSummaryNamesFailuresWithTheirLineAndListsOnlyThemAboveFiftyFiles() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try runGymbo(["seed"], in: dir).status == 0)
        let inbox = dir.appendingPathComponent("inbox")
        try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
        _ = try write("{\"name\": \"Oops\", ", to: "inbox/truncated.gymtracker", in: dir)
        let export = try String(contentsOfFile: fixture("migration/strong-export-april.csv"), encoding: .utf8)
        for i in 0..<51 { _ = try write(export.replacingOccurrences(of: "Ganzkörper", with: "Plan \(i)"), to: "inbox/p\(i).csv", in: dir) }
        let run = try runGymbo(["batch", "--inbox", "inbox", "--reports", "R", "--athlete", "Lena", "--as-of", "2026-04-20", "--lang", "en"], in: dir)
        #expect(run.status == 1)
        let failures = run.stdout.split(separator: "\n").filter { $0.hasPrefix("  ✗ ") }
        #expect(failures.count == 1)
        #expect(failures.first?.hasPrefix("  ✗ truncated.gymtracker:1: error: ") == true)
        #expect(!run.stdout.contains("  ✓ "))
        #expect(run.stdout.contains("Inbox: 52 files – 51 imported, 0 already known, 1 rejected"))
    }

    @Test func aFileInTheWayOfTheReportsIsNamedNotASystemCode() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try runGymbo(["seed"], in: dir).status == 0)
        #expect(try runGymbo(["import", "--athlete", "Lena", fixture("migration/strong-export-april.csv")], in: dir).status == 0)
        let file = try write("not a folder", to: "out.txt", in: dir)
        let run = try runGymbo(["report", "weekly", "--week", "2026-W14", "--out", "out.txt"], in: dir)
        #expect(run.status == 2)
        #expect(run.stderr == "\(file): error: cannot write \(file)/lena/2026-W14.md (out.txt is a file, not a folder)\n")
    }

    @Test func smallerThingsThatWereSilentlyAccepted() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try runGymbo(["seed"], in: dir).status == 0)
        let header = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
        // A header-only export imports nothing and creates no athlete.
        let empty = try write(header, to: "empty.csv", in: dir)
        let headerOnly = try runGymbo(["import", "--athlete", "Nobody", "--lang", "en", empty], in: dir)
        #expect(headerOnly.status == 0)
        #expect((headerOnly.stdout + headerOnly.stderr).contains("the file holds no sessions; no athlete was created"))
        #expect(try !runGymbo(["profile", "list"], in: dir).stdout.contains("Nobody"))
        // A column named twice is refused with its name.
        let twice = try write("Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE,Weight\n", to: "twice.csv", in: dir)
        let repeated = try runGymbo(["import", "--athlete", "Lena", twice], in: dir)
        #expect(repeated.status == 1)
        #expect(repeated.stderr.contains("\(twice):1: error: the header names the column 'Weight' twice (columns 6 and 13); a column can be read only once"))
        // An athlete name with a line break is refused.
        let good = try write(header + "2026-03-02 18:05:00,Plan,55m,Squat (Barbell),1,90,5,,0,,,\n", to: "good.csv", in: dir)
        let broken = try runGymbo(["import", "--athlete", "Le\nna", good], in: dir)
        #expect(broken.status == 1)
        #expect(broken.stderr.contains("the athlete name contains a line break or another control character"))
        // The future-date error states the real limit: two days after now.
        let future = try write(header + "2031-01-01 10:00:00,Plan,55m,Squat (Barbell),1,90,5,,0,,,\n", to: "future.csv", in: dir)
        let late = try runGymbo(["import", "--athlete", "Lena", future], in: dir)
        let limit = Timestamp.string(Date().addingTimeInterval(2 * 86_400)).prefix(13)
        #expect(late.stderr.contains("in the future (expected a date before \(limit)"))
    }

    @Test func textsSpeakTheUsersLanguageNotInternalKeys() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try runGymbo(["seed"], in: dir).status == 0)
        #expect(try runGymbo(["import", fixture("backup/anna.json")], in: dir).status == 0)
        // German headers in German; aliases as they are written, not as normalised match keys.
        #expect(try runGymbo(["profile", "list"], in: dir).stdout.hasPrefix("Name"))
        let show = try runGymbo(["exercises", "show", "Bankdrücken"], in: dir).stdout
        #expect(show.contains("Auch bekannt als: ") && show.contains("Bench Press (Barbell)") && !show.contains("bench press barbell"))
        // The analysis in words: no raw action or record keys.
        let analysis = try runGymbo(["analyze", "--as-of", "2026-11-16"], in: dir).stdout
        for key in ["increaseWeight", "addReps", "repeatWeight", "bestE1RM", "maxWeight", "underLoading"] {
            #expect(!analysis.contains(key), "\(key)")
        }
    }

    @Test func malformedCatalogExitsOneWithOneLinePerProblem() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = fixture("catalog/malformed.csv")
        let result = try runGymbo(["seed", "--db", "c.sqlite", "--csv", path], in: dir)
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 6)
        #expect(lines.allSatisfy { $0.hasPrefix("\(path):") && $0.contains(": error: ") })
        #expect(result.stdout.contains("2 added, 0 updated, 0 unchanged, 6 rejected"))

        let strict = try runGymbo(["seed", "--db", "d.sqlite", "--csv", path, "--strict"], in: dir)
        #expect(strict.status == 1)
        #expect(strict.stdout.contains("rejected whole (--strict), nothing written"))
        let stats = try runGymbo(["db", "stats", "--db", "d.sqlite", "--format", "json"], in: dir)
        #expect(stats.stdout.contains("\"exercises\" : 0"))
    }

    @Test func usageErrorsExit64AndBadDatabaseExits2() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let usage = try runGymbo(["similar", "x", "--top", "0"], in: dir)
        #expect(usage.status == 64)
        let missing = try runGymbo(["db", "check", "--db", "missing.sqlite"], in: dir)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("missing.sqlite: error: cannot open the database (no such file; create one with `gymbo seed` or `gymbo import`)"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("missing.sqlite").path))
        let notADB = try write("this is not sqlite", to: "junk.sqlite", in: dir)
        let bad = try runGymbo(["db", "stats", "--db", notADB], in: dir)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("junk.sqlite: error: cannot open the database"))
        let env = try runGymbo(["seed"], in: dir, environment: ["GYMBO_DB": dir.appendingPathComponent("env.sqlite").path])
        #expect(env.status == 0)
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("env.sqlite").path))
        let unknown = try runGymbo(["exercises", "show", "Handstandflieger", "--db", "env.sqlite"], in: dir)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("no exercise 'Handstandflieger'"))
    }

    @Test func importRecordsStatsAndExportEndToEnd() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try runGymbo(["seed"], in: dir)
        let imported = try runGymbo(["import", fixture("backup/anna.json"), "--format", "json"], in: dir)
        #expect(imported.status == 0)
        let summaries = try JSONSerialization.jsonObject(with: Data(imported.stdout.utf8)) as? [[String: Any]] ?? []
        #expect(summaries.count == 1)
        #expect(Set(summaries[0].keys).isSuperset(of: ["path", "format", "status", "added", "updated", "unchanged", "skipped", "errors"]))
        #expect(summaries[0]["status"] as? String == "imported")
        #expect(summaries[0]["format"] as? String == "backup")

        let again = try runGymbo(["import", fixture("backup/anna.json")], in: dir)
        #expect(again.status == 0)
        #expect(again.stdout.contains("bereits importiert, nichts zu tun"))

        let bad = try runGymbo(["import", fixture("gymtracker/truncated.gymtracker"), fixture("gymtracker/push-day.gymtracker")], in: dir)
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("truncated.gymtracker:3: error: not valid JSON"))
        #expect(bad.stdout.contains("2 Dateien: 1 ok, 1 abgelehnt"))

        let records = try runGymbo(["records", "--format", "json"], in: dir)
        let rows = try JSONSerialization.jsonObject(with: Data(records.stdout.utf8)) as? [[String: Any]] ?? []
        let squat = try #require(rows.first { $0["exercise"] as? String == "Kniebeugen" })
        #expect(squat["maxWeight"] as? Double == 85)
        #expect(squat["bestE1RM"] as? Double == 95.63)
        #expect(squat["bestSessionVolume"] as? Double == 800)
        #expect((squat["repMax"] as? [String: Double])?["5"] == 85)
        #expect(Set(squat.keys).isSuperset(of: ["athlete", "exerciseId", "exercise", "maxWeight", "maxWeightReps", "maxReps", "bestE1RM", "bestSessionVolume", "repMax"]))

        // --timing reports on stderr and leaves the records as they were.
        let timed = try runGymbo(["records", "--recompute", "--timing", "--format", "json"], in: dir)
        #expect(timed.status == 0 && timed.stdout == records.stdout)
        #expect(timed.stderr.range(of: #"^records: recomputed in [0-9.,]+ ms, 0 rows changed\n$"#, options: .regularExpression) != nil, "\(timed.stderr)")
        let timedImport = try runGymbo(["import", "--timing", fixture("gymtracker/push-day.gymtracker")], in: dir)
        #expect(timedImport.stderr.range(of: #"import: records folded in [0-9.,]+ ms on a second thread\nimport: records kept current in [0-9.,]+ ms over 1 file\n$"#, options: .regularExpression) != nil, "\(timedImport.stderr)")

        let text = try runGymbo(["records", "--lang", "en"], in: dir)
        let squatLine = text.stdout.split(separator: "\n").first { $0.hasPrefix("Back Squat ") } ?? ""
        #expect(squatLine.contains("85 kg × 5 (2026-11-09)") && squatLine.contains("95.63 kg from 85 × 5 (2026-11-09)"))

        let stats = try runGymbo(["stats", "--as-of", "2026-11-16", "--weeks", "2", "--format", "json"], in: dir)
        let object = try JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as? [String: Any] ?? [:]
        let weeks = object["weeks"] as? [[String: Any]] ?? []
        #expect(weeks.map { $0["week"] as? String } == ["2026-W45", "2026-W46"])
        #expect(weeks.map { $0["sessions"] as? Int } == [2, 1])

        let backup = try runGymbo(["export", "backup", "--as-of", "2026-11-16T00:00:00Z", "--out", "anna-export.json"], in: dir)
        #expect(backup.status == 0)
        let exported = try String(contentsOf: dir.appendingPathComponent("anna-export.json"), encoding: .utf8)
        #expect(exported.contains("\"sessionCount\" : 3"))

        let template = try runGymbo(["export", "template", "Drück-Tag"], in: dir)
        #expect(template.status == 0)
        #expect(template.stdout.contains("\"exerciseName\" : \"Bankdrücken\""))
    }

    @Test func englishNamesWhereverAnExerciseIsNamed() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try runGymbo(["seed"], in: dir)
        // Typed in English, shown in the language asked for.
        let en = try runGymbo(["similar", "Romanian Deadlift", "--top", "3", "--lang", "en"], in: dir)
        #expect(en.status == 0 && en.stdout.hasPrefix("Similar to Romanian Deadlift:\n"))
        #expect(!en.stdout.contains("Kreuzheben") && !en.stdout.contains("Kniebeugen"))
        let de = try runGymbo(["similar", "Romanian Deadlift", "--top", "3"], in: dir)
        #expect(de.stdout.hasPrefix("Ähnlich wie Rumänisches Kreuzheben:\n"))
        let json = try runGymbo(["similar", "Incline Dumbbell Press", "--top", "1", "--format", "json", "--lang", "en"], in: dir)
        let swaps = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]] ?? []
        #expect(json.status == 0 && swaps.count == 1 && (swaps[0]["name"] as? String)?.contains("ä") == false)

        let list = try runGymbo(["exercises", "list", "--muscle", "Beinbeuger", "--primary", "--lang", "en"], in: dir)
        #expect(list.stdout.contains("Romanian Deadlift") && list.stdout.contains("Lying Leg Curl") && !list.stdout.contains("Rumänisches"))
        let listDE = try runGymbo(["exercises", "list", "--muscle", "Beinbeuger", "--primary"], in: dir)
        #expect(listDE.stdout.contains("Rumänisches Kreuzheben") && !listDE.stdout.contains("Romanian"))
        let items = try JSONSerialization.jsonObject(with: Data(try runGymbo(["exercises", "list", "--format", "json"], in: dir).stdout.utf8)) as? [[String: Any]] ?? []
        let squat = try #require(items.first { $0["number"] as? Int == 1 })
        #expect(squat["name"] as? String == "Kniebeugen" && squat["nameEN"] as? String == "Back Squat")
        let show = try runGymbo(["exercises", "show", "Back Squat", "--lang", "en"], in: dir)
        #expect(show.stdout.hasPrefix("Back Squat\n==========\nid: 00000000-0000-0000-0000-000000000001 (#1)"))
        #expect(show.stdout.contains("also known as: Kniebeugen"))

        _ = try runGymbo(["import", fixture("backup/anna.json")], in: dir)
        let records = try runGymbo(["records", "--exercise", "Back Squat", "--lang", "en"], in: dir)
        #expect(records.status == 0 && records.stdout.contains("\nBack Squat ") && !records.stdout.contains("Kniebeugen"))
        let recordsDE = try runGymbo(["records", "--exercise", "Back Squat"], in: dir)
        #expect(recordsDE.stdout.contains("\nKniebeugen "))
        let analyze = try runGymbo(["analyze", "--as-of", "2026-11-16", "--format", "json", "--lang", "en"], in: dir)
        let object = try JSONSerialization.jsonObject(with: Data(analyze.stdout.utf8)) as? [String: Any] ?? [:]
        let named = ((object["progressionOpportunities"] as? [[String: Any]] ?? []) + ((object["achievements"] as? [String: Any])?["newRecords"] as? [[String: Any]] ?? []))
            .compactMap { $0["exercise"] as? String }
        let german = Set(try CatalogReader(path: GymBoResources_catalogPath()).read().exercises.filter { $0.englishName != $0.name }.map(\.name))
        #expect(named.allSatisfy { !german.contains($0) }, "\(named)")

        // The import summary names the catalog exercise each name went to in the summary's language.
        _ = try runGymbo(["seed", "--db", "sam.sqlite"], in: dir)
        let strong = try runGymbo(["import", "--db", "sam.sqlite", "--athlete", "Sam", fixture("identity/strong-qualifiers.csv"), "--lang", "en"], in: dir)
        #expect(strong.status == 0)
        #expect(strong.stdout.contains("    Squat (Barbell) → Back Squat (alias, 12 sets)\n"))
        #expect(strong.stdout.contains("    Deadlift (Dumbbell) → Back, Legs, Glutes · Free weights (like Deadlift)\n"))
    }

    @Test func tipsCronModeTwiceAndAnalyzeJSON() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try runGymbo(["seed"], in: dir)
        _ = try runGymbo(["import", fixture("backup/anna.json")], in: dir)
        // Four weeks after Anna's last session: a tip to send ("we miss you").
        let first = try runGymbo(["tips", "--new", "--as-of", "2026-12-07", "--format", "json"], in: dir)
        #expect(first.status == 0)
        let tips = try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [[String: Any]] ?? []
        #expect(!tips.isEmpty)
        for tip in tips {
            #expect(Set(tip.keys).isSuperset(of: ["id", "rule", "number", "category", "priority", "title", "message", "actionable", "evidence"]))
        }
        let second = try runGymbo(["tips", "--new", "--as-of", "2026-12-07"], in: dir)
        #expect(second.status == 0)
        #expect(second.stdout.isEmpty)
        #expect(second.stderr.contains("keine neuen Tipps"))

        let id = try #require(tips.first?["id"] as? String)
        let rated = try runGymbo(["tips", "rate", id, "not-helpful"], in: dir)
        #expect(rated.status == 0)
        #expect(rated.stdout.contains("1 Bewertung, Punktzahl 0,33"))
        // Rating the same tip again replaces the first rating: still one rating.
        let again = try runGymbo(["tips", "rate", id, "helpful"], in: dir)
        #expect(again.stdout.contains("1 Bewertung, Punktzahl 0,67"))
        let badRating = try runGymbo(["tips", "rate", id, "meh"], in: dir)
        #expect(badRating.status == 64)
        // An id that was never issued cannot move a rule's score.
        let madeUp = try runGymbo(["tips", "rate", "01-00000000", "helpful"], in: dir)
        #expect(madeUp.status == 2)
        #expect(madeUp.stderr == "error: no issued tip '01-00000000' (only tips that were sent can be rated: those of `gymbo tips --new` or `gymbo batch`)\n")

        let analyze = try runGymbo(["analyze", "--as-of", "2026-11-16", "--format", "json"], in: dir)
        let object = try JSONSerialization.jsonObject(with: Data(analyze.stdout.utf8)) as? [String: Any] ?? [:]
        #expect(Set(object.keys).isSuperset(of: ["progressionOpportunities", "muscleGroupBalance", "recoveryStatus", "consistency", "goalAlignment", "achievements"]))

        let allRules = try runGymbo(["tips", "--all-rules", "--lang", "en"], in: dir)
        #expect(allRules.stdout.split(separator: "\n").filter { $0.first?.isNumber == true }.count == 15)
    }
}
