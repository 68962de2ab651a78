import CLibCSV
import Foundation

/// One CSV record with the physical line it starts on (1-based).
package struct CSVRecord: Sendable, Equatable {
    /// The line of the file on which the record starts.
    package var line: Int
    /// The fields, decoded as UTF-8. A field that was not valid UTF-8 is decoded with replacement
    /// characters and its index is listed in `invalidUTF8Columns`.
    package var fields: [String]
    /// Indexes of fields whose bytes were not valid UTF-8.
    package var invalidUTF8Columns: [Int] = []
    /// The file ended inside this record: no line end after it (a cut-off file's last row looks like this).
    package var unterminated = false

    package init(line: Int, fields: [String], invalidUTF8Columns: [Int] = []) {
        self.line = line
        self.fields = fields
        self.invalidUTF8Columns = invalidUTF8Columns
    }

    /// The field at `index`, or the empty string for a ragged row that ends early.
    package subscript(index: Int) -> String {
        index < fields.count ? fields[index] : ""
    }
}

/// Errors of the CSV layer itself (not of the data in it).
package enum CSVError: LocalizedError, Equatable {
    /// The file could not be opened or read.
    case unreadable(path: String, reason: String)
    /// A quoted field was still open at the end of the file.
    case unterminatedQuote(path: String, line: Int)
    /// libcsv ran out of memory or hit a size limit.
    case parser(path: String, line: Int, reason: String)
    /// A single field exceeded the size the toolkit accepts.
    case fieldTooLarge(path: String, line: Int, limit: Int)

    package var errorDescription: String? { diagnostic.description }

    /// The error as a `path:line: error:` diagnostic.
    package var diagnostic: Diagnostic {
        switch self {
        case let .unreadable(path, reason):
            return .error(path, nil, "cannot read file (\(reason))")
        case let .unterminatedQuote(path, line):
            return .error(path, line, "quoted field is never closed (expected a closing \" before the end of the file)")
        case let .parser(path, line, reason):
            return .error(path, line, "CSV parser failed (\(reason))")
        case let .fieldTooLarge(path, line, limit):
            return .error(path, line, "field is larger than \(limit / 1_048_576) MB (expected ordinary CSV cells)")
        }
    }
}

