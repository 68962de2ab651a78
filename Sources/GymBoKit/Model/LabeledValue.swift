import Foundation

/// An enumeration whose values can be written as a raw value, a German label or English words.
///
/// Parsing is case-insensitive and trims whitespace (SPEC §2.1); anything else is a `LabelError` that
/// lists the accepted values.
public protocol LabeledValue: RawRepresentable<String>, CaseIterable, Sendable, Hashable, Codable {
    /// The German label the app shows.
    var germanLabel: String { get }
    /// The English label for `--lang en`.
    var englishLabel: String { get }
    /// Further English words accepted on input.
    var extraSpellings: [String] { get }
    /// The name of the kind of value, for error messages (`muscle group`, `equipment`…).
    static var kindName: String { get }
}

extension LabeledValue {
    public var extraSpellings: [String] { [] }

    /// The label in the given language.
    public func label(_ language: Language) -> String {
        language == .de ? germanLabel : englishLabel
    }

    /// Parses any accepted spelling; `nil` when the text matches none.
    public static func parse(_ text: String) -> Self? {
        let key = TextNormalizer.foldCase(text)
        return lookup[key]
    }

    /// Parses any accepted spelling or throws an error that lists what is accepted.
    public static func parse(_ text: String, column: String? = nil) throws(LabelError) -> Self {
        if let value = parse(text) { return value }
        throw LabelError(kind: kindName, value: text, column: column, accepted: allCases.map(\.rawValue))
    }

    private static var lookup: [String: Self] {
        LabelTables.table(for: Self.self)
    }

    static func buildLookup() -> [String: Self] {
        var table: [String: Self] = [:]
        for value in allCases {
            for spelling in [value.rawValue, value.germanLabel, value.englishLabel] + value.extraSpellings {
                table[TextNormalizer.foldCase(spelling)] = value
            }
        }
        return table
    }
}

/// Caches one lookup table per label type (they are built once, on first use).
enum LabelTables {
    private static let muscle = MuscleGroup.buildLookup()
    private static let equipment = EquipmentType.buildLookup()
    private static let difficulty = DifficultyLevel.buildLookup()
    private static let goal = FitnessGoal.buildLookup()

    static func table<T: LabeledValue>(for type: T.Type) -> [String: T] {
        switch type {
        case is MuscleGroup.Type: return muscle as! [String: T]
        case is EquipmentType.Type: return equipment as! [String: T]
        case is DifficultyLevel.Type: return difficulty as! [String: T]
        case is FitnessGoal.Type: return goal as! [String: T]
        default: return T.buildLookup()
        }
    }
}

/// A value that is not one of the accepted labels.
public struct LabelError: LocalizedError, Equatable {
    /// What kind of value it should have been (`muscle group`, `equipment`…).
    public var kind: String
    /// The text as found.
    public var value: String
    /// The column it was found in, when known.
    public var column: String?
    /// The raw values accepted (German and English labels are accepted too).
    public var accepted: [String]

    public var errorDescription: String? {
        let place = column.map { "column '\($0)': " } ?? ""
        return "\(place)unknown \(kind) '\(value)' (expected one of: \(accepted.joined(separator: ", ")); German and English labels are accepted too)"
    }
}
