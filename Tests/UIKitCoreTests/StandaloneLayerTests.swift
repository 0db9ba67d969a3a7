import Testing
import UIKit

@MainActor
private final class CountingLayer: CALayer {
    var layouts = 0
    override func layoutSublayers() {
        super.layoutSublayers()
        layouts += 1
    }
}

@MainActor
private final class LayoutDelegate: CALayerDelegate {
    var laidOut: [CALayer] = []
    func layoutSublayers(of layer: CALayer) { laidOut.append(layer) }
}

private func ids(_ layers: [CALayer]?) -> [ObjectIdentifier] {
    (layers ?? []).map(ObjectIdentifier.init)
}

/// Layers of their own: made with `init()`, nested with `addSublayer(_:)` and its companions,
/// mixed with views' layers in a view's layer, with their own geometry and layout.
@MainActor
struct StandaloneLayerTests {
    @Test func testANewLayerHasCoreAnimationsDefaults() {
        let layer = CALayer()
        #expect(layer.frame == .zero)
        #expect(layer.bounds == .zero)
        #expect(layer.position == .zero)
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(layer.opacity == 1)
        #expect(!layer.isHidden)
        #expect(!layer.masksToBounds)
        #expect(layer.backgroundColor == nil)
        #expect(CATransform3DIsIdentity(layer.transform))
        #expect(CATransform3DIsIdentity(layer.sublayerTransform))
        #expect(layer.sublayers == nil)
        #expect(layer.superlayer == nil)
        #expect(layer.contentsGravity == .resize)
        #expect(layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(layer.cornerCurve == .circular)
        #expect(layer.contentsScale == 1)
    }

    @Test func testAddInsertReplaceAndRemoveKeepTheOrderAndTheSuperlayer() {
        let parent = CALayer()
        let a = CALayer(), b = CALayer(), c = CALayer(), d = CALayer(), e = CALayer()
        parent.addSublayer(a)
        parent.addSublayer(b)
        parent.insertSublayer(c, at: 0)
        #expect(ids(parent.sublayers) == ids([c, a, b]))
        parent.insertSublayer(d, above: a)
        #expect(ids(parent.sublayers) == ids([c, a, d, b]))
        parent.insertSublayer(e, below: c)
        #expect(ids(parent.sublayers) == ids([e, c, a, d, b]))
        parent.insertSublayer(b, at: 99)
        #expect(ids(parent.sublayers) == ids([e, c, a, d, b]))
        parent.insertSublayer(b, at: 0)
        #expect(ids(parent.sublayers) == ids([b, e, c, a, d]))
        let f = CALayer()
        parent.replaceSublayer(a, with: f)
        #expect(ids(parent.sublayers) == ids([b, e, c, f, d]))
        #expect(a.superlayer == nil)
        #expect(f.superlayer === parent)
        d.removeFromSuperlayer()
        #expect(d.superlayer == nil)
        #expect(ids(parent.sublayers) == ids([b, e, c, f]))
    }

    @Test func testAddingALayerToAnotherParentTakesItFromTheFirst() {
        let first = CALayer(), second = CALayer(), child = CALayer()
        first.addSublayer(child)
        second.addSublayer(child)
        #expect(first.sublayers == nil)
        #expect(child.superlayer === second)
    }

    @Test func testALayerCannotBecomeItsOwnAncestor() {
        let parent = CALayer(), child = CALayer()
        parent.addSublayer(child)
        child.addSublayer(parent)
        #expect(parent.superlayer == nil)
        #expect(child.sublayers == nil)
        parent.addSublayer(parent)
        #expect(ids(parent.sublayers) == ids([child]))
    }

    @Test func testSettingSublayersReplacesThem() {
        let parent = CALayer(), old = CALayer(), a = CALayer(), b = CALayer()
        parent.addSublayer(old)
        parent.sublayers = [a, b]
        #expect(old.superlayer == nil)
        #expect(ids(parent.sublayers) == ids([a, b]))
        parent.sublayers = nil
        #expect(parent.sublayers == nil)
        #expect(a.superlayer == nil)
    }

