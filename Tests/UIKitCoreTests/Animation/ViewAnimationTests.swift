import Foundation
import Testing
@_spi(Host) import UIKitCore
import UIKit

/// `UIView.animate` with UIKit's semantics, on a scene's manual clock: the model changes at once,
/// the page is told how to play the change, and completions come when the time is up.
@MainActor
struct ViewAnimationTests {
    @Test func testTheModelChangesAtOnceAndTheCompletionComesWhenTheTimeIsUp() {
        let view = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        let scene = showOnManualClock(view)
        var completions: [Bool] = []
        UIView.animate(withDuration: 0.3, delay: 0.1, options: [], animations: {
            view.alpha = 0.2
            view.center.x = 200
        }, completion: { completions.append($0) })
        #expect(view.alpha == 0.2)
        #expect(view.frame.midX == 200)
        let patch = scene.finishTurn()
        let animation = patch?.animations.first { $0.kind == .properties }
        #expect(animation?.id == view.renderNodeID)
        #expect(animation?.duration == 0.3)
        #expect(animation?.delay == 0.1)
        #expect(animation?.curve == "cubic-bezier(0.42, 0, 0.58, 1)")
        #expect(animation?.from.first { $0.key == .alpha }?.value == RenderValue.null)
        #expect(animation?.from.first { $0.key == .frame }?.value == .rect(x: 0, y: 100, width: 50, height: 50))
        scene.clock.advance(by: 0.39)
        #expect(completions.isEmpty)
        scene.clock.advance(by: 0.02)
        #expect(completions == [true])
    }

    @Test func testRemovingTheAnimationsCompletesWithFalseAtOnceAndStopsThePage() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let scene = showOnManualClock(view)
        var completions: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { completions.append($0) })
        _ = scene.finishTurn()
        scene.clock.advance(by: 0.5)
        #expect(view.layer.animationKeys() == ["opacity"])
        view.layer.removeAllAnimations()
        #expect(completions == [false])
        #expect(view.layer.animationKeys() == nil)
        #expect(scene.finishTurn()?.animations.map(\.kind) == [.cancel])
        scene.clock.advance(by: 1)
        #expect(completions == [false])
    }

    @Test func testAnAnimatingViewIgnoresTouchesUnlessItAllowsThem() {
        let view = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        let scene = showOnManualClock(view)
        let window = view.window!
        let point = CGPoint(x: 50, y: 150)
        #expect(window.hitTest(point, with: nil) === view)
        UIView.animate(withDuration: 0.5) { view.backgroundColor = .red }
        #expect(window.hitTest(point, with: nil) !== view)
        scene.clock.advance(by: 0.6)
        #expect(window.hitTest(point, with: nil) === view)
        UIView.animate(withDuration: 0.5, delay: 0, options: [.allowUserInteraction], animations: { view.backgroundColor = .blue })
        #expect(window.hitTest(point, with: nil) === view)
    }

    @Test func testNothingAnimatedOrNoTimeCompletesAtTheEndOfTheTurn() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let scene = showOnManualClock(view)
        var completions: [String] = []
        UIView.animate(withDuration: 0.3, animations: {}, completion: { completions.append("empty \($0)") })
        UIView.animate(withDuration: 0, animations: { view.alpha = 0.5 }, completion: { completions.append("instant \($0)") })
        UIView.performWithoutAnimation {
            UIView.animate(withDuration: 0.3, animations: { view.alpha = 0.4 }, completion: { completions.append("disabled \($0)") })
        }
        #expect(completions.isEmpty)
        _ = scene.finishTurn()
        #expect(completions == ["empty true", "instant true", "disabled true"])
    }

    @Test func testThePresentationLayerIsWhereTheCurveIs() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let scene = showOnManualClock(view)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            view.frame = CGRect(x: 100, y: 0, width: 200, height: 100)
            view.alpha = 0
        })
        scene.clock.advance(by: 0.25)
        let presentation = view.layer.presentation()
        #expect(presentation?.frame == CGRect(x: 25, y: 0, width: 125, height: 100))
        #expect(presentation?.opacity == 0.75)
        #expect(view.layer.frame == CGRect(x: 100, y: 0, width: 200, height: 100))
        scene.clock.advance(by: 1)
        #expect(view.layer.presentation()?.frame == CGRect(x: 100, y: 0, width: 200, height: 100))
    }

    @Test func testLayoutInsideTheBlockAnimatesConstraintChanges() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([width, box.heightAnchor.constraint(equalToConstant: 50),
                                     box.topAnchor.constraint(equalTo: container.topAnchor),
                                     box.leadingAnchor.constraint(equalTo: container.leadingAnchor)])
        let scene = showOnManualClock(container)
        #expect(box.frame.width == 50)
        width.constant = 150
        UIView.animate(withDuration: 0.3) { container.layoutIfNeeded() }
        let animation = scene.finishTurn()?.animations.first { $0.id == box.renderNodeID }
        #expect(animation?.from.first { $0.key == .frame }?.value == .rect(x: 0, y: 0, width: 50, height: 50))
        #expect(box.frame.width == 150)
    }

    @Test func testARepeatingAnimationNeverCompletesUntilRemoved() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let scene = showOnManualClock(view)
        var completions: [Bool] = []
        UIView.animate(withDuration: 0.2, delay: 0, options: [.repeat, .autoreverse], animations: { view.alpha = 0.3 },
                       completion: { completions.append($0) })
        let animation = scene.finishTurn()?.animations.first
        #expect(animation?.repeats == true)
        #expect(animation?.autoreverses == true)
        scene.clock.advance(by: 10)
        #expect(completions.isEmpty)
        view.layer.removeAnimation(forKey: "opacity")
        #expect(completions == [false])
    }

    @Test func testASpringOvershootsUnlessCriticallyDamped() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let scene = showOnManualClock(view)
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0, options: [],
                       animations: { view.center.x = 300 })
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
                       animations: { view.center.y = 300 })
        let curves = scene.finishTurn()?.animations.map(\.curve) ?? []
        #expect(curves.count == 2)
        let points = curves.map { curve in
            curve.dropFirst("linear(".count).dropLast().split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        }
        #expect(points[0].first == 0 && points[0].last == 1)
        #expect(points[0].max()! > 1.05)
        #expect(points[1].max()! <= 1.0001)
        #expect(zip(points[1], points[1].dropFirst()).allSatisfy { $0 <= $1 + 1e-9 })
    }

    @Test func testThePresentationLayerFollowsATransformAndKeepsItsSize() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let scene = showOnManualClock(view)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            view.transform = CGAffineTransform(translationX: 100, y: 0)
        })
        scene.clock.advance(by: 0.25)
        let presentation = view.layer.presentation()
        #expect(presentation?.transform.m41 == 25)
        #expect(presentation?.bounds.size == CGSize(width: 100, height: 100))
        #expect(presentation?.position == CGPoint(x: 50, y: 50))
    }
}
