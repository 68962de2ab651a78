import Foundation

/// Reads an alias table: `alias,exerciseId` where the id is a catalog number or a UUID.
public struct AliasReader {
    public let path: String
    public init(path: String) { self.path = path }

    public func read() throws -> (aliases: [(alias: String, exerciseId: UUID)], diagnostics: [Diagnostic]) {
        var aliases: [(alias: String, exerciseId: UUID)] = []
        var diagnostics: [Diagnostic] = []
        var header = true
        try CSVReader(path: path).forEachRecord { record in
            if header { header = false; return }
            let alias = record[0].trimmingCharacters(in: .whitespaces)
            let idText = record[1].trimmingCharacters(in: .whitespaces)
            let id = Int(idText).flatMap(UUID.catalog(validating:)) ?? UUID(uuidString: idText)
            guard !alias.isEmpty, let id else {
                diagnostics.append(.error(path, record.line, "expected `alias,exerciseId` with a catalog number or UUID, got '\(record.fields.joined(separator: ","))'"))
                return
            }
            aliases.append((alias, id))
        }
        return (aliases, diagnostics)
    }
}

/// Streams a file through SHA-256; the digest is the version of a seed file and the identity of an import.
public enum FileDigest {
    public static func sha256(path: String) throws -> String {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw CSVError.unreadable(path: path, reason: "cannot open")
        }
        defer { try? handle.close() }
        var hasher = SHA256()
        while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            hasher.update(chunk)
        }
        return hasher.finalizeHex()
    }
}
