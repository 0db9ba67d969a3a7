import Testing
import UIKit

@MainActor
struct HitTestingTests {
    private func makeContainer() -> (UIView, UIView) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        container.addSubview(child)
        return (container, child)
    }

    @Test func testHitTestReturnsDeepestViewContainingPoint() {
        let (container, child) = makeContainer()
        #expect(container.hitTest(CGPoint(x: 60, y: 60), with: nil) === child)
        #expect(container.hitTest(CGPoint(x: 10, y: 10), with: nil) === container)
    }

    @Test func testHitTestSkipsHiddenViews() {
        let (container, child) = makeContainer()
        child.isHidden = true
        #expect(container.hitTest(CGPoint(x: 60, y: 60), with: nil) === container)
    }

    @Test func testHitTestSkipsViewsWithUserInteractionDisabled() {
        let (container, child) = makeContainer()
        child.isUserInteractionEnabled = false
        #expect(container.hitTest(CGPoint(x: 60, y: 60), with: nil) === container)
    }

    @Test func testHitTestSkipsViewsWithAlphaBelowOnePercent() {
        let (container, child) = makeContainer()
        child.alpha = 0.009
        #expect(container.hitTest(CGPoint(x: 60, y: 60), with: nil) === container)
        child.alpha = 0.01
        #expect(container.hitTest(CGPoint(x: 60, y: 60), with: nil) === child)
    }

    @Test func testPointOutsideParentNeverReachesSubviews() {
        let (container, _) = makeContainer()
        let overhanging = UIView(frame: CGRect(x: 180, y: 0, width: 100, height: 50))
        container.addSubview(overhanging)
        #expect(container.hitTest(CGPoint(x: 250, y: 10), with: nil) == nil)
        #expect(container.hitTest(CGPoint(x: 190, y: 10), with: nil) === overhanging)
    }

    @Test func testLastSubviewWinsWhereSiblingsOverlap() {
        let (container, child) = makeContainer()
        let front = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 80))
        container.addSubview(front)
        #expect(container.hitTest(CGPoint(x: 120, y: 120), with: nil) === front)
        container.bringSubviewToFront(child)
        #expect(container.hitTest(CGPoint(x: 120, y: 120), with: nil) === child)
    }

    @Test func testHitTestAccountsForBoundsOrigin() {
        let (container, child) = makeContainer()
        container.bounds.origin = CGPoint(x: 50, y: 0)
        // The child now appears at x 0...100 of the container's frame.
        #expect(container.hitTest(CGPoint(x: 60, y: 60), with: nil) === child)
        #expect(container.hitTest(CGPoint(x: 160, y: 60), with: nil) === container)
    }

    @Test func testConvertAcrossNestedViewsAndBoundsOrigin() {
        let (container, child) = makeContainer()
        let grandchild = UIView(frame: CGRect(x: 10, y: 20, width: 10, height: 10))
        child.addSubview(grandchild)
        #expect(grandchild.convert(CGPoint(x: 1, y: 2), to: container) == CGPoint(x: 61, y: 72))
        #expect(container.convert(CGPoint(x: 61, y: 72), to: grandchild) == CGPoint(x: 1, y: 2))
        child.bounds.origin = CGPoint(x: 5, y: 5)
        #expect(grandchild.convert(CGPoint.zero, to: container) == CGPoint(x: 55, y: 65))
    }
}
