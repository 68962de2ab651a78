import Foundation
import PostgresNIO

extension PostgresStore {
    /// Everything `gymbo db check` reports, in one read-only snapshot (even while a batch writes), with
    /// the lines the SQLite engine writes for the same problems.
    ///
    /// What SQLite's `integrity_check` covers (pages, indexes) is the server's to keep and is not
    /// checked here. Its `foreign_key_check` is not needed for the references this schema declares:
    /// the server enforces them, so the exact checks SQLite makes for them (sessions of a missing
    /// athlete, records and last-used values of a missing athlete or exercise) cannot find anything.
    /// Checked are:
    /// - the references SQLite declares and this schema leaves to the store (the templates, the import
    ///   log and the tip ratings are tables without the athlete in their key; entries and record events go
    ///   in by COPY without foreign keys, `v9-bulk-entries`): a session's import, an import's, a workout's
    ///   and a tip rating's athlete, an exercise entry's session and exercise, a record event's athlete,
    ///   exercise and session; the line names the row by the key SQLite's line gives as its rowid (a
    ///   workout has none here: by its id; an entry by its session and position);
    /// - sessions whose packed sets do not read or do not match their entries;
    /// - the ids SQLite keeps unique across athletes and this schema per athlete: a session's and a
    ///   tip's (the store looks them up by id alone);
    /// - imports left running;
    /// - records and last-used values against a recompute from the sets (`derive`);
    /// - the value checks of the catalog and the sets (`ValueInvariant`);
    /// - as notes, custom exercises nothing uses.
    public func checkReport(deriving derive: RecordsDerivation) throws -> CheckReport {
        try reading { tx in
            var report = CheckReport()
            report.problems += try Self.unenforcedReferences(tx)
            report.problems += try Self.packedSets(tx)
            report.problems += try Self.sharedIds(tx)
            report.problems += try Self.collect(tx, """
                SELECT id, path, importedAt FROM importRecord WHERE outcome NOT IN ('imported') ORDER BY id
                """) { row in
                CheckLines.unfinishedImport(id: Int64(try row.int(at: 0)), path: try row.text(at: 1), importedAt: try row.text(at: 2))
            }
            report.problems += try recordsAgainstRecompute(tx, derive)
            report.problems += try Self.valueInvariants(tx)
            report.notes += try Self.unusedCustomExercises(tx)
            return report
        }
    }

    /// Lines for the rows `sql` finds, at most `CheckLines.limit` and the rest counted.
    private static func collect(_ tx: Transaction, _ sql: String, _ line: (PostgresRandomAccessRow) throws -> String) throws -> [String] {
        let rows = try tx.query(sql + " LIMIT \(CheckLines.limit + 1)")
        guard !rows.isEmpty else { return [] }
        let total = rows.count > CheckLines.limit ? try tx.query("SELECT COUNT(*) FROM (\(sql)) AS hits").first?.int(at: 0) ?? rows.count : rows.count
        return CheckLines.limited(try rows.prefix(CheckLines.limit).map(line), total)
    }

