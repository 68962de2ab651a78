import Foundation
import Testing
@testable import GymBoKit

@Suite("Hashes, UUIDs, timestamps")
struct DigestTests {
    @Test func sha256Vectors() {
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex(Array(repeating: UInt8(ascii: "a"), count: 1000)) == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
        var hasher = SHA256()
        for _ in 0..<10 { hasher.update(Array(repeating: UInt8(ascii: "a"), count: 100)) }
        #expect(hasher.finalizeHex() == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }

    @Test func sha1AndUUIDv5() {
        #expect(SHA1.digest(Array("abc".utf8)).map { String(format: "%02x", $0) }.joined() == "a9993e364706816aba3e25717850c26c9cd0d89d")
        let dns = UUID(uuidString: "6ba7b810-9dad-11d1-80b4-00c04fd430c8")!
        #expect(UUID.v5(namespace: dns, name: "python.org").lowercased == "886313e1-3b8a-5372-9b90-0c9aee199e5d")
        #expect(UUID.v5(namespace: .gymboExerciseNamespace, name: "squats").lowercased == "3819d746-4434-50f8-9a19-45bbccaf4d54")
    }

    @Test func upperCaseTextMatchesFoundationForRandomIds() {
        let upper = { (id: UUID) in id.withText(uppercase: true) { String(decoding: $0, as: UTF8.self) } }
        for _ in 0..<1_000 {
            let id = UUID()
            #expect(upper(id) == id.uuidString)
            #expect(id.withText(uppercase: false) { String(decoding: $0, as: UTF8.self) } == id.lowercased)
            // Content hashes add an id's text without making it: the same hash as adding the string.
            var byBytes = FNV1a64(), byString = FNV1a64()
            byBytes.add(uppercased: id)
            byString.add(id.uuidString)
            #expect(byBytes.hash == byString.hash)
        }
        #expect(upper(.zero) == "00000000-0000-0000-0000-000000000000")
    }

    @Test func catalogIds() {
        #expect(UUID.catalog(1).lowercased == "00000000-0000-0000-0000-000000000001")
        #expect(UUID.catalog(145).catalogNumber == 145)
        #expect(UUID.v5(namespace: .gymboExerciseNamespace, name: "x").catalogNumber == nil)
    }

    @Test func timestampsRoundTrip() {
        #expect(Timestamp.string(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00Z")
        let date = Timestamp.parseISO("2026-11-16T06:00:00Z")!
        #expect(Timestamp.string(date) == "2026-11-16T06:00:00Z")
        #expect(Timestamp.parseISO("2026-11-16T07:00:00+01:00") == date)
        #expect(Timestamp.parseISO("2024-02-29") != nil)
        #expect(Timestamp.parseISO("2025-02-29") == nil)
        #expect(Timestamp.parseISO("2026-13-01") == nil)
        #expect(Timestamp.parseISO("yesterday") == nil)
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<1000 {
            let seconds = Int.random(in: -2_000_000_000...4_000_000_000, using: &generator)
            let d = Date(timeIntervalSince1970: TimeInterval(seconds))
            #expect(Timestamp.parseISO(Timestamp.string(d)) == d)
        }
    }
}

@Suite("UUID text")
struct UUIDTextTests {
    @Test func handWrittenFormAgreesWithFoundation() {
        var random = SplitMix64(seed: 47)
        for _ in 0..<2_000 {
            let id = UUID(uuid: withUnsafeBytes(of: (random.next(), random.next())) { $0.load(as: uuid_t.self) })
            #expect(id.lowercased == id.uuidString.lowercased())
            #expect(UUID(text: id.lowercased) == id)
            #expect(UUID(text: id.uuidString) == id)
        }
        for bad in ["", "00000000-0000-0000-0000-00000000000", "00000000-0000-0000-0000-0000000000000",
                    "00000000x0000-0000-0000-000000000000", "0000000g-0000-0000-0000-000000000000"] {
            #expect(UUID(text: bad) == nil)
            #expect(UUID(uuidString: bad) == nil)
        }
    }
}
