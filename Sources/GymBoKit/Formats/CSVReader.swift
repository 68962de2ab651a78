import CLibCSV
import Foundation

/// One CSV record with the physical line it starts on (1-based).
///
/// The fields are kept as bytes: the record shares one buffer with the other records of its chunk, and a
/// field becomes a `String` only when it is asked for (`self[i]`, `fields`). The readers' hot paths look at
/// the bytes themselves (`withBytes`, `cellEquals`), so a row of numbers is parsed without a string per cell.
package struct CSVRecord: Sendable, Equatable {
    /// The line of the file on which the record starts.
    package var line: Int
    /// The bytes of every field of the chunk's records, one after the other.
    private let bytes: [UInt8]
    /// Where each field of the chunk ends in `bytes`; this record's are `firstField..<firstField + count`.
    private let ends: [Int]
    private let firstField: Int
    /// Where this record's first field starts in `bytes`.
    private let start: Int
    /// How many fields the record has.
    package let count: Int
    /// Whether some byte is not ASCII (only then can a field be invalid UTF-8).
    private let nonASCII: Bool
    /// The file ended inside this record: no line end after it (a cut-off file's last row looks like this).
    package var unterminated = false

    fileprivate init(line: Int, bytes: [UInt8], ends: [Int], firstField: Int, start: Int, count: Int, nonASCII: Bool) {
        self.line = line
        self.bytes = bytes
        self.ends = ends
        self.firstField = firstField
        self.start = start
        self.count = count
        self.nonASCII = nonASCII
    }

    /// The fields, decoded as UTF-8. A field that was not valid UTF-8 is decoded with replacement
    /// characters and its index is listed in `invalidUTF8Columns`.
    package var fields: [String] { (0..<count).map { self[$0] } }

    /// Indexes of fields whose bytes were not valid UTF-8.
    package var invalidUTF8Columns: [Int] {
        guard nonASCII else { return [] }
        return (0..<count).filter { index in withBytes(index) { String(validating: $0, as: UTF8.self) == nil } }
    }

    /// The first field whose bytes are not valid UTF-8, as `invalidUTF8Columns.first`, for every row of an
    /// export: a field of ASCII bytes is valid without decoding it, so a row with one `×` decodes one field.
    package var firstInvalidUTF8Column: Int? {
        guard nonASCII else { return nil }
        for index in 0..<count {
            let invalid = withBytes(index) { bytes in
                !bytes.allSatisfy { $0 < 0x80 } && String(validating: bytes, as: UTF8.self) == nil
            }
            if invalid { return index }
        }
        return nil
    }

    /// The field at `index`, or the empty string for a ragged row that ends early.
    package subscript(index: Int) -> String {
        withBytes(index) { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with the bytes of the field at `index` (none for a ragged row that ends early).
    @inline(__always)
    package func withBytes<R>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        guard index < count else { return try body(UnsafeBufferPointer(start: nil, count: 0)) }
        let lower = index == 0 ? start : ends[firstField + index - 1]
        let upper = ends[firstField + index]
        return try bytes.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[lower..<upper])) }
    }

    /// Whether the field at `index` equals `text` as strings do: compared as bytes, and as strings only
    /// when the bytes differ and some are not ASCII (a canonically equal spelling).
    package func cellEquals(_ index: Int, _ text: String) -> Bool {
        var text = text
        let same = text.withUTF8 { wanted in
            withBytes(index) { cell in
                cell.count == wanted.count && (cell.isEmpty || memcmp(cell.baseAddress!, wanted.baseAddress!, cell.count) == 0)
            }
        }
        if same || (!nonASCII && text.utf8.allSatisfy { $0 < 0x80 }) { return same }
        return self[index] == text
    }

    package static func == (a: CSVRecord, b: CSVRecord) -> Bool {
        a.line == b.line && a.unterminated == b.unterminated && a.fields == b.fields && a.invalidUTF8Columns == b.invalidUTF8Columns
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
    /// What the C callbacks write into: behind a pointer, so they reach it without exclusivity checks.
    private let state = UnsafeMutablePointer<CallbackState>.allocate(capacity: 1)

    /// - Parameters:
    ///   - path: the name used in error messages (and the file read by `forEachRecord(inFile:)`).
    ///   - delimiter: `,` by default; `;` for some exports.
    package init(path: String, delimiter: UInt8 = UInt8(ascii: ",")) {
        self.path = path
        self.delimiter = delimiter
        state.initialize(to: CallbackState())
    }

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
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
        state.pointee = CallbackState()

        var first = true
        let context = UnsafeMutableRawPointer(state)
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
            if let oversized = state.pointee.oversizedAtLine {
                throw CSVError.fieldTooLarge(path: path, line: oversized, limit: Self.maxFieldBytes)
            }
            if consumed != chunk.count {
                throw CSVError.parser(path: path, line: state.pointee.line, reason: String(cString: csv_strerror(csv_error(&parser))))
            }
            if csv_get_buffer_size(&parser) > Self.maxFieldBytes {
                throw CSVError.fieldTooLarge(path: path, line: state.pointee.recordLine, limit: Self.maxFieldBytes)
            }
            try drain(body)
        }
        // libcsv reports an open quote at the end only in its strict mode, which also rejects quotes that
        // RFC 4180 readers tolerate; read its state instead (2 = FIELD_BEGUN inside a quoted field).
        let openQuote = parser.pstate == 2 && parser.quoted != 0
        _ = csv_fini(&parser, fieldCallback, recordCallback, context)
        if openQuote {
            state.pointee.records.removeLast(state.pointee.records.isEmpty ? 0 : 1)
            try drain(body)
            throw CSVError.unterminatedQuote(path: path, line: state.pointee.recordLine)
        }
        try drain(body)
    }

    /// Hands out the records of the last chunk. They share one buffer, which the next chunk reuses unless a
    /// record was kept (`readAll`).
    private func drain(_ body: (CSVRecord) throws -> Void) throws {
        let bytes = state.pointee.bytes
        let ends = state.pointee.ends
        let records = state.pointee.records
        state.pointee.startChunk()
        for meta in records {
            var record = CSVRecord(line: meta.line, bytes: bytes, ends: ends, firstField: meta.firstField, start: meta.start,
                                   count: meta.count, nonASCII: meta.nonASCII)
            record.unterminated = meta.unterminated
            try body(record)
        }
    }
}

