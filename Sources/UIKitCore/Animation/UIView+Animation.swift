import Foundation

/// There is no animation engine yet: the changes an animation block makes apply at once, and the
/// completion handlers run with `true` at the end of the turn, after its layout pass, as they
/// would once a zero-length animation finished.
extension UIView {
    /// Animates changes to one or more views using the specified duration, delay, options, and
    /// completion handler.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               options: AnimationOptions = [], animations: @escaping @MainActor () -> Void,
                               completion: (@MainActor (Bool) -> Void)? = nil) {
        animations()
        AnimationCompletions.append(completion)
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

    /// Creates a transition animation for the specified container view.
    public static func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (@MainActor () -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil) {
        animations?()
        AnimationCompletions.append(completion)
    }

    /// Creates a transition between the specified views: `toView` is added to `fromView`'s
    /// superview and `fromView` is removed, or with `.showHideTransitionViews` the first is hidden
    /// and the second shown.
    public static func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                  options: AnimationOptions = [], completion: (@MainActor (Bool) -> Void)? = nil) {
        if options.contains(.showHideTransitionViews) {
            toView.isHidden = false
            fromView.isHidden = true
        } else if let superview = fromView.superview {
            superview.insertSubview(toView, aboveSubview: fromView)
            fromView.removeFromSuperview()
        }
        AnimationCompletions.append(completion)
    }

    /// Runs the block without animations: table and collection updates it makes show at once.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let enabled = AnimationState.enabled
        AnimationState.enabled = false
        defer { AnimationState.enabled = enabled }
        actionsWithoutAnimation()
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
