import Testing
import UIKit
@testable import UIKitCore

/// The display list a context records for given drawing code (an internal value: the one thing
/// these tests look at below the public API), and that replaying it is what gives the pixels.
@MainActor
struct DisplayListTests {
    @Test func testDrawingCodeRecordsItsCommandsInOrder() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 20, height: 10), false, 2)
        defer { UIGraphicsEndImageContext() }
        let context = try #require(UIGraphicsGetCurrentContext())
        context.saveGState()
        context.translateBy(x: 5, y: 0)
        context.setStrokeColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.setLineWidth(3)
        context.setLineCap(.round)
        context.setLineDash(phase: 1, lengths: [4, 2])
        context.move(to: CGPoint(x: 0, y: 2))
        context.addQuadCurve(to: CGPoint(x: 6, y: 2), control: CGPoint(x: 3, y: 8))
        context.strokePath()
        context.restoreGState()
        context.setBlendMode(.multiply)
        context.fill(CGRect(x: 1, y: 1, width: 2, height: 2))
        #expect(context.displayList.commands == [
            .save,
            .concatenate(CGAffineTransform(translationX: 5, y: 0)),
            .strokeColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1)),
            .lineWidth(3),
            .lineCap(.round),
            .lineDash(phase: 1, lengths: [4, 2]),
            .move(CGPoint(x: 0, y: 2)),
            // The quadratic curve as the cubic it equals, from the current point.
            .curve(to: CGPoint(x: 6, y: 2), control1: CGPoint(x: 2, y: 6), control2: CGPoint(x: 4, y: 6)),
            .stroke,
            .restore,
            .blendMode(.multiply),
            .beginPath,
            .rect(CGRect(x: 1, y: 1, width: 2, height: 2)),
            .fill(.winding),
        ])
    }

    @Test func testAQuadCurveAfterATransformStartsFromTheSamePlaceOnTheBitmap() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 20, height: 20), false, 1)
        defer { UIGraphicsEndImageContext() }
        let context = try #require(UIGraphicsGetCurrentContext())
        context.move(to: CGPoint(x: 10, y: 10))
        context.translateBy(x: 10, y: 0)
        // The current point is (0, 10) in the new space: the control points follow from there.
        context.addQuadCurve(to: CGPoint(x: 3, y: 10), control: CGPoint(x: 3, y: 10))
        #expect(context.displayList.commands.last == .curve(to: CGPoint(x: 3, y: 10), control1: CGPoint(x: 2, y: 10),
                                                          control2: CGPoint(x: 3, y: 10)))
    }

    @Test func testReplayingTheRecordedListGivesTheContextsPixels() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8), format: {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return format
        }())
        var recorded = DisplayList()
        let png = renderer.pngData { context in
            UIColor.blue.setFill()
            context.cgContext.fillEllipse(in: CGRect(x: 1, y: 1, width: 6, height: 6))
            recorded = context.cgContext.displayList
        }
        let rasterizer = try #require(CairoRasterizer(pixelWidth: 8, pixelHeight: 8, scale: 1, opaque: false))
        rasterizer.replay(recorded.commands)
        #expect(rasterizer.makePNG() == png)
    }
}
