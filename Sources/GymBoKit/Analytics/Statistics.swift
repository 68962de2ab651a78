import Foundation

/// Numbers of one performed session (SPEC §4.3).
public struct SessionStats: Sendable, Equatable, Codable {
    /// The session's id, lowercased.
    public var id: String
    /// The session's name as logged.
    public var name: String
    /// When it started.
    public var startedAt: Date
    /// The local day, YYYY-MM-DD.
    public var day: String
    /// Its duration, seconds.
    public var durationSeconds: Int
    /// Every set the session listed (warm-ups included).
    public var plannedSets: Int
    /// Sets completed, warm-ups included.
    public var completedSets: Int
    /// Reps of completed working sets.
    public var reps: Int
    /// kg × reps over completed working sets.
    public var volume: Double
    /// `completedSets` ÷ `plannedSets`, 0 to 1.
    public var completionRate: Double
    /// Exercises in the session.
    public var exercises: Int
    /// Lowest heart rate, when recorded.
    public var minHeartRate: Int?
    /// Highest heart rate, when recorded.
    public var maxHeartRate: Int?
    /// Average heart rate, when recorded.
    public var avgHeartRate: Int?
}

/// Numbers of one ISO week (SPEC §4.3).
public struct WeekStats: Sendable, Equatable, Codable {
    /// The ISO week.
    public var week: ISOWeek
    /// Sessions started in the week.
    public var sessions: Int
    /// Their total duration, seconds.
    public var durationSeconds: Int
    /// kg × reps over completed working sets.
    public var volume: Double
    /// Every set the sessions listed.
    public var plannedSets: Int
    /// Sets completed, warm-ups included.
    public var completedSets: Int
    /// Reps of completed working sets.
    public var reps: Int
    /// `completedSets` ÷ `plannedSets`, 0 to 1.
    public var completionRate: Double
    /// Different exercises trained.
    public var distinctExercises: Int
    /// Volume per muscle group: a set counts fully for the primary group and half for each other group.
    public var volumeByMuscle: [String: Double]
    /// Volume per day of the week, Monday first.
    public var volumeByWeekday: [Double]
    /// True when sessions ≥ the weekly goal.
    public var goalMet: Bool
}

/// A week compared with the one before (absolute and relative change; relative is nil from zero).
public struct WeekChange: Sendable, Equatable, Codable {
    /// Change in sessions.
    public var sessions: Int
    /// Change in volume, kg.
    public var volume: Double
    /// Change in volume as a fraction of the earlier week's; nil when that was zero.
    public var volumePercent: Double?
    /// Change in duration, seconds.
    public var durationSeconds: Int
    /// Change in completed sets.
    public var sets: Int
    /// Change in reps.
    public var reps: Int
}

/// Weekly-goal streaks: consecutive weeks, up to the last complete one, that met the goal.
public struct Streak: Sendable, Equatable, Codable {
    /// Weeks in a row, ending with the last complete week, that met the goal.
    public var current: Int
    /// The longest such run.
    public var longest: Int
}

/// Session and weekly statistics, pure functions of sessions, the catalog and a calendar.
public enum Statistics {
    /// The numbers of one session, its day in `calendar`.
    public static func session(_ s: Session, calendar: TrainingCalendar) -> SessionStats {
        var planned = 0, completed = 0, reps = 0
        var volume = 0.0
        for exercise in s.exercises {
            for set in exercise.sets {
                planned += 1
                if set.completed { completed += 1 }
                if set.isWorking { reps += set.reps; volume += set.volume }
            }
        }
        return SessionStats(
            id: s.id.lowercased, name: s.name, startedAt: s.startedAt, day: calendar.day(s.startedAt), durationSeconds: s.duration,
            plannedSets: planned, completedSets: completed, reps: reps, volume: volume,
            completionRate: planned == 0 ? 0 : Double(completed) / Double(planned),
            exercises: Set(s.exercises.map(\.exerciseId)).count,
            minHeartRate: s.minHeartRate, maxHeartRate: s.maxHeartRate, avgHeartRate: s.avgHeartRate)
    }

    /// Statistics of `week` from the sessions that start in it.
    public static func week(_ week: ISOWeek, sessions: [Session], exercises: [UUID: Exercise], calendar: TrainingCalendar, weeklyGoal: Int) -> WeekStats {
        let start = calendar.start(of: week), end = calendar.end(of: week)
        let inWeek = sessions.filter { $0.startedAt >= start && $0.startedAt < end }
        var stats = WeekStats(
            week: week, sessions: inWeek.count, durationSeconds: 0, volume: 0, plannedSets: 0, completedSets: 0, reps: 0,
            completionRate: 0, distinctExercises: 0, volumeByMuscle: [:], volumeByWeekday: Array(repeating: 0, count: 7),
            goalMet: inWeek.count >= weeklyGoal)
        var distinct: Set<UUID> = []
        for s in inWeek {
            let one = session(s, calendar: calendar)
            stats.durationSeconds += one.durationSeconds
            stats.volume += one.volume
            stats.plannedSets += one.plannedSets
            stats.completedSets += one.completedSets
            stats.reps += one.reps
            stats.volumeByWeekday[calendar.weekdayIndex(s.startedAt)] += one.volume
            for exercise in s.exercises {
                distinct.insert(exercise.exerciseId)
                let volume = exercise.sets.reduce(0) { $0 + $1.volume }
                guard volume > 0, let groups = exercises[exercise.exerciseId]?.muscleGroups else { continue }
                for (i, group) in groups.enumerated() {
                    stats.volumeByMuscle[group.rawValue, default: 0] += i == 0 ? volume : volume * 0.5
                }
            }
        }
        stats.distinctExercises = distinct.count
        stats.completionRate = stats.plannedSets == 0 ? 0 : Double(stats.completedSets) / Double(stats.plannedSets)
        return stats
    }

    /// The change from `previous` to `current`.
    public static func change(from previous: WeekStats, to current: WeekStats) -> WeekChange {
        WeekChange(
            sessions: current.sessions - previous.sessions,
            volume: current.volume - previous.volume,
            volumePercent: previous.volume > 0 ? (current.volume - previous.volume) / previous.volume : nil,
            durationSeconds: current.durationSeconds - previous.durationSeconds,
            sets: current.completedSets - previous.completedSets,
            reps: current.reps - previous.reps)
    }

    /// The last complete week before the instant `asOf`.
    public static func lastCompleteWeek(asOf: Date, calendar: TrainingCalendar) -> ISOWeek {
        calendar.week(of: asOf).previous
    }

    /// Current and longest weekly-goal streak, counting weeks up to the last complete one before `asOf`.
    public static func streak(sessions: [Session], calendar: TrainingCalendar, weeklyGoal: Int, asOf: Date) -> Streak {
        let last = lastCompleteWeek(asOf: asOf, calendar: calendar)
        var counts: [ISOWeek: Int] = [:]
        for s in sessions where s.startedAt < asOf { counts[calendar.week(of: s.startedAt), default: 0] += 1 }
        guard let first = counts.keys.min(), first <= last else { return Streak(current: 0, longest: 0) }
        var longest = 0, run = 0
        var week = first
        while week <= last {
            if (counts[week] ?? 0) >= weeklyGoal { run += 1; longest = max(longest, run) } else { run = 0 }
            week = week.next
        }
        return Streak(current: run, longest: longest)
    }
}
