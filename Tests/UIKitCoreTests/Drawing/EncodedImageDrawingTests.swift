import Foundation
import Testing
import UIKit

/// JPEG and GIF images drawn into a bitmap context on the server have their pixels, as PNG
/// images do: a JPEG decoded as stored, a GIF's first frame with its transparent color clear.
@MainActor
struct EncodedImageDrawingTests {
    /// A 16 × 8 JPEG (quality 95, no chroma subsampling): the left half red (230, 20, 20), the
    /// right half blue (20, 40, 220).
    static let redBlueJPEG = Data(base64Encoded: """
        /9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoKCgoKBggLDAsKDAkKCgr/\
        2wBDAQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgr/wAARCAAIABADAREAAhEBAxEB/8QA\
        HwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkK\
        FhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXG\
        x8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAEC\
        AxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOE\
        hYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwD5Lr+cz/aQ\
        8Pr/AKAD/n3P/9k=
        """)!

    /// A 4 × 2 GIF89a: red, red, green, green over blue, blue and two pixels of the transparent
    /// color (index 3, white in the palette).
    static let paletteGIF = Data(base64Encoded: "R0lGODlhBAACAIEAAP8AAAD/AAAA/////yH5BAEAAAMALAAAAAAEAAIAAAIHBMEwFMVxBQA7")!

    private func near(_ pixel: [Int], _ expected: [Int], within tolerance: Int) -> Bool {
        pixel.count == expected.count && zip(pixel, expected).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test func testAJPEGImageDrawsItsPixelsIntoAnImageContext() throws {
        let image = try #require(UIImage(data: Self.redBlueJPEG))
        #expect(image.size == CGSize(width: 16, height: 8))
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 16, height: 8), false, 1)
        defer { UIGraphicsEndImageContext() }
        let context = try #require(UIGraphicsGetCurrentContext())
        image.draw(in: CGRect(x: 0, y: 0, width: 16, height: 8))
        // JPEG is lossy: within a few levels of the colors encoded.
        #expect(near(pixel(context, x: 2, y: 4), [230, 20, 20, 255], within: 6), "\(pixel(context, x: 2, y: 4))")
        #expect(near(pixel(context, x: 13, y: 4), [20, 40, 220, 255], within: 6), "\(pixel(context, x: 13, y: 4))")
    }

    @Test func testTheImageRendererDrawsAJPEGScaledIntoItsRectangle() throws {
        let image = try #require(UIImage(data: Self.redBlueJPEG))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 32, height: 16), format: format).image { _ in
            UIColor.white.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 32, height: 16))
            image.draw(in: CGRect(x: 0, y: 0, width: 32, height: 16))
        }
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 32, height: 16), false, 1)
        defer { UIGraphicsEndImageContext() }
        let context = try #require(UIGraphicsGetCurrentContext())
        drawn.draw(in: CGRect(x: 0, y: 0, width: 32, height: 16))
        #expect(near(pixel(context, x: 4, y: 8), [230, 20, 20, 255], within: 8), "\(pixel(context, x: 4, y: 8))")
        #expect(near(pixel(context, x: 28, y: 8), [20, 40, 220, 255], within: 8), "\(pixel(context, x: 28, y: 8))")
    }

    @Test func testAGIFsFirstFrameDrawsWithItsTransparentColorClear() throws {
        let image = try #require(UIImage(data: Self.paletteGIF))
        #expect(image.size == CGSize(width: 4, height: 2))
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 2), false, 1)
        defer { UIGraphicsEndImageContext() }
        let context = try #require(UIGraphicsGetCurrentContext())
        image.draw(in: CGRect(x: 0, y: 0, width: 4, height: 2))
        let pixels = (0..<2).flatMap { y in (0..<4).map { x in pixel(context, x: x, y: y) } }
        #expect(pixels == [[255, 0, 0, 255], [255, 0, 0, 255], [0, 255, 0, 255], [0, 255, 0, 255],
                           [0, 0, 255, 255], [0, 0, 255, 255], [0, 0, 0, 0], [0, 0, 0, 0]])
    }

    @Test func testAGIFWhoseImageDataIsCorruptDrawsNothing() throws {
        var broken = Self.paletteGIF
        broken.replaceSubrange(30..<broken.count, with: [UInt8](repeating: 0xFF, count: broken.count - 30))
        let image = UIImage(data: broken)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 2), false, 1)
        defer { UIGraphicsEndImageContext() }
        let context = try #require(UIGraphicsGetCurrentContext())
        image?.draw(in: CGRect(x: 0, y: 0, width: 4, height: 2))
        #expect(pixel(context, x: 0, y: 0) == [0, 0, 0, 0])
    }
}
