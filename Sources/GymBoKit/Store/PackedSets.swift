import Foundation
import GRDB

/// A session's sets in one value, stored in the session's row (migration `v11-packed-sets`).
///
/// A set used to be a row of its own: 1.1 million rows and index entries for the 41,000 sessions of the
/// reference data, more rows than the import's peer writes. Every reader of sets reads a whole session's
/// anyway, so the session's row carries them, about 9 bytes a set.
///
/// Layout (all integers as LEB128 varints, signed ones zigzag-encoded, doubles as their 8 bytes
/// little-endian): a version byte (1); the number of exercise entries; then for each entry in position
/// order its number of sets and the sets. A set is its flags, reps, weight, rest time, then each optional
/// field the flags say is present, in the order of `Flag`. A weight that is a whole number of quarter
/// kilograms (nearly all of them) is written as that number of quarters.
enum PackedSets {
    static let version: UInt8 = 1

    private enum Flag {
        static let completed: UInt = 1
        static let typeShift: UInt = 1 // two bits: SetType's index in `types`
        static let quarterWeight: UInt = 1 << 3
        static let rpe: UInt = 1 << 4
        static let duration: UInt = 1 << 5
        static let distance: UInt = 1 << 6
        static let originalWeight: UInt = 1 << 7
        static let originalUnit: UInt = 1 << 8
        static let pounds: UInt = 1 << 9
        static let note: UInt = 1 << 10
        static let volumeFactor: UInt = 1 << 11
        static let known: UInt = (1 << 12) - 1
    }

    private static let types: [SetType] = [.normal, .warmup, .dropset, .failure]

    /// The packed sets of `exercises`, appended to `bytes` (emptied first, its capacity kept).
    static func encode(_ exercises: [Session.Exercise], into bytes: inout [UInt8]) {
        bytes.removeAll(keepingCapacity: true)
        bytes.append(version)
        appendVarint(UInt64(exercises.count), to: &bytes)
        for exercise in exercises {
            appendVarint(UInt64(exercise.sets.count), to: &bytes)
            for set in exercise.sets { append(set, to: &bytes) }
        }
    }

    static func encode(_ exercises: [Session.Exercise]) -> [UInt8] {
        var bytes: [UInt8] = []
        encode(exercises, into: &bytes)
        return bytes
    }

    private static func append(_ set: PerformedSet, to bytes: inout [UInt8]) {
        var flags: UInt = set.completed ? Flag.completed : 0
        flags |= UInt(types.firstIndex(of: set.type) ?? 0) << Flag.typeShift
        let quarters = quarterCount(set.weight)
        if quarters != nil { flags |= Flag.quarterWeight }
        if set.rpe != nil { flags |= Flag.rpe }
        if set.durationSeconds != nil { flags |= Flag.duration }
        if set.distanceMeters != nil { flags |= Flag.distance }
        if set.originalWeight != nil { flags |= Flag.originalWeight }
        if let unit = set.originalUnit { flags |= Flag.originalUnit | (unit == .lb ? Flag.pounds : 0) }
        if !set.note.isEmpty { flags |= Flag.note }
        if set.volumeFactor != nil { flags |= Flag.volumeFactor }
        appendVarint(UInt64(flags), to: &bytes)
        appendVarint(zigzag(set.reps), to: &bytes)
        if let quarters { appendVarint(zigzag(quarters), to: &bytes) } else { appendDouble(set.weight, to: &bytes) }
        appendVarint(zigzag(set.restTime), to: &bytes)
        for value in [set.rpe, set.durationSeconds, set.distanceMeters, set.originalWeight] {
            if let value { appendDouble(value, to: &bytes) }
        }
        if !set.note.isEmpty {
            let utf8 = set.note.utf8
            appendVarint(UInt64(utf8.count), to: &bytes)
            bytes.append(contentsOf: utf8)
        }
        if let factor = set.volumeFactor { appendDouble(factor, to: &bytes) }
    }

    /// The weight in whole quarter kilograms when it is exactly that (and not -0 or huge), else nil.
    private static func quarterCount(_ weight: Double) -> Int? {
        let quarters = weight * 4
        guard quarters == quarters.rounded(), abs(quarters) < 0x1p40, !(weight == 0 && weight.sign == .minus) else { return nil }
        return Int(quarters)
    }

