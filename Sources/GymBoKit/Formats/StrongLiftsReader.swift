import Foundation

/// The order of day and month in numeric dates that do not say (`03/04/19`): StrongLifts' legacy export
/// writes both orders (`--date-order`).
public enum DateOrder: String, Sendable, Codable, CaseIterable {
    /// Day first: `3/4/2019` is 3 April.
    case dmy
    /// Month first: `03/04/19` is 4 March.
    case mdy
}

/// Reads StrongLifts 5×5 exports (SPEC §3.7), both layouts, into performed sessions.
///
/// **Current layout**, one row per exercise: `Date (yyyy/mm/dd),Workout,Workout Name,Program Name,
/// Body Weight (KG),Exercise,Sets×Reps,Sets×Time,Top Set (Reps×KG),e1RM (KG),Reps,Volume (KG),
/// Workout Volume (KG),Duration (hours),Start Time (h:mm),End Time (h:mm),Notes,Set 1 (Reps),Set 1 (KG),…`
/// with as many `Set N` pairs as the file's longest exercise. Header spellings vary between app versions
/// (`×` or `x`, doubled or leading spaces, quoted): names are compared without spaces and case, `×` as `x`.
/// - The unit is the suffix of the `Set N` weight columns, `(KG)` or `(LB)`; the body weight column may
///   use the other unit and is not read.
/// - A session is the consecutive rows with the same date and `Workout` (two workouts on one day exist);
///   it is named after `Workout Name` (else `Workout` and the letter, else `StrongLifts`).
/// - A slot with reps above 0 is a done set; 0 reps (or blank reps) with a weight is a failed or skipped
///   set (`5/5/5/5/2`, `5/5/5/5/-`, `Skipped`), kept as not completed, never a record; a slot blank in
///   both cells is no set. Warm-ups are not exported.
/// - A negative weight is assistance (an assisted pull-up): the set is bodyweight and the assistance goes
///   into its note, as for assisted exercises of other apps.
/// - A timed exercise's `Sets×Time` (`60s/60s/45s`, `1:00/0:45`) gives one timed set per entry, with the
///   slot's weight when there is one; `-` or `0` is a skipped hold.
/// - `Start Time` and `End Time` are 12-hour local times without a date (`8:43 AM`, `11:14 am`); the
///   session starts at the date and start time in the athlete's zone (noon without a start time). Its
///   duration is end − start; an end earlier than the start is an open workout whose duration is unknown
///   (0). Without both times, `Duration (hours)` is read (`1.25`, `1:15`).
/// - `Notes` become the exercise's notes.
///
/// **Legacy layout**, one wide row per workout: `Date,Note,Workout,Body Weight,Exercise 1,Weight (KG),
/// Weight (LB),Set 1,…,Set 5,Exercise 2,…` (a variant has no `Workout` and `Body Weight (KG)`,
/// `Body Weight (LB)`); see `StrongLiftsReader+Legacy.swift`.
package struct StrongLiftsReader: Sendable {
    package let path: String
    /// The athlete's zone: StrongLifts writes local dates and times.
    package let timeZone: TimeZone
    /// How to read numeric legacy dates no date of the file decides (`--date-order`).
    package let dateOrder: DateOrder?
    /// The unit whose weight columns a legacy file is read in (`--unit`); nil detects it. The current
    /// layout's header names its unit and does not read this.
    package let unit: WeightUnit?

    package init(path: String, timeZone: TimeZone, dateOrder: DateOrder? = nil, unit: WeightUnit? = nil) {
        self.path = path
        self.timeZone = timeZone
        self.dateOrder = dateOrder
        self.unit = unit
    }

    /// Whether `header` is one of StrongLifts' headers.
    package static func matches(header: [String]) -> Bool {
        CurrentLayout(header: header) != nil || LegacyLayout(header: header) != nil
    }

    static let expectedHeader = "Date (yyyy/mm/dd),Workout,Workout Name,…,Exercise,Sets×Reps,…,Set 1 (Reps),Set 1 (KG),… or Date,Note,Workout,Body Weight,Exercise 1,Weight (KG),Weight (LB),Set 1,…"

    static let format = ExportStream.Format(
        name: "a StrongLifts export", emptyExpectation: "a StrongLifts export", expectedHeader: expectedHeader, allowsRepeatedColumns: true)

    func state(header: [String]) -> State? {
        if let layout = CurrentLayout(header: header) { return .current(CurrentState(reader: self, layout: layout)) }
        if let layout = LegacyLayout(header: header) { return .legacy(LegacyState(reader: self, layout: layout)) }
        return nil
    }

    /// A header name compared: lower case, no spaces, `×` as `x`.
    static func key(_ name: String) -> String {
        var out = ""
        for scalar in name.lowercased().unicodeScalars where !scalar.properties.isWhitespace {
            out.unicodeScalars.append(scalar == "×" ? "x" : scalar)
        }
        return out
    }

    /// The session name of a `Workout` cell: `A` is `Workout A`; a cell that names itself stays as it is.
    static func workoutName(_ workout: Substring) -> String {
        if workout.isEmpty { return "StrongLifts" }
        if workout.count <= 3 { return "Workout \(workout)" }
        return String(workout)
    }

    /// Minutes after midnight of `8:43 AM`, `11:14 am`, `18:05` (seconds ignored); nil when not a time.
    static func clockMinutes(_ text: Substring) -> Int? {
        if let minutes = plainClockMinutes(text) { return minutes }
        var body = text.lowercased().replacingOccurrences(of: ".", with: "")
        var meridiem: String?
        for suffix in ["am", "pm"] where body.hasSuffix(suffix) {
            meridiem = suffix
            body = String(body.dropLast(2)).trimmingCharacters(in: .whitespaces)
        }
        let parts = body.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3, parts.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy(\.isASCII) }),
              let hour = Int(parts[0]), let minute = Int(parts[1]), minute < 60 else { return nil }
        if parts.count == 3 { guard let second = Int(parts[2]), second < 60 else { return nil } }
        switch meridiem {
        case nil:
            guard hour < 24 else { return nil }
            return hour * 60 + minute
        case let m?:
            guard (1...12).contains(hour) else { return nil }
            return (hour % 12 + (m == "pm" ? 12 : 0)) * 60 + minute
        }
    }

    /// `clockMinutes` of the spellings the app writes (`8:43 AM`, `11:14 am`, `18:05`, `6:05:30 PM`) read
    /// from the bytes, without Foundation's lowercasing and replacing; nil for any other text, and for a
    /// time out of range, which the text reader then reads or refuses.
    private static func plainClockMinutes(_ text: Substring) -> Int? {
        let parsed = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            var i = 0
            /// One or two digits at `i`.
            func field() -> Int? {
                let first = i
                var value = 0
                while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39, i - first < 2 {
                    value = value * 10 + Int(bytes[i] - 0x30)
                    i += 1
                }
                return i > first && (i == bytes.count || bytes[i] < 0x30 || bytes[i] > 0x39) ? value : nil
            }
            guard let hour = field(), i < bytes.count, bytes[i] == 0x3A else { return nil }
            i += 1
            guard let minute = field(), minute < 60 else { return nil }
            if i < bytes.count, bytes[i] == 0x3A {
                i += 1
                guard let second = field(), second < 60 else { return nil }
            }
            var pm: Bool?
            if i < bytes.count {
                // ` AM`, `pm`: one space at most, then the meridiem and the end of the text.
                if bytes[i] == 0x20 { i += 1 }
                guard i + 2 == bytes.count, bytes[i + 1] | 0x20 == 0x6D else { return nil }
                switch bytes[i] | 0x20 {
                case 0x61: pm = false
                case 0x70: pm = true
                default: return nil
                }
            }
            guard let pm else { return hour < 24 ? hour * 60 + minute : nil }
            guard (1...12).contains(hour) else { return nil }
            return (hour % 12 + (pm ? 12 : 0)) * 60 + minute
        }
        return parsed ?? nil
    }

    /// A load as written; negative is assistance. Blank is nil.
    static func signedWeight(_ text: String, column: String) throws(CellError) -> Double? {
        let cell = ExportCell.trim(text)
        if cell.isEmpty { return nil }
        guard let value = ExportCell.number(cell) else {
            throw CellError("\(column) '\(ExportCell.shown(cell))' is not a number (expected a weight, negative for assistance, or blank)")
        }
        guard value.isFinite, abs(value) < ExportCell.maxWeight else {
            throw CellError("\(column) '\(ExportCell.shown(cell))' is out of range (expected a weight below \(Int(ExportCell.maxWeight)), or blank)")
        }
        return value
    }

    /// A set of `reps` at `written` (in `unit`): done when reps > 0, failed otherwise; a negative load is
    /// assistance, noted and not lifted.
    static func set(reps: Int, written: Double, unit: WeightUnit, duration: Double? = nil) -> PerformedSet {
        var set = PerformedSet(
            reps: reps, weight: unit.toKilograms(max(0, written)), completed: reps > 0 || duration != nil,
            durationSeconds: duration, originalWeight: max(0, written), originalUnit: unit)
        if written < 0 {
            set.note = "assistance \(NumberText.format(-written, .en, decimals: 2)) \(unit.rawValue)"
        }
        return set
    }

    /// Either layout's reading state.
    enum State: ExportReadingState {
        case current(CurrentState)
        case legacy(LegacyState)

        mutating func consume<S: SessionSink>(_ record: CSVRecord, into sink: inout S) throws {
            switch self {
            case var .current(state):
                try state.consume(record, into: &sink)
                self = .current(state)
            case var .legacy(state):
                try state.consume(record, into: &sink)
                self = .legacy(state)
            }
        }

        mutating func finish<S: SessionSink>(into sink: inout S) throws {
            switch self {
            case var .current(state):
                try state.finish(into: &sink)
                self = .current(state)
            case var .legacy(state):
                try state.finish(into: &sink)
                self = .legacy(state)
            }
        }
    }
}

