import Foundation

/// One problem found in an input, printed as `path:line: severity: message`.
public struct Diagnostic: Sendable, Equatable, Codable, CustomStringConvertible {
    public enum Severity: String, Sendable, Codable {
        case error, warning, note
    }

    public var path: String
    /// The 1-based line, when the problem has one.
    public var line: Int?
    public var severity: Severity
    public var message: String

    public init(path: String, line: Int? = nil, severity: Severity = .error, message: String) {
        self.path = path
        self.line = line
        self.severity = severity
        self.message = message
    }

    public static func error(_ path: String, _ line: Int?, _ message: String) -> Diagnostic {
        Diagnostic(path: path, line: line, severity: .error, message: message)
    }

    public static func warning(_ path: String, _ line: Int?, _ message: String) -> Diagnostic {
        Diagnostic(path: path, line: line, severity: .warning, message: message)
    }

    public var description: String {
        if let line { return "\(path):\(line): \(severity.rawValue): \(message)" }
        return "\(path): \(severity.rawValue): \(message)"
    }
}

/// An error that already carries its `path:line:` form.
public struct DiagnosticError: LocalizedError, Sendable {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
    public init(_ diagnostic: Diagnostic) { self.diagnostics = [diagnostic] }

    public var errorDescription: String? { diagnostics.map(\.description).joined(separator: "\n") }
}
