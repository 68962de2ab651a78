import Foundation

/// The weekly report as one self-contained HTML page (SPEC §5.1), from the same `WeeklyReport` the JSON
/// holds: this type only formats the model's values and hands them to `templates/weekly.mustache`.
package enum ReportHTML {
    package static func render(_ r: WeeklyReport) -> String {
        HTMLTemplates.render("weekly", Page(r).context())
    }

    /// The page's sections; the charts' geometry holds the report and its language and unit.
    private struct Page: ReportFormatting {
        let charts: HTMLCharts
        typealias Context = [String: Any]

        init(_ r: WeeklyReport) { charts = HTMLCharts(r) }

        var r: WeeklyReport { charts.r }
        var lang: Language { charts.lang }
        var unit: WeightUnit { charts.unit }
        var poundsAsLogged: Bool { charts.poundsAsLogged }
        var words: ReportWording { charts.words }
        var html: HTMLWording { charts.html }

        func heading(_ markdown: String) -> String { HTMLTemplates.plain(markdown) }
        func columns(_ row: String) -> [Context] { columns(HTMLTemplates.cells(row)) }
        func columns(_ labels: [String]) -> [Context] { labels.map { ["name": $0] } }

        func context() -> Context {
            var c: Context = ["lang": r.language, "title": heading(words.title(week: r.week, athlete: r.athlete)),
                              "period": words.period(from: r.weekStart, to: r.weekEnd, timezone: r.timezone)]
            c["summary"] = summary()
            c["goal"] = ["heading": heading(words.goalHeading), "met": r.goal.met,
                         "text": words.goal(sessions: r.goal.sessions, weeklyGoal: r.goal.weeklyGoal, streak: r.goal.currentStreak, longest: r.goal.longestStreak)]
            c["records"] = records()
            c["weekdays"] = charts.weekdays()
            c["hardSets"] = hardSets()
            c["exercises"] = exercises()
            c["trend"] = ["heading": words.e1rmTrend, "lifts": charts.lifts(), "empty": r.e1rmTrend.isEmpty, "emptyText": words.noMainLifts]
            c["calendar"] = charts.calendar() ?? false
            c["tips"] = tips()
            c["notes"] = ["heading": heading(words.dataNotesHeading), "items": r.dataNotes.map { ["text": $0] },
                          "empty": r.dataNotes.isEmpty, "emptyText": words.noDataNotes]
            return c
        }

        func summary() -> Context {
            let s = r.summary, change = r.change
            var rows: [(label: String, value: String, change: String)] = [
                (words.sessionsRow, "\(s.sessions)", signed(Double(change.sessions))),
                (words.trainingTimeRow, minutes(s.durationMinutes), signed(Double(change.durationMinutes)) + " min"),
                (words.volumeRow, kg(s.volumeKg), volumeChange(change)),
                (words.workingSetsRow, "\(s.workingSets)" + (s.warmupSets > 0 ? words.warmupSets(s.warmupSets) : ""), ""),
            ]
            let planned = s.plannedSetsLogged != false
            if planned { rows.append((words.completedOfPlannedRow, "\(s.completedSets)/\(s.plannedSets)", signed(Double(change.completedSets)))) }
            rows.append((words.reps, "\(s.reps)", signed(Double(change.reps))))
            if planned { rows.append((words.completionRow, NumberText.percent(s.completionRate, lang), "")) }
            if let heart = heartRate(s) { rows.append((words.heartRateRow, heart, "")) }
            var markup = Markup()
            for row in rows {
                markup.rowHeader(row.label)
                markup.cell(row.value, class: "num")
                markup.cell(row.change, class: "num")
                markup.rowEnd()
            }
            return ["heading": heading(words.summaryHeading), "columns": columns(words.summaryColumns(previousWeek: change.previousWeek)), "rows": markup.take()]
        }

        func records() -> Context {
            let labels = HTMLTemplates.cells(words.recordColumns)
            var rows = Markup()
            for rec in r.records {
                rows.rowHeader(rec.exercise)
                rows.cell(words.recordKind(rec.kind), label: labels[1])
                rows.cell(rec.oldValue.map { recordValue(rec.kind, $0) } ?? "–", class: "num", label: labels[2])
                rows.cell(recordValue(rec.kind, rec.newValue), class: "num", label: labels[3])
                rows.cell(rec.date, class: "day", label: labels[4])
                rows.cellStart(label: "")
                if rec.celebrated {
                    rows.raw("<span class=\"rec-mark\">★ ")
                    rows.text(html.celebrated)
                    rows.raw("</span>")
                } else {
                    rows.text(words.minorRecord)
                }
                rows.raw("</td>")
                rows.rowEnd()
            }
            let repMaxes = r.repMaxes ?? []
            return ["heading": heading(words.recordsHeading), "columns": columns(labels), "rows": rows.take(), "empty": r.records.isEmpty,
                    "emptyText": words.noRecords, "minorNote": r.records.contains { !$0.celebrated } ? heading(words.minorRecordsNote) : "",
                    "repMaxHeading": html.repMaxHeading, "repMaxNote": html.repMaxNote, "repMaxTables": repMaxTables(repMaxes), "hasRepMaxes": !repMaxes.isEmpty]
        }

        /// The rep-max tables, one a lift: its name as the caption, then a row per rep count (reps, load with a
        /// star when set this week, date).
        func repMaxTables(_ lifts: [WeeklyReport.RepMaxRecords]) -> String {
            var rows = Markup()
            for lift in lifts {
                rows.raw("<div><table>\n<caption>")
                rows.text(lift.exercise)
                rows.raw("</caption>\n<thead><tr><th scope=\"col\" class=\"num\">")
                rows.text(html.repsColumn)
                rows.raw("</th><th scope=\"col\" class=\"num\">")
                rows.text(html.loadColumn)
                rows.raw("</th><th scope=\"col\">")
                rows.text(words.date)
                rows.raw("</th></tr></thead>\n<tbody>\n")
                repMaxRows(lift, into: &rows)
                rows.raw("</tbody>\n</table></div>\n")
            }
            return rows.take()
        }

        func repMaxRows(_ lift: WeeklyReport.RepMaxRecords, into rows: inout Markup) {
            for e in lift.entries {
                rows.rowHeader(String(e.reps), class: "num")
                rows.cellStart(class: "num")
                rows.text(kg(e.weightKg))
                if e.thisWeek { rows.raw(" <span class=\"rec-mark\">★</span>") }
                rows.raw("</td>")
                rows.cell(e.date, class: "day")
                rows.rowEnd()
            }
        }

        func hardSets() -> Context {
            var rows = Markup()
            for group in r.hardSets {
                rows.rowHeader(group.label)
                rows.cell(n(group.hardSetsPerWeek, 1), class: "num")
                rows.cell(words.band(group.band))
                rows.rowEnd()
            }
            return ["heading": heading(words.hardSetsHeading), "chart": charts.hardSets(), "columns": columns(words.hardSetColumns),
                    "rows": rows.take(), "empty": r.hardSets.isEmpty, "emptyText": words.noHardSets + ".", "note": heading(words.hardSetsNote)]
        }

        func exercises() -> Context {
            let labels = HTMLTemplates.cells(words.exerciseColumns), sessionLabels = HTMLTemplates.cells(words.sessionColumns)
            var rows = Markup()
            for e in r.exercises {
                let own = e.lifterNames.isEmpty ? "" : " (\(e.lifterNames.joined(separator: ", ")))"
                rows.rowHeader(e.exercise + own + (e.custom ? " *" : ""))
                rows.cell("\(e.sets)" + (e.warmupSets > 0 ? " (+\(e.warmupSets))" : ""), class: "num", label: labels[1])
                rows.cell(topSet(e), class: "num", label: labels[2])
                rows.cell(e.bestE1RM.map(kg) ?? "–", class: "num", label: labels[3])
                rows.cell(e1rmChange(e), class: "num", label: labels[4])
                rows.rowEnd()
            }
            let exerciseRows = rows.take()
            for s in r.sessions {
                rows.rowHeader(s.date, class: "day")
                rows.cell(s.name, label: sessionLabels[1])
                rows.cell(minutes(s.durationMinutes), class: "num", label: sessionLabels[2])
                rows.cell(kg(s.volumeKg), class: "num", label: sessionLabels[3])
                rows.cell("\(s.workingSets)" + (s.warmupSets > 0 ? " (+\(s.warmupSets))" : ""), class: "num", label: sessionLabels[4])
                rows.cell(s.avgHeartRate.map(String.init) ?? "–", class: "num", label: sessionLabels[5])
                rows.rowEnd()
            }
            var notes: [Context] = []
            if r.exercises.contains(where: { $0.warmupSets > 0 }) { notes.append(["text": heading(words.warmupSetsNote)]) }
            if r.exercises.contains(where: \.custom) { notes.append(["text": heading(words.customExerciseNote)]) }
            for note in changeNotes(r.exercises) { notes.append(["text": heading(note)]) }
            return ["heading": heading(words.exercisesHeading), "columns": columns(labels), "rows": exerciseRows, "empty": r.exercises.isEmpty,
                    "emptyText": words.noSessionThisWeek, "notes": notes, "sessionsHeading": html.sessionsHeading,
                    "sessionColumns": columns(sessionLabels), "sessions": rows.take(), "hasSessions": !r.sessions.isEmpty]
        }

        func tips() -> Context {
            let worded = TipEvidence(r)
            var markup = Markup()
            let items: [Context] = r.tips.enumerated().map { i, t in
                let lines = worded.lines(t.evidence ?? [:])
                for line in lines {
                    markup.raw("<dt>"); markup.text(line.label); markup.raw("</dt><dd>"); markup.text(line.value); markup.raw("</dd>")
                }
                return ["number": i + 1, "title": t.title, "message": t.message, "id": t.id, "priority": t.priority, "priorityText": html.priority(t.priority),
                        "evidence": markup.take(), "hasEvidence": !lines.isEmpty, "evidenceLabel": html.evidence]
            }
            return ["heading": heading(words.tipsHeading), "items": items, "empty": items.isEmpty, "emptyText": words.noTips(sessions: r.goal.sessions, goalMet: r.goal.met),
                    "more": r.moreTips.map { heading(words.moreTips($0)) } ?? ""]
        }
    }
}
