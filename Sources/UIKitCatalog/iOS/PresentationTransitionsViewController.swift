import UIKit

/// Modal transitions as iOS code writes them: a screen presented with each transition style
/// (cover vertical, cross dissolve, flip horizontal, partial curl) and over the full screen; a
/// half-height card presented by a transitioning delegate with a presentation controller of its
/// own (a dimming view that fades with the transition coordinator); the card can be dragged down
/// to dismiss it, the drag driving a `UIPercentDrivenInteractiveTransition` (which scrubs the
/// card animator's interruptible animator) that finishes or is cancelled when the finger lifts.
///
/// Identifiers: the buttons `transitionCoverButton`, `transitionDissolveButton`,
/// `transitionFlipButton`, `transitionCurlButton`, `transitionOverFullScreenButton`,
/// `presentCardButton`, and `transitionsStatus`; on the presented screen `transitionScreen`
/// and `dismissTransitionButton`; on the card `cardScreen`, `dismissCardButton` and behind it
/// `cardDimmingView`.
final class PresentationTransitionsViewController: UIViewController {
    private let column = UIStackView()
    private let status = UILabel()
    private let card = CardTransitioning()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Transitions"
        view.backgroundColor = .systemBackground
        column.axis = .vertical
        column.spacing = 10
        addButton("Cover Vertical", "transitionCoverButton") { [weak self] in self?.presentScreen(.coverVertical) }
        addButton("Cross Dissolve", "transitionDissolveButton") { [weak self] in self?.presentScreen(.crossDissolve) }
        addButton("Flip Horizontal", "transitionFlipButton") { [weak self] in self?.presentScreen(.flipHorizontal) }
        addButton("Partial Curl", "transitionCurlButton") { [weak self] in self?.presentScreen(.partialCurl) }
        addButton("Over Full Screen", "transitionOverFullScreenButton") { [weak self] in
            self?.presentScreen(.crossDissolve, style: .overFullScreen)
        }
        addButton("Card", "presentCardButton") { [weak self] in self?.presentCard() }
        status.text = "Nothing presented yet"
        status.textAlignment = .center
        status.accessibilityIdentifier = "transitionsStatus"
        column.addArrangedSubview(status)
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 16),
            column.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 20),
            column.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -20),
        ])
    }

    private func addButton(_ title: String, _ identifier: String, _ action: @escaping () -> Void) {
        let button = UIButton(type: .system, primaryAction: UIAction(title: title) { _ in action() })
        button.backgroundColor = .secondarySystemBackground
        button.layer.cornerRadius = 10
        button.accessibilityIdentifier = identifier
        button.heightAnchor.constraint(equalToConstant: 44).isActive = true
        column.addArrangedSubview(button)
    }

    private func presentScreen(_ transition: UIModalTransitionStyle, style: UIModalPresentationStyle = .fullScreen) {
        let screen = TransitionScreen()
        screen.modalPresentationStyle = style
        screen.modalTransitionStyle = transition
        screen.onDismissed = { [weak self] in self?.status.text = "Dismissed" }
        present(screen, animated: true) { [weak self] in self?.status.text = "Presented" }
    }

    private func presentCard() {
        let screen = CardScreen()
        screen.modalPresentationStyle = .custom
        screen.transitioningDelegate = card
        screen.interactionSource = card
        screen.onEnded = { [weak self] text in self?.status.text = text }
        present(screen, animated: true) { [weak self] in self?.status.text = "Card presented" }
    }
}

/// A full-screen page with a button that dismisses it.
final class TransitionScreen: UIViewController {
    var onDismissed: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemTeal
        view.accessibilityIdentifier = "transitionScreen"
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Dismiss") { [weak self] _ in
            self?.dismiss(animated: true) { self?.onDismissed?() }
        })
        button.accessibilityIdentifier = "dismissTransitionButton"
        button.backgroundColor = .systemBackground
        button.layer.cornerRadius = 10
        button.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(button)
        NSLayoutConstraint.activate([
            button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            button.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            button.widthAnchor.constraint(equalToConstant: 160),
            button.heightAnchor.constraint(equalToConstant: 44),
        ])
    }
}

