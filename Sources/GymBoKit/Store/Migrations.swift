import Foundation
import GRDB

/// The schema, as named, append-only migrations. Never edit a migration that has shipped: add one.
enum Migrations {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-schema") { db in
            try db.execute(sql: """
                CREATE TABLE meta (
                    key TEXT PRIMARY KEY NOT NULL,
                    value TEXT NOT NULL
                );

                CREATE TABLE athlete (
                    id TEXT PRIMARY KEY NOT NULL,
                    name TEXT NOT NULL UNIQUE COLLATE NOCASE,
                    birthDate TEXT,
                    bodyweight REAL,
                    height REAL,
                    sex TEXT,
                    goal TEXT NOT NULL DEFAULT 'muskelaufbau',
                    experience TEXT NOT NULL DEFAULT 'anfänger',
                    weeklyGoal INTEGER NOT NULL DEFAULT 3 CHECK (weeklyGoal BETWEEN 1 AND 14),
                    unit TEXT NOT NULL DEFAULT 'kg' CHECK (unit IN ('kg', 'lb')),
                    timezone TEXT NOT NULL DEFAULT 'UTC',
                    notes TEXT NOT NULL DEFAULT ''
                );

                CREATE TABLE exercise (
                    id TEXT PRIMARY KEY NOT NULL,
                    name TEXT NOT NULL,
                    matchKey TEXT NOT NULL,
                    equipment TEXT NOT NULL,
                    difficulty TEXT NOT NULL,
                    description TEXT NOT NULL DEFAULT '',
                    instructions TEXT NOT NULL DEFAULT '[]',
                    isCustom INTEGER NOT NULL DEFAULT 0,
                    contentHash TEXT NOT NULL DEFAULT ''
                );
                CREATE INDEX exercise_matchKey ON exercise(matchKey);

                CREATE TABLE exerciseMuscle (
                    exerciseId TEXT NOT NULL REFERENCES exercise(id) ON DELETE CASCADE,
                    position INTEGER NOT NULL,
                    muscleGroup TEXT NOT NULL,
                    PRIMARY KEY (exerciseId, position)
                ) WITHOUT ROWID;
                CREATE INDEX exerciseMuscle_group ON exerciseMuscle(muscleGroup);

                CREATE TABLE exerciseAlias (
                    matchKey TEXT PRIMARY KEY NOT NULL,
                    alias TEXT NOT NULL,
                    exerciseId TEXT NOT NULL REFERENCES exercise(id) ON DELETE CASCADE,
                    source TEXT NOT NULL DEFAULT 'catalog' CHECK (source IN ('catalog', 'user'))
                );

                CREATE TABLE workout (
                    id TEXT PRIMARY KEY NOT NULL,
                    name TEXT NOT NULL,
                    athleteId TEXT REFERENCES athlete(id) ON DELETE CASCADE,
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
                CREATE INDEX workout_name ON workout(name);

                CREATE TABLE workoutExercise (
                    workoutId TEXT NOT NULL REFERENCES workout(id) ON DELETE CASCADE,
                    position INTEGER NOT NULL,
                    exerciseId TEXT NOT NULL REFERENCES exercise(id),
                    phase TEXT,
                    restOverride INTEGER,
                    notes TEXT NOT NULL DEFAULT '',
                    PRIMARY KEY (workoutId, position)
                ) WITHOUT ROWID;
                CREATE INDEX workoutExercise_exercise ON workoutExercise(exerciseId);

                CREATE TABLE workoutSet (
                    workoutId TEXT NOT NULL,
                    exercisePosition INTEGER NOT NULL,
                    position INTEGER NOT NULL,
                    repsMin INTEGER,
                    repsMax INTEGER,
                    prescription TEXT,
                    weight REAL NOT NULL DEFAULT 0,
                    restTime INTEGER NOT NULL DEFAULT 90,
                    PRIMARY KEY (workoutId, exercisePosition, position),
                    FOREIGN KEY (workoutId, exercisePosition) REFERENCES workoutExercise(workoutId, position) ON DELETE CASCADE
                ) WITHOUT ROWID;

                CREATE TABLE importRecord (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    path TEXT NOT NULL,
                    sha256 TEXT NOT NULL,
                    format TEXT NOT NULL,
                    athleteId TEXT REFERENCES athlete(id) ON DELETE SET NULL,
                    added INTEGER NOT NULL DEFAULT 0,
                    updated INTEGER NOT NULL DEFAULT 0,
                    unchanged INTEGER NOT NULL DEFAULT 0,
                    skipped INTEGER NOT NULL DEFAULT 0,
                    errors INTEGER NOT NULL DEFAULT 0,
                    outcome TEXT NOT NULL,
                    message TEXT NOT NULL DEFAULT '',
                    importedAt TEXT NOT NULL
                );
                CREATE INDEX importRecord_sha ON importRecord(sha256);

                -- Sessions carry an integer sequence next to their UUID: child rows key on it, so
                -- bulk imports append to the B-trees instead of scattering random UUID keys (measured:
                -- several times less written to disk on a 1-million-set import).
                CREATE TABLE session (
                    seq INTEGER PRIMARY KEY,
                    id TEXT NOT NULL UNIQUE,
                    athleteId TEXT NOT NULL REFERENCES athlete(id) ON DELETE CASCADE,
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
                    importId INTEGER REFERENCES importRecord(id) ON DELETE SET NULL,
                    UNIQUE (athleteId, source, startedAt, name)
                );
                CREATE INDEX session_athlete_start ON session(athleteId, startedAt, id);

                CREATE TABLE sessionExercise (
                    sessionSeq INTEGER NOT NULL REFERENCES session(seq) ON DELETE CASCADE,
                    position INTEGER NOT NULL,
                    exerciseId TEXT NOT NULL REFERENCES exercise(id),
                    groupId INTEGER,
                    groupKind TEXT,
                    notes TEXT NOT NULL DEFAULT '',
                    PRIMARY KEY (sessionSeq, position)
                ) WITHOUT ROWID;
                CREATE INDEX sessionExercise_exercise ON sessionExercise(exerciseId);

                CREATE TABLE sessionSet (
                    sessionSeq INTEGER NOT NULL,
                    exercisePosition INTEGER NOT NULL,
                    position INTEGER NOT NULL,
                    reps INTEGER NOT NULL DEFAULT 0,
                    weight REAL NOT NULL DEFAULT 0,
                    restTime INTEGER NOT NULL DEFAULT 0,
                    completed INTEGER NOT NULL DEFAULT 1,
                    rpe REAL,
                    type TEXT NOT NULL DEFAULT 'normal' CHECK (type IN ('normal', 'warmup', 'dropset', 'failure')),
                    durationSeconds REAL,
                    distanceMeters REAL,
                    originalWeight REAL,
                    originalUnit TEXT,
                    note TEXT NOT NULL DEFAULT '',
                    PRIMARY KEY (sessionSeq, exercisePosition, position),
                    FOREIGN KEY (sessionSeq, exercisePosition) REFERENCES sessionExercise(sessionSeq, position) ON DELETE CASCADE
                ) WITHOUT ROWID;

                CREATE TABLE personalRecord (
                    athleteId TEXT NOT NULL REFERENCES athlete(id) ON DELETE CASCADE,
                    exerciseId TEXT NOT NULL REFERENCES exercise(id),
                    maxWeight REAL,
                    maxWeightReps INTEGER,
                    maxWeightDate TEXT,
                    maxWeightSessionId TEXT,
                    maxReps INTEGER,
                    maxRepsWeight REAL,
                    maxRepsDate TEXT,
                    maxRepsSessionId TEXT,
                    bestE1RM REAL,
                    bestE1RMWeight REAL,
                    bestE1RMReps INTEGER,
                    bestE1RMDate TEXT,
                    bestE1RMSessionId TEXT,
                    bestSessionVolume REAL,
                    bestSessionVolumeDate TEXT,
                    bestSessionVolumeSessionId TEXT,
                    detail TEXT NOT NULL DEFAULT '{}',
                    PRIMARY KEY (athleteId, exerciseId)
                ) WITHOUT ROWID;

                CREATE TABLE recordEvent (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    athleteId TEXT NOT NULL REFERENCES athlete(id) ON DELETE CASCADE,
                    exerciseId TEXT NOT NULL REFERENCES exercise(id),
                    sessionId TEXT REFERENCES session(id) ON DELETE CASCADE,
                    kind TEXT NOT NULL,
                    oldValue REAL,
                    newValue REAL NOT NULL,
                    date TEXT NOT NULL
                );
                CREATE INDEX recordEvent_athlete_date ON recordEvent(athleteId, date);

                CREATE TABLE exerciseLastUsed (
                    athleteId TEXT NOT NULL REFERENCES athlete(id) ON DELETE CASCADE,
                    exerciseId TEXT NOT NULL REFERENCES exercise(id),
                    weight REAL NOT NULL,
                    reps INTEGER NOT NULL,
                    setCount INTEGER NOT NULL,
                    date TEXT NOT NULL,
                    sessionId TEXT NOT NULL,
                    restTime INTEGER,
                    PRIMARY KEY (athleteId, exerciseId)
                ) WITHOUT ROWID;

                CREATE TABLE tip (
                    id TEXT PRIMARY KEY NOT NULL,
                    athleteId TEXT NOT NULL REFERENCES athlete(id) ON DELETE CASCADE,
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
                    issuedAt TEXT NOT NULL
                );
                CREATE INDEX tip_fingerprint ON tip(athleteId, fingerprint, asOf);

                CREATE TABLE tipFeedback (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    tipId TEXT NOT NULL,
                    athleteId TEXT REFERENCES athlete(id) ON DELETE CASCADE,
                    rule TEXT NOT NULL,
                    helpful INTEGER NOT NULL,
                    createdAt TEXT NOT NULL
                );
                CREATE INDEX tipFeedback_rule ON tipFeedback(rule);
                """)
        }
        // Sets keyed by one integer instead of a three-column WITHOUT ROWID key. The key packs the set's
        // place, (sessionSeq << 20) | (exercisePosition << 10) | position, so a bulk import appends to
        // the table's B-tree in key order without comparing composite keys, and a session's or an
        // exercise's sets are one key range. Inserting the reference data's 1.1 M sets took 2.0–2.4 s in
        // SQLite itself with the old key and about 1.0 s with this one. The foreign key to
        // sessionExercise gives way to a trigger: a cascading foreign key needs an index on its columns,
        // which would cost what the key saves. `db check` reports sets without their exercise.
        migrator.registerMigration("v2-set-keys") { db in
            try db.execute(sql: """
                CREATE TABLE sessionSetNew (
                    id INTEGER PRIMARY KEY,
                    sessionSeq INTEGER NOT NULL,
                    exercisePosition INTEGER NOT NULL CHECK (exercisePosition BETWEEN 0 AND 1023),
                    position INTEGER NOT NULL CHECK (position BETWEEN 0 AND 1023),
                    reps INTEGER NOT NULL DEFAULT 0,
                    weight REAL NOT NULL DEFAULT 0,
                    restTime INTEGER NOT NULL DEFAULT 0,
                    completed INTEGER NOT NULL DEFAULT 1,
                    rpe REAL,
                    -- Comparisons, not `IN (…)`: SQLite checks an IN list of more than two values through
                    -- a temporary B-tree built for every row, which cost about 1 s per million sets.
                    type TEXT NOT NULL DEFAULT 'normal'
                        CHECK (type = 'normal' OR type = 'warmup' OR type = 'dropset' OR type = 'failure'),
                    durationSeconds REAL,
                    distanceMeters REAL,
                    originalWeight REAL,
                    originalUnit TEXT,
                    note TEXT NOT NULL DEFAULT '',
                    CHECK (id = (sessionSeq << 20) | (exercisePosition << 10) | position)
                );
                INSERT INTO sessionSetNew
                    SELECT (sessionSeq << 20) | (exercisePosition << 10) | position, sessionSeq, exercisePosition, position,
                           reps, weight, restTime, completed, rpe, type, durationSeconds, distanceMeters, originalWeight,
                           originalUnit, note
                    FROM sessionSet;
                DROP TABLE sessionSet;
                ALTER TABLE sessionSetNew RENAME TO sessionSet;

                -- What the foreign key's ON DELETE CASCADE did: an exercise entry takes its sets with it
                -- (and a deleted session its entries, through their own foreign key).
                CREATE TRIGGER sessionExercise_deleteSets AFTER DELETE ON sessionExercise BEGIN
                    DELETE FROM sessionSet
                    WHERE id BETWEEN (old.sessionSeq << 20) | (old.position << 10) AND (old.sessionSeq << 20) | (old.position << 10) | 1023;
                END;
                """)
        }
        // Which profile fields were stated. Before this, an athlete created by an import of another app's
        // export got the placeholders muskelaufbau / anfänger / 3 per week, and the analyzer judged every
        // imported lifter as a beginner. An athlete whose three fields still hold exactly those placeholders
        // is taken as having stated none of them (someone who set exactly these can state them again with
        // `gymbo profile set`); everyone else keeps all three.
        migrator.registerMigration("v3-profile-stated") { db in
            try db.execute(sql: """
                ALTER TABLE athlete ADD COLUMN stated TEXT NOT NULL DEFAULT 'goal experience weeklyGoal';
                UPDATE athlete SET stated = '' WHERE goal = 'muskelaufbau' AND experience = 'anfänger' AND weeklyGoal = 3;
                """)
        }
        // The name another app's file gave each exercise entry, so `gymbo exercises remap` can apply a
        // mapping that changed (a new alias, an equipment qualifier kept apart) to sessions already stored.
        // Entries imported before this keep NULL: they cannot be checked.
        migrator.registerMigration("v4-source-names") { db in
            try db.execute(sql: "ALTER TABLE sessionExercise ADD COLUMN sourceName TEXT")
        }
        // The catalog's English names (`nameEN`), for `--lang en`. Rows written before this keep NULL until the
        // next `gymbo seed` loads them; a NULL shows the exercise's own name, as custom exercises do.
        migrator.registerMigration("v5-english-names") { db in
            try db.execute(sql: "ALTER TABLE exercise ADD COLUMN nameEN TEXT")
        }
        // Sessions a coach would question (SPEC §4.6: logged twice on one day, a load that jumps by the kg/lb
        // factor) are left out of records, statistics and tips until the user decides: `gymbo sessions
        // drop|keep` stores the decision here, keyed by the session's id (a deleted session takes it
        // along). The last-used value keeps the session's heaviest working load, the reference for the next
        // session's unit check. Every athlete's records are recomputed on the next writable open, since
        // flagged sessions no longer count and the new column is empty.
        migrator.registerMigration("v6-session-review") { db in
            try db.execute(sql: """
                CREATE TABLE sessionDecision (
                    sessionId TEXT PRIMARY KEY NOT NULL REFERENCES session(id) ON DELETE CASCADE,
                    decision TEXT NOT NULL CHECK (decision = 'dropped' OR decision = 'kept'),
                    decidedAt TEXT NOT NULL
                ) WITHOUT ROWID;
                ALTER TABLE exerciseLastUsed ADD COLUMN topWeight REAL;
                INSERT OR REPLACE INTO meta(key, value) SELECT 'records.stale:' || id, '1' FROM athlete;
                """)
        }
        // A set's volume factor (`PerformedSet.volumeFactor`): Fitbod's `multiplier`, 2 when the load is one
        // of a pair of dumbbells. NULL counts the load once, as every set stored before this did, so nothing
        // is recomputed. (`v7-batch-work` is PostgreSQL's only: a SQLite file is one host's.)
        migrator.registerMigration("v8-set-volume-factor") { db in
            try db.execute(sql: "ALTER TABLE sessionSet ADD COLUMN volumeFactor REAL CHECK (volumeFactor >= 0)")
        }
        // Records in a table with a row id, the pair's key in an index of its own, and their detail in the
        // compact form (`RecordDetail`). A record row was about 1.5 KB; in a WITHOUT ROWID table that is more
        // than a leaf holds, so every row spilled into an overflow page, and every key comparison on the way
        // to a row read the whole row back from them. Replacing the 633 records an incremental week moves
        // spent most of its time there. The records stay what they were; only their detail's text changes.
        migrator.registerMigration("v10-record-rows") { db in
            try db.execute(sql: """
                CREATE TABLE personalRecordNew (
                    athleteId TEXT NOT NULL REFERENCES athlete(id) ON DELETE CASCADE,
                    exerciseId TEXT NOT NULL REFERENCES exercise(id),
                    maxWeight REAL,
                    maxWeightReps INTEGER,
                    maxWeightDate TEXT,
                    maxWeightSessionId TEXT,
                    maxReps INTEGER,
                    maxRepsWeight REAL,
                    maxRepsDate TEXT,
                    maxRepsSessionId TEXT,
                    bestE1RM REAL,
                    bestE1RMWeight REAL,
                    bestE1RMReps INTEGER,
                    bestE1RMDate TEXT,
                    bestE1RMSessionId TEXT,
                    bestSessionVolume REAL,
                    bestSessionVolumeDate TEXT,
                    bestSessionVolumeSessionId TEXT,
                    detail TEXT NOT NULL DEFAULT '{}',
                    PRIMARY KEY (athleteId, exerciseId)
                );
                INSERT INTO personalRecordNew(\(GymBoStore.recordColumns))
                    SELECT \(GymBoStore.recordColumns) FROM personalRecord ORDER BY athleteId, exerciseId;
                DROP TABLE personalRecord;
                ALTER TABLE personalRecordNew RENAME TO personalRecord;
                """)
            // A detail that does not read (damage) is left for `gymbo db check` to name.
            let rows = try Row.fetchAll(db, sql: "SELECT athleteId, exerciseId, detail FROM personalRecord WHERE detail LIKE '{%'")
            for row in rows {
                let (athlete, exercise): (String, String) = (row[0], row[1])
                guard let records = RecordDetail.decode(row[2], athleteId: athlete, exerciseId: exercise) else { continue }
                try db.execute(sql: "UPDATE personalRecord SET detail = ? WHERE athleteId = ? AND exerciseId = ?",
                               arguments: [RecordDetail.encode(records), athlete, exercise])
            }
        }
        // A session's sets packed into its own row (`PackedSets`): one row per session instead of one per
        // set, 27 times fewer rows and index entries for an import to write. Every reader of sets reads a
        // whole session's. Sets whose exercise entry is missing (damage `db check` named) are kept, packed
        // under their position, so the check still names them; sets of no session at all cannot be kept.
        migrator.registerMigration("v11-packed-sets") { db in
            try db.execute(sql: "ALTER TABLE session ADD COLUMN sets BLOB NOT NULL DEFAULT x'0100'")
            let entries = try Row.fetchAll(db, sql: "SELECT sessionSeq, MAX(position) + 1 FROM sessionExercise GROUP BY sessionSeq")
            var entryCount: [Int64: Int] = [:]
            for row in entries { entryCount[row[0]] = row[1] }
            let rows = try Row.fetchCursor(db, sql: """
                SELECT sessionSeq, exercisePosition, reps, weight, restTime, completed, rpe, type, durationSeconds,
                       distanceMeters, originalWeight, originalUnit, note, volumeFactor
                FROM sessionSet WHERE sessionSeq IN (SELECT seq FROM session) ORDER BY id
                """)
            var seq: Int64 = -1
            var exercises: [Session.Exercise] = []
            var bytes: [UInt8] = []
            func flush() throws {
                guard seq >= 0 else { return }
                PackedSets.encode(exercises, into: &bytes)
                try db.execute(sql: "UPDATE session SET sets = ? WHERE seq = ?", arguments: [Data(bytes), seq])
            }
            while let row = try rows.next() {
                let rowSeq: Int64 = row[0]
                if rowSeq != seq {
                    try flush()
                    seq = rowSeq
                    exercises = (0..<(entryCount[seq] ?? 0)).map { _ in Session.Exercise(exerciseId: .zero, sets: []) }
                }
                let position: Int = row[1]
                while exercises.count <= position { exercises.append(Session.Exercise(exerciseId: .zero, sets: [])) }
                exercises[position].sets.append(PerformedSet(
                    reps: row[2], weight: row[3], restTime: row[4], completed: row[5], rpe: row[6],
                    type: SetType(rawValue: row[7]) ?? .normal, durationSeconds: row[8], distanceMeters: row[9],
                    originalWeight: row[10], originalUnit: (row[11] as String?).flatMap(WeightUnit.init(rawValue:)),
                    note: row[12], volumeFactor: row[13]))
            }
            try flush()
            // Sessions with entries but no sets still say how many entries they have.
            for (entrySeq, count) in entryCount {
                guard count > 0 else { continue }
                try db.execute(sql: "UPDATE session SET sets = ? WHERE seq = ? AND sets = x'0100'", arguments: [
                    Data(PackedSets.encode(Array(repeating: Session.Exercise(exerciseId: .zero, sets: []), count: count))), entrySeq])
            }
            try db.execute(sql: """
                DROP TRIGGER sessionExercise_deleteSets;
                DROP TABLE sessionSet;
                """)
        }
        // Exercise entries and record events without foreign keys, as the sets went in `v2-set-keys` and
        // PostgreSQL's tables in `v9-bulk-entries`. A foreign key checks each row by a lookup of its parent
        // (an entry's session and exercise; an event's athlete, exercise and session), and it makes every
        // multi-row insert keep a statement journal: after the sets were packed (`v11-packed-sets`) the
        // entries were a third of an import's writing. The store writes these rows in the transaction that
        // writes their session, with exercises it has just resolved, and deletes an exercise only after
        // moving its entries; what the cascades did, triggers do; `gymbo db check` names rows without their
        // parent. Event ids become plain row ids: still in insertion order, without the AUTOINCREMENT
        // bookkeeping of every insert.
        migrator.registerMigration("v12-bulk-entries") { db in
            try db.execute(sql: """
                CREATE TABLE sessionExerciseNew (
                    sessionSeq INTEGER NOT NULL,
                    position INTEGER NOT NULL,
                    exerciseId TEXT NOT NULL,
                    groupId INTEGER,
                    groupKind TEXT,
                    notes TEXT NOT NULL DEFAULT '',
                    sourceName TEXT,
                    PRIMARY KEY (sessionSeq, position)
                ) WITHOUT ROWID;
                INSERT INTO sessionExerciseNew(sessionSeq, position, exerciseId, groupId, groupKind, notes, sourceName)
                    SELECT sessionSeq, position, exerciseId, groupId, groupKind, notes, sourceName FROM sessionExercise;
                DROP TABLE sessionExercise;
                ALTER TABLE sessionExerciseNew RENAME TO sessionExercise;
                CREATE INDEX sessionExercise_exercise ON sessionExercise(exerciseId);

                CREATE TABLE recordEventNew (
                    id INTEGER PRIMARY KEY,
                    athleteId TEXT NOT NULL,
                    exerciseId TEXT NOT NULL,
                    sessionId TEXT,
                    kind TEXT NOT NULL,
                    oldValue REAL,
                    newValue REAL NOT NULL,
                    date TEXT NOT NULL
                );
                INSERT INTO recordEventNew SELECT id, athleteId, exerciseId, sessionId, kind, oldValue, newValue, date FROM recordEvent;
                DROP TABLE recordEvent;
                ALTER TABLE recordEventNew RENAME TO recordEvent;
                CREATE INDEX recordEvent_athlete_date ON recordEvent(athleteId, date);

                CREATE TRIGGER session_deleteEntries AFTER DELETE ON session BEGIN
                    DELETE FROM sessionExercise WHERE sessionSeq = old.seq;
                    DELETE FROM recordEvent WHERE sessionId = old.id;
                END;
                CREATE TRIGGER athlete_deleteRecordEvents AFTER DELETE ON athlete BEGIN
                    DELETE FROM recordEvent WHERE athleteId = old.id;
                END;
                """)
        }
        return migrator
    }
}
