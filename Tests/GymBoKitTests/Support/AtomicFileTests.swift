import Foundation
import Testing
@testable import GymBoKit

@Suite("Files written whole (AtomicFile)")
struct AtomicFileTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gymbo-atomic-\(UUID().uuidString)")

    func contents(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    /// Names in `folder` and below, files and folders, sorted.
    func tree() -> [String] {
        (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).sorted()
    }

    @Test func missingFoldersAreCreatedAndAFileIsReplacedWithNoTemporaryLeft() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("lena/2026-W46.md").path
        try AtomicFile.write(Data("first".utf8), to: path)
        #expect(try contents(path) == "first")
        try AtomicFile.write(Data("second, longer".utf8), to: path, durable: false)
        try AtomicFile.write(Data("third".utf8), to: path)
        #expect(try contents(path) == "third")
        try AtomicFile.write(Data(), to: folder.appendingPathComponent("empty.json").path)
        #expect(try contents(folder.appendingPathComponent("empty.json").path) == "")
        #expect(tree() == ["empty.json", "lena", "lena/2026-W46.md"])
    }

    @Test func aFileInTheWayIsNamed() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("out.txt").path
        try AtomicFile.write(Data("x".utf8), to: file)
        let path = file + "/lena/2026-W46.md"
        #expect(throws: AtomicFile.WriteError(path: file, attempt: "write \(path)", reason: "out.txt is a file, not a folder")) {
            try AtomicFile.write(Data("report".utf8), to: path)
        }
        #expect(try contents(file) == "x")
        #expect(tree() == ["out.txt"])
    }

    @Test func aFailedWriteLeavesTheOldFileAndNoTemporary() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("report.md").path
        try AtomicFile.write(Data("old".utf8), to: path)
        // A folder where the file should go: the rename fails, and the temporary file is removed.
        let blocked = folder.appendingPathComponent("blocked")
        try FileManager.default.createDirectory(at: blocked.appendingPathComponent("inside"), withIntermediateDirectories: true)
        #expect(throws: AtomicFile.WriteError.self) { try AtomicFile.write(Data("new".utf8), to: blocked.path) }
        #expect(try contents(path) == "old")
        #expect(tree() == ["blocked", "blocked/inside", "report.md"])
    }

    /// The file's inode: a rename puts a new one in place, a file left alone keeps its own.
    func inode(_ path: String) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int)
    }

    @Test func unlessSameLeavesAFileWithTheSameBytesAndReplacesAnyOther() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("lena/2026-W46.json").path
        try AtomicFile.write(Data("{ \"week\" : 46 }".utf8), to: path, durable: false, unlessSame: true)
        let first = try inode(path)
        try AtomicFile.write(Data("{ \"week\" : 46 }".utf8), to: path, durable: false, unlessSame: true)
        #expect(try inode(path) == first)
        // Same length, other bytes; then a prefix of them; then longer: each is written.
        for text in ["{ \"week\" : 47 }", "{ \"week\" : 4", "{ \"week\" : 47, \"sessions\" : 3 }"] {
            let before = try inode(path)
            try AtomicFile.write(Data(text.utf8), to: path, durable: false, unlessSame: true)
            #expect(try contents(path) == text)
            #expect(try inode(path) != before)
        }
        // Without the option the same bytes are written again.
        let before = try inode(path)
        try AtomicFile.write(Data("{ \"week\" : 47, \"sessions\" : 3 }".utf8), to: path, durable: false)
        #expect(try inode(path) != before)
        #expect(tree() == ["lena", "lena/2026-W46.json"])
    }
}
