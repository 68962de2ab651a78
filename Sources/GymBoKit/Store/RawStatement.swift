import Foundation
import GRDB
import GRDBSQLite

/// Binds and steps a prepared statement through SQLite's C API, for the hot loops of bulk imports.
///
/// GRDB's `execute(arguments:)` builds a `StatementArguments` of boxed values for every row; on a
/// 1-million-set import that alone cost several seconds. The statement still comes from GRDB's cache,
/// so GRDB owns its lifetime; only binding and stepping happen here.
struct RawStatement {
    private let statement: SQLiteStatement
    private let connection: SQLiteConnection?
    private var index: Int32 = 0
    /// Where bound texts and blobs are copied when the statement comes from a shelf (`BindArena`).
    private let arena: BindArena?
    /// The arena's fill when this statement first copied bytes into it; nil until then.
    private var arenaStart: Int?

    init(_ db: Database, sql: String) throws {
        try self.init(db, sql: sql, shelf: nil, .session)
    }

    /// The statement for `sql` from `shelf` (kept there under `kind` and `rows`) when there is one,
    /// else from GRDB's cache.
    init(_ db: Database, sql: String, shelf: StatementShelf?, _ kind: StatementShelf.Kind, rows: Int = 0) throws {
        let cached = try shelf?.statement(db, kind, rows: rows, sql: sql) ?? db.cachedStatement(sql: sql)
        statement = cached.sqliteStatement
        connection = db.sqliteConnection
        arena = shelf?.arena
    }

    /// SQLite copies the bytes (SQLITE_TRANSIENT), so Swift strings may go away after binding.
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)


    mutating func bind(_ value: Int64) { index += 1; sqlite3_bind_int64(statement, index, value) }
    mutating func bind(_ value: Int) { bind(Int64(value)) }
    mutating func bind(_ value: Bool) { bind(Int64(value ? 1 : 0)) }
    mutating func bind(_ value: Double) { index += 1; sqlite3_bind_double(statement, index, value) }

    mutating func bind(_ value: String) {
        index += 1
        let position = index
        // Borrowed where the text is contiguous (always, for the toolkit's own strings): a copy retained
        // the text's storage, an atomic operation on every bind.
        if value.utf8.withContiguousStorageIfAvailable({ bindText(position, $0) }) == nil {
            var text = value
            text.withUTF8 { bindText(position, $0) }
        }
    }

    private mutating func bindText(_ position: Int32, _ bytes: UnsafeBufferPointer<UInt8>) {
        if let base = bytes.baseAddress, !bytes.isEmpty {
            let (pointer, destructor) = place(UnsafeRawBufferPointer(start: base, count: bytes.count))
            _ = sqlite3_bind_text(statement, position, pointer.assumingMemoryBound(to: CChar.self), Int32(bytes.count), destructor)
        } else {
            // An empty text, not NULL: SQLite wants a pointer, the literal gives one.
            _ = sqlite3_bind_text(statement, position, "", 0, Self.transient)
        }
    }

    /// Where SQLite reads bytes bound now: a copy in the arena, which SQLite only points to (nil, its
    /// SQLITE_STATIC), or the bytes themselves for SQLite to copy when there is no arena or no room.
    private mutating func place(_ bytes: UnsafeRawBufferPointer) -> (UnsafeRawPointer, sqlite3_destructor_type?) {
        if let arena, bytes.baseAddress != nil {
            let start = arena.used
            if let copy = arena.copy(bytes) {
                if arenaStart == nil { arenaStart = start }
                return (copy, nil)
            }
        }
        return (bytes.baseAddress ?? UnsafeRawPointer(bitPattern: 1)!, Self.transient)
    }

    /// Bytes as a blob.
    mutating func bind(blob bytes: [UInt8]) {
        index += 1
        let position = index
        bytes.withUnsafeBytes { raw in
            // A zero-length blob still needs a pointer, or SQLite binds NULL.
            guard raw.count > 0 else {
                _ = sqlite3_bind_blob(statement, position, UnsafeRawPointer(bitPattern: 1), 0, Self.transient)
                return
            }
            let (pointer, destructor) = place(raw)
            _ = sqlite3_bind_blob(statement, position, pointer, Int32(raw.count), destructor)
        }
    }

    /// An id as its lower-case text, written on the stack instead of into a `String` first.
    mutating func bind(lowercased id: UUID) {
        index += 1
        let position = index
        id.withText(uppercase: false) { text in
            let (pointer, destructor) = place(UnsafeRawBufferPointer(text))
            _ = sqlite3_bind_text(statement, position, pointer.assumingMemoryBound(to: CChar.self), Int32(text.count), destructor)
        }
    }

    mutating func bind(_ value: Int?) { if let value { bind(value) } else { bindNull() } }
    mutating func bind(_ value: Int64?) { if let value { bind(value) } else { bindNull() } }
    mutating func bind(_ value: Double?) { if let value { bind(value) } else { bindNull() } }
    mutating func bind(_ value: String?) { if let value { bind(value) } else { bindNull() } }
    mutating func bindNull() { index += 1; sqlite3_bind_null(statement, index) }

    mutating func bind(_ value: SQLValue) {
        switch value {
        case .null: bindNull()
        case let .int(v): bind(v)
        case let .double(v): bind(v)
        case let .text(v): bind(v)
        }
    }

    /// Runs the statement once with the values bound since the last run; returns how many rows it
    /// changed (SQLite's `changes`, read here rather than through GRDB, which checks its thread first).
    @discardableResult
    mutating func step() throws -> Int {
        defer {
            sqlite3_reset(statement)
            index = 0
            // No binding outlives the run that needed it: the arena's bytes are reused from here on.
            if let arenaStart, let arena {
                sqlite3_clear_bindings(statement)
                arena.used = arenaStart
                self.arenaStart = nil
            }
        }
        let code = sqlite3_step(statement)
        guard code == SQLITE_DONE || code == SQLITE_ROW else {
            let message = connection.map { String(cString: sqlite3_errmsg($0)) } ?? "SQLite error"
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message)
        }
        return connection.map { Int(sqlite3_changes($0)) } ?? 0
    }
}

