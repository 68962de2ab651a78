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

    package static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        // The nearest existing folder on the way: a file there (`--out` naming a file) is said plainly.
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
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try data.write(to: temporary)
        } catch {
            throw WriteError(path: path, attempt: "write the file", reason: Self.reason(error))
        }
        if rename(temporary.path, url.path) != 0 {
            let code = errno
            try? FileManager.default.removeItem(at: temporary)
            throw WriteError(path: path, attempt: "write the file", reason: String(cString: strerror(code)))
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
