import Foundation
import Testing
@_spi(Host) import UIKitCore
import UIKit

/// A display link's target that counts its calls.
final class FrameCounter: NSObject {
    var count = 0
    @objc func tick() { count += 1 }
}

/// `CADisplayLink(target:selector:)` as iOS code uses it, on a scene's manual clock.
@MainActor
struct DisplayLinkTests {
    private func scene(showing view: UIView) -> UIWindowScene {
        let scene = UIApplication.shared.connectScene(persistentIdentifier: "link-\(UUID())",
                                                      display: SceneDisplay(width: 390, height: 844, scale: 2, style: .light))
        scene.clock = .manual()
        let window = UIWindow(windowScene: scene)
        window.rootViewController = UIViewController()
        window.rootViewController!.view.addSubview(view)
        window.makeKeyAndVisible()
        _ = scene.finishTurn()
        return scene
    }

    @Test func testTheLinkCallsItsSelectorEachFrameUntilInvalidated() {
        let view = PulsingView()
        let scene = scene(showing: view)
        var turns = 0
        scene.onTimerTurn = { turns += 1 }
        view.start()
        scene.clock.advance(by: 0.01)
        #expect(view.frames.isEmpty)
        scene.clock.advance(by: 0.1)
        #expect(view.frames.count == 3)
        #expect(abs(view.frames[1] - view.frames[0] - 1.0 / 60) < 1e-9)
        #expect(turns == 3)
        #expect(view.alpha == 1)
        scene.clock.advance(by: 1)
        #expect(view.frames.count == 3)
    }

    @Test func testAPausedOrSlowerLinkFollowsItsSettings() {
        let scene = scene(showing: UIView())
        let counter = FrameCounter()
        let link = CADisplayLink(target: counter, selector: #selector(FrameCounter.tick))
        link.preferredFramesPerSecond = 20
        link.add(to: .main, forMode: .common)
        scene.clock.advance(by: 0.5 + 1e-6)
        #expect(counter.count == 10)
        link.isPaused = true
        scene.clock.advance(by: 1)
        #expect(counter.count == 10)
        link.isPaused = false
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 60, preferred: 60)
        scene.clock.advance(by: 0.1 + 1e-6)
        #expect(counter.count == 16)
        #expect(abs(link.targetTimestamp - link.timestamp - 1.0 / 60) < 1e-9)
        link.invalidate()
        scene.clock.advance(by: 1)
        #expect(counter.count == 16)
    }

    @Test func testAModelWithNoActorSchedulesASelectorTimer() {
        let model = StopwatchModel()
        model.start()
        model.fireNow()
        model.fireNow()
        #expect(model.ticks == 2)
        model.stop()
    }
}
