import Foundation

/// Streams a file through SHA-256; the digest is the version of a seed file and the identity of an import.
package enum FileDigest {
    package static func sha256(path: String) throws -> String {
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