// MARK: - Current layout

extension StrongLiftsReader {
    /// Column indexes of the current layout, computed once from the header.
    struct CurrentLayout {
        struct Slot {
            var number: Int
            var reps: Int
            var weight: Int?
        }

        var header: [String]
        var date: Int
        var workout: Int?
        var workoutName: Int?
        var exercise: Int
        var setsTimes: Int?
        var duration: Int?
        var start: Int?
        var end: Int?
        var notes: Int?
        var slots: [Slot]
        var unit: WeightUnit

        init?(header raw: [String]) {
            let header = raw.map { String(ExportCell.trim($0)) }
            let keys = header.map(StrongLiftsReader.key)
            func first(_ predicate: (String) -> Bool) -> Int? { keys.firstIndex(where: predicate) }
            guard let date = first({ $0 == "date" || $0.hasPrefix("date(") }), let exercise = first({ $0 == "exercise" }) else { return nil }
            // `Set N (Reps)` and `Set N (KG)` / `Set N (LB)`.
            var reps: [Int: Int] = [:], weights: [Int: Int] = [:]
            var units: Set<WeightUnit> = []
            for (i, key) in keys.enumerated() where key.hasPrefix("set") {
                guard let open = key.firstIndex(of: "("), key.hasSuffix(")"),
                      let number = Int(key[key.index(key.startIndex, offsetBy: 3)..<open]), number >= 1 else { continue }
                let inside = key[key.index(after: open)..<key.index(before: key.endIndex)]
                if inside == "reps" {
                    if reps[number] == nil { reps[number] = i }
                } else if let unit = WeightUnit(parsing: String(inside)) {
                    if weights[number] == nil { weights[number] = i }
                    units.insert(unit)
                }
            }
            guard reps[1] != nil, units.count <= 1 else { return nil }
            self.header = header
            self.date = date
            self.exercise = exercise
            slots = reps.keys.sorted().map { Slot(number: $0, reps: reps[$0]!, weight: weights[$0]) }
            unit = units.first ?? .kg
            workout = first { $0 == "workout" || $0 == "workout#" }
            workoutName = first { $0 == "workoutname" }
            setsTimes = first { $0 == "setsxtime" || $0 == "setxtime" }
            duration = first { $0.hasPrefix("duration") }
            start = first { $0.hasPrefix("starttime") }
            end = first { $0.hasPrefix("endtime") }
            notes = first { $0 == "notes" || $0 == "note" }
        }
    }

