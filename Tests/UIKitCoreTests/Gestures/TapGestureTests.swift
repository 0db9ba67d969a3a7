import Testing
@_spi(Host) import UIKitCore
import UIKit

/// A tap recognizer that records the state it finished in.
@MainActor
final class RecordingTap: UITapGestureRecognizer {
    var log: GestureLog?
    override func reset() {
        log?.entries.append("\(name ?? "tap") reset from \(state)")
        super.reset()
    }
}

/// Records where a tap was, in its view's coordinates.
@MainActor
final class LocationRecorder {
    var locations: [CGPoint] = []
    func tapped(_ sender: UITapGestureRecognizer) { locations.append(sender.location(in: sender.view)) }
}

@MainActor
struct TapGestureTests {
    @Test func testSingleTapIsRecognizedWhenTheFingerLifts() {
        let scene = GestureScene()
        let log = GestureLog()
        let view = scene.addView(CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        let recorder = ActionRecorder(log, "tap")
        let tap = UITapGestureRecognizer(target: recorder, action: ActionRecorder.handle)
        view.addGestureRecognizer(tap)
        scene.tap(CGPoint(x: 50, y: 50), at: 1)
        #expect(log.entries == ["view touchesBegan", "view touchesCancelled", "tap ended"])
        #expect(tap.state == .possible)
    }

    @Test func testTapLocationIsWhereTheFingerWasInTheGivenView() {
        let scene = GestureScene()
        let log = GestureLog()
        let view = scene.addView(CGRect(x: 100, y: 100, width: 200, height: 200), log: log)
        let target = LocationRecorder()
        view.addGestureRecognizer(UITapGestureRecognizer(target: target, action: LocationRecorder.tapped))
        scene.tap(CGPoint(x: 130, y: 160), at: 1)
        #expect(target.locations == [CGPoint(x: 30, y: 60)])
    }

    @Test func testTapThatMovesTooFarFailsAndTheViewGetsTheWholeTouch() {
        let scene = GestureScene()
        let log = GestureLog()
        let view = scene.addView(CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        let recorder = ActionRecorder(log, "tap")
        let tap = RecordingTap(target: recorder, action: ActionRecorder.handle)
        tap.log = log
        view.addGestureRecognizer(tap)
        scene.drag([CGPoint(x: 20, y: 20), CGPoint(x: 120, y: 20)], from: 1)
        #expect(log.entries == ["view touchesBegan", "view touchesMoved", "tap reset from failed", "view touchesEnded"])
    }

    @Test func testTwoFingerTapNeedsBothFingers() {
        let scene = GestureScene()
        let log = GestureLog()
        let view = scene.addView(CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        let recorder = ActionRecorder(log, "twoFingers")
        let tap = UITapGestureRecognizer(target: recorder, action: ActionRecorder.handle)
        tap.numberOfTouchesRequired = 2
        view.addGestureRecognizer(tap)
        scene.tap(CGPoint(x: 50, y: 50), at: 1)
        scene.send(.began, [(2, CGPoint(x: 50, y: 50)), (3, CGPoint(x: 80, y: 50))], at: 3)
        scene.send(.ended, [(2, CGPoint(x: 50, y: 50)), (3, CGPoint(x: 80, y: 50))], at: 3.1)
        #expect(log.entries.filter { $0.hasPrefix("twoFingers") } == ["twoFingers ended"])
    }

    @Test func testDoubleTapWaitsForTheSingleTapToFail() {
        let scene = GestureScene()
        let log = GestureLog()
        let view = scene.addView(CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        let recorders = (single: ActionRecorder(log, "single"), double: ActionRecorder(log, "double"))
        let single = UITapGestureRecognizer(target: recorders.single, action: ActionRecorder.handle)
        let double = UITapGestureRecognizer(target: recorders.double, action: ActionRecorder.handle)
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)

        scene.tap(CGPoint(x: 50, y: 50), pointer: 1, at: 1)
        scene.tap(CGPoint(x: 52, y: 51), pointer: 2, at: 1.2)
        // The first tap's end was held back while the double tap was undecided; both touches
        // are cancelled in the view when it recognizes.
        #expect(log.entries == ["view touchesBegan", "view touchesBegan", "view touchesCancelled", "double ended"])
    }

    @Test func testSingleTapIsRecognizedOnlyOnceTheDoubleTapTimesOut() {
        let scene = GestureScene()
        let log = GestureLog()
        let view = scene.addView(CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        let recorders = (single: ActionRecorder(log, "single"), double: ActionRecorder(log, "double"))
        let single = UITapGestureRecognizer(target: recorders.single, action: ActionRecorder.handle)
        let double = UITapGestureRecognizer(target: recorders.double, action: ActionRecorder.handle)
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)

        scene.tap(CGPoint(x: 50, y: 50), at: 1)
        #expect(log.entries == ["view touchesBegan"])
        scene.advance(by: 0.2)
        #expect(log.entries == ["view touchesBegan"])
        scene.advance(by: 0.2)
        #expect(log.entries == ["view touchesBegan", "view touchesCancelled", "single ended"])
    }

    @Test func testTimerTurnCallsTheHostHookAfterTheActions() {
        let scene = GestureScene()
        let log = GestureLog()
        let view = scene.addView(CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        let recorder = ActionRecorder(log, "double")
        let double = UITapGestureRecognizer(target: recorder, action: ActionRecorder.handle)
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        scene.scene.onTimerTurn = { log.entries.append("turn") }
        scene.tap(CGPoint(x: 50, y: 50), at: 1)
        scene.advance(by: 1)
        #expect(log.entries == ["view touchesBegan", "view touchesEnded", "turn"])
    }
}
