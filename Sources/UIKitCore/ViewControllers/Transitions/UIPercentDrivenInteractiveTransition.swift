import Foundation

/// An object that drives an interactive animation between one view controller and another.
/// When the animator gives an interruptible animator (`interruptibleAnimator(using:)`), that
/// animator is paused and scrubbed to the completion percentage `update(_:)` gives, and
/// continued with `timingCurve` (or `completionCurve`) at `completionSpeed` by `finish()`, or
/// reversed and continued by `cancel()`. Otherwise the animations the animator's
/// `animateTransition(using:)` makes hold at the percentage and play on at `completionSpeed`,
/// on their own curves, to the end or back to the start.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// The duration of the transition: the animator's.
    open var duration: CGFloat {
        guard let context = context as? ViewControllerTransitionContext else { return 0 }
        return CGFloat(context.transitionDuration)
    }

    /// How far the transition is, from 0 to 1.
    open private(set) var percentComplete: CGFloat = 0
    /// The speed of the rest of the transition when it finishes or is cancelled: the rest takes
    /// its share of the duration divided by this. The default is 1.
    open var completionSpeed: CGFloat = 1
    /// The curve of the rest of the transition when it finishes or is cancelled, for an
    /// interruptible animator with no `timingCurve`. The default is `.easeInOut`.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// The timing curve of the rest of the transition, for an interruptible animator.
    open var timingCurve: (any UITimingCurveProvider)?
    /// Whether the transition starts interactively. The default is `true`; when `false` it plays
    /// until `pause()`.
    open var wantsInteractiveStart = true

    private var context: (any UIViewControllerContextTransitioning)?
    private var scrub: TransitionScrub?
    /// The animator's interruptible animator, when it has one.
    private var interruptible: (any UIViewImplicitlyAnimating)?

    public override init() {
        super.init()
    }

    /// Starts the animator's animations and holds them at the current percentage (or lets them
    /// play, when the transition does not start interactively).
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
        guard let running = transitionContext as? ViewControllerTransitionContext else { return }
        let animator = running.animator.interruptibleAnimator(using: running)
        if !NoInterruptibleAnimator.isPlaceholder(animator) {
            interruptible = animator
            if wantsInteractiveStart {
                animator.pauseAnimation()
                animator.fractionComplete = percentComplete
            } else {
                animator.startAnimation()
            }
            return
        }
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
        interruptible?.fractionComplete = fraction
        scrub?.hold(at: Double(fraction))
    }

    /// Cancels the transition: the animations play back to their start.
    open func cancel() {
        guard let context else { return }
        context.cancelInteractiveTransition()
        if let interruptible {
            interruptible.isReversed = true
            continueToTheEnd(interruptible)
        }
        scrub?.play(toEnd: false, speed: Double(completionSpeed))
        self.context = nil
    }

    /// Finishes the transition: the animations play on to their end.
    open func finish() {
        guard let context else { return }
        context.finishInteractiveTransition()
        if let interruptible { continueToTheEnd(interruptible) }
        scrub?.play(toEnd: true, speed: Double(completionSpeed))
        self.context = nil
    }

    /// Pauses a transition that is playing, where it is, and makes it interactive.
    open func pause() {
        guard let context else { return }
        context.pauseInteractiveTransition()
        if let interruptible {
            interruptible.pauseAnimation()
            percentComplete = interruptible.fractionComplete
            return
        }
        guard let scrub else { return }
        percentComplete = CGFloat(scrub.fraction)
        scrub.hold(at: scrub.fraction)
    }

    private func continueToTheEnd(_ animator: any UIViewImplicitlyAnimating) {
        let timing = timingCurve ?? UICubicTimingParameters(animationCurve: completionCurve)
        animator.continueAnimation(withTimingParameters: timing, durationFactor: 1 / max(completionSpeed, 0.0001))
    }
}
