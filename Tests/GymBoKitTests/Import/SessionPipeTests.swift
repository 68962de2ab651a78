import Foundation
import Testing
@testable import GymBoKit

/// The second-thread reader of Strong and Hevy imports: items arrive in order, errors from either end
/// stop both, and nothing waits forever.
@Suite("Reading on a second thread")
struct SessionPipeTests {
    struct Collect: SessionSink {
        var names: [String] = []
        var notes: [String] = []
        var failAt: Int?
        mutating func add(_ session: ParsedSession) throws {
            if names.count == failAt { throw DiagnosticError(.error("sink", nil, "full")) }
            names.append(session.name)
        }
        mutating func report(_ diagnostic: Diagnostic) throws { notes.append(diagnostic.message) }
    }

    static func session(_ i: Int) -> ParsedSession {
        ParsedSession(name: "S\(i)", startedAt: Date(timeIntervalSince1970: Double(i) * 86_400), line: i)
    }

    @Test func itemsArriveInTheOrderTheyWereRead() throws {
        var sink = Collect()
        try SessionPipe.run(capacity: 7, into: &sink) { pipe in
            for i in 0..<1_000 {
                try pipe.add(Self.session(i))
                if i % 100 == 0 { try pipe.report(.warning("file", i, "note \(i)")) }
            }
        }
        #expect(sink.names == (0..<1_000).map { "S\($0)" })
        #expect(sink.notes == stride(from: 0, to: 1_000, by: 100).map { "note \($0)" })
    }

    @Test func aReaderErrorComesAfterEverythingReadBeforeIt() {
        var sink = Collect()
        #expect(throws: CSVError.unterminatedQuote(path: "file", line: 42)) {
            try SessionPipe.run(capacity: 3, into: &sink) { pipe in
                for i in 0..<20 { try pipe.add(Self.session(i)) }
                throw CSVError.unterminatedQuote(path: "file", line: 42)
            }
        }
        #expect(sink.names.count == 20)
    }

    @Test func aSinkErrorStopsTheReader() {
        var sink = Collect(failAt: 5)
        let produced = Counter()
        #expect(throws: DiagnosticError.self) {
            try SessionPipe.run(capacity: 4, into: &sink) { pipe in
                for i in 0..<100_000 {
                    try pipe.add(Self.session(i))
                    produced.increment()
                }
            }
        }
        #expect(sink.names.count == 5)
        // The reader gave up at its next item: at most a full pipe or two ahead of the sink.
        #expect(produced.value < 100)
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func increment() { lock.lock(); count += 1; lock.unlock() }
        var value: Int { lock.lock(); defer { lock.unlock() }; return count }
    }
}
