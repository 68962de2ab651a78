import Foundation
import GymBoTestSupport
import Testing
@testable import GymBoKit

@Suite("Catalog CSV (SPEC §3.1)")
struct CatalogTests {
    @Test func bomCrlfQuotedNewlinesGermanLabelsAndRaggedRows() throws {
        let result = try CatalogReader(path: fixture("catalog/good-bom-crlf.csv")).read()
        #expect(result.diagnostics.isEmpty)
        #expect(result.exercises.map(\.name) == ["Kniebeugen", "Rudern\r\nam Kabel", "Wandsitzen"])
        let squat = result.exercises[0]
        #expect(squat.muscleGroups == [.legs, .glutes])
        #expect(squat.equipment == .freeWeights)
        #expect(squat.difficulty == .fortgeschritten)
        #expect(squat.description == "Tief, kontrolliert \"sitzen\"")
        #expect(squat.instructions == ["Stand"])
        #expect(result.exercises[1].instructions == ["Zug", "Halten"])
        #expect(result.lines[result.exercises[2].id] == 5)
        // No id column: a name-based UUID v5 of the lowercased, trimmed name, stable across runs.
        #expect(squat.id == UUID.v5(namespace: .gymboExerciseNamespace, name: "kniebeugen"))
    }

    @Test func malformedRowsGetOnePreciseLineEachAndTheRestImports() throws {
        let path = fixture("catalog/malformed.csv")
        let result = try CatalogReader(path: path).read()
        #expect(result.exercises.map(\.name) == ["Bankdrücken", "Dips"])
        #expect(result.diagnostics.map(\.description) == [
            "\(path):3: error: column 'difficultyLevel': unknown difficulty 'expert-ish' (expected one of: anfänger, fortgeschritten, profi; German and English labels are accepted too)",
            "\(path):4: error: column 'name': empty (every exercise needs a name)",
            "\(path):5: error: column 'muscleGroups': unknown muscle group 'wings' (expected one of: chest, back, shoulders, biceps, triceps, legs, glutes, abs, cardio, forearms, calves, trapezius, lowerBack, upperBack, fullBody, hips, core, hamstrings, lats, grip, arms, adductors, obliques, hipFlexors, traps, coordination; German and English labels are accepted too)",
            "\(path):6: error: duplicate exercise name 'bankdrücken' (line 2 has 'Bankdrücken'; names must be unique)",
            "\(path):7: error: 8 fields, but the header has 7 columns (a comma inside a cell needs quotes)",
            "\(path):8: error: column 'equipmentType': unknown equipment 'Hantelbank' (expected one of: freeWeights, machine, bodyweight, cable, mixed, cardio; German and English labels are accepted too)",
        ])
    }

    @Test func invalidUTF8AndUnterminatedQuoteRejectTheirRowsOnly() throws {
        let path = fixture("catalog/encoding-and-quote.csv")
        let result = try CatalogReader(path: path).read()
        #expect(result.exercises.map(\.name) == ["Plank"])
        #expect(result.diagnostics.map(\.description) == [
            "\(path):3: error: column 'name': text is not valid UTF-8 (save the file as UTF-8)",
            "\(path):4: error: quoted field is never closed (expected a closing \" before the end of the file)",
        ])
    }

    @Test(arguments: TestEngine.available) func theAppsNewerGermanLabelsSeedWithoutARejectedRow(engine: TestEngine) throws {
        // Kardio (muscle group and equipment) and Seitlicher Rumpf, as the app's newer German catalog writes them.
        let result = try CatalogReader(path: fixture("catalog/app-newer-german.csv")).read()
        #expect(result.diagnostics.isEmpty)
        #expect(result.exercises.map(\.name) == ["Kniebeugen", "Laufband", "Rudergerät", "Seitstütz", "Russian Twist", "Ergometer"])
        #expect(result.exercises[1].muscleGroups == [.cardio, .legs] && result.exercises[1].equipment == .cardio)
        #expect(result.exercises[3].muscleGroups == [.obliques, .core])
        #expect(EquipmentType.cardio.label(.de) == "Kardio" && EquipmentType.cardio.label(.en) == "Cardio")
        // Similarity treats cardio like any other equipment: equal 1, against mixed 0.5, else 0.
        let rower = result.exercises[2], bike = result.exercises[5]
        #expect(Similarity.score(rower, bike).value == Int(100 * (0.6 * 1.0 / 3.0 + 0.25 + 0.15)))
        let report = try CatalogSeeder(store: try engine.makeStore()).seedCatalog(path: fixture("catalog/app-newer-german.csv"), strict: true)
        #expect(!report.rejectedWhole && report.counts.rejected == 0 && report.counts.added + report.counts.updated == 6)
        engine.tally()
    }

    @Test func integerIdsUUIDsAndBadIds() throws {
        let path = fixture("catalog/ids.csv")
        let result = try CatalogReader(path: path).read()
        #expect(result.exercises.map(\.id.lowercased) == ["00000000-0000-0000-0000-000000000007", "3f2b8c1e-1111-4222-8333-444455556666"])
        #expect(result.diagnostics.map(\.description) == ["\(path):4: error: column 'id': 'x12' is not an id (expected a positive integer or a UUID)"])
    }

    @Test func emptyFileAndHeaderOnly() throws {
        #expect(throws: DiagnosticError.self) { _ = try CatalogReader(path: "empty.csv").read(data: Data()) }
        let headerOnly = try CatalogReader(path: "h.csv").read(data: Data("name,muscleGroups,equipmentType,difficultyLevel\n".utf8))
        #expect(headerOnly.exercises.isEmpty && headerOnly.diagnostics.isEmpty)
        do {
            _ = try CatalogReader(path: "x.csv").read(data: Data("foo,bar\n1,2\n".utf8))
            Issue.record("a header without the catalog columns must fail")
        } catch let error as DiagnosticError {
            #expect(error.diagnostics.first?.description.hasPrefix("x.csv:1: error: missing column 'name'") == true)
        }
    }

    @Test func bundledCatalogMeetsTheSpec() throws {
        let result = try CatalogReader(path: GymBoResources_catalogPath()).read()
        #expect(result.diagnostics.isEmpty)
        #expect(result.exercises.count == 162)
        #expect(result.exercises.map(\.catalogNumber) == Array(1...162).map { Optional($0) })
        // Every equipment type but cardio machines, which only the app's newer catalog lists.
        #expect(Set(result.exercises.map(\.equipment)) == Set(EquipmentType.allCases).subtracting([.cardio]))
        #expect(Set(result.exercises.map(\.difficulty)) == Set(DifficultyLevel.allCases))
        #expect(Set(result.exercises.flatMap(\.muscleGroups)).count >= 24)
        #expect(result.exercises.allSatisfy { !$0.description.isEmpty && $0.instructions.count >= 3 })
        // Ids the app's files reference: 1 squat, 3 bench press, 121 lat pulldown.
        let byNumber = Dictionary(uniqueKeysWithValues: result.exercises.map { ($0.catalogNumber!, $0) })
        #expect(byNumber[1]?.name == "Kniebeugen")
        #expect(byNumber[3]?.name == "Bankdrücken")
        #expect(byNumber[121]?.name == "Latzug")
    }
}
