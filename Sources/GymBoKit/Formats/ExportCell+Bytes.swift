import Foundation

/// The cell readers on a record's bytes, for the rows of million-row exports: the usual cell (`80`,
/// `102.5`, `5`, blank) is read without making a `String`. Anything else, and every cell that would be
/// refused, goes to the `String` reader of the same name, so values and messages are the same.
extension ExportCell {
    /// Reps (see `reps(_:column:)`).
    static func reps(_ record: CSVRecord, _ index: Int, column: String) throws(CellError) -> Int {
        let fast = record.withBytes(index) { bytes -> Int? in
            guard bytes.count <= 5 else { return nil }
            var value = 0
            for byte in bytes {
                guard byte >= 0x30, byte <= 0x39 else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            return value <= maxReps ? value : nil
        }
        if let fast { return fast }
        return try reps(record[index], column: column)
    }

    /// A weight as written (see `weight(_:column:)`).
    static func weight(_ record: CSVRecord, _ index: Int, column: String) throws(CellError) -> Double {
        if let value = record.withBytes(index, { $0.isEmpty ? 0 : plainDecimal($0) }), value >= 0, value < maxWeight { return value }
        return try weight(record[index], column: column)
    }

    /// A finite number ≥ 0 or `nil` for a blank cell (see `nonNegative(_:column:what:)`).
    static func nonNegative(_ record: CSVRecord, _ index: Int, column: String, what: String) throws(CellError) -> Double? {
        switch plainCell(record, index) {
        case .blank: return nil
        case let .number(value) where value >= 0: return value
        default: return try nonNegative(record[index], column: column, what: what)
        }
    }

    /// RPE (see `rpe(_:column:)`).
    static func rpe(_ record: CSVRecord, _ index: Int, column: String) throws(CellError) -> Double? {
        switch plainCell(record, index) {
        case .blank: return nil
        case let .number(value) where (0...10).contains(value): return value == 0 ? nil : value
        default: return try rpe(record[index], column: column)
        }
    }
}

extension ExportCell {
    /// What the bytes of a cell are at a glance.
    enum PlainCell {
        case blank
        case number(Double)
        /// Anything else: for the `String` readers.
        case other
    }

    @inline(__always)
    static func plainCell(_ record: CSVRecord, _ index: Int) -> PlainCell {
        record.withBytes(index) { bytes in
            if bytes.isEmpty { return .blank }
            return plainDecimal(bytes).map(PlainCell.number) ?? .other
        }
    }
}

extension StrongReader {
    /// `rowKind` of the `Set Order` cell at `index`: a set number or a one-letter type from the bytes,
    /// anything else through the text.
    static func rowKind(_ record: CSVRecord, _ index: Int) -> RowKind? {
        let fast = record.withBytes(index) { bytes -> RowKind? in
            guard let first = bytes.first else { return nil }
            if bytes.count == 1 {
                switch first {
                case UInt8(ascii: "W"), UInt8(ascii: "w"): return .set(.warmup)
                case UInt8(ascii: "D"), UInt8(ascii: "d"): return .set(.dropset)
                case UInt8(ascii: "F"), UInt8(ascii: "f"): return .set(.failure)
                default: break
                }
            }
            guard bytes.count <= 9, bytes.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
            return .set(.normal)
        }
        return fast ?? rowKind(ExportCell.trim(record[index]))
    }
}

extension JefitReader {
    /// The packed sets of the `logs` cell at `index` (see `packedSets(_:unit:column:)`): plain sets such as
    /// `20x10,62.5x8` from the bytes, a blank cell as none; anything else, and every cell that would be
    /// refused, through the text.
    static func packedSets(_ record: CSVRecord, _ index: Int, unit: WeightUnit, column: String) throws(CellError) -> [PerformedSet] {
        let fast = record.withBytes(index) { bytes -> [PerformedSet]? in
            var lower = 0, upper = bytes.count
            while lower < upper, bytes[lower] == 0x20 || bytes[lower] == 0x09 { lower += 1 }
            while upper > lower, bytes[upper - 1] == 0x20 || bytes[upper - 1] == 0x09 { upper -= 1 }
            if lower == upper { return [] }
            var sets: [PerformedSet] = []
            var start = lower
            while start <= upper {
                var end = start
                while end < upper, bytes[end] != 0x2C { end += 1 }
                // One set, `weight x reps`, with spaces or tabs around it.
                var a = start, b = end
                while a < b, bytes[a] == 0x20 || bytes[a] == 0x09 { a += 1 }
                while b > a, bytes[b - 1] == 0x20 || bytes[b - 1] == 0x09 { b -= 1 }
                var x = a
                while x < b, bytes[x] != UInt8(ascii: "x"), bytes[x] != UInt8(ascii: "X") { x += 1 }
                guard x > a, x + 1 < b, b - x - 1 <= 5 else { return nil }
                guard let written = ExportCell.plainDecimal(UnsafeBufferPointer(rebasing: bytes[a..<x])),
                      written >= 0, written < ExportCell.maxWeight else { return nil }
                var reps = 0
                for byte in bytes[(x + 1)..<b] {
                    guard byte >= 0x30, byte <= 0x39 else { return nil }
                    reps = reps * 10 + Int(byte - 0x30)
                }
                guard reps <= ExportCell.maxReps, sets.count < Session.maxEntries else { return nil }
                sets.append(PerformedSet(reps: reps, weight: unit.toKilograms(written), completed: reps > 0, originalWeight: written, originalUnit: unit))
                start = end + 1
            }
            return sets
        }
        if let fast { return fast }
        let text = ExportCell.trim(record[index])
        return text.isEmpty ? [] : try packedSets(text, unit: unit, column: column)
    }
}

extension ExportCell {
    /// Whether the cell at `index` is blank as `trim` sees it: no bytes, or only spaces, tabs and line breaks.
    @inline(__always)
    static func isBlank(_ record: CSVRecord, _ index: Int) -> Bool {
        record.withBytes(index) { bytes in bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D } }
    }
}

extension StrongLiftsReader {
    /// A signed load (see `signedWeight(_:column:)`): a plain number from the bytes, a blank cell as none;
    /// anything else, and every cell that would be refused, through the text.
    static func signedWeight(_ record: CSVRecord, _ index: Int, column: String) throws(CellError) -> Double? {
        switch ExportCell.plainCell(record, index) {
        case .blank: return nil
        case let .number(value) where abs(value) < ExportCell.maxWeight: return value
        default: return try signedWeight(record[index], column: column)
        }
    }
}
