import Foundation
import PostgresNIO

extension PostgresStore {
    /// Every athlete, by name.
    public func athletes() throws -> [Athlete] {
        try reading { tx in try tx.athletes() }
    }

    /// The athlete a command is about: by name (or id) when given, else the only one.
    public func athlete(named name: String?) throws -> Athlete {
        try reading { tx in try tx.resolveAthlete(name) }
    }
}

extension PostgresStore.Transaction {
    /// Athletes ordered as SQLite's `name COLLATE NOCASE, id` orders them: ASCII letters folded, then
    /// bytes.
    func fetchAthletes(where clause: String = "", _ values: [PostgresValue] = []) throws -> [Athlete] {
        try query("""
            SELECT * FROM athlete \(clause)
            ORDER BY translate(name, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz') COLLATE "C", id COLLATE "C"
            """, values).map { row in
            Athlete(
                id: UUID(uuidString: try row.text("id")) ?? .zero, name: try row.text("name"), birthDate: try row.optionalText("birthDate"),
                bodyweight: try row.optionalDouble("bodyweight"), height: try row.optionalDouble("height"), sex: try row.optionalText("sex"),
                goal: FitnessGoal(rawValue: try row.text("goal")) ?? .muskelaufbau,
                experience: ExperienceLevel(rawValue: try row.text("experience")) ?? .anfänger, weeklyGoal: try row.int("weeklyGoal"),
                unit: WeightUnit(rawValue: try row.text("unit")) ?? .kg, timezone: try row.text("timezone"), notes: try row.text("notes"),
                stated: ProfileFields(text: try row.text("stated")))
        }
    }

    /// By name (any case) or id when given, else the only athlete.
    func resolveAthlete(_ name: String?) throws -> Athlete {
        if let name {
            let found = try fetchAthletes(where: "WHERE lower(name COLLATE \"C\") = lower($1 COLLATE \"C\") OR id = $2", [.text(name), .text(name.lowercased())])
            guard let athlete = found.first else {
                let known = try fetchAthletes().map(\.name)
                throw StoreError.notFound(kind: "athlete", value: name,
                                          hint: known.isEmpty ? "the database has no athletes yet" : "known: \(known.joined(separator: ", "))")
            }
            return athlete
        }
        let all = try fetchAthletes()
        switch all.count {
        case 1: return all[0]
        case 0: throw StoreError.notFound(kind: "athlete", value: "(none given)", hint: "the database has no athletes yet; import data with --athlete NAME")
        default: throw StoreError.athleteAmbiguous(names: all.map(\.name))
        }
    }

    /// Every athlete, by name.
    public func athletes() throws -> [Athlete] { try fetchAthletes() }

    /// The athlete with exactly this name (any case).
    public func athlete(exactlyNamed name: String) throws -> Athlete? {
        try fetchAthletes(where: "WHERE lower(name COLLATE \"C\") = lower($1 COLLATE \"C\")", [.text(name)]).first
    }

    /// Inserts or replaces an athlete's profile; returns the zone the stored profile had before (nil for
    /// a new athlete), since another zone changes which sessions count (SPEC §4.6).
    @discardableResult
    public func saveAthlete(_ athlete: Athlete) throws -> String? {
        let id = athlete.id.lowercased
        let zone = try query("SELECT timezone FROM athlete WHERE id = $1", [.text(id)]).first?.text("timezone")
        try execute("""
            INSERT INTO athlete (id, name, birthDate, bodyweight, height, sex, goal, experience, weeklyGoal, unit, timezone, notes, stated)
            VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
            ON CONFLICT (id) DO UPDATE SET name = excluded.name, birthDate = excluded.birthDate, bodyweight = excluded.bodyweight,
                height = excluded.height, sex = excluded.sex, goal = excluded.goal, experience = excluded.experience,
                weeklyGoal = excluded.weeklyGoal, unit = excluded.unit, timezone = excluded.timezone, notes = excluded.notes,
                stated = excluded.stated
            """, [
                .text(id), .text(athlete.name), PostgresValue(athlete.birthDate), PostgresValue(athlete.bodyweight),
                PostgresValue(athlete.height), PostgresValue(athlete.sex), .text(athlete.goal.rawValue),
                .text(athlete.experience.rawValue), .int(athlete.weeklyGoal), .text(athlete.unit.rawValue),
                .text(athlete.timezone), .text(athlete.notes), .text(athlete.stated.text),
            ])
        return zone
    }

    /// The athlete with this name, created with defaults when missing.
    public func athleteCreatingIfNeeded(name: String) throws -> (Athlete, created: Bool) {
        if let existing = try athlete(exactlyNamed: name) { return (existing, false) }
        let athlete = Athlete(id: Athlete.id(forName: name), name: name, stated: [])
        try saveAthlete(athlete)
        return (athlete, true)
    }

    /// Removes an athlete and everything of theirs. Sessions, records, last-used values and tips go by
    /// the schema's cascades; the athlete's own workouts and tip ratings live in shared tables without a
    /// foreign key and are deleted here, and the import log forgets whose files it logged.
    public func deleteAthlete(id: UUID) throws {
        let id = PostgresValue.text(id.lowercased)
        try execute("DELETE FROM workout WHERE athleteId = $1", [id])
        try execute("DELETE FROM tipFeedback WHERE athleteId = $1", [id])
        try execute("UPDATE importRecord SET athleteId = NULL WHERE athleteId = $1", [id])
        try execute("DELETE FROM athlete WHERE id = $1", [id])
    }

    /// Deletes an athlete's sessions, own workouts and derived rows (a backup's `replace`); returns how many
    /// sessions and workouts went.
    public func deleteHistory(athleteId: UUID) throws -> (sessions: Int, workouts: Int) {
        let id = PostgresValue.text(athleteId.lowercased)
        let sessions = try execute("DELETE FROM session WHERE athleteId = $1", [id])
        let workouts = try execute("DELETE FROM workout WHERE athleteId = $1 AND isSample = 0", [id])
        for table in ["personalRecord", "recordEvent", "exerciseLastUsed"] {
            try execute("DELETE FROM \(table) WHERE athleteId = $1", [id])
        }
        return (sessions, workouts)
    }
}
