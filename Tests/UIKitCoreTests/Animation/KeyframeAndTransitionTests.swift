import Foundation
import Testing
@_spi(Host) import UIKitCore
import UIKit

/// Keyframe animations and view transitions on a scene's manual clock.
@MainActor
struct KeyframeAndTransitionTests {
    @Test func testKeyframesGoThroughEachValueInItsSpanAndCompleteAtTheEnd() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let scene = showOnManualClock(view)
        var completions: [Bool] = []
        UIView.animateKeyframes(withDuration: 2, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { view.alpha = 0.5 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
        }, completion: { completions.append($0) })
        #expect(view.alpha == 0)
        let animation = scene.finishTurn()?.animations.first
        #expect(animation?.kind == .properties)
        #expect(animation?.duration == 2)
        #expect(animation?.curve == "cubic-bezier(0.42, 0, 0.58, 1)")
        let alphas = animation?.keyframes.map { keyframe -> String in
            let value = keyframe.properties.first { $0.key == .alpha }?.value
            let shown = if case .number(let alpha)? = value { "\(alpha)" } else { "1" }
            return "\(keyframe.offset): \(shown)"
        }
        #expect(alphas == ["0.0: 1", "0.0: 1", "0.25: 0.5", "0.5: 0.5", "1.0: 0.0", "1.0: 0.0"])
        // Half way in time is half way along the ease-in-out curve: where the second keyframe starts.
        scene.clock.advance(by: 1)
        #expect(abs((view.layer.presentation()?.opacity ?? 0) - 0.5) < 1e-6)
        // Three quarters in time is further along the curve, most of the way to 0.
        scene.clock.advance(by: 0.5)
        let late = view.layer.presentation()?.opacity ?? 1
        #expect(late > 0 && late < 0.2)
        scene.clock.advance(by: 0.49)
        #expect(completions.isEmpty)
        scene.clock.advance(by: 0.02)
        #expect(completions == [true])
    }

    @Test func testDiscreteKeyframesStepAndLinearCurveRawValueIsKept() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let scene = showOnManualClock(view)
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeDiscrete, linear], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.backgroundColor = .red }
        })
        let animation = scene.finishTurn()?.animations.first
        #expect(animation?.curve == "linear")
        #expect(animation?.keyframes.contains { $0.easing == "steps(1, end)" } == true)
    }

    @Test func testATransitionFlipsTheContainerAndCompletesWhenTheTimeIsUp() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let label = UILabel()
        container.addSubview(label)
        let scene = showOnManualClock(container)
        var completions: [Bool] = []
        UIView.transition(with: container, duration: 0.5, options: [.transitionFlipFromLeft], animations: {
            label.text = "Back"
            container.backgroundColor = .blue
        }, completion: { completions.append($0) })
        #expect(container.backgroundColor == .blue)
        let animations = scene.finishTurn()?.animations ?? []
        #expect(animations.map(\.kind) == [.transition])
        #expect(animations.first?.style == .flipLeft)
        #expect(animations.first?.id == container.renderNodeID)
        scene.clock.advance(by: 0.49)
        #expect(completions.isEmpty)
        scene.clock.advance(by: 0.02)
        #expect(completions == [true])
    }

    @Test func testTransitionFromViewToViewCrossDissolvesTheSuperview() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let old = UIView(), new = UIView()
        container.addSubview(old)
        let scene = showOnManualClock(container)
        var completions: [Bool] = []
        UIView.transition(from: old, to: new, duration: 0.3, options: [.transitionCrossDissolve]) { completions.append($0) }
        #expect(container.subviews == [new])
        let animation = scene.finishTurn()?.animations.first { $0.kind == .transition }
        #expect(animation?.style == .dissolve)
        #expect(animation?.id == container.renderNodeID)
        scene.clock.advance(by: 0.31)
        #expect(completions == [true])
    }

    @Test func testRemovingATransitionsAnimationsCompletesItWithFalse() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let scene = showOnManualClock(container)
        var completions: [Bool] = []
        UIView.transition(with: container, duration: 1, options: [.transitionCurlUp], animations: {
            container.alpha = 0.5
        }, completion: { completions.append($0) })
        scene.clock.advance(by: 0.2)
        container.layer.removeAllAnimations()
        #expect(completions == [false])
    }
}
