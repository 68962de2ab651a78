import Foundation

/// The header of another app's CSV export and the delimiter it uses, read before the body.
///
/// libcsv needs its delimiter up front, and Strong writes both `;` and `,` files, so the first non-blank
/// line is read on its own (at most 64 KiB, BOM dropped) and the delimiter is the more frequent of `;`
/// and `,` outside quotes. The header's cells come from `CSVReader` like every other record, so this is
/// also what the importer hands to `StrongReader.matches(header:)` and its siblings to detect a format.
package struct ExportHeader: Sendable, Equatable {
    /// The header's cells, trimmed; empty for an empty file.
    package var fields: [String]
    /// `;` or `,`.
    package var delimiter: UInt8

    package init(fields: [String], delimiter: UInt8) {
        self.fields = fields
        self.delimiter = delimiter
    }

    /// Reads the header of the file at `path`.
    package init(path: String) throws {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw CSVError.unreadable(path: path, reason: FileManager.default.fileExists(atPath: path) ? "permission denied" : "no such file")
        }
        defer { try? handle.close() }
        let head: Data
        do {
            head = try handle.read(upToCount: 65_536) ?? Data()
        } catch {
            throw CSVError.unreadable(path: path, reason: error.localizedDescription)
        }
        try self.init(data: head, path: path)
    }

    /// Reads the header at the start of `data` (only its first line is looked at).
    package init(data: Data, path: String) throws {
        var bytes = [UInt8](data.prefix(65_536))
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        let start = bytes.firstIndex { $0 != 0x0A && $0 != 0x0D } ?? bytes.endIndex
        let end = bytes[start...].firstIndex { $0 == 0x0A || $0 == 0x0D } ?? bytes.endIndex
        let line = bytes[start..<end]
        let delimiter = Self.delimiter(ofLine: line)
        let records = try? CSVReader(path: path, delimiter: delimiter).readAll(data: Data(line))
        self.init(fields: (records?.first?.fields ?? []).map { String(ExportCell.trim($0)) }, delimiter: delimiter)
    }

    /// `;` when the line has more semicolons than commas outside quotes, else `,`.
    static func delimiter(ofLine line: some Collection<UInt8>) -> UInt8 {
        var semicolons = 0, commas = 0, quoted = false
        for byte in line {
            switch byte {
            case 0x22: quoted.toggle()
            case 0x3B where !quoted: semicolons += 1
            case 0x2C where !quoted: commas += 1
            default: break
            }
        }
        return semicolons > commas ? 0x3B : 0x2C
    }
}
