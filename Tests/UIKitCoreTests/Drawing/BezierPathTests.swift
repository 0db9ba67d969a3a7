import Testing
import UIKit

/// `UIBezierPath` and `CGPath` geometry as on iOS: bounds with control points, hit testing by
/// fill rule, arcs clockwise on screen, rounded corners, reversing, and the context's path.
@MainActor
struct BezierPathTests {
    private func close(_ a: CGPoint, _ b: CGPoint, within tolerance: CGFloat = 1e-6) -> Bool {
        abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance
    }

    @Test func testARectPathRunsClockwiseOnScreenFromItsOriginAndIsARect() {
        let path = UIBezierPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40))
        var points: [CGPoint] = []
        var types: [CGPathElementType] = []
        path.cgPath.applyWithBlock { element in
            types.append(element.pointee.type)
            if element.pointee.type != .closeSubpath { points.append(element.pointee.points[0]) }
        }
        #expect(types == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        #expect(points == [CGPoint(x: 10, y: 20), CGPoint(x: 40, y: 20), CGPoint(x: 40, y: 60), CGPoint(x: 10, y: 60)])
        var rect = CGRect.zero
        #expect(path.cgPath.isRect(&rect))
        #expect(rect == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(path.bounds == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(path.currentPoint == CGPoint(x: 10, y: 20))
    }

    @Test func testAnOvalContainsItsCenterButNotItsBoundsCorners() {
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(oval.contains(CGPoint(x: 50, y: 25)))
        #expect(oval.contains(CGPoint(x: 99, y: 25)))
        #expect(!oval.contains(CGPoint(x: 3, y: 3)))
        #expect(!oval.contains(CGPoint(x: 101, y: 25)))
        #expect(oval.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(!oval.cgPath.isRect(nil))
    }

    @Test func testAnArcIsClockwiseOnScreenInUIKitAndTheOppositeInCoreGraphics() {
        // From 0 (right) to π/2: clockwise on a y-down screen passes through the bottom.
        let arc = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(close(arc.currentPoint, CGPoint(x: 50, y: 60)))
        #expect(close(arc.bounds.origin, CGPoint(x: 50, y: 50), within: 0.01))
        #expect(arc.bounds.maxX <= 60.001 && arc.bounds.maxY <= 60.001)
        // The other way round is three quarters of the circle, through the top and left.
        let long = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(close(long.currentPoint, CGPoint(x: 50, y: 60)))
        #expect(abs(long.bounds.minY - 40) < 0.01 && abs(long.bounds.minX - 40) < 0.01, "\(long.bounds)")
        // Core Graphics' flag is in a y-up sense: `clockwise: false` is UIKit's clockwise.
        let cg = CGMutablePath()
        cg.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(cg.boundingBoxOfPath.maxY <= 60.001 && cg.boundingBoxOfPath.minY >= 49.999)
        // A full turn in UIKit's clockwise direction draws the circle.
        let circle = UIBezierPath(arcCenter: CGPoint(x: 0, y: 0), radius: 5, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        #expect(circle.contains(CGPoint(x: 0, y: -4)), "a fill closes the circle")
        #expect(abs(circle.cgPath.boundingBoxOfPath.width - 10) < 0.01)
    }

    @Test func testRoundedCornersAreOnlyOnTheChosenCornersAndAtMostHalfTheSide() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
        let top = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 10, height: 10))
        #expect(!top.contains(CGPoint(x: 0.5, y: 0.5)), "the top-left corner is cut")
        #expect(top.contains(CGPoint(x: 0.5, y: 39.5)), "the bottom-left corner is square")
        let pill = UIBezierPath(roundedRect: rect, cornerRadius: 50)
        #expect(pill.contains(CGPoint(x: 20, y: 20)))
        #expect(!pill.contains(CGPoint(x: 3, y: 3)))
        #expect(pill.bounds == rect)
    }

    @Test func testEvenOddLeavesAHoleWhereWindingFills() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        path.append(UIBezierPath(rect: CGRect(x: 25, y: 25, width: 50, height: 50)))
        #expect(path.contains(CGPoint(x: 50, y: 50)))
        path.usesEvenOddFillRule = true
        #expect(!path.contains(CGPoint(x: 50, y: 50)))
        #expect(path.contains(CGPoint(x: 10, y: 50)))
    }

    @Test func testReversingRunsEachSubpathBackwards() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addCurve(to: CGPoint(x: 20, y: 10), controlPoint1: CGPoint(x: 15, y: 0), controlPoint2: CGPoint(x: 20, y: 5))
        let reversed = path.reversing()
        var elements: [(CGPathElementType, [CGPoint])] = []
        reversed.cgPath.applyWithBlock { element in
            let count = [1, 1, 2, 3, 0][Int(element.pointee.type.rawValue)]
            elements.append((element.pointee.type, (0..<count).map { element.pointee.points[$0] }))
        }
        #expect(elements.map(\.0) == [.moveToPoint, .addCurveToPoint, .addLineToPoint])
        #expect(elements.map(\.1) == [[CGPoint(x: 20, y: 10)],
                                      [CGPoint(x: 20, y: 5), CGPoint(x: 15, y: 0), CGPoint(x: 10, y: 0)],
                                      [CGPoint(x: 0, y: 0)]])
    }

    @Test func testATransformMovesEveryPointAndCopiesAreIndependent() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        let copy = path.copy() as! UIBezierPath
        path.apply(CGAffineTransform(translationX: 5, y: 7))
        #expect(path.bounds == CGRect(x: 5, y: 7, width: 10, height: 10))
        #expect(copy.bounds == CGRect(x: 0, y: 0, width: 10, height: 10))
        path.removeAllPoints()
        #expect(path.isEmpty)
        #expect(path.bounds == .zero)
    }

    @Test func testTheContextsPathIsInUserSpaceAndEmptiedByFilling() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 50, height: 50), false, 2)
        defer { UIGraphicsEndImageContext() }
        let context = try #require(UIGraphicsGetCurrentContext())
        #expect(context.isPathEmpty)
        context.translateBy(x: 10, y: 10)
        context.addRect(CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(context.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(context.pathContains(CGPoint(x: 2, y: 2), mode: .fill))
        context.translateBy(x: 5, y: 0)
        // A point added before the transform keeps its place on the bitmap.
        #expect(context.currentPointOfPath == CGPoint(x: -5, y: 0))
        context.fillPath()
        #expect(context.isPathEmpty)
        #expect(context.path == nil)
    }

    @Test func testATangentArcRoundsTheCornerBetweenTwoLines() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        #expect(close(path.currentPoint, CGPoint(x: 100, y: 20), within: 1e-6))
        #expect(path.boundingBoxOfPath.maxX <= 100.0001)
    }
}
