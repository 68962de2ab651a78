import Foundation

/// Reads an export on a second thread while the import thread writes the sessions already read.
///
/// Parsing (libcsv, cells, numbers, dates) was about a third of a large import and writing the rest;
/// on two cores the two now overlap instead of adding up. The pipe holds at most `capacity` items, so
/// memory stays flat whatever the file size, and the items keep the file's order: sessions and
/// diagnostics reach the sink exactly as a single-threaded read would hand them over, and an error the
/// reader throws surfaces after everything read before it.
final class SessionPipe: @unchecked Sendable {
    enum Item: Sendable {
        case session(ParsedSession)
        case diagnostic(Diagnostic)
    }

    /// The reader's end of the pipe, given to the format reader as its sink.
    struct Sink: SessionSink {
        let pipe: SessionPipe
        mutating func add(_ session: ParsedSession) throws { try pipe.put(.session(session)) }
        mutating func report(_ diagnostic: Diagnostic) throws { try pipe.put(.diagnostic(diagnostic)) }
    }

    /// The writer stopped early (an error of its own): the reader gives up at its next item.
    struct Abandoned: Error {}

    private let condition = NSCondition()
    private let capacity: Int
    private var items: [Item] = []
    private var finished = false
    private var failure: Error?
    private var abandoned = false

    private init(capacity: Int) {
        self.capacity = capacity
    }

    /// Runs `read` on a second thread and hands what it reads to `sink` on this one. Returns when both
    /// are done; rethrows the reader's error, or the sink's (after stopping the reader).
    static func run<S: SessionSink>(
        capacity: Int = 256, into sink: inout S, read: @escaping @Sendable (inout Sink) throws -> Void
    ) throws {
        let pipe = SessionPipe(capacity: capacity)
        let readerDone = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            var readerSink = Sink(pipe: pipe)
            do {
                try read(&readerSink)
                pipe.close(nil)
            } catch {
                pipe.close(error)
            }
            readerDone.signal()
        }
        defer {
            pipe.abandon()
            readerDone.wait()
        }
        while let batch = try pipe.takeAll() {
            for item in batch {
                switch item {
                case let .session(session): try sink.add(session)
                case let .diagnostic(diagnostic): try sink.report(diagnostic)
                }
            }
        }
    }

    private func put(_ item: Item) throws {
        condition.lock()
        defer { condition.unlock() }
        while items.count >= capacity && !abandoned { condition.wait() }
        if abandoned { throw Abandoned() }
        items.append(item)
        condition.broadcast()
    }

    private func close(_ error: Error?) {
        condition.lock()
        finished = true
        failure = error
        condition.broadcast()
        condition.unlock()
    }

    private func abandon() {
        condition.lock()
        abandoned = true
        condition.broadcast()
        condition.unlock()
    }

    /// Everything read so far (waiting for at least one item); nil once the reader is done and all is taken.
    private func takeAll() throws -> [Item]? {
        condition.lock()
        defer { condition.unlock() }
        while items.isEmpty && !finished { condition.wait() }
        if !items.isEmpty {
            let batch = items
            items.removeAll(keepingCapacity: true)
            condition.broadcast()
            return batch
        }
        if let failure { throw failure }
        return nil
    }
}
