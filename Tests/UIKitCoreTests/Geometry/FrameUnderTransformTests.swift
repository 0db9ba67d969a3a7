import Testing
import UIKit

/// `frame` with a transform as Core Animation computes it: the getter is the box around the
/// transformed bounds, the setter keeps the transform and sets bounds size and position.
@MainActor
struct FrameUnderTransformTests {
    private func close(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9
            && abs(a.height - b.height) < 1e-9
    }

    @Test func testSettingTheFrameOfAScaledViewScalesTheBoundsDown() {
        let view = UIView()
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 100, y: 50))
        #expect(view.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(view.transform == CGAffineTransform(scaleX: 2, y: 2))
    }

    @Test func testTheFrameSetterKeepsTheAnchorPointWhereItIsInTheFrame() {
        let view = UIView()
        view.layer.anchorPoint = .zero
        view.transform = CGAffineTransform(scaleX: 2, y: 4)
        view.frame = CGRect(x: 10, y: 20, width: 200, height: 100)
        #expect(view.bounds.size == CGSize(width: 100, height: 25))
        #expect(view.center == CGPoint(x: 10, y: 20))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 200, height: 100))
    }

    @Test func testAQuarterTurnSwapsTheBoundsAndReadsTheFrameBack() {
        let view = UIView()
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        #expect(abs(view.bounds.width - 100) < 1e-9 && abs(view.bounds.height - 200) < 1e-9)
        #expect(close(view.frame, CGRect(x: 0, y: 0, width: 200, height: 100)))
    }

    @Test func testAFlippedViewKeepsItsSize() {
        let view = UIView()
        view.transform = CGAffineTransform(scaleX: -1, y: 1)
        view.frame = CGRect(x: 5, y: 5, width: 80, height: 40)
        #expect(view.bounds.size == CGSize(width: 80, height: 40))
        #expect(view.frame == CGRect(x: 5, y: 5, width: 80, height: 40))
    }

    @Test func testPointsConvertThroughAScaledAncestorWhoseFrameWasSet() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.isHidden = false
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(container)
        container.transform = CGAffineTransform(scaleX: 2, y: 2)
        container.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        container.addSubview(child)
        #expect(child.convert(CGPoint.zero, to: window) == CGPoint(x: 20, y: 20))
        #expect(child.convert(CGPoint(x: 70, y: 70), from: window) == CGPoint(x: 25, y: 25))
        #expect(child.convert(child.bounds, to: window) == CGRect(x: 20, y: 20, width: 40, height: 40))
        #expect(window.hitTest(CGPoint(x: 55, y: 55), with: nil) === child)
        #expect(window.hitTest(CGPoint(x: 65, y: 65), with: nil) === container)
    }
}
