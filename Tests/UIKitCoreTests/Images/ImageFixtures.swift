import Testing
import UIKit

/// Tiny encoded images built byte by byte, so the tests need no binary files. Apart from
/// `onePixelPNG`, which is a complete image, each has a valid header and a stand-in body: what
/// an image reads without decoding pixels.
enum ImageFixtures {
    /// A complete 1×1 RGBA PNG: signature, IHDR, one IDAT and IEND.
    static let onePixelPNG = Data([
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
        0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1F, 0x15, 0xC4,
        0x89, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x44, 0x41, 0x54, 0x78, 0xDA, 0x63, 0xF8, 0xCF, 0xC0, 0xF0,
        0x1F, 0x00, 0x05, 0x00, 0x01, 0xFF, 0x56, 0xC7, 0x2F, 0x0D, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45,
        0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
    ])

    /// The length of a PNG header: the signature and the whole IHDR chunk with its CRC.
    static let pngHeaderLength = 33

    // MARK: PNG

    /// A PNG with an IHDR for the given size, then IEND.
    static func png(width: Int, height: Int, bitDepth: UInt8 = 8, colorType: UInt8 = 6) -> Data {
        var header = bigEndian(width, 4) + bigEndian(height, 4)
        header += [bitDepth, colorType, 0, 0, 0]
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            + pngChunk("IHDR", header) + pngChunk("IEND", [])
    }

    static func pngChunk(_ type: String, _ data: [UInt8]) -> Data {
        let typeAndData = Array(type.utf8) + data
        return Data(bigEndian(data.count, 4) + typeAndData + bigEndian(crc32(typeAndData), 4))
    }

    // MARK: JPEG

    static let baseline: UInt8 = 0xC0
    static let extendedSequential: UInt8 = 0xC1
    static let progressive: UInt8 = 0xC2
    static let lossless: UInt8 = 0xC3
    static let arithmetic: UInt8 = 0xC9

    /// A JFIF JPEG: SOI, APP0, the given segments (an Exif APP1, say), a quantization table, the
    /// frame header, and unless `scan` is false a scan stand-in and EOI.
    static func jpeg(width: Int, height: Int, frame: UInt8 = baseline, components: Int = 3,
                     segments: [Data] = [], scan: Bool = true) -> Data {
        var data = Data([0xFF, 0xD8])
        data += jpegSegment(0xE0, Array("JFIF".utf8) + [0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00])
        for segment in segments { data += segment }
        data += jpegSegment(0xDB, [0x00] + Array(repeating: 1, count: 64))
        var frameHeader: [UInt8] = [8] + bigEndian(height, 2) + bigEndian(width, 2) + [UInt8(components)]
        for id in 1...components { frameHeader += [UInt8(id), 0x11, 0x00] }
        data += jpegSegment(frame, frameHeader)
        if scan {
            data += jpegSegment(0xDA, [0x03, 0x01, 0x00, 0x02, 0x11, 0x03, 0x11, 0x00, 0x3F, 0x00])
            data += [0x12, 0x34, 0xFF, 0x00, 0x56, 0xFF, 0xD9]
        }
        return data
    }

    static func jpegSegment(_ marker: UInt8, _ payload: [UInt8]) -> Data {
        Data([0xFF, marker] + bigEndian(payload.count + 2, 2) + payload)
    }

    /// An Exif APP1 segment whose first directory holds a Make tag, then the orientation tag.
    static func exifSegment(orientation: Int, littleEndian: Bool = false) -> Data {
        func int(_ value: Int, _ length: Int) -> [UInt8] {
            littleEndian ? Array(bigEndian(value, length).reversed()) : bigEndian(value, length)
        }
        var tiff: [UInt8] = littleEndian ? Array("II".utf8) : Array("MM".utf8)
        tiff += int(42, 2) + int(8, 4)
        tiff += int(2, 2)
        tiff += int(0x010F, 2) + int(2, 2) + int(4, 4) + Array("Test".utf8)
        tiff += int(0x0112, 2) + int(3, 2) + int(1, 4) + int(orientation, 2) + [0, 0]
        tiff += int(0, 4)
        return jpegSegment(0xE1, Array("Exif".utf8) + [0, 0] + tiff)
    }

    // MARK: GIF

    /// The length of a GIF header: the signature and the logical screen descriptor.
    static let gifHeaderLength = 13

    /// A GIF89a whose logical screen is the given size, holding one 1×1 frame.
    static func gif(width: Int, height: Int, version: String = "89a") -> Data {
        var data = Data(("GIF" + version).utf8)
        data += littleEndian(width, 2) + littleEndian(height, 2) + [0x00, 0x00, 0x00]
        data += [0x2C] + littleEndian(0, 2) + littleEndian(0, 2) + littleEndian(1, 2) + littleEndian(1, 2) + [0x00]
        data += [0x02, 0x02, 0x44, 0x01, 0x00, 0x3B]
        return data
    }

    // MARK: WebP

    /// A lossy WebP: one VP8 key frame. Its header is 30 bytes long.
    static func lossyWebP(width: Int, height: Int) -> Data {
        let tag = 0 | (0 << 1) | (1 << 4) | (10 << 5)  // key frame, profile 0, shown, partition size
        let frame = littleEndian(tag, 3) + [0x9D, 0x01, 0x2A] + littleEndian(width, 2) + littleEndian(height, 2)
        return riff([webPChunk("VP8 ", frame + Array(repeating: 0, count: 10))])
    }

    /// A lossless WebP: one VP8L bitstream. Its header is 25 bytes long.
    static func losslessWebP(width: Int, height: Int) -> Data {
        let bits = (width - 1) | (height - 1) << 14 | 1 << 28
        return riff([webPChunk("VP8L", [0x2F] + littleEndian(bits, 4) + Array(repeating: 0, count: 6))])
    }

    /// An extended WebP: a VP8X chunk giving the canvas size, then a lossless bitstream. Its
    /// header is 30 bytes long.
    static func extendedWebP(width: Int, height: Int) -> Data {
        let canvas = [0x10, 0, 0, 0] + littleEndian(width - 1, 3) + littleEndian(height - 1, 3)
        let bits = (width - 1) | (height - 1) << 14
        return riff([webPChunk("VP8X", canvas), webPChunk("VP8L", [0x2F] + littleEndian(bits, 4) + [0])])
    }

    static func webPChunk(_ fourCC: String, _ payload: [UInt8]) -> [UInt8] {
        Array(fourCC.utf8) + littleEndian(payload.count, 4) + payload + (payload.count.isMultiple(of: 2) ? [] : [0])
    }

    static func riff(_ chunks: [[UInt8]]) -> Data {
        let body = Array("WEBP".utf8) + chunks.joined()
        return Data(Array("RIFF".utf8) + littleEndian(body.count, 4) + body)
    }

    // MARK: Bytes

    static func bigEndian(_ value: Int, _ length: Int) -> [UInt8] {
        (0..<length).map { UInt8(truncatingIfNeeded: value >> (8 * (length - 1 - $0))) }
    }

    static func littleEndian(_ value: Int, _ length: Int) -> [UInt8] {
        (0..<length).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }

    static func crc32(_ bytes: [UInt8]) -> Int {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return Int(~crc)
    }
}
