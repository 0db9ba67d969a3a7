import Testing
import UIKit

/// `isEqual(_:)` compares image data, as Apple's UIImage documentation promises, and
/// `pngData()` and `jpegData(compressionQuality:)` give data that makes the same image again.
struct UIImageEqualityTests {
    typealias F = ImageFixtures

    @Test func testImagesLoadedTwiceFromTheSameNameAreEqual() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("UIImageEqualityTests-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try F.onePixelPNG.write(to: directory.appendingPathComponent("MyImage.png"))
        let bundle = try #require(Bundle(path: directory.path))
        let image1 = UIImage(named: "MyImage", in: bundle, compatibleWith: nil)
        let image2 = UIImage(named: "MyImage", in: bundle, compatibleWith: nil)
        let first = try #require(image1)
        #expect(first.isEqual(image2))
        #expect(image1 == image2)
    }

    @Test func testImagesWithDifferentDataAreNotEqual() throws {
        let small = try #require(UIImage(data: F.png(width: 3, height: 2)))
        let large = try #require(UIImage(data: F.png(width: 30, height: 20)))
        #expect(!small.isEqual(large))
        #expect(!small.isEqual("not an image"))
        #expect(!small.isEqual(nil))
    }

    @Test func testEqualImagesHashAlike() throws {
        let images = try [F.onePixelPNG, F.onePixelPNG, F.gif(width: 1, height: 1)].map { try #require(UIImage(data: $0)) }
        #expect(images[0].hash == images[1].hash)
        #expect(Set(images).count == 2)
    }

    @Test func testPNGDataMakesTheSameImageAgain() throws {
        let image = try #require(UIImage(data: F.onePixelPNG))
        let data = try #require(image.pngData())
        #expect(UIImage(data: data)?.size == image.size)
    }

    @Test func testJPEGDataMakesTheSameImageAgainWithItsOrientation() throws {
        let image = try #require(UIImage(data: F.jpeg(width: 5, height: 7, segments: [F.exifSegment(orientation: 8)])))
        let data = try #require(image.jpegData(compressionQuality: 0.8))
        let again = try #require(UIImage(data: data))
        #expect(again.size == image.size)
        #expect(again.imageOrientation == .left)
    }
}
