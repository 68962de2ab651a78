import Foundation

/// Leftovers of `AtomicFile.write` from a process killed between writing its temporary file and renaming
/// it into place: `.<name>.<pid>.tmp` beside the file it was to become.
///
/// They are hidden, so nothing takes one for a report or an inbox file, but a batch that runs unattended
/// for years would collect them; each run removes those whose process no longer exists.
enum StaleTemporaryFiles {
    /// Removes the leftovers of dead processes under `folder` (recursively); the paths removed.
    @discardableResult
    static func sweep(_ folder: String) -> [String] {
        var removed: [String] = []
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(at: URL(fileURLWithPath: folder), includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        for case let url as URL in enumerator {
            guard let pid = owner(of: url.lastPathComponent), !isAlive(pid),
                  (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            if (try? manager.removeItem(at: url)) != nil { removed.append(url.path) }
        }
        return removed.sorted()
    }

    /// The process id in a name of the form `.<name>.<pid>.tmp`; `nil` for any other name.
    static func owner(of name: String) -> pid_t? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
        let stem = name.dropFirst().dropLast(4)
        guard let dot = stem.lastIndex(of: "."), dot > stem.startIndex else { return nil }
        return pid_t(String(stem[stem.index(after: dot)...]))
    }

    /// True while `pid` runs (or belongs to another user, which `kill` may not signal).
    static func isAlive(_ pid: pid_t) -> Bool {
        pid > 0 && (pid == getpid() || kill(pid, 0) == 0 || errno == EPERM)
    }
}
