import Foundation
import Testing
@_spi(Host) import UIKitCore
import UIKit

/// Core Animation's layer animations on a scene's manual clock: the model stays, the layer shows
/// the animated values, the delegate hears the start and the stop.
@MainActor
struct LayerAnimationTests {
    private final class Delegate: CAAnimationDelegate {
        var events: [String] = []
        func animationDidStart(_ anim: CAAnimation) { events.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
    }

    @Test func testABasicAnimationLeavesTheModelAndShowsTheAnimatedValue() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let scene = showOnManualClock(view)
        let delegate = Delegate()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        fade.delegate = delegate
        view.layer.add(fade, forKey: "fade")
        #expect(view.layer.opacity == 1)
        #expect(view.layer.animationKeys() == ["fade"])
        #expect(view.layer.animation(forKey: "fade") !== fade)
        let wire = scene.finishTurn()?.animations.first
        #expect(wire?.kind == .properties)
        #expect(wire?.key == "fade")
        #expect(wire?.fill == "none")
        #expect(wire?.curve == "linear")
        #expect(wire?.keyframes.map(\.offset) == [0, 1])
        #expect(wire?.keyframes.last?.properties == [RenderProperty(.alpha, .number(0))])
        scene.clock.advance(by: 0.25)
        #expect(delegate.events == ["start"])
        #expect(view.layer.presentation()?.opacity == 0.75)
        scene.clock.advance(by: 0.76)
        #expect(delegate.events == ["start", "stop true"])
        #expect(view.layer.animationKeys() == nil)
        #expect(view.layer.presentation()?.opacity == 1)
    }

