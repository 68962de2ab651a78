import Foundation
import GRDB
import Testing
@testable import GymBoKit

/// The outcome of a `gymbo` run whose memory was watched.
struct MeasuredRun {
    var result: CommandResult
    /// The highest `VmHWM` (peak resident set, KiB) read from `/proc/<pid>/status` while it ran.
    var peakKiB: Int
}

/// Runs `gymbo` and polls its peak resident set (`VmHWM`) every millisecond until it exits.
///
/// `VmHWM` is a high-water mark, so any read after the peak sees it; only a peak in the last millisecond
/// before exit can be missed, which under-reports and never fails a bound falsely. (`wait4`'s `ru_maxrss`
/// is no use here: a child spawned with `vfork` semantics inherits the test process's own peak.)
func runGymboWatchingMemory(_ arguments: [String], in directory: URL) throws -> MeasuredRun {
    let outPath = directory.appendingPathComponent(".watched-\(UUID().uuidString).out").path
    let errPath = directory.appendingPathComponent(".watched-\(UUID().uuidString).err").path
    _ = FileManager.default.createFile(atPath: outPath, contents: nil)
    _ = FileManager.default.createFile(atPath: errPath, contents: nil)
    defer {
        try? FileManager.default.removeItem(atPath: outPath)
        try? FileManager.default.removeItem(atPath: errPath)
    }
    let process = Process()
    process.executableURL = gymboBinary
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    environment.removeValue(forKey: "GYMBO_DB")
    process.environment = environment
    // Files, not pipes: nobody has to drain them while the loop below polls.
    process.standardOutput = FileHandle(forWritingAtPath: outPath)
    process.standardError = FileHandle(forWritingAtPath: errPath)
    try process.run()
    var peak = 0
    let status = "/proc/\(process.processIdentifier)/status"
    while process.isRunning {
        if let text = try? String(contentsOfFile: status, encoding: .utf8),
           let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
           let kib = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) {
            peak = max(peak, kib)
        }
        usleep(1_000)
    }
    process.waitUntilExit()
    return MeasuredRun(
        result: CommandResult(status: process.terminationStatus,
                              stdout: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
                              stderr: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""),
        peakKiB: peak)
}

extension RunningGymbo {
    var pid: Int32 { process.processIdentifier }

    /// SIGKILL, as the kernel's OOM killer or `kill -9` ends it: no handler runs, no buffer is flushed.
    func kill9() { _ = kill(process.processIdentifier, SIGKILL) }

    /// True when the process ended by SIGKILL (and not by finishing first).
    var wasKilled: Bool { process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL }
}

/// Size and modification time of a file, or `nil` when it does not exist.
func fileStamp(_ path: String) -> (size: Int64, mtime: timespec)? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return (Int64(info.st_size), info.st_mtim)
}

/// Waits until `condition` holds or `process` ends (polling every `interval` seconds); true when the
/// condition was met while the process still ran.
@discardableResult
func wait(for process: RunningGymbo, interval: Double = 0.001, until condition: () throws -> Bool) rethrows -> Bool {
    while process.process.isRunning {
        if try condition() { return process.process.isRunning }
        usleep(UInt32(interval * 1_000_000))
    }
    return false
}

/// True when frames were written to the WAL of `database` (its size or modification time changed) since
/// `before`; a WAL that did not exist then counts once it holds bytes.
func walChanged(_ database: String, since before: (size: Int64, mtime: timespec)?) -> Bool {
    guard let now = fileStamp(database + "-wal") else { return false }
    guard let before else { return now.size > 0 }
    return now.size != before.size || now.mtime.tv_sec != before.mtime.tv_sec || now.mtime.tv_nsec != before.mtime.tv_nsec
}

/// Every row that an import produces (`GymBoStore.importedDataDigest`).
func importedDataDigest(_ store: GymBoStore) throws -> String { try store.importedDataDigest() }
