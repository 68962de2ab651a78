import Foundation

/// One problem found in an input, printed as `path:line: severity: message`.
public struct Diagnostic: Sendable, Equatable, Codable, CustomStringConvertible {
    /// How bad it is: an error fails the input, a warning or note does not.
    public enum Severity: String, Sendable, Codable {
        case error, warning, note
    }

    /// The file, as the user named it.
    public var path: String
    /// The 1-based line, when the problem has one.
    public var line: Int?
    /// How bad it is.
    public var severity: Severity
    /// What is wrong, and what was expected.
    public var message: String

    /// A diagnostic; an error unless told otherwise.
    public init(path: String, line: Int? = nil, severity: Severity = .error, message: String) {
        self.path = path
        self.line = line
        self.severity = severity
        self.message = message
    }

    package static func error(_ path: String, _ line: Int?, _ message: String) -> Diagnostic {
        Diagnostic(path: path, line: line, severity: .error, message: message)
    }

    package static func warning(_ path: String, _ line: Int?, _ message: String) -> Diagnostic {
        Diagnostic(path: path, line: line, severity: .warning, message: message)
    }

    /// `path:line: severity: message` (no `line:` without a line).
    public var description: String {
        if let line { return "\(path):\(line): \(severity.rawValue): \(message)" }
        return "\(path): \(severity.rawValue): \(message)"
    }
}

/// An error that already carries its `path:line:` form.
public struct DiagnosticError: LocalizedError, Sendable {
    /// The problems, in order.
    public var diagnostics: [Diagnostic]

    /// An error carrying `diagnostics`.
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
    /// An error carrying one diagnostic.
    public init(_ diagnostic: Diagnostic) { self.diagnostics = [diagnostic] }

    /// One `path:line: severity: message` line per diagnostic.
    public var errorDescription: String? { diagnostics.map(\.description).joined(separator: "\n") }
}
