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
}

/// Support for running work alongside a transition and after it.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` alongside the transition, once the views have their new sizes, and
    /// `completion` after it. Returns whether the work was scheduled.
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
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