    /// Reading the current layout: the workout being assembled.
    struct CurrentState: ExportReadingState {
        let reader: StrongLiftsReader
        let layout: CurrentLayout
        var current: SessionAccumulator?
        var currentKey = ""
        /// The `Date` and `Workout` cells of `current`, compared on the bytes of each row.
        var currentCells: (date: String, workout: String) = ("", "")
        var finished: [String: Int] = [:]
        var dataRows = 0
        var unitNoted = false
        /// The sets of the row being read, emptied for each row (its storage kept).
        var rowSets: [PerformedSet] = []

        init(reader: StrongLiftsReader, layout: CurrentLayout) {
            self.reader = reader
            self.layout = layout
        }

        mutating func consume<S: SessionSink>(_ record: CSVRecord, into sink: inout S) throws {
            dataRows += 1
            do {
                try row(record, into: &sink)
            } catch let error as CellError {
                current?.rejectedRows += 1
                try sink.report(.error(reader.path, record.line, error.message))
            }
        }

        mutating func finish<S: SessionSink>(into sink: inout S) throws {
            try flush(into: &sink)
            if dataRows == 0 {
                try sink.report(.warning(reader.path, 1, "no rows after the header (expected one row per exercise)"))
            } else {
                let column = layout.slots.first?.weight.map { layout.header[$0] } ?? "Set 1"
                try sink.report(Diagnostic(path: reader.path, line: 1, severity: .note,
                                           message: "weights read as \(layout.unit.rawValue) (the header's \(column))"))
            }
        }

