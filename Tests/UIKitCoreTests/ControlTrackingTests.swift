import Testing
@_spi(Host) import UIKitCore
import UIKit

/// Touch delivery through a scene: what a finger on the page does to controls.
@MainActor
struct ControlTrackingTests {
    private func makeScene(with button: UIButton) -> UIWindowScene {
        let scene = UIApplication.shared.connectScene(persistentIdentifier: "tracking-\(UUID())",
                                                      display: SceneDisplay(width: 400, height: 800, scale: 2, style: .light))
        let window = UIWindow(windowScene: scene)
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.view.addSubview(button)
        _ = scene.finishTurn()
        return scene
    }

    /// Delivers one touch phase, failing the test if the scene refuses it.
    private func send(_ phase: UITouch.Phase, pointer: Int, at point: CGPoint, time: TimeInterval, to scene: UIWindowScene,
                      sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            try scene.handleTouches(phase, [TouchInput(pointerID: pointer, location: point)], timestamp: time)
        } catch {
            Issue.record(error, sourceLocation: sourceLocation)
        }
    }

    private func record(_ button: UIButton) -> () -> [String] {
        var log: [String] = []
        let events: [(UIControl.Event, String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "touchDragInside"),
            (.touchDragOutside, "touchDragOutside"), (.touchDragEnter, "touchDragEnter"),
            (.touchDragExit, "touchDragExit"), (.touchUpInside, "touchUpInside"),
            (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
            (.primaryActionTriggered, "primaryActionTriggered"),
        ]
        for (event, name) in events {
            button.addAction(UIAction { _ in log.append(name) }, for: event)
        }
        return { log }
    }

    @Test func testDragThatLeavesAndReentersSendsUIKitsSequence() {
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 44))
        let scene = makeScene(with: button)
        let log = record(button)
        send(.began, pointer: 1, at: CGPoint(x: 150, y: 120), time: 1, to: scene)
        send(.moved, pointer: 1, at: CGPoint(x: 160, y: 125), time: 1.1, to: scene)
        send(.moved, pointer: 1, at: CGPoint(x: 150, y: 400), time: 1.2, to: scene)
        send(.moved, pointer: 1, at: CGPoint(x: 150, y: 420), time: 1.3, to: scene)
        send(.moved, pointer: 1, at: CGPoint(x: 150, y: 130), time: 1.4, to: scene)
        send(.ended, pointer: 1, at: CGPoint(x: 150, y: 130), time: 1.5, to: scene)
        #expect(log() == ["touchDown", "touchDragInside", "touchDragExit", "touchDragOutside", "touchDragEnter",
                          "touchUpInside", "primaryActionTriggered"])
    }

    @Test func testReleaseWithinToleranceOutsideBoundsCountsAsInside() {
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 44))
        let scene = makeScene(with: button)
        let log = record(button)
        send(.began, pointer: 1, at: CGPoint(x: 150, y: 120), time: 1, to: scene)
        send(.ended, pointer: 1, at: CGPoint(x: 150, y: 200), time: 1.1, to: scene)
        #expect(log() == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }

    @Test func testReleaseFarOutsideSendsTouchUpOutside() {
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 44))
        let scene = makeScene(with: button)
        let log = record(button)
        send(.began, pointer: 1, at: CGPoint(x: 150, y: 120), time: 1, to: scene)
        send(.ended, pointer: 1, at: CGPoint(x: 150, y: 500), time: 1.1, to: scene)
        #expect(log() == ["touchDown", "touchUpOutside"])
        #expect(!button.isHighlighted)
    }

    @Test func testHighlightFollowsTheTrackedTouch() {
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 44))
        let scene = makeScene(with: button)
        send(.began, pointer: 1, at: CGPoint(x: 150, y: 120), time: 1, to: scene)
        #expect(button.isHighlighted && button.isTracking && button.isTouchInside)
        send(.moved, pointer: 1, at: CGPoint(x: 150, y: 400), time: 1.1, to: scene)
        #expect(!button.isHighlighted && !button.isTouchInside)
        send(.cancelled, pointer: 1, at: CGPoint(x: 150, y: 400), time: 1.2, to: scene)
        #expect(!button.isTracking)
    }

    @Test func testQuickSecondTapSendsTouchDownRepeat() {
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 44))
        let scene = makeScene(with: button)
        let log = record(button)
        let point = CGPoint(x: 150, y: 120)
        send(.began, pointer: 1, at: point, time: 1, to: scene)
        send(.ended, pointer: 1, at: point, time: 1.05, to: scene)
        send(.began, pointer: 2, at: point, time: 1.2, to: scene)
        send(.ended, pointer: 2, at: point, time: 1.25, to: scene)
        #expect(log() == ["touchDown", "touchUpInside", "primaryActionTriggered",
                          "touchDown", "touchDownRepeat", "touchUpInside", "primaryActionTriggered"])
    }

    @Test func testTouchInputThatDoesNotFollowPhasesIsRejectedWithoutEffect() {
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 44))
        let scene = makeScene(with: button)
        let log = record(button)
        #expect(throws: TouchInputError.notBegan(pointerID: 9)) {
            try scene.handleTouches(.ended, [TouchInput(pointerID: 9, location: .zero)], timestamp: 1)
        }
        send(.began, pointer: 1, at: CGPoint(x: 150, y: 120), time: 1, to: scene)
        #expect(throws: TouchInputError.alreadyBegan(pointerID: 1)) {
            try scene.handleTouches(.began, [TouchInput(pointerID: 1, location: .zero)], timestamp: 1)
        }
        #expect(log() == ["touchDown"])
    }
}
