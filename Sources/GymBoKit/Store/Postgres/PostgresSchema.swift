import Foundation

/// The schema on PostgreSQL: the same model and the same named, append-only migrations as on SQLite
/// (`Migrations`), in PostgreSQL's dialect. Never edit a migration that has shipped: add one.
///
/// Identifiers are written in camelCase without quotes, so PostgreSQL folds them to lower case
/// (`athleteId` is the column `athleteid`); the store's SQL is written the same way.
///
/// Every per-athlete table has `athleteId` in its primary key and in its references to other per-athlete
/// tables (foreign keys, and from `v9-bulk-entries` on the triggers that keep a session's entries and sets
/// with it): the distribution column a Citus cluster shards them by (README, "PostgreSQL").
/// The catalog, the workout templates (shared ones have no athlete), the import log, tip ratings, the
/// batch's claims and `meta` are small tables every node can hold whole (Citus reference tables).
enum PostgresSchema {
    static let migrations: [(name: String, sql: String)] = [
        ("v1-schema", """
            CREATE TABLE meta (
                key TEXT PRIMARY KEY,
                value TEXT NOT NULL
            );

            CREATE TABLE athlete (
                id TEXT PRIMARY KEY,
                name TEXT NOT NULL,
                birthDate TEXT,
                bodyweight DOUBLE PRECISION,
                height DOUBLE PRECISION,
                sex TEXT,
                goal TEXT NOT NULL DEFAULT 'muskelaufbau',
                experience TEXT NOT NULL DEFAULT 'anfänger',
                weeklyGoal INTEGER NOT NULL DEFAULT 3 CHECK (weeklyGoal BETWEEN 1 AND 14),
                unit TEXT NOT NULL DEFAULT 'kg' CHECK (unit IN ('kg', 'lb')),
                timezone TEXT NOT NULL DEFAULT 'UTC',
                notes TEXT NOT NULL DEFAULT ''
            );
            -- Names are unique in any case of A–Z, as SQLite's NOCASE makes them (lower() in the C collation folds ASCII only).
            CREATE UNIQUE INDEX athlete_name ON athlete (lower(name COLLATE "C"));

            CREATE TABLE exercise (
                id TEXT PRIMARY KEY,
                name TEXT NOT NULL,
                matchKey TEXT NOT NULL,
                equipment TEXT NOT NULL,
                difficulty TEXT NOT NULL,
                description TEXT NOT NULL DEFAULT '',
                instructions TEXT NOT NULL DEFAULT '[]',
                isCustom INTEGER NOT NULL DEFAULT 0,
                contentHash TEXT NOT NULL DEFAULT ''
            );
            CREATE INDEX exercise_matchKey ON exercise (matchKey);

            CREATE TABLE exerciseMuscle (
                exerciseId TEXT NOT NULL REFERENCES exercise (id) ON DELETE CASCADE,
                position INTEGER NOT NULL,
                muscleGroup TEXT NOT NULL,
                PRIMARY KEY (exerciseId, position)
            );
            CREATE INDEX exerciseMuscle_group ON exerciseMuscle (muscleGroup);

            CREATE TABLE exerciseAlias (
                matchKey TEXT PRIMARY KEY,
                alias TEXT NOT NULL,
                exerciseId TEXT NOT NULL REFERENCES exercise (id) ON DELETE CASCADE,
                source TEXT NOT NULL DEFAULT 'catalog' CHECK (source IN ('catalog', 'user'))
            );

            -- Templates: shared ones have no athlete, so the three tables are reference tables on Citus;
            -- an athlete's own are removed with them by the store, not by a foreign key.
            CREATE TABLE workout (
                id TEXT PRIMARY KEY,
                name TEXT NOT NULL,
                athleteId TEXT,
                defaultRestTime INTEGER NOT NULL DEFAULT 90,
                durationMin INTEGER,
                durationMax INTEGER,
                notes TEXT NOT NULL DEFAULT '',
                isFavorite INTEGER NOT NULL DEFAULT 0,
                isSample INTEGER NOT NULL DEFAULT 0,
                seedVersion TEXT,
                number INTEGER,
                level TEXT,
                workoutType TEXT,
                frequency TEXT,
                contentHash TEXT NOT NULL DEFAULT '',
                createdAt TEXT
            );
            CREATE INDEX workout_name ON workout (name);
            CREATE INDEX workout_athlete ON workout (athleteId);

            CREATE TABLE workoutExercise (
                workoutId TEXT NOT NULL REFERENCES workout (id) ON DELETE CASCADE,
                position INTEGER NOT NULL,
                exerciseId TEXT NOT NULL REFERENCES exercise (id),
                phase TEXT,
                restOverride INTEGER,
                notes TEXT NOT NULL DEFAULT '',
                PRIMARY KEY (workoutId, position)
            );
            CREATE INDEX workoutExercise_exercise ON workoutExercise (exerciseId);

            CREATE TABLE workoutSet (
                workoutId TEXT NOT NULL,
                exercisePosition INTEGER NOT NULL,
                position INTEGER NOT NULL,
                repsMin INTEGER,
                repsMax INTEGER,
                prescription TEXT,
                weight DOUBLE PRECISION NOT NULL DEFAULT 0,
                restTime INTEGER NOT NULL DEFAULT 90,
                PRIMARY KEY (workoutId, exercisePosition, position),
                FOREIGN KEY (workoutId, exercisePosition) REFERENCES workoutExercise (workoutId, position) ON DELETE CASCADE
            );

            -- The import log is a reference table: a template's import has no athlete.
            CREATE TABLE importRecord (
                id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
                path TEXT NOT NULL,
                sha256 TEXT NOT NULL,
                format TEXT NOT NULL,
                athleteId TEXT,
                added INTEGER NOT NULL DEFAULT 0,
                updated INTEGER NOT NULL DEFAULT 0,
                unchanged INTEGER NOT NULL DEFAULT 0,
                skipped INTEGER NOT NULL DEFAULT 0,
                errors INTEGER NOT NULL DEFAULT 0,
                outcome TEXT NOT NULL,
                message TEXT NOT NULL DEFAULT '',
                importedAt TEXT NOT NULL
            );
            CREATE INDEX importRecord_sha ON importRecord (sha256);

            CREATE TABLE session (
                athleteId TEXT NOT NULL REFERENCES athlete (id) ON DELETE CASCADE,
                seq BIGINT GENERATED BY DEFAULT AS IDENTITY,
                id TEXT NOT NULL,
                templateId TEXT,
                name TEXT NOT NULL,
                startedAt TEXT NOT NULL,
                duration INTEGER NOT NULL DEFAULT 0,
                notes TEXT NOT NULL DEFAULT '',
                minHeartRate INTEGER,
                maxHeartRate INTEGER,
                avgHeartRate INTEGER,
                source TEXT NOT NULL,
                contentHash TEXT NOT NULL DEFAULT '',
                importId BIGINT,
                PRIMARY KEY (athleteId, seq),
                UNIQUE (athleteId, id),
                UNIQUE (athleteId, source, startedAt, name)
            );
            -- A session id is one session's across athletes too: the store looks it up before an insert.
            CREATE INDEX session_id ON session (id);
            CREATE INDEX session_athlete_start ON session (athleteId, startedAt, id);

            CREATE TABLE sessionExercise (
                athleteId TEXT NOT NULL,
                sessionSeq BIGINT NOT NULL,
                position INTEGER NOT NULL,
                exerciseId TEXT NOT NULL REFERENCES exercise (id),
                groupId INTEGER,
                groupKind TEXT,
                notes TEXT NOT NULL DEFAULT '',
                PRIMARY KEY (athleteId, sessionSeq, position),
                FOREIGN KEY (athleteId, sessionSeq) REFERENCES session (athleteId, seq) ON DELETE CASCADE
            );
            CREATE INDEX sessionExercise_exercise ON sessionExercise (exerciseId);

            CREATE TABLE sessionSet (
                athleteId TEXT NOT NULL,
                sessionSeq BIGINT NOT NULL,
                exercisePosition INTEGER NOT NULL CHECK (exercisePosition BETWEEN 0 AND 1023),
                position INTEGER NOT NULL CHECK (position BETWEEN 0 AND 1023),
                reps INTEGER NOT NULL DEFAULT 0,
                weight DOUBLE PRECISION NOT NULL DEFAULT 0,
                restTime INTEGER NOT NULL DEFAULT 0,
                completed INTEGER NOT NULL DEFAULT 1,
                rpe DOUBLE PRECISION,
                type TEXT NOT NULL DEFAULT 'normal' CHECK (type IN ('normal', 'warmup', 'dropset', 'failure')),
                durationSeconds DOUBLE PRECISION,
                distanceMeters DOUBLE PRECISION,
                originalWeight DOUBLE PRECISION,
                originalUnit TEXT,
                note TEXT NOT NULL DEFAULT '',
                PRIMARY KEY (athleteId, sessionSeq, exercisePosition, position),
                FOREIGN KEY (athleteId, sessionSeq, exercisePosition)
                    REFERENCES sessionExercise (athleteId, sessionSeq, position) ON DELETE CASCADE
            );

            CREATE TABLE personalRecord (
                athleteId TEXT NOT NULL REFERENCES athlete (id) ON DELETE CASCADE,
                exerciseId TEXT NOT NULL REFERENCES exercise (id),
                maxWeight DOUBLE PRECISION,
                maxWeightReps INTEGER,
                maxWeightDate TEXT,
                maxWeightSessionId TEXT,
                maxReps INTEGER,
                maxRepsWeight DOUBLE PRECISION,
                maxRepsDate TEXT,
                maxRepsSessionId TEXT,
                bestE1RM DOUBLE PRECISION,
                bestE1RMWeight DOUBLE PRECISION,
                bestE1RMReps INTEGER,
                bestE1RMDate TEXT,
                bestE1RMSessionId TEXT,
                bestSessionVolume DOUBLE PRECISION,
                bestSessionVolumeDate TEXT,
                bestSessionVolumeSessionId TEXT,
                detail TEXT NOT NULL DEFAULT '{}',
                PRIMARY KEY (athleteId, exerciseId)
            );

            CREATE TABLE recordEvent (
                athleteId TEXT NOT NULL REFERENCES athlete (id) ON DELETE CASCADE,
                id BIGINT GENERATED BY DEFAULT AS IDENTITY,
                exerciseId TEXT NOT NULL REFERENCES exercise (id),
                sessionId TEXT,
                kind TEXT NOT NULL,
                oldValue DOUBLE PRECISION,
                newValue DOUBLE PRECISION NOT NULL,
                date TEXT NOT NULL,
                PRIMARY KEY (athleteId, id),
                FOREIGN KEY (athleteId, sessionId) REFERENCES session (athleteId, id) ON DELETE CASCADE
            );
            CREATE INDEX recordEvent_athlete_date ON recordEvent (athleteId, date);

            CREATE TABLE exerciseLastUsed (
                athleteId TEXT NOT NULL REFERENCES athlete (id) ON DELETE CASCADE,
                exerciseId TEXT NOT NULL REFERENCES exercise (id),
                weight DOUBLE PRECISION NOT NULL,
                reps INTEGER NOT NULL,
                setCount INTEGER NOT NULL,
                date TEXT NOT NULL,
                sessionId TEXT NOT NULL,
                restTime INTEGER,
                PRIMARY KEY (athleteId, exerciseId)
            );

            CREATE TABLE tip (
                athleteId TEXT NOT NULL REFERENCES athlete (id) ON DELETE CASCADE,
                id TEXT NOT NULL,
                rule TEXT NOT NULL,
                number INTEGER NOT NULL,
                fingerprint TEXT NOT NULL,
                material TEXT NOT NULL DEFAULT '',
                priority TEXT NOT NULL,
                category TEXT NOT NULL,
                title TEXT NOT NULL,
                message TEXT NOT NULL,
                evidence TEXT NOT NULL,
                asOf TEXT NOT NULL,
                issuedAt TEXT NOT NULL,
                PRIMARY KEY (athleteId, id)
            );
            CREATE INDEX tip_id ON tip (id);
            CREATE INDEX tip_fingerprint ON tip (athleteId, fingerprint, asOf);

            -- Ratings are few and read across athletes: a reference table; an athlete's go with them by
            -- the store.
            CREATE TABLE tipFeedback (
                id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
                tipId TEXT NOT NULL,
                athleteId TEXT,
                rule TEXT NOT NULL,
                helpful INTEGER NOT NULL,
                createdAt TEXT NOT NULL
            );
            CREATE INDEX tipFeedback_rule ON tipFeedback (rule);
            """),
        // On SQLite this packed a set's place into one integer key; here sets were keyed by their place from
        // the start, so there is nothing to change.
        ("v2-set-keys", "SELECT 1"),
        ("v3-profile-stated", """
            ALTER TABLE athlete ADD COLUMN stated TEXT NOT NULL DEFAULT 'goal experience weeklyGoal';
            UPDATE athlete SET stated = '' WHERE goal = 'muskelaufbau' AND experience = 'anfänger' AND weeklyGoal = 3;
            """),
        ("v4-source-names", "ALTER TABLE sessionExercise ADD COLUMN sourceName TEXT"),
        ("v5-english-names", "ALTER TABLE exercise ADD COLUMN nameEN TEXT"),
        ("v6-session-review", """
            CREATE TABLE sessionDecision (
                athleteId TEXT NOT NULL,
                sessionId TEXT NOT NULL,
                decision TEXT NOT NULL CHECK (decision = 'dropped' OR decision = 'kept'),
                decidedAt TEXT NOT NULL,
                PRIMARY KEY (athleteId, sessionId),
                FOREIGN KEY (athleteId, sessionId) REFERENCES session (athleteId, id) ON DELETE CASCADE
            );
            ALTER TABLE exerciseLastUsed ADD COLUMN topWeight DOUBLE PRECISION;
            INSERT INTO meta (key, value) SELECT 'records.stale:' || id, '1' FROM athlete
                ON CONFLICT (key) DO UPDATE SET value = excluded.value;
            """),
        // The batch's units of work, shared by `gymbo batch` processes on several hosts (PostgreSQL only: a
        // SQLite file is one host's). A reference table on Citus.
        ("v7-batch-work", """
            CREATE TABLE batchWork (
                key TEXT PRIMARY KEY,
                state TEXT NOT NULL CHECK (state IN ('open', 'claimed', 'done')),
                worker TEXT,
                leaseUntil TIMESTAMPTZ
            );
            """),
        // A set's volume factor (Fitbod's `multiplier`); NULL counts the load once, as before.
        ("v8-set-volume-factor", "ALTER TABLE sessionSet ADD COLUMN volumeFactor DOUBLE PRECISION CHECK (volumeFactor >= 0)"),
        // Exercise entries, sets and record events go in by COPY, about 6, 27 and 2 rows a session. A
        // foreign key checks every row with a locking read of its parent (the entry of each set, the session
        // of each entry, the athlete, session and exercise of each record event, the same few catalog
        // exercises again and again), which was three quarters of an import's time on the server. The store
        // writes these rows in the transaction that writes their session, from exercises it has just
        // resolved, and never deletes an exercise; what the keys' cascades did, statement-level triggers do;
        // `gymbo db check` names rows without their parent. (SQLite's engine made the same choice for sets
        // in `v2-set-keys`.)
        ("v9-bulk-entries", """
            ALTER TABLE sessionSet DROP CONSTRAINT sessionset_athleteid_sessionseq_exerciseposition_fkey;
            ALTER TABLE sessionExercise DROP CONSTRAINT sessionexercise_athleteid_sessionseq_fkey;
            ALTER TABLE sessionExercise DROP CONSTRAINT sessionexercise_exerciseid_fkey;
            ALTER TABLE recordEvent DROP CONSTRAINT recordevent_athleteid_fkey;
            ALTER TABLE recordEvent DROP CONSTRAINT recordevent_exerciseid_fkey;
            ALTER TABLE recordEvent DROP CONSTRAINT recordevent_athleteid_sessionid_fkey;
            CREATE FUNCTION gymbo_session_deleted() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN DELETE FROM sessionExercise x USING gone g WHERE x.athleteId = g.athleteId AND x.sessionSeq = g.seq; DELETE FROM recordEvent r USING gone g WHERE r.athleteId = g.athleteId AND r.sessionId = g.id; RETURN NULL; END $$;
            CREATE TRIGGER session_deleteEntries AFTER DELETE ON session REFERENCING OLD TABLE AS gone
                FOR EACH STATEMENT EXECUTE FUNCTION gymbo_session_deleted();
            CREATE FUNCTION gymbo_entries_deleted() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN DELETE FROM sessionSet t USING gone g WHERE t.athleteId = g.athleteId AND t.sessionSeq = g.sessionSeq AND t.exercisePosition = g.position; RETURN NULL; END $$;
            CREATE TRIGGER sessionExercise_deleteSets AFTER DELETE ON sessionExercise REFERENCING OLD TABLE AS gone
                FOR EACH STATEMENT EXECUTE FUNCTION gymbo_entries_deleted();
            CREATE FUNCTION gymbo_athlete_deleted() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN DELETE FROM recordEvent r USING gone g WHERE r.athleteId = g.id; RETURN NULL; END $$;
            CREATE TRIGGER athlete_deleteRecordEvents AFTER DELETE ON athlete REFERENCING OLD TABLE AS gone
                FOR EACH STATEMENT EXECUTE FUNCTION gymbo_athlete_deleted();
            """),
        // SQLite's records moved to a table with a row id (a PostgreSQL table always has one) and their
        // detail to the compact form. Rows written here before stay in the older form, which reads as it
        // did; the next write of a pair, or a recompute (which counts them among the rows it changed),
        // writes them compact.
        ("v10-record-rows", "SELECT 1"),
        // A session's sets packed into its row (`PackedSets`), as on SQLite: one row per session instead of
        // one per set, 27 times fewer rows and key entries for an import to send and the server to keep.
        // `packSets` fills the column from the sets table before it goes.
        ("v11-packed-sets", """
            ALTER TABLE session ADD COLUMN sets BYTEA NOT NULL DEFAULT '\\x0100';
            """),
        // SQLite's entries and events lost their foreign keys; here they went in `v9-bulk-entries`.
        ("v12-bulk-entries", "SELECT 1"),
    ]

