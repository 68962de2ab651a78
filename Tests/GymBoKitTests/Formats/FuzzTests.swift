import Foundation
import GymBoResources
import GymBoTestSupport
import Testing
@testable import GymBoKit

/// Hostile input for every parser: random bytes and mutations of the project's own files. Each call
/// returns a value or throws the toolkit's own error; it never traps, and a file the importer refuses
/// leaves the database byte for byte as it was (SPEC §3.6, §8; issue 9, item 3).
///
/// The runs are seeded (`SplitMix64`), so a failure repeats. `swift test` runs a few hundred cases per
/// parser; a long run is `GYMBO_FUZZ_ITERATIONS=100000 swift test --filter Fuzz`, which also keeps the
/// input being tried in `$TMPDIR/gymbo-fuzz/<target>.last`, so the input of a crash is on disk. Nasty
/// cases found go to `Fixtures/corpus/`, which `corpusReplays` runs on every `swift test`.
@Suite("Hostile input: random and mutated bytes through every parser and the importer")
struct FuzzTests {
    /// What a run feeds and checks.
    enum Target: String, CaseIterable, Sendable {
        case catalog, aliases, sampleWorkouts, strong, hevy, fitnotes, gymtracker, backup, text
        case lyfta, liftosaur, jefit
        case fitbod, stronglifts
    }

    /// Cases per parser: small by default, `GYMBO_FUZZ_ITERATIONS` for a long run.
    static let longRun = ProcessInfo.processInfo.environment["GYMBO_FUZZ_ITERATIONS"].flatMap(Int.init)

    static func iterations(_ target: Target) -> Int {
        if let longRun { return longRun }
        switch target {
        case .text: return 1_500
        case .catalog, .aliases, .sampleWorkouts: return 80
        default: return 150
        }
    }

    @Test(arguments: Target.allCases)
    func parsersReturnOrThrowOnAnyBytes(target: Target) throws {
        var mutator = Mutator(seed: 0x9E11_AB1E, stream: UInt64(Target.allCases.firstIndex(of: target)!))
        let seeds = try FuzzSeeds.files(for: target)
        let scratch = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        for iteration in 0..<Self.iterations(target) {
            if target == .text {
                let text = mutator.text(from: FuzzSeeds.texts)
                Self.keepLast(target, Data(text.utf8))
                FuzzChecks.text(text)
                continue
            }
            let bytes = mutator.input(from: seeds, json: target == .gymtracker || target == .backup)
            Self.keepLast(target, bytes)
            try FuzzChecks.parse(target, bytes, scratch: scratch, iteration: iteration)
        }
    }

    /// The same through the importer into a database: a refused file changes nothing; an accepted one
    /// leaves a database that passes every check of `gymbo db check`.
    @Test(arguments: [Target.strong, .hevy, .fitnotes, .gymtracker, .backup, .lyfta, .liftosaur, .jefit, .fitbod, .stronglifts])
    func importerRollsBackEveryRefusedFile(target: Target) throws {
        var mutator = Mutator(seed: 0x1A90_12E5, stream: UInt64(Target.allCases.firstIndex(of: target)!), edits: 1...2)
        let scratch = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        // Seeds that import as they are, so that one or two edits land near the line between good and bad.
        let seeds = try FuzzSeeds.files(for: target).enumerated().filter { index, data in
            var probe = try FuzzDatabase()
            return try probe.importChecked(data, name: "seed-\(index).\(target.fileExtension)", in: scratch, athlete: "Fuzz") == .imported
        }.map(\.element)
        #expect(!seeds.isEmpty)
        var database = try FuzzDatabase()
        let count = Self.longRun.map { max(1, $0 / 20) } ?? 20
        var outcomes: [ImportSummary.Status: Int] = [:]
        for iteration in 0..<count {
            let bytes = mutator.input(from: seeds, json: target == .gymtracker || target == .backup)
            Self.keepLast(target, bytes)
            let outcome = try database.importChecked(bytes, name: "fuzz-\(iteration).\(target.fileExtension)", in: scratch, athlete: target == .backup ? nil : "Fuzz")
            outcomes[outcome, default: 0] += 1
        }
        // Mutations that only ever fail (or never do) would test one path.
        #expect(outcomes[.failed, default: 0] > 0 && outcomes[.imported, default: 0] > 0, "\(outcomes)")
    }

