import Foundation

/// An exclusive lock on the inbox, so overlapping batch runs never import the same file twice.
///
/// It is a `flock(2)` lock on `<inbox>/.gymbo-batch.lock`: the kernel releases it when the holder exits,
/// even by SIGKILL, so a crashed run never leaves a stale lock behind.
package final class BatchLock {
    package enum LockError: LocalizedError {
        case held(path: String)
        case cannotOpen(path: String, reason: String)

        package var errorDescription: String? {
            switch self {
            case let .held(path): return "\(path): error: another gymbo batch is running on this inbox (--no-wait given)"
            case let .cannotOpen(path, reason): return "\(path): error: cannot create the lock file (\(reason))"
            }
        }
    }

    package let path: String
    private let descriptor: Int32

    /// Takes the lock, waiting for another holder unless `wait` is false.
    package init(inbox: String, wait: Bool) throws {
        path = URL(fileURLWithPath: inbox).appendingPathComponent(".gymbo-batch.lock").path
        descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw LockError.cannotOpen(path: path, reason: String(cString: strerror(errno))) }
        var result: Int32
        repeat {
            result = flock(descriptor, wait ? LOCK_EX : LOCK_EX | LOCK_NB)
        } while result != 0 && errno == EINTR
        if result != 0 {
            close(descriptor)
            throw LockError.held(path: path)
        }
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