/// Where a record lies in the chunk's shared buffers.
private struct RecordPlace {
    var line: Int
    var firstField: Int
    var start: Int
    var count: Int
    var nonASCII: Bool
    var unterminated: Bool
}

/// The state libcsv's callbacks write into: the fields of a chunk's records as bytes, and line numbers.
private struct CallbackState {
    var bytes: [UInt8] = []
    var ends: [Int] = []
    var records: [RecordPlace] = []
    /// The record being read: its first field and whether a byte of it is not ASCII.
    var fieldsInRecord = 0
    var recordNonASCII = false
    var line = 1
    var recordLine = 1
    var lastTerminatorWasCR = false
    var oversizedAtLine: Int?

    /// Empties the buffers for the next chunk; a record being read (split by the chunk) keeps its fields.
    mutating func startChunk() {
        records.removeAll(keepingCapacity: true)
        let keep = fieldsInRecord
        let keptStart = keep == 0 ? bytes.count : (ends.count - keep == 0 ? 0 : ends[ends.count - keep - 1])
        let keptBytes = Array(bytes[keptStart...])
        let keptEnds = ends.suffix(keep).map { $0 - keptStart }
        bytes.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
        bytes.append(contentsOf: keptBytes)
        ends.append(contentsOf: keptEnds)
    }

    mutating func addField(_ pointer: UnsafeMutableRawPointer?, _ count: Int) {
        if fieldsInRecord == 0 { recordLine = line }
        lastTerminatorWasCR = false
        fieldsInRecord += 1
        guard let pointer, count > 0 else {
            ends.append(bytes.count)
            return
        }
        if count > CSVReader.maxFieldBytes { oversizedAtLine = recordLine }
        let buffer = UnsafeBufferPointer(start: pointer.assumingMemoryBound(to: UInt8.self), count: count)
        // One pass counts line breaks and notices non-ASCII bytes; only a record with some is validated
        // as UTF-8, and only when a reader asks (`invalidUTF8Columns`).
        var newlines = 0
        var high: UInt8 = 0
        for i in 0..<count {
            let byte = buffer[i]
            newlines &+= byte == 0x0A ? 1 : 0
            high |= byte
        }
        line += newlines
        if high >= 0x80 { recordNonASCII = true }
        bytes.append(contentsOf: buffer)
        ends.append(bytes.count)
    }

    mutating func endRecord(_ terminator: Int32) {
        if fieldsInRecord > 0 {
            let first = ends.count - fieldsInRecord
            let start = first == 0 ? 0 : ends[first - 1]
            // libcsv ends the last record with -1 when the data stops without a line end.
            records.append(RecordPlace(line: recordLine, firstField: first, start: start, count: fieldsInRecord,
                                       nonASCII: recordNonASCII, unterminated: terminator == -1))
            fieldsInRecord = 0
            recordNonASCII = false
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
    context?.assumingMemoryBound(to: CallbackState.self).pointee.addField(pointer, count)
}

private func recordCallback(_ terminator: Int32, _ context: UnsafeMutableRawPointer?) {
    context?.assumingMemoryBound(to: CallbackState.self).pointee.endRecord(terminator)
}
