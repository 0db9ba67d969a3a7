import Testing
import UIKit

/// The defaults Apple documents for paths and drawing layers: code that relies on them draws
/// the same here.
@MainActor
struct DrawingDefaultsTests {
    @Test func testAShapeLayerFillsOpaqueBlackAndDoesNotStrokeByDefault() {
        let shape = CAShapeLayer()
        #expect(shape.path == nil)
        #expect(shape.fillColor == CGColor(gray: 0, alpha: 1))
        #expect(shape.strokeColor == nil)
        #expect(shape.fillRule == .nonZero)
        #expect(shape.lineWidth == 1 && shape.miterLimit == 10)
        #expect(shape.lineCap == .butt && shape.lineJoin == .miter)
        #expect(shape.strokeStart == 0 && shape.strokeEnd == 1)
        #expect(shape.lineDashPattern == nil && shape.lineDashPhase == 0)
    }

    @Test func testAGradientLayerRunsTopToBottomByDefault() {
        let gradient = CAGradientLayer()
        #expect(gradient.colors == nil && gradient.locations == nil)
        #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0))
        #expect(gradient.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(gradient.type == .axial)
    }

    @Test func testABezierPathsLineAttributesDefaultAsUIKitDocumentsThem() {
        let path = UIBezierPath()
        #expect(path.isEmpty && path.bounds == .zero)
        #expect(path.lineWidth == 1 && path.miterLimit == 10 && path.flatness == 0.6)
        #expect(path.lineCapStyle == .butt && path.lineJoinStyle == .miter)
        #expect(!path.usesEvenOddFillRule)
        var count = -1
        path.getLineDash(nil, count: &count, phase: nil)
        #expect(count == 0)
    }

    @Test func testAShadowWithoutAColorIsBlackAtAThird() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 20, height: 10), false, 1)
        defer { UIGraphicsEndImageContext() }
        let context = try #require(UIGraphicsGetCurrentContext())
        context.setShadow(offset: CGSize(width: 10, height: 0), blur: 0)
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        // Core Graphics' default shadow: black at 1/3 opacity.
        let alpha = pixel(context, x: 15, y: 5)[3]
        #expect(abs(alpha - 85) <= 1, "\(alpha)")
    }
}
