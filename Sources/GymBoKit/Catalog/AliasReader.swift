import Foundation

/// Reads an alias table: `alias,exerciseId` where the id is a catalog number or a UUID.
package struct AliasReader {
    package let path: String
    package init(path: String) { self.path = path }

    package func read() throws -> (aliases: [(alias: String, exerciseId: UUID)], diagnostics: [Diagnostic]) {
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
