import Testing
@_spi(Host) import UIKitCore
import UIKit

/// How touches reach views while gesture recognizers look at them.
@MainActor
struct GestureDeliveryTests {
    @Test func testRecognizersSeeTouchesBeforeTheView() {
        let scene = GestureScene()
        let log = GestureLog()
        let view = scene.addView(CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        let probe = ProbeRecognizer()
        probe.log = log
        view.addGestureRecognizer(probe)
        scene.drag([CGPoint(x: 10, y: 10), CGPoint(x: 12, y: 10)], from: 1)
        #expect(log.entries == ["probe touchesBegan", "view touchesBegan", "probe touchesMoved", "view touchesMoved",
                                "probe touchesEnded", "view touchesEnded"])
    }

    @Test func testRecognizersOfAncestorsSeeTouchesOfSubviews() {
        let scene = GestureScene()
        let log = GestureLog()
        let container = scene.addView(CGRect(x: 0, y: 0, width: 300, height: 300), log: log, name: "container")
        let child = TouchLoggingView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        child.log = log
        child.name = "child"
        container.addSubview(child)
        let recorders = (outer: ActionRecorder(log, "outer tap"), inner: ActionRecorder(log, "inner tap"))
        let outer = UITapGestureRecognizer(target: recorders.outer, action: ActionRecorder.handle)
        let inner = UITapGestureRecognizer(target: recorders.inner, action: ActionRecorder.handle)
        container.addGestureRecognizer(outer)
        child.addGestureRecognizer(inner)
        scene.send(.began, CGPoint(x: 100, y: 100), at: 1)
        #expect(child.lastTouch?.gestureRecognizers.map { $0.map(ObjectIdentifier.init) } == [ObjectIdentifier(inner), ObjectIdentifier(outer)])
        scene.send(.ended, CGPoint(x: 100, y: 100), at: 1.05)
        // The deepest view's recognizer gets the touch first and wins.
        #expect(log.entries == ["child touchesBegan", "child touchesCancelled", "inner tap ended"])
    }

    @Test func testCancelsTouchesInViewOffLetsTheViewFinishItsTouches() {
        let scene = GestureScene()
        let log = GestureLog()
        let view = scene.addView(CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        let recorder = ActionRecorder(log, "pan")
        let pan = UIPanGestureRecognizer(target: recorder, action: ActionRecorder.handle)
        pan.cancelsTouchesInView = false
        view.addGestureRecognizer(pan)
        scene.drag([CGPoint(x: 10, y: 10), CGPoint(x: 40, y: 10), CGPoint(x: 60, y: 10)], from: 1)
        #expect(log.entries == ["view touchesBegan", "pan began", "view touchesMoved", "pan changed", "view touchesMoved",
                                "pan ended", "view touchesEnded"])
    }

    @Test func testDelaysTouchesBeganHoldsTouchesUntilTheRecognizerFails() {
        let scene = GestureScene()
        let log = GestureLog()
        let view = scene.addView(CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        let recorder = ActionRecorder(log, "swipe")
        let swipe = UISwipeGestureRecognizer(target: recorder, action: ActionRecorder.handle)
        swipe.delaysTouchesBegan = true
        view.addGestureRecognizer(swipe)
        scene.send(.began, CGPoint(x: 100, y: 100), at: 1)
        scene.send(.moved, CGPoint(x: 105, y: 100), at: 1.01)
        #expect(log.entries.isEmpty)
        // Moving left fails the right swipe: the held touches come through, in order.
        scene.send(.moved, CGPoint(x: 80, y: 100), at: 1.02)
        #expect(log.entries == ["view touchesBegan", "view touchesMoved", "view touchesMoved"])
        scene.send(.ended, CGPoint(x: 80, y: 100), at: 1.03)
        #expect(log.entries == ["view touchesBegan", "view touchesMoved", "view touchesMoved", "view touchesEnded"])
    }

    @Test func testDelaysTouchesBeganDiscardsTouchesWhenTheRecognizerRecognizes() {
        let scene = GestureScene()
        let log = GestureLog()
        let view = scene.addView(CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        let recorder = ActionRecorder(log, "swipe")
        let swipe = UISwipeGestureRecognizer(target: recorder, action: ActionRecorder.handle)
        swipe.delaysTouchesBegan = true
        view.addGestureRecognizer(swipe)
        scene.drag([CGPoint(x: 100, y: 100), CGPoint(x: 130, y: 100), CGPoint(x: 170, y: 100)], from: 1)
        #expect(log.entries == ["swipe ended"])
    }

    @Test func testWithoutDelaysTouchesEndedTheViewGetsItsTouchesEndedAtOnce() {
        let scene = GestureScene()
        let log = GestureLog()
        let view = scene.addView(CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        let recorder = ActionRecorder(log, "double")
        let double = UITapGestureRecognizer(target: recorder, action: ActionRecorder.handle)
        double.numberOfTapsRequired = 2
        double.delaysTouchesEnded = false
        view.addGestureRecognizer(double)
        scene.tap(CGPoint(x: 50, y: 50), at: 1)
        #expect(log.entries == ["view touchesBegan", "view touchesEnded"])
        scene.tap(CGPoint(x: 50, y: 50), pointer: 2, at: 1.2)
        #expect(log.entries == ["view touchesBegan", "view touchesEnded", "view touchesBegan", "view touchesCancelled",
                                "double ended"])
    }

    @Test func testAButtonsTapWinsOverAnAncestorsTapRecognizer() {
        let scene = GestureScene()
        let log = GestureLog()
        let button = UIButton(frame: CGRect(x: 50, y: 50, width: 100, height: 44))
        button.addAction(UIAction { _ in log.entries.append("button") }, for: .touchUpInside)
        scene.root.addSubview(button)
        let recorder = ActionRecorder(log, "background tap")
        scene.root.addGestureRecognizer(UITapGestureRecognizer(target: recorder, action: ActionRecorder.handle))
        scene.tap(CGPoint(x: 100, y: 70), at: 1)
        scene.tap(CGPoint(x: 300, y: 500), pointer: 2, at: 2)
        #expect(log.entries == ["button", "background tap ended"])
    }

    @Test func testATapRecognizerOnTheButtonItselfTakesTheTap() {
        let scene = GestureScene()
        let log = GestureLog()
        let button = UIButton(frame: CGRect(x: 50, y: 50, width: 100, height: 44))
        button.addAction(UIAction { _ in log.entries.append("touchCancel") }, for: .touchCancel)
        button.addAction(UIAction { _ in log.entries.append("button") }, for: .touchUpInside)
        scene.root.addSubview(button)
        let recorder = ActionRecorder(log, "button tap")
        button.addGestureRecognizer(UITapGestureRecognizer(target: recorder, action: ActionRecorder.handle))
        scene.tap(CGPoint(x: 100, y: 70), at: 1)
        #expect(log.entries == ["touchCancel", "button tap ended"])
    }

    @Test func testAPanOnAnAncestorCancelsTheButtonsTracking() {
        let scene = GestureScene()
        let log = GestureLog()
        let button = UIButton(frame: CGRect(x: 50, y: 50, width: 100, height: 44))
        button.addAction(UIAction { _ in log.entries.append("touchDown") }, for: .touchDown)
        button.addAction(UIAction { _ in log.entries.append("touchCancel") }, for: .touchCancel)
        scene.root.addSubview(button)
        let recorder = ActionRecorder(log, "pan")
        scene.root.addGestureRecognizer(UIPanGestureRecognizer(target: recorder, action: ActionRecorder.handle))
        scene.drag([CGPoint(x: 60, y: 60), CGPoint(x: 100, y: 60)], from: 1)
        #expect(log.entries == ["touchDown", "touchCancel", "pan began", "pan ended"])
    }
}

/// A recognizer that records the touches it sees and never recognizes.
@MainActor
final class ProbeRecognizer: UIGestureRecognizer {
    var log: GestureLog?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { log?.entries.append("probe touchesBegan") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { log?.entries.append("probe touchesMoved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { log?.entries.append("probe touchesEnded") }
}
