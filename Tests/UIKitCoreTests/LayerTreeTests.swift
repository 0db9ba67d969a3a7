import Testing
import UIKit

@MainActor
private final class LayoutCountingView: UIView {
    var layouts = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }
}

/// Views' layers as Core Animation's layer tree: order, geometry, hit testing, layout.
@MainActor
struct LayerTreeTests {
    @Test func testAViewsLayerHasItsSubviewsLayersAsSublayersInOrder() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(parent.layer.sublayers == nil)
        let first = UIView(), second = UIView()
        parent.addSubview(first)
        parent.addSubview(second)
        #expect(parent.layer.sublayers?.map(ObjectIdentifier.init) == [first.layer, second.layer].map(ObjectIdentifier.init))
        #expect(first.layer.superlayer === parent.layer)
        #expect(parent.layer.superlayer == nil)
        parent.exchangeSubview(at: 0, withSubviewAt: 1)
        #expect(parent.layer.sublayers?.first === second.layer)
        second.removeFromSuperview()
        #expect(second.layer.superlayer == nil)
        #expect(parent.layer.sublayers?.count == 1)
    }

    @Test func testContainsIsInTheLayersOwnCoordinates() {
        let view = UIView(frame: CGRect(x: 40, y: 40, width: 100, height: 50))
        #expect(view.layer.contains(CGPoint(x: 50, y: 25)))
        #expect(!view.layer.contains(CGPoint(x: 120, y: 25)))
    }

    @Test func testHitTestFindsTheFarthestLayerAndIgnoresInteractionButNotHiding() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        parent.addSubview(child)
        let outside = UIView(frame: CGRect(x: 90, y: 90, width: 40, height: 40))
        child.addSubview(outside)
        child.isUserInteractionEnabled = false
        #expect(parent.layer.hitTest(CGPoint(x: 60, y: 60)) === child.layer)
        #expect(parent.layer.hitTest(CGPoint(x: 10, y: 10)) === parent.layer)
        // A sublayer outside its superlayer's bounds is hit unless the superlayer masks it.
        #expect(parent.layer.hitTest(CGPoint(x: 175, y: 175)) === outside.layer)
        child.layer.masksToBounds = true
        #expect(parent.layer.hitTest(CGPoint(x: 175, y: 175)) === parent.layer)
        child.isHidden = true
        #expect(parent.layer.hitTest(CGPoint(x: 60, y: 60)) === parent.layer)
        #expect(parent.layer.hitTest(CGPoint(x: 260, y: 60)) == nil)
    }

    @Test func testLayersConvertThroughAScaledAncestor() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(container)
        container.layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        container.layer.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        container.addSubview(child)
        #expect(container.layer.bounds.size == CGSize(width: 100, height: 100))
        #expect(child.layer.convert(CGPoint.zero, to: root.layer) == CGPoint(x: 20, y: 20))
        #expect(child.layer.convert(CGPoint(x: 70, y: 70), from: root.layer) == CGPoint(x: 25, y: 25))
        #expect(child.layer.convert(child.layer.bounds, to: root.layer) == CGRect(x: 20, y: 20, width: 40, height: 40))
        #expect(root.layer.hitTest(CGPoint(x: 55, y: 55)) === child.layer)
    }

    @Test func testLayerLayoutIsTheViewsLayout() {
        let view = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layer.layoutIfNeeded()
        #expect(view.layouts == 1)
        #expect(!view.layer.needsLayout())
        view.layer.setNeedsLayout()
        #expect(view.layer.needsLayout())
        view.layer.layoutIfNeeded()
        #expect(view.layouts == 2)
    }
}
