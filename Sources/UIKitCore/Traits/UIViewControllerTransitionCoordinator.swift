import Foundation

/// Information about a transition in progress.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// The duration of the transition, in seconds.
    var transitionDuration: TimeInterval { get }
    /// Whether the transition is interactive now.
    var isInteractive: Bool { get }
    /// Whether the transition started interactively.
    var initiallyInteractive: Bool { get }
    /// How far the transition is, from 0 to 1.
    var percentComplete: CGFloat { get }
    /// The curve of the rest of the transition once an interaction ends: the interaction
    /// controller's `completionCurve`.
    var completionCurve: UIView.AnimationCurve { get }
    /// The speed of the rest of the transition once an interaction ends: the interaction
    /// controller's `completionSpeed`.
    var completionVelocity: CGFloat { get }
    /// The view in which the transition takes place.
    var containerView: UIView { get }
    /// The view controller for the key.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view for the key.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

extension UIViewControllerTransitionCoordinatorContext {
    public var isInteractive: Bool { false }
    public var initiallyInteractive: Bool { false }
    public var percentComplete: CGFloat { 0 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var completionVelocity: CGFloat { 1 }
    public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    public func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
}

/// Support for running work alongside a transition and after it.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` alongside the transition, once the views have their new sizes, and
    /// `completion` after it. Returns whether the work was scheduled.
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// Registers a handler called when an interactive transition's interaction ends (the
    /// finger lifts), whether the transition then completes or is cancelled.
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    public func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}
}

/// The coordinator of a size or trait change of a scene: the views are laid out in their new
/// size, then the alongside work runs, then the completions. There is no animation on the
/// server, so the transition is not animated.
@MainActor
final class SceneTransitionCoordinator: UIViewControllerTransitionCoordinator {
    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    var isAnimated: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    /// A size change has no views of its own moving: an empty container.
    let containerView = UIView()

    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs the alongside work, then the completions.
    func finish() {
        for work in alongside { work(self) }
        for work in completions { work(self) }
        alongside.removeAll()
        completions.removeAll()
    }
}
