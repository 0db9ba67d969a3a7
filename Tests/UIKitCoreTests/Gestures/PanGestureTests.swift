import Testing
@_spi(Host) import UIKitCore
import UIKit

/// Records a pan's state, translation in the superview and velocity at each action.
@MainActor
final class PanRecorder {
    var entries: [String] = []
    var velocities: [CGPoint] = []
    func handle(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: pan.view?.superview)
        entries.append("\(pan.state) \(Int(translation.x)),\(Int(translation.y))")
        velocities.append(pan.velocity(in: pan.view?.superview))
    }
}

/// A pan recognizer that records the state it finished in.
@MainActor
final class RecordingPan: UIPanGestureRecognizer {
    var log: GestureLog?
    override func reset() {
        log?.entries.append("pan reset from \(state)")
        super.reset()
    }
}

@MainActor
struct PanGestureTests {
    @Test func testPanBeginsAfterTheFingerMovesChangesAndEnds() {
        let scene = GestureScene()
        let log = GestureLog()
        let view = scene.addView(CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        let recorder = PanRecorder()
        view.addGestureRecognizer(UIPanGestureRecognizer(target: recorder, action: PanRecorder.handle))
        scene.send(.began, CGPoint(x: 50, y: 50), at: 1)
        scene.send(.moved, CGPoint(x: 55, y: 50), at: 1.01)
        #expect(recorder.entries.isEmpty)
        scene.send(.moved, CGPoint(x: 70, y: 50), at: 1.02)
        scene.send(.moved, CGPoint(x: 90, y: 60), at: 1.03)
        scene.send(.ended, CGPoint(x: 90, y: 60), at: 1.04)
        #expect(recorder.entries == ["began 20,0", "changed 40,10", "ended 40,10"])
        #expect(log.entries == ["view touchesBegan", "view touchesMoved", "view touchesCancelled"])
    }

    @Test func testPanVelocityComesFromTouchTimestamps() {
        let scene = GestureScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        scene.root.addSubview(view)
        let recorder = PanRecorder()
        view.addGestureRecognizer(UIPanGestureRecognizer(target: recorder, action: PanRecorder.handle))
        // 10 points every 10 ms: 1000 points per second to the right.
        scene.drag((0...6).map { CGPoint(x: 50 + CGFloat($0) * 10, y: 50) }, from: 1)
        #expect(recorder.velocities.last.map { abs($0.x - 1000) < 1 && $0.y == 0 } == true)
    }

    @Test func testSetTranslationResetsWhereTheTranslationCountsFrom() {
        let scene = GestureScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        scene.root.addSubview(view)
        let recorder = PanResetter()
        view.addGestureRecognizer(UIPanGestureRecognizer(target: recorder, action: PanResetter.handle))
        scene.drag([CGPoint(x: 50, y: 50), CGPoint(x: 70, y: 50), CGPoint(x: 85, y: 55)], from: 1)
        #expect(recorder.deltas == [CGPoint(x: 20, y: 0), CGPoint(x: 15, y: 5), .zero])
    }

    @Test func testPanWithTooFewFingersDoesNotBegin() {
        let scene = GestureScene()
        let log = GestureLog()
        let view = scene.addView(CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        let recorder = PanRecorder()
        let pan = RecordingPan(target: recorder, action: PanRecorder.handle)
        pan.log = log
        pan.minimumNumberOfTouches = 2
        view.addGestureRecognizer(pan)
        scene.drag([CGPoint(x: 50, y: 50), CGPoint(x: 90, y: 50)], from: 1)
        #expect(recorder.entries.isEmpty)
        #expect(log.entries == ["view touchesBegan", "view touchesMoved", "view touchesEnded", "pan reset from failed"])
        scene.send(.began, [(2, CGPoint(x: 50, y: 50)), (3, CGPoint(x: 70, y: 50))], at: 2)
        scene.send(.moved, [(2, CGPoint(x: 50, y: 80)), (3, CGPoint(x: 70, y: 80))], at: 2.01)
        scene.send(.ended, [(2, CGPoint(x: 50, y: 80)), (3, CGPoint(x: 70, y: 80))], at: 2.02)
        #expect(recorder.entries == ["began 0,30", "ended 0,30"])
    }

    @Test func testPanWithMoreThanTheMaximumFingersFails() {
        let scene = GestureScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        scene.root.addSubview(view)
        let recorder = PanRecorder()
        let pan = UIPanGestureRecognizer(target: recorder, action: PanRecorder.handle)
        pan.maximumNumberOfTouches = 1
        view.addGestureRecognizer(pan)
        scene.send(.began, [(1, CGPoint(x: 50, y: 50)), (2, CGPoint(x: 70, y: 50))], at: 1)
        scene.send(.moved, [(1, CGPoint(x: 50, y: 90)), (2, CGPoint(x: 70, y: 90))], at: 1.01)
        scene.send(.ended, [(1, CGPoint(x: 50, y: 90)), (2, CGPoint(x: 70, y: 90))], at: 1.02)
        #expect(recorder.entries.isEmpty)
    }

    @Test func testCancelledTouchesCancelAPanInProgress() {
        let scene = GestureScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        scene.root.addSubview(view)
        let recorder = PanRecorder()
        view.addGestureRecognizer(UIPanGestureRecognizer(target: recorder, action: PanRecorder.handle))
        scene.send(.began, CGPoint(x: 50, y: 50), at: 1)
        scene.send(.moved, CGPoint(x: 80, y: 50), at: 1.01)
        scene.scene.cancelAllTouches()
        #expect(recorder.entries == ["began 30,0", "cancelled 30,0"])
    }

    @Test func testScreenEdgePanBeginsOnlyNearItsEdgeMovingInward() {
        let scene = GestureScene()
        let recorder = PanRecorder()
        let edgePan = UIScreenEdgePanGestureRecognizer(target: recorder, action: PanRecorder.handle)
        edgePan.edges = .left
        scene.root.addGestureRecognizer(edgePan)
        scene.drag([CGPoint(x: 200, y: 300), CGPoint(x: 260, y: 300)], from: 1)
        scene.drag([CGPoint(x: 5, y: 300), CGPoint(x: 60, y: 300), CGPoint(x: 100, y: 310)], from: 2)
        #expect(recorder.entries == ["began 55,0", "changed 95,10", "ended 95,10"])
    }
}

/// Moves by each translation and sets it back to zero, as a drag handler does.
@MainActor
final class PanResetter {
    var deltas: [CGPoint] = []
    func handle(_ pan: UIPanGestureRecognizer) {
        deltas.append(pan.translation(in: pan.view))
        pan.setTranslation(.zero, in: pan.view)
    }
}
