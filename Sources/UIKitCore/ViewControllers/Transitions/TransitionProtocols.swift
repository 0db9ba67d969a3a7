import Foundation

/// The keys for the view controllers of a transition.
public struct UITransitionContextViewControllerKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view controller that is visible at the start of the transition.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The view controller that is visible at the end of a completed transition.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// The keys for the views of a transition.
public struct UITransitionContextViewKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view shown at the start of the transition.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view shown at the end of a completed transition.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// The methods that provide contextual information for transition animations between view
/// controllers.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view that acts as the superview of the views involved in the transition.
    var containerView: UIView { get }
    /// Whether the transition should be animated.
    var isAnimated: Bool { get }
    /// Whether the transition is currently interactive.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var transitionWasCancelled: Bool { get }
    /// The transform to apply for a rotation (identity: there is no rotation on the server).
    var targetTransform: CGAffineTransform { get }
    /// Updates the completion percentage of an interactive transition.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Notifies the system that user interactions signaled the completion of the transition.
    func finishInteractiveTransition()
    /// Notifies the system that user interactions cancelled the transition.
    func cancelInteractiveTransition()
    /// Notifies the system that the interactive transition is paused.
    func pauseInteractiveTransition()
    /// Notifies the system that the transition animation is done; `didComplete` is `false`
    /// when it was cancelled.
    func completeTransition(_ didComplete: Bool)
    /// The view controller for the key.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view for the key.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The frame of the view controller's view at the start (`.zero` when unknown).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// The frame of the view controller's view at the end (`.zero` when unknown).
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// A set of methods for implementing the animations for a custom view controller transition.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// The duration of the transition animation, in seconds.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Performs the transition animation; call `completeTransition(_:)` when it is done.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// The interruptible animator (a `UIViewPropertyAnimator`, say) that performs the
    /// transition; return the same one for the whole transition. An interactive transition
    /// driven by `UIPercentDrivenInteractiveTransition` scrubs and continues it.
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating
    /// Called when the transition ends.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        NoInterruptibleAnimator.placeholder
    }

    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// What `interruptibleAnimator(using:)` gives when the animator does not implement it (the
/// method is optional in UIKit): the transition then runs on `animateTransition(using:)`.
@MainActor
enum NoInterruptibleAnimator {
    static let placeholder = UIViewPropertyAnimator(duration: 0, curve: .linear)

    static func isPlaceholder(_ animator: any UIViewImplicitlyAnimating) -> Bool {
        animator === placeholder
    }
}

/// A set of methods that enable an object to drive a view controller transition.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Called when the transition starts interactively.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// The speed of the rest of the transition after the interaction ends. The default is 1.
    var completionSpeed: CGFloat { get }
    /// Whether the transition starts interactively. The default is `true`.
    var wantsInteractiveStart: Bool { get }
    /// The curve of the rest of the transition after the interaction ends. The default is
    /// `.easeInOut`.
    var completionCurve: UIView.AnimationCurve { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}
