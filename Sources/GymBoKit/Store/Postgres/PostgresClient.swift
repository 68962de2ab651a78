import Foundation
import Logging
import NIOCore
import NIOPosix
import PostgresNIO

/// Where a PostgreSQL database is: `postgres://user[:password]@host[:port]/dbname` (`postgresql://` too).
public struct PostgresLocation: Sendable, Equatable {
    public var user: String
    public var password: String?
    public var host: String
    public var port: Int
    public var database: String
    /// The URL as given, without the password, for messages.
    public var display: String

    /// True when `text` names a PostgreSQL database rather than a SQLite file.
    public static func isURL(_ text: String) -> Bool {
        text.hasPrefix("postgres://") || text.hasPrefix("postgresql://")
    }

    public init?(url text: String) {
        guard Self.isURL(text), let components = URLComponents(string: text), let host = components.host, !host.isEmpty else { return nil }
        user = components.user ?? "postgres"
        password = components.password
        self.host = host
        port = components.port ?? 5432
        let path = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : components.path
        database = path.isEmpty ? user : path
        display = "postgres://\(user)@\(host):\(port)/\(database)"
    }
}

/// One PostgreSQL connection used synchronously: every call blocks the calling thread until the server
/// answered. The toolkit's use cases are synchronous; the connection's futures complete on NIO's own
/// threads, so blocking here never starves them.
final class PostgresClient: @unchecked Sendable {
    let location: PostgresLocation
    let connection: PostgresConnection
    private let logger: Logger

    private static let group = MultiThreadedEventLoopGroup.singleton

    init(_ location: PostgresLocation) throws {
        self.location = location
        var logger = Logger(label: "gymbo.postgres")
        logger.logLevel = .critical
        self.logger = logger
        let configuration = PostgresConnection.Configuration(
            host: location.host, port: location.port, username: location.user, password: location.password,
            database: location.database, tls: .disable)
        do {
            connection = try PostgresConnection.connect(on: Self.group.next(), configuration: configuration, id: 1, logger: logger).wait()
        } catch {
            throw StoreError.notADatabase(path: location.display, reason: "cannot connect: \(Self.describe(error))")
        }
    }

    deinit { try? connection.close().wait() }

    /// Runs one statement with `$1…` placeholders and returns its rows.
    @discardableResult
    func query(_ sql: String, _ values: [PostgresValue] = []) throws -> [PostgresRandomAccessRow] {
        var binds = PostgresBindings(capacity: values.count)
        for value in values { value.bind(into: &binds) }
        do {
            let result = try connection.query(PostgresQuery(unsafeSQL: sql, binds: binds), logger: logger).wait()
            return result.rows.map { PostgresRandomAccessRow($0) }
        } catch {
            throw wrap(error)
        }
    }

    /// Session keys (`seq`) taken from the table's sequence ahead of the inserts that use them.
    private var reservedSessionSeqs: [Int] = []

    /// The next `seq` for a session row written by COPY. Keys are reserved from the column's own sequence
    /// 256 at a time, one round trip per block; a block's unused keys are gaps, as a rolled-back insert's
    /// are.
    func nextSessionSeq() throws -> Int {
        if reservedSessionSeqs.isEmpty {
            reservedSessionSeqs = try query("SELECT nextval(pg_get_serial_sequence('session', 'seq')) AS seq FROM generate_series(1, 256)")
                .map { try $0.int(at: 0) }.sorted(by: >)
        }
        return reservedSessionSeqs.removeLast()
    }

    /// Statements prepared on this connection, by their text (`queryPrepared`).
    private var prepared: [String: PreparedQuery] = [:]

    /// Runs one statement prepared once per connection: the server plans it once instead of at every run
    /// (an import's session insert runs tens of thousands of times). Every parameter must carry a cast
    /// to its type in the SQL (`$1::text`, `$2::bigint`, `$3::float8`): the statement is prepared
    /// without types, and the values are sent in the binary form of text, bigint and float8. The rows come
    /// back in binary whatever the statement's description says, so read them with `preparedText` and
    /// `preparedInt`.
    func queryPrepared(_ sql: String, _ values: [PostgresValue]) throws -> [PostgresRandomAccessRow] {
        do {
            let statement: PreparedQuery
            if let known = prepared[sql] {
                statement = known
            } else {
                statement = try connection.prepare(query: sql).wait()
                prepared[sql] = statement
            }
            return try statement.execute(values.map(\.data)).wait().map { PostgresRandomAccessRow($0) }
        } catch {
            throw wrap(error)
        }
    }

    /// Runs a statement and returns how many rows it changed.
    @discardableResult
    func execute(_ sql: String, _ values: [PostgresValue] = []) throws -> Int {
        var binds = PostgresBindings(capacity: values.count)
        for value in values { value.bind(into: &binds) }
        do {
            let result = try connection.query(PostgresQuery(unsafeSQL: sql, binds: binds), logger: logger).wait()
            return result.metadata.rows ?? 0
        } catch {
            throw wrap(error)
        }
    }

