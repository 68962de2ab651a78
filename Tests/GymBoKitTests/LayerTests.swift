import Foundation
import Testing

/// The layering the README draws, checked on the sources: the store is the only place that knows GRDB and
/// SQL, and it knows nothing of the layers above it.
@Suite("Layers: the store is persistence only")
struct LayerTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")
    static let kit = sources.appendingPathComponent("GymBoKit")

    /// The folders above the store: none of their types may appear in a store file.
    static let above = ["Analytics", "Coaching", "Import", "Catalog", "Reports", "Presenters", "Batch", "Generate", "Wizard", "Records"]

    /// Swift files under `folder`, as (path relative to Sources, text).
    static func files(under folder: URL) -> [(path: String, text: String)] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var result: [(String, String)] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            result.append((String(url.path.dropFirst(sources.path.count + 1)), text))
        }
        return result.sorted { $0.0 < $1.0 }
    }

    /// The text without comments and with string literals kept (SQL lives in literals).
    static func code(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            let trimmed = line.drop { $0 == " " }
            return trimmed.hasPrefix("//") || trimmed.hasPrefix("///") ? "" : line
        }.joined(separator: "\n")
    }

    @Test func onlyTheStoreImportsGRDB() {
        let offenders = Self.files(under: Self.sources).filter { file in
            !file.path.hasPrefix("GymBoKit/Store/") && file.text.range(of: #"(?m)^\s*(@testable\s+)?import\s+GRDB"#, options: .regularExpression) != nil
        }.map(\.path)
        #expect(offenders == [], "only Sources/GymBoKit/Store may import GRDB")
    }

    @Test func noSQLOutsideTheStore() {
        let sql = #""[^"\n]*\b(SELECT\s|INSERT\s+(OR\s+\w+\s+)?INTO|DELETE\s+FROM|UPDATE\s+\w+\s+SET|CREATE\s+(TABLE|INDEX)|PRAGMA\s)"#
        let offenders = Self.files(under: Self.sources).filter { file in
            !file.path.hasPrefix("GymBoKit/Store/") && Self.code(file.text).range(of: sql, options: .regularExpression) != nil
        }.map(\.path)
        #expect(offenders == [], "SQL text belongs in Sources/GymBoKit/Store")
    }

    /// The layers, lowest first: a folder may use its own types and those of lower layers, never a peer's
    /// or a higher one's (the bottom two, plain values and helpers, use each other). The README draws the
    /// same picture.
    static let layers: [[String]] = [
        ["Support", "Model"],
        ["Formats"],
        ["Store"],
        ["Catalog"],
        ["Analytics", "Generate"],
        ["Records", "Coaching", "Wizard"],
        ["Import", "Reports"],
        ["Presenters", "Batch"],
    ]

    @Test func everyFolderUsesOnlyTheLayersBelowIt() {
        let level = Dictionary(uniqueKeysWithValues: Self.layers.enumerated().flatMap { i, folders in folders.map { ($0, i) } })
        let owner = Self.declaredTypes(in: Self.layers.flatMap { $0 })
        var found: [String] = []
        for (folder, mine) in level.sorted(by: { $0.key < $1.key }) {
            for file in Self.files(under: Self.kit.appendingPathComponent(folder)) {
                let text = Self.code(file.text)
                for (name, other) in owner.sorted(by: { $0.key < $1.key }) where other != folder && (level[other]! > mine || (level[other]! == mine && mine > 0))
                    && text.range(of: "\\b\(name)\\b", options: .regularExpression) != nil {
                    found.append("\(file.path): \(name) (\(other))")
                }
            }
        }
        #expect(found == [], "a folder may use only the layers below it (LayerTests.layers)")
        // Every folder of the library has its place.
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: Self.kit.path)) ?? []
        #expect(folders.filter { !$0.hasPrefix(".") && level[$0] == nil } == [])
    }

    /// Type name → folder, for the types declared at the top of the files of `folders`.
    static func declaredTypes(in folders: [String]) -> [String: String] {
        let declaration = try! NSRegularExpression(pattern: #"(?m)^(?:public |package |internal |fileprivate |private )?(?:final )?(?:struct|enum|class|protocol|typealias|actor) ([A-Z][A-Za-z0-9]*)"#)
        var owner: [String: String] = [:]
        for folder in folders {
            for file in files(under: kit.appendingPathComponent(folder)) {
                for match in declaration.matches(in: file.text, range: NSRange(file.text.startIndex..., in: file.text)) {
                    owner[String(file.text[Range(match.range(at: 1), in: file.text)!])] = folder
                }
            }
        }
        return owner
    }

    @Test func theStoreKnowsNoLayerAboveIt() {
        // Every type, protocol and type alias declared at the top of a file in a layer above the store.
        let owner = Self.declaredTypes(in: Self.above)
        var found: [String] = []
        for file in Self.files(under: Self.kit.appendingPathComponent("Store")) {
            let text = Self.code(file.text)
            for (name, folder) in owner.sorted(by: { $0.key < $1.key })
            where text.range(of: "\\b\(name)\\b", options: .regularExpression) != nil {
                found.append("\(file.path): \(name) (\(folder))")
            }
        }
        #expect(found == [], "the store may use Model, Formats and Support only")
    }

    /// Texts live in one wording table per area (`…Wording.swift`): no file elsewhere picks between a German and
    /// an English string inline. Number formats (a decimal comma) and labels of enumerations are not texts.
    @Test func languageChoicesLiveInWordingTables() {
        let inline = #"(\bde|language == \.de|\.language == \.de|german)\s*\?\s*"[^"\n][^"\n]"#
        let offenders = Self.files(under: Self.sources).filter { file in
            !file.path.hasSuffix("Wording.swift") && Self.code(file.text).range(of: inline, options: .regularExpression) != nil
        }.map(\.path)
        #expect(offenders == [], "choose a language's text through a Wording table, not inline")
    }
}
