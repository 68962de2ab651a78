import Foundation

/// Writes a report's files (Markdown, JSON, three SVGs, and with `html` the page) atomically into
/// `<out>/<folder>/` (see `ReportFolders`).
public enum ReportWriter {
    /// The paths written, Markdown first.
    @discardableResult
    public static func write(_ report: WeeklyReport, to directory: String, folder name: String, html: Bool = false) throws -> [String] {
        let lang = Language(rawValue: report.language) ?? .de
        let words = ReportWording(language: lang)
        let folder = URL(fileURLWithPath: directory).appendingPathComponent(name)
        let base = folder.appendingPathComponent(report.week).path
        let files: [(String, String)] = [
            (base + ".md", ReportMarkdown.render(report)),
            (base + ".json", try JSONOutput.string(report)),
            (folder.appendingPathComponent(report.charts.volumeByWeekday).path,
             SVGCharts.volumeByWeekday(report.volumeByWeekday, title: words.volumeChartTitle(week: report.week), language: lang)),
            (folder.appendingPathComponent(report.charts.muscleGroups).path,
             SVGCharts.hardSets(report.hardSets.map { ($0.label, $0.hardSetsPerWeek) }, band: WorkoutAnalyzer.hardSetBand,
                                title: words.hardSetsChartTitle(week: report.week), language: lang)),
            (folder.appendingPathComponent(report.charts.e1rmTrend).path,
             SVGCharts.e1rmTrend(report.e1rmTrend.map { ($0.exercise, $0.points.map(\.e1rm)) }, weeks: report.e1rmTrend.first?.points.map(\.week) ?? [],
                                 title: words.e1rmTrend, language: lang)),
        ] + (html ? [(base + ".html", ReportHTML.render(report))] : [])
        for (path, text) in files { try AtomicFile.write(Data(text.utf8), to: path) }
        return files.map(\.0)
    }
}