    @Test func testAFilledAnimationStaysOnTheLayerAfterItsEnd() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let scene = showOnManualClock(view)
        let move = CABasicAnimation(keyPath: "position.x")
        move.toValue = 250
        move.duration = 0.5
        move.fillMode = .forwards
        move.isRemovedOnCompletion = false
        move.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        view.layer.add(move, forKey: "move")
        let wire = scene.finishTurn()?.animations.first
        #expect(wire?.fill == "forwards")
        #expect(wire?.curve == "cubic-bezier(0.42, 0, 0.58, 1)")
        #expect(wire?.keyframes.last?.properties == [RenderProperty(.frame, .rect(x: 200, y: 0, width: 100, height: 100))])
        scene.clock.advance(by: 1)
        #expect(view.layer.animationKeys() == ["move"])
        #expect(view.layer.position.x == 50)
        #expect(view.layer.presentation()?.position.x == 250)
    }

    @Test func testRemovingAnAnimationStopsItUnfinishedAndTellsThePage() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let scene = showOnManualClock(view)
        let delegate = Delegate()
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = Double.pi * 2
        spin.duration = 1
        spin.repeatCount = .infinity
        spin.delegate = delegate
        view.layer.add(spin, forKey: "spin")
        let wire = scene.finishTurn()?.animations.first
        #expect(wire?.repeats == true)
        // A whole turn is cut into steps the page cannot take the short way round.
        #expect((wire?.keyframes.count ?? 0) >= 8)
        scene.clock.advance(by: 10)
        #expect(delegate.events == ["start"])
        view.layer.removeAnimation(forKey: "spin")
        #expect(delegate.events == ["start", "stop false"])
        let cancel = scene.finishTurn()?.animations.first
        #expect(cancel?.kind == .cancel)
        #expect(cancel?.key == "spin")
    }

    @Test func testAddingUnderTheSameKeyReplacesTheAnimation() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let scene = showOnManualClock(view)
        defer { _ = scene }
        let first = Delegate(), second = Delegate()
        let a = CABasicAnimation(keyPath: "cornerRadius")
        a.toValue = 20
        a.delegate = first
        view.layer.add(a, forKey: "corners")
        let b = CABasicAnimation(keyPath: "cornerRadius")
        b.toValue = 40
        b.delegate = second
        view.layer.add(b, forKey: "corners")
        #expect(first.events == ["stop false"])
        #expect(view.layer.animationKeys() == ["corners"])
    }

    @Test func testKeyframeAnimationRepeatsAndAutoreverses() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let scene = showOnManualClock(view)
        let delegate = Delegate()
        let shake = CAKeyframeAnimation(keyPath: "position.x")
        shake.values = [50, 40, 60, 50]
        shake.keyTimes = [0, 0.25, 0.75, 1]
        shake.duration = 0.4
        shake.repeatCount = 2
        shake.autoreverses = true
        shake.delegate = delegate
        view.layer.add(shake, forKey: nil)
        #expect(view.layer.animationKeys() == nil)
        let wire = scene.finishTurn()?.animations.first
        #expect(wire?.keyframes.map(\.offset) == [0, 0.25, 0.75, 1])
        #expect(wire?.iterations == 4)
        #expect(wire?.autoreverses == true)
        scene.clock.advance(by: 0.1)
        #expect(view.layer.presentation()?.position.x == 40)
        scene.clock.advance(by: 1.49)
        #expect(delegate.events == ["start"])
        scene.clock.advance(by: 0.02)
        #expect(delegate.events == ["start", "stop true"])
    }

    @Test func testAGroupPlaysItsAnimationsAndTheTransactionCompletesAfterAll() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let scene = showOnManualClock(view)
        var events: [String] = []
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.6)
        CATransaction.setCompletionBlock { events.append("transaction") }
        let grow = CABasicAnimation(keyPath: "transform.scale")
        grow.toValue = 2
        let color = CABasicAnimation(keyPath: "backgroundColor")
        color.toValue = UIColor.red.cgColor
        color.beginTime = 0.2
        color.duration = 0.2
        let group = CAAnimationGroup()
        group.animations = [grow, color]
        view.layer.add(group, forKey: "group")
        UIView.animate(withDuration: 1, animations: { view.alpha = 0.5 }, completion: { _ in events.append("view") })
        CATransaction.commit()
        let wires = scene.finishTurn()?.animations.filter { $0.key != nil } ?? []
        #expect(wires.map(\.key) == ["group/0", "group/1"])
        #expect(wires.map(\.duration) == [0.6, 0.2])
        #expect(wires.map(\.delay) == [0, 0.2])
        scene.clock.advance(by: 0.61)
        #expect(events.isEmpty)
        scene.clock.advance(by: 0.4)
        #expect(events == ["view", "transaction"])
    }

    @Test func testASpringAnimationSettlesInItsSettlingDuration() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let scene = showOnManualClock(view)
        let spring = CASpringAnimation(keyPath: "position.y")
        spring.toValue = 300
        spring.damping = 5
        spring.duration = spring.settlingDuration
        #expect(spring.settlingDuration > 1 && spring.settlingDuration < 4)
        view.layer.add(spring, forKey: "drop")
        let wire = scene.finishTurn()?.animations.first
        #expect(wire?.curve.hasPrefix("linear(") == true)
        #expect(scene.animationsEndTime.map { abs($0 - scene.clock.now - spring.settlingDuration) < 1e-6 } == true)
    }

    @Test func testBeginTimeDelaysTheAnimation() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let scene = showOnManualClock(view)
        let delegate = Delegate()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        fade.duration = 0.5
        fade.beginTime = CACurrentMediaTime() + 0.5
        fade.fillMode = .backwards
        fade.delegate = delegate
        view.layer.add(fade, forKey: "later")
        let wire = scene.finishTurn()?.animations.first
        #expect(abs((wire?.delay ?? 0) - 0.5) < 0.01)
        #expect(wire?.fill == "backwards")
        scene.clock.advance(by: 0.4)
        #expect(delegate.events.isEmpty)
        scene.clock.advance(by: 0.2)
        #expect(delegate.events == ["start"])
    }

    @Test func testALayerOfItsOwnAnimatesOnItsOwnNode() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let sublayer = CALayer()
        sublayer.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
        view.layer.addSublayer(sublayer)
        let scene = showOnManualClock(view)
        let grow = CABasicAnimation(keyPath: "bounds.size")
        grow.toValue = CGSize(width: 100, height: 100)
        grow.duration = 0.5
        sublayer.add(grow, forKey: "grow")
        let wire = scene.finishTurn()?.animations.first
        #expect(wire?.id == sublayer.renderNodeID)
        #expect(wire?.id != view.renderNodeID)
        // The bounds grow about the layer's position, its centre.
        #expect(wire?.keyframes.last?.properties == [RenderProperty(.frame, .rect(x: -15, y: -15, width: 100, height: 100))])
        scene.clock.advance(by: 0.25)
        #expect(sublayer.presentation()?.bounds.size == CGSize(width: 75, height: 75))
        #expect(sublayer.bounds.size == CGSize(width: 50, height: 50))
    }

    @Test func testUnsupportedKeyPathsAreLoggedAndDropped() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let scene = showOnManualClock(view)
        var warnings: [String] = []
        let handler = AnimationWarnings.handler
        AnimationWarnings.handler = { warnings.append($0) }
        defer { AnimationWarnings.handler = handler }
        let odd = CABasicAnimation(keyPath: "contentsRect")
        odd.toValue = CGRect(x: 0, y: 0, width: 0.5, height: 0.5)
        view.layer.add(odd, forKey: "odd")
        #expect(view.layer.animationKeys() == nil)
        #expect(warnings.count == 1)
        #expect(scene.finishTurn()?.animations.isEmpty ?? true)
    }

    @Test func testATimeOffsetStartsPartWayAndWrapsAndSpeedShortensIt() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let scene = showOnManualClock(view)
        let delegate = Delegate()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        fade.timeOffset = 0.25
        fade.speed = 2
        fade.delegate = delegate
        view.layer.add(fade, forKey: "fade")
        let wire = scene.finishTurn()?.animations.first
        #expect(wire?.iterationStart == 0.25)
        #expect(wire?.duration == 0.5)
        // A quarter in at once, and round again: all of its time, at twice the speed.
        #expect(view.layer.presentation()?.opacity == 0.75)
        scene.clock.advance(by: 0.45)
        #expect(abs((view.layer.presentation()?.opacity ?? 0) - 0.85) < 1e-6)
        #expect(delegate.events == ["start"])
        scene.clock.advance(by: 0.06)
        #expect(delegate.events == ["start", "stop true"])
    }

    @Test func testAGroupScalingAndTurningShowsBothOnTheTransform() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let scene = showOnManualClock(view)
        let grow = CABasicAnimation(keyPath: "transform.scale")
        grow.fromValue = 1
        grow.toValue = 2
        let turn = CABasicAnimation(keyPath: "transform.rotation.z")
        turn.fromValue = 0
        turn.toValue = Double.pi / 2
        let group = CAAnimationGroup()
        group.animations = [grow, turn]
        group.duration = 1
        view.layer.add(group, forKey: "both")
        let wires = scene.finishTurn()?.animations ?? []
        #expect(wires.count == 1)
        let last = wires.first?.keyframes.last?.properties.first?.value
        guard case .transform(let a, let b, let c, let d, _, _)? = last else {
            Issue.record("no transform: \(String(describing: last))")
            return
        }
        // Scaled by 2 and turned a quarter: (0, 2, -2, 0).
        #expect(abs(a) < 1e-9 && abs(b - 2) < 1e-9 && abs(c + 2) < 1e-9 && abs(d) < 1e-9)
        scene.clock.advance(by: 0.5)
        let shown = view.layer.presentation()?.transform
        #expect(shown.map { abs(($0.m11 * $0.m11 + $0.m12 * $0.m12).squareRoot() - 1.5) < 1e-6 } == true)
    }

    @Test func testPositionsBoxedInNSValueAnimate() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let scene = showOnManualClock(view)
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = NSValue(cgPoint: CGPoint(x: 50, y: 50))
        move.toValue = NSValue(cgPoint: CGPoint(x: 150, y: 250))
        move.duration = 1
        view.layer.add(move, forKey: "move")
        let wire = scene.finishTurn()?.animations.first
        #expect(wire?.keyframes.last?.properties == [RenderProperty(.frame, .rect(x: 100, y: 200, width: 100, height: 100))])
        scene.clock.advance(by: 0.5)
        #expect(view.layer.presentation()?.position == CGPoint(x: 100, y: 150))
    }

    @Test func testATransactionWaitsOnlyForAnimationsAddedAfterItsBlock() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let scene = showOnManualClock(view)
        var events: [String] = []
        CATransaction.begin()
        let early = CABasicAnimation(keyPath: "opacity")
        early.toValue = 0
        early.duration = 2
        view.layer.add(early, forKey: "early")
        CATransaction.setCompletionBlock { events.append("done") }
        let late = CABasicAnimation(keyPath: "cornerRadius")
        late.toValue = 10
        late.duration = 0.5
        view.layer.add(late, forKey: "late")
        CATransaction.commit()
        _ = scene.finishTurn()
        scene.clock.advance(by: 0.51)
        #expect(events == ["done"])
    }

    @Test func testAGroupsFillAndRepetitionApplyToItsChildren() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let scene = showOnManualClock(view)
        let delegate = Delegate()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0.5
        let group = CAAnimationGroup()
        group.animations = [fade]
        group.duration = 0.5
        group.repeatCount = 2
        group.fillMode = .forwards
        group.isRemovedOnCompletion = false
        group.delegate = delegate
        view.layer.add(group, forKey: "group")
        let wire = scene.finishTurn()?.animations.first
        #expect(wire?.iterations == 2)
        #expect(wire?.fill == "forwards")
        scene.clock.advance(by: 1.01)
        #expect(delegate.events == ["start", "stop true"])
        #expect(view.layer.presentation()?.opacity == 0.5)
        view.layer.removeAnimation(forKey: "group")
        #expect(delegate.events == ["start", "stop true"])
        #expect(view.layer.presentation()?.opacity == 1)
    }
}
