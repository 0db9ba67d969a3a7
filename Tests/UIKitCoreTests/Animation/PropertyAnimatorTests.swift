import Foundation
import Testing
@_spi(Host) import UIKitCore
import UIKit

/// `UIViewPropertyAnimator` on a scene's manual clock: its states, pausing and scrubbing,
/// reversing, stopping and finishing, and the misuse UIKit refuses.
@MainActor
struct PropertyAnimatorTests {
    @Test func testARunningAnimatorChangesTheModelAtOnceAndCompletesAtTheEnd() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let scene = showOnManualClock(view)
        var events: [String] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 225 }
        animator.addCompletion { events.append("completion \($0)") }
        events.append("state \(animator.state)")
        animator.startAnimation()
        events.append("state \(animator.state) running \(animator.isRunning)")
        #expect(view.center.x == 225)
        let animation = scene.finishTurn()?.animations.first { $0.kind == .properties }
        #expect(animation?.duration == 1)
        #expect(animation?.curve == "linear")
        scene.clock.advance(by: 0.5)
        #expect(abs(animator.fractionComplete - 0.5) < 1e-9)
        #expect(view.layer.presentation()?.frame.minX == 100)
        scene.clock.advance(by: 0.51)
        events.append("state \(animator.state)")
        #expect(events == ["state inactive", "state active running true", "completion end", "state inactive"])
    }

    @Test func testAPausedAnimatorHoldsAndScrubsAndGoesOnForTheTimeLeft() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let scene = showOnManualClock(view)
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 2, curve: .easeInOut) { view.alpha = 0 }
        animator.addCompletion { positions.append($0) }
        animator.pauseAnimation()
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        let kinds = scene.finishTurn()?.animations.map(\.kind)
        #expect(kinds == [.properties, .seek])
        scene.clock.advance(by: 5)
        #expect(positions.isEmpty)
        animator.fractionComplete = 0.25
        let seek = scene.finishTurn()?.animations.first { $0.kind == .seek }
        #expect(seek?.time == 0.5)
        #expect(seek?.linear == true)
        // Scrubbing follows time linearly (scrubsLinearly is true by default).
        #expect(view.layer.presentation()?.opacity == 0.75)
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)
        #expect(animator.isRunning)
        scene.clock.advance(by: 0.74)
        #expect(positions.isEmpty)
        scene.clock.advance(by: 0.02)
        #expect(positions == [.end])
        #expect(animator.state == .inactive)
    }

    @Test func testAReversedAnimatorFinishesAtTheStartWithTheStartValues() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let scene = showOnManualClock(view)
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.frame.origin.x = 200 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        _ = scene.finishTurn()
        scene.clock.advance(by: 0.4)
        animator.isReversed = true
        let play = scene.finishTurn()?.animations.first { $0.kind == .play }
        #expect(play?.rate == -1)
        #expect(abs((play?.time ?? 0) - 0.4) < 1e-9)
        #expect(view.frame.minX == 200)
        scene.clock.advance(by: 0.39)
        #expect(positions.isEmpty)
        scene.clock.advance(by: 0.02)
        #expect(positions == [.start])
        #expect(view.frame.minX == 0)
        #expect(scene.finishTurn()?.animations.map(\.kind) == [.cancel])
    }

    @Test func testStoppingKeepsTheCurrentValuesAndFinishingChoosesThePosition() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let scene = showOnManualClock(view)
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        scene.clock.advance(by: 0.25)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        #expect(abs(view.alpha - 0.75) < 1e-9)
        #expect(positions.isEmpty)
        animator.finishAnimation(at: .end)
        #expect(view.alpha == 0)
        #expect(positions == [.end])
        #expect(animator.state == .inactive)

        let second = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 1 }
        second.addCompletion { positions.append($0) }
        second.startAnimation()
        scene.clock.advance(by: 0.5)
        second.stopAnimation(true)
        #expect(second.state == .inactive)
        #expect(abs(view.alpha - 0.5) < 1e-9)
        scene.clock.advance(by: 1)
        #expect(positions == [.end])
    }

    @Test func testMisuseIsLoggedAndIgnored() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let scene = showOnManualClock(view)
        var warnings: [String] = []
        let handler = AnimationWarnings.handler
        AnimationWarnings.handler = { warnings.append($0) }
        defer { AnimationWarnings.handler = handler }
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0.5 }
        animator.addCompletion { positions.append($0) }
        animator.finishAnimation(at: .end)
        animator.startAnimation()
        animator.finishAnimation(at: .current)
        #expect(animator.state == .active)
        animator.stopAnimation(false)
        animator.startAnimation()
        #expect(animator.state == .stopped)
        #expect(warnings.count == 3)
        #expect(warnings.allSatisfy { $0.hasPrefix("UIViewPropertyAnimator:") })
        #expect(positions.isEmpty)
        animator.finishAnimation(at: .current)
        #expect(positions == [.current])
        _ = scene
    }

    @Test func testAnAnimatorThatPausesOnCompletionStaysActiveAtTheEnd() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let scene = showOnManualClock(view)
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeOut) { view.alpha = 0.2 }
        animator.pausesOnCompletion = true
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        scene.clock.advance(by: 1)
        #expect(positions.isEmpty)
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(animator.fractionComplete == 1)
        animator.isReversed = true
        animator.startAnimation()
        scene.clock.advance(by: 0.6)
        #expect(animator.fractionComplete == 0)
        #expect(positions.isEmpty)
    }

    @Test func testAnimationsAddedWhileRunningTakeTheTimeLeft() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let other = UIView(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
        let scene = showOnManualClock(view)
        view.superview?.addSubview(other)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        _ = scene.finishTurn()
        scene.clock.advance(by: 0.6)
        animator.addAnimations({ other.alpha = 0 }, delayFactor: 0.5)
        let added = scene.finishTurn()?.animations.first { $0.id == other.renderNodeID }
        #expect(abs((added?.duration ?? 0) - 0.2) < 1e-9)
        #expect(abs((added?.delay ?? 0) - 0.2) < 1e-9)
        scene.clock.advance(by: 0.41)
        #expect(positions == [.end])
    }

    @Test func testRunningPropertyAnimatorStartsAfterItsDelay() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let scene = showOnManualClock(view)
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.3, delay: 0.2, options: [.curveEaseIn],
                                                                      animations: { view.alpha = 0 },
                                                                      completion: { positions.append($0) })
        #expect(animator.state == .active)
        #expect(animator.isRunning)
        let animation = scene.finishTurn()?.animations.first
        #expect(animation?.delay == 0.2)
        #expect(animation?.curve == "cubic-bezier(0.42, 0, 1, 1)")
        #expect(scene.animationsEndTime.map { abs($0 - scene.clock.now - 0.5) < 1e-9 } == true)
        scene.clock.advance(by: 0.45)
        #expect(animator.fractionComplete > 0.8)
        scene.clock.advance(by: 0.06)
        #expect(positions == [.end])
        #expect(scene.animationsEndTime == nil)
    }

    @Test func testAPhysicalSpringSetsTheDurationByItsSettlingTime() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let scene = showOnManualClock(view)
        let spring = UISpringTimingParameters(mass: 1, stiffness: 200, damping: 10, initialVelocity: CGVector(dx: 0, dy: 0))
        let animator = UIViewPropertyAnimator(duration: 10, timingParameters: spring)
        animator.addAnimations { view.center.y = 400 }
        animator.startAnimation()
        let animation = scene.finishTurn()?.animations.first
        #expect((animation?.duration ?? 0) > 0.5 && (animation?.duration ?? 10) < 3)
        #expect(animation?.curve.hasPrefix("linear(") == true)
        let points = (animation?.curve ?? "").dropFirst(7).dropLast().split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        #expect(points.max()! > 1.1)
    }

    @Test func testAnAnimatorTheAppLetsGoStillCompletes() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let scene = showOnManualClock(view)
        var positions: [UIViewAnimatingPosition] = []
        weak var weakAnimator: UIViewPropertyAnimator?
        do {
            let animator = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.3, delay: 0, animations: {
                view.alpha = 0
            }, completion: { positions.append($0) })
            weakAnimator = animator
        }
        #expect(weakAnimator != nil)
        scene.clock.advance(by: 0.31)
        #expect(positions == [.end])
        #expect(weakAnimator == nil)
    }
}