    @Test func testAViewsLayerKeepsItsOwnLayersAmongItsSubviewsLayers() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(), b = UIView()
        view.addSubview(a)
        view.addSubview(b)
        let gradient = CALayer(), badge = CALayer()
        view.layer.insertSublayer(gradient, at: 0)
        #expect(ids(view.layer.sublayers) == ids([gradient, a.layer, b.layer]))
        #expect(gradient.superlayer === view.layer)
        view.layer.addSublayer(badge)
        #expect(ids(view.layer.sublayers) == ids([gradient, a.layer, b.layer, badge]))
        // A new subview goes in front of everything; one inserted at an index goes just below
        // the subview that was there.
        let c = UIView(), d = UIView()
        view.addSubview(c)
        view.insertSubview(d, at: 0)
        #expect(ids(view.layer.sublayers) == ids([gradient, d.layer, a.layer, b.layer, badge, c.layer]))
        #expect(view.subviews == [d, a, b, c])
        view.bringSubviewToFront(a)
        #expect(ids(view.layer.sublayers) == ids([gradient, d.layer, b.layer, badge, c.layer, a.layer]))
        view.exchangeSubview(at: 0, withSubviewAt: 1)
        #expect(view.subviews == [b, d, c, a])
        #expect(ids(view.layer.sublayers) == ids([gradient, b.layer, d.layer, badge, c.layer, a.layer]))
        c.removeFromSuperview()
        #expect(ids(view.layer.sublayers) == ids([gradient, b.layer, d.layer, badge, a.layer]))
        badge.removeFromSuperlayer()
        gradient.removeFromSuperlayer()
        #expect(ids(view.layer.sublayers) == ids([b.layer, d.layer, a.layer]))
        #expect(view.subviews == [b, d, a])
    }

    @Test func testAViewsLayerGivenToAnotherViewsLayerMovesTheView() {
        let parent = UIView(), child = UIView(), other = UIView()
        parent.addSubview(other)
        let own = CALayer()
        parent.layer.addSublayer(own)
        parent.layer.insertSublayer(child.layer, at: 0)
        #expect(child.superview === parent)
        #expect(parent.subviews == [child, other])
        #expect(ids(parent.layer.sublayers) == ids([child.layer, other.layer, own]))
        child.layer.removeFromSuperlayer()
        #expect(child.superview == nil)
    }

    @Test func testFrameUnderAScaleSetsBoundsAndPositionAsCoreAnimationDoes() {
        let layer = CALayer()
        layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        layer.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(layer.position == CGPoint(x: 100, y: 50))
        #expect(layer.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
    }

    @Test func testTheAnchorPointPlacesTheBoundsAroundThePosition() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.position = CGPoint(x: 10, y: 10)
        #expect(layer.frame == CGRect(x: -40, y: -15, width: 100, height: 50))
        layer.anchorPoint = .zero
        #expect(layer.frame == CGRect(x: 10, y: 10, width: 100, height: 50))
        layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        // A quarter turn about the top-left corner: the box lies to its left.
        let frame = layer.frame
        #expect(abs(frame.minX - -40) < 1e-9 && abs(frame.minY - 10) < 1e-9)
        #expect(abs(frame.width - 50) < 1e-9 && abs(frame.height - 100) < 1e-9)
    }

    @Test func testConversionsGoThroughViewsAndLayersOfTheirOwn() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = UIView(frame: CGRect(x: 20, y: 30, width: 200, height: 200))
        window.addSubview(view)
        let card = CALayer()
        card.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        view.layer.addSublayer(card)
        let dot = CALayer()
        dot.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
        card.addSublayer(dot)
        #expect(dot.convert(CGPoint.zero, to: nil) == CGPoint(x: 35, y: 45))
        #expect(dot.convert(CGPoint.zero, to: view.layer) == CGPoint(x: 15, y: 15))
        #expect(view.layer.convert(CGPoint(x: 15, y: 15), to: dot) == .zero)
        #expect(dot.convert(CGPoint(x: 35, y: 45), from: window.layer) == .zero)
        card.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        // Scaled 2× about its center (60, 60): its top-left corner moves to (-40, -40).
        #expect(card.convert(CGPoint.zero, to: view.layer) == CGPoint(x: -40, y: -40))
        #expect(dot.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: view.layer)
            == CGRect(x: -30, y: -30, width: 20, height: 20))
        card.setAffineTransform(.identity)
        card.sublayerTransform = CATransform3DMakeTranslation(7, 3, 0)
        #expect(dot.convert(CGPoint.zero, to: view.layer) == CGPoint(x: 22, y: 18))
        #expect(view.layer.convert(CGPoint(x: 22, y: 18), to: dot) == .zero)
    }

    @Test func testHitTestFindsLayersOfTheirOwnInsideAViewsLayer() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let card = CALayer()
        card.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        let badge = CALayer()
        badge.frame = CGRect(x: 80, y: -10, width: 30, height: 30)
        card.addSublayer(badge)
        view.layer.addSublayer(card)
        #expect(view.layer.hitTest(CGPoint(x: 60, y: 60)) === card)
        // The badge sticks out of the card: found there unless the card masks it.
        #expect(view.layer.hitTest(CGPoint(x: 150, y: 45)) === badge)
        card.masksToBounds = true
        #expect(view.layer.hitTest(CGPoint(x: 150, y: 45)) === view.layer)
        card.isHidden = true
        #expect(view.layer.hitTest(CGPoint(x: 60, y: 60)) === view.layer)
    }

    @Test func testLayoutRunsWhenNeededOnceAndAfterASizeChange() {
        let layer = CountingLayer()
        #expect(!layer.needsLayout())
        layer.layoutIfNeeded()
        #expect(layer.layouts == 0)
        layer.setNeedsLayout()
        #expect(layer.needsLayout())
        layer.layoutIfNeeded()
        layer.layoutIfNeeded()
        #expect(layer.layouts == 1)
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(layer.needsLayout())
        layer.position = CGPoint(x: 40, y: 40)
        layer.layoutIfNeeded()
        #expect(layer.layouts == 2)
        layer.position = CGPoint(x: 50, y: 50)
        #expect(!layer.needsLayout())
    }

    @Test func testAddingASublayerLaysTheSuperlayerOutAndItsDelegateLaysItOut() {
        let parent = CALayer()
        let delegate = LayoutDelegate()
        parent.delegate = delegate
        parent.layoutIfNeeded()
        parent.addSublayer(CALayer())
        #expect(parent.needsLayout())
        parent.layoutIfNeeded()
        #expect(delegate.laidOut.map(ObjectIdentifier.init) == [ObjectIdentifier(parent)])
    }

    @Test func testLayersOfTheirOwnInAWindowAreLaidOutBeforeTheTurnEnds() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.makeKeyAndVisible()
        let layer = CountingLayer()
        window.layer.addSublayer(layer)
        layer.setNeedsLayout()
        window.layoutIfNeeded()
        layer.layoutIfNeeded()
        #expect(layer.layouts == 1)
    }

    @Test func testAViewsLayerKeepsANonAffineTransformAndTheViewItsAffinePart() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var turned = CATransform3DIdentity
        turned.m34 = -1 / 500
        turned = CATransform3DRotate(turned, .pi / 4, 0, 1, 0)
        view.layer.transform = turned
        #expect(view.layer.transform == turned)
        #expect(!CATransform3DIsAffine(view.layer.transform))
        #expect(view.transform == CATransform3DGetAffineTransform(turned))
        view.layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        #expect(view.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(CATransform3DIsAffine(view.layer.transform))
    }

    @Test func testInitWithLayerCopiesPropertiesButNotTheTree() {
        let original = CALayer()
        original.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        original.cornerRadius = 5
        original.opacity = 0.5
        original.maskedCorners = [.layerMinXMinYCorner]
        original.addSublayer(CALayer())
        let copy = CALayer(layer: original)
        #expect(copy.frame == original.frame)
        #expect(copy.cornerRadius == 5)
        #expect(copy.opacity == 0.5)
        #expect(copy.maskedCorners == [.layerMinXMinYCorner])
        #expect(copy.sublayers == nil)
    }

    @Test func testACopiedBorderAndShadowChangeOnlyInTheLayerThatChangesThem() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let original = view.layer
        #expect(original.borderWidth == 0 && original.shadowOpacity == 0 && original.shadowRadius == 3)
        #expect(original.shadowOffset == CGSize(width: 0, height: -3))
        #expect(original.borderColor?.alpha == 1 && original.shadowColor?.alpha == 1)
        original.borderWidth = 2
        original.borderColor = UIColor.red.cgColor
        original.shadowOpacity = 0.5
        original.shadowOffset = CGSize(width: 1, height: 2)

        let copy = CALayer(layer: original)
        copy.borderWidth = 4
        copy.shadowRadius = 8
        #expect(original.borderWidth == 2 && original.shadowRadius == 3)
        #expect(copy.borderWidth == 4 && copy.shadowRadius == 8)
        #expect(copy.borderColor?.components == UIColor.red.cgColor.components)
        #expect(copy.shadowOpacity == 0.5 && copy.shadowOffset == CGSize(width: 1, height: 2))

        original.shadowOpacity = 1
        original.borderColor = nil
        #expect(copy.shadowOpacity == 0.5 && copy.borderColor != nil)
        #expect(original.shadowOpacity == 1 && original.borderColor == nil && original.borderWidth == 2)

        // Back to the defaults, the layer reads them as one that never set any.
        copy.borderWidth = 0
        copy.shadowRadius = 3
        copy.shadowOpacity = 0
        copy.shadowOffset = CGSize(width: 0, height: -3)
        #expect(copy.borderWidth == 0 && copy.shadowRadius == 3 && copy.shadowOpacity == 0)
        #expect(original.borderWidth == 2 && original.shadowOffset == CGSize(width: 1, height: 2))
    }
}