    /// Work of a migration that SQL alone cannot do, run after its SQL in its transaction.
    static let migrationSteps: [String: @Sendable (PostgresClient) throws -> Void] = ["v11-packed-sets": packSets]

    /// Packs every session's sets into its row, athlete by athlete, then drops the sets table and the
    /// trigger that deleted an entry's sets. Sets whose exercise entry is missing are packed under their
    /// position (`db check` names them); sets of no session cannot be kept.
    static func packSets(_ client: PostgresClient) throws {
        for athlete in try client.query("SELECT id FROM athlete ORDER BY id").map({ try $0.text(at: 0) }) {
            var entryCount: [Int: Int] = [:]
            for row in try client.query("""
                SELECT sessionSeq, MAX(position) + 1 FROM sessionExercise WHERE athleteId = $1 GROUP BY sessionSeq
                """, [.text(athlete)]) {
                entryCount[try row.int(at: 0)] = try row.int(at: 1)
            }
            var packed: [Int: [Session.Exercise]] = [:]
            for (seq, count) in entryCount { packed[seq] = Array(repeating: Session.Exercise(exerciseId: .zero, sets: []), count: count) }
            for row in try client.query("""
                SELECT t.sessionSeq, t.exercisePosition, t.reps, t.weight, t.restTime, t.completed, t.rpe, t.type,
                       t.durationSeconds, t.distanceMeters, t.originalWeight, t.originalUnit, t.note, t.volumeFactor
                FROM sessionSet t JOIN session s ON s.athleteId = t.athleteId AND s.seq = t.sessionSeq
                WHERE t.athleteId = $1 ORDER BY t.sessionSeq, t.exercisePosition, t.position
                """, [.text(athlete)]) {
                let seq = try row.int(at: 0), position = try row.int(at: 1)
                var exercises = packed[seq] ?? []
                while exercises.count <= position { exercises.append(Session.Exercise(exerciseId: .zero, sets: [])) }
                exercises[position].sets.append(PerformedSet(
                    reps: try row.int(at: 2), weight: try row.double(at: 3), restTime: try row.int(at: 4),
                    completed: try row.int(at: 5) != 0, rpe: try row.optionalDouble(at: 6),
                    type: SetType(rawValue: try row.text(at: 7)) ?? .normal, durationSeconds: try row.optionalDouble(at: 8),
                    distanceMeters: try row.optionalDouble(at: 9), originalWeight: try row.optionalDouble(at: 10),
                    originalUnit: try row.optionalText(at: 11).flatMap(WeightUnit.init(rawValue:)), note: try row.text(at: 12),
                    volumeFactor: try row.optionalDouble(at: 13)))
                packed[seq] = exercises
            }
            for (seq, exercises) in packed where !exercises.isEmpty {
                try client.execute("UPDATE session SET sets = $3 WHERE athleteId = $1 AND seq = $2",
                                   [.text(athlete), .int(seq), .bytes(PackedSets.encode(exercises))])
            }
        }
        try client.script("""
            DROP TRIGGER sessionExercise_deleteSets ON sessionExercise;
            DROP FUNCTION gymbo_entries_deleted();
            DROP TABLE sessionSet;
            """)
    }