    /// The sets of each exercise entry, in position order; nil when the bytes are not packed sets.
    static func decode(_ bytes: UnsafeRawBufferPointer) -> [[PerformedSet]]? {
        var reader = Reader(bytes: bytes)
        guard reader.byte() == version, let entries = reader.count() else { return nil }
        var result: [[PerformedSet]] = []
        result.reserveCapacity(entries)
        for _ in 0..<entries {
            guard let count = reader.count() else { return nil }
            var sets: [PerformedSet] = []
            sets.reserveCapacity(count)
            for _ in 0..<count {
                guard let set = reader.set() else { return nil }
                sets.append(set)
            }
            result.append(sets)
        }
        return reader.atEnd ? result : nil
    }

    static func decode(_ bytes: [UInt8]) -> [[PerformedSet]]? {
        bytes.withUnsafeBytes { decode($0) }
    }

    /// A session's sets by exercise, as the records fold reads them: `exercises` names each entry's
    /// exercise by position (nil where no entry row was read). Entries without sets are left out; the same
    /// exercise in two entries is one group, its sets in position order.
    static func groups(_ packed: [[PerformedSet]], exercises: [String?]) -> [(exercise: String, sets: [PerformedSet])] {
        var groups: [(exercise: String, sets: [PerformedSet])] = []
        for (position, sets) in packed.enumerated() where !sets.isEmpty {
            guard position < exercises.count, let exercise = exercises[position] else { continue }
            if let known = groups.firstIndex(where: { $0.exercise == exercise }) {
                groups[known].sets += sets
            } else {
                groups.append((exercise, sets))
            }
        }
        return groups
    }

    /// The records fold's read of one athlete's sessions, one row per exercise entry (a session's rows in
    /// a row, its packed sets on each), as both engines stream it: `row` for every row, `finish` at the
    /// end; `body` gets each session with sets, grouped by exercise (`groups`).
    struct SessionStream {
        private var seq = -1
        private var id = "", date = ""
        private var packed: [[PerformedSet]] = []
        private var exercises: [String?] = []

        /// One row: session `seq`; `session` reads its id, start and packed sets, called on its first row
        /// only; the entry at `position` is of `exercise`.
        mutating func row(seq: Int, session: () throws -> (id: String, date: String, packed: [[PerformedSet]]), position: Int,
                          exercise: () throws -> String, _ body: Body) throws {
            if seq != self.seq {
                try finish(body)
                self.seq = seq
                (id, date, packed) = try session()
                exercises = Array(repeating: nil, count: packed.count)
            }
            if position >= 0, position < exercises.count { exercises[position] = try exercise() }
        }

        /// Hands the last session to `body`.
        mutating func finish(_ body: Body) throws {
            guard seq >= 0 else { return }
            let groups = PackedSets.groups(packed, exercises: exercises)
            if !groups.isEmpty { try body(id, date, groups) }
            seq = -1
        }

        typealias Body = (_ id: String, _ date: String, _ groups: [(exercise: String, sets: [PerformedSet])]) throws -> Void
    }

    /// What the database's own checks and counts ask of a session's sets, without making the sets.
    struct Summary: Equatable {
        var entries = 0
        var sets = 0
        /// Σ weight × reps, as SQL's `TOTAL(weight * reps)` over set rows was.
        var volume = 0.0
        /// Sets with a negative, non-numeric or absurd (above 10⁹) weight, or negative reps.
        var badValues = 0
    }

    static func summary(_ bytes: [UInt8]) -> Summary? {
        bytes.withUnsafeBytes { summary($0) }
    }

    static func summary(_ bytes: UnsafeRawBufferPointer) -> Summary? {
        guard let entries = decode(bytes) else { return nil }
        var summary = Summary(entries: entries.count)
        for sets in entries {
            for set in sets {
                summary.sets += 1
                summary.volume += set.weight * Double(set.reps)
                if set.weight < 0 || set.reps < 0 || set.weight.isNaN || abs(set.weight) > 1e9 { summary.badValues += 1 }
            }
        }
        return summary
    }

    private struct Reader {
        let bytes: UnsafeRawBufferPointer
        var offset = 0

        var atEnd: Bool { offset == bytes.count }

