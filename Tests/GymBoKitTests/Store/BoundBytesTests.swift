import Foundation
import GRDB
import Testing
@testable import GymBoKit

/// Texts and blobs bound to the writer's statements are copied into the shelf's arena, which SQLite only
/// points to. Whatever is bound must arrive exactly as bound, whether it fits the arena or not, and no
/// statement may read another's bytes.
@Suite("Bound bytes: the statement shelf's arena")
struct BoundBytesTests {
    private static let insert = "INSERT INTO t(a, b, c) VALUES (?, ?, ?)"

    private func database() throws -> DatabaseQueue {
        let queue = try DatabaseQueue()
        try queue.write { try $0.execute(sql: "CREATE TABLE t(n INTEGER PRIMARY KEY, a TEXT, b BLOB, c TEXT)") }
        return queue
    }

    private func rows(_ queue: DatabaseQueue) throws -> [(String?, [UInt8]?, String?)] {
        try queue.read { db in
            try Row.fetchAll(db, sql: "SELECT a, b, c FROM t ORDER BY n").map { row in
                (row["a"], (row["b"] as Data?).map { Array($0) }, row["c"])
            }
        }
    }

    /// Random texts (empty, short, long, non-ASCII) and blobs, through an arena too small for some of
    /// them: each row reads back as bound, and the arena is empty after every run.
    @Test(arguments: 0..<8) func whatIsBoundIsWhatIsStored(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed) &+ 7)
        let queue = try database()
        let shelf = StatementShelf(arenaCapacity: 64)
        var expected: [(String, [UInt8], String)] = []
        try queue.write { db in
            for _ in 0..<200 {
                let a = String(repeating: ["x", "ä", "🏋", "7"][Int.random(in: 0..<4, using: &random)], count: Int.random(in: 0..<40, using: &random))
                let b = (0..<Int.random(in: 0..<90, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
                let c = UUID(uuid: (UInt8.random(in: 0...255, using: &random), 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15))
                var statement = try RawStatement(db, sql: Self.insert, shelf: shelf, .session)
                statement.bind(a)
                statement.bind(blob: b)
                statement.bind(lowercased: c)
                try statement.step()
                #expect(shelf.arena.used == 0)
                expected.append((a, b, c.lowercased))
            }
        }
        let stored = try rows(queue)
        #expect(stored.count == expected.count)
        for (row, want) in zip(stored, expected) {
            #expect(row.0 == want.0)
            #expect(row.1 == want.1 || (want.1.isEmpty && row.1 == []))
            #expect(row.2 == want.2)
        }
    }

    /// A statement bound and run while another is half bound (as a record's update is followed by its
    /// insert) leaves the first one's bytes alone.
    @Test func aStatementRunInsideAnothersBindingLeavesItsBytesAlone() throws {
        let queue = try database()
        let shelf = StatementShelf()
        try queue.write { db in
            var outer = try RawStatement(db, sql: Self.insert, shelf: shelf, .session)
            outer.bind("outer-a")
            var inner = try RawStatement(db, sql: "INSERT INTO t(a, b, c) VALUES (?, NULL, ?)", shelf: shelf, .events)
            inner.bind("inner-a")
            inner.bind("inner-c")
            try inner.step()
            outer.bind(blob: [1, 2, 3])
            outer.bind("outer-c")
            try outer.step()
            #expect(shelf.arena.used == 0)
        }
        let stored = try rows(queue)
        #expect(stored.map(\.0) == ["inner-a", "outer-a"])
        #expect(stored.map(\.1) == [nil, [1, 2, 3]])
        #expect(stored.map(\.2) == ["inner-c", "outer-c"])
    }

    /// A run that fails still gives the arena back and leaves no binding pointing into it.
    @Test func aFailedRunGivesTheArenaBack() throws {
        let queue = try database()
        let shelf = StatementShelf()
        try queue.write { db in
            try db.execute(sql: "INSERT INTO t(n, a) VALUES (1, 'first')")
            var statement = try RawStatement(db, sql: "INSERT INTO t(n, a) VALUES (1, ?)", shelf: shelf, .session)
            statement.bind("a duplicate key")
            #expect(throws: DatabaseError.self) { try statement.step() }
            #expect(shelf.arena.used == 0)
        }
        #expect(try rows(queue).map(\.0) == ["first"])
    }
}
