import Foundation

/// Access to the files the toolkit ships in `Resources/`.
public enum GymBoResources {
    /// The bundled exercise catalog (`exercises.csv`).
    public static var catalogURL: URL { url(named: "exercises", extension: "csv") }

    /// The bundled alias table (`aliases.csv`).
    public static var aliasesURL: URL { url(named: "aliases", extension: "csv") }

    /// A resource shipped in the bundle; its absence is a packaging error, not a user error.
    public static func url(named name: String, extension ext: String, subdirectory: String? = nil) -> URL {
        guard let url = Bundle.module.url(forResource: name, withExtension: ext, subdirectory: subdirectory) else {
            fatalError("GymBoResources: \(name).\(ext) is missing from the resource bundle")
        }
        return url
    }
}
