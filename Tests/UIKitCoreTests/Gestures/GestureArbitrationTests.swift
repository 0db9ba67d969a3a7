import Testing
@_spi(Host) import UIKitCore
import UIKit

/// A delegate with answers a test sets, recording what it was asked.
@MainActor
final class ConfigurableDelegate: UIGestureRecognizerDelegate {
    var log: GestureLog?
    var shouldBegin = true
    var shouldReceive = true
    var simultaneous = false
    var requireFailureOf: UIGestureRecognizer?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        log?.entries.append("shouldBegin \(gestureRecognizer.name ?? "")")
        return shouldBegin
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        shouldReceive
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        simultaneous
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer === requireFailureOf
    }
}

/// A view that refuses to let recognizers begin for its touches.
@MainActor
final class RefusingView: UIView {
    var refused: [String] = []
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        refused.append(gestureRecognizer.name ?? "")
        return false
    }
}

@MainActor
struct GestureArbitrationTests {
    @Test func testDelegateThatRefusesToBeginMakesTheRecognizerFail() {
        let scene = GestureScene()
        let log = GestureLog()
        let view = scene.addView(CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        let recorder = ActionRecorder(log, "pan")
        let delegate = ConfigurableDelegate()
        delegate.log = log
        delegate.shouldBegin = false
        let pan = UIPanGestureRecognizer(target: recorder, action: ActionRecorder.handle)
        pan.name = "pan"
        pan.delegate = delegate
        view.addGestureRecognizer(pan)
        scene.drag([CGPoint(x: 10, y: 10), CGPoint(x: 50, y: 10), CGPoint(x: 90, y: 10)], from: 1)
        #expect(log.entries == ["view touchesBegan", "shouldBegin pan", "view touchesMoved", "view touchesMoved",
                                "view touchesEnded"])
    }

    @Test func testTheTouchedViewCanRefuseAnAncestorsRecognizer() {
        let scene = GestureScene()
        let log = GestureLog()
        let refusing = RefusingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.root.addSubview(refusing)
        let recorder = ActionRecorder(log, "pan")
        let pan = UIPanGestureRecognizer(target: recorder, action: ActionRecorder.handle)
        pan.name = "rootPan"
        scene.root.addGestureRecognizer(pan)
        scene.drag([CGPoint(x: 10, y: 10), CGPoint(x: 50, y: 10)], from: 1)
        scene.drag([CGPoint(x: 200, y: 200), CGPoint(x: 250, y: 200)], pointer: 2, from: 2)
        #expect(refusing.refused == ["rootPan"])
        #expect(log.entries == ["pan began", "pan ended"])
    }

    @Test func testDelegateCanKeepATouchFromTheRecognizer() {
        let scene = GestureScene()
        let log = GestureLog()
        let view = scene.addView(CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        let recorder = ActionRecorder(log, "tap")
        let delegate = ConfigurableDelegate()
        delegate.shouldReceive = false
        let tap = UITapGestureRecognizer(target: recorder, action: ActionRecorder.handle)
        tap.delegate = delegate
        view.addGestureRecognizer(tap)
        scene.tap(CGPoint(x: 20, y: 20), at: 1)
        #expect(log.entries == ["view touchesBegan", "view touchesEnded"])
        #expect(view.lastTouch?.gestureRecognizers?.isEmpty == true)
    }

    @Test func testNestedPansExcludeEachOtherUnlessTheDelegateAllowsBoth() {
        for simultaneous in [false, true] {
            let scene = GestureScene()
            let log = GestureLog()
            let outer = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let inner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            scene.root.addSubview(outer)
            outer.addSubview(inner)
            let recorders = (outer: ActionRecorder(log, "outer"), inner: ActionRecorder(log, "inner"))
            let outerPan = UIPanGestureRecognizer(target: recorders.outer, action: ActionRecorder.handle)
            let innerPan = UIPanGestureRecognizer(target: recorders.inner, action: ActionRecorder.handle)
            let delegate = ConfigurableDelegate()
            delegate.simultaneous = simultaneous
            outerPan.delegate = delegate
            outer.addGestureRecognizer(outerPan)
            inner.addGestureRecognizer(innerPan)
            scene.drag([CGPoint(x: 10, y: 10), CGPoint(x: 40, y: 10), CGPoint(x: 60, y: 10)], from: 1)
            let expected = simultaneous
                ? ["inner began", "outer began", "inner changed", "outer changed", "inner ended", "outer ended"]
                : ["inner began", "inner changed", "inner ended"]
            #expect(log.entries == expected)
        }
    }

    @Test func testPanCanWaitForASwipeToFail() {
        let scene = GestureScene()
        let log = GestureLog()
        let recorders = (pan: ActionRecorder(log, "pan"), swipe: ActionRecorder(log, "swipe"))
        let pan = UIPanGestureRecognizer(target: recorders.pan, action: ActionRecorder.handle)
        let swipe = UISwipeGestureRecognizer(target: recorders.swipe, action: ActionRecorder.handle)
        pan.require(toFail: swipe)
        scene.root.addGestureRecognizer(pan)
        scene.root.addGestureRecognizer(swipe)
        // A fast swipe right: the swipe wins and the pan never begins.
        scene.drag([CGPoint(x: 100, y: 100), CGPoint(x: 130, y: 100), CGPoint(x: 170, y: 100)], from: 1)
        #expect(log.entries == ["swipe ended"])
        // A drag upwards fails the right swipe: the pan waited, then begins.
        scene.drag([CGPoint(x: 100, y: 300), CGPoint(x: 100, y: 280), CGPoint(x: 100, y: 250)], pointer: 2, from: 2)
        #expect(log.entries == ["swipe ended", "pan began", "pan changed", "pan ended"])
    }

    @Test func testDelegateCanSetUpAFailureRequirement() {
        let scene = GestureScene()
        let log = GestureLog()
        let recorders = (single: ActionRecorder(log, "single"), double: ActionRecorder(log, "double"))
        let single = UITapGestureRecognizer(target: recorders.single, action: ActionRecorder.handle)
        let double = UITapGestureRecognizer(target: recorders.double, action: ActionRecorder.handle)
        double.numberOfTapsRequired = 2
        let delegate = ConfigurableDelegate()
        delegate.requireFailureOf = double
        single.delegate = delegate
        scene.root.addGestureRecognizer(single)
        scene.root.addGestureRecognizer(double)
        scene.tap(CGPoint(x: 50, y: 50), at: 1)
        #expect(log.entries.isEmpty)
        scene.advance(by: 0.5)
        #expect(log.entries == ["single ended"])
    }

    @Test func testDisablingARecognizerCancelsItsGesture() {
        let scene = GestureScene()
        let log = GestureLog()
        let recorder = ActionRecorder(log, "pan")
        let pan = UIPanGestureRecognizer(target: recorder, action: ActionRecorder.handle)
        scene.root.addGestureRecognizer(pan)
        scene.send(.began, CGPoint(x: 10, y: 10), at: 1)
        scene.send(.moved, CGPoint(x: 50, y: 10), at: 1.01)
        pan.isEnabled = false
        scene.send(.moved, CGPoint(x: 90, y: 10), at: 1.02)
        scene.send(.ended, CGPoint(x: 90, y: 10), at: 1.03)
        #expect(log.entries == ["pan began", "pan cancelled"])
        #expect(pan.state == .possible)
    }

    @Test func testRemovingARecognizerCancelsItsGestureAndDetachesIt() {
        let scene = GestureScene()
        let log = GestureLog()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        scene.root.addSubview(view)
        let recorder = ActionRecorder(log, "pan")
        let pan = UIPanGestureRecognizer(target: recorder, action: ActionRecorder.handle)
        view.addGestureRecognizer(pan)
        #expect(pan.view === view)
        #expect(view.gestureRecognizers?.count == 1)
        scene.send(.began, CGPoint(x: 10, y: 10), at: 1)
        scene.send(.moved, CGPoint(x: 50, y: 10), at: 1.01)
        view.removeGestureRecognizer(pan)
        scene.send(.ended, CGPoint(x: 50, y: 10), at: 1.02)
        #expect(log.entries == ["pan began", "pan cancelled"])
        #expect(pan.view == nil)
        #expect(view.gestureRecognizers == nil)
    }

    @Test func testAddingARecognizerToAnotherViewMovesIt() {
        let first = UIView(), second = UIView()
        let tap = UITapGestureRecognizer()
        first.addGestureRecognizer(tap)
        second.addGestureRecognizer(tap)
        #expect(first.gestureRecognizers == nil)
        #expect(second.gestureRecognizers?.first === tap)
        #expect(tap.view === second)
    }
}
