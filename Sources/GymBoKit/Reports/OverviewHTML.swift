import Foundation

/// The coach's overview as `index.html` (from `templates/overview.mustache`, each athlete's row from
/// `templates/overview-row.mustache`) and `overview.json`.
package enum OverviewHTML {
    /// Writes `index.html` and `overview.json` into `directory`; the paths written, the page first.
    @discardableResult
    package static func write(_ overview: Overview, to directory: String) throws -> [String] {
        let folder = URL(fileURLWithPath: directory)
        let files = [(folder.appendingPathComponent("index.html").path, render(overview)),
                     (folder.appendingPathComponent("overview.json").path, try JSONOutput.string(overview))]
        for (path, text) in files { try AtomicFile.write(Data(text.utf8), to: path, unlessSame: true) }
        return files.map(\.0)
    }

    package static func render(_ o: Overview) -> String {
        let lang = Language(rawValue: o.language) ?? .de
        let html = HTMLWording(language: lang)
        // Each row rendered on any core (a thousand athletes' rows took a quarter of a second on one).
        var rows: [String] = []
        o.athletes.concurrentMap({ HTMLTemplates.render("overview-row", Row(row: $0, lang: lang).context()) }, inOrder: { rows.append($0) })
        let attention = o.athletes.filter { !$0.reasons.isEmpty }.count
        let columns = [html.athleteColumn, html.sessionsColumn, html.streakColumn, html.volumeColumn, html.hardSetsColumn,
                       html.recordsColumn, html.tipColumn].map { ["name": $0] }
        return HTMLTemplates.render("overview", [
            "lang": o.language, "title": html.overviewTitle(week: o.week), "intro": html.overviewIntro(athletes: o.athletes.count, attention: attention),
            "columns": columns, "attentionRows": rows.prefix(attention).joined(), "onTrackRows": rows.dropFirst(attention).joined(),
            "attentionHeading": html.attentionHeading, "onTrackHeading": html.onTrackHeading,
            "hasAttention": attention > 0, "hasOnTrack": attention < rows.count,
        ])
    }

    /// One athlete's row, formatted.
    private struct Row: ReportFormatting {
        let row: Overview.Row
        let lang: Language
        let unit: WeightUnit = .kg
        var words: ReportWording { ReportWording(language: lang) }
        var html: HTMLWording { HTMLWording(language: lang) }

        func context() -> [String: Any] {
            let r = row
            let major = r.hardSets.map { ["label": $0.label, "value": n($0.hardSetsPerWeek, 1), "band": $0.band] }
            var chart = HardSetBars(lang: lang).chart(r.hardSets, id: "hs-" + r.athleteId, width: 300, left: 96, rowHeight: 18)
            chart["text"] = html.hardSetsSmallText(major.map { "\($0["label"]!) \($0["value"]!)" }.joined(separator: ", "))
            return [
                "athlete": r.athlete, "report": r.report, "open": html.openReport, "reasons": reasons().map { ["text": $0] }, "hasReasons": !row.reasons.isEmpty,
                "sessions": "\(r.sessions) / \(r.weeklyGoal)", "met": r.missedSessions == 0, "streak": html.streak(r.currentStreak),
                "volume": kg(r.volumeKg), "change": r.volumeChangePercent.map { NumberText.percent($0, lang, signed: true) } ?? "–",
                "chart": chart, "hasHardSets": !r.hardSets.isEmpty, "noHardSets": words.noHardSets,
                "records": r.celebratedRecords.map { ["text": "\($0.exercise): \(words.recordKind($0.kind)) \(recordValue($0.kind, $0.newValue))"] },
                "noRecords": html.noRecordsShort, "tip": r.topTip.map { ["title": $0.title, "message": $0.message] } ?? false,
                "noTip": html.noTipShort, "lSessions": html.sessionsColumn, "lStreak": html.streakColumn, "lVolume": html.volumeColumn,
                "lHardSets": html.hardSetsColumn, "lRecords": html.recordsColumn, "lTip": html.tipColumn,
            ]
        }

        func reasons() -> [String] {
            row.reasons.map { reason in
                switch reason {
                case "missedSessions": return html.missed(row.missedSessions)
                case "layoff": return html.layoff(days: row.attention.daysSinceLastSession ?? 0)
                case "loadSpike": return html.loadSpike
                case "fatigue": return html.fatigue(row.attention.fatiguedLifts.joined(separator: ", "))
                default: return html.dataToCheck(row.attention.dataToCheck)
                }
            }
        }
    }
}
