import Foundation

extension UINavigationController {
    /// The gesture recognizer that pops the top view controller: a screen-edge pan from the
    /// leading edge. The pop follows the finger and completes, or is cancelled, when it lifts.
    public var interactivePopGestureRecognizer: UIGestureRecognizer? {
        _ = view
        return popGesture
    }

    func makePopGesture() -> UIScreenEdgePanGestureRecognizer {
        let recognizer = InteractivePopGestureRecognizer(target: self, action: UINavigationController.edgeSwiped)
        recognizer.navigationController = self
        recognizer.edges = .left
        return recognizer
    }

    /// Whether the edge swipe may start a pop: something to pop, on screen, nothing animating.
    var canBeginInteractivePop: Bool {
        stack.count > 1 && activeTransition == nil && appearance == .appeared
            && viewIfLoaded?.window?.windowScene != nil && UIView.areAnimationsEnabled
    }

    func edgeSwiped(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        let width = max(contentView.bounds.width, 1)
        let direction = NavigationTransitionAnimator.pushDirection(in: view)
        let fraction = min(max(recognizer.translation(in: view).x * direction / width, 0), 1)
        switch recognizer.state {
        case .began:
            guard canBeginInteractivePop else { return }
            let interaction = SystemPopInteraction()
            systemPopInteraction = interaction
            popViewController(animated: true)
            systemPopInteraction = nil
            if activeTransition != nil, interaction.context != nil { edgePop = interaction }
        case .changed:
            edgePop?.update(fraction)
        case .ended:
            guard let pop = edgePop else { return }
            edgePop = nil
            let velocity = recognizer.velocity(in: view).x * direction
            if velocity > SystemPopInteraction.flickVelocity || (fraction > 0.5 && velocity > -SystemPopInteraction.flickVelocity) {
                pop.finish()
            } else {
                pop.cancel()
            }
        case .cancelled, .failed:
            edgePop?.cancel()
            edgePop = nil
        default:
            break
        }
    }

    /// The interactive pop the edge swipe is driving.
    var edgePop: SystemPopInteraction? {
        get { activeTransition?.interaction as? SystemPopInteraction }
        set { activeTransition?.interaction = newValue }
    }
}

/// The edge pan of a navigation controller: it begins only when there is something to pop.
@MainActor
final class InteractivePopGestureRecognizer: UIScreenEdgePanGestureRecognizer {
    @HandleReference var navigationController: UINavigationController?

    /// The pan starts from the leading edge: the left one, or the right one when the navigation
    /// controller's view lays out right to left.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if let view = navigationController?.viewIfLoaded {
            edges = NavigationTransitionAnimator.pushDirection(in: view) < 0 ? .right : .left
        }
        super.touchesBegan(touches, with: event)
    }

    override func allowsBeginning(withTranslation translation: CGPoint) -> Bool {
        guard navigationController?.canBeginInteractivePop == true else { return false }
        return super.allowsBeginning(withTranslation: translation)
    }
}

/// Drives the navigation controller's own pop animator from the edge swipe: the views sit at
/// the finger's fraction of the way while it moves (set directly, no page animation), and the
/// rest animates from there when it lifts, to the end or back to the start.
@MainActor
final class SystemPopInteraction: UIViewControllerInteractiveTransitioning {
    /// A lift faster than this (points per second) toward the trailing edge completes the pop.
    static let flickVelocity: CGFloat = 300

    private(set) var context: (any UIViewControllerContextTransitioning)?
    private var animator: NavigationTransitionAnimator?
    private var fraction: CGFloat = 0

    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? ViewControllerTransitionContext,
              let animator = context.animator as? NavigationTransitionAnimator else {
            transitionContext.completeTransition(false)
            return
        }
        self.context = context
        self.animator = animator
        animator.prepare(context)
    }

    func update(_ fraction: CGFloat) {
        guard let context, let animator else { return }
        self.fraction = fraction
        context.updateInteractiveTransition(fraction)
        animator.place(context, at: fraction)
    }

    func finish() {
        guard let context, let animator else { return }
        context.finishInteractiveTransition()
        animator.run(context, toEnd: true, duration: NavigationTransitionAnimator.duration * Double(1 - fraction))
    }

    func cancel() {
        guard let context, let animator else { return }
        context.cancelInteractiveTransition()
        animator.run(context, toEnd: false, duration: NavigationTransitionAnimator.duration * Double(fraction))
    }
}