    /// Every file of `Fixtures/corpus/`: through its parser, and through the importer with the outcome its
    /// name promises (`….rejected.…` is refused with nothing written, `….accepted.…` lands and checks clean).
    @Test(arguments: FuzzSeeds.corpus())
    func corpusReplays(name: String) throws {
        let path = fixture("corpus/" + name)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let prefix = String(name.prefix { $0 != "-" })
        let target = try #require(Target(rawValue: prefix), "corpus file \(name) does not start with a target name")
        let scratch = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        if target == .text {
            for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) {
                FuzzChecks.text(String(line))
            }
            return
        }
        try FuzzChecks.parse(target, bytes, scratch: scratch, iteration: 0)
        guard [.strong, .hevy, .fitnotes, .gymtracker, .backup, .lyfta, .liftosaur, .jefit, .fitbod, .stronglifts].contains(target) else { return }
        var database = try FuzzDatabase()
        let outcome = try database.importChecked(bytes, name: name, in: scratch, athlete: target == .backup ? nil : "Korpus", reimport: true)
        if name.contains(".rejected.") { #expect(outcome == .failed, "\(name) should be refused") }
        if name.contains(".accepted.") { #expect(outcome == .imported, "\(name) should be imported") }
    }

    /// The input of a long run's current case, on disk, for when it brings the process down.
    static func keepLast(_ target: Target, _ bytes: Data) {
        guard longRun != nil else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gymbo-fuzz")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? bytes.write(to: folder.appendingPathComponent("\(target.rawValue).last"))
    }
}

extension FuzzTests.Target {
    var fileExtension: String {
        switch self {
        case .gymtracker: "gymtracker"
        case .backup: "json"
        case .text: "txt"
        default: "csv"
        }
    }
}

// MARK: - Seeds

/// The project's own files, the starting points of mutation.
enum FuzzSeeds {
    static func files(for target: FuzzTests.Target) throws -> [Data] {
        func fixtures(_ folder: String) throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: fixture(folder)).sorted().map { fixture(folder + "/" + $0) }
        }
        func example(_ name: String, _ ext: String) -> String {
            GymBoResources.url(named: name, extension: ext, subdirectory: "examples").path
        }
        let paths: [String]
        switch target {
        case .catalog: paths = try fixtures("catalog")
        case .aliases: paths = [GymBoResources.aliasesURL.path]
        case .sampleWorkouts: paths = try fixtures("workouts")
        case .strong: paths = try fixtures("strong") + [example("Lena.strong", "csv")] + (try fixtures("migration")).filter { $0.contains("strong") }
        case .hevy: paths = try fixtures("hevy") + [example("Tom.hevy", "csv")]
        case .fitnotes: paths = try fixtures("fitnotes")
        case .fitbod: paths = try fixtures("fitbod")
        case .stronglifts: paths = try fixtures("stronglifts")
        case .gymtracker: paths = try fixtures("gymtracker") + [example("Drueck-Tag", "gymtracker"), fixture("wizard/01-ganzkorper-a.gymtracker")]
        case .backup: paths = [fixture("backup/anna.json")]
        case .text: paths = []
        case .lyfta: paths = try fixtures("lyfta")
        case .liftosaur: paths = try fixtures("liftosaur")
        case .jefit: paths = try fixtures("jefit")
        }
        // Large files are cut to their first rows: mutations near the start matter as much, and are cheaper.
        return try paths.map { path -> Data in
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            guard data.count > 6_000, target != .backup else { return data }
            let cut = data.prefix(6_000)
            guard let end = cut.lastIndex(of: 0x0A) else { return Data(cut) }
            return Data(cut[...end])
        }
    }

    /// Well-formed values of every text parser, the seeds of the text mutations.
    static let texts: [String] = [
        "2024-03-05 18:30:12", "2024-03-05T18:30", "2024-03-05", "2024/03/05 18:30:12", "2024-03-05 6:30:12 PM",
        "3/5/2024 6:30 PM", "5.3.2024 18:30", "5-3-2024", "8 Apr 2026, 16:50", "8. Apr. 2026, 16:50", "Apr 8, 2026, 4:50 PM",
        "8 févr. 2026 à 16:50", "8 Mär 2026 um 16:50", "2 Apr 2026, 18:05", "12 p.m.", "2026-11-16T06:00:00Z",
        "2026-11-16T06:00:00.123+01:00", "2026-11-16 06:00:00-05:30", "2026-W47", "2026w1", "3600", "3600.0", "20s", "56m",
        "1h 6m", "1 h 6 min 20 sec", "0:01:30", "00:30", "12", "12-15", "12–15", "12 - 15", "10-12 pro Seite", "30-45 Sek",
        "Max", "AMRAP", "30 (15 pro Seite)", "Brust", "chest", "Freie Gewichte", "beginner", "Profi", "Muskelaufbau",
        "kg", "lbs", "Pounds", "60,5", "1e2", "-0", "5.0", "8.5", "normal", "warmup", "dropset", "failure", "W", "D", "F",
        "Bench Press (Barbell)", "Bankdrücken", "3", "00000000-0000-0000-0000-000000000003", "Januar", "dic", "mrt",
    ]

    /// The file names in `Fixtures/corpus/`, sorted (empty when the folder is missing).
    static func corpus() -> [String] {
        guard let base = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else { return [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: base.appendingPathComponent("corpus").path)) ?? []
        return names.filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted()
    }
}

