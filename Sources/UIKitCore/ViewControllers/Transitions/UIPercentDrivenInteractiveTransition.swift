import Foundation

/// An object that drives an interactive animation between one view controller and another:
/// the animator's animations (made with `UIView.animate`) hold at the completion percentage
/// `update(_:)` gives, and play on to the end with `finish()` or back to the start with
/// `cancel()`, on the scene's clock. The completion curve and timing curve are kept but the
/// rest plays on the animations' own curves.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// The duration of the transition: the animator's.
    open var duration: CGFloat {
        guard let context = context as? ViewControllerTransitionContext else { return 0 }
        return CGFloat(context.transitionDuration)
    }

    /// How far the transition is, from 0 to 1.
    open private(set) var percentComplete: CGFloat = 0
    /// The speed of the rest of the transition when it finishes or is cancelled. The default is 1.
    open var completionSpeed: CGFloat = 1
    /// The curve of the rest of the transition when it finishes or is cancelled.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// The timing curve for the rest of the transition, when the animator is interruptible.
    open var timingCurve: (any UITimingCurveProvider)?
    /// Whether the transition starts interactively. The default is `true`; when `false` it plays
    /// until `pause()`.
    open var wantsInteractiveStart = true

    private var context: (any UIViewControllerContextTransitioning)?
    private var scrub: TransitionScrub?

    public override init() {
        super.init()
    }

    /// Starts the animator's animations and holds them at the current percentage (or lets them
    /// play, when the transition does not start interactively).
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
        guard let running = transitionContext as? ViewControllerTransitionContext else { return }
        let scene = transitionContext.containerView.window?.windowScene
        let scrub = TransitionScrub(scene: scene) { running.animator.animateTransition(using: running) }
        self.scrub = scrub
        if wantsInteractiveStart {
            scrub.hold(at: Double(percentComplete))
        } else {
            scrub.play(toEnd: true, speed: 1)
        }
    }

    /// Updates how far the transition is, from 0 to 1; the views hold there.
    open func update(_ percentComplete: CGFloat) {
        let fraction = min(max(percentComplete, 0), 1)
        self.percentComplete = fraction
        context?.updateInteractiveTransition(fraction)
        scrub?.hold(at: Double(fraction))
    }

    /// Cancels the transition: the animations play back to their start.
    open func cancel() {
        guard let context else { return }
        context.cancelInteractiveTransition()
        scrub?.play(toEnd: false, speed: Double(completionSpeed))
        self.context = nil
    }

    /// Finishes the transition: the animations play on to their end.
    open func finish() {
        guard let context else { return }
        context.finishInteractiveTransition()
        scrub?.play(toEnd: true, speed: Double(completionSpeed))
        self.context = nil
    }

    /// Pauses a transition that is playing, where it is, and makes it interactive.
    open func pause() {
        guard let context, let scrub else { return }
        context.pauseInteractiveTransition()
        percentComplete = CGFloat(scrub.fraction)
        scrub.hold(at: scrub.fraction)
    }
}
