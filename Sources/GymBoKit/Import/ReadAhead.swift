import Foundation

/// A JEFIT export read and joined on another thread while the file before it in a run is imported.
///
/// The streamed exports (Strong, Hevy, …) hand each session over as soon as it is read, so their reading
/// overlaps their writing. A JEFIT file's first session is complete only at the end of the file (its unit
/// may come last), so reading it and writing it cannot overlap; reading the next file while the current
/// one is written can. The reading does not depend on the athlete (`JefitReader.Prepared`), who is only
/// known once the file's turn comes. A file that changed since its reading began is read again.
final class ReadAhead: Sendable {
    let path: String
    private let stamp: FileStamp?
    private let result: PendingResult<JefitReader.Prepared?>

    private init(path: String, stamp: FileStamp?, result: PendingResult<JefitReader.Prepared?>) {
        self.path = path
        self.stamp = stamp
        self.result = result
    }

    /// Starts reading `path` when it is a JEFIT export (by `format`, else by its first line); `unit` is the
    /// run's `--unit`, for a file whose `SETTING` names none. Nil when `format` is another one.
    static func start(path: String, format: ImportFormat?, unit: WeightUnit) -> ReadAhead? {
        guard format == nil || format == .jefit else { return nil }
        let result = PendingResult<JefitReader.Prepared?>()
        let ahead = ReadAhead(path: path, stamp: FileStamp(path: path), result: result)
        DispatchQueue.global(qos: .userInitiated).async {
            let isJefit = (format ?? FormatDetector.csvFormat(path: path)) == .jefit
            result.finish(.success(isJefit ? JefitReader.prepare(path: path, unit: unit) : nil))
        }
        return ahead
    }

    /// The file as read ahead (waiting for the reading to end); nil when it is not a JEFIT export or it
    /// changed since its reading began.
    func prepared() -> JefitReader.Prepared? {
        guard case let .success(prepared?) = result.wait(), let stamp, stamp == FileStamp(path: path) else { return nil }
        return prepared
    }
}
