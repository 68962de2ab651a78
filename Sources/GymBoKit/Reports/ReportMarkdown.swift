import Foundation

/// The weekly report as Markdown: tables and the embedded SVG charts (relative links).
package enum ReportMarkdown {
    /// A tip as one numbered Markdown line, the same in the weekly report, the batch's tip files and
    /// `gymbo tips --format markdown`: `1. **Title** – message _(01-3fa9c2d1)_`.
    package static func tipLine(_ number: Int, title: String, message: String, id: String) -> String {
        "\(number). **\(title)** – \(message) _(\(id))_"
    }

    package static func render(_ r: WeeklyReport) -> String {
        let page = Page(r)
        let sections = [page.header(), page.summary(), page.goal(), page.records(), page.weekdays(), page.hardSets(), page.exercises(),
                        page.sessions(), page.trend(), page.tips(), page.dataNotes()]
        return sections.flatMap { $0 }.joined(separator: "\n")
    }

    /// One report's sections, each a list of lines, with the formatting they share: weights in the athlete's
    /// unit (the JSON stays in kg), numbers in the report's language.
    private struct Page: ReportFormatting {
        let r: WeeklyReport
        let lang: Language
        let words: ReportWording
        let unit: WeightUnit
        let poundsAsLogged: Bool

        init(_ r: WeeklyReport) {
            self.r = r
            let units = ReportUnits(r)
            (lang, words, unit, poundsAsLogged) = (units.lang, units.words, units.unit, units.poundsAsLogged)
        }

        func cell(_ s: String) -> String { s.replacingOccurrences(of: "|", with: "\\|") }

        func header() -> [String] {
            [words.title(week: r.week, athlete: r.athlete), "", words.period(from: r.weekStart, to: r.weekEnd, timezone: r.timezone), ""]
        }

        func summary() -> [String] {
            var md: [String] = []
            let s = r.summary
            md.append(words.summaryHeading)
            md.append("")
            md.append(words.summaryColumns(previousWeek: r.change.previousWeek))
            md.append("|---|---:|---:|")
            md.append("| \(words.sessionsRow) | \(s.sessions) | \(signed(Double(r.change.sessions))) |")
            md.append("| \(words.trainingTimeRow) | \(minutes(s.durationMinutes)) | \(signed(Double(r.change.durationMinutes))) min |")
            md.append("| \(words.volumeRow) | \(kg(s.volumeKg)) | \(volumeChange(r.change)) |")
            let warmups = s.warmupSets > 0 ? words.warmupSets(s.warmupSets) : ""
            md.append("| \(words.workingSetsRow) | \(s.workingSets)\(warmups) | |")
            // Planned sets only where the source logs them: an export's "100 %" says nothing.
            let planned = s.plannedSetsLogged != false
            if planned { md.append("| \(words.completedOfPlannedRow) | \(s.completedSets)/\(s.plannedSets) | \(signed(Double(r.change.completedSets))) |") }
            md.append("| \(words.reps) | \(s.reps) | \(signed(Double(r.change.reps))) |")
            if planned { md.append("| \(words.completionRow) | \(NumberText.percent(s.completionRate, lang)) | |") }
            if let heart = heartRate(s) { md.append("| \(words.heartRateRow) | \(heart) | |") }
            md.append("")
            return md
        }

        func goal() -> [String] {
            var md: [String] = []
            md.append(words.goalHeading)
            md.append("")
            let g = r.goal
            md.append("\(g.met ? "✅" : "⬜️") " + words.goal(sessions: g.sessions, weeklyGoal: g.weeklyGoal, streak: g.currentStreak, longest: g.longestStreak))
            md.append("")
            return md
        }

        func records() -> [String] {
            var md: [String] = []
            md.append(words.recordsHeading)
            md.append("")
            if r.records.isEmpty {
                md.append(words.noRecords)
            } else {
                md.append(words.recordColumns)
                md.append("|---|---|---:|---:|---|---|")
                for rec in r.records {
                    let kind = words.recordKind(rec.kind)
                    let mark = rec.celebrated ? "🏆" : words.minorRecord
                    let old = rec.oldValue.map { recordValue(rec.kind, $0) } ?? "–"
                    md.append("| \(cell(rec.exercise)) | \(kind) | \(old) | \(recordValue(rec.kind, rec.newValue)) | \(rec.date) | \(mark) |")
                }
                if r.records.contains(where: { !$0.celebrated }) {
                    md.append("")
                    md.append(words.minorRecordsNote)
                }
            }
            md.append("")
            return md
        }

        func weekdays() -> [String] {
            var md: [String] = []
            md.append("## " + words.volumePerWeekday)
            md.append("")
            md.append("![\(words.volumePerWeekday)](\(r.charts.volumeByWeekday))")
            md.append("")
            return md
        }

        func hardSets() -> [String] {
            var md: [String] = []
            md.append(words.hardSetsHeading)
            md.append("")
            if r.hardSets.isEmpty {
                md.append(words.noHardSets + ".")
            } else {
                md.append("![\(words.hardSetsChartAlt)](\(r.charts.muscleGroups))")
                md.append("")
                md.append(words.hardSetColumns)
                md.append("|---|---:|---|")
                for h in r.hardSets {
                    md.append("| \(h.label) | \(n(h.hardSetsPerWeek, 1)) | \(words.band(h.band)) |")
                }
                md.append("")
                md.append(words.hardSetsNote)
            }
            md.append("")
            return md
        }

        func exercises() -> [String] {
            var md: [String] = []
            md.append(words.exercisesHeading)
            md.append("")
            if r.exercises.isEmpty {
                md.append(words.noSessionThisWeek)
            } else {
                md.append(words.exerciseColumns)
                md.append("|---|---:|---|---:|---:|")
                for e in r.exercises {
                    let top = topSet(e)
                    let sets = "\(e.sets)" + (e.warmupSets > 0 ? " (+\(e.warmupSets))" : "")
                    // The lifter's own name beside the catalog's, where their app called it something else.
                    let own = e.lifterNames.isEmpty ? "" : " (\(e.lifterNames.map(cell).joined(separator: ", ")))"
                    md.append("| \(cell(e.exercise))\(own)\(e.custom ? " *" : "") | \(sets) | \(top) | \(e.bestE1RM.map(kg) ?? "–") | \(e1rmChange(e)) |")
                }
                if r.exercises.contains(where: { $0.warmupSets > 0 }) {
                    md.append("")
                    md.append(words.warmupSetsNote)
                }
                if r.exercises.contains(where: \.custom) {
                    md.append("")
                    md.append(words.customExerciseNote)
                }
                for note in changeNotes(r.exercises) {
                    md.append("")
                    md.append(note)
                }
            }
            md.append("")
            return md
        }

        func sessions() -> [String] {
            var md: [String] = []
            if !r.sessions.isEmpty {
                md.append(words.sessionColumns)
                md.append("|---|---|---:|---:|---:|---:|")
                for s in r.sessions {
                    let warmups = s.warmupSets > 0 ? " (+\(s.warmupSets))" : ""
                    md.append("| \(s.date) | \(cell(s.name)) | \(minutes(s.durationMinutes)) | \(kg(s.volumeKg)) | \(s.workingSets)\(warmups) | \(s.avgHeartRate.map(String.init) ?? "–") |")
                }
                md.append("")
            }
            return md
        }

        func trend() -> [String] {
            var md: [String] = []
            md.append("## " + words.e1rmTrend)
            md.append("")
            if r.e1rmTrend.isEmpty {
                md.append(words.noMainLifts)
            } else {
                md.append("![\(words.e1rmTrendAlt)](\(r.charts.e1rmTrend))")
            }
            md.append("")
            return md
        }

        func tips() -> [String] {
            var md: [String] = []
            md.append(words.tipsHeading)
            md.append("")
            if r.tips.isEmpty {
                md.append(words.noTips(sessions: r.goal.sessions, goalMet: r.goal.met))
            } else {
                for (i, t) in r.tips.enumerated() {
                    md.append(ReportMarkdown.tipLine(i + 1, title: t.title, message: t.message, id: t.id))
                }
                if let more = r.moreTips, more > 0 {
                    md.append("")
                    md.append(words.moreTips(more))
                }
            }
            md.append("")
            return md
        }

        func dataNotes() -> [String] {
            var md: [String] = []
            md.append(words.dataNotesHeading)
            md.append("")
            if r.dataNotes.isEmpty {
                md.append(words.noDataNotes)
            } else {
                for note in r.dataNotes { md.append("- \(note)") }
            }
            md.append("")
            return md
        }
    }
}
