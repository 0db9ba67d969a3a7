import Testing
import UIKit

/// `UIImage(named:in:compatibleWith:)` loads the file variant for the display scale from a
/// bundle, and the `@2x` or `@3x` in its name sets the image's scale.
final class UIImageNamedTests {
    typealias F = ImageFixtures

    /// Where this test's bundles live, removed when the test ends.
    let temporaryDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("UIImageNamedTests-\(UUID())")

    deinit {
        try? FileManager.default.removeItem(at: temporaryDirectory)
    }

    /// A bundle in a new directory holding the given files.
    func makeBundle(_ files: [String: Data]) throws -> Bundle {
        let directory = temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, data) in files {
            try data.write(to: directory.appendingPathComponent(name))
        }
        return try #require(Bundle(path: directory.path))
    }

    /// An icon 10 points wide in the plain, `@2x` and `@3x` variants.
    func makeIconBundle(scales: [Int] = [1, 2, 3]) throws -> Bundle {
        var files: [String: Data] = [:]
        for scale in scales {
            files[scale == 1 ? "icon.png" : "icon@\(scale)x.png"] = F.png(width: 10 * scale, height: 10 * scale)
        }
        return try makeBundle(files)
    }

    func image(_ name: String, in bundle: Bundle, displayScale: CGFloat) -> UIImage? {
        UIImage(named: name, in: bundle, compatibleWith: UITraitCollection(displayScale: displayScale))
    }

    @Test func testDisplayScaleTwoLoadsTheAt2xFile() throws {
        let icon = try #require(image("icon", in: try makeIconBundle(), displayScale: 2))
        #expect(icon.scale == 2)
        #expect(icon.size == CGSize(width: 10, height: 10))
    }

    @Test func testDisplayScaleThreeLoadsTheAt3xFile() throws {
        let icon = try #require(image("icon", in: try makeIconBundle(), displayScale: 3))
        #expect(icon.scale == 3)
        #expect(icon.size == CGSize(width: 10, height: 10))
    }

    @Test func testDisplayScaleOneLoadsThePlainFile() throws {
        let icon = try #require(image("icon", in: try makeIconBundle(), displayScale: 1))
        #expect(icon.scale == 1)
        #expect(icon.size == CGSize(width: 10, height: 10))
    }

    @Test func testWithoutAScaledVariantThePlainFileLoadsAtScaleOne() throws {
        let icon = try #require(image("icon", in: try makeIconBundle(scales: [1]), displayScale: 3))
        #expect(icon.scale == 1)
        #expect(icon.size == CGSize(width: 10, height: 10))
    }

    @Test func testWithoutTheExactVariantALargerScaleIsPreferredToASmallerOne() throws {
        let bundle = try makeIconBundle(scales: [1, 3])
        #expect(image("icon", in: bundle, displayScale: 2)?.scale == 3)
        #expect(image("icon", in: try makeIconBundle(scales: [1, 2]), displayScale: 3)?.scale == 2)
    }

    @Test func testUnspecifiedDisplayScalePicksTheAt2xFile() throws {
        let bundle = try makeIconBundle()
        #expect(UIImage(named: "icon", in: bundle, compatibleWith: nil)?.scale == 2)
        #expect(UIImage(named: "icon", in: bundle, compatibleWith: UITraitCollection())?.scale == 2)
    }

    @Test func testFractionalDisplayScalePicksTheSharperVariant() throws {
        #expect(image("icon", in: try makeIconBundle(), displayScale: 1.5)?.scale == 2)
        #expect(image("icon", in: try makeIconBundle(), displayScale: 2.625)?.scale == 3)
    }

    @Test func testNameWithPNGExtensionStillPicksTheScaledVariant() throws {
        #expect(image("icon.png", in: try makeIconBundle(), displayScale: 3)?.scale == 3)
    }

    @Test func testNameWithScaleSuffixLoadsThatFileAtThatScale() throws {
        let icon = try #require(image("icon@3x", in: try makeIconBundle(), displayScale: 1))
        #expect(icon.scale == 3)
        #expect(icon.size == CGSize(width: 10, height: 10))
    }

    @Test func testJPEGFilesAreFoundWithOrWithoutTheirExtension() throws {
        let bundle = try makeBundle(["photo@2x.jpg": F.jpeg(width: 8, height: 6), "scan.jpeg": F.jpeg(width: 3, height: 3)])
        #expect(image("photo", in: bundle, displayScale: 2)?.size == CGSize(width: 4, height: 3))
        #expect(image("photo.jpg", in: bundle, displayScale: 2)?.size == CGSize(width: 4, height: 3))
        #expect(image("scan", in: bundle, displayScale: 2)?.size == CGSize(width: 3, height: 3))
        #expect(image("scan.jpeg", in: bundle, displayScale: 2)?.size == CGSize(width: 3, height: 3))
    }

    @Test func testGIFAndWebPFilesNeedTheirExtension() throws {
        let bundle = try makeBundle(["spinner.gif": F.gif(width: 4, height: 4), "hero.webp": F.lossyWebP(width: 6, height: 2)])
        #expect(image("spinner", in: bundle, displayScale: 2) == nil)
        #expect(image("spinner.gif", in: bundle, displayScale: 2)?.size == CGSize(width: 4, height: 4))
        #expect(image("hero.webp", in: bundle, displayScale: 2)?.size == CGSize(width: 6, height: 2))
    }

    @Test func testMissingNameIsNil() throws {
        let bundle = try makeIconBundle()
        #expect(image("missing", in: bundle, displayScale: 2) == nil)
        #expect(image("", in: bundle, displayScale: 2) == nil)
        #expect(UIImage(named: "missing-\(UUID())") == nil)
    }

    @Test func testFileThatIsNotAnImageIsNil() throws {
        let bundle = try makeBundle(["broken.png": Data("not a png".utf8)])
        #expect(image("broken", in: bundle, displayScale: 2) == nil)
    }
}