/// The hot statements, kept by kind and row count (the writing connection's from one transaction to
/// the next, `GymBoStore.writerShelf`; a read transaction's for itself): GRDB's cache finds a
/// statement by hashing and comparing its whole text, 4,000 instructions for a 16-row set insert and 67
/// million of an import of 118,000 sets.
final class StatementShelf {
    enum Kind: Int { case session, sessionIgnoringConflict, exercises, events, recordUpdate, recordInsert, lastUsedUpdate, lastUsedInsert, latestSession }

    private var statements: [Statement?] = []
    private static let slotsPerKind = 32
    private let arenaCapacity: Int
    /// Bytes bound to these statements (`RawStatement`); made on first use.
    private(set) lazy var arena = BindArena(capacity: arenaCapacity)

    /// A shelf whose statements take bound bytes of up to `arenaCapacity` at a time into its arena.
    init(arenaCapacity: Int = 1 << 16) {
        self.arenaCapacity = arenaCapacity
    }

    func statement(_ db: Database, _ kind: Kind, rows: Int, sql: String) throws -> Statement {
        let slot = kind.rawValue * Self.slotsPerKind + rows
        precondition(rows < Self.slotsPerKind, "a shelved statement of \(rows) rows")
        if slot < statements.count, let kept = statements[slot] { return kept }
        let made = try db.cachedStatement(sql: sql)
        if slot >= statements.count { statements += Array(repeating: nil, count: slot + 1 - statements.count) }
        statements[slot] = made
        return made
    }
}

/// Memory that the texts and blobs bound to a shelf's statements are copied into, so that SQLite only
/// points to them (SQLITE_STATIC). Copied by SQLite instead (SQLITE_TRANSIENT), every bind allocated and
/// freed a buffer: about 540 instructions for a 36-character id, a ninth of an incremental week's
/// records work. The bytes of a statement are used from its first bind to its run (`RawStatement.step`),
/// which clears its bindings and gives the space back; statements bound one inside another's binding
/// give it back in reverse order. What does not fit is left for SQLite to copy.
final class BindArena {
    private let base: UnsafeMutableRawPointer
    private let capacity: Int
    /// Bytes in use, from the start.
    var used = 0

    init(capacity: Int) {
        self.capacity = capacity
        base = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
    }

