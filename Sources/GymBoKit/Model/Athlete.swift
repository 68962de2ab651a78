import Foundation

/// An athlete's profile (SPEC §2.2). A database holds many.
public struct Athlete: Sendable, Equatable, Codable, Identifiable {
    /// The athlete's id; `Athlete.id(forName:)` for one created from a name.
    public var id: UUID
    /// The athlete's name, unique in a database (any case).
    public var name: String
    /// `YYYY-MM-DD`.
    public var birthDate: String?
    /// Kilograms.
    public var bodyweight: Double?
    /// Centimetres.
    public var height: Double?
    /// As the profile states it; the toolkit does not read it.
    public var sex: String?
    /// The training goal; a placeholder unless `stated` contains `.goal`.
    public var goal: FitnessGoal
    /// The experience level; a placeholder unless `stated` contains `.experience`.
    public var experience: ExperienceLevel
    /// Sessions per week that count as "goal reached".
    public var weeklyGoal: Int
    /// The unit the athlete reads weights in; weights are stored in kg whatever it is.
    public var unit: WeightUnit
    /// An IANA zone name; local times of other apps' exports are read in it.
    public var timezone: String
    /// Free text from the profile.
    public var notes: String
    /// The profile fields the athlete (or their app) actually set. An athlete created by an import of
    /// another app's export states nothing: its goal and experience hold placeholders that the analyzer
    /// never reads (SPEC §4.4: no default ever stands in for data).
    public var stated: ProfileFields

    /// A profile; the defaults state every field (`stated: .all`).
    public init(
        id: UUID = UUID(), name: String, birthDate: String? = nil, bodyweight: Double? = nil, height: Double? = nil,
        sex: String? = nil, goal: FitnessGoal = .muskelaufbau, experience: ExperienceLevel = .anfänger, weeklyGoal: Int = 3,
        unit: WeightUnit = .kg, timezone: String = "UTC", notes: String = "",
        stated: ProfileFields = .all
    ) {
        self.id = id
        self.name = name
        self.birthDate = birthDate
        self.bodyweight = bodyweight
        self.height = height
        self.sex = sex
        self.goal = goal
        self.experience = experience
        self.weeklyGoal = weeklyGoal
        self.unit = unit
        self.timezone = timezone
        self.notes = notes
        self.stated = stated
    }

    /// The goal, when the profile states one.
    public var statedGoal: FitnessGoal? { stated.contains(.goal) ? goal : nil }
    /// The experience, when the profile states it.
    public var statedExperience: ExperienceLevel? { stated.contains(.experience) ? experience : nil }
    /// The weekly goal, when the profile states one.
    public var statedWeeklyGoal: Int? { stated.contains(.weeklyGoal) ? weeklyGoal : nil }

    /// The athlete's zone (UTC when the stored name is unknown to this system).
    public var timeZone: TimeZone { TimeZone(identifier: timezone) ?? TimeZone(identifier: "UTC")! }

    /// Age in whole years at `date`, when the birth date is known.
    public func age(at date: Date) -> Int? {
        guard let birthDate, let birth = Timestamp.parseISO(birthDate) else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.dateComponents([.year], from: birth, to: date).year
    }

    /// A stable id for an athlete created from a name (`--athlete NAME`), so two databases agree.
    public static func id(forName name: String) -> UUID {
        .v5(namespace: UUID(uuidString: "A7E3C1D2-6B4F-4E8A-9C0D-1F2E3A4B5C6D")!, name: "athlete:" + TextNormalizer.matchKey(name))
    }
}

/// Profile fields that can be stated or left unknown.
public struct ProfileFields: OptionSet, Sendable, Equatable, Hashable, Codable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The training goal.
    public static let goal = ProfileFields(rawValue: 1)
    /// The experience level.
    public static let experience = ProfileFields(rawValue: 2)
    /// The weekly session goal.
    public static let weeklyGoal = ProfileFields(rawValue: 4)
    /// Every field: a profile written by the user or the app.
    public static let all: ProfileFields = [.goal, .experience, .weeklyGoal]

    /// The stored form: field names separated by spaces (`goal experience weeklyGoal`).
    public var text: String {
        [(ProfileFields.goal, "goal"), (.experience, "experience"), (.weeklyGoal, "weeklyGoal")]
            .filter { contains($0.0) }.map(\.1).joined(separator: " ")
    }

    /// JSON: the stated field names, as a list.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text.split(separator: " ").map(String.init))
    }

    /// Reads the list of stated field names.
    public init(from decoder: Decoder) throws {
        self.init(text: try decoder.singleValueContainer().decode([String].self).joined(separator: " "))
    }

    /// Parses the stored form, field names separated by spaces; unknown words are ignored.
    public init(text: String) {
        var fields: ProfileFields = []
        for word in text.split(separator: " ") {
            switch word {
            case "goal": fields.insert(.goal)
            case "experience": fields.insert(.experience)
            case "weeklyGoal": fields.insert(.weeklyGoal)
            default: break
            }
        }
        self = fields
    }
}
