import Foundation
import GymBoResources

/// Builds small, hand-made histories: the samples of `gymbo tips --all-rules` and the rules' tests.
package struct SampleHistory {
    package var athlete: Athlete
    package var sessions: [Session] = []
    package let exercises: [UUID: Exercise]

    /// The bundled catalog, read once.
    package static let catalog: [UUID: Exercise] = {
        let list = (try? CatalogReader(path: GymBoResources.catalogURL.path).read().exercises) ?? []
        return Dictionary(uniqueKeysWithValues: list.map { ($0.id, $0) })
    }()

    package init(athlete: Athlete = Athlete(id: UUID(uuidString: "0A000000-0000-4000-8000-000000000001")!, name: "Beispiel")) {
        self.athlete = athlete
        self.exercises = Self.catalog
    }

    /// Adds a session at `iso` with exercises given by catalog number and their sets.
    package mutating func add(
        _ iso: String, _ exercises: [(Int, [PerformedSet])], duration: Int = 3600, avgHeartRate: Int? = nil, name: String = "Training"
    ) {
        let date = Timestamp.parseISO(iso)!
        var h = FNV1a64()
        h.add(athlete.id.uuidString)
        h.add(iso)
        h.add(sessions.count)
        let id = UUID.v5(namespace: UUID.gymboSessionNamespace, name: "sample|" + h.hex)
        sessions.append(Session(
            id: id, athleteId: athlete.id, name: name, startedAt: date, duration: duration, avgHeartRate: avgHeartRate, source: "sample",
            exercises: exercises.map { Session.Exercise(exerciseId: .catalog($0.0), sets: $0.1) }))
        sessions.sort { $0.startedAt < $1.startedAt }
    }

    /// `count` identical sets.
    package static func sets(_ count: Int, _ reps: Int, _ weight: Double, rest: Int = 90, completed: Bool = true) -> [PerformedSet] {
        Array(repeating: PerformedSet(reps: reps, weight: weight, restTime: rest, completed: completed), count: count)
    }

    package var history: AthleteHistory { AthleteHistory(athlete: athlete, sessions: sessions, exercises: exercises) }
}

