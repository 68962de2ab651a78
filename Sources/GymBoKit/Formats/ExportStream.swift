import Foundation

/// The reading state of a header-driven export: it takes the data rows one by one.
protocol ExportReadingState {
    mutating func consume<S: SessionSink>(_ record: CSVRecord, into sink: inout S) throws
    mutating func finish<S: SessionSink>(into sink: inout S) throws
}

/// The loop Strong and Hevy exports share: find the delimiter from the header line, check the header,
/// then stream the rows into a reading state and the state's sessions into the sink.
enum ExportStream {
    /// How one format describes itself in messages.
    struct Format {
        /// `a Strong export`, for "not a Strong export".
        var name: String
        /// What an empty file should have been, e.g. `a Hevy workout_data.csv`.
        var emptyExpectation: String
        var expectedHeader: String
        /// Whether a column name may repeat (StrongLifts' legacy layout names `Set 1` once per exercise
        /// and reads its columns by position).
        var allowsRepeatedColumns = false
    }

    /// Reads the file at `path`.
    static func read<S: SessionSink, State: ExportReadingState>(
        path: String, format: Format, makeState: @escaping ([String]) -> State?, into sink: inout S
    ) throws {
        let header = try ExportHeader(path: path)
        let reader = CSVReader(path: path, delimiter: header.delimiter)
        try stream(path: path, format: format, makeState: makeState, into: &sink) { try reader.forEachRecord($0) }
    }

    /// Reads an export held in memory; `path` names it in messages.
    static func read<S: SessionSink, State: ExportReadingState>(
        data: Data, path: String, format: Format, makeState: @escaping ([String]) -> State?, into sink: inout S
    ) throws {
        let header = try ExportHeader(data: data, path: path)
        let reader = CSVReader(path: path, delimiter: header.delimiter)
        try stream(path: path, format: format, makeState: makeState, into: &sink) { try reader.forEachRecord(in: data, $0) }
    }

    private static func stream<S: SessionSink, State: ExportReadingState>(
        path: String, format: Format, makeState: @escaping ([String]) -> State?, into sink: inout S,
        records: ((CSVRecord) throws -> Void) throws -> Void
    ) throws {
        var state: State?
        var sawHeader = false
        var columns = 0
        try records { record in
            if state != nil {
                try rejectCutOff(record, columns: columns, path: path)
                return try state!.consume(record, into: &sink)
            }
            sawHeader = true
            columns = record.count
            if !format.allowsRepeatedColumns { try rejectRepeatedColumns(record, path: path) }
            guard let made = makeState(record.fields) else {
                throw DiagnosticError(.error(path, record.line, "not \(format.name) (expected a header like \(format.expectedHeader); found \(ExportCell.describe(record.fields)))"))
            }
            state = made
        }
        guard sawHeader, var state else {
            throw DiagnosticError(.error(path, 1, "empty file (expected \(format.emptyExpectation) with a header like \(format.expectedHeader))"))
        }
        try state.finish(into: &sink)
    }

    /// A header that names a column twice would have one of them silently ignored.
    static func rejectRepeatedColumns(_ header: CSVRecord, path: String) throws {
        var seen: [String: Int] = [:]
        for (i, name) in header.fields.enumerated() {
            let key = ExportCell.trim(name).lowercased()
            guard !key.isEmpty else { continue }
            if let first = seen[key] {
                throw DiagnosticError(.error(path, header.line, "the header names the column '\(ExportCell.trim(name))' twice (columns \(first + 1) and \(i + 1)); a column can be read only once"))
            }
            seen[key] = i
        }
    }

    /// A last row without its line end and with fewer cells than the header is a file cut off while it was
    /// written or copied: reading it would store a half row (a 0 kg × 0 set) and, worse, a session with only
    /// some of its sets that the complete file could not repair.
    static func rejectCutOff(_ record: CSVRecord, columns: Int, path: String) throws {
        guard record.unterminated, record.count < columns else { return }
        throw DiagnosticError(.error(path, record.line, "the last row is cut off: \(record.count) of \(columns) fields and no line end (the file looks truncated; export it again)"))
    }
}
