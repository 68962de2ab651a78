import Foundation

extension Array where Element: Sendable {
    /// Computes `transform` of every element on all cores and hands the results to `body` on the calling
    /// thread in input order, each as soon as it is ready, so that slow consumers (file writes) overlap
    /// with the computation of the elements after it. After `body` throws, elements not yet started are
    /// skipped; the call returns once no transform runs any more.
    func concurrentMap<Result: Sendable>(_ transform: @escaping @Sendable (Element) -> Result,
                                         inOrder body: (Result) throws -> Void) rethrows {
        let slots = Slots<Result>(count: count)
        let items = self
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            DispatchQueue.concurrentPerform(iterations: items.count) { i in
                guard !slots.isCancelled else { return }
                slots.fill(i, with: transform(items[i]))
            }
        }
        defer { group.wait() }
        do {
            for i in indices { try body(slots.take(i)) }
        } catch {
            slots.cancel()
            throw error
        }
    }
}

/// One slot per result, filled by worker threads and emptied, in order, by the consumer.
private final class Slots<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Value?]
    private var ready: [DispatchSemaphore]
    private var cancelled = false

    init(count: Int) {
        values = Array(repeating: nil, count: count)
        ready = (0..<count).map { _ in DispatchSemaphore(value: 0) }
    }

    var isCancelled: Bool { lock.lock(); defer { lock.unlock() }; return cancelled }

    func cancel() { lock.lock(); defer { lock.unlock() }; cancelled = true }

    func fill(_ index: Int, with value: Value) {
        lock.lock()
        values[index] = value
        lock.unlock()
        ready[index].signal()
    }

    /// Waits for the value at `index` and hands it over (the slot keeps no copy).
    func take(_ index: Int) -> Value {
        ready[index].wait()
        lock.lock(); defer { lock.unlock() }
        defer { values[index] = nil }
        return values[index]!
    }
}
