import Foundation
import GymBoTestSupport
import Testing
@testable import GymBoKit

/// Exercise identity of other apps' names (SPEC §3.5): equipment qualifiers keep variants apart, custom
/// exercises get muscle groups, assisted loads never make weight records.
@Suite("Exercise identity and inferred muscle groups")
struct ExerciseIdentityTests {
    func imported(_ file: String, athlete: String) throws -> (GymBoStore, ImportSummary) {
        let store = try makeTestDatabase()
        let summary = importer(store) { $0.athleteName = athlete }.importFile(fixture("identity/\(file)"))
        #expect(summary.status == .imported, "\(summary.errors)")
        return (store, summary)
    }

    @Test func qualifiersResolveOnlyToTheSameEquipment() throws {
        let matcher = try makeTestDatabase().matcher()
        func name(_ text: String) -> String? { matcher.resolve(name: text)?.exercise.name }
        #expect(name("Squat (Barbell)") == "Kniebeugen")
        #expect(name("Deadlift (Barbell)") == "Kreuzheben")
        #expect(name("Deadlift (Dumbbell)") == nil)
        #expect(name("Romanian Deadlift (Dumbbell)") == nil)
        #expect(name("Lat Pulldown (Cable)") == "Latzug")
        #expect(name("Lat Pulldown (Machine)") == nil)
        #expect(name("Lunge") == "Ausfallschritte" && name("Lunge (Dumbbell)") == nil)
        #expect(name("Bent Over Row (Barbell)") == "Rudern vorgebeugt" && name("Bent Over Row (Dumbbell)") == nil)
        #expect(name("Chin Up") == "Klimmzüge im Untergriff")
        #expect(name("Chin Up (Assisted)") == "Unterstützte Klimmzug- und Dipmaschine")
        #expect(name("Curl (Band)") == nil && name("Lateral Raise (Each Side)") == nil)
        // Hevy's and FitNotes' own names for the cable pushdown and the dumbbell lateral raise.
        #expect(name("Triceps Rope Pushdown") == "Kabel-Trizepsdrücken" && name("Cable Tricep Pushdown") == "Kabel-Trizepsdrücken")
        #expect(name("Lateral Dumbbell Raise") == "Seitheben")
        // German (English) pairs of the app's sample files still resolve by either half.
        #expect(name("Beinpresse (Leg Press)") == "Beinpresse")
        // The app's newer German catalog: Schrägbankdrücken is the barbell incline press.
        #expect(name("Schrägbankdrücken") == "Langhantel-Schrägbankdrücken")
        #expect(name("Kurzhantel-Schrägbankdrücken") == "Kurzhantel-Schrägbankdrücken")
    }

    @Test func strongVariantsStayApartWithTheirOwnRecords() throws {
        let (store, summary) = try imported("strong-qualifiers.csv", athlete: "Sam")
        #expect(summary.sets == 126)
        #expect(summary.setsWithoutMuscleGroups == 0)
        let mapped = Dictionary(uniqueKeysWithValues: summary.mappings.map { ($0.from, $0.to) })
        #expect(mapped["Deadlift (Barbell)"] == "Kreuzheben" && mapped["Deadlift (Dumbbell)"] == "Deadlift (Dumbbell)")
        #expect(mapped["Lat Pulldown (Cable)"] == "Latzug" && mapped["Lat Pulldown (Machine)"] == "Lat Pulldown (Machine)")
        #expect(mapped["Lunge"] == "Ausfallschritte" && mapped["Lunge (Dumbbell)"] == "Lunge (Dumbbell)")
        let inferred = Dictionary(uniqueKeysWithValues: summary.inferred.map { ($0.name, $0) })
        #expect(summary.inferred.count == 7)
        #expect(inferred["Deadlift (Dumbbell)"]?.muscleGroups == ["back", "legs", "glutes"])
        #expect(inferred["Deadlift (Dumbbell)"]?.equipment == "freeWeights" && inferred["Deadlift (Dumbbell)"]?.basedOn == "Kreuzheben")
        #expect(inferred["Romanian Deadlift (Dumbbell)"]?.muscleGroups == ["hamstrings", "glutes"])
        #expect(inferred["Lat Pulldown (Machine)"]?.equipment == "machine" && inferred["Lat Pulldown (Machine)"]?.source == "sameMovement")
        #expect(inferred["Cable Crunch"]?.muscleGroups == ["abs"] && inferred["Cable Crunch"]?.equipment == "cable")
        #expect(inferred["Seal Row (Barbell)"]?.muscleGroups == ["back", "lats", "biceps"] && inferred["Seal Row (Barbell)"]?.source == "nameWords")
        // Two deadlifts, two record tables: 140 kg with the barbell, 32 kg with dumbbells.
        let exercises = try store.exercises()
        let records = try store.records(athleteId: Athlete.id(forName: "Sam"))
        func best(_ name: String) -> Double? {
            let id = exercises.first { $0.name == name }?.id
            return records.first { $0.exerciseId == id }?.maxWeight?.weight
        }
        #expect(best("Kreuzheben") == 140 && best("Deadlift (Dumbbell)") == 32)
        // Assisted chin-ups: the assistance is kept in the note, and no weight record is made of it.
        #expect(best("Unterstützte Klimmzug- und Dipmaschine") == nil)
        let assisted = exercises.first { $0.name == "Unterstützte Klimmzug- und Dipmaschine" }!.id
        #expect(records.first { $0.exerciseId == assisted }?.maxReps?.reps == 8)
        let notes = Set(try store.sessions(athleteId: Athlete.id(forName: "Sam")).flatMap { $0.exercises.flatMap { $0.sets.map(\.note) } }.filter { $0.hasPrefix("assistance") }).sorted()
        #expect(notes == ["assistance 27.2 kg", "assistance 31.75 kg"])
    }

