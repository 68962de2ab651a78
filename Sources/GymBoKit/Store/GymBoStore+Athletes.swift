import Foundation
import GRDB

extension GymBoStore {
    /// Every athlete, by name.
    public func athletes() throws -> [Athlete] {
        try read { db in try Self.fetchAthletes(db) }
    }

    static func fetchAthletes(_ db: Database, where clause: String = "", arguments: StatementArguments = []) throws -> [Athlete] {
        try Row.fetchAll(db.cachedStatement(sql: "SELECT * FROM athlete \(clause) ORDER BY name COLLATE NOCASE, id"), arguments: arguments).map { row in
            Athlete(
                id: UUID(uuidString: row["id"]) ?? .zero, name: row["name"], birthDate: row["birthDate"],
                bodyweight: row["bodyweight"], height: row["height"], sex: row["sex"],
                goal: FitnessGoal(rawValue: row["goal"]) ?? .muskelaufbau,
                experience: ExperienceLevel(rawValue: row["experience"]) ?? .anfänger, weeklyGoal: row["weeklyGoal"],
                unit: WeightUnit(rawValue: row["unit"]) ?? .kg, timezone: row["timezone"], notes: row["notes"],
                stated: ProfileFields(text: row["stated"]))
        }
    }

    /// The athlete a command is about: by name (or id) when given, else the only one.
    public func athlete(named name: String?) throws -> Athlete {
        try read { db in try Self.resolveAthlete(db, name) }
    }

    static func resolveAthlete(_ db: Database, _ name: String?) throws -> Athlete {
        if let name {
            let found = try fetchAthletes(db, where: "WHERE name = ? COLLATE NOCASE OR id = ?", arguments: [name, name.lowercased()])
            guard let athlete = found.first else {
                let known = try fetchAthletes(db).map(\.name)
                throw StoreError.notFound(kind: "athlete", value: name,
                                          hint: known.isEmpty ? "the database has no athletes yet" : "known: \(known.joined(separator: ", "))")
            }
            return athlete
        }
        let all = try fetchAthletes(db)
        switch all.count {
        case 1: return all[0]
        case 0: throw StoreError.notFound(kind: "athlete", value: "(none given)", hint: "the database has no athletes yet; import data with --athlete NAME")
        default: throw StoreError.athleteAmbiguous(names: all.map(\.name))
        }
    }

    /// Inserts or replaces an athlete's profile; returns the zone the stored profile had before (nil for
    /// a new athlete).
    @discardableResult
    static func upsertAthlete(_ db: Database, _ athlete: Athlete) throws -> String? {
        let zone = try String.fetchOne(db, sql: "SELECT timezone FROM athlete WHERE id = ?", arguments: [athlete.id.lowercased])
        try db.execute(sql: """
            INSERT INTO athlete(id, name, birthDate, bodyweight, height, sex, goal, experience, weeklyGoal, unit, timezone, notes, stated)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT(id) DO UPDATE SET name = excluded.name, birthDate = excluded.birthDate, bodyweight = excluded.bodyweight,
                height = excluded.height, sex = excluded.sex, goal = excluded.goal, experience = excluded.experience,
                weeklyGoal = excluded.weeklyGoal, unit = excluded.unit, timezone = excluded.timezone, notes = excluded.notes,
                stated = excluded.stated
            """, arguments: [
                athlete.id.lowercased, athlete.name, athlete.birthDate, athlete.bodyweight, athlete.height, athlete.sex,
                athlete.goal.rawValue, athlete.experience.rawValue, athlete.weeklyGoal, athlete.unit.rawValue, athlete.timezone,
                athlete.notes, athlete.stated.text,
            ])
        return zone
    }

    /// Deletes an athlete's sessions, own workouts and derived rows (a backup's `replace`); returns how many
    /// sessions and workouts went.
    static func deleteAthleteHistory(_ db: Database, athleteId: UUID) throws -> (sessions: Int, workouts: Int) {
        let id = athleteId.lowercased
        try db.execute(sql: "DELETE FROM session WHERE athleteId = ?", arguments: [id])
        let sessions = db.changesCount
        try db.execute(sql: "DELETE FROM workout WHERE athleteId = ? AND isSample = 0", arguments: [id])
        let workouts = db.changesCount
        for table in ["personalRecord", "recordEvent", "exerciseLastUsed"] {
            try db.execute(sql: "DELETE FROM \(table) WHERE athleteId = ?", arguments: [id])
        }
        return (sessions, workouts)
    }

    /// Removes an athlete and, by the schema's cascades, everything of theirs.
    static func deleteAthlete(_ db: Database, id: UUID) throws {
        try db.execute(sql: "DELETE FROM athlete WHERE id = ?", arguments: [id.lowercased])
    }

    /// The athlete with this name, created with defaults when missing.
    static func athleteCreatingIfNeeded(_ db: Database, name: String) throws -> (Athlete, created: Bool) {
        if let existing = try fetchAthletes(db, where: "WHERE name = ? COLLATE NOCASE", arguments: [name]).first {
            return (existing, false)
        }
        let athlete = Athlete(id: Athlete.id(forName: name), name: name, stated: [])
        try upsertAthlete(db, athlete)
        return (athlete, true)
    }
}

extension GymBoStore.Transaction {
    /// Every athlete, by name.
    public func athletes() throws -> [Athlete] { try GymBoStore.fetchAthletes(db) }

    /// The athlete with exactly this name (any case).
    public func athlete(exactlyNamed name: String) throws -> Athlete? {
        try GymBoStore.fetchAthletes(db, where: "WHERE name = ? COLLATE NOCASE", arguments: [name]).first
    }

    /// Inserts or replaces an athlete's profile; returns the zone the stored profile had before (nil for
    /// a new athlete), since another zone changes which sessions count (SPEC §4.6).
    @discardableResult
    public func saveAthlete(_ athlete: Athlete) throws -> String? { try GymBoStore.upsertAthlete(db, athlete) }

    /// The athlete with this name, created with defaults when missing.
    public func athleteCreatingIfNeeded(name: String) throws -> (Athlete, created: Bool) {
        try GymBoStore.athleteCreatingIfNeeded(db, name: name)
    }

    /// Removes an athlete and, by the schema's cascades, everything of theirs.
    public func deleteAthlete(id: UUID) throws { try GymBoStore.deleteAthlete(db, id: id) }

    /// Deletes an athlete's sessions, own workouts and derived rows (a backup's `replace`); returns how many
    /// sessions and workouts went.
    public func deleteHistory(athleteId: UUID) throws -> (sessions: Int, workouts: Int) {
        try GymBoStore.deleteAthleteHistory(db, athleteId: athleteId)
    }
}
