import Testing
import UIKit

/// One pixel of an image as 0…255 red, green, blue and alpha (premultiplied), read by drawing
/// the image into a one-pixel bitmap context, as one would on a device.
@MainActor
private func pixel(_ image: UIImage, x: Int, y: Int) -> [Int]? {
    guard let cgImage = image.cgImage else { return nil }
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 1, height: 1), false, 1)
    defer { UIGraphicsEndImageContext() }
    guard let context = UIGraphicsGetCurrentContext(), let data = context.data else { return nil }
    context.draw(cgImage, in: CGRect(x: -CGFloat(x), y: -CGFloat(y), width: CGFloat(cgImage.width), height: CGFloat(cgImage.height)))
    let bytes = data.assumingMemoryBound(to: UInt8.self)
    // Blue, green, red, alpha in memory.
    return [Int(bytes[2]), Int(bytes[1]), Int(bytes[0]), Int(bytes[3])]
}

/// Image contexts and the image renderer, drawn on the server: sizes and scales, y going
/// down, the graphics state, the context stack, opacity and arcs in UIKit's coordinates.
@MainActor
struct ImageContextTests {
    @Test func testAnImageContextMakesAnImageOfItsSizeAtItsScaleWithYGoingDown() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 20), false, 2)
        let context = try #require(UIGraphicsGetCurrentContext())
        #expect(context.width == 20 && context.height == 40)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 5))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image.size == CGSize(width: 10, height: 20))
        #expect(image.scale == 2)
        #expect(image.cgImage?.width == 20)
        // The top rows are red, the rest still transparent.
        #expect(pixel(image, x: 5, y: 2) == [255, 0, 0, 255])
        #expect(pixel(image, x: 5, y: 9) == [255, 0, 0, 255])
        #expect(pixel(image, x: 5, y: 10) == [0, 0, 0, 0])
        #expect(pixel(image, x: 5, y: 30) == [0, 0, 0, 0])
    }

    @Test func testBeginImageContextIsAtScaleOneAndContextsStack() throws {
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIGraphicsBeginImageContext(CGSize(width: 4, height: 4))
        let outer = try #require(UIGraphicsGetCurrentContext())
        #expect(outer.width == 4)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 3, height: 3), true, 1)
        let inner = try #require(UIGraphicsGetCurrentContext())
        #expect(inner !== outer)
        let opaque = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() === outer)
        let transparent = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        // An opaque context starts white; a transparent one clear.
        #expect(pixel(opaque, x: 1, y: 1) == [255, 255, 255, 255])
        #expect(pixel(transparent, x: 1, y: 1) == [0, 0, 0, 0])
        #expect(transparent.scale == 1)
    }

    @Test func testSavingAndRestoringTheStateBringsBackTheColorAndTransform() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 1)
        defer { UIGraphicsEndImageContext() }
        let context = try #require(UIGraphicsGetCurrentContext())
        let before = context.ctm
        context.setFillColor(UIColor.red.cgColor)
        context.saveGState()
        context.setFillColor(UIColor.blue.cgColor)
        context.translateBy(x: 5, y: 0)
        #expect(context.ctm != before)
        context.restoreGState()
        #expect(context.ctm == before)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        #expect(pixel(image, x: 1, y: 1) == [255, 0, 0, 255])
    }

    @Test func testAnArcNotClockwiseInCoreGraphicsTermsTurnsClockwiseOnScreen() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return format
        }())
        let image = renderer.image { context in
            let cg = context.cgContext
            cg.setFillColor(UIColor.green.cgColor)
            cg.move(to: CGPoint(x: 10, y: 10))
            cg.addArc(center: CGPoint(x: 10, y: 10), radius: 9, startAngle: 0, endAngle: .pi / 2, clockwise: false)
            cg.closePath()
            cg.fillPath()
        }
        // From 3 o'clock to 6 o'clock: the bottom-right quarter.
        #expect(pixel(image, x: 14, y: 14)?[1] == 255)
        #expect(pixel(image, x: 14, y: 5)?[3] == 0)
        #expect(pixel(image, x: 5, y: 14)?[3] == 0)
    }

    @Test func testTheRendererDrawsAtItsScaleInItsBoundsAndMakesPNG() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        #expect(UIGraphicsImageRendererFormat.default().scale > 0)
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 10, width: 4, height: 2), format: format)
        let image = renderer.image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 10, y: 10, width: 2, height: 2))
            #expect(UIGraphicsGetCurrentContext() === context.cgContext)
        }
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image.size == CGSize(width: 4, height: 2))
        #expect(image.scale == 3)
        #expect(pixel(image, x: 2, y: 2) == [0, 0, 255, 255])
        #expect(pixel(image, x: 9, y: 2) == [0, 0, 0, 0])
        let png = renderer.pngData { _ in }
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(UIImage(data: png)?.size == CGSize(width: 12, height: 6))
    }

    @Test func testAnImageDrawsIntoAnotherAtItsPlace() throws {
        let red = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return format
        }()).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 6, height: 6), false, 1)
        red.draw(at: CGPoint(x: 3, y: 3))
        let composed = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(pixel(composed, x: 4, y: 4) == [255, 0, 0, 255])
        #expect(pixel(composed, x: 1, y: 1) == [0, 0, 0, 0])
        #expect(UIImage(cgImage: try #require(red.cgImage)).size == CGSize(width: 2, height: 2))
    }
}

@MainActor
private final class DotLayer: CALayer {
    var draws = 0
    override func draw(in ctx: CGContext) {
        draws += 1
        ctx.setFillColor(UIColor.red.cgColor)
        ctx.fillEllipse(in: bounds)
    }
}

/// Layers that draw: `setNeedsDisplay()`, `display()` and `draw(in:)` make their contents.
@MainActor
struct LayerDrawingTests {
    @Test func testALayerThatDrawsGetsABitmapOfItsBoundsAtItsContentsScale() throws {
        let layer = DotLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        layer.contentsScale = 2
        #expect(layer.contents == nil)
        layer.setNeedsDisplay()
        #expect(layer.needsDisplay())
        layer.displayIfNeeded()
        layer.displayIfNeeded()
        #expect(layer.draws == 1)
        #expect(!layer.needsDisplay())
        let contents = try #require(layer.contents as? CGImage)
        #expect(contents.width == 40 && contents.height == 20)
        let image = UIImage(cgImage: contents)
        #expect(pixel(image, x: 20, y: 10) == [255, 0, 0, 255])
        #expect(pixel(image, x: 0, y: 0) == [0, 0, 0, 0])
    }

    @Test func testALayerThatRedrawsOnBoundsChangeAsksForDisplayWhenItsSizeChanges() throws {
        let layer = DotLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.bounds.size = CGSize(width: 20, height: 10)
        #expect(!layer.needsDisplay())
        layer.needsDisplayOnBoundsChange = true
        layer.bounds.size = CGSize(width: 30, height: 10)
        #expect(layer.needsDisplay())
        layer.displayIfNeeded()
        #expect((layer.contents as? CGImage)?.width == 30)
    }
}
