import Foundation

/// Tips and the analysis as text for people.
package enum TipsText {
    package static func priority(_ p: TipPriority, _ language: Language) -> String {
        switch p {
        case .high: return language == .de ? "hoch" : "high"
        case .medium: return language == .de ? "mittel" : "medium"
        case .low: return language == .de ? "niedrig" : "low"
        }
    }

    /// A numbered list of tips: in Markdown the lines of the weekly report's tips section.
    package static func render(_ tips: [Tip], language: Language, markdown: Bool) -> String {
        var out: [String] = []
        for (i, tip) in tips.enumerated() {
            if markdown {
                out.append(ReportMarkdown.tipLine(i + 1, title: tip.title, message: tip.message, id: tip.id))
            } else {
                out.append("\(i + 1). [\(priority(tip.priority, language))] \(tip.title)  (\(tip.id))\n   \(tip.message)")
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// `gymbo tips backtest` for people: a line per step, then how often each rule fired and was shown.
    package static func backtest(_ result: Backtest.Result, language: Language) -> String {
        let de = language == .de
        var out = de ? "Rückblick für \(result.athlete), \(result.from) bis \(result.to), alle \(result.every) Tage (\(result.weeks.count) Stichtage)\n\n"
                     : "Backtest for \(result.athlete), \(result.from) to \(result.to), every \(result.every) days (\(result.weeks.count) steps)\n\n"
        for step in result.weeks {
            let tips = step.tips.map { "[\($0.id)] \($0.title)" }.joined(separator: " · ")
            out += "\(step.asOf)  \(tips.isEmpty ? "–" : tips)\n"
        }
        var table = TextTable(["#", de ? "Regel" : "rule", de ? "gefeuert" : "fired", de ? "gezeigt" : "shown"], alignments: [.right, .left, .right, .right])
        for r in result.rules {
            table.append([String(r.number), r.rule, "\(r.weeksFired) (\(NumberText.percent(r.shareFired, language)))",
                          "\(r.weeksShown) (\(NumberText.percent(r.shareShown, language)))"])
        }
        return out + "\n" + table.render()
    }

    package static func explain(_ result: TipEngine.Result, language: Language) -> String {
        let de = language == .de
        var table = TextTable(["#", de ? "Regel" : "rule", "status", de ? "Tipps" : "tips", "score", de ? "Bewertungen" : "ratings", de ? "Grund" : "reason"],
                              alignments: [.right, .left, .left, .right, .right, .right, .left])
        for r in result.reports {
            table.append([String(r.number), r.rule, r.status + (r.suppressed ? (de ? " (unterdrückt)" : " (suppressed)") : ""), String(r.tips),
                          NumberText.format(r.score, language, decimals: 2), String(r.ratings), r.reason ?? ""])
        }
        var text = table.render()
        if !result.suppressed.isEmpty {
            text += (de ? "Unterdrückt (schlechte Bewertungen): " : "Suppressed (low ratings): ") + result.suppressed.map(\.title).joined(separator: "; ") + "\n"
        }
        for hidden in result.hidden {
            text += (de ? "Nicht gezeigt: " : "Not shown: ") + "\(hidden.tip.title) (\(hidden.tip.id)): \(hidden.reason)\n"
        }
        return text
    }
}
