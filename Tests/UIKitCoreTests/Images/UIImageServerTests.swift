import Testing
@_spi(Host) import UIKitCore
import UIKit

/// What the host needs to serve an image to the browser, and where the server's UIImage does
/// less than Apple's because it never decodes or encodes pixels.
struct UIImageServerTests {
    typealias F = ImageFixtures

    @Test func testMIMETypeAndFileExtensionFollowTheFormat() throws {
        let cases: [(Data, String, String)] = [
            (F.onePixelPNG, "image/png", "png"),
            (F.jpeg(width: 5, height: 7), "image/jpeg", "jpg"),
            (F.gif(width: 1, height: 1), "image/gif", "gif"),
            (F.lossyWebP(width: 1, height: 1), "image/webp", "webp"),
            (F.losslessWebP(width: 1, height: 1), "image/webp", "webp"),
            (F.extendedWebP(width: 1, height: 1), "image/webp", "webp"),
        ]
        for (data, mimeType, fileExtension) in cases {
            let image = try #require(UIImage(data: data))
            #expect(image.mimeType == mimeType)
            #expect(image.fileExtension == fileExtension)
        }
    }

    @Test func testImageDataIsTheOriginalBytes() throws {
        let data = F.jpeg(width: 5, height: 7, segments: [F.exifSegment(orientation: 6)])
        #expect(UIImage(data: data, scale: 3)?.imageData == data)
    }

    @Test func testContentIdentifierIsTheSHA256OfTheBytes() throws {
        let image = try #require(UIImage(data: F.onePixelPNG))
        #expect(image.contentIdentifier == "49e1dad481e94dfab7c9573a9a81d56aa2ca629fe15a3f7a910aa4f47601c00d")
    }

    @Test(arguments: [
        (119, "93fb595d3bcab638c4ef343fb394f4319a783a0dc7924cc2352bc7c608046bed"),
        (120, "c35ca3adbeeb8128c8ad0e836958988c91b36f5fba71e93423d48a1dda1d5589"),
        (128, "84e833c3077331a39c1d0e96081e1d1ed96593544cae27db9de7ec12d3cacdf4"),
        (1070, "6bbab2fe13423cd8033239b37ea1820891577e18a3139a04d62d1e1848f0b737"),
    ])
    func testContentIdentifierIsTheSHA256AcrossBlockBoundaries(length: Int, digest: String) throws {
        // Bytes after IEND are ignored by decoders; here they move the end across SHA-256 padding cases.
        let data = F.onePixelPNG + Data(repeating: 0x61, count: length - F.onePixelPNG.count)
        #expect(UIImage(data: data)?.contentIdentifier == digest)
    }

    @Test func testContentIdentifiersAreEqualExactlyForEqualBytes() throws {
        let first = try #require(UIImage(data: F.png(width: 3, height: 2)))
        let sameBytes = try #require(UIImage(data: F.png(width: 3, height: 2), scale: 2))
        let otherBytes = try #require(UIImage(data: F.png(width: 2, height: 3)))
        #expect(first.contentIdentifier == sameBytes.contentIdentifier)
        #expect(first.contentIdentifier != otherBytes.contentIdentifier)
        #expect(first.contentIdentifier.count == 64)
        #expect(first.contentIdentifier.allSatisfy { "0123456789abcdef".contains($0) })
    }

    @Test func testSameBytesAtDifferentScalesAreDifferentImages() throws {
        let atOne = try #require(UIImage(data: F.onePixelPNG, scale: 1))
        let atTwo = try #require(UIImage(data: F.onePixelPNG, scale: 2))
        #expect(!atOne.isEqual(atTwo))
    }

    @Test func testWithoutAnEncoderOnlyTheSourceFormatHasARepresentation() throws {
        let png = try #require(UIImage(data: F.onePixelPNG))
        let jpeg = try #require(UIImage(data: F.jpeg(width: 5, height: 7)))
        let gif = try #require(UIImage(data: F.gif(width: 1, height: 1)))
        #expect(png.pngData() == F.onePixelPNG)
        #expect(png.jpegData(compressionQuality: 1) == nil)
        #expect(jpeg.jpegData(compressionQuality: 0) == F.jpeg(width: 5, height: 7))
        #expect(jpeg.pngData() == nil)
        #expect(gif.pngData() == nil && gif.jpegData(compressionQuality: 1) == nil)
    }

    @Test func testScaleThatIsNotPositiveCountsAsOne() throws {
        for scale in [0, -2, CGFloat.nan, CGFloat.infinity] {
            #expect(UIImage(data: F.png(width: 3, height: 2), scale: scale)?.scale == 1)
        }
    }
}
