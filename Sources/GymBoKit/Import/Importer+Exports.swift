import Foundation

extension Importer {
    /// Strong, Hevy and FitNotes CSV exports: streamed session by session into the context.
    func importExport(_ format: ImportFormat, path: String, athleteName: String?, context: ImportContext) throws {
        throw DiagnosticError(.error(path, nil, "\(format.rawValue) exports are not supported yet"))
    }
}
