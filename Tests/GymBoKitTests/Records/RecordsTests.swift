import Foundation
import GRDB
import GymBoTestSupport
import Testing
@testable import GymBoKit

@Suite("Personal records (SPEC §4.1)")
struct RecordsTests {
    @Test func handComputedE1RM() {
        #expect(E1RMFormula.brzycki.estimate(weight: 100, reps: 5) == 112.5)
        #expect(E1RMFormula.brzycki.estimate(weight: 100, reps: 1) == 100)
        #expect(E1RMFormula.epley.estimate(weight: 100, reps: 6) == 120)
        #expect(abs(E1RMFormula.lombardi.estimate(weight: 100, reps: 10) - 125.8925) < 0.0001)
        let rules = RecordRules.standard
        #expect(rules.e1RM(PerformedSet(reps: 12, weight: 50)) == 72.0)
        #expect(rules.e1RM(PerformedSet(reps: 13, weight: 50)) == nil)
        #expect(RecordRules(maxReps: 20).e1RM(PerformedSet(reps: 13, weight: 60)) == 90)
        #expect(rules.e1RM(PerformedSet(reps: 5, weight: 100, type: .warmup)) == nil)
        #expect(rules.e1RM(PerformedSet(reps: 5, weight: 100, completed: false)) == nil)
        #expect(rules.e1RM(PerformedSet(reps: 0, weight: 100)) == nil)
        #expect(rules.e1RM(PerformedSet(reps: 10, weight: 0)) == nil)
        #expect(RecordRules(maxReps: 99).maxReps == 36)
    }

    @Test func failedAndWarmupSetsNeverBecomeRecordsAndBodyweightGivesRepRecords() {
        var r = PersonalRecords(athleteId: .zero, exerciseId: .catalog(3))
        r.absorb(sessionId: "a", date: "2026-11-02T10:00:00Z", sets: [
            PerformedSet(reps: 10, weight: 140, type: .warmup),
            PerformedSet(reps: 0, weight: 150, completed: false),
            PerformedSet(reps: 5, weight: 100),
            PerformedSet(reps: 3, weight: 105),
        ])
        #expect(r.maxWeight?.weight == 105 && r.maxWeight?.reps == 3)
        #expect(r.bestE1RM?.value == 112.5 && r.bestE1RM?.reps == 5)
        #expect(r.repMax[5]?.weight == 100 && r.repMax[3]?.weight == 105 && r.repMax[10] == nil)
        #expect(r.bestSessionVolume?.value == 815)
        #expect(r.maxRepsCount == 5)

        var pullups = PersonalRecords(athleteId: .zero, exerciseId: .catalog(64))
        pullups.absorb(sessionId: "b", date: "2026-11-03T10:00:00Z", sets: [PerformedSet(reps: 12, weight: 0), PerformedSet(reps: 9, weight: 0)])
        #expect(pullups.maxRepsCount == 12)
        #expect(pullups.maxWeight == nil && pullups.bestE1RM == nil && pullups.bestSessionVolume == nil)
    }

    @Test func eventsSayOldAndNew() {
        var r = PersonalRecords(athleteId: .zero, exerciseId: .catalog(1))
        let first = r.absorb(sessionId: "a", date: "2026-11-02T10:00:00Z", sets: [PerformedSet(reps: 5, weight: 100)])
        #expect(first.map(\.kind) == [.maxWeight, .maxReps, .bestE1RM, .bestSessionVolume])
        #expect(first.allSatisfy { $0.oldValue == nil })
        let second = r.absorb(sessionId: "b", date: "2026-11-05T10:00:00Z", sets: [PerformedSet(reps: 5, weight: 105)])
        #expect(second.map(\.kind) == [.maxWeight, .bestE1RM, .bestSessionVolume])
        #expect(second[0].oldValue == 100 && second[0].newValue == 105)
        #expect(second[1].oldValue == 112.5 && second[1].newValue == 118.125)
        let same = r.absorb(sessionId: "c", date: "2026-11-07T10:00:00Z", sets: [PerformedSet(reps: 5, weight: 105)])
        #expect(same.isEmpty)
    }