    /// A run remembers which exercises are assisted from one file to the next: the second lifter's
    /// assistance is help too, never a load.
    @Test func assistanceStaysHelpInEveryFileOfARun() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let header = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
        let files = try ["ann", "ben"].enumerated().map { i, name in
            try write(header + "2026-11-0\(i + 2) 18:00:00,Rücken,1800,Chin Up (Assisted),1,\(20 + 5 * i),8,0,0,,,\n"
                             + "2026-11-0\(i + 2) 18:00:00,Rücken,1800,Bench Press (Barbell),1,60,5,0,0,,,\n", to: "\(name).csv", in: dir)
        }
        let store = try makeTestDatabase()
        let summaries = try importer(store) { $0.athleteFromFilename = true }.importFiles(files)
        #expect(summaries.map(\.status) == [.imported, .imported], "\(summaries.map(\.errors))")
        var sets: [PerformedSet] = []
        for name in ["ann", "ben"] {
            let history = try store.history(athlete: try store.athlete(named: name))
            sets += history.sessions.flatMap(\.exercises).filter { history.exercises[$0.exerciseId]?.isAssisted == true }.flatMap(\.sets)
        }
        let rows = sets.map { ($0.weight, $0.note) }
        #expect(rows.map(\.1) == ["assistance 20 kg", "assistance 25 kg"])
    }

    @Test func hevyAndFitNotesNamesGetMuscleGroups() throws {
        let (_, hevy) = try imported("hevy-names.csv", athlete: "Kim")
        #expect(hevy.setsWithoutMuscleGroups == 0 && hevy.sets == 90)
        let h = Dictionary(uniqueKeysWithValues: hevy.inferred.map { ($0.name, $0) })
        #expect(h["Treadmill"]?.muscleGroups == ["cardio"] && h["Treadmill"]?.equipment == "cardio")
        // Hevy's dumbbell shoulder press is the catalog's (162) now, nothing to infer.
        #expect(h["Shoulder Press (Dumbbell)"] == nil)
        #expect(h["Chest Fly (Cable)"]?.muscleGroups == ["chest"] && h["Chest Fly (Cable)"]?.equipment == "cable")
        let (_, fitnotes) = try imported("fitnotes-categories.csv", athlete: "Uli")
        #expect(fitnotes.setsWithoutMuscleGroups == 0 && fitnotes.sets == 60)
        let f = Dictionary(uniqueKeysWithValues: fitnotes.inferred.map { ($0.name, $0) })
        // The category says where; the name says how, when the two agree.
        #expect(f["Landmine Row"]?.muscleGroups == ["back", "lats", "biceps"] && f["Landmine Row"]?.equipment == "freeWeights")
        #expect(f["Seated Hamstring Curl"]?.muscleGroups == ["hamstrings"] && f["Seated Hamstring Curl"]?.source == "category")
        // Fitbod's name too, so an alias: the catalog's cable lateral raise.
        #expect(f["Cable Lateral Raise"] == nil && fitnotes.mappings.first { $0.from == "Cable Lateral Raise" }?.to == "Seitheben am Kabelzug")
    }

    @Test func inferenceFromNameWords() {
        func groups(_ name: String) -> [MuscleGroup] { ExerciseInference.muscleGroups(inWords: name) }
        #expect(groups("Rowing Machine") == [.cardio])
        #expect(groups("Walking Lunge") == [.legs, .glutes])
        #expect(groups("Incline Curl") == [.biceps, .forearms])
        #expect(groups("Incline Press") == [.chest, .shoulders, .triceps])
        #expect(groups("Face Pull") == [.shoulders, .upperBack])
        #expect(groups("Nordic Curl") == [.hamstrings])
        #expect(groups("Mystery Move") == [])
    }

    @Test func reseedingDropsCatalogAliasesTheTableNoLongerHasAndKeepsTheUsers() throws {
        let store = try makeTestDatabase()
        try store.write { db in
            try db.execute(sql: "INSERT INTO exerciseAlias(matchKey, alias, exerciseId, source) VALUES ('lat pulldown machine', 'Lat Pulldown (Machine)', ?, 'catalog')",
                           arguments: [UUID.catalog(121).lowercased])
        }
        try store.saveAlias("Flat Bench (BB)", exerciseId: .catalog(3))
        #expect(try store.matcher().resolve(name: "Lat Pulldown (Machine)")?.exercise.name == "Latzug")
        _ = try CatalogSeeder(store: store).seedCatalog()
        #expect(try store.matcher().resolve(name: "Lat Pulldown (Machine)") == nil)
        #expect(try store.matcher().resolve(name: "Flat Bench (BB)")?.exercise.name == "Bankdrücken")
    }
}