/// The card: half the screen high, dismissed by its button or by dragging it down.
final class CardScreen: UIViewController {
    weak var interactionSource: CardTransitioning?
    var onEnded: ((String) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemOrange
        view.layer.cornerRadius = 16
        view.accessibilityIdentifier = "cardScreen"
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Close") { [weak self] _ in
            self?.dismiss(animated: true) { self?.onEnded?("Card dismissed") }
        })
        button.accessibilityIdentifier = "dismissCardButton"
        button.backgroundColor = .systemBackground
        button.layer.cornerRadius = 10
        button.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(button)
        NSLayoutConstraint.activate([
            button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            button.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
            button.widthAnchor.constraint(equalToConstant: 160),
            button.heightAnchor.constraint(equalToConstant: 44),
        ])
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(dragged(_:))))
    }

    /// Dragging the card down dismisses it interactively: past a third of its height, or
    /// flicked down, it goes; otherwise it comes back.
    @objc private func dragged(_ pan: UIPanGestureRecognizer) {
        guard let source = interactionSource else { return }
        let progress = min(max(pan.translation(in: view).y / max(view.bounds.height, 1), 0), 1)
        switch pan.state {
        case .began:
            source.interaction = UIPercentDrivenInteractiveTransition()
            dismiss(animated: true) { [weak self] in self?.onEnded?("Card dragged away") }
        case .changed:
            source.interaction?.update(progress)
        case .ended:
            if progress > 0.33 || pan.velocity(in: view).y > 800 {
                // The rest goes on at the finger's pace: a faster flick, a quicker finish.
                source.interaction?.completionSpeed = max(1, pan.velocity(in: view).y / 800)
                source.interaction?.finish()
            } else {
                source.interaction?.cancel()
                onEnded?("Card drag cancelled")
            }
            source.interaction = nil
        case .cancelled, .failed:
            source.interaction?.cancel()
            source.interaction = nil
        default:
            break
        }
    }
}

/// The card's transitioning delegate: its presentation controller, its animator both ways,
/// and the drag's interaction for the dismissal while a finger drives it.
final class CardTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    var interaction: UIPercentDrivenInteractiveTransition?

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        CardPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardAnimator(presenting: false)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interaction
    }
}

/// Places the card in the lower half of the screen over a dimming view that fades in and out
/// with the transition; a tap on the dimming view dismisses the card.
final class CardPresentationController: UIPresentationController {
    private let dimming = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    override func presentationTransitionWillBegin() {
        dimming.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        dimming.accessibilityIdentifier = "cardDimmingView"
        dimming.alpha = 0
        dimming.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dimmingTapped)))
        containerView?.insertSubview(dimming, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [dimming] _ in
            dimming.alpha = 1
        }, completion: nil)
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [dimming] _ in
            dimming.alpha = 0
        }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimming.removeFromSuperview() } else { dimming.alpha = 1 }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        dimming.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    @objc private func dimmingTapped() {
        presentedViewController.dismiss(animated: true)
    }
}

/// Slides the card up from the bottom edge, and back down, with one interruptible property
/// animator for the whole transition: while a drag drives the dismissal, UIKit scrubs it, then
/// continues it (or reverses it) when the finger lifts.
final class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let presenting: Bool
    private var running: UIViewPropertyAnimator?

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let running { return running }
        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .easeOut)
        let key: UITransitionContextViewKey = presenting ? .to : .from
        if let cardView = transitionContext.view(forKey: key) {
            let container = transitionContext.containerView
            let shown = presenting
                ? transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!) : cardView.frame
            let hidden = shown.offsetBy(dx: 0, dy: container.bounds.height - shown.minY)
            if presenting {
                container.addSubview(cardView)
                cardView.frame = hidden
            }
            animator.addAnimations { cardView.frame = self.presenting ? shown : hidden }
        }
        animator.addCompletion { position in
            transitionContext.completeTransition(position == .end && !transitionContext.transitionWasCancelled)
        }
        running = animator
        return animator
    }
}
