import Foundation

/// A result being computed on another thread (a file digest, stored records read ahead).
public final class PendingResult<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: Result<Value, Error>?

    package init() {}

    /// Hands over the result; `wait` returns it.
    package func finish(_ result: Result<Value, Error>) {
        self.result = result
        done.signal()
    }

    /// Whether the result is there, without waiting for it.
    public var isReady: Bool {
        guard done.wait(timeout: .now()) == .success else { return false }
        done.signal()
        return true
    }

    /// Waits for the result (the semaphore orders the write before this read).
    public func wait() -> Result<Value, Error> {
        done.wait()
        done.signal()
        return result!
    }
}
