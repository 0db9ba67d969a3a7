import Testing
import UIKit

/// `UIImage(data:)` and `UIImage(data:scale:)`: the size in points is the pixel size divided by
/// the scale, turned by the orientation; data that is not a supported image gives `nil`.
struct UIImageDataTests {
    typealias F = ImageFixtures

    // MARK: Sizes

    @Test func testPNGSizeIsItsPixelSizeAtScaleOne() throws {
        let onePixel = try #require(UIImage(data: F.onePixelPNG))
        #expect(onePixel.size == CGSize(width: 1, height: 1))
        #expect(onePixel.scale == 1)
        let image = try #require(UIImage(data: F.png(width: 3, height: 2)))
        #expect(image.size == CGSize(width: 3, height: 2))
    }

    @Test func testScaleTwoHalvesTheSizeInPoints() throws {
        let image = try #require(UIImage(data: F.png(width: 30, height: 20), scale: 2))
        #expect(image.scale == 2)
        #expect(image.size == CGSize(width: 15, height: 10))
    }

    @Test func testSizeTimesScaleIsThePixelSize() throws {
        let image = try #require(UIImage(data: F.png(width: 3, height: 2), scale: 3))
        #expect(image.size.width * image.scale == 3)
        #expect(image.size.height * image.scale == 2)
    }

    @Test func testPNGOfEveryColorTypeIsAccepted() throws {
        for (colorType, bitDepth) in [(0, 1), (0, 16), (2, 8), (3, 4), (4, 8), (6, 16)] as [(UInt8, UInt8)] {
            let image = UIImage(data: F.png(width: 4, height: 5, bitDepth: bitDepth, colorType: colorType))
            #expect(image?.size == CGSize(width: 4, height: 5), "color type \(colorType), depth \(bitDepth)")
        }
    }

    @Test func testBaselineJPEGFrameGivesTheSize() throws {
        let image = try #require(UIImage(data: F.jpeg(width: 5, height: 7, frame: F.baseline)))
        #expect(image.size == CGSize(width: 5, height: 7))
    }

    @Test func testProgressiveJPEGFrameGivesTheSize() throws {
        let image = try #require(UIImage(data: F.jpeg(width: 640, height: 480, frame: F.progressive)))
        #expect(image.size == CGSize(width: 640, height: 480))
    }

    @Test func testExtendedSequentialJPEGFrameGivesTheSize() throws {
        let image = try #require(UIImage(data: F.jpeg(width: 9, height: 4, frame: F.extendedSequential)))
        #expect(image.size == CGSize(width: 9, height: 4))
    }

    @Test func testGrayscaleJPEGGivesTheSize() throws {
        let image = try #require(UIImage(data: F.jpeg(width: 2, height: 3, components: 1)))
        #expect(image.size == CGSize(width: 2, height: 3))
    }

    @Test func testJPEGSizeAtScaleTwoIsHalved() throws {
        let image = try #require(UIImage(data: F.jpeg(width: 10, height: 14), scale: 2))
        #expect(image.size == CGSize(width: 5, height: 7))
    }

    @Test func testJPEGSegmentsBeforeTheFrameAreSkippedByTheirLength() throws {
        // A segment whose payload looks like a frame header must not be read as one.
        let decoy = F.jpegSegment(0xE2, [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0x01, 0x00, 0x01])
        let comment = F.jpegSegment(0xFE, Array("made by hand".utf8))
        let xmp = F.jpegSegment(0xE1, Array("http://ns.adobe.com/xap/1.0/\0<x:xmpmeta/>".utf8))
        let huffman = F.jpegSegment(0xC4, [0x00] + Array(repeating: 0, count: 16))
        let data = F.jpeg(width: 5, height: 7, segments: [decoy, comment, xmp, F.exifSegment(orientation: 1), huffman])
        let image = try #require(UIImage(data: data))
        #expect(image.size == CGSize(width: 5, height: 7))
    }

    @Test func testJPEGMarkersMayBePrecededByFillBytes() throws {
        var data = F.jpeg(width: 5, height: 7)
        data.insert(contentsOf: [0xFF, 0xFF, 0xFF], at: 2)
        let image = try #require(UIImage(data: data))
        #expect(image.size == CGSize(width: 5, height: 7))
    }

    @Test func testGIFSizeIsItsLogicalScreenSize() throws {
        let image = try #require(UIImage(data: F.gif(width: 300, height: 2)))
        #expect(image.size == CGSize(width: 300, height: 2))
        let old = try #require(UIImage(data: F.gif(width: 4, height: 6, version: "87a")))
        #expect(old.size == CGSize(width: 4, height: 6))
    }