// MARK: - Mutations

/// Byte-level and structure-aware mutations, all drawn from one seeded generator.
struct Mutator {
    var rng: SplitMix64
    /// How many edits one mutation makes.
    var edits: ClosedRange<Int>

    init(seed: UInt64, stream: UInt64, edits: ClosedRange<Int> = 1...6) {
        rng = SplitMix64(seed: seed, stream: stream)
        self.edits = edits
    }

    /// Bytes that break parsers: NUL, invalid UTF-8 lead and continuation bytes, a BOM's bytes, quotes,
    /// separators and line ends.
    static let bytes: [UInt8] = [0x00, 0xFF, 0xFE, 0xC3, 0xE2, 0x80, 0xBF, 0xEF, 0xBB, 0x22, 0x2C, 0x3B, 0x0A, 0x0D, 0x7B, 0x7D, 0x5B, 0x5D, 0x3A, 0x5C, 0x20, 0x09, 0x2E, 0x2D]

    /// Cell and value text that breaks parsers: numbers out of range, signed zero, NaN, dates that are not,
    /// separators, quotes, and text that is not what a column expects.
    static let tokens: [String] = [
        "1e308", "-1e308", "1e309", "1e12", "1e15", "1e19", "9223372036854775807", "9223372036854775808", "-9223372036854775808",
        "99999999999999999999999", "-0", "-0.0", "0.0000001", "NaN", "nan", "Infinity", "-Infinity", "inf", "10000", "9999.99",
        "-1", "5.5", "0x10", "1_000", "1,5", "1.2.3", "", " ", "\"", "\"\"", "\"a,b\"", ",", ";", ",,,,,,,,", "\n", "\r\n", "\r",
        "\u{0}", "\u{FEFF}", "\u{00A0}", "\u{202F}", "null", "true", "[]", "{}", "[[[[", "}}}}", "\\", "\\n", "💪", "é", "Ä",
        "9999-12-31 23:59:59", "0000-00-00", "0001-01-01", "2024-02-30", "2024-02-29", "1900-01-01", "2100-01-01 25:61",
        "12:00 PM", "13:00 PM", "PM", "13/13/2013", "31.12.9999", "Mär", "févr.", "1h 2h", "0:99:99", "99999:00", "1e9s",
        "AMRAP", "Max", "12-", "-12", "–", "W", "D", "F", "lbs", "kg", "stones", "Rest Timer", "00000000-0000-0000-0000-000000000003",
        "00000000-0000-0000-0000-999999999999", "not-a-uuid", "-5", "0", "4294967299",
    ]

