import Foundation

/// Tells the format of a file from its content (not its extension).
package enum FormatDetector {
    /// Reads the start of the file and decides. JSON formats are told apart by their top-level keys.
    package static func detect(path: String) throws -> ImportFormat {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw DiagnosticError(.error(path, nil, FileManager.default.fileExists(atPath: path) ? "cannot read file (permission denied?)" : "no such file"))
        }
        defer { try? handle.close() }
        let head = self.head(handle)
        guard let first = head.first(where: { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09) }) else {
            throw DiagnosticError(.error(path, nil, "empty file (expected a .gymtracker file, an app backup, or a Strong, Hevy, FitNotes, Fitbod, StrongLifts, Lyfta, Liftosaur or JEFIT export)"))
        }
        if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") {
            let data = try Importer.readData(path)
            let root = try JSONValue.parse(data, file: path)
            if GymtrackerFormat.looksLike(root) { return .gymtracker }
            if BackupFormat.looksLike(root) { return .backup }
            throw DiagnosticError(.error(path, nil, "JSON of an unknown shape (expected a .gymtracker file with \"workout\" or \"session\", or an app backup with \"sessions\")"))
        }
        guard let headerLine = headerLine(head) else {
            throw DiagnosticError(.error(path, 1, "not a recognised format: the file is binary or not UTF-8 text"))
        }
        if let format = csvFormat(headerLine: headerLine) { return format }
        let lower = headerLine.lowercased()
        if lower.contains("musclegroups") && lower.contains("name") {
            throw DiagnosticError(.error(path, 1, "this is an exercise catalog; load it with `gymbo seed --csv \(path)`"))
        }
        // The app's sample workouts (`workout_id,workout_name,…` or the first app's `Workout_Name,Workout_Nummer,…`).
        if lower.hasPrefix("workout_id,workout_name") || lower.hasPrefix("workout_name,workout_nummer") {
            throw DiagnosticError(.error(path, 1, "these are the app's sample workouts; load them with `gymbo seed --workouts \(path)`"))
        }
        throw DiagnosticError(.error(path, 1, "not a recognised format: header '\(headerLine.prefix(80))' (expected a Strong, Hevy, FitNotes, Fitbod, StrongLifts, Lyfta, Liftosaur or JEFIT export header, or JSON)"))
    }

    /// The CSV export the file at `path` is, from its first line alone (`nil` for JSON, an unknown header or
    /// a file that cannot be read): cheap enough to ask of the file a run imports next.
    package static func csvFormat(path: String) -> ImportFormat? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let head = head(handle)
        guard let first = head.first(where: { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09) }),
              first != UInt8(ascii: "{"), first != UInt8(ascii: "["), let line = headerLine(head) else { return nil }
        return csvFormat(headerLine: line)
    }

    /// The first 64 KiB of the file, without a UTF-8 byte order mark.
    private static func head(_ handle: FileHandle) -> Data {
        var head = (try? handle.read(upToCount: 65_536)) ?? Data()
        if head.starts(with: [0xEF, 0xBB, 0xBF]) { head.removeFirst(3) }
        return head
    }

    /// The first line of `head` as text; `nil` when it is not UTF-8 or holds a NUL (a binary file).
    private static func headerLine(_ head: Data) -> String? {
        let lineEnd = head.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) ?? head.endIndex
        guard let line = String(data: head[..<lineEnd], encoding: .utf8), !line.contains("\u{0}") else { return nil }
        return line
    }

    /// The CSV export a header line belongs to, if any.
    static func csvFormat(headerLine: String) -> ImportFormat? {
        guard let header = try? ExportHeader(data: Data(headerLine.utf8), path: "header") else { return nil }
        return csvFormat(header: header.fields)
    }

    static func csvFormat(header: [String]) -> ImportFormat? {
        ExportReaders.format(of: header).flatMap(ImportFormat.init(rawValue:))
    }
}
