import Foundation

/// How questioned sessions (SPEC §4.6) read in the data notes, `gymbo analyze` and `gymbo sessions`: one
/// line per session with its reason and the commands that decide, in German or English.
package struct DataQuestionText: Sendable {
    package var language: Language
    package var calendar: TrainingCalendar
    /// An exercise's name by id.
    package var name: @Sendable (UUID) -> String

    package init(language: Language, calendar: TrainingCalendar, name: @escaping @Sendable (UUID) -> String) {
        self.language = language
        self.calendar = calendar
        self.name = name
    }

    package init(history: AthleteHistory, language: Language) {
        let exercises = history.exercises
        self.init(language: language, calendar: history.calendar) { id in exercises[id]?.name ?? id.lowercased }
    }

    private var words: ReportWording { ReportWording(language: language) }

    /// The first 8 characters of a session id, as `gymbo sessions list` shows it.
    package static func shortId(_ id: String) -> String { String(id.prefix(8)) }

    /// Why the session is questioned, in one clause.
    package func reason(_ flag: SessionFlag) -> String {
        switch flag {
        case let .loggedTwice(firstId, copy):
            return words.repeatsSession(words.loggedTimes(copy), firstId: Self.shortId(firstId))
        case let .unitJump(exerciseId, from, to):
            let factor = NumberText.format(to / from, language, decimals: 2)
            return words.unitJump(exercise: name(exerciseId), from: NumberText.kg(from, language), to: NumberText.kg(to, language), factor: factor)
        }
    }

    /// All reasons of a session, joined.
    package func reasons(_ flags: [SessionFlag]) -> String { flags.map(reason).joined(separator: "; ") }

    /// The commands that decide about the session.
    package static func commands(_ sessionId: String) -> (drop: String, keep: String) {
        ("gymbo sessions drop \(sessionId)", "gymbo sessions keep \(sessionId)")
    }

    /// One line for the data notes and `gymbo analyze`: date, name, reason, and the commands that decide.
    package func note(_ q: QuestionedSession) -> String {
        let (drop, keep) = Self.commands(q.sessionId)
        let day = calendar.day(q.startedAt)
        return words.questioned(day: day, name: q.name, source: q.source, reasons: reasons(q.flags), drop: drop, keep: keep)
    }

    /// The heading line above the notes: how many sessions wait for a decision.
    package func summary(_ count: Int) -> String {
        words.questionedSummary(count)
    }

    /// A decision as a word.
    package func decision(_ decision: SessionDecision?) -> String { words.decision(decision) }
}
