import Testing
@_spi(Host) import UIKitCore
import UIKit

/// A long-press recognizer that records the state it finished in.
@MainActor
final class RecordingLongPress: UILongPressGestureRecognizer {
    var log: GestureLog?
    override func reset() {
        log?.entries.append("longPress reset from \(state)")
        super.reset()
    }
}

@MainActor
struct LongPressGestureTests {
    @Test func testLongPressBeginsAfterTheMinimumDurationChangesAndEnds() {
        let scene = GestureScene()
        let log = GestureLog()
        let view = scene.addView(CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        let recorder = ActionRecorder(log, "longPress")
        view.addGestureRecognizer(UILongPressGestureRecognizer(target: recorder, action: ActionRecorder.handle))
        scene.send(.began, CGPoint(x: 50, y: 50), at: 1)
        scene.advance(by: 0.4)
        #expect(log.entries == ["view touchesBegan"])
        scene.advance(by: 0.1)
        #expect(log.entries == ["view touchesBegan", "view touchesCancelled", "longPress began"])
        scene.send(.moved, CGPoint(x: 150, y: 80), at: 1.8)
        scene.send(.ended, CGPoint(x: 150, y: 80), at: 1.9)
        #expect(log.entries == ["view touchesBegan", "view touchesCancelled", "longPress began", "longPress changed",
                                "longPress ended"])
    }

    @Test func testLongPressThatMovesBeyondTheAllowableMovementFails() {
        let scene = GestureScene()
        let log = GestureLog()
        let view = scene.addView(CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        let recorder = ActionRecorder(log, "longPress")
        let press = RecordingLongPress(target: recorder, action: ActionRecorder.handle)
        press.log = log
        press.allowableMovement = 10
        view.addGestureRecognizer(press)
        scene.send(.began, CGPoint(x: 50, y: 50), at: 1)
        scene.send(.moved, CGPoint(x: 58, y: 50), at: 1.1)
        scene.send(.moved, CGPoint(x: 62, y: 50), at: 1.2)
        scene.advance(by: 1)
        scene.send(.ended, CGPoint(x: 62, y: 50), at: 2.5)
        #expect(log.entries == ["view touchesBegan", "view touchesMoved", "view touchesMoved", "longPress reset from failed",
                                "view touchesEnded"])
    }

    @Test func testReleaseBeforeTheMinimumDurationFailsAndTheViewGetsItsTouchesEnded() {
        let scene = GestureScene()
        let log = GestureLog()
        let view = scene.addView(CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        let recorder = ActionRecorder(log, "longPress")
        let press = RecordingLongPress(target: recorder, action: ActionRecorder.handle)
        press.log = log
        press.minimumPressDuration = 1
        view.addGestureRecognizer(press)
        scene.send(.began, CGPoint(x: 50, y: 50), at: 1)
        scene.advance(by: 0.9)
        scene.send(.ended, CGPoint(x: 50, y: 50), at: 1.9)
        scene.advance(by: 1)
        #expect(log.entries == ["view touchesBegan", "view touchesEnded", "longPress reset from failed"])
    }

    @Test func testLongPressAndTapOnOneViewExcludeEachOther() {
        let scene = GestureScene()
        let log = GestureLog()
        let view = scene.addView(CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        let recorders = (press: ActionRecorder(log, "longPress"), tap: ActionRecorder(log, "tap"))
        view.addGestureRecognizer(UILongPressGestureRecognizer(target: recorders.press, action: ActionRecorder.handle))
        view.addGestureRecognizer(UITapGestureRecognizer(target: recorders.tap, action: ActionRecorder.handle))
        scene.send(.began, CGPoint(x: 50, y: 50), at: 1)
        scene.advance(by: 0.6)
        scene.send(.ended, CGPoint(x: 50, y: 50), at: 1.7)
        scene.tap(CGPoint(x: 50, y: 50), at: 3)
        #expect(log.entries == ["view touchesBegan", "view touchesCancelled", "longPress began", "longPress ended",
                                "view touchesBegan", "view touchesCancelled", "tap ended"])
    }
}