    mutating func int(_ range: ClosedRange<Int>) -> Int { rng.int(range) }
    mutating func chance(_ p: Double) -> Bool { rng.chance(p) }

    /// One input: random bytes (1 in 10), else a mutated seed, structure-aware half of the time.
    mutating func input(from seeds: [Data], json: Bool) -> Data {
        if seeds.isEmpty || chance(0.1) { return Data(randomBytes()) }
        let seed = rng.pick(seeds)
        if chance(0.5) { return json ? mutateJSON(seed) : mutateCSV(seed) }
        return Data(mutateBytes([UInt8](seed)))
    }

    mutating func randomBytes() -> [UInt8] {
        let alphabet = Self.bytes + Array("0123456789abcdefWDFNaNkgs:.-T".utf8)
        return (0..<int(0...300)).map { _ in rng.pick(alphabet) }
    }

    /// A few edits: bit flips, odd bytes and tokens inserted, ranges deleted or doubled, truncation, and
    /// lines doubled, dropped or swapped.
    mutating func mutateBytes(_ input: [UInt8]) -> [UInt8] {
        var b = input
        for _ in 0..<int(edits) {
            let at = b.isEmpty ? 0 : int(0...(b.count - 1))
            switch int(0...10) {
            case 0 where !b.isEmpty: b[at] ^= UInt8(1) << UInt8(int(0...7))
            case 1 where !b.isEmpty: b[at] = rng.pick(Self.bytes)
            case 2: b.insert(rng.pick(Self.bytes), at: at)
            case 3: b.insert(contentsOf: Array(rng.pick(Self.tokens).utf8), at: at)
            case 4 where !b.isEmpty: b.removeSubrange(at..<min(b.count, at + int(1...16)))
            case 5: b = Array(b.prefix(at))
            case 6: b.insert(contentsOf: b[at..<min(b.count, at + int(1...64))], at: at)
            default:
                var lines = b.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
                guard lines.count > 1 else { continue }
                let i = int(0...(lines.count - 1)), j = int(0...(lines.count - 1))
                switch int(0...3) {
                case 0: lines.insert(lines[i], at: j)
                case 1: lines.remove(at: i)
                case 2: lines.swapAt(i, j)
                default: lines[i] = Array(rng.pick(Self.tokens).utf8) + lines[i]
                }
                b = Array(lines.joined(separator: [0x0A]))
            }
        }
        return b
    }

