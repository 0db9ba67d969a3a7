import Testing
import UIKit

/// Malformed data never crashes `UIImage(data:)`: it gives `nil` or an image with a real size.
struct UIImageFuzzTests {
    typealias F = ImageFixtures

    static let seeds: [Data] = [
        F.onePixelPNG,
        F.png(width: 3, height: 2),
        F.jpeg(width: 5, height: 7, segments: [F.exifSegment(orientation: 6)]),
        F.jpeg(width: 5, height: 7, frame: F.progressive, segments: [F.exifSegment(orientation: 3, littleEndian: true)]),
        F.gif(width: 3, height: 2),
        F.lossyWebP(width: 3, height: 2),
        F.losslessWebP(width: 3, height: 2),
        F.extendedWebP(width: 3, height: 2),
    ]

    @Test func testMutatedImagesNeverCrash() {
        var generator = SeededGenerator(seed: 0x5EED_1A6E)
        for iteration in 0..<4000 {
            let seed = Self.seeds[iteration % Self.seeds.count]
            let data = Self.mutate(seed, using: &generator)
            expectNilOrSensible(UIImage(data: data, scale: 2), "iteration \(iteration)")
        }
    }

    @Test func testRandomBytesAfterEachSignatureNeverCrash() {
        var generator = SeededGenerator(seed: 42)
        let signatures: [[UInt8]] = [[0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], [0xFF, 0xD8, 0xFF],
                                     Array("GIF89a".utf8), Array("RIFF\u{10}\0\0\0WEBPVP8X".utf8), []]
        for iteration in 0..<2000 {
            let count = Int.random(in: 0...96, using: &generator)
            let tail = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let data = Data(signatures[iteration % signatures.count] + tail)
            expectNilOrSensible(UIImage(data: data), "iteration \(iteration)")
        }
    }

    @Test func testHostileJPEGLengthsAndExifOffsetsNeverCrash() {
        let soi: [UInt8] = [0xFF, 0xD8]
        let hostile: [Data] = [
            Data(soi + Array(repeating: 0xFF, count: 10_000)),
            Data(soi + [0xFF, 0xE1, 0xFF, 0xFF] + Array("Exif\0\0MM\0*".utf8) + [0xFF, 0xFF, 0xFF, 0xF0]),
            Data(soi + [0xFF, 0xE1, 0x00, 0x12] + Array("Exif\0\0II*\0".utf8) + [0xF8, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]),
            Data(soi) + F.jpegSegment(0xE1, Array("Exif\0\0MM\0*".utf8) + [0, 0, 0, 8, 0xFF, 0xFF]) + F.jpeg(width: 1, height: 1).dropFirst(2),
            Data(soi + [0xFF, 0xC0, 0x00, 0x02]),
            Data(soi + [0xFF, 0xD0, 0xFF, 0x01, 0xFF]),
        ]
        for data in hostile {
            expectNilOrSensible(UIImage(data: data), "\(Array(data.prefix(24)))")
        }
    }

    private func expectNilOrSensible(_ image: UIImage?, _ comment: Comment) {
        guard let image else { return }
        let size = image.size
        #expect(size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0, comment)
    }

    /// One to four random edits: flipped bits, bytes set to 0x00 or 0xFF, insertions, deletions
    /// and truncations, weighted toward the header where the reader looks.
    static func mutate(_ seed: Data, using generator: inout SeededGenerator) -> Data {
        var bytes = [UInt8](seed)
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
            let limit = Bool.random(using: &generator) ? min(bytes.count, 40) : bytes.count
            let position = limit == 0 ? 0 : Int.random(in: 0..<limit, using: &generator)
            switch Int.random(in: 0..<6, using: &generator) {
            case 0 where !bytes.isEmpty: bytes[min(position, bytes.count - 1)] ^= 1 << UInt8.random(in: 0..<8, using: &generator)
            case 1 where !bytes.isEmpty: bytes[min(position, bytes.count - 1)] = Bool.random(using: &generator) ? 0x00 : 0xFF
            case 2: bytes.insert(contentsOf: (0..<Int.random(in: 1...8, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }, at: position)
            case 3 where !bytes.isEmpty: bytes.removeSubrange(position..<min(bytes.count, position + Int.random(in: 1...8, using: &generator)))
            case 4: bytes = Array(bytes.prefix(position))
            default: if !bytes.isEmpty { bytes[min(position, bytes.count - 1)] = UInt8.random(in: 0...255, using: &generator) }
            }
        }
        return Data(bytes)
    }
}