    /// Brings the schema up to date, one transaction per migration. Several processes may open the
    /// database at once: an advisory lock lets one migrate while the others wait.
    static func migrate(_ client: PostgresClient) throws {
        try client.script("""
            CREATE TABLE IF NOT EXISTS gymboMigration (name TEXT PRIMARY KEY, appliedAt TIMESTAMPTZ NOT NULL DEFAULT now())
            """)
        try client.query("SELECT pg_advisory_lock(\(migrationLock))")
        defer { _ = try? client.query("SELECT pg_advisory_unlock(\(migrationLock))") }
        let applied = Set(try client.query("SELECT name FROM gymboMigration").map { try $0.text("name") })
        if let unknown = applied.first(where: { name in !migrations.contains { $0.name == name } }) {
            throw StoreError.newerSchema(path: client.location.display + " (migration \(unknown))")
        }
        for migration in migrations where !applied.contains(migration.name) {
            try client.script("BEGIN")
            do {
                try client.script(migration.sql)
                try migrationSteps[migration.name]?(client)
                try client.execute("INSERT INTO gymboMigration (name) VALUES ($1)", [.text(migration.name)])
                try client.script("COMMIT")
            } catch {
                try? client.script("ROLLBACK")
                throw error
            }
        }
    }

    /// The advisory lock key of schema changes (any fixed number the toolkit alone uses).
    static let migrationLock = 0x6779_6d62_6f01
}