/// One sample history per rule, each made to fire its rule, as of Monday 2026-11-16 06:00 UTC.
package enum RuleSamples {
    package static let asOf = Timestamp.parseISO("2026-11-16T06:00:00Z")!

    package static func sample(forRule number: Int) -> SampleHistory {
        var s = SampleHistory()
        if (1...7).contains(number) { progressionAndBalance(number, &s) } else { recoveryAndAchievements(number, &s) }
        return s
    }

    static func sets(_ count: Int, _ reps: Int, _ weight: Double, rest: Int = 90, completed: Bool = true) -> [PerformedSet] {
        SampleHistory.sets(count, reps, weight, rest: rest, completed: completed)
    }

    /// The samples of rules 1–7.
    private static func progressionAndBalance(_ number: Int, _ s: inout SampleHistory) {
        switch number {
        case 1:
            // 3 × 5 bench press, every set done, four weeks at the same load: under-loaded.
            s.athlete.goal = .kraft
            for day in ["2026-10-20", "2026-10-27", "2026-11-03", "2026-11-10"] { s.add(day + "T17:00:00Z", [(3, sets(3, 5, 100))]) }
        case 2:
            for day in ["2026-10-26", "2026-11-02", "2026-11-09"] { s.add(day + "T17:00:00Z", [(3, sets(4, 8, 70)), (37, sets(2, 10, 30))]) }
        case 3:
            // Legs hard on back-to-back days (5 and 5 hard sets), this week and the one before.
            s.add("2026-11-05T07:00:00Z", [(1, sets(5, 5, 100))])
            s.add("2026-11-06T13:00:00Z", [(1, sets(5, 5, 90))])
            s.add("2026-11-12T07:00:00Z", [(1, sets(5, 5, 100))])
            s.add("2026-11-13T13:00:00Z", [(1, sets(5, 5, 90))])
        case 4:
            s.add("2026-10-12T17:00:00Z", [(1, sets(3, 5, 100))])
        case 5:
            s.athlete.goal = .kraft
            s.add("2026-11-09T17:00:00Z", [(3, sets(5, 10, 60)), (1, sets(5, 10, 80))])
        case 6:
            // Six weeks of bench press as the only chest exercise, 6 hard sets a week, beside a row that
            // progresses (presses do not outnumber pulls).
            for (i, day) in ["2026-10-07", "2026-10-14", "2026-10-21", "2026-10-28", "2026-11-04", "2026-11-11"].enumerated() {
                s.add(day + "T17:00:00Z", [(3, sets(6, 8, 70)), (5, sets(5, 8, 60 + Double(i) * 2.5))])
            }
        case 7:
            // Two sessions a week for four weeks, chest 6 hard sets a week.
            for day in ["2026-10-19", "2026-10-22", "2026-10-26", "2026-10-29", "2026-11-02", "2026-11-05", "2026-11-09", "2026-11-12"] {
                s.add(day + "T17:00:00Z", [(3, sets(3, 8, 70))])
            }
        default:
            // 3 × 5 bench press, every set done, four weeks at the same load: under-loaded (rule 1's sample).
            progressionAndBalance(1, &s)
        }
    }

    /// The samples of rules 8–15.
    private static func recoveryAndAchievements(_ number: Int, _ s: inout SampleHistory) {
        switch number {
        case 8:
            s.add("2026-11-11T17:00:00Z", [(3, sets(4, 8, 70, rest: 200))])
        case 9:
            s.athlete.birthDate = "1990-05-04"
            for (i, day) in ["2026-11-02", "2026-11-05", "2026-11-09", "2026-11-12"].enumerated() {
                s.add(day + "T17:00:00Z", [(69, sets(5, 15, 0))], avgHeartRate: 158 + i * 3)
            }
        case 10:
            // An established lift: records of an exercise's first 3 sessions are not celebrated.
            s.add("2026-10-19T17:00:00Z", [(1, sets(3, 5, 95))])
            s.add("2026-10-26T17:00:00Z", [(1, sets(3, 5, 97.5))])
            s.add("2026-11-02T17:00:00Z", [(1, sets(3, 5, 100))])
            s.add("2026-11-12T17:00:00Z", [(1, sets(3, 5, 105))])
        case 11:
            s.add("2026-11-05T17:00:00Z", [(1, sets(3, 5, 100))], duration: 150 * 60)
            s.add("2026-11-10T17:00:00Z", [(1, sets(3, 5, 100))], duration: 140 * 60)
        case 12:
            s.add("2026-11-10T17:00:00Z", [(1, sets(7, 5, 100) + sets(3, 2, 100, completed: false))])
        case 13:
            s.athlete.experience = .anfänger
            s.add("2026-11-10T17:00:00Z", [(21, sets(3, 5, 80))])
        case 14:
            // Squat and bench press stuck for four sessions, the last set missed in the last two: fatigue on two lifts.
            s.athlete.goal = .kraft
            for day in ["2026-10-20", "2026-10-27", "2026-11-03", "2026-11-10"] {
                let missed = day >= "2026-11-03"
                s.add(day + "T17:00:00Z", [
                    (1, sets(2, 5, 100) + sets(1, missed ? 3 : 5, 100, completed: !missed)),
                    (3, sets(2, 5, 80) + sets(1, missed ? 3 : 5, 80, completed: !missed)),
                ])
            }
        default:
            // Rule 15: the 100th session falls into the last seven days; the squat went from 60 to 84.5 kg.
            var date = Timestamp.parseISO("2025-11-17T17:00:00Z")!
            for i in 0..<99 {
                s.add(Timestamp.string(date), [(1, sets(3, 5, 60 + Double(i / 4) * 1))])
                date.addTimeInterval(3.5 * 86_400)
            }
            s.add("2026-11-13T17:00:00Z", [(1, sets(3, 5, 84.5))])
        }
    }

    /// For each rule, its first tip on its own sample: every rule's text, for review.
    package static func allTips(language: Language) -> [Tip] {
        TipEngine.rules.compactMap { rule in
            let sample = sample(forRule: rule.number)
            let context = CoachingContext(history: sample.history, asOf: asOf,
                                          analysis: WorkoutAnalyzer().analyze(sample.history, asOf: asOf), language: language)
            if case let .fired(tips) = rule.evaluate(rule, context) { return tips.first }
            return nil
        }
    }
}