    /// References SQLite's schema declares and this one does not (see `checkReport`). Like SQLite's
    /// `foreign_key_check`, every such row is named.
    private static func unenforcedReferences(_ tx: Transaction) throws -> [String] {
        let references: [(table: String, parent: String, sql: String)] = [
            ("importRecord", "athlete", """
                SELECT 'rowid ' || id FROM importRecord r
                WHERE athleteId IS NOT NULL AND NOT EXISTS (SELECT 1 FROM athlete a WHERE a.id = r.athleteId) ORDER BY id
                """),
            ("session", "importRecord", """
                SELECT 'rowid ' || seq FROM session s
                WHERE importId IS NOT NULL AND NOT EXISTS (SELECT 1 FROM importRecord r WHERE r.id = s.importId) ORDER BY seq
                """),
            ("sessionExercise", "session", """
                SELECT 'session ' || sessionSeq || ' position ' || position FROM sessionExercise x
                WHERE NOT EXISTS (SELECT 1 FROM session s WHERE s.athleteId = x.athleteId AND s.seq = x.sessionSeq)
                ORDER BY sessionSeq, position
                """),
            ("sessionExercise", "exercise", """
                SELECT 'session ' || sessionSeq || ' position ' || position FROM sessionExercise x
                WHERE NOT EXISTS (SELECT 1 FROM exercise e WHERE e.id = x.exerciseId) ORDER BY sessionSeq, position
                """),
            ("recordEvent", "athlete", """
                SELECT 'id ' || id FROM recordEvent r WHERE NOT EXISTS (SELECT 1 FROM athlete a WHERE a.id = r.athleteId) ORDER BY id
                """),
            ("recordEvent", "exercise", """
                SELECT 'id ' || id FROM recordEvent r WHERE NOT EXISTS (SELECT 1 FROM exercise e WHERE e.id = r.exerciseId) ORDER BY id
                """),
            ("recordEvent", "session", """
                SELECT 'id ' || id FROM recordEvent r
                WHERE sessionId IS NOT NULL AND NOT EXISTS (SELECT 1 FROM session s WHERE s.athleteId = r.athleteId AND s.id = r.sessionId)
                ORDER BY id
                """),
            ("tipFeedback", "athlete", """
                SELECT 'rowid ' || id FROM tipFeedback f
                WHERE athleteId IS NOT NULL AND NOT EXISTS (SELECT 1 FROM athlete a WHERE a.id = f.athleteId) ORDER BY id
                """),
            ("workout", "athlete", """
                SELECT 'id ' || id FROM workout w
                WHERE athleteId IS NOT NULL AND NOT EXISTS (SELECT 1 FROM athlete a WHERE a.id = w.athleteId) ORDER BY id COLLATE "C"
                """),
        ]
        return try references.flatMap { reference in
            try collect(tx, reference.sql) { CheckLines.foreignKey(table: reference.table, row: try $0.text(at: 0), parent: reference.parent) }
        }
    }

    /// Sessions whose packed sets do not read or are for another number of exercise entries than the
    /// session has (as SQLite's check names them).
    private static func packedSets(_ tx: Transaction) throws -> [String] {
        var lines: [String] = []
        for row in try tx.query("""
            SELECT s.id, s.name, s.startedAt, s.sets,
                   (SELECT COUNT(*) FROM sessionExercise x WHERE x.athleteId = s.athleteId AND x.sessionSeq = s.seq)
            FROM session s ORDER BY s.seq
            """) {
            let entries = try row.int(at: 4)
            let packed = PackedSets.decode(try row.bytes(at: 3))?.count
            guard packed != entries else { continue }
            lines.append(CheckLines.packedSets(session: try row.text(at: 0), name: try row.text(at: 1), start: try row.text(at: 2),
                                               packedEntries: packed, entries: entries))
        }
        return CheckLines.limited(Array(lines.prefix(CheckLines.limit)), lines.count)
    }

    /// Session and tip ids stored for more than one athlete.
    private static func sharedIds(_ tx: Transaction) throws -> [String] {
        var problems: [String] = []
        for (table, what) in [("session", "a session"), ("tip", "a tip")] {
            problems += try collect(tx, """
                SELECT id, string_agg(athleteId, ', ' ORDER BY athleteId COLLATE "C") FROM \(table)
                GROUP BY id HAVING COUNT(*) > 1 ORDER BY id COLLATE "C"
                """) { row in
                "\(table) \(try row.text(at: 0)) is stored for more than one athlete (\(try row.text(at: 1))); an id names \(what) of one athlete"
            }
        }
        return problems
    }

    /// Records and last-used values derived in memory from the sets and compared field by field with
    /// the stored rows (`RecordsCheck`). The athletes are read and folded on other connections (one per
    /// core), each on the snapshot of `tx`.
    private func recordsAgainstRecompute(_ tx: Transaction, _ derive: RecordsDerivation) throws -> [String] {
        func storedRows(_ sql: String) throws -> [[SQLValue]] {
            try tx.query(sql).map { row in try (0..<row.count).map { try SQLValue(postgres: row[$0]) } }
        }
        func names(_ table: String) throws -> [(String, String)] {
            try tx.query("SELECT id, name FROM \(table)").map { (try $0.text(at: 0), try $0.text(at: 1)) }
        }
        let athletes = try tx.query("SELECT athleteId FROM session GROUP BY athleteId ORDER BY athleteId COLLATE \"C\"").map { try $0.text(at: 0) }
        let snapshot = try tx.query("SELECT pg_export_snapshot()").first?.text(at: 0) ?? ""
        return try RecordsCheck.problems(
            derived: { each in
                // The reads are over when `concurrentMap` returns: `derive` does not outlive this call.
                try withoutActuallyEscaping(derive) { derive in
                    try athletes.concurrentMap({ athlete in
                        Result { (athlete, try self.reading(snapshot: snapshot) { reader in try derive(PostgresAthleteSets(reader, athlete: athlete, skipsUnreadableSets: true)) }) }
                    }, inOrder: { result in
                        let (athlete, computed) = try result.get()
                        each(athlete, computed)
                    })
                }
            },
            storedRecords: storedRows("""
                SELECT \(GymBoStore.recordColumns) FROM personalRecord ORDER BY athleteId COLLATE "C", exerciseId COLLATE "C"
                """),
            storedLastUsed: storedRows("""
                SELECT \(GymBoStore.lastUsedColumns) FROM exerciseLastUsed ORDER BY athleteId COLLATE "C", exerciseId COLLATE "C"
                """),
            names: RecordsCheck.RowNames(athletes: names("athlete"), exercises: names("exercise")))
    }

