import Dispatch

/// Frees a large value on a background queue instead of the caller's thread.
///
/// The records an import loaded for one file (every touched pair's record table, and the decoded pairs no
/// session needed) are thousands of small dictionaries; freeing them took about a tenth of the writing
/// thread's records work for an incremental week. The value is moved into a box the queue empties, so
/// the last reference is always the queue's, whichever thread gets there first.
func releaseLater<Value: Sendable>(_ value: consuming Value) {
    let box = ReleaseBox(value)
    DispatchQueue.global(qos: .utility).async { box.empty() }
}

/// Holds a value until `empty`, which only the release queue calls, once.
private final class ReleaseBox<Value: Sendable>: @unchecked Sendable {
    private var value: Value?
    init(_ value: consuming Value) { self.value = value }
    func empty() { value = nil }
}
