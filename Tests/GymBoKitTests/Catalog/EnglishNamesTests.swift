import Foundation
import GymBoTestSupport
import Testing
@testable import GymBoKit

@Suite("English exercise names (SPEC §4.6, the lifter's words)")
struct EnglishNamesTests {
    let catalog = try! CatalogReader(path: GymBoResources_catalogPath()).read().exercises

    @Test func everyCatalogExerciseHasItsOwnEnglishName() throws {
        #expect(catalog.count == 162)
        let names = catalog.map { $0.englishName ?? "" }
        #expect(names.allSatisfy { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
        // Unique as names are compared (case, accents, punctuation), and never another exercise's German name.
        let keys = names.map(TextNormalizer.matchKey)
        #expect(Set(keys).count == 162)
        let germanKeys = Dictionary(catalog.map { (TextNormalizer.matchKey($0.name), $0.id) }) { a, _ in a }
        for exercise in catalog {
            let owner = germanKeys[TextNormalizer.matchKey(exercise.englishName!)]
            #expect(owner == nil || owner == exercise.id, "\(exercise.englishName!) is another exercise's German name")
        }
        #expect(catalog.first { $0.catalogNumber == 12 }?.englishName == "Romanian Deadlift")
        #expect(catalog.first { $0.catalogNumber == 32 }?.englishName == "Incline Dumbbell Press")
    }

    @Test func typedEnglishNamesFindTheirExerciseAndAgreeWithTheAliases() throws {
        let store = try makeTestDatabase()
        let matcher = try store.matcher()
        for exercise in catalog {
            let english = exercise.englishName!
            #expect(matcher.find(english)?.id == exercise.id, "\(english)")
            #expect(matcher.find(english.uppercased())?.id == exercise.id, "\(english)")
            // Where the alias table or the name rules already resolve an English name, they agree with it.
            let resolved = matcher.resolve(name: english)?.exercise.id
            #expect(resolved == nil || resolved == exercise.id, "\(english) resolves to \(resolved?.lowercased ?? "")")
        }
        #expect(matcher.find("Rumänisches Kreuzheben")?.catalogNumber == 12)
        #expect(matcher.search("incline dumbbell").contains { $0.catalogNumber == 32 })
        // What an import matches by is unchanged: English names are for what a user types.
        #expect(matcher.resolve(name: "Incline Dumbbell Press") == nil)
    }

