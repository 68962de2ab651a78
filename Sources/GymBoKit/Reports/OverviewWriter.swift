import Foundation

/// `gymbo report overview`: every athlete's weekly report of one week (with its page, so each link of the
/// overview reaches a report) and the coach's overview built from those same reports.
public struct OverviewWriter: Sendable {
    /// The folder the reports and the overview go to.
    public var out: String
    /// The language of texts and tips.
    public var language: Language
    /// Tips per weekly report.
    public var maxTips: Int

    /// A writer into `out`.
    public init(out: String, language: Language, maxTips: Int = 3) {
        self.out = out
        self.language = language
        self.maxTips = maxTips
    }

    /// Writes the week's reports (Markdown, JSON, charts, page) and `index.html` + `overview.json`; the
    /// overview's paths, the page first.
    ///
    /// Each athlete's report is built and rendered on any core (they read only the database), while this
    /// thread writes the files in athlete order, so the output does not depend on the scheduling. The
    /// files are not synced one by one: a second run writes them again byte for byte.
    public func write(store: any TrainingStore, week: ISOWeek) throws -> [String] {
        let athletes = try store.athletes()
        var pages: [(report: WeeklyReport, page: String)] = []
        try ReportWriter.write(athletes, from: store, to: out, folders: ReportFolders(athletes: athletes),
                               builder: WeeklyReportBuilder(language: language, maxTips: maxTips), html: true, durable: false,
                               week: { _ in week }) { report, folder, _ in
            pages.append((report, folder + "/" + report.week + ".html"))
        }
        return try OverviewHTML.write(Overview(week: week.description, language: language, reports: pages), to: out)
    }
}

extension OverviewWriter {
    /// The overview of the latest week any athlete's report was written for, from the reports' JSON files
    /// in `out` (batch workers sharing a database each wrote some of them); nil when there is none.
    static func writeLatestWeek(from out: String, athletes: [Athlete], language: Language) throws -> String? {
        let folders = ReportFolders(athletes: athletes)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let text = try decoder.singleValueContainer().decode(String.self)
            guard let date = Timestamp.parseISO(text) else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a timestamp: \(text)"))
            }
            return date
        }
        var latest: [(athlete: Athlete, week: ISOWeek)] = []
        for athlete in athletes {
            let folder = URL(fileURLWithPath: out).appendingPathComponent(folders.folder(for: athlete)).path
            let weeks = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
                .filter { $0.hasSuffix(".json") }.compactMap { ISOWeek(parsing: String($0.dropLast(5))) }
            if let week = weeks.max() { latest.append((athlete, week)) }
        }
        guard let week = latest.map(\.week).max() else { return nil }
        var pages: [(report: WeeklyReport, page: String)] = []
        for (athlete, _) in latest.filter({ $0.week == week }) {
            let folder = folders.folder(for: athlete)
            let json = URL(fileURLWithPath: out).appendingPathComponent(folder).appendingPathComponent(week.description + ".json")
            pages.append((try decoder.decode(WeeklyReport.self, from: Data(contentsOf: json)), folder + "/" + week.description + ".html"))
        }
        return try OverviewHTML.write(Overview(week: week.description, language: language, reports: pages), to: out).first
    }
}