    /// Cells replaced by tokens, rows doubled, cells added or dropped; written back with or without the
    /// quotes a cell needs and with LF or CRLF.
    mutating func mutateCSV(_ data: Data) -> Data {
        let firstLine = data.prefix { $0 != 0x0A && $0 != 0x0D }
        let delimiter = ExportHeader.delimiter(ofLine: firstLine)
        guard var rows = try? CSVReader(path: "seed", delimiter: delimiter).readAll(data: data).map(\.fields), !rows.isEmpty else {
            return Data(mutateBytes([UInt8](data)))
        }
        for _ in 0..<int(edits.lowerBound...min(edits.upperBound, 4)) {
            let r = rows.count > 1 && chance(0.9) ? int(1...(rows.count - 1)) : 0
            switch int(0...6) {
            case 0...2 where !rows[r].isEmpty: rows[r][int(0...(rows[r].count - 1))] = rng.pick(Self.tokens)
            case 3: rows.insert(rows[r], at: int(0...rows.count))
            case 4 where !rows[r].isEmpty: rows[r].remove(at: int(0...(rows[r].count - 1)))
            case 5: rows[r].insert(rng.pick(Self.tokens), at: int(0...rows[r].count))
            default: if rows.count > 1 { rows.swapAt(int(0...(rows.count - 1)), int(0...(rows.count - 1))) }
            }
        }
        let separator = String(UnicodeScalar(delimiter))
        let quoteAll = chance(0.2), forgetQuotes = chance(0.1)
        let lineEnd = chance(0.3) ? "\r\n" : "\n"
        let text = rows.map { fields in
            fields.map { field -> String in
                let needs = field.contains(separator) || field.contains("\"") || field.contains("\n") || field.contains("\r")
                guard !forgetQuotes, quoteAll || needs else { return field }
                return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
            }.joined(separator: separator)
        }.joined(separator: lineEnd) + lineEnd
        return Data(text.utf8)
    }

    /// Values replaced by hostile ones (huge or signed-zero numbers, wrong types, bad dates and ids,
    /// deep nesting), keys dropped, array items doubled or dropped.
    mutating func mutateJSON(_ data: Data) -> Data {
        guard var root = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else {
            return Data(mutateBytes([UInt8](data)))
        }
        for _ in 0..<int(edits.lowerBound...min(edits.upperBound, 3)) { root = mutateValue(root) }
        return (try? JSONSerialization.data(withJSONObject: root, options: [.fragmentsAllowed])) ?? data
    }

    private mutating func mutateValue(_ value: Any) -> Any {
        if let object = value as? [String: Any], !object.isEmpty, chance(0.85) {
            var copy = object
            let key = rng.pick(object.keys.sorted())
            switch int(0...9) {
            case 0: copy.removeValue(forKey: key)
            case 1: copy[key.uppercased()] = copy[key]
            default: copy[key] = mutateValue(object[key]!)
            }
            return copy
        }
        if let array = value as? [Any], !array.isEmpty, chance(0.85) {
            var copy = array
            let i = int(0...(array.count - 1))
            switch int(0...9) {
            case 0: copy.remove(at: i)
            case 1: copy.insert(array[i], at: i)
            case 2: copy = []
            default: copy[i] = mutateValue(array[i])
            }
            return copy
        }
        return hostileValue()
    }

    private mutating func hostileValue() -> Any {
        switch int(0...5) {
        case 0:
            return rng.pick([1e308, -1e308, 1e12, 1e15, 1e16, 9.3e18, -9.3e18, -0.0, 0, -1, 5.5, 10_000, 9_999.999, 260, 261, 19,
                             8_640_001, .leastNonzeroMagnitude, 1e-7] as [Double])
        case 1: return rng.pick([Int.max, Int.min, 0, 1, -1, 1 << 53, 86_400 * 36_500] as [Int])
        case 2: return rng.pick(Self.tokens + ["2026-02-30T00:00:00Z", "9999-12-31T23:59:59Z", "0000-01-01T00:00:00Z",
                                               "2026-11-16T06:00:00+14:00", "2099-01-01T00:00:00Z", "1.0", "2.0", "warmup", "bogus"])
        case 3: return rng.pick([NSNull(), [Any](), [String: Any](), true, false] as [Any])
        case 4: return String(repeating: rng.pick(["x", "[", "ü", "\""]), count: int(100...5_000))
        default:
            var nested: Any = [Any]()
            for _ in 0..<int(60...70) { nested = [nested] }
            return nested
        }
    }

    /// A string for the text parsers: a mutated seed, a concatenation of tokens, or random bytes read as
    /// (lossy) UTF-8.
    mutating func text(from seeds: [String]) -> String {
        switch int(0...3) {
        case 0: return String(decoding: randomBytes().prefix(int(0...40)), as: UTF8.self)
        case 1: return (0..<int(1...4)).map { _ in rng.pick(Self.tokens + seeds) }.joined(separator: rng.pick(["", " ", "-", ":", ", ", "/", "."]))
        default: return String(decoding: mutateBytes(Array(rng.pick(seeds).utf8)), as: UTF8.self)
        }
    }
}

