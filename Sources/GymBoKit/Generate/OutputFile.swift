import Foundation

/// A file written through a 64 KiB byte buffer, with the few number formats the CSV writers need.
///
/// `gymbo generate --to strong` writes about a million rows; `String(format:)` and string interpolation per
/// field cost several times the whole generation, so the writers append ASCII bytes directly. The file is
/// written under a temporary name and renamed into place by `close()`, so a reader never sees half a file.
final class OutputFile {
    let path: String
    private let temporaryPath: String
    private let handle: FileHandle
    private var buffer: [UInt8] = []
    /// Bytes written so far.
    private(set) var byteCount = 0

    init(path: String) throws {
        self.path = path
        let url = URL(fileURLWithPath: path)
        temporaryPath = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).tmp").path
        guard FileManager.default.createFile(atPath: temporaryPath, contents: nil),
              let handle = FileHandle(forWritingAtPath: temporaryPath) else {
            throw GenerateError.cannotWrite(path: path, reason: String(cString: strerror(errno)))
        }
        self.handle = handle
        buffer.reserveCapacity(1 << 16)
    }

    /// Writes the buffer out, closes the file and moves it into place.
    func close() throws {
        try flush()
        try handle.close()
        if rename(temporaryPath, path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporaryPath)
            throw GenerateError.cannotWrite(path: path, reason: reason)
        }
    }

    /// Removes the temporary file after a failure.
    func discard() {
        try? handle.close()
        try? FileManager.default.removeItem(atPath: temporaryPath)
    }

    private func flush() throws {
        guard !buffer.isEmpty else { return }
        do {
            try handle.write(contentsOf: buffer)
        } catch {
            throw GenerateError.cannotWrite(path: path, reason: error.localizedDescription)
        }
        byteCount += buffer.count
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes the buffer out once it is full.
    private func checkpoint() throws {
        if buffer.count >= 60_000 { try flush() }
    }

    /// Ends a row with a line break and writes the buffer out once it is full.
    func endRow() throws {
        buffer.append(0x0A)
        try checkpoint()
    }

    /// Writes a file at `path` through `body`, moved into place when `body` is done; on any error the
    /// half-written file is removed. Returns the bytes written.
    static func write(to path: String, _ body: (OutputFile) throws -> Void) throws -> Int {
        let file = try OutputFile(path: path)
        do {
            try body(file)
            try file.close()
            return file.byteCount
        } catch {
            file.discard()
            throw error
        }
    }

    // MARK: Appending

    func append(_ bytes: [UInt8]) { buffer.append(contentsOf: bytes) }

    func append(_ text: String) { buffer.append(contentsOf: text.utf8) }

    func append(byte: UInt8) { buffer.append(byte) }

    /// A whole number in decimal.
    func append(int value: Int) { buffer.appendDecimal(value) }

    /// A number with at most two decimals and no trailing zeros: `60`, `62.5`, `61.25`, `8.5`.
    func append(decimal value: Double) {
        if value < 0 {
            buffer.append(UInt8(ascii: "-"))
            append(decimal: -value)
            return
        }
        let hundredths = Int((value * 100).rounded())
        append(int: hundredths / 100)
        let fraction = hundredths % 100
        guard fraction != 0 else { return }
        buffer.append(UInt8(ascii: "."))
        buffer.append(UInt8(ascii: "0") + UInt8(fraction / 10))
        if fraction % 10 != 0 { buffer.append(UInt8(ascii: "0") + UInt8(fraction % 10)) }
    }

    /// A CSV field: quoted when it holds a comma, quote or line break (or always, with `alwaysQuote`).
    func append(field: String, alwaysQuote: Bool = false) {
        buffer.append(contentsOf: Self.csvField(field, alwaysQuote: alwaysQuote))
    }

    /// The bytes of a CSV field (for values written on many rows, encoded once).
    static func csvField(_ text: String, alwaysQuote: Bool = false) -> [UInt8] {
        let bytes = Array(text.utf8)
        let needsQuotes = alwaysQuote || bytes.contains { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }
        guard needsQuotes else { return bytes }
        var out: [UInt8] = [0x22]
        for b in bytes {
            if b == 0x22 { out.append(0x22) }
            out.append(b)
        }
        out.append(0x22)
        return out
    }

    /// Two digits, zero-padded.
    static func twoDigits(_ value: Int) -> [UInt8] {
        [UInt8(ascii: "0") + UInt8(value / 10 % 10), UInt8(ascii: "0") + UInt8(value % 10)]
    }
}
