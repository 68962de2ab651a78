import Foundation

/// The output language.
public enum Language: String, CaseIterable, Sendable, Codable {
    case de, en
}