// MARK: - Checks

/// What must hold for any input.
enum FuzzChecks {
    static let berlin = TimeZone(identifier: "Europe/Berlin")!

    /// Parses `bytes` with the target's parser: a value that obeys the format's rules, or the toolkit's
    /// own error naming the file.
    static func parse(_ target: FuzzTests.Target, _ bytes: Data, scratch: URL, iteration: Int) throws {
        let name = "fuzz.\(target.fileExtension)"
        func expectOwnError(_ error: Error) {
            switch error {
            case let error as DiagnosticError:
                #expect(!error.diagnostics.isEmpty && error.diagnostics.allSatisfy { $0.path == name && ($0.line ?? 1) >= 1 }, "\(error.diagnostics)")
            case let error as CSVError:
                #expect(error.diagnostic.path == name)
            default:
                Issue.record("\(target) #\(iteration): a foreign error escaped: \(error)")
            }
        }
        switch target {
        case .catalog:
            do {
                let result = try CatalogReader(path: name).read(data: bytes)
                #expect(result.exercises.allSatisfy { !$0.name.isEmpty && $0.name == $0.name.trimmingCharacters(in: .whitespacesAndNewlines) })
                #expect(result.diagnostics.allSatisfy { $0.path == name && ($0.line ?? 1) >= 1 })
                #expect(Set(result.exercises.map(\.id)).count == result.exercises.count)
            } catch { expectOwnError(error) }
        case .aliases, .sampleWorkouts:
            let path = scratch.appendingPathComponent(name).path
            try bytes.write(to: URL(fileURLWithPath: path))
            do {
                if target == .aliases {
                    let (aliases, diagnostics) = try AliasReader(path: path).read()
                    #expect(aliases.allSatisfy { !$0.alias.isEmpty })
                    #expect(diagnostics.allSatisfy { $0.path == path })
                } else {
                    let result = try SampleWorkoutReader(path: path, matcher: FuzzDatabase.matcher).read()
                    #expect(result.workouts.allSatisfy { !$0.name.isEmpty && !$0.exercises.isEmpty })
                    #expect(result.diagnostics.allSatisfy { $0.path == path })
                }
            } catch let error as DiagnosticError {
                #expect(error.diagnostics.allSatisfy { $0.path == path })
            } catch let error as CSVError {
                #expect(error.diagnostic.path == path)
            }
        case .strong, .hevy, .fitnotes, .lyfta, .liftosaur, .jefit, .fitbod, .stronglifts:
            var sink = CollectingSink()
            do {
                switch target {
                case .strong: try StrongReader(path: name, unit: iteration % 2 == 0 ? .kg : .lb, timeZone: berlin).read(data: bytes, into: &sink)
                case .hevy: try HevyReader(path: name, timeZone: berlin).read(data: bytes, into: &sink)
                case .lyfta: try LyftaReader(path: name, unit: iteration % 2 == 0 ? .kg : .lb, timeZone: berlin).read(data: bytes, into: &sink)
                case .liftosaur: try LiftosaurReader(path: name).read(data: bytes, into: &sink)
                case .jefit: try JefitReader(path: name, unit: iteration % 2 == 0 ? .kg : .lb, timeZone: berlin).read(data: bytes, into: &sink)
                case .fitbod: try FitbodReader(path: name).read(data: bytes, into: &sink)
                case .stronglifts: try StrongLiftsReader(path: name, timeZone: berlin, dateOrder: iteration % 2 == 0 ? nil : .dmy).read(data: bytes, into: &sink)
                default: try FitNotesReader(path: name, timeZone: berlin, isKnownExercise: { $0.count % 3 == 0 }).read(data: bytes, into: &sink)
                }
            } catch { expectOwnError(error) }
            #expect(sink.diagnostics.allSatisfy { $0.path == name && ($0.line ?? 0) >= 1 })
            for session in sink.sessions { checkSession(session) }
            _ = try? ExportHeader(data: bytes, path: name)
            _ = FormatDetector.csvFormat(headerLine: String(decoding: bytes.prefix { $0 != 0x0A }, as: UTF8.self))
        case .gymtracker, .backup:
            do {
                _ = try JSONValue.parse(bytes, file: name)
                if target == .gymtracker {
                    switch try GymtrackerFormat.read(bytes, path: name) {
                    case let .session(session): checkSession(session)
                    case let .template(template): checkTemplate(template)
                    }
                } else {
                    let backup = try BackupFormat.read(bytes, path: name)
                    backup.sessions.forEach(checkSession)
                    backup.workouts.forEach(checkTemplate)
                    if let created = backup.createdAt { _ = Timestamp.string(created) }
                    for profile in backup.profiles {
                        #expect(!profile.name.isEmpty)
                        if let birth = profile.birthDate { #expect(Timestamp.parseISO(birth) != nil) }
                    }
                }
            } catch { expectOwnError(error) }
        case .text:
            FuzzChecks.text(String(decoding: bytes, as: UTF8.self))
        }
    }

    /// The rules every parsed session obeys, whatever file it came from.
    static func checkSession(_ session: ParsedSession) {
        // (A CSV export may name a workout with an empty cell; JSON files need a name, checked by their readers.)
        let stamp = Timestamp.string(session.startedAt)
        #expect(stamp.count == 20, "\(stamp)")
        #expect((0...JSONValue.maxDurationSeconds).contains(session.duration))
        for rate in [session.minHeartRate, session.maxHeartRate, session.avgHeartRate].compactMap({ $0 }) {
            #expect((20...260).contains(rate))
        }
        for set in session.exercises.flatMap(\.sets) {
            #expect(set.weight.isFinite && set.weight >= 0 && set.weight < ExportCell.maxWeight)
            #expect((0...ExportCell.maxReps).contains(set.reps))
            #expect(set.rpe.map { (0...10).contains($0) } ?? true)
            #expect(set.durationSeconds.map { $0.isFinite && $0 >= 0 } ?? true)
            #expect(set.distanceMeters.map { $0.isFinite && $0 >= 0 } ?? true)
        }
    }

    static func checkTemplate(_ template: ParsedTemplate) {
        #expect(!template.name.isEmpty)
        for set in template.exercises.flatMap(\.sets) {
            #expect(set.weight.isFinite && set.weight >= 0 && set.weight < ExportCell.maxWeight)
            #expect(set.reps.map { (0...ExportCell.maxReps).contains($0.upper) } ?? true)
        }
    }

    /// Every text parser on one string: each returns `nil` or a value that round-trips.
    static func text(_ text: String) {
        if let local = LocalDateTime(parsing: text) {
            #expect(LocalDateTime(parsing: local.description) == local, "\(text)")
            _ = Timestamp.string(local.instant(in: berlin))
        }
        if let date = LocalDateTime.date(text, in: berlin) { _ = Timestamp.string(date) }
        if let seconds = LocalDateTime.durationSeconds(text) { #expect((0...8_640_000).contains(seconds), "\(text)") }
        if let month = LocalDateTime.month(named: text) { #expect((1...12).contains(month)) }
        if let instant = Timestamp.parseISO(text) {
            let stamp = Timestamp.string(instant)
            #expect(Timestamp.parseISO(stamp)?.timeIntervalSince1970 == instant.timeIntervalSince1970.rounded(.down), "\(text) → \(stamp)")
        }
        _ = TrainingCalendar(timeZone: berlin).asOf(text).map(Timestamp.string)
        if let week = ISOWeek(parsing: text) {
            #expect((1...53).contains(week.week) && ISOWeek(parsing: week.description) == week)
        }
        if let range = IntRange(parsing: text) {
            #expect(range.lower >= 0 && range.lower <= range.upper && IntRange(parsing: range.description) == range)
        }
        if let prescription = RepPrescription(parsing: text), let range = prescription.range { #expect(range.lower >= 0) }
        func label<T: LabeledValue>(_ type: T.Type) {
            if let value = T.parse(text) { #expect(T.parse(value.rawValue) == value) }
            #expect((try? T.parse(text, column: "c")) == T.parse(text))
        }
        label(MuscleGroup.self)
        label(EquipmentType.self)
        label(DifficultyLevel.self)
        label(FitnessGoal.self)
        _ = WeightUnit(parsing: text)
        _ = HevyReader.setType(Substring(text))
        _ = TextNormalizer.matchKey(text)
        _ = FuzzDatabase.matcher.find(text)
        _ = FuzzDatabase.matcher.resolve(name: text)
        if let number = ExportCell.number(Substring(text)), number.isFinite { _ = NumberText.format(number, .de) }
        if let reps = try? ExportCell.reps(text, column: "Reps") { #expect((0...ExportCell.maxReps).contains(reps)) }
        if let weight = try? ExportCell.weight(text, column: "Weight") { #expect(weight.isFinite && weight >= 0 && weight < ExportCell.maxWeight) }
        if let rpe = try? ExportCell.rpe(text, column: "RPE") { #expect(rpe > 0 && rpe <= 10) }
        if let value = try? ExportCell.nonNegative(text, column: "Seconds", what: "seconds") { #expect(value.isFinite && value >= 0) }
        _ = try? ExportCell.weightUnit(text, column: "Unit", fallback: .kg)
        _ = ExportCell.metersPerUnit(text)
    }
}

// MARK: - Through the importer

/// A seeded in-memory database and what it held before the last import, to prove a refused file
/// changed nothing.
struct FuzzDatabase {
    private(set) var store: GymBoStore
    private var before: String

    /// A seeded database, made once and copied for each run (seeding costs a quarter second in debug).
    static let template: (store: GymBoStore, snapshot: String) = {
        let store = try! makeTestDatabase()
        return (store, try! snapshot(store))
    }()

    /// The bundled catalog's matcher, built once.
    static let matcher: ExerciseMatcher = try! template.store.read { db in
        try ExerciseMatcher(exercises: GymBoStore.fetchExercises(db), aliases: GymBoStore.fetchAliases(db))
    }

    init() throws {
        store = try GymBoStore.inMemory()
        try Self.template.store.writer.backup(to: store.writer)
        before = Self.template.snapshot
        #expect(try snapshot(store) == before)
    }

    /// Imports `bytes` as a file named `name` and checks the database after it; with `reimport`, also that
    /// the same bytes again change nothing.
    @discardableResult
    mutating func importChecked(_ bytes: Data, name: String, in directory: URL, athlete: String?, reimport: Bool = false) throws -> ImportSummary.Status {
        let path = directory.appendingPathComponent(name).path
        try bytes.write(to: URL(fileURLWithPath: path))
        let summary = importer(store) { $0.athleteName = athlete }.importFile(path)
        switch summary.status {
        case .failed:
            #expect(!summary.errors.isEmpty)
            #expect(summary.errors.allSatisfy { $0.hasPrefix(path) || $0.hasPrefix("…") }, "\(summary.errors)")
            #expect(try snapshot(store) == before, "\(name): a refused file changed the database")
        case .imported, .unchanged, .dryRun:
            let problems = try store.check()
            #expect(problems.isEmpty, "\(name): \(problems)")
            let after = try snapshot(store)
            if reimport {
                let again = importer(store) { $0.athleteName = athlete }.importFile(path)
                #expect(again.status == .unchanged, "\(name): the same bytes again should be a no-op")
                #expect(try snapshot(store) == after)
            }
            before = after
        }
        return summary.status
    }
}