    /// The value checks of the catalog and the sets, hits in the order SQLite's queries name them.
    private static func valueInvariants(_ tx: Transaction) throws -> [String] {
        try ValueInvariant.allCases.compactMap { invariant in
            if invariant == .setValues {
                // Sessions with a bad set, found in their packed sets here (SQLite's query asks its SQL
                // function the same).
                return invariant.problem(hits: try tx.query("SELECT seq, sets FROM session ORDER BY seq").compactMap { row in
                    PackedSets.summary(try row.bytes(at: 1)).map { $0.badValues > 0 } == true ? String(try row.int(at: 0)) : nil
                }.prefix(6).map { $0 })
            }
            let sql = switch invariant {
            case .catalogMuscles:
                """
                SELECT name FROM exercise e WHERE isCustom = 0 AND NOT EXISTS (SELECT 1 FROM exerciseMuscle m WHERE m.exerciseId = e.id)
                ORDER BY name COLLATE "C", id COLLATE "C"
                """
            case .catalogValues:
                """
                SELECT name FROM exercise WHERE equipment NOT IN (\(ValueInvariant.equipmentList))
                OR difficulty NOT IN (\(ValueInvariant.difficultyList)) ORDER BY name COLLATE "C", id COLLATE "C"
                """
            case .musclePositions:
                """
                SELECT exerciseId FROM exerciseMuscle GROUP BY exerciseId HAVING MAX(position) <> COUNT(*) - 1
                ORDER BY exerciseId COLLATE "C"
                """
            case .setValues:
                "" // above
            case .sessionWithoutExercises:
                """
                SELECT name FROM session s
                WHERE NOT EXISTS (SELECT 1 FROM sessionExercise x WHERE x.athleteId = s.athleteId AND x.sessionSeq = s.seq) ORDER BY seq
                """
            case .sessionStart:
                """
                SELECT name FROM session WHERE startedAt !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$' ORDER BY seq
                """
            }
            return invariant.problem(hits: try tx.query(sql + " LIMIT 6").map { try $0.text(at: 0) })
        }
    }

    /// Custom exercises that no session, workout, alias, record or last-used value refers to (notes).
    private static func unusedCustomExercises(_ tx: Transaction) throws -> [String] {
        let rows = try tx.query("""
            SELECT id, name FROM exercise e WHERE isCustom = 1
            AND NOT EXISTS (SELECT 1 FROM sessionExercise x WHERE x.exerciseId = e.id)
            AND NOT EXISTS (SELECT 1 FROM workoutExercise w WHERE w.exerciseId = e.id)
            AND NOT EXISTS (SELECT 1 FROM exerciseAlias a WHERE a.exerciseId = e.id)
            AND NOT EXISTS (SELECT 1 FROM personalRecord p WHERE p.exerciseId = e.id)
            AND NOT EXISTS (SELECT 1 FROM exerciseLastUsed l WHERE l.exerciseId = e.id)
            AND NOT EXISTS (SELECT 1 FROM recordEvent r WHERE r.exerciseId = e.id)
            ORDER BY name COLLATE "C", id COLLATE "C"
            """)
        return CheckLines.limited(try rows.prefix(CheckLines.limit).map { row in
            CheckLines.unusedCustomExercise(id: try row.text(at: 0), name: try row.text(at: 1))
        }, rows.count)
    }
}
