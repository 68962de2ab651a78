import Foundation
import PostgresNIO

// Not yet built on PostgreSQL: each is replaced by the real method in PostgresStore+Catalog.swift.

extension PostgresStore {
    public func athletes() throws -> [Athlete] { fatalError("PostgreSQL: athletes() not built") }
    public func athlete(named name: String?) throws -> Athlete { fatalError("PostgreSQL: athlete(named not built") }
    public func seedCatalog(_ exercises: [Exercise], aliases: [(alias: String, exerciseId: UUID)], version: String) throws -> ChangeCounts { fatalError("PostgreSQL: seedCatalog not built") }
    public func setMuscleGroups(_ groups: [MuscleGroup], of exercise: Exercise) throws { fatalError("PostgreSQL: setMuscleGroups not built") }
    public func exercises() throws -> [Exercise] { fatalError("PostgreSQL: exercises() not built") }
    public func exercisesById() throws -> [UUID: Exercise] { fatalError("PostgreSQL: exercisesById not built") }
    public func aliases() throws -> [(alias: String, exerciseId: UUID)] { fatalError("PostgreSQL: aliases() not built") }
    public func saveAlias(_ alias: String, exerciseId: UUID) throws { fatalError("PostgreSQL: saveAlias not built") }
    public func lastUsedDates(athleteId: UUID?) throws -> [UUID: Date] { fatalError("PostgreSQL: lastUsedDates not built") }
    public func sourceMappings() throws -> [(name: String, exerciseId: UUID, entries: Int)] { fatalError("PostgreSQL: sourceMappings not built") }
    public func entriesWithoutSourceName() throws -> Int { fatalError("PostgreSQL: entriesWithoutSourceName not built") }
    public func feedback() throws -> [String: RuleFeedback] { fatalError("PostgreSQL: feedback not built") }
    public func rate(tipId: String, helpful: Bool, at date: Date) throws -> String { fatalError("PostgreSQL: rate( not built") }
    public func issuedTipIds(athleteId: UUID, from: Date, to: Date) throws -> Set<String> { fatalError("PostgreSQL: issuedTipIds not built") }
    public func stats() throws -> DatabaseStats { fatalError("PostgreSQL: stats not built") }
    public func vacuum() throws { fatalError("PostgreSQL: vacuum not built") }
}

extension PostgresStore.Transaction {
    public func athletes() throws -> [Athlete] { fatalError("PostgreSQL: athletes() not built") }
    public func athlete(exactlyNamed name: String) throws -> Athlete? { fatalError("PostgreSQL: athlete(exactlyNamed not built") }
    @discardableResult public func saveAthlete(_ athlete: Athlete) throws -> String? { fatalError("PostgreSQL: saveAthlete not built") }
    public func athleteCreatingIfNeeded(name: String) throws -> (Athlete, created: Bool) { fatalError("PostgreSQL: athleteCreatingIfNeeded not built") }
    public func deleteAthlete(id: UUID) throws { fatalError("PostgreSQL: deleteAthlete not built") }
    public func deleteHistory(athleteId: UUID) throws -> (sessions: Int, workouts: Int) { fatalError("PostgreSQL: deleteHistory not built") }
    public func exercises() throws -> [Exercise] { fatalError("PostgreSQL: exercises() not built") }
    public func aliases() throws -> [(alias: String, exerciseId: UUID)] { fatalError("PostgreSQL: aliases() not built") }
    public func saveCustomExercise(_ exercise: Exercise) throws { fatalError("PostgreSQL: saveCustomExercise not built") }
    public func relinkCustomExercise(named name: String, to target: UUID) throws -> (moved: Int, athletes: [String]) { fatalError("PostgreSQL: relinkCustomExercise not built") }
    public func moveEntries(sourceName name: String, from: UUID, to: UUID, creating custom: Exercise?) throws -> (moved: Int, athletes: [String]) { fatalError("PostgreSQL: moveEntries not built") }
    public func latestIssuedMaterial(athleteId: UUID, fingerprint: String, after: Date, through: Date) throws -> String? { fatalError("PostgreSQL: latestIssuedMaterial not built") }
    public func saveIssuedTip(_ tip: Tip, athleteId: UUID, asOf: Date, issuedAt: Date) throws { fatalError("PostgreSQL: saveIssuedTip not built") }
}
