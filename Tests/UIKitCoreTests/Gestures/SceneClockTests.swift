import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
struct SceneClockTests {
    @Test func testManualClockRunsWorkInTimeOrderAsItAdvances() {
        let scene = GestureScene()
        let log = GestureLog()
        let recorders = (short: ActionRecorder(log, "short"), long: ActionRecorder(log, "long"))
        let long = UILongPressGestureRecognizer(target: recorders.long, action: ActionRecorder.handle)
        long.minimumPressDuration = 1
        let short = UILongPressGestureRecognizer(target: recorders.short, action: ActionRecorder.handle)
        short.minimumPressDuration = 0.3
        let delegate = SimultaneousDelegate()
        long.delegate = delegate
        scene.root.addGestureRecognizer(long)
        scene.root.addGestureRecognizer(short)
        scene.send(.began, CGPoint(x: 50, y: 50), at: 1)
        scene.advance(by: 2)
        #expect(log.entries == ["short began", "long began"])
        #expect(scene.scene.clock.now == 2)
    }

    @Test func testTheSceneIsBusyUntilItsAnimationsEndButNotForARepeatingOne() {
        let controller = UIViewController()
        controller.loadViewIfNeeded()
        let box = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        controller.view.addSubview(box)
        let (scene, _) = showOnManualClock(controller)
        #expect(!scene.clock.isBusy)
        UIView.animate(withDuration: 0.5) { box.alpha = 0.5 }
        #expect(scene.clock.isBusy)
        scene.clock.advance(by: 0.49)
        #expect(scene.clock.isBusy)
        scene.clock.advance(by: 0.02)
        #expect(!scene.clock.isBusy)
        UIView.animate(withDuration: 0.5, delay: 0, options: [.repeat], animations: { box.alpha = 1 })
        #expect(!scene.clock.isBusy)
        UIView.animate(withDuration: 0.3) { box.center.x = 100 }
        box.layer.removeAllAnimations()
        #expect(!scene.clock.isBusy)
    }
}
