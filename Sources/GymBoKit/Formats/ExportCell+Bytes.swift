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
