import Foundation

/// Writes a report's files (Markdown, JSON, three SVGs, and with `html` the page) atomically into
/// `<out>/<folder>/` (see `ReportFolders`).
public enum ReportWriter {
    /// One file to write: its path and its text.
    package typealias File = (path: String, text: String)

    /// The paths written, Markdown first.
    @discardableResult
    public static func write(_ report: WeeklyReport, to directory: String, folder name: String, html: Bool = false) throws -> [String] {
        try write(files(report, to: directory, folder: name, html: html))
    }

    /// Writes files rendered by `files(_:to:folder:html:)`; the paths written. `durable: false` leaves out
    /// the sync before each rename (for output that a second run writes again byte for byte). A file that
    /// already holds the same bytes is left as it is: a rerun for the same week rewrites only what changed.
    @discardableResult
    package static func write(_ files: [File], durable: Bool = true) throws -> [String] {
        for file in files { try AtomicFile.write(Data(file.text.utf8), to: file.path, durable: durable, unlessSame: true) }
        return files.map(\.path)
    }

    /// A report's files, rendered but not written, Markdown first: the part that can run on any thread.
    package static func files(_ report: WeeklyReport, to directory: String, folder name: String, html: Bool) throws -> [File] {
        // The charts' loads in the unit the pages show them in.
        let units = ReportUnits(report), lang = units.lang, words = units.words
        let folder = URL(fileURLWithPath: directory).appendingPathComponent(name)
        let base = folder.appendingPathComponent(report.week).path
        return [
            (base + ".md", ReportMarkdown.render(report)),
            (base + ".json", try JSONOutput.string(report)),
            (folder.appendingPathComponent(report.charts.volumeByWeekday).path,
             SVGCharts.volumeByWeekday(report.volumeByWeekday.map(units.w), title: words.volumeChartTitle(week: report.week), language: lang, unit: units.unitName)),
            (folder.appendingPathComponent(report.charts.muscleGroups).path,
             SVGCharts.hardSets(report.hardSets.map { ($0.label, $0.hardSetsPerWeek) }, band: WorkoutAnalyzer.hardSetBand,
                                title: words.hardSetsChartTitle(week: report.week), language: lang)),
            (folder.appendingPathComponent(report.charts.e1rmTrend).path,
             SVGCharts.e1rmTrend(report.e1rmTrend.map { ($0.exercise, $0.points.map { $0.e1rm.map(units.w) }) }, weeks: report.e1rmTrend.first?.points.map(\.week) ?? [],
                                 title: words.e1rmTrend, language: lang, unit: units.unitName)),
        ] + (html ? [(base + ".html", ReportHTML.render(report))] : [])
    }
}

extension ReportWriter {
    /// Builds and writes the weekly reports of `athletes`: each report is built and rendered on any core (the
    /// work reads only the database), while this thread writes the files in athlete order and hands each
    /// report to `written`, so the output does not depend on the scheduling.
    package static func write(
        _ athletes: [Athlete], from store: any TrainingStore, to directory: String, folders: ReportFolders, builder: WeeklyReportBuilder,
        html: Bool, durable: Bool = true, week: @escaping @Sendable (AthleteHistory) throws -> ISOWeek,
        written: (_ report: WeeklyReport, _ folder: String, _ paths: [String]) throws -> Void
    ) throws {
        let feedback = try store.feedback()
        let catalog = Dictionary(uniqueKeysWithValues: try store.exercises().map { ($0.id, $0) })
        try athletes.concurrentMap({ athlete in
            Result { () throws -> (WeeklyReport, String, [File]) in
                let history = try store.history(athlete: athlete, exercises: catalog)
                let report = builder.build(history, week: try week(history), feedback: feedback)
                let folder = folders.folder(for: athlete)
                return (report, folder, try files(report, to: directory, folder: folder, html: html))
            }
        }, inOrder: { outcome in
            let (report, folder, files) = try outcome.get()
            try written(report, folder, try write(files, durable: durable))
        })
    }
}