    deinit { base.deallocate() }

    /// A copy of `bytes` in the arena; nil when they do not fit.
    func copy(_ bytes: UnsafeRawBufferPointer) -> UnsafeRawPointer? {
        guard let source = bytes.baseAddress, used + bytes.count <= capacity else { return nil }
        let target = base + used
        target.copyMemory(from: source, byteCount: bytes.count)
        used += bytes.count
        return UnsafeRawPointer(target)
    }
}

/// Reads rows through SQLite's C API: plain integers and doubles without boxing, for the records pass
/// over every set.
struct RawQuery {
    private let statement: SQLiteStatement
    private let connection: SQLiteConnection?

    init(_ db: Database, sql: String, arguments: [String]) throws {
        try self.init(db, statement: db.cachedStatement(sql: sql), arguments: arguments)
    }

    /// A query of `statement` (from a shelf, say) with `arguments`.
    init(_ db: Database, statement cached: Statement, arguments: [String]) {
        statement = cached.sqliteStatement
        connection = db.sqliteConnection
        sqlite3_reset(statement)
        sqlite3_clear_bindings(statement)
        for (i, text) in arguments.enumerated() {
            // The C string is copied by SQLite (SQLITE_TRANSIENT).
            _ = sqlite3_bind_text(statement, Int32(i + 1), text, -1, unsafeBitCast(-1, to: sqlite3_destructor_type.self))
        }
    }

    /// Steps to the next row; false at the end.
    func next() throws -> Bool {
        let code = sqlite3_step(statement)
        if code == SQLITE_ROW { return true }
        sqlite3_reset(statement)
        guard code == SQLITE_DONE else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: connection.map { String(cString: sqlite3_errmsg($0)) } ?? "SQLite error")
        }
        return false
    }

    func int(_ column: Int32) -> Int { Int(sqlite3_column_int64(statement, column)) }
    func double(_ column: Int32) -> Double { sqlite3_column_double(statement, column) }
    func text(_ column: Int32) -> String {
        guard sqlite3_column_bytes(statement, column) > 0, let pointer = sqlite3_column_text(statement, column) else { return "" }
        return String(cString: pointer)
    }
    /// A blob column's bytes, valid until the next step; empty for NULL.
    func blob(_ column: Int32) -> UnsafeRawBufferPointer {
        let count = Int(sqlite3_column_bytes(statement, column))
        guard count > 0, let pointer = sqlite3_column_blob(statement, column) else { return UnsafeRawBufferPointer(start: nil, count: 0) }
        return UnsafeRawBufferPointer(start: pointer, count: count)
    }
    func isNull(_ column: Int32) -> Bool { sqlite3_column_type(statement, column) == SQLITE_NULL }
    func optionalDouble(_ column: Int32) -> Double? { isNull(column) ? nil : double(column) }
    func optionalInt(_ column: Int32) -> Int? { isNull(column) ? nil : int(column) }
    func optionalText(_ column: Int32) -> String? { isNull(column) ? nil : text(column) }

    /// A column as stored, with its storage class.
    func value(_ column: Int32) -> SQLValue {
        switch sqlite3_column_type(statement, column) {
        case SQLITE_NULL: return .null
        case SQLITE_INTEGER: return .int(Int64(int(column)))
        case SQLITE_FLOAT: return .double(double(column))
        default: return .text(text(column))
        }
    }
}

/// One value of a row, as SQLite stores it: what a recompute compares stored rows with and binds.
enum SQLValue: Hashable, Sendable {
    case null
    case int(Int64)
    case double(Double)
    case text(String)

    init(_ value: Int?) { self = value.map { .int(Int64($0)) } ?? .null }
    init(_ value: Double?) { self = value.map(SQLValue.double) ?? .null }
    init(_ value: String?) { self = value.map(SQLValue.text) ?? .null }

    var text: String? { if case let .text(value) = self { value } else { nil } }

    /// The same value as GRDB holds it, for comparing with rows read through GRDB.
    var databaseValue: DatabaseValue {
        switch self {
        case .null: .null
        case let .int(v): v.databaseValue
        case let .double(v): v.databaseValue
        case let .text(v): v.databaseValue
        }
    }
}