    @Test func theNameColumnIsOptionalAndCheckedLikeTheNames() throws {
        let csv = """
            id,name,nameEN,muscleGroups,equipmentType,difficultyLevel
            1,Kniebeugen,Back Squat,legs,freeWeights,intermediate
            2,Kreuzheben,Deadlift,back,freeWeights,intermediate
            3,Bankdrücken,back squat,chest,freeWeights,intermediate
            4,Schulterdrücken,Kreuzheben,shoulders,freeWeights,intermediate
            5,Back Squat,,legs,freeWeights,intermediate
            6,Hip Thrust,Hip Thrust,glutes,freeWeights,intermediate
            7,Eigene Übung,,legs,machine,beginner

            """
        let result = try CatalogReader(path: "en.csv").read(data: Data(csv.utf8))
        #expect(result.diagnostics.map(\.description) == [
            "en.csv:4: error: column 'nameEN': duplicate English name 'back squat' (line 2 has 'Back Squat'; names must be unique)",
            "en.csv:5: error: column 'nameEN': 'Kreuzheben' is the name of line 3 ('Kreuzheben'; names must be unique in both languages)",
            "en.csv:6: error: exercise name 'Back Squat' is the English name of line 2 ('Back Squat'; names must be unique in both languages)",
        ])
        #expect(result.exercises.map(\.name) == ["Kniebeugen", "Kreuzheben", "Hip Thrust", "Eigene Übung"])
        #expect(result.exercises.map(\.englishName) == ["Back Squat", "Deadlift", "Hip Thrust", nil])
        #expect(result.exercises.map { $0.name(.en) } == ["Back Squat", "Deadlift", "Hip Thrust", "Eigene Übung"])
        #expect(result.exercises.map { $0.name(.de) } == ["Kniebeugen", "Kreuzheben", "Hip Thrust", "Eigene Übung"])
    }

    @Test func aCatalogWithoutTheColumnSeedsAsBeforeAndAgainUnchanged() throws {
        let store = try makeTestDatabase(seeded: false)
        let seeder = CatalogSeeder(store: store)
        let first = try seeder.seedCatalog(path: fixture("catalog/app-newer-german.csv"), strict: true)
        #expect(!first.rejectedWhole && first.diagnostics.isEmpty && first.counts == ChangeCounts(added: 6))
        #expect(try seeder.seedCatalog(path: fixture("catalog/app-newer-german.csv")).counts == ChangeCounts(unchanged: 6))
        let exercises = try store.exercises()
        #expect(exercises.allSatisfy { $0.englishName == nil && $0.name(.en) == $0.name })
        // The bundled catalog on top adds its English names to the same ids.
        let bundled = try seeder.seedCatalog()
        #expect(bundled.counts.rejected == 0 && bundled.counts.added + bundled.counts.updated == 162)
        #expect(try store.exercises().first { $0.catalogNumber == 1 }?.englishName == "Back Squat")
        #expect(try seeder.seedCatalog().counts == ChangeCounts(unchanged: 162))
    }

    @Test func reportsNameExercisesInTheReportsLanguage() throws {
        let history = twelveWeekHistory().history
        let week = ISOWeek(year: 2026, week: 46)
        let de = WeeklyReportBuilder(language: .de).build(history, week: week)
        let en = WeeklyReportBuilder(language: .en).build(history, week: week)
        #expect(de.exercises.map(\.exercise) == ["Kniebeugen", "Bankdrücken", "Rudern vorgebeugt", "Kreuzheben", "Schulterdrücken", "Latzug"])
        #expect(en.exercises.map(\.exercise) == ["Back Squat", "Bench Press", "Barbell Row", "Deadlift", "Overhead Press", "Lat Pulldown"])
        #expect(en.exercises.map(\.exerciseId) == de.exercises.map(\.exerciseId))
        #expect(en.e1rmTrend.map(\.exercise).allSatisfy { name in catalog.contains { $0.englishName == name } })
        #expect(en.tips.first?.title == "Back Squat: add reps" && de.tips.first?.title == "Kniebeugen: mehr Wiederholungen")
        // The same tips, worded in two languages.
        #expect(en.tips.map(\.id) == de.tips.map(\.id))
        let md = ReportMarkdown.render(en)
        #expect(md.contains("| Back Squat | 6 (+2) | 100 kg × 8 |") && !md.contains("Kniebeugen"))
        let earlier = WeeklyReportBuilder(language: .en).build(history, week: ISOWeek(year: 2026, week: 39))
        #expect(earlier.records.contains { $0.exercise == "Back Squat" && $0.kind == "bestE1RM" })
    }

    @Test func theLiftersOwnNameIsShownOnlyWhereItDiffersFromTheShownName() throws {
        let store = try makeTestDatabase()
        #expect(importer(store) { $0.athleteName = "Sam" }.importFile(fixture("identity/strong-qualifiers.csv")).status == .imported)
        let history = try store.history(athlete: try store.athlete(named: "Sam"))
        let week = ISOWeek(year: 2026, week: 42)
        let de = WeeklyReportBuilder(language: .de).build(history, week: week)
        let en = WeeklyReportBuilder(language: .en).build(history, week: week)
        func row(_ report: WeeklyReport, _ number: Int) -> WeeklyReport.ExerciseRow? {
            report.exercises.first { $0.exerciseId == UUID.catalog(number).lowercased }
        }
        // Strong's `Plank` is the English catalog name: said once in English, beside the German name in German.
        #expect(row(de, 68)?.exercise == "Unterarmstütz" && row(de, 68)?.lifterNames == ["Plank"])
        #expect(row(en, 68)?.exercise == "Plank" && row(en, 68)?.lifterNames == [])
        #expect(row(en, 2)?.exercise == "Deadlift" && row(en, 2)?.lifterNames == ["Deadlift (Barbell)"])
        let md = ReportMarkdown.render(en)
        #expect(md.contains("| Deadlift (Deadlift (Barbell)) | 2 (+1) | 140 kg × 5 |"))
        #expect(md.contains("| Plank | ") && !md.contains("Plank (Plank)"))
        // A custom exercise has no English name and keeps its own.
        #expect(md.contains("| Deadlift (Dumbbell) * |"))
        #expect(ReportMarkdown.render(de).contains("| Unterarmstütz (Plank) | "))
    }

    @Test func tipsNameExercisesInTheirLanguageAndKeepTheirIds() throws {
        for number in 1...15 {
            let sample = RuleSamples.sample(forRule: number)
            let history = sample.history
            let de = TipEngine().run(history, asOf: RuleSamples.asOf, language: .de)
            let en = TipEngine().run(history, asOf: RuleSamples.asOf, language: .en)
            // The wording never decides which tip it is: the same ids, fingerprints and order.
            #expect(en.tips.map(\.id) == de.tips.map(\.id), "rule \(number)")
            let used = Set(history.sessions.flatMap { $0.exercises.map(\.exerciseId) }).compactMap { history.exercises[$0] }
            for exercise in used where exercise.englishName != exercise.name {
                for tip in en.tips {
                    #expect(!(tip.title + tip.message).contains(exercise.name), "rule \(number): '\(exercise.name)' in '\(tip.title) \(tip.message)'")
                }
            }
        }
        let rule1 = RuleSamples.sample(forRule: 1).history
        #expect(TipEngine().run(rule1, asOf: RuleSamples.asOf, language: .en).tips.first?.title.hasPrefix("Bench Press: ") == true)
        #expect(TipEngine().run(rule1, asOf: RuleSamples.asOf, language: .de).tips.first?.title.hasPrefix("Bankdrücken: ") == true)
        // The analysis itself keeps the catalog's names; `gymbo analyze --lang en` renames its copy.
        let analysis = WorkoutAnalyzer().analyze(rule1, asOf: RuleSamples.asOf)
        #expect(analysis.progressionOpportunities.first?.exercise == "Bankdrücken")
        #expect(analysis.named(in: .en, by: rule1).progressionOpportunities.first?.exercise == "Bench Press")
        #expect(analysis.named(in: .de, by: rule1) == analysis)
    }
}
