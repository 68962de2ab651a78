import Foundation

/// A result being computed on another thread (a file digest, stored records read ahead).
final class PendingResult<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: Result<Value, Error>?

    func finish(_ result: Result<Value, Error>) {
        self.result = result
        done.signal()
    }

    /// Waits for the result (the semaphore orders the write before this read).
    func wait() -> Result<Value, Error> {
        done.wait()
        done.signal()
        return result!
    }
}
