import Foundation

/// Receives sessions one at a time while a file streams, so memory stays flat for any file size.
package protocol SessionSink {
    /// Called once per complete session, in file order. Throwing stops the import of the file.
    mutating func add(_ session: ParsedSession) throws
    /// A problem the parser found (a bad row); the parser goes on unless the sink throws.
    mutating func report(_ diagnostic: Diagnostic) throws
}

/// A sink that keeps everything in memory (tests, small files).
package struct CollectingSink: SessionSink {
    package var sessions: [ParsedSession] = []
    package var diagnostics: [Diagnostic] = []
    package init() {}
    package mutating func add(_ session: ParsedSession) throws { sessions.append(session) }
    package mutating func report(_ diagnostic: Diagnostic) throws { diagnostics.append(diagnostic) }
}
