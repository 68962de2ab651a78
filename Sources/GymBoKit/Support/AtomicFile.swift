import Foundation

/// Writes files atomically: a temporary file in the same folder, then a rename.
public enum AtomicFile {
    /// A file that could not be written, with the path and what was attempted (never a bare system code).
    public struct WriteError: LocalizedError, Equatable {
        /// The path the failure concerns: the file, or a folder on its way.
        public var path: String
        /// What was attempted, e.g. `create the folder`.
        public var attempt: String
        /// The system's reason, in words.
        public var reason: String
        public var errorDescription: String? { "\(path): error: cannot \(attempt) (\(reason))" }
    }

    /// Writes `data` to `path` through a temporary file and a rename. `durable` syncs the temporary file
    /// first, so that a crash leaves the old file or the new one; without it (files a second run writes
    /// again) a crash may leave an empty file, and the write skips the wait for the disk.
    ///
    /// The folder is looked at only when the temporary file cannot be created there: a report run writes
    /// thousands of files into folders that exist, and the checks before each were half its system calls.
    ///
    /// `unlessSame` leaves a file that already holds exactly `data` as it is (its time stamp too): a rerun of
    /// the same reports then reads its files instead of replacing each by a new one, which on some file
    /// systems costs more than writing it (ext4 without a journal searches past recently freed inodes).
    package static func write(_ data: Data, to path: String, durable: Bool = true, unlessSame: Bool = false) throws {
        if unlessSame, holds(data, at: path) { return }
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp").path
        do {
            do {
                try writeTemporary(data, to: temporary, durable: durable)
            } catch let error as POSIXError where error.code == .ENOENT || error.code == .ENOTDIR {
                try prepare(folder, for: path)
                try writeTemporary(data, to: temporary, durable: durable)
            }
        } catch let error as WriteError {
            throw error
        } catch {
            throw WriteError(path: path, attempt: "write the file", reason: Self.reason(error))
        }
        if rename(temporary, url.path) != 0 {
            let code = errno
            unlink(temporary)
            throw WriteError(path: path, attempt: "write the file", reason: String(cString: strerror(code)))
        }
    }

    /// True when the file at `path` is a regular file with exactly the bytes of `data`; false when it is not,
    /// or cannot be read.
    static func holds(_ data: Data, at path: String) -> Bool {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) == data.count else { return false }
        if data.isEmpty { return true }
        var existing = [UInt8](repeating: 0, count: data.count + 1)  // one byte more: a file that grew since is seen
        var filled = 0
        while filled < existing.count {
            let got = existing.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, $0.count - filled) }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { break }
            filled += got
        }
        guard filled == data.count else { return false }
        return data.withUnsafeBytes { new in existing.withUnsafeBytes { memcmp(new.baseAddress!, $0.baseAddress!, data.count) == 0 } }
    }

    /// Creates `folder` and the folders on its way; a file in the way (`--out` naming a file) is said plainly.
    private static func prepare(_ folder: URL, for path: String) throws {
        var ancestor = folder
        var isFolder: ObjCBool = false
        while !FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isFolder), ancestor.path != "/" {
            ancestor = ancestor.deletingLastPathComponent()
        }
        if !isFolder.boolValue {
            throw WriteError(path: ancestor.path, attempt: "write \(path)", reason: "\(ancestor.lastPathComponent) is a file, not a folder")
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw WriteError(path: folder.path, attempt: "create the folder", reason: Self.reason(error))
        }
    }

    /// Writes `data` to a new file at `path` (replacing one there), synced to the disk when `durable`.
    private static func writeTemporary(_ data: Data, to path: String, durable: Bool) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(fd) }
        do { try fill(fd, with: data, durable: durable) } catch { unlink(path); throw error }
    }

    private static func fill(_ fd: Int32, with data: Data, durable: Bool) throws {
        try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
                offset += written
            }
        }
        if durable {
            while fsync(fd) != 0 {
                guard errno == EINTR else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            }
        }
    }

    /// The system's reason, from the POSIX code Foundation keeps under its error when there is one.
    static func reason(_ error: Error) -> String {
        let ns = error as NSError
        if let posix = ns.userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(posix.code)))
        }
        if ns.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(ns.code))) }
        return ns.localizedDescription
    }
}
