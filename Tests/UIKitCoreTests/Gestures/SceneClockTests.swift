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
}