    /// Runs several statements, each ending with `;` at the end of a line, without parameters (schema
    /// changes); one statement needs no `;`.
    func script(_ sql: String) throws {
        var statement = ""
        for line in sql.split(separator: "\n", omittingEmptySubsequences: false) {
            statement += line + "\n"
            if line.trimmingCharacters(in: .whitespaces).hasSuffix(";") {
                try execute(statement)
                statement = ""
            }
        }
        if !statement.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { try execute(statement) }
    }

    /// Streams rows in PostgreSQL's text COPY format into `table`. The names are written in camelCase
    /// like in all SQL; postgres-nio quotes them, so they are folded to lower case here, as PostgreSQL
    /// folds unquoted ones.
    func copy(into table: String, columns: [String], rows: [UInt8]) throws {
        guard !rows.isEmpty else { return }
        let connection = self.connection
        let logger = self.logger
        let (table, columns) = (table.lowercased(), columns.map { $0.lowercased() })
        do {
            try AsyncBridge.run {
                try await connection.copyFrom(table: table, columns: columns, logger: logger) { writer in
                    var buffer = ByteBuffer()
                    buffer.writeBytes(rows)
                    try await writer.write(buffer)
                }
            }
        } catch {
            throw wrap(error)
        }
    }

    func wrap(_ error: Error) -> Error {
        if error is StoreError { return error }
        if let psql = error as? PSQLError {
            let state = psql.serverInfo?[.sqlState] ?? ""
            let message = psql.serverInfo?[.message] ?? Self.describe(error)
            // Class 08 is a connection exception, 57P the server shutting down or ending this connection
            // (`pg_terminate_backend`, a database dropped with FORCE): the same as a lost connection.
            if psql.code == .serverClosedConnection || psql.code == .connectionError || psql.code == .uncleanShutdown
                || state.hasPrefix("08") || state.hasPrefix("57P") {
                return StoreError.damaged(path: location.display, code: 0, message: "the connection to the server was lost (\(message))")
            }
            return StoreError.postgres(location: location.display, state: state, message: message)
        }
        return StoreError.postgres(location: location.display, state: "", message: Self.describe(error))
    }

    static func describe(_ error: Error) -> String {
        if let psql = error as? PSQLError {
            if let message = psql.serverInfo?[.message] { return message }
            if let underlying = psql.underlying { return "\(underlying)" }
            return "\(psql.code)"
        }
        return "\(error)"
    }
}

/// A value bound to a `$n` placeholder.
enum PostgresValue {
    case text(String)
    case int(Int)
    case double(Double)
    case textArray([String])
    /// A `bytea`: a session's packed sets.
    case bytes([UInt8])
    case null

    /// The value for a prepared statement's parameter.
    var data: PostgresData {
        switch self {
        case .text(let value): PostgresData(string: value)
        case .int(let value): PostgresData(int: value)
        case .double(let value): PostgresData(double: value)
        case .textArray(let value): PostgresData(array: value.map { PostgresData(string: $0) }, elementType: .text)
        case .bytes(let value): PostgresData(bytes: value)
        case .null: PostgresData(type: .null)
        }
    }

    func bind(into binds: inout PostgresBindings) {
        switch self {
        case .text(let value): binds.append(value)
        case .int(let value): binds.append(value)
        case .double(let value): binds.append(value)
        case .textArray(let value): binds.append(value)
        case .bytes(let value): binds.append(ByteBuffer(bytes: value))
        case .null: binds.appendNull()
        }
    }
}

extension PostgresValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByNilLiteral {
    init(stringLiteral value: String) { self = .text(value) }
    init(integerLiteral value: Int) { self = .int(value) }
    init(nilLiteral: ()) { self = .null }
    init(_ value: String?) { self = value.map(PostgresValue.text) ?? .null }
    init(_ value: Int?) { self = value.map(PostgresValue.int) ?? .null }
    init(_ value: Int64?) { self = value.map { .int(Int($0)) } ?? .null }
    init(_ value: Double?) { self = value.map(PostgresValue.double) ?? .null }
    init(_ value: Bool) { self = .int(value ? 1 : 0) }
}

extension PostgresRandomAccessRow {
    /// The column's text; "" for NULL.
    func text(_ column: String) throws -> String { try self[column.lowercased()].decode(String?.self) ?? "" }
    func optionalText(_ column: String) throws -> String? { try self[column.lowercased()].decode(String?.self) }
    /// The column's integer; 0 for NULL.
    func int(_ column: String) throws -> Int { try self[column.lowercased()].decode(Int?.self) ?? 0 }
    func optionalInt(_ column: String) throws -> Int? { try self[column.lowercased()].decode(Int?.self) }
    /// The column's number; 0 for NULL.
    func double(_ column: String) throws -> Double { try self[column.lowercased()].decode(Double?.self) ?? 0 }
    func optionalDouble(_ column: String) throws -> Double? { try self[column.lowercased()].decode(Double?.self) }

