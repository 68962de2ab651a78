import Foundation
import Testing
@testable import GymBoKit

/// A fixture file of this test target.
func fixture(_ relativePath: String) -> String {
    guard let base = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
        fatalError("Fixtures folder missing from the test bundle")
    }
    return base.appendingPathComponent(relativePath).path
}

/// A fresh in-memory database, with the bundled catalog when `seeded`.
func makeTestDatabase(seeded: Bool = true) throws -> GymBoStore {
    let store = try GymBoStore.inMemory()
    if seeded { _ = try CatalogSeeder(store: store).seedCatalog() }
    return store
}

/// A temporary directory removed at the end of the test's scope by the caller.
func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("gymbo-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Writes `text` (or raw bytes) to a file in `directory`.
@discardableResult
func write(_ text: String, to name: String, in directory: URL) throws -> String {
    let url = directory.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
}

/// The result of running the `gymbo` executable.
struct CommandResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs the built `gymbo` binary (it sits beside the test bundle) in `directory`.
func runGymbo(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> CommandResult {
    let products = Bundle.module.bundleURL.deletingLastPathComponent()
    let binary = products.appendingPathComponent("gymbo")
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var env = ProcessInfo.processInfo.environment
    env.removeValue(forKey: "GYMBO_DB")
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CommandResult(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                         stderr: String(decoding: errData, as: UTF8.self))
}

/// A `gymbo` process started in the background.
final class RunningGymbo {
    let process: Process
    let out = Pipe(), err = Pipe()

    init(_ arguments: [String], in directory: URL) throws {
        process = Process()
        process.executableURL = Bundle.module.bundleURL.deletingLastPathComponent().appendingPathComponent("gymbo")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardOutput = out
        process.standardError = err
        try process.run()
    }

    func wait() -> CommandResult {
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandResult(status: process.terminationStatus, stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: e, as: UTF8.self))
    }
}

func startGymbo(_ arguments: [String], in directory: URL) throws -> RunningGymbo {
    try RunningGymbo(arguments, in: directory)
}
