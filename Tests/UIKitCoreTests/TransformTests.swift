import Testing
import UIKit

@MainActor
struct TransformTests {
    private func isClose(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
    }

    private func isClose(_ a: CGPoint, _ b: CGPoint) -> Bool {
        abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9
    }

    @Test func testTransformChangesTheFrameButNotCenterOrBounds() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.center == CGPoint(x: 50, y: 25))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.frame == CGRect(x: -50, y: -25, width: 200, height: 100))
    }

    @Test func testRotatedFrameIsTheBoundingBox() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(isClose(view.frame, CGRect(x: 25, y: -25, width: 50, height: 100)))
    }

    @Test func testHitTestingFollowsTheTransform() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let child = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        container.addSubview(child)
        child.transform = CGAffineTransform(translationX: 150, y: 0)
        #expect(container.hitTest(CGPoint(x: 150, y: 150), with: nil) === container)
        #expect(container.hitTest(CGPoint(x: 300, y: 150), with: nil) === child)
        child.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        #expect(container.hitTest(CGPoint(x: 110, y: 110), with: nil) === container)
        #expect(container.hitTest(CGPoint(x: 130, y: 130), with: nil) === child)
    }

    @Test func testConvertThroughAScaledAndRotatedView() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let child = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        container.addSubview(child)
        child.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // The child's top-left corner rotates a quarter turn about its center (150, 150).
        #expect(isClose(child.convert(CGPoint.zero, to: container), CGPoint(x: 200, y: 100)))
        #expect(isClose(container.convert(CGPoint(x: 200, y: 100), to: child), .zero))
        child.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(isClose(child.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: container),
                        CGRect(x: 50, y: 50, width: 20, height: 20)))
    }

    @Test func testAnchorPointMovesTheFrameAroundAFixedCenter() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.layer.anchorPoint = CGPoint(x: 0, y: 0)
        #expect(view.center == CGPoint(x: 50, y: 50))
        #expect(view.frame == CGRect(x: 50, y: 50, width: 100, height: 100))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == CGRect(x: 50, y: 50, width: 200, height: 200))
    }

    @Test func testSettingTheFramePlacesTheAnchorPoint() {
        let view = UIView()
        view.layer.anchorPoint = CGPoint(x: 1, y: 1)
        view.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        #expect(view.center == CGPoint(x: 30, y: 30))
        #expect(view.layer.position == CGPoint(x: 30, y: 30))
    }

    @Test func testLayerSharesTheViewsProperties() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layer.opacity = 0.5
        view.layer.masksToBounds = true
        view.layer.isHidden = true
        #expect(view.alpha == 0.5)
        #expect(view.clipsToBounds)
        #expect(view.isHidden)
        view.layer.setAffineTransform(CGAffineTransform(translationX: 5, y: 0))
        #expect(view.transform == CGAffineTransform(translationX: 5, y: 0))
        #expect(view.layer.frame == view.frame)
    }

    @Test func testLayerDefaultsMatchCoreAnimation() {
        let layer = UIView().layer
        #expect(layer.cornerRadius == 0)
        #expect(layer.borderWidth == 0)
        #expect(layer.shadowOpacity == 0)
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(layer.shadowRadius == 3)
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(layer.borderColor == CGColor(gray: 0, alpha: 1))
    }
}
