import Foundation

extension Importer {
    /// Strong, Hevy, FitNotes, Lyfta, Liftosaur and JEFIT CSV exports: streamed session by session into the context, read in the
    /// athlete's time zone (the exports write local times without a zone).
    func importExport(_ format: ImportFormat, path: String, athleteName: String?, context: ImportContext) throws {
        let (athlete, created) = try athleteForExport(context.tx, name: athleteName, path: path)
        context.summary.athlete = athlete.name
        context.records.prefetch(athlete: athlete.id, from: store)
        var sink = ContextSink(context: context, athlete: athlete, source: format)
        let zone = athlete.timeZone
        // The exports are read on a second thread while this one writes (SessionPipe). FitNotes asks
        // the catalog matcher while it reads, and the matcher belongs to this thread, so it reads here.
        switch format {
        case .strong:
            try readOnSecondThread(StrongReader(path: path, unit: options.unit ?? .kg, timeZone: zone), into: &sink)
        case .hevy:
            try readOnSecondThread(HevyReader(path: path, timeZone: zone), into: &sink)
        case .fitbod:
            try readOnSecondThread(FitbodReader(path: path), into: &sink)
        case .stronglifts:
            try readOnSecondThread(StrongLiftsReader(path: path, timeZone: zone, dateOrder: options.dateOrder, unit: options.unit), into: &sink)
        case .fitnotes:
            let matcher = context.matcher
            try FitNotesReader(path: path, timeZone: zone, isKnownExercise: { matcher.resolve(name: $0) != nil }).read(into: &sink)
        case .lyfta:
            try readOnSecondThread(LyftaReader(path: path, unit: options.unit ?? .kg, timeZone: zone), into: &sink)
        case .liftosaur:
            try readOnSecondThread(LiftosaurReader(path: path), into: &sink)
        case .jefit:
            // Read whole before its first session: a run reads the file ahead while the one before it is
            // written (ReadAhead), and what is left here is dating its sessions in the athlete's zone.
            let reader = JefitReader(path: path, unit: options.unit ?? .kg, timeZone: zone)
            let ahead = readAhead?.path == path ? readAhead : nil
            readAhead = nil
            try SessionPipe.run(into: &sink) { try reader.read(ahead?.prepared() ?? JefitReader.prepare(path: path, unit: reader.unit), into: &$0) }
        case .gymtracker, .backup:
            preconditionFailure("not a CSV export")
        }
        // A file without a single session (a header only) does not create an athlete.
        let summary = context.summary
        if created, summary.added + summary.updated + summary.unchanged == 0 {
            try context.tx.deleteAthlete(id: athlete.id)
            context.summary.athlete = nil
            context.note(nil, "the file holds no sessions; no athlete was created")
        }
    }

    /// Reads an export on a second thread while this one writes what it hands over (SessionPipe).
    private func readOnSecondThread<R: ExportReader & Sendable>(_ reader: R, into sink: inout ContextSink) throws {
        try SessionPipe.run(into: &sink) { try reader.read(into: &$0) }
    }
}