        mutating func byte() -> UInt8? {
            guard offset < bytes.count else { return nil }
            defer { offset += 1 }
            return bytes[offset]
        }

        mutating func varint() -> UInt64? {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while shift < 64 {
                guard let byte = byte() else { return nil }
                value |= UInt64(byte & 0x7f) << shift
                if byte & 0x80 == 0 { return value }
                shift += 7
            }
            return nil
        }

        /// A count no larger than the bytes left could hold (a damaged count must not reserve gigabytes).
        mutating func count() -> Int? {
            guard let value = varint(), value <= UInt64(bytes.count - offset) else { return nil }
            return Int(value)
        }

        mutating func signed() -> Int? {
            guard let value = varint() else { return nil }
            return Int(truncatingIfNeeded: Int64(bitPattern: (value >> 1) ^ (0 &- (value & 1))))
        }

        mutating func double() -> Double? {
            guard bytes.count - offset >= 8 else { return nil }
            var bits: UInt64 = 0
            for i in 0..<8 { bits |= UInt64(bytes[offset + i]) << (8 * UInt64(i)) }
            offset += 8
            return Double(bitPattern: bits)
        }

        mutating func set() -> PerformedSet? {
            guard let raw = varint(), raw & ~UInt64(Flag.known) == 0 else { return nil }
            let flags = UInt(raw)
            guard let reps = signed() else { return nil }
            let weight: Double
            if flags & Flag.quarterWeight != 0 {
                guard let quarters = signed() else { return nil }
                weight = Double(quarters) / 4
            } else {
                guard let value = double() else { return nil }
                weight = value
            }
            guard let rest = signed() else { return nil }
            var set = PerformedSet(reps: reps, weight: weight, restTime: rest, completed: flags & Flag.completed != 0,
                                   type: types[Int((flags >> Flag.typeShift) & 3)])
            if flags & Flag.rpe != 0 { guard let v = double() else { return nil }; set.rpe = v }
            if flags & Flag.duration != 0 { guard let v = double() else { return nil }; set.durationSeconds = v }
            if flags & Flag.distance != 0 { guard let v = double() else { return nil }; set.distanceMeters = v }
            if flags & Flag.originalWeight != 0 { guard let v = double() else { return nil }; set.originalWeight = v }
            if flags & Flag.originalUnit != 0 { set.originalUnit = flags & Flag.pounds != 0 ? .lb : .kg }
            if flags & Flag.note != 0 {
                guard let length = count() else { return nil }
                let start = offset
                offset += length
                guard let note = String(validating: UnsafeRawBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self) else { return nil }
                set.note = note
            }
            if flags & Flag.volumeFactor != 0 { guard let v = double() else { return nil }; set.volumeFactor = v }
            return set
        }
    }

    private static func zigzag(_ value: Int) -> UInt64 {
        UInt64(bitPattern: Int64(value) << 1 ^ Int64(value) >> 63)
    }

    private static func appendVarint(_ value: UInt64, to bytes: inout [UInt8]) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    private static func appendDouble(_ value: Double, to bytes: inout [UInt8]) {
        let bits = value.bitPattern
        for i in 0..<8 { bytes.append(UInt8(truncatingIfNeeded: bits >> (8 * UInt64(i)))) }
    }
}

extension PackedSets {
    /// SQL functions over a session's packed sets, for the database's own counts and checks (`db stats`,
    /// `db check`, the imported-data digest): `packed_set_count(sets)`, `packed_set_volume(sets)`,
    /// `packed_set_entries(sets)` and `packed_set_bad_values(sets)`, each NULL when the value is not packed
    /// sets.
    static func addFunctions(_ db: Database) {
        func add(_ name: String, _ value: @escaping @Sendable (Summary) -> any DatabaseValueConvertible) {
            db.add(function: DatabaseFunction(name, argumentCount: 1, pure: true) { values in
                guard let data = Data.fromDatabaseValue(values[0]) else { return nil }
                return data.withUnsafeBytes { summary($0) }.map(value)
            })
        }
        add("packed_set_count") { $0.sets }
        add("packed_set_volume") { $0.volume }
        add("packed_set_entries") { $0.entries }
        add("packed_set_bad_values") { $0.badValues }
    }
}
