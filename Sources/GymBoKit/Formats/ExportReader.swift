import Foundation

/// A reader of another app's CSV export (Strong, Hevy, FitNotes): it recognises its header and streams the
/// sessions of a file, or of bytes held in memory, into a sink, one complete session at a time.
///
/// The importer detects a file's format by asking each reader's `matches(header:)` in turn
/// (`ExportReaders.all`) and reads through this protocol; a new app's export is one more conformance.
package protocol ExportReader {
    /// The file's path; it also names the input in messages when the bytes come from memory.
    var path: String { get }
    /// Whether `header` (the first line's cells, trimmed) is this export's header.
    static func matches(header: [String]) -> Bool
    /// Reads the file at `path`. Throws `DiagnosticError` for an empty file or a foreign header, `CSVError`
    /// when the file cannot be read, and whatever the sink throws.
    func read<S: SessionSink>(into sink: inout S) throws
    /// Reads an export held in memory (standard input, tests).
    func read<S: SessionSink>(data: Data, into sink: inout S) throws
}

/// An export read row by row through `ExportStream`: a reader names its format and makes the reading
/// state for a header it recognises; reading a file or bytes is the same for all of them.
protocol StreamedExportReader: ExportReader {
    associatedtype State: ExportReadingState
    /// The export's name and expected header, for messages.
    static var format: ExportStream.Format { get }
    /// The state that reads the rows under `header`, nil for a header that is not this export's.
    func state(header: [String]) -> State?
}

extension StreamedExportReader {
    /// Reads the file at `path`, handing each workout to `sink` as soon as it is complete.
    package func read<S: SessionSink>(into sink: inout S) throws {
        try ExportStream.read(path: path, format: Self.format, makeState: state(header:), into: &sink)
    }

    /// Reads an export held in memory (standard input, tests); `path` names it in messages.
    package func read<S: SessionSink>(data: Data, into sink: inout S) throws {
        try ExportStream.read(data: data, path: path, format: Self.format, makeState: state(header:), into: &sink)
    }
}

extension StrongReader: StreamedExportReader {}
extension HevyReader: StreamedExportReader {}
extension FitNotesReader: ExportReader {}
extension LyftaReader: StreamedExportReader {}
extension LiftosaurReader: StreamedExportReader {}
extension JefitReader: ExportReader {}
extension FitbodReader: StreamedExportReader {}
extension StrongLiftsReader: StreamedExportReader {}

/// The export readers, in the order a header is tried.
package enum ExportReaders {
    /// Strong first (its semicolon and comma headers), then Hevy, Fitbod, StrongLifts, Lyfta, Liftosaur and
    /// JEFIT, then FitNotes (whose `Date,Exercise,…,Reps` is the loosest).
    /// (An immutable table of metatypes: nothing to share unsafely.)
    nonisolated(unsafe) package static let all: [(name: String, reader: any ExportReader.Type)] = [
        ("strong", StrongReader.self), ("hevy", HevyReader.self), ("fitbod", FitbodReader.self), ("stronglifts", StrongLiftsReader.self),
        // Lyfta before FitNotes: its header also has Date, Exercise, Weight and Reps.
        ("lyfta", LyftaReader.self), ("liftosaur", LiftosaurReader.self), ("jefit", JefitReader.self),
        ("fitnotes", FitNotesReader.self),
    ]

    /// The name of the export whose header `header` is, if any.
    package static func format(of header: [String]) -> String? {
        all.first { $0.reader.matches(header: header) }?.name
    }
}
