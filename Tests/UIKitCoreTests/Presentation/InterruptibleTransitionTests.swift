import Testing
@_spi(Host) import UIKitCore
import UIKit

/// A percent-driven dismissal whose animator gives an interruptible animator, on the scene's
/// manual clock: UIKit pauses and scrubs that animator with the interaction, continues it with
/// the interaction's timing curve (or completion curve) at its completion speed, or reverses it;
/// and the coordinator's context tells the interaction's curve, speed and percentage.
@MainActor
struct InterruptibleTransitionTests {
    private func present(_ delegate: SlideDownDelegate) -> (PresentationStage, UIViewController, UIViewController) {
        let root = UIViewController()
        let stage = PresentationStage(root: root)
        let card = UIViewController()
        card.modalPresentationStyle = .fullScreen
        card.transitioningDelegate = delegate
        root.present(card, animated: false)
        stage.finishTurn()
        return (stage, root, card)
    }

    @Test func testTheInteractionScrubsAndContinuesTheInterruptibleAnimatorWithItsTimingCurveAndSpeed() throws {
        let delegate = SlideDownDelegate()
        let (stage, root, card) = present(delegate)
        root.dismiss(animated: true)
        _ = stage.scene.finishTurn()
        let animator = try #require(delegate.animator.animator)
        #expect(delegate.animator.log == ["interruptibleAnimator"], "UIKit asks for it instead of animateTransition")
        #expect(animator.state == .active && !animator.isRunning, "paused, to be scrubbed")
        delegate.interaction.update(0.5)
        _ = stage.scene.finishTurn()
        #expect(animator.fractionComplete == 0.5)
        #expect(abs((card.view.layer.presentation()?.frame.minY ?? 0) - 422) < 0.5)
        stage.scene.clock.advance(by: 1)
        #expect(animator.fractionComplete == 0.5, "held while the interaction goes on")

        delegate.interaction.timingCurve = UICubicTimingParameters(animationCurve: .linear)
        delegate.interaction.completionSpeed = 2
        delegate.interaction.finish()
        _ = stage.scene.finishTurn()
        #expect(animator.isRunning && !animator.isReversed)
        #expect((animator.timingParameters as? UICubicTimingParameters)?.animationCurve == .linear)
        // Half of 0.4 s left, at twice the speed: 0.1 s, on a linear curve.
        stage.scene.clock.advance(by: 0.05)
        #expect(abs((card.view.layer.presentation()?.frame.minY ?? 0) - 633) < 0.5)
        stage.scene.clock.advance(by: 0.04)
        #expect(delegate.animator.log.last == "interruptibleAnimator")
        stage.scene.clock.advance(by: 0.02)
        _ = stage.scene.finishTurn()
        #expect(delegate.animator.log == ["interruptibleAnimator", "completion end", "animationEnded true"])
        #expect(root.presentedViewController == nil)
        #expect(card.view.window == nil)
    }

    @Test func testACancelledInteractionReversesTheInterruptibleAnimatorOnTheCompletionCurve() throws {
        let delegate = SlideDownDelegate()
        let (stage, root, card) = present(delegate)
        root.dismiss(animated: true)
        _ = stage.scene.finishTurn()
        let animator = try #require(delegate.animator.animator)
        delegate.interaction.update(0.25)
        delegate.interaction.completionCurve = .easeIn
        delegate.interaction.cancel()
        _ = stage.scene.finishTurn()
        #expect(animator.isRunning && animator.isReversed)
        #expect((animator.timingParameters as? UICubicTimingParameters)?.animationCurve == .easeIn,
                "with no timing curve, the completion curve")
        // A quarter of 0.4 s back to the start.
        stage.scene.clock.advance(by: 0.09)
        #expect(delegate.animator.log == ["interruptibleAnimator"])
        stage.scene.clock.advance(by: 0.02)
        _ = stage.scene.finishTurn()
        #expect(delegate.animator.log == ["interruptibleAnimator", "completion start", "animationEnded false"])
        #expect(root.presentedViewController === card)
        #expect(card.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func testTheCoordinatorContextTellsTheInteractionsCurveSpeedPercentageAndDuration() {
        let delegate = SlideDownDelegate()
        let (stage, root, card) = present(delegate)
        delegate.interaction.completionCurve = .easeOut
        delegate.interaction.completionSpeed = 1.5
        root.dismiss(animated: true)
        _ = stage.scene.finishTurn()
        var seen: [String] = []
        card.transitionCoordinator?.notifyWhenInteractionChanges { context in
            seen.append("percent \(context.percentComplete) duration \(context.transitionDuration) "
                        + "curve \(context.completionCurve.rawValue) velocity \(context.completionVelocity) "
                        + "cancelled \(context.isCancelled)")
        }
        delegate.interaction.update(0.75)
        #expect(card.transitionCoordinator?.percentComplete == 0.75)
        delegate.interaction.finish()
        #expect(seen == ["percent 0.75 duration 0.4 curve \(UIView.AnimationCurve.easeOut.rawValue) velocity 1.5 cancelled false"])
        stage.finishTurn()
        #expect(root.presentedViewController == nil)
    }
}

/// Gives a slide-down dismissal animator and a percent-driven interaction for it.
@MainActor
private final class SlideDownDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator = InterruptibleSlideDown()
    let interaction = UIPercentDrivenInteractiveTransition()

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        animator
    }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        interaction
    }
}

/// Slides the dismissed view down the screen over 0.4 s with one property animator, the same
/// for the whole transition, as Apple asks of `interruptibleAnimator(using:)`.
@MainActor
private final class InterruptibleSlideDown: NSObject, UIViewControllerAnimatedTransitioning {
    private(set) var animator: UIViewPropertyAnimator?
    private(set) var log: [String] = []

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        log.append("animateTransition")
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        if let animator { return animator }
        log.append("interruptibleAnimator")
        let view = transitionContext.view(forKey: .from)
        let animator = UIViewPropertyAnimator(duration: 0.4, curve: .easeInOut) {
            view?.frame.origin.y = 844
        }
        animator.addCompletion { [weak self] position in
            self?.log.append("completion \(position == .end ? "end" : position == .start ? "start" : "current")")
            transitionContext.completeTransition(position == .end)
        }
        self.animator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        log.append("animationEnded \(transitionCompleted)")
    }
}