/// Streams RFC 4180 records out of a file or bytes with libcsv.
///
/// This is the only type that touches the libcsv C API. It reads in 64 KiB chunks, so memory stays flat
/// whatever the input size; records are handed out one by one with the line they start on. A UTF-8 byte
/// order mark is dropped, CRLF and LF both end records, blank lines are skipped.
package final class CSVReader {
    /// The largest field accepted (a 10 MB cell is refused rather than buffered without bound).
    package static let maxFieldBytes = 8 * 1_048_576

    private let path: String
    private let delimiter: UInt8
    private var parser = csv_parser()

    // State the C callbacks write into.
    fileprivate var fields: [String] = []
    fileprivate var invalidColumns: [Int] = []
    fileprivate var line = 1
    fileprivate var recordLine = 1
    fileprivate var lastTerminatorWasCR = false
    fileprivate var pending: [CSVRecord] = []
    fileprivate var oversizedAtLine: Int?

    /// - Parameters:
    ///   - path: the name used in error messages (and the file read by `forEachRecord(inFile:)`).
    ///   - delimiter: `,` by default; `;` for some exports.
    package init(path: String, delimiter: UInt8 = UInt8(ascii: ",")) {
        self.path = path
        self.delimiter = delimiter
    }

    /// Reads the file at `path` and calls `body` for each record, in order.
    package func forEachRecord(_ body: (CSVRecord) throws -> Void) throws {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw CSVError.unreadable(path: path, reason: FileManager.default.fileExists(atPath: path) ? "permission denied" : "no such file")
        }
        defer { try? handle.close() }
        try run(body) {
            do {
                return try handle.read(upToCount: 65_536) ?? Data()
            } catch {
                throw CSVError.unreadable(path: path, reason: error.localizedDescription)
            }
        }
    }

    /// Parses `data` held in memory and calls `body` for each record.
    package func forEachRecord(in data: Data, _ body: (CSVRecord) throws -> Void) throws {
        var offset = 0
        try run(body) {
            let end = min(offset + 65_536, data.count)
            defer { offset = end }
            return data.subdata(in: offset..<end)
        }
    }

    /// Reads every record into an array (for small inputs and tests).
    package func readAll(data: Data) throws -> [CSVRecord] {
        var records: [CSVRecord] = []
        try forEachRecord(in: data) { records.append($0) }
        return records
    }

    private func run(_ body: (CSVRecord) throws -> Void, nextChunk: () throws -> Data) throws {
        guard csv_init(&parser, UInt8(CSV_REPALL_NL)) == 0 else {
            throw CSVError.parser(path: path, line: 0, reason: "cannot initialise libcsv")
        }
        defer { csv_free(&parser) }
        csv_set_delim(&parser, delimiter)
        fields = []
        invalidColumns = []
        line = 1
        recordLine = 1
        lastTerminatorWasCR = false
        pending = []
        oversizedAtLine = nil

        var first = true
        let context = Unmanaged.passUnretained(self).toOpaque()
        while true {
            var chunk = try nextChunk()
            if chunk.isEmpty { break }
            if first {
                first = false
                if chunk.starts(with: [0xEF, 0xBB, 0xBF]) { chunk.removeFirst(3) }
            }
            let consumed = chunk.withUnsafeBytes { raw -> Int in
                csv_parse(&parser, raw.baseAddress, raw.count, fieldCallback, recordCallback, context)
            }
            if let oversized = oversizedAtLine {
                throw CSVError.fieldTooLarge(path: path, line: oversized, limit: Self.maxFieldBytes)
            }
            if consumed != chunk.count {
                throw CSVError.parser(path: path, line: line, reason: String(cString: csv_strerror(csv_error(&parser))))
            }
            if csv_get_buffer_size(&parser) > Self.maxFieldBytes {
                throw CSVError.fieldTooLarge(path: path, line: recordLine, limit: Self.maxFieldBytes)
            }
            try drain(body)
        }
        // libcsv reports an open quote at the end only in its strict mode, which also rejects quotes that
        // RFC 4180 readers tolerate; read its state instead (2 = FIELD_BEGUN inside a quoted field).
        let openQuote = parser.pstate == 2 && parser.quoted != 0
        _ = csv_fini(&parser, fieldCallback, recordCallback, context)
        if openQuote {
            pending.removeLast(pending.isEmpty ? 0 : 1)
            try drain(body)
            throw CSVError.unterminatedQuote(path: path, line: recordLine)
        }
        try drain(body)
    }

    private func drain(_ body: (CSVRecord) throws -> Void) throws {
        let records = pending
        pending.removeAll(keepingCapacity: true)
        for record in records { try body(record) }
    }

    fileprivate func addField(_ pointer: UnsafeMutableRawPointer?, _ count: Int) {
        if fields.isEmpty && invalidColumns.isEmpty { recordLine = line }
        lastTerminatorWasCR = false
        guard let pointer, count > 0 else {
            fields.append("")
            return
        }
        if count > Self.maxFieldBytes { oversizedAtLine = recordLine }
        let buffer = UnsafeRawBufferPointer(start: pointer, count: count)
        // One pass counts line breaks and notices non-ASCII bytes. Pure ASCII, nearly every cell of an
        // export, is valid UTF-8 as it is; only the rest pays for validation (which cost a third of the
        // parse time on a 1-million-row file).
        var newlines = 0
        var ascii = true
        for byte in buffer {
            if byte == 0x0A { newlines += 1 }
            if byte >= 0x80 { ascii = false }
        }
        line += newlines
        if ascii {
            fields.append(String(decoding: buffer, as: UTF8.self))
        } else if let text = String(validating: buffer, as: UTF8.self) {
            fields.append(text)
        } else {
            invalidColumns.append(fields.count)
            fields.append(String(decoding: buffer, as: UTF8.self))
        }
    }

    fileprivate func endRecord(_ terminator: Int32) {
        if !fields.isEmpty {
            var record = CSVRecord(line: recordLine, fields: fields, invalidUTF8Columns: invalidColumns)
            // libcsv ends the last record with -1 when the data stops without a line end.
            record.unterminated = terminator == -1
            pending.append(record)
            fields.removeAll(keepingCapacity: true)
            invalidColumns.removeAll()
        }
        switch terminator {
        case 0x0A:
            if !lastTerminatorWasCR { line += 1 }
            lastTerminatorWasCR = false
        case 0x0D:
            line += 1
            lastTerminatorWasCR = true
        default:
            lastTerminatorWasCR = false
        }
    }
}

private func fieldCallback(_ pointer: UnsafeMutableRawPointer?, _ count: Int, _ context: UnsafeMutableRawPointer?) {
    guard let context else { return }
    Unmanaged<CSVReader>.fromOpaque(context).takeUnretainedValue().addField(pointer, count)
}

private func recordCallback(_ terminator: Int32, _ context: UnsafeMutableRawPointer?) {
    guard let context else { return }
    Unmanaged<CSVReader>.fromOpaque(context).takeUnretainedValue().endRecord(terminator)
}
