import Foundation

extension Importer {
    /// Strong, Hevy and FitNotes CSV exports: streamed session by session into the context, read in the
    /// athlete's time zone (the exports write local times without a zone).
    func importExport(_ format: ImportFormat, path: String, athleteName: String?, context: ImportContext) throws {
        let athlete = try athleteForExport(context.db, name: athleteName, path: path)
        context.summary.athlete = athlete.name
        var sink = ContextSink(context: context, athlete: athlete, source: format)
        let zone = athlete.timeZone
        switch format {
        case .strong:
            try StrongReader(path: path, unit: options.unit, timeZone: zone).read(into: &sink)
        case .hevy:
            try HevyReader(path: path, timeZone: zone).read(into: &sink)
        case .fitnotes:
            let matcher = context.matcher
            try FitNotesReader(path: path, timeZone: zone, isKnownExercise: { matcher.resolve(name: $0) != nil }).read(into: &sink)
        case .gymtracker, .backup:
            preconditionFailure("not a CSV export")
        }
    }
}