    /// Rows of the derived tables, for comparing the incremental path with a recompute.
    func derived(_ store: GymBoStore) throws -> [String] {
        try store.writer.read { db in
            try ["personalRecord", "recordEvent", "exerciseLastUsed"].flatMap { table in
                try Row.fetchAll(db, sql: "SELECT * FROM \(table)").map { row -> String in
                    var copy = row.description
                    if table == "recordEvent" { copy = copy.replacingOccurrences(of: #"id:\d+ "#, with: "", options: .regularExpression) }
                    return table + copy
                }.sorted()
            }
        }
    }

    /// Strong files, each one workout of the same exercise, newest first: every file after the first is
    /// older than what was folded, so its athlete needs a recompute.
    static func newestFirstExports(in dir: URL) throws -> [String] {
        let header = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
        return try (0..<4).map { i in
            let day = 20 - i * 3
            return try write(header + "2026-10-\(day) 18:00:00,Beine,3600,Squat (Barbell),1,\(100 - i * 5),5,0,0,,,\n"
                                      + "2026-10-\(day) 18:00:00,Beine,3600,Squat (Barbell),2,\(90 + i * 5),5,0,0,,,\n",
                             to: "\(i)-squat.csv", in: dir)
        }
    }

    /// A run over many files recomputes an athlete once at its end, not after every file, and the
    /// result equals a recompute.
    @Test func aRunRecomputesOnceAtItsEnd() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = try makeTestDatabase()
        let summaries = try importer(store) { $0.athleteName = "Rückwärts" }.importFiles(try Self.newestFirstExports(in: dir))
        #expect(summaries.map(\.status) == [.imported, .imported, .imported, .imported])
        #expect(try store.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM meta WHERE key LIKE 'records.stale:%'") } == 0)
        let imported = try derived(store)
        #expect(imported.contains { $0.hasPrefix("recordEvent") })
        try store.recomputeRecords()
        #expect(try derived(store) == imported)
    }

    /// A run killed before its end leaves its athletes marked; whoever opens the database next for
    /// writing recomputes them.
    @Test func aKilledRunsRecomputeHappensAtTheNextOpen() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("killed.sqlite").path
        do {
            let store = try GymBoStore.open(path: path)
            _ = try CatalogSeeder(store: store).seedCatalog()
            // The run "dies" after its last file, before its end-of-run recompute.
            struct Killed: Error {}
            let files = try Self.newestFirstExports(in: dir)
            #expect(throws: Killed.self) {
                try importer(store) { $0.athleteName = "Rückwärts" }.importFiles(files) { path, summary in
                    #expect(summary.status == .imported)
                    if path == files.last { throw Killed() }
                }
            }
            #expect(try store.read { db in try String.fetchAll(db, sql: "SELECT key FROM meta WHERE key LIKE 'records.stale:%'") }.count == 1)
        }
        let reopened = try GymBoStore.open(path: path)
        #expect(try reopened.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM meta WHERE key LIKE 'records.stale:%'") } == 0)
        #expect(try reopened.check().isEmpty)
        let opened = try derived(reopened)
        try reopened.recomputeRecords()
        #expect(try derived(reopened) == opened)
    }

    /// The detail column's compact form reads back what it wrote, for random record tables, in about a
    /// third of the bytes of `JSONEncoder`'s objects; rows written in that older form still read.
    @Test(arguments: 0..<4)
    func detailCodecReadsBackWhatItWroteAndOlderRows(seed: Int) throws {
        var generator = SeededGenerator(seed: UInt64(seed) * 104_729 + 1)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for round in 0..<50 {
            var r = PersonalRecords(athleteId: UUID(), exerciseId: .catalog(round + 1))
            for day in 0..<Int.random(in: 0...6, using: &generator) {
                r.absorb(sessionId: UUID().lowercased, date: "2026-10-\(String(format: "%02d", day + 1))T07:30:00Z", sets: (0..<Int.random(in: 1...5, using: &generator)).map { _ in
                    PerformedSet(reps: Int.random(in: 0...15, using: &generator),
                                 weight: [0, 2.5, 20, 61.25, 100, 142.5, 1e-3, 123456.789].randomElement(using: &generator)!)
                })
            }
            let (athlete, exercise) = (r.athleteId.lowercased, r.exerciseId.lowercased)
            let compact = RecordDetail.encode(r)
            #expect(RecordDetail.decode(compact, athleteId: athlete, exerciseId: exercise) == r)
            let older = String(decoding: try encoder.encode(r), as: UTF8.self)
            #expect(RecordDetail.decode(older, athleteId: athlete, exerciseId: exercise) == r)
            if r.repMax.count >= 3 { #expect(compact.utf8.count * 2 < older.utf8.count) }
            // An older row is read only for the pair it names.
            #expect(RecordDetail.decode(older, athleteId: athlete, exerciseId: UUID.catalog(999).lowercased) == nil)
        }
    }

    /// A detail's numbers are Swift's shortest form, whichever way they are written (whole, from thousandths,
    /// or by Swift's own printing), and read back exactly.
    @Test(arguments: 0..<4)
    func detailNumbersAreTheShortestFormAndReadBack(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed) * 7_919 + 3)
        var values: [Double] = [0.001, 0.0015, 999_999_999_999.999, 1e12 + 0.5, 61.25, 807.5, 102.5, 0.1 + 0.2, 1.0 / 3, 112.49999999999999,
                                -2.5, 0.000_9, 1e-7, 4_503_599_627_370_495.5]
        for _ in 0..<2_000 {
            let thousandths = Double(Int.random(in: 1...2_000_000_000, using: &generator))
            values.append(thousandths / 1000)
            values.append(thousandths / 1000 * 36 / 37)  // a Brzycki-style e1RM: no short decimal
            values.append(Double(bitPattern: UInt64.random(in: 0x3F50_0000_0000_0000...0x4270_0000_0000_0000, using: &generator)))
            values.append((thousandths / 1000).nextUp)
        }
        // Collected first: a broken writer would otherwise record thousands of issues.
        let wrong = values.filter { value in
            let text = RecordDetail.numberText(value)
            return text != (value.rounded() == value && abs(value) < 9_007_199_254_740_992 ? String(Int64(value)) : "\(value)") || Double(text) != value
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5).map { "\($0) written as \(RecordDetail.numberText($0))" })")
    }

    /// The compact form, worked out by hand: one session holds every record of 100 kg × 5.
    @Test func detailCodecWritesTheCompactForm() throws {
        var r = PersonalRecords(athleteId: .zero, exerciseId: .catalog(1))
        r.absorb(sessionId: "s1", date: "2026-10-01T07:30:00Z", sets: [PerformedSet(reps: 5, weight: 100), PerformedSet(reps: 3, weight: 102.5)])
        let text = RecordDetail.encode(r)
        // e1RM (Brzycki) 100 × 36 / 32 = 112.5 beats 102.5 × 36 / 34 = 108.5; volume 500 + 307.5; most reps 5
        // (value 5 × 100,000 + 100 kg); heaviest 102.5 × 3; a rep max for each rep count done, 3 and 5.
        #expect(text == "[2,[\"2026-10-01T07:30:00Z\",\"s1\"],[0,112.5,100,5,0],[0,807.5,0,0,0],[0,500100,100,5,0],[0,102.5,102.5,3,1],"
            + "[3,[0,102.5,102.5,3,1],5,[0,100,100,5,0]]]")
        #expect(RecordDetail.decode(text, athleteId: UUID.zero.lowercased, exerciseId: UUID.catalog(1).lowercased) == r)

        // Strings with escapes read back through Foundation's parser.
        var odd = PersonalRecords(athleteId: .zero, exerciseId: .catalog(1))
        odd.absorb(sessionId: "quote\"and\\slash\ttab-é", date: "2026-10-01T07:30:00Z", sets: [PerformedSet(reps: 5, weight: 100)])
        let oddText = RecordDetail.encode(odd)
        #expect(oddText.hasPrefix("[2,[\"2026-10-01T07:30:00Z\",\"quote\\\"and\\\\slash\\u0009tab-é\"],"))
        #expect(RecordDetail.decode(oddText, athleteId: UUID.zero.lowercased, exerciseId: UUID.catalog(1).lowercased) == odd)
        for bad in ["kaputt", "{\"athleteId\": 3}", "[2,[],null,null,null,null]", "[2,[\"d\"],null,null,null,null,[]]", "[3,[],null,null,null,null,[]]",
                    "[2,[],[0,1,1,1,0],null,null,null,[]]"] {
            #expect(RecordDetail.decode(bad, athleteId: UUID.zero.lowercased, exerciseId: UUID.catalog(1).lowercased) == nil, "\(bad)")
        }
        #expect(RecordDetail.decode("[2,[],null,null,null,null,[]]", athleteId: UUID.zero.lowercased, exerciseId: UUID.catalog(1).lowercased)
            == PersonalRecords(athleteId: .zero, exerciseId: .catalog(1)))
    }

    /// Seeds 8…11 hold each batch's read ahead of the stored pairs back until half of its sessions were
    /// added: those sessions wait for it and are folded, in order, once it is there or at the end.
    @Test(arguments: 0..<12)
    func incrementalRecordsEqualARecompute(seed: Int) throws {
        var generator = SeededGenerator(seed: UInt64(seed) * 7919)
        let store = try makeTestDatabase()
        let athletes = [Athlete(name: "A\(seed)"), Athlete(name: "B\(seed)")]
        for a in athletes { try store.saveAthlete(a) }
        // Exercise 68 only ever gets warm-ups: it holds no record, yet has its (empty) row, as a
        // recompute writes one for every exercise with sets.
        let exercises = [1, 2, 3, 64, 68].map(UUID.catalog)
        var sessions: [Session] = []
        for i in 0..<40 {
            let athlete = athletes.randomElement(using: &generator)!
            let chosen = exercises.shuffled(using: &generator).prefix(Int.random(in: 1...3, using: &generator))
            sessions.append(Session(
                id: UUID(), athleteId: athlete.id, name: "S\(i)",
                // Whole days apart, some on the same day: ties must not depend on arrival order.
                startedAt: Date(timeIntervalSince1970: 1_760_000_000 + Double(Int.random(in: 0...30, using: &generator)) * 86_400),
                source: "test",
                exercises: chosen.map { id in
                    Session.Exercise(exerciseId: id, sets: (0..<Int.random(in: 1...4, using: &generator)).map { _ in
                        id == .catalog(68) ? PerformedSet(reps: 10, weight: 20, type: .warmup) : PerformedSet(
                            reps: Int.random(in: 0...14, using: &generator),
                            weight: [0, 20, 40, 45, 60, 80, 100].randomElement(using: &generator)!,
                            completed: Int.random(in: 0...5, using: &generator) > 0,
                            type: Int.random(in: 0...4, using: &generator) == 0 ? .warmup : .normal)
                    })
                }))
        }
        // Even seeds: sessions arrive in any order (older ones send the athlete to a recompute). Odd seeds:
        // in the order they happened, so every session is folded in as it is written.
        if seed % 2 == 0 {
            sessions.shuffle(using: &generator)
        } else {
            sessions.sort { ($0.startedAt, $0.id.lowercased) < ($1.startedAt, $1.id.lowercased) }
        }
        var index = 0
        while index < sessions.count {
            let batch = sessions[index..<min(index + Int.random(in: 1...7, using: &generator), sessions.count)]
            index += batch.count
            try store.transaction { tx in
                let update = RecordsUpdate()
                var held: [(athlete: String, read: PendingResult<[String: StoredRecords]>)] = []
                if seed >= 8 {
                    for athlete in Set(batch.map(\.athleteId)) {
                        held.append((athlete.lowercased, PendingResult()))
                        update.prefetch(athlete: athlete, reading: held.last!.read)
                    }
                }
                // What a read ahead sees: this transaction changes no stored pair before `finish`.
                let release = { for (athlete, read) in held { read.finish(Result { try tx.storedRecords(athlete: athlete) }) } }
                for (i, s) in batch.enumerated() {
                    if i == batch.count / 2, i > 0 { release(); held = [] }
                    _ = try tx.insertSession(s, importId: nil, replaceById: false, replaceOnChange: false)
                    try update.added(tx, s, timeZone: TimeZone(identifier: "UTC")!)
                }
                release()
                try update.finish(tx)
            }
        }
        let incremental = try derived(store)
        #expect(!incremental.isEmpty)
        #expect(try store.recomputeRecords() == 0, "the incremental rows should already be what a recompute gives")
        #expect(try derived(store) == incremental)
    }

    /// A recompute writes only the rows that differ from a fold of the sets: none over current records,
    /// exactly the damaged ones otherwise, and everything into empty tables. Both the one-connection
    /// path (in memory) and the one reading on several connections (a file) are checked.
    @Test(arguments: [false, true])
    func recomputeWritesOnlyWhatDiffers(onFile: Bool) throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = onFile ? try GymBoStore.open(path: dir.appendingPathComponent("r.sqlite").path) : try GymBoStore.inMemory()
        _ = try CatalogSeeder(store: store).seedCatalog()
        let athlete = Athlete(name: "Vera")
        try store.saveAthlete(athlete)
        let day = 1_760_000_000.0
        let squat = UUID.catalog(1), bench = UUID.catalog(2)
        try store.transaction { tx in
            let update = RecordsUpdate()
            for (i, weight) in [100.0, 105, 102.5].enumerated() {
                let session = Session(id: UUID(), athleteId: athlete.id, name: "S\(i)", startedAt: Date(timeIntervalSince1970: day + Double(i) * 86_400),
                                      source: "test", exercises: [
                                          Session.Exercise(exerciseId: squat, sets: [PerformedSet(reps: 5, weight: weight)]),
                                          Session.Exercise(exerciseId: bench, sets: [PerformedSet(reps: 8, weight: weight - 30)]),
                                      ])
                _ = try tx.insertSession(session, importId: nil, replaceById: false, replaceOnChange: false)
                try update.added(tx, session, timeZone: TimeZone(identifier: "UTC")!)
            }
            try update.finish(tx)
        }
        let current = try derived(store)
        let eventIds = try store.read { db in try Int64.fetchAll(db, sql: "SELECT id FROM recordEvent ORDER BY id") }
        // squat: 4 events on day 1, maxWeight/e1RM/volume on day 2; bench likewise.
        #expect(eventIds.count == 14)
        #expect(try store.recomputeRecords() == 0)
        #expect(try store.read { db in try Int64.fetchAll(db, sql: "SELECT id FROM recordEvent ORDER BY id") } == eventIds)

        // One record column, one last-used value, one lost event and a record of an exercise without sets.
        let a = athlete.id.lowercased
        try store.writer.write { db in
            try db.execute(sql: "UPDATE personalRecord SET maxWeight = 1 WHERE athleteId = ? AND exerciseId = ?", arguments: [a, squat.lowercased])
            try db.execute(sql: "UPDATE exerciseLastUsed SET reps = 99 WHERE athleteId = ? AND exerciseId = ?", arguments: [a, bench.lowercased])
            try db.execute(sql: "DELETE FROM recordEvent WHERE id = ?", arguments: [eventIds[5]])
            try db.execute(sql: "INSERT INTO personalRecord(athleteId, exerciseId, detail) VALUES (?, ?, '{}')", arguments: [a, UUID.catalog(3).lowercased])
        }
        // 1 record + 1 last-used + 1 stale record + 14 events written again over the 13 left.
        #expect(try store.recomputeRecords() == 1 + 1 + 1 + 14 + 13)
        #expect(try derived(store) == current)

        try store.writer.write { db in
            for table in ["personalRecord", "recordEvent", "exerciseLastUsed"] { try db.execute(sql: "DELETE FROM \(table)") }
        }
        #expect(try store.recomputeRecords() == 2 + 2 + 14)
        #expect(try derived(store) == current)

        // A record of an athlete who does not exist (written with foreign keys off) goes too.
        try store.writer.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA foreign_keys = OFF")
            try db.execute(sql: "INSERT INTO personalRecord(athleteId, exerciseId, detail) VALUES ('00000000-0000-4000-8000-00000000dead', ?, '{}')",
                           arguments: [squat.lowercased])
            try db.execute(sql: "PRAGMA foreign_keys = ON")
        }
        #expect(try store.recomputeRecords() == 1)
        #expect(try derived(store) == current)
    }

    /// On a database file the import reads an athlete's stored records ahead on a read connection; a
    /// later file folded onto them gives what a recompute gives.
    @Test func recordsReadAheadGiveWhatARecomputeGives() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = try GymBoStore.open(path: dir.appendingPathComponent("ahead.sqlite").path)
        _ = try CatalogSeeder(store: store).seedCatalog()
        let header = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
        func day(_ date: String, squat: Double, bench: Double) -> String {
            "\(date) 18:00:00,A,3600,Squat (Barbell),1,\(squat),5,0,0,,,\n\(date) 18:00:00,A,3600,Bench Press (Barbell),1,\(bench),8,0,0,,,\n"
        }
        let first = try write(header + day("2026-10-01", squat: 100, bench: 70) + day("2026-10-04", squat: 102.5, bench: 72), to: "1.csv", in: dir)
        // Squat moves, bench does not: one record row rewritten, both last-used values.
        let second = try write(header + day("2026-10-08", squat: 105, bench: 70), to: "2.csv", in: dir)
        let summaries = try importer(store) { $0.athleteName = "Vera" }.importFiles([first, second])
        #expect(summaries.map(\.status) == [.imported, .imported])
        let vera = try store.athlete(named: "Vera")
        #expect(try store.records(athleteId: vera.id).first { $0.exerciseId == .catalog(1) }?.maxWeight?.weight == 105)
        #expect(try store.lastUsed(athleteId: vera.id).values.map { "\($0.date) \($0.weight)" }.sorted()
                == ["2026-10-08T18:00:00Z 105.0", "2026-10-08T18:00:00Z 70.0"])
        #expect(try store.recomputeRecords() == 0)
        #expect(try store.check().isEmpty)
    }

    /// A file that changes after the run began hashing it ahead is hashed again: the import's recorded
    /// digest is that of the content it read.
    @Test func aFileChangedAfterItsDigestWasPrefetchedIsHashedAgain() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = try makeTestDatabase()
        let files = try Self.newestFirstExports(in: dir)
        try importer(store) { $0.athleteName = "Vera" }.importFiles(Array(files.prefix(2))) { path, summary in
            #expect(summary.status == .imported)
            // The second file's digest was started before the first file imported.
            if path == files[0] {
                let handle = try #require(FileHandle(forWritingAtPath: files[1]))
                try handle.seekToEnd()
                try handle.write(contentsOf: Data("2026-10-01 18:00:00,Beine,3600,Squat (Barbell),1,50,5,0,0,,,\n".utf8))
                try handle.close()
            }
        }
        let stored = try store.read { db in try String.fetchOne(db, sql: "SELECT sha256 FROM importRecord WHERE path = ?", arguments: [files[1]]) }
        #expect(stored == (try FileDigest.sha256(path: files[1])))
    }
}

@Suite("Records of a history at any instant")
struct HistoryRecordsTests {
    /// The history continues folds it made before; asked in any order, it answers as a fresh fold does.
    @Test func continuedFoldsEqualFreshOnes() throws {
        let generated = try HistoryGenerator(options: .init(athletes: 2, weeks: 10, seed: 11)).history(ofAthlete: 1)
        let history = AthleteHistory(athlete: generated.athlete, sessions: generated.sessions, exercises: [:])
        let first = try #require(generated.sessions.first?.startedAt), last = try #require(generated.sessions.last?.startedAt)
        var random = SplitMix64(seed: 5)
        for _ in 0..<30 {
            let date = first.addingTimeInterval(Double(random.next() % UInt64(last.timeIntervalSince(first) + 86_400)))
            let fresh = AthleteHistory(athlete: generated.athlete, sessions: generated.sessions, exercises: [:])
            #expect(history.records(before: date) == fresh.records(before: date))
        }
        var changed = history
        changed.sessions.removeLast(3)
        #expect(changed.records() == AthleteHistory(athlete: generated.athlete, sessions: changed.sessions, exercises: [:]).records())
    }
}
