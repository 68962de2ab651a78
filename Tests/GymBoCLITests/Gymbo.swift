import Foundation
import Testing
@testable import GymBoKit

/// A fixture file of the library's tests (`Tests/GymBoKitTests/Fixtures`), read in place.
func fixture(_ relativePath: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("GymBoKitTests/Fixtures").appendingPathComponent(relativePath).path
}

/// The built `gymbo`: it sits beside the test runner in the products folder.
let gymboBinary: URL = {
    #if os(macOS)
    guard let tests = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) else {
        fatalError("no .xctest bundle loaded")
    }
    return tests.bundleURL.deletingLastPathComponent().appendingPathComponent("gymbo")
    #else
    return Bundle.main.bundleURL.appendingPathComponent("gymbo")
    #endif
}()

/// The result of running the `gymbo` executable.
struct CommandResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs the built `gymbo` binary in `directory`.
func runGymbo(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> CommandResult {
    let process = Process()
    process.executableURL = gymboBinary
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
        process.executableURL = gymboBinary
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
