import Foundation

/// Tips and the analysis as text for people.
package enum TipsText {
    package static func priority(_ p: TipPriority, _ language: Language) -> String {
        let words = PresenterWording(language: language)
        switch p {
        case .high: return words.priorityHigh
        case .medium: return words.priorityMedium
        case .low: return words.priorityLow
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
        let words = PresenterWording(language: language)
        var out = words.backtestTitle(athlete: result.athlete, from: result.from, to: result.to, every: result.every, steps: result.weeks.count)
        for step in result.weeks {
            let tips = step.tips.map { "[\($0.id)] \($0.title)" }.joined(separator: " · ")
            out += "\(step.asOf)  \(tips.isEmpty ? "–" : tips)\n"
        }
        var table = TextTable(["#", words.rule, words.fired, words.shown], alignments: [.right, .left, .right, .right])
        for r in result.rules {
            table.append([String(r.number), r.rule, "\(r.weeksFired) (\(NumberText.percent(r.shareFired, language)))",
                          "\(r.weeksShown) (\(NumberText.percent(r.shareShown, language)))"])
        }
        return out + "\n" + table.render()
    }

    package static func explain(_ result: TipEngine.Result, language: Language) -> String {
        let words = PresenterWording(language: language)
        var table = TextTable(["#", words.rule, "status", words.tips, "score", words.ratings, words.reason],
                              alignments: [.right, .left, .left, .right, .right, .right, .left])
        for r in result.reports {
            table.append([String(r.number), r.rule, r.status + (r.suppressed ? words.suppressedMark : ""), String(r.tips),
                          NumberText.format(r.score, language, decimals: 2), String(r.ratings), r.reason ?? ""])
        }
        var text = table.render()
        if !result.suppressed.isEmpty {
            text += words.suppressedLowRatings + result.suppressed.map(\.title).joined(separator: "; ") + "\n"
        }
        for hidden in result.hidden {
            text += words.notShown + "\(hidden.tip.title) (\(hidden.tip.id)): \(hidden.reason)\n"
        }
        return text
    }
}
