import Testing
import UIKit

/// A layer of the app's own that sets itself up in `init()` and cannot be archived, as Xcode's
/// fix-it writes `init?(coder:)`.
final class RingLayer: CAShapeLayer {
    private(set) var madeByInit = false

    override init() {
        super.init()
        madeByInit = true
        lineWidth = 6
    }

    override init(layer: Any) {
        super.init(layer: layer)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A view whose layer is the app's ring layer.
final class RingView: UIView {
    override class var layerClass: AnyClass { RingLayer.self }
}

/// A layer of the app's own with no initializers of its own.
final class PlainBadgeLayer: CALayer {
    var count = 2
}

final class PlainBadgeView: UIView {
    override class var layerClass: AnyClass { PlainBadgeLayer.self }
}

/// `layerClass` with the app's own layer classes, as iOS makes a view's layer: with `init()`.
@MainActor
struct LayerClassViewTests {
    @Test func testAViewsLayerOfTheAppsClassIsMadeWithItsInit() {
        let view = RingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let ring = view.layer as? RingLayer
        #expect(ring?.madeByInit == true)
        #expect(ring?.lineWidth == 6)
        #expect(view.layer.delegate === view)
        #expect(view.layer.bounds == CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(RingLayer().madeByInit, "a ring layer of its own is made as usual")
    }

    @Test func testALayerClassWithNoInitializersOfItsOwnBacksAView() {
        let view = PlainBadgeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect((view.layer as? PlainBadgeLayer)?.count == 2)
        #expect(view.layer.delegate === view)
    }
}
