import Foundation

/// The builder's part for the HTML report's extra sections: the 52-week calendar, the rep-max records and
/// the coach's attention flags, all from the history and the analysis the rest of the report uses.
extension WeeklyReportBuilder {
    /// Weeks the training calendar covers.
    static let calendarWeeks = 52
    /// The rep counts the rep-max records list.
    static let repMaxCounts = 1...12
    /// Days without a session at the week's end that make a layoff.
    package static let layoffDays = 14

    /// Sessions per day over the 52 weeks ending with `week`.
    func calendarDays(_ history: AthleteHistory, week: ISOWeek) -> WeeklyReport.CalendarDays {
        let calendar = history.calendar
        var first = week
        for _ in 1..<Self.calendarWeeks { first = first.previous }
        let from = calendar.start(of: first), to = calendar.end(of: week)
        var days = [Int](repeating: 0, count: Self.calendarWeeks * 7)
        for session in history.sessions where session.startedAt >= from && session.startedAt < to {
            let index = calendar.daysBetween(from, session.startedAt)
            if days.indices.contains(index) { days[index] += 1 }
        }
        return .init(start: calendar.day(from), sessionsPerDay: days)
    }

    /// The rep-max records (1 to 12 reps) of the loaded exercises trained in the week, in the order the
    /// exercise table lists them; `folded` holds the records as they stand at the week's end.
    func repMaxes(_ history: AthleteHistory, folded: [UUID: PersonalRecords], rows: [WeeklyReport.ExerciseRow],
                  start: Date, end: Date) -> [WeeklyReport.RepMaxRecords] {
        let byId = Dictionary(uniqueKeysWithValues: folded.map { ($0.key.lowercased, $0.value) })
        return rows.compactMap { row in
            guard row.topSetWeight > 0, let records = byId[row.exerciseId] else { return nil }
            let entries = records.repMax.filter { Self.repMaxCounts.contains($0.key) && $0.value.weight > 0 }
                .sorted { $0.key < $1.key }
                .map { reps, holder in
                    let instant = Timestamp.parseISO(holder.date)
                    return WeeklyReport.RepMaxEntry(reps: reps, weightKg: holder.weight, date: instant.map(history.calendar.day) ?? String(holder.date.prefix(10)),
                                                    thisWeek: instant.map { $0 >= start && $0 < end } ?? false)
                }
            return entries.isEmpty ? nil : .init(exerciseId: row.exerciseId, exercise: row.exercise, entries: entries)
        }
    }

    /// What a coach should look at first, from the analysis at the week's end.
    func attention(_ result: TipEngine.Result, questioned: Int) -> WeeklyReport.Attention {
        let analysis = result.analysis
        let fatigued = analysis.progressionOpportunities.filter { $0.stall == .fatigue }.map(\.exercise)
        return .init(loadSpike: analysis.recoveryStatus.loadSpike, fatiguedLifts: fatigued.sorted(),
                     daysSinceLastSession: analysis.recoveryStatus.daysSinceLastSession.map { Int($0.rounded(.down)) },
                     dataToCheck: questioned + (result.pounds != nil ? 1 : 0))
    }
}