/// Core Animation's 3D transforms.
struct CATransform3DTests {
    @Test func testARotationAboutZIsTheAffineRotation() {
        let angle = CGFloat.pi / 6
        let rotation = CATransform3DMakeRotation(angle, 0, 0, 1)
        #expect(CATransform3DIsAffine(rotation))
        let affine = CATransform3DGetAffineTransform(rotation)
        let expected = CGAffineTransform(rotationAngle: angle)
        #expect(abs(affine.a - expected.a) < 1e-12 && abs(affine.b - expected.b) < 1e-12)
        #expect(abs(affine.c - expected.c) < 1e-12 && abs(affine.d - expected.d) < 1e-12)
    }

    @Test func testTranslateScaleAndConcatComposeInCoreAnimationsOrder() {
        let t = CATransform3DTranslate(CATransform3DMakeScale(2, 3, 1), 10, 20, 0)
        // Translate first, then scale: the translation is scaled.
        #expect(t.m41 == 20 && t.m42 == 60 && t.m11 == 2 && t.m22 == 3)
        let concat = CATransform3DConcat(CATransform3DMakeTranslation(10, 20, 0), CATransform3DMakeScale(2, 3, 1))
        #expect(concat == t)
        #expect(CATransform3DMakeAffineTransform(CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 10, y: 20)) == t)
    }

    @Test func testTheInverseUndoesTheTransformAndASingularOneComesBackUnchanged() {
        var t = CATransform3DRotate(CATransform3DMakeTranslation(5, -7, 2), 0.7, 1, 2, 3)
        t.m34 = -1 / 400
        let product = CATransform3DConcat(t, CATransform3DInvert(t))
        for (value, identity) in zip(product.entriesForTest, CATransform3DIdentity.entriesForTest) {
            #expect(abs(value - identity) < 1e-9)
        }
        let flat = CATransform3DMakeScale(1, 0, 1)
        #expect(CATransform3DInvert(flat) == flat)
    }

    @Test func testAPerspectiveIsNotAffine() {
        var t = CATransform3DIdentity
        #expect(CATransform3DIsIdentity(t) && CATransform3DIsAffine(t))
        t.m34 = -0.002
        #expect(!CATransform3DIsAffine(t))
    }
}

private extension CATransform3D {
    var entriesForTest: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }
}