        private mutating func row<S: SessionSink>(_ record: CSVRecord, into sink: inout S) throws {
            if let problem = ExportCell.utf8Problem(record, header: layout.header) { throw problem }
            // The rows of a workout repeat its date and `Workout` cells: compared on the bytes, the key is
            // built only when a cell differs (and compared as before, so the same rows make a workout).
            let sameCells = current != nil && record.cellEquals(layout.date, currentCells.date)
                && (layout.workout.map { record.cellEquals($0, currentCells.workout) } ?? true)
            if !sameCells {
                let dateText = record[layout.date]
                let workout = layout.workout.map { record[$0] } ?? ""
                let key = dateText + "\u{1F}" + workout
                if current == nil || key != currentKey {
                    try startWorkout(record, key: key, dateText: dateText, workout: workout, into: &sink)
                }
            }
            let exercise = ExportCell.trimmed(record[layout.exercise])
            guard !exercise.isEmpty else { throw CellError("Exercise is empty (expected the exercise's name)") }
            let header = layout.header

            rowSets.removeAll(keepingCapacity: true)
            for slot in layout.slots {
                let weight = try slot.weight.flatMap { try StrongLiftsReader.signedWeight(record, $0, column: header[$0]) }
                if weight == nil && ExportCell.isBlank(record, slot.reps) { continue }
                let reps = try ExportCell.reps(record, slot.reps, column: header[slot.reps])
                rowSets.append(StrongLiftsReader.set(reps: reps, written: weight ?? 0, unit: layout.unit))
            }
            if let column = layout.setsTimes, !ExportCell.isBlank(record, column) {
                let text = ExportCell.trim(record[column])
                if text.lowercased() != "skipped" {
                    rowSets = try timedSets(text, column: header[column], weights: rowSets.map { $0.originalWeight ?? 0 })
                }
            }
            let index = current!.exerciseIndex(named: exercise)
            current!.append(contentsOf: rowSets, to: index)
            if let column = layout.notes, !ExportCell.isBlank(record, column) {
                current!.addNote(ExportCell.trimmed(record[column]), to: index)
            }
        }

