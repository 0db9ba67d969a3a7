import Testing
@_spi(Host) import UIKitCore
import UIKit

/// Records pinch and rotation values at each action.
@MainActor
final class TransformRecorder {
    var entries: [String] = []
    var velocities: [CGFloat] = []
    func pinched(_ pinch: UIPinchGestureRecognizer) {
        entries.append("pinch \(pinch.state) \(String(format: "%.2f", pinch.scale))")
        velocities.append(pinch.velocity)
    }
    func rotated(_ rotation: UIRotationGestureRecognizer) {
        entries.append("rotation \(rotation.state) \(Int((rotation.rotation * 180 / .pi).rounded()))")
        velocities.append(rotation.velocity)
    }
}

/// A delegate that lets every pair of recognizers recognize together.
@MainActor
final class SimultaneousDelegate: UIGestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }
}

@MainActor
struct PinchRotationGestureTests {
    @Test func testPinchScaleIsTheRatioOfTheFingersDistances() {
        let scene = GestureScene()
        let recorder = TransformRecorder()
        scene.root.addGestureRecognizer(UIPinchGestureRecognizer(target: recorder, action: TransformRecorder.pinched))
        scene.send(.began, [(1, CGPoint(x: 150, y: 300)), (2, CGPoint(x: 250, y: 300))], at: 1)
        scene.send(.moved, [(1, CGPoint(x: 140, y: 300)), (2, CGPoint(x: 260, y: 300))], at: 1.05)
        scene.send(.moved, [(1, CGPoint(x: 100, y: 300)), (2, CGPoint(x: 300, y: 300))], at: 1.1)
        scene.send(.ended, [(1, CGPoint(x: 100, y: 300)), (2, CGPoint(x: 300, y: 300))], at: 1.15)
        #expect(recorder.entries == ["pinch began 1.20", "pinch changed 2.00", "pinch ended 2.00"])
        // From 1.2 to 2.0 in 50 ms: 16 per second.
        #expect(abs(recorder.velocities[1] - 16) < 0.01)
    }

    @Test func testPinchNeedsTwoFingers() {
        let scene = GestureScene()
        let recorder = TransformRecorder()
        scene.root.addGestureRecognizer(UIPinchGestureRecognizer(target: recorder, action: TransformRecorder.pinched))
        scene.drag([CGPoint(x: 100, y: 100), CGPoint(x: 200, y: 200)], from: 1)
        #expect(recorder.entries.isEmpty)
    }

    @Test func testRotationIsTheAngleTurnedInRadians() {
        let scene = GestureScene()
        let recorder = TransformRecorder()
        scene.root.addGestureRecognizer(UIRotationGestureRecognizer(target: recorder, action: TransformRecorder.rotated))
        scene.send(.began, [(1, CGPoint(x: 100, y: 300)), (2, CGPoint(x: 300, y: 300))], at: 1)
        // The second finger goes round the first: 10 degrees, then 90 degrees clockwise on screen.
        let ten = CGFloat.pi / 18
        scene.send(.moved, [(2, CGPoint(x: 100 + 200 * cos(ten), y: 300 + 200 * sin(ten)))], at: 1.1)
        scene.send(.moved, [(2, CGPoint(x: 100, y: 500))], at: 1.2)
        scene.send(.ended, [(1, CGPoint(x: 100, y: 300)), (2, CGPoint(x: 100, y: 500))], at: 1.3)
        #expect(recorder.entries == ["rotation began 10", "rotation changed 90", "rotation ended 90"])
    }

    @Test func testPinchAndRotationRecognizeTogetherWhenTheDelegateAllows() {
        let scene = GestureScene()
        let recorder = TransformRecorder()
        let delegate = SimultaneousDelegate()
        let pinch = UIPinchGestureRecognizer(target: recorder, action: TransformRecorder.pinched)
        let rotation = UIRotationGestureRecognizer(target: recorder, action: TransformRecorder.rotated)
        pinch.delegate = delegate
        scene.root.addGestureRecognizer(pinch)
        scene.root.addGestureRecognizer(rotation)
        scene.send(.began, [(1, CGPoint(x: 100, y: 300)), (2, CGPoint(x: 200, y: 300))], at: 1)
        scene.send(.moved, [(2, CGPoint(x: 300, y: 300))], at: 1.1)
        scene.send(.moved, [(2, CGPoint(x: 100, y: 500))], at: 1.2)
        scene.send(.ended, [(1, CGPoint(x: 100, y: 300)), (2, CGPoint(x: 100, y: 500))], at: 1.3)
        #expect(recorder.entries == ["pinch began 2.00", "pinch changed 2.00", "rotation began 90", "pinch ended 2.00",
                                     "rotation ended 90"])
    }

    @Test func testWithoutTheDelegateTheFirstToRecognizeExcludesTheOther() {
        let scene = GestureScene()
        let recorder = TransformRecorder()
        scene.root.addGestureRecognizer(UIPinchGestureRecognizer(target: recorder, action: TransformRecorder.pinched))
        scene.root.addGestureRecognizer(UIRotationGestureRecognizer(target: recorder, action: TransformRecorder.rotated))
        scene.send(.began, [(1, CGPoint(x: 100, y: 300)), (2, CGPoint(x: 200, y: 300))], at: 1)
        scene.send(.moved, [(2, CGPoint(x: 300, y: 300))], at: 1.1)
        scene.send(.moved, [(2, CGPoint(x: 100, y: 500))], at: 1.2)
        scene.send(.ended, [(1, CGPoint(x: 100, y: 300)), (2, CGPoint(x: 100, y: 500))], at: 1.3)
        #expect(recorder.entries == ["pinch began 2.00", "pinch changed 2.00", "pinch ended 2.00"])
    }
}
