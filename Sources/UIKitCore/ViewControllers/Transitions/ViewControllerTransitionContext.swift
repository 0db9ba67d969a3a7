import Foundation

/// The context of a transition between two view controllers, and its coordinator: the
/// container the views move in, the controllers and their frames, and the work to run
/// alongside the animation and after it. The container (a navigation controller, say) makes
/// one, hands it to the animator, and hears `completeTransition(_:)` through `onComplete`.
@MainActor
final class ViewControllerTransitionContext: UIViewControllerContextTransitioning, UIViewControllerTransitionCoordinator {
    let containerView: UIView
    let isAnimated: Bool
    private(set) var isInteractive = false
    private(set) var initiallyInteractive = false
    private(set) var transitionWasCancelled = false
    private(set) var percentComplete: CGFloat = 0
    var targetTransform: CGAffineTransform { .identity }
    @HandleReference private var fromController: UIViewController?
    @HandleReference private var toController: UIViewController?
    private var frames: [ObjectIdentifier: (initial: CGRect, final: CGRect)]
    /// The views for the keys when they are not the controllers' own (a presentation's: the
    /// sheet around the presented view, no from view when the presenter stays).
    private let views: [UITransitionContextViewKey: UIView]?
    /// The animator, kept for its duration and `animationEnded(_:)`.
    let animator: any UIViewControllerAnimatedTransitioning
    /// The interaction controller driving the transition, if interactive.
    var interaction: (any UIViewControllerInteractiveTransitioning)?
    /// Called once, when the animator completes the transition.
    var onComplete: (@MainActor (Bool) -> Void)?
    /// Called when the interaction ends, before the animator plays the rest (`finished` is
    /// `false` when it was cancelled).
    var onInteractiveEnd: (@MainActor (_ finished: Bool) -> Void)?
    /// Called when the interaction moves the transition to a new percentage.
    var onInteractiveUpdate: (@MainActor (CGFloat) -> Void)?

    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var started = false
    private(set) var isCompleted = false

    init(container: UIView, from: UIViewController?, to: UIViewController?, animated: Bool,
         frames: [(UIViewController, initial: CGRect, final: CGRect)],
         animator: any UIViewControllerAnimatedTransitioning, views: [UITransitionContextViewKey: UIView]? = nil) {
        containerView = container
        self.views = views
        isAnimated = animated
        fromController = from
        toController = to
        var table: [ObjectIdentifier: (initial: CGRect, final: CGRect)] = [:]
        for (controller, initial, final) in frames { table[ObjectIdentifier(controller)] = (initial, final) }
        self.frames = table
        self.animator = animator
    }

    /// Sets the frames of the controllers' views, once they are known (after layout).
    func setFrames(_ frames: [(UIViewController, initial: CGRect, final: CGRect)]) {
        for (controller, initial, final) in frames { self.frames[ObjectIdentifier(controller)] = (initial, final) }
    }

    var isCancelled: Bool { transitionWasCancelled }
    var transitionDuration: TimeInterval { animator.transitionDuration(using: self) }
    var completionCurve: UIView.AnimationCurve { interaction?.completionCurve ?? .easeInOut }
    var completionVelocity: CGFloat { interaction?.completionSpeed ?? 1 }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: fromController
        case .to: toController
        default: nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        if let views { return views[key] }
        switch key {
        case .from: return fromController?.viewIfLoaded
        case .to: return toController?.view
        default: return nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        frames[ObjectIdentifier(vc)]?.initial ?? .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        frames[ObjectIdentifier(vc)]?.final ?? .zero
    }

    // MARK: Running

    /// Starts the transition: the animator animates, and the alongside work animates with the
    /// same duration. An interactive transition starts through its interaction controller.
    func start(interaction: (any UIViewControllerInteractiveTransitioning)?) {
        if let interaction {
            self.interaction = interaction
            isInteractive = interaction.wantsInteractiveStart
            initiallyInteractive = isInteractive
            interaction.startInteractiveTransition(self)
        } else {
            animator.animateTransition(using: self)
        }
        started = true
        runAlongside()
    }

    private func runAlongside() {
        let work = alongside
        alongside.removeAll()
        guard !work.isEmpty else { return }
        if isAnimated, !isInteractive {
            UIView.animate(withDuration: transitionDuration, delay: 0, options: [], animations: {
                for block in work { block(self) }
            })
        } else {
            UIView.performWithoutAnimation { for block in work { block(self) } }
        }
    }

    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard !isCompleted else { return false }
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        if started { runAlongside() }
        return true
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard isInteractive else { return }
        self.percentComplete = min(max(percentComplete, 0), 1)
        onInteractiveUpdate?(self.percentComplete)
    }

    func finishInteractiveTransition() { endInteraction(cancelled: false) }

    func cancelInteractiveTransition() { endInteraction(cancelled: true) }

    func pauseInteractiveTransition() {
        isInteractive = true
    }

    private func endInteraction(cancelled: Bool) {
        guard isInteractive else { return }
        isInteractive = false
        transitionWasCancelled = cancelled
        let handlers = interactionHandlers
        interactionHandlers.removeAll()
        for handler in handlers { handler(self) }
        onInteractiveEnd?(!cancelled)
    }

    func completeTransition(_ didComplete: Bool) {
        guard !isCompleted else { return }
        isCompleted = true
        if !didComplete { transitionWasCancelled = true }
        animator.animationEnded(didComplete)
        let work = completions
        completions.removeAll()
        for block in work { block(self) }
        let complete = onComplete
        onComplete = nil
        onInteractiveEnd = nil
        onInteractiveUpdate = nil
        interaction = nil
        complete?(didComplete)
    }
}

extension UIViewController {
    /// The transition coordinator of the push, pop, presentation or dismissal under way for
    /// this controller or one of its ancestors (presented or presenting), or `nil` when none is
    /// running.
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        var controller: UIViewController? = self
        while let current = controller {
            if let navigation = current as? UINavigationController, let transition = navigation.activeTransition {
                return transition
            }
            if let transition = current.presentation?.transition ?? current.presentedController?.presentation?.transition {
                return transition
            }
            controller = current.parent
        }
        return nil
    }
}