        /// `60s/60s/45s` or `1:00/0:45`: one hold per entry; `-` or `0` is a skipped one.
        private func timedSets(_ text: Substring, column: String, weights: [Double]) throws(CellError) -> [PerformedSet] {
            var sets: [PerformedSet] = []
            for (i, piece) in text.split(separator: "/").enumerated() {
                let entry = ExportCell.trim(String(piece))
                let written = i < weights.count ? weights[i] : 0
                if entry == "-" || entry == "0" || entry == "0s" {
                    sets.append(StrongLiftsReader.set(reps: 0, written: written, unit: layout.unit))
                    continue
                }
                guard let seconds = LocalDateTime.durationSeconds(entry), seconds > 0, seconds <= 86_400 else {
                    throw CellError("\(column) '\(ExportCell.shown(text))' is not a list of times (expected durations such as 60s/60s/45s)")
                }
                sets.append(StrongLiftsReader.set(reps: 0, written: written, unit: layout.unit, duration: Double(seconds)))
            }
            return sets
        }

        private mutating func startWorkout<S: SessionSink>(
            _ record: CSVRecord, key: String, dateText: String, workout: String, into sink: inout S
        ) throws {
            try flush(into: &sink)
            let text = ExportCell.trim(dateText)
            guard let day = LocalDateTime(parsing: text), day.hour == 0, day.minute == 0 else {
                throw CellError("Date '\(ExportCell.shown(text))' is not a date (expected yyyy/mm/dd, such as 2024/03/05)")
            }
            if let firstLine = finished[key] {
                throw CellError("the workout of \(text) continues after other workouts (expected the rows of one workout to be consecutive; it began on line \(firstLine))")
            }
            let startText = layout.start.map { ExportCell.trim(record[$0]) } ?? ""
            let endText = layout.end.map { ExportCell.trim(record[$0]) } ?? ""
            let start = startText.isEmpty ? nil : StrongLiftsReader.clockMinutes(startText)
            let end = endText.isEmpty ? nil : StrongLiftsReader.clockMinutes(endText)
            if !startText.isEmpty && start == nil {
                try sink.report(.warning(reader.path, record.line, "\(layout.header[layout.start!]) '\(ExportCell.shown(startText))' is not a time (expected a time such as 8:43 AM); the workout starts at noon"))
            }
            let minutes = start ?? 12 * 60
            let local = LocalDateTime(year: day.year, month: day.month, day: day.day, hour: minutes / 60, minute: minutes % 60)!
            var name = layout.workoutName.map { ExportCell.trimmed(record[$0]) } ?? ""
            if name.isEmpty { name = StrongLiftsReader.workoutName(ExportCell.trim(workout)) }
            var session = ParsedSession(name: name, startedAt: local.instant(in: reader.timeZone), line: record.line)
            if let start, let end {
                session.duration = end >= start ? (end - start) * 60 : 0
            } else if let column = layout.duration {
                session.duration = StrongLiftsReader.hours(ExportCell.trim(record[column])) ?? 0
            }
            current = SessionAccumulator(key: key, session: session)
            currentKey = key
            currentCells = (dateText, workout)
        }

        private mutating func flush<S: SessionSink>(into sink: inout S) throws {
            guard let done = current else { return }
            current = nil
            finished[done.key] = done.session.line ?? 0
            if done.hasSets {
                try sink.add(done.session)
            } else if done.rejectedRows == 0 {
                try sink.report(.warning(reader.path, done.session.line, "workout '\(ExportCell.shown(done.session.name))' has no sets; skipped"))
            }
        }
    }

    /// Seconds of `Duration (hours)`: `1.25` hours or `1:15` (h:mm); nil when blank or unreadable.
    static func hours(_ text: Substring) -> Int? {
        if let value = ExportCell.number(text), value.isFinite, value >= 0, value <= 48 { return Int((value * 3600).rounded()) }
        let parts = text.split(separator: ":")
        guard parts.count == 2, let h = Int(parts[0]), let m = Int(parts[1]), (0...48).contains(h), (0..<60).contains(m) else { return nil }
        return h * 3600 + m * 60
    }
}
