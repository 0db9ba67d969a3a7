import Testing
import UIKitServer

/// A reproducible pseudo-random source (SplitMix64), so failures can be replayed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

@Suite("Untrusted input")
struct JSONRobustnessTests {
    static let alphabet = Array(#"{}[]:,"'\ -+.0123456789eEtruefalsnNI/ux"#.utf8) + [0x00, 0x09, 0x0A, 0x1F, 0x7F, 0xC3, 0xA9, 0xE4, 0xB8, 0xAD, 0xED, 0xA0, 0x80, 0xF0, 0x9F, 0xFF]

    static let seeds = [
        #"{"a":[1,2.5,-3e-2,{"b":null,"c":true}],"d":"x\"\u00e9\ud83d\ude00"}"#,
        #"[[[["deep"]]],{"k":{"k":{"k":[]}}},0,-0.0,1E+2]"#,
    ]

    /// Parsing either throws a `JSONError` or yields a value that writes and reads back
    /// unchanged; returns whether it parsed.
    func checkNeverCrashesAndRoundTrips(_ bytes: [UInt8]) throws -> Bool {
        guard let value = try? JSONValue.parse(bytes) else { return false }
        #expect(try JSONValue.parse(value.serialized()) == value, "input \(bytes)")
        return true
    }

    @Test func randomBytesNeverCrashAndWhateverParsesRoundTrips() throws {
        var random = SeededGenerator(state: 2024)
        var parsed = 0
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...24, using: &random)
            let bytes = (0..<length).map { _ in Self.alphabet.randomElement(using: &random)! }
            if try checkNeverCrashesAndRoundTrips(bytes) { parsed += 1 }
        }
        #expect(parsed > 100)
    }

    @Test func mutatedValidJSONNeverCrashesAndWhateverParsesRoundTrips() throws {
        var random = SeededGenerator(state: 7)
        var parsed = 0
        for seed in Self.seeds.map({ Array($0.utf8) }) {
            for _ in 0..<10_000 {
                var bytes = seed
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    let position = Int.random(in: 0..<bytes.count, using: &random)
                    switch Int.random(in: 0..<3, using: &random) {
                    case 0: bytes[position] = Self.alphabet.randomElement(using: &random)!
                    case 1: bytes.insert(Self.alphabet.randomElement(using: &random)!, at: position)
                    default: if bytes.count > 1 { bytes.remove(at: position) }
                    }
                }
                if try checkNeverCrashesAndRoundTrips(bytes) { parsed += 1 }
            }
        }
        #expect(parsed > 1_000)
    }

    @Test func parsesAndWritesFromManyTasksAtOnce() async throws {
        let text = #"{"list":[1,2,3],"name":"中文","nested":{"a":[{"b":0.1}]}}"#
        let expected = try JSONValue.parse(text)
        let results = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    (0..<500).allSatisfy { _ in
                        (try? JSONValue.parse(text))?.serialized() == text
                    }
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results == Array(repeating: true, count: 8))
        #expect(expected.serialized() == text)
    }
}