    @Test func testLossyWebPGivesTheSize() throws {
        let image = try #require(UIImage(data: F.lossyWebP(width: 400, height: 301)))
        #expect(image.size == CGSize(width: 400, height: 301))
    }

    @Test func testLosslessWebPGivesTheSize() throws {
        let image = try #require(UIImage(data: F.losslessWebP(width: 16383, height: 1)))
        #expect(image.size == CGSize(width: 16383, height: 1))
    }

    @Test func testExtendedWebPGivesTheCanvasSize() throws {
        let image = try #require(UIImage(data: F.extendedWebP(width: 20_000, height: 3), scale: 2))
        #expect(image.size == CGSize(width: 10_000, height: 1.5))
    }

    @Test func testDataSliceIsReadFromItsOwnStart() throws {
        let padded = Data([1, 2, 3]) + F.png(width: 3, height: 2)
        let image = try #require(UIImage(data: padded.dropFirst(3)))
        #expect(image.size == CGSize(width: 3, height: 2))
    }

    // MARK: Orientation

    @Test func testOrientationRawValuesMatchUIKit() {
        let orientations: [UIImage.Orientation] = [.up, .down, .left, .right,
                                                   .upMirrored, .downMirrored, .leftMirrored, .rightMirrored]
        #expect(orientations.map(\.rawValue) == Array(0...7))
    }

    @Test func testImagesWithoutOrientationMetadataAreUp() throws {
        #expect(UIImage(data: F.onePixelPNG)?.imageOrientation == .up)
        #expect(UIImage(data: F.jpeg(width: 5, height: 7))?.imageOrientation == .up)
        #expect(UIImage(data: F.gif(width: 1, height: 1))?.imageOrientation == .up)
        #expect(UIImage(data: F.lossyWebP(width: 1, height: 1))?.imageOrientation == .up)
    }

    @Test(arguments: [false, true])
    func testExifOrientationSetsImageOrientation(littleEndian: Bool) throws {
        let expected: [UIImage.Orientation] = [.up, .upMirrored, .down, .downMirrored,
                                               .leftMirrored, .right, .rightMirrored, .left]
        for (index, orientation) in expected.enumerated() {
            let exif = F.exifSegment(orientation: index + 1, littleEndian: littleEndian)
            let image = UIImage(data: F.jpeg(width: 5, height: 7, segments: [exif]))
            #expect(image?.imageOrientation == orientation, "Exif orientation \(index + 1)")
        }
    }