    /// A column of a `queryPrepared` row (binary, whatever the description says).
    func preparedText(_ column: String) -> String? { self[data: column.lowercased()].string }
    func preparedInt(_ column: String) -> Int? { self[data: column.lowercased()].int }

    // By position, for the loops over many rows (a history's sets): no name to look up per cell.
    func optionalText(at column: Int) throws -> String? { try self[column].decode(String?.self) }
    func text(at column: Int) throws -> String { try self[column].decode(String?.self) ?? "" }
    func int(at column: Int) throws -> Int { try self[column].decode(Int?.self) ?? 0 }
    func optionalInt(at column: Int) throws -> Int? { try self[column].decode(Int?.self) }
    func double(at column: Int) throws -> Double { try self[column].decode(Double?.self) ?? 0 }
    func optionalDouble(at column: Int) throws -> Double? { try self[column].decode(Double?.self) }
    /// A `bytea` column's bytes; empty for NULL.
    func bytes(at column: Int) throws -> [UInt8] {
        guard var buffer = try self[column].decode(ByteBuffer?.self) else { return [] }
        return buffer.readBytes(length: buffer.readableBytes) ?? []
    }
}

/// Text COPY rows: tab-separated fields, `\N` for NULL, backslash escapes. Kept as UTF-8 bytes: an
/// import writes about 30 fields a set, and appending them to a `String` one scalar at a time was the
/// largest part of a PostgreSQL import's client time. The escaped characters are ASCII, so escaping
/// byte by byte never splits a character.
struct CopyRows {
    private(set) var bytes: [UInt8] = []
    private var fieldsInLine = 0
    var isEmpty: Bool { bytes.isEmpty }

    mutating func add(_ value: String?) {
        separate()
        guard var value else { addNull(); return }
        value.withUTF8 { utf8 in
            var start = 0
            for index in utf8.indices {
                let escaped: UInt8
                switch utf8[index] {
                case UInt8(ascii: "\\"): escaped = UInt8(ascii: "\\")
                case UInt8(ascii: "\t"): escaped = UInt8(ascii: "t")
                case UInt8(ascii: "\n"): escaped = UInt8(ascii: "n")
                case UInt8(ascii: "\r"): escaped = UInt8(ascii: "r")
                default: continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                bytes.append(UInt8(ascii: "\\"))
                bytes.append(escaped)
                start = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
    }

    mutating func add(_ value: Int?) {
        separate()
        guard let value else { addNull(); return }
        bytes.appendDecimal(value)
    }

    mutating func add(_ value: Int64?) { add(value.map { Int($0) }) }

    /// Doubles in their shortest exact form, so they read back as the same value (whole numbers without
    /// the `.0` Swift writes).
    mutating func add(_ value: Double?) {
        separate()
        guard let value else { addNull(); return }
        guard value == value.rounded(), abs(value) < 1e15 else {
            bytes.append(contentsOf: "\(value)".utf8)
            return
        }
        if value == 0, value.sign == .minus { bytes.append(UInt8(ascii: "-")) }
        bytes.appendDecimal(Int(value))
    }

    mutating func add(_ value: PostgresValue) {
        switch value {
        case .text(let v): add(v)
        case .int(let v): add(v)
        case .double(let v): add(v)
        case .null: add(nil as String?)
        case .bytes(let v): add(bytes: v)
        case .textArray(let v):
            add("{" + v.map { "\"" + $0.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
                .joined(separator: ",") + "}")
        }
    }

    /// A `bytea` in the hex form, `\x0a1b…`, its backslash escaped as COPY's text format wants.
    mutating func add(bytes value: [UInt8]) {
        separate()
        bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\"), UInt8(ascii: "x")])
        let digits: StaticString = "0123456789abcdef"
        for byte in value {
            bytes.append(digits.utf8Start[Int(byte >> 4)])
            bytes.append(digits.utf8Start[Int(byte & 15)])
        }
    }

    mutating func endLine() { bytes.append(UInt8(ascii: "\n")); fieldsInLine = 0 }
    mutating func removeAll() { bytes.removeAll(keepingCapacity: true); fieldsInLine = 0 }

    private mutating func addNull() { bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "N")) }

    private mutating func separate() {
        if fieldsInLine > 0 { bytes.append(UInt8(ascii: "\t")) }
        fieldsInLine += 1
    }
}

/// Runs async work (postgres-nio's COPY) from synchronous code on a thread of its own, so the wait never
/// blocks a thread of Swift's shared pool that the work itself needs.
enum AsyncBridge {
    static func run<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) throws -> T {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        Task(executorPreference: BridgeExecutor.shared) {
            do { box.result = .success(try await body()) } catch { box.result = .failure(error) }
            done.signal()
        }
        done.wait()
        return try box.result!.get()
    }

    private final class ResultBox<T>: @unchecked Sendable { var result: Result<T, Error>? }
}

/// A task executor with its own serial queue (see `AsyncBridge`).
final class BridgeExecutor: TaskExecutor, @unchecked Sendable {
    static let shared = BridgeExecutor()
    private let queue = DispatchQueue(label: "gymbo.postgres.bridge")

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}
