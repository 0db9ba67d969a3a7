import Foundation

/// View animations as UIKit has them: the changes an animation block makes to views' frames,
/// alpha, background colours, transforms and corner radii apply to the model at once, and the
/// page plays the way there (the next patch says where each property starts, and the timing);
/// the completion runs on the scene's clock when the time is up, with `true`, or with `false`
/// as soon as the views' animations are removed. An animation that changes nothing on screen
/// (or runs with animations disabled, or lasts no time) completes at the end of the turn.
extension UIView {
    /// Animates changes to one or more views using the specified duration, delay, options, and
    /// completion handler.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               options: AnimationOptions = [], animations: @escaping @MainActor () -> Void,
                               completion: (@MainActor (Bool) -> Void)? = nil) {
        run(ViewAnimationTiming(duration: duration, delay: delay, options: options), options: options,
            animations: animations, completion: completion)
    }

    /// Performs a view animation using a timing curve corresponding to the motion of a
    /// physical spring: `dampingRatio` 1 settles without oscillating, smaller values oscillate
    /// more; `velocity` is the initial speed, in whole distances per second.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                               options: AnimationOptions = [], animations: @escaping @MainActor () -> Void,
                               completion: (@MainActor (Bool) -> Void)? = nil) {
        var timing = ViewAnimationTiming(duration: duration, delay: delay, options: options)
        timing.curve = ViewAnimationTiming.spring(damping: Double(dampingRatio), velocity: Double(velocity),
                                                  duration: timing.duration)
        run(timing, options: options, animations: animations, completion: completion)
    }

    /// Runs an animation block, recording what it changes, and starts the animation.
    private static func run(_ timing: ViewAnimationTiming, options: AnimationOptions,
                            animations: @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)?) {
        guard AnimationState.enabled, timing.duration > 0 || timing.delay > 0 else {
            animations()
            AnimationCompletions.append(completion)
            return
        }
        let recording = ViewAnimationRecording(timing: timing, options: options)
        let outer = ViewAnimationRecording.current
        ViewAnimationRecording.current = recording
        animations()
        if options.contains(.layoutSubviews) {
            for view in recording.views { view.layoutIfNeeded() }
        }
        ViewAnimationRecording.current = outer
        guard let scene = recording.views.lazy.compactMap({ $0.window?.windowScene }).first else {
            AnimationCompletions.append(completion)
            return
        }
        scene.start(recording, completion: CATransaction.track(completion))
    }

    /// Animates changes to one or more views using the specified duration and completion handler.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void,
                               completion: (@MainActor (Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, animations: animations, completion: completion)
    }

    /// Animates changes to one or more views using the specified duration.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void) {
        animate(withDuration: duration, delay: 0, animations: animations, completion: nil)
    }

    /// Creates a transition animation for the specified container view: the page shows its
    /// old look giving way to the new one the block makes (flipping, curling, dissolving, as
    /// the options say). Changes in the block are not animated of themselves unless the
    /// options allow animated content. Curls are approximated by a clip that uncovers the new
    /// look from the bottom (`curlUp`) or top (`curlDown`) edge.
    public static func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (@MainActor () -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil) {
        let timing = ViewAnimationTiming(duration: duration, delay: 0, options: options)
        guard AnimationState.enabled, timing.duration > 0, let scene = view.window?.windowScene else {
            animations?()
            AnimationCompletions.append(completion)
            return
        }
        if options.contains(.allowAnimatedContent), let animations {
            animate(withDuration: duration, delay: 0, options: options, animations: animations)
        } else if let animations {
            let recording = ViewAnimationRecording.current
            ViewAnimationRecording.current = nil
            animations()
            ViewAnimationRecording.current = recording
        }
        scene.startTransition(of: view, timing: timing, options: options, completion: completion)
    }

    /// Creates a transition between the specified views: `toView` is added to `fromView`'s
    /// superview and `fromView` is removed, or with `.showHideTransitionViews` the first is hidden
    /// and the second shown; the superview shows the change as the options say.
    public static func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                  options: AnimationOptions = [], completion: (@MainActor (Bool) -> Void)? = nil) {
        let container = fromView.superview
        if options.contains(.showHideTransitionViews) {
            toView.isHidden = false
            fromView.isHidden = true
        } else if let superview = fromView.superview {
            superview.insertSubview(toView, aboveSubview: fromView)
            fromView.removeFromSuperview()
        }
        let timing = ViewAnimationTiming(duration: duration, delay: 0, options: options)
        guard AnimationState.enabled, timing.duration > 0, let container, let scene = container.window?.windowScene else {
            AnimationCompletions.append(completion)
            return
        }
        scene.startTransition(of: container, timing: timing, options: options, completion: completion)
    }

    /// Runs the block without animations: view changes and table and collection updates it
    /// makes show at once, even inside an animation block.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let enabled = AnimationState.enabled
        let recording = ViewAnimationRecording.current
        AnimationState.enabled = false
        ViewAnimationRecording.current = nil
        defer {
            AnimationState.enabled = enabled
            ViewAnimationRecording.current = recording
        }
        actionsWithoutAnimation()
    }

    /// Whether an animation block is running now, recording changes (`UIView.inheritedAnimationDuration` > 0).
    public static var inheritedAnimationDuration: TimeInterval {
        ViewAnimationRecording.current?.timing.duration ?? 0
    }

    /// Whether animations are enabled. The default is `true`.
    public static var areAnimationsEnabled: Bool { AnimationState.enabled }

    /// Enables or disables animations.
    public static func setAnimationsEnabled(_ enabled: Bool) {
        AnimationState.enabled = enabled
    }
}

/// Whether animations are enabled: off inside `performWithoutAnimation`.
@MainActor
enum AnimationState {
    static var enabled = true
}

/// The completion handlers of animations made during the turn, run after its layout pass.
@MainActor
enum AnimationCompletions {
    private static var pending: [@MainActor (Bool) -> Void] = []

    static var isEmpty: Bool { pending.isEmpty }

    static func append(_ completion: (@MainActor (Bool) -> Void)?) {
        if let completion { pending.append(completion) }
    }

    /// Runs the handlers queued so far; handlers they queue wait for the next round.
    static func runPending() {
        let work = pending
        pending.removeAll()
        for completion in work { completion(true) }
    }
}