    @Test func testQuarterTurnOrientationsSwapWidthAndHeight() throws {
        for exifOrientation in 1...8 {
            let exif = F.exifSegment(orientation: exifOrientation)
            let image = try #require(UIImage(data: F.jpeg(width: 10, height: 14, segments: [exif]), scale: 2))
            let turned = exifOrientation >= 5
            #expect(image.size == (turned ? CGSize(width: 7, height: 5) : CGSize(width: 5, height: 7)),
                    "Exif orientation \(exifOrientation)")
        }
    }

    @Test func testUnknownOrMalformedExifLeavesTheImageUp() throws {
        var pointsPastTheSegment = [UInt8](F.exifSegment(orientation: 6))
        pointsPastTheSegment[4 + 6 + 4 ..< 4 + 6 + 8] = [0x7F, 0xFF, 0xFF, 0xFF]  // IFD0 offset
        let candidates = [F.exifSegment(orientation: 0), F.exifSegment(orientation: 9), Data(pointsPastTheSegment),
                          F.jpegSegment(0xE1, Array("Exif".utf8) + [0, 0] + Array("XX".utf8))]
        for exif in candidates {
            let image = try #require(UIImage(data: F.jpeg(width: 5, height: 7, segments: [exif])))
            #expect(image.imageOrientation == .up)
            #expect(image.size == CGSize(width: 5, height: 7))
        }
    }

    // MARK: Invalid data

    @Test func testDataThatIsNoSupportedImageIsNil() {
        let bmp = Data("BM".utf8) + Data(repeating: 0, count: 60)
        let tiff = Data([0x49, 0x49, 0x2A, 0x00, 0x08, 0x00, 0x00, 0x00]) + Data(repeating: 0, count: 40)
        let wav = Data("RIFF".utf8) + Data([36, 0, 0, 0]) + Data("WAVEfmt ".utf8) + Data(repeating: 0, count: 40)
        for data in [Data(), Data("<svg xmlns='http://www.w3.org/2000/svg'/>".utf8), Data(repeating: 0, count: 64),
                     bmp, tiff, wav] {
            #expect(UIImage(data: data) == nil)
        }
    }

    @Test func testEveryPrefixShorterThanThePNGHeaderIsNil() {
        let png = F.png(width: 3, height: 2)
        for length in 0..<F.pngHeaderLength {
            #expect(UIImage(data: png.prefix(length)) == nil, "\(length) bytes")
        }
        #expect(UIImage(data: png.prefix(F.pngHeaderLength))?.size == CGSize(width: 3, height: 2))
    }

    @Test(arguments: [ImageFixtures.baseline, ImageFixtures.progressive])
    func testEveryPrefixShorterThanTheJPEGHeaderIsNil(frame: UInt8) {
        let header = F.jpeg(width: 5, height: 7, frame: frame, segments: [F.exifSegment(orientation: 6)], scan: false)
        for length in 0..<header.count {
            #expect(UIImage(data: header.prefix(length)) == nil, "\(length) bytes")
        }
        #expect(UIImage(data: header)?.size == CGSize(width: 7, height: 5))
    }

    @Test func testEveryPrefixShorterThanTheGIFHeaderIsNil() {
        let gif = F.gif(width: 3, height: 2)
        for length in 0..<F.gifHeaderLength {
            #expect(UIImage(data: gif.prefix(length)) == nil, "\(length) bytes")
        }
        #expect(UIImage(data: gif.prefix(F.gifHeaderLength)) != nil)
    }

    @Test func testEveryPrefixShorterThanAWebPHeaderIsNil() {
        for (webP, headerLength) in [(F.lossyWebP(width: 3, height: 2), 30), (F.losslessWebP(width: 3, height: 2), 25),
                                     (F.extendedWebP(width: 3, height: 2), 30)] {
            for length in 0..<headerLength {
                #expect(UIImage(data: webP.prefix(length)) == nil, "\(length) bytes")
            }
            #expect(UIImage(data: webP.prefix(headerLength))?.size == CGSize(width: 3, height: 2))
        }
    }

    @Test func testCorruptPNGHeaderIsNil() {
        var badCRC = F.png(width: 3, height: 2)
        badCRC[30] ^= 0x01
        var badLength = F.png(width: 3, height: 2)
        badLength[11] = 12
        let notIHDRFirst = F.png(width: 3, height: 2).prefix(8) + F.pngChunk("tEXt", Array("a\0b".utf8))
            + F.png(width: 3, height: 2).dropFirst(8)
        let candidates = [
            badCRC, badLength, notIHDRFirst,
            F.png(width: 0, height: 2), F.png(width: 3, height: 0), F.png(width: 1 << 31, height: 1),
            F.png(width: 3, height: 2, bitDepth: 3, colorType: 6), F.png(width: 3, height: 2, bitDepth: 16, colorType: 3),
            F.png(width: 3, height: 2, bitDepth: 8, colorType: 5),
        ]
        for data in candidates {
            #expect(UIImage(data: data) == nil)
        }
    }

    @Test func testJPEGWithoutAFrameBeforeItsScanIsNil() {
        let soi = Data([0xFF, 0xD8])
        let scanFirst = soi + F.jpegSegment(0xDA, [0x01, 0x01, 0x00, 0x00, 0x3F, 0x00]) + Data([0xFF, 0xD9])
        let endFirst = soi + F.jpegSegment(0xE0, [0]) + Data([0xFF, 0xD9])
        #expect(UIImage(data: scanFirst) == nil)
        #expect(UIImage(data: endFirst) == nil)
    }

    @Test func testJPEGSegmentRunningPastTheEndIsNil() {
        let soi = Data([0xFF, 0xD8])
        let overlong = soi + Data([0xFF, 0xE0, 0xFF, 0xFF, 0x00])
        let tooShort = soi + Data([0xFF, 0xE0, 0x00, 0x01]) + F.jpeg(width: 5, height: 7).dropFirst(2)
        let notAMarker = soi + Data([0x00, 0xE0]) + F.jpeg(width: 5, height: 7).dropFirst(2)
        #expect(UIImage(data: overlong) == nil)
        #expect(UIImage(data: tooShort) == nil)
        #expect(UIImage(data: notAMarker) == nil)
    }

    @Test func testJPEGFrameWithZeroSizeOrWrongLengthIsNil() {
        var wrongLength = F.jpeg(width: 5, height: 7, components: 3)
        let frame = wrongLength.range(of: Data([0xFF, 0xC0]))!.lowerBound
        wrongLength[frame + 3] += 3
        #expect(UIImage(data: wrongLength) == nil)
        #expect(UIImage(data: F.jpeg(width: 5, height: 0)) == nil)
        #expect(UIImage(data: F.jpeg(width: 0, height: 7)) == nil)
    }

    @Test func testZeroSizedGIFAndWebPAreNil() {
        #expect(UIImage(data: F.gif(width: 0, height: 2)) == nil)
        #expect(UIImage(data: F.lossyWebP(width: 3, height: 0)) == nil)
    }
}
