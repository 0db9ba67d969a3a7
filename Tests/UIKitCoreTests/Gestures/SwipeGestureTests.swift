import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
struct SwipeGestureTests {
    /// One swipe recognizer per direction on one view; each swipe names the ones that fired.
    private func recognizedDirections(for drag: [CGPoint]) -> [String] {
        let scene = GestureScene()
        let log = GestureLog()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        scene.root.addSubview(view)
        let directions: [(UISwipeGestureRecognizer.Direction, String)] = [(.right, "right"), (.left, "left"),
                                                                          (.up, "up"), (.down, "down")]
        var recorders: [ActionRecorder] = []
        for (direction, name) in directions {
            let recorder = ActionRecorder(log, name)
            recorders.append(recorder)
            let swipe = UISwipeGestureRecognizer(target: recorder, action: ActionRecorder.handle)
            swipe.direction = direction
            view.addGestureRecognizer(swipe)
        }
        scene.drag(drag, from: 1)
        return withExtendedLifetime(recorders) { log.entries }
    }

    @Test func testSwipeIsRecognizedInItsDirectionOnly() {
        let line = { (dx: CGFloat, dy: CGFloat) in (0...4).map { CGPoint(x: 200 + dx * CGFloat($0), y: 400 + dy * CGFloat($0)) } }
        #expect(recognizedDirections(for: line(20, 2)) == ["right ended"])
        #expect(recognizedDirections(for: line(-20, 3)) == ["left ended"])
        #expect(recognizedDirections(for: line(1, -20)) == ["up ended"])
        #expect(recognizedDirections(for: line(-2, 20)) == ["down ended"])
    }

    @Test func testDiagonalSlowOrShortMovesAreNotSwipes() {
        let diagonal = (0...4).map { CGPoint(x: 200 + CGFloat($0) * 20, y: 400 + CGFloat($0) * 18) }
        #expect(recognizedDirections(for: diagonal).isEmpty)
        let short = [CGPoint(x: 200, y: 400), CGPoint(x: 220, y: 400), CGPoint(x: 240, y: 400)]
        #expect(recognizedDirections(for: short).isEmpty)

        let scene = GestureScene()
        let log = GestureLog()
        let recorder = ActionRecorder(log, "right")
        scene.root.addGestureRecognizer(UISwipeGestureRecognizer(target: recorder, action: ActionRecorder.handle))
        scene.send(.began, CGPoint(x: 100, y: 400), at: 1)
        scene.send(.moved, CGPoint(x: 130, y: 400), at: 1.4)
        scene.send(.moved, CGPoint(x: 200, y: 400), at: 1.8)
        scene.send(.ended, CGPoint(x: 200, y: 400), at: 1.9)
        #expect(log.entries.isEmpty)
    }

    @Test func testSwipeWithSeveralDirectionsAndItsStartingLocation() {
        let scene = GestureScene()
        let recorder = SwipeRecorder()
        let swipe = UISwipeGestureRecognizer(target: recorder, action: SwipeRecorder.handle)
        swipe.direction = [.left, .right]
        scene.root.addGestureRecognizer(swipe)
        scene.drag([CGPoint(x: 300, y: 200), CGPoint(x: 260, y: 205), CGPoint(x: 220, y: 210)], from: 1)
        #expect(recorder.starts == [CGPoint(x: 300, y: 200)])
    }

    @Test func testTwoFingerSwipe() {
        let scene = GestureScene()
        let log = GestureLog()
        let recorder = ActionRecorder(log, "swipe")
        let swipe = UISwipeGestureRecognizer(target: recorder, action: ActionRecorder.handle)
        swipe.numberOfTouchesRequired = 2
        swipe.direction = .down
        scene.root.addGestureRecognizer(swipe)
        scene.send(.began, [(1, CGPoint(x: 100, y: 100)), (2, CGPoint(x: 150, y: 100))], at: 1)
        scene.send(.moved, [(1, CGPoint(x: 100, y: 140)), (2, CGPoint(x: 150, y: 140))], at: 1.05)
        scene.send(.moved, [(1, CGPoint(x: 100, y: 180)), (2, CGPoint(x: 150, y: 180))], at: 1.1)
        scene.send(.ended, [(1, CGPoint(x: 100, y: 180)), (2, CGPoint(x: 150, y: 180))], at: 1.15)
        #expect(log.entries == ["swipe ended"])
    }
}

/// Records where each swipe began, in the window.
@MainActor
final class SwipeRecorder {
    var starts: [CGPoint] = []
    func handle(_ swipe: UISwipeGestureRecognizer) { starts.append(swipe.location(in: nil)) }
}
