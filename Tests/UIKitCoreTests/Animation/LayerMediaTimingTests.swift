import Foundation
import Testing
@_spi(Host) import UIKitCore
import UIKit

/// A layer's own time (`CAMediaTiming` on `CALayer`): `speed`, `timeOffset` and `beginTime`
/// move the animations of its subtree, as in Apple's pause-and-resume recipe.
@MainActor
struct LayerMediaTimingTests {
    private final class Delegate: CAAnimationDelegate {
        var events: [String] = []
        func animationDidStart(_ anim: CAAnimation) { events.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
    }

    private func fade(_ delegate: Delegate) -> CABasicAnimation {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        fade.delegate = delegate
        return fade
    }

    @Test func testPausingALayerHoldsItsAnimationAndResumingGoesOnFromThere() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let scene = showOnManualClock(view)
        let delegate = Delegate()
        let layer = view.layer
        layer.add(fade(delegate), forKey: "fade")
        _ = scene.finishTurn()
        scene.clock.advance(by: 0.25)
        #expect(layer.presentation()?.opacity == 0.75)

        // Pause.
        let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = pausedTime
        let held = try #require(scene.finishTurn()?.animations.last)
        #expect(held.key == "fade")
        #expect(held.isHeld)
        #expect(abs(held.delay + 0.25) < 1e-9)
        scene.clock.advance(by: 5)
        #expect(layer.presentation()?.opacity == 0.75)
        #expect(delegate.events == ["start"])
        #expect(layer.animationKeys() == ["fade"])

        // Resume.
        let paused = layer.timeOffset
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - paused
        let resumed = try #require(scene.finishTurn()?.animations.last)
        #expect(!resumed.isHeld)
        #expect(abs(resumed.delay + 0.25) < 1e-9)
        #expect(resumed.duration == 1)
        scene.clock.advance(by: 0.5)
        #expect(abs(Double(layer.presentation()?.opacity ?? 0) - 0.25) < 1e-6)
        #expect(delegate.events == ["start"])
        scene.clock.advance(by: 0.26)
        #expect(delegate.events == ["start", "stop true"])
        #expect(layer.animationKeys() == nil)
    }

    @Test func testASuperlayersSpeedPlaysTheSublayersAnimationFaster() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let sublayer = CALayer()
        sublayer.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        view.layer.addSublayer(sublayer)
        let scene = showOnManualClock(view)
        view.layer.speed = 2
        let delegate = Delegate()
        sublayer.add(fade(delegate), forKey: "fade")
        let wire = try #require(scene.finishTurn()?.animations.last)
        #expect(wire.duration == 0.5)
        #expect(!wire.isHeld)
        scene.clock.advance(by: 0.25)
        #expect(sublayer.presentation()?.opacity == 0.5)
        scene.clock.advance(by: 0.26)
        #expect(delegate.events == ["start", "stop true"])
    }

    @Test func testAnAnimationAddedToAStoppedLayerWaitsForItsTimeToMove() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let scene = showOnManualClock(view)
        view.layer.speed = 0
        let delegate = Delegate()
        view.layer.add(fade(delegate), forKey: "fade")
        #expect(scene.finishTurn()?.animations.last?.isHeld == true)
        scene.clock.advance(by: 3)
        // Its time is at its start, and stays there.
        #expect(delegate.events == ["start"])
        #expect(view.layer.presentation()?.opacity == 1)
        view.layer.speed = 1
        view.layer.beginTime = CACurrentMediaTime()
        scene.clock.advance(by: 0.5)
        #expect(view.layer.presentation()?.opacity == 0.5)
        #expect(delegate.events == ["start"])
        scene.clock.advance(by: 0.51)
        #expect(delegate.events == ["start", "stop true"])
    }

    @Test func testConvertTimeGoesThroughEachLayersBeginTimeSpeedAndOffset() {
        let parent = CALayer()
        parent.beginTime = 10
        parent.speed = 2
        parent.timeOffset = 1
        let child = CALayer()
        child.speed = 0.5
        parent.addSublayer(child)
        #expect(parent.convertTime(14, from: nil) == 9)
        #expect(parent.convertTime(9, to: nil) == 14)
        #expect(child.convertTime(9, from: parent) == 4.5)
        #expect(child.convertTime(4.5, to: parent) == 9)
        #expect(child.convertTime(4.5, to: nil) == 14)
        let other = CALayer()
        other.timeOffset = 100
        #expect(other.convertTime(child.convertTime(14, from: nil), from: child) == 114)
    }

    @Test func testALayersTimingPropertiesHaveCoreAnimationsDefaults() {
        let layer = CALayer()
        #expect(layer.speed == 1)
        #expect(layer.beginTime == 0)
        #expect(layer.timeOffset == 0)
        #expect(layer.duration == 0)
        #expect(layer.repeatCount == 0)
        #expect(layer.autoreverses == false)
        #expect(layer.fillMode == .removed)
        layer.repeatCount = 3
        layer.fillMode = .forwards
        #expect(layer.repeatCount == 3)
        #expect(layer.fillMode == .forwards)
        let timing: CAMediaTiming = layer
        timing.speed = 0.5
        #expect(layer.speed == 0.5)
    }
}
