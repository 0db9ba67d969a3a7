import Testing
import UIKit

/// Drawing into bitmap contexts, as one checks it on a device: blend modes, dashes, the current
/// transform, and pixels read in the middle of drawing.
@MainActor
struct RasterizerTests {
    private func withContext(width: CGFloat = 10, height: CGFloat = 10, opaque: Bool = false,
                             _ body: (CGContext) throws -> Void) throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: width, height: height), opaque, 1)
        defer { UIGraphicsEndImageContext() }
        try body(try #require(UIGraphicsGetCurrentContext()))
    }

    @Test func testMultiplyBlendsWithWhatIsDrawnAndClearErases() throws {
        try withContext { context in
            context.setFillColor(CGColor(red: 1, green: 1, blue: 0, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.setBlendMode(.multiply)
            context.setFillColor(CGColor(red: 0, green: 1, blue: 1, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
            context.setBlendMode(.clear)
            context.fill(CGRect(x: 8, y: 0, width: 2, height: 10))
            // Yellow × cyan = green; the cleared strip is transparent; the rest stays yellow.
            #expect(pixel(context, x: 2, y: 5) == [0, 255, 0, 255])
            #expect(pixel(context, x: 6, y: 5) == [255, 255, 0, 255])
            #expect(pixel(context, x: 9, y: 5) == [0, 0, 0, 0])
        }
    }

    @Test func testTheRenderersBlendModeFillDrawsWithTheModeAndThenNormalAgain() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 1), format: format).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 1), blendMode: .destinationOut)
            UIColor.blue.setFill()
            context.fill(CGRect(x: 2, y: 0, width: 1, height: 1))
        }
        try withContext(width: 4, height: 1) { context in
            context.draw(try #require(image.cgImage), in: CGRect(x: 0, y: 0, width: 4, height: 1))
            #expect(pixel(context, x: 0, y: 0) == [0, 0, 0, 0])
            #expect(pixel(context, x: 2, y: 0) == [0, 0, 255, 255])
            #expect(pixel(context, x: 3, y: 0) == [255, 255, 255, 255])
        }
    }

    @Test func testADashedLineLeavesGapsAtThePattern() throws {
        try withContext(width: 12, height: 2) { context in
            context.setStrokeColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
            context.setLineWidth(2)
            context.setLineDash(phase: 0, lengths: [3, 3])
            context.move(to: CGPoint(x: 0, y: 1))
            context.addLine(to: CGPoint(x: 12, y: 1))
            context.strokePath()
            let alphas = (0..<12).map { pixel(context, x: $0, y: 0)[3] }
            #expect(alphas == [255, 255, 255, 0, 0, 0, 255, 255, 255, 0, 0, 0])
        }
    }

    @Test func testTheCurrentTransformFollowsTranslateScaleAndRestore() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 2)
        defer { UIGraphicsEndImageContext() }
        let context = try #require(UIGraphicsGetCurrentContext())
        #expect(context.ctm == CGAffineTransform(scaleX: 2, y: 2))
        context.saveGState()
        context.translateBy(x: 3, y: 4)
        context.scaleBy(x: 2, y: 1)
        #expect(context.ctm == CGAffineTransform(a: 4, b: 0, c: 0, d: 2, tx: 6, ty: 8))
        context.restoreGState()
        #expect(context.ctm == CGAffineTransform(scaleX: 2, y: 2))
    }

    @Test func testPixelsReadMidwayShowWhatIsDrawnSoFarAndDrawingGoesOnFromTheSameState() throws {
        try withContext { context in
            context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            context.translateBy(x: 5, y: 0)
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            #expect(pixel(context, x: 5, y: 0) == [0, 0, 255, 255])
            #expect(pixel(context, x: 6, y: 0) == [0, 0, 0, 0])
            // The color and transform set before the read still hold.
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
            #expect(pixel(context, x: 6, y: 0) == [0, 0, 255, 255])
        }
    }

    @Test func testALinearGradientPaintsOnlyBetweenItsEndsUnlessExtended() throws {
        try withContext(width: 20, height: 4) { context in
            let gradient = try #require(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                                   colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                                                            CGColor(red: 0, green: 0, blue: 1, alpha: 1)] as CFArray,
                                                   locations: [0, 1]))
            context.drawLinearGradient(gradient, start: CGPoint(x: 5, y: 0), end: CGPoint(x: 15, y: 0), options: [])
            #expect(pixel(context, x: 2, y: 2) == [0, 0, 0, 0], "nothing before the start")
            #expect(pixel(context, x: 18, y: 2) == [0, 0, 0, 0], "nothing after the end")
            let middle = pixel(context, x: 10, y: 2)
            #expect(abs(middle[0] - middle[2]) <= 30 && middle[3] == 255, "half red, half blue: \(middle)")
            context.drawLinearGradient(gradient, start: CGPoint(x: 5, y: 0), end: CGPoint(x: 15, y: 0),
                                       options: [.drawsAfterEndLocation])
            #expect(pixel(context, x: 18, y: 2) == [0, 0, 255, 255], "the end color extends past the end")
            #expect(pixel(context, x: 2, y: 2) == [0, 0, 0, 0], "but not before the start")
        }
    }

    @Test func testARadialGradientGoesFromItsCenterOutToItsRadius() throws {
        try withContext(width: 20, height: 20) { context in
            let gradient = try #require(CGGradient(colorsSpace: nil,
                                                   colors: [CGColor(gray: 1, alpha: 1), CGColor(gray: 0, alpha: 1)] as CFArray,
                                                   locations: nil))
            context.drawRadialGradient(gradient, startCenter: CGPoint(x: 10, y: 10), startRadius: 0,
                                       endCenter: CGPoint(x: 10, y: 10), endRadius: 10, options: [])
            #expect(pixel(context, x: 10, y: 10)[0] > 200)
            #expect(pixel(context, x: 10, y: 18)[0] < 60)
            #expect(pixel(context, x: 0, y: 0) == [0, 0, 0, 0], "outside the end circle nothing is painted")
        }
    }

    @Test func testAShadowIsDrawnOffsetAndBlurredUnderTheShape() throws {
        try withContext(width: 40, height: 40) { context in
            context.setShadow(offset: CGSize(width: 10, height: 10), blur: 0, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
            context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            context.fill(CGRect(x: 5, y: 5, width: 10, height: 10))
            #expect(pixel(context, x: 10, y: 10) == [255, 0, 0, 255], "the shape on top")
            #expect(pixel(context, x: 20, y: 20) == [0, 0, 0, 255], "its shadow 10 points down and right")
            #expect(pixel(context, x: 30, y: 30) == [0, 0, 0, 0])
            context.setShadow(offset: .zero, blur: 8, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
            context.fill(CGRect(x: 25, y: 5, width: 10, height: 10))
            let edge = pixel(context, x: 37, y: 10)
            #expect(edge[3] > 0 && edge[3] < 255, "a blurred shadow fades out past the edge: \(edge)")
            context.setShadow(offset: .zero, blur: 0, color: nil)
            context.fill(CGRect(x: 0, y: 30, width: 5, height: 5))
            #expect(pixel(context, x: 7, y: 32) == [0, 0, 0, 0], "no color, no shadow")
        }
    }

    @Test func testABezierPathFillsAndStrokesWithItsOwnLineWidth() throws {
        try withContext(width: 20, height: 20) { context in
            UIColor.green.setFill()
            UIColor.blue.setStroke()
            let path = UIBezierPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10))
            path.lineWidth = 4
            path.fill()
            path.stroke()
            #expect(pixel(context, x: 10, y: 10) == [0, 255, 0, 255])
            #expect(pixel(context, x: 4, y: 10) == [0, 0, 255, 255], "the stroke is centered on the edge, 2 points out")
            #expect(pixel(context, x: 1, y: 10) == [0, 0, 0, 0])
            // The path's line width did not stay in the context.
            context.stroke(CGRect(x: 0, y: 18, width: 20, height: 1))
        }
    }
}
