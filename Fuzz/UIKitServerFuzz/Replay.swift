import Foundation

/// Without libFuzzer: every file of the corpus folders, then `mutations` inputs made from them
/// by a seeded generator (bytes flipped, inserted, removed, repeated, and inputs spliced), so a
/// run is repeatable from its seed.
struct Replay {
    let target: FuzzTarget
    var mutations = 100_000
    var seed: UInt64 = 1

    /// Runs `body` on every input; returns how many there were.
    func run(folders: [String], _ body: ([UInt8]) -> Void) -> Int {
        let corpus = folders.flatMap(Self.files).compactMap { FileManager.default.contents(atPath: $0).map { [UInt8]($0) } }
        for input in corpus { body(input) }
        guard !corpus.isEmpty else { return 0 }
        var generator = SplitMix64(seed: seed)
        for _ in 0..<mutations {
            body(mutate(corpus[Int(generator.next() % UInt64(corpus.count))], corpus: corpus, using: &generator))
        }
        return corpus.count + mutations
    }

    private static func files(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.sorted().map { folder + "/" + $0 }
    }

    private func mutate(_ input: [UInt8], corpus: [[UInt8]], using generator: inout SplitMix64) -> [UInt8] {
        var bytes = input
        for _ in 0...(generator.next() % 4) {
            let position = bytes.isEmpty ? 0 : Int(generator.next() % UInt64(bytes.count))
            switch generator.next() % 6 {
            case 0 where !bytes.isEmpty: bytes[position] ^= UInt8(1 << (generator.next() % 8))
            case 1: bytes.insert(Self.interesting[Int(generator.next() % UInt64(Self.interesting.count))], at: position)
            case 2 where !bytes.isEmpty: bytes.remove(at: position)
            case 3 where !bytes.isEmpty: bytes[position] = UInt8(truncatingIfNeeded: generator.next())
            case 4 where !bytes.isEmpty:
                let end = min(bytes.count, position + Int(generator.next() % 16) + 1)
                bytes.insert(contentsOf: bytes[position..<end], at: position)
            default:
                let other = corpus[Int(generator.next() % UInt64(corpus.count))]
                bytes = Array(bytes[..<position]) + other[min(other.count, position)...]
            }
        }
        return bytes
    }

    /// Bytes that matter to JSON and to frames.
    private static let interesting: [UInt8] = Array("{}[]\",:0-1e.9tfn\\u".utf8) + [0, 0x7f, 0x80, 0xff, 0xc3, 0xed, 0x81, 0x88, 0x89, 0x8a]
}

/// A small, fast, seeded generator (Steele, Lea and Flood's SplitMix64).
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var value = state
        value = (value ^ (value >> 30)) &* 0xbf58_476d_1ce4_e5b9
        value = (value ^ (value >> 27)) &* 0x94d0_49bb_1331_11eb
        return value ^ (value >> 31)
    }
}
