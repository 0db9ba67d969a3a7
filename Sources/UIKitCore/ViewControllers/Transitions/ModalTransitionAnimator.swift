import Foundation

/// UIKit's own animation for presenting and dismissing a view controller modally, made as UIKit
/// makes it: an animator that moves the views in the context's container with `UIView.animate`.
/// Cover vertical slides the presented view (or the sheet) up from the bottom edge and back down;
/// cross dissolve fades it in and out; flip horizontal turns the screen over (the page's flip
/// transition); a popover fades in and out. The dimming view behind a sheet or an alert fades
/// with it. An alert fades in while shrinking to its size, and fades out; an action sheet slides
/// up and down. A partial curl is not drawn: it covers vertically.
@MainActor
final class ModalTransitionAnimator: UIViewControllerAnimatedTransitioning {
    enum Motion {
        case coverVertical, crossDissolve, flipHorizontal, alert
    }

    /// How long a view takes to slide up from the bottom edge, or back down.
    static let coverDuration: TimeInterval = 0.5
    /// How long a cross dissolve takes.
    static let dissolveDuration: TimeInterval = 0.35
    /// How long the flip takes, as UIKit's horizontal flip.
    static let flipDuration: TimeInterval = 0.75
    /// How long an alert takes to appear, and to fade away.
    static let alertAppearDuration: TimeInterval = 0.3
    static let alertDisappearDuration: TimeInterval = 0.2
    /// The scale an alert appears from.
    static let alertStartScale: CGFloat = 1.2

    let isPresenting: Bool
    let motion: Motion
    /// The view that dims what the presentation covers, if any; it fades with the transition.
    @HandleReference private var dimming: UIView?
    /// Puts the presented view back as it was before a dismissal faded or moved it away, so
    /// the controller can be presented again.
    private var restore: (@MainActor () -> Void)?

    init(presenting: Bool, motion: Motion, dimming: UIView?) {
        isPresenting = presenting
        self.motion = motion
        self.dimming = dimming
    }

    /// The motion UIKit plays for a presented controller: an alert's, an action sheet's slide,
    /// or its transition style's. Partial curls are drawn as cover vertical, and say so.
    static func motion(for presented: UIViewController, kind: Presentation.Kind) -> Motion {
        if let alert = presented as? UIAlertController { return alert.preferredStyle == .actionSheet ? .coverVertical : .alert }
        if kind == .popover { return .crossDissolve }
        switch presented.modalTransitionStyle {
        case .coverVertical: return .coverVertical
        case .crossDissolve: return .crossDissolve
        case .flipHorizontal: return kind == .sheet ? .coverVertical : .flipHorizontal
        case .partialCurl:
            PresentationWarnings.warn("UIModalTransitionStyle.partialCurl is drawn as coverVertical.")
            return .coverVertical
        }
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        guard transitionContext?.isAnimated != false else { return 0 }
        switch motion {
        case .coverVertical: return Self.coverDuration
        case .crossDissolve: return Self.dissolveDuration
        case .flipHorizontal: return Self.flipDuration
        case .alert: return isPresenting ? Self.alertAppearDuration : Self.alertDisappearDuration
        }
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let context = transitionContext
        let duration = transitionDuration(using: context)
        let complete: @MainActor (Bool) -> Void = { _ in context.completeTransition(!context.transitionWasCancelled) }
        guard let view = context.view(forKey: isPresenting ? .to : .from) else {
            context.completeTransition(true)
            return
        }
        if motion == .flipHorizontal {
            flip(view, in: context, duration: duration, completion: complete)
            return
        }
        let dimming = self.dimming
        let presenting = isPresenting
        let (start, end) = states(of: view, in: context.containerView)
        if !presenting { restore = { [weak view] in if let view { start(view) } } }
        UIView.performWithoutAnimation {
            start(view)
            if presenting { dimming?.alpha = 0 }
        }
        let animations: @MainActor () -> Void = {
            end(view)
            dimming?.alpha = presenting ? 1 : 0
        }
        switch motion {
        case .coverVertical:
            UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                           options: [], animations: animations, completion: complete)
        case .alert where presenting:
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut], animations: animations,
                           completion: complete)
        default:
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: animations,
                           completion: complete)
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {
        let restore = self.restore
        self.restore = nil
        if transitionCompleted, let restore { UIView.performWithoutAnimation(restore) }
    }

    /// How the moving view looks at the start and at the end of the transition.
    private func states(of view: UIView, in container: UIView)
        -> (start: @MainActor (UIView) -> Void, end: @MainActor (UIView) -> Void) {
        let shown = view.frame
        let below = shown.offsetBy(dx: 0, dy: container.bounds.height - shown.minY)
        typealias Look = @MainActor (UIView) -> Void
        switch motion {
        case .coverVertical:
            let hidden: Look = { $0.frame = below }, visible: Look = { $0.frame = shown }
            return isPresenting ? (hidden, visible) : (visible, hidden)
        case .crossDissolve, .flipHorizontal:
            let hidden: Look = { $0.alpha = 0 }, visible: Look = { $0.alpha = 1 }
            return isPresenting ? (hidden, visible) : (visible, hidden)
        case .alert:
            let hidden: Look = { $0.alpha = 0 }, visible: Look = { $0.alpha = 1 }
            guard isPresenting else { return (visible, hidden) }
            let scale = Self.alertStartScale
            return ({
                $0.alpha = 0
                $0.transform = CGAffineTransform(scaleX: scale, y: scale)
            }, {
                $0.alpha = 1
                $0.transform = .identity
            })
        }
    }

    /// Turns the presentation's container over from the right (presenting) or the left
    /// (dismissing): the page shows the old look giving way to the new one.
    private func flip(_ view: UIView, in context: any UIViewControllerContextTransitioning, duration: TimeInterval,
                      completion: @escaping @MainActor (Bool) -> Void) {
        let container = context.containerView
        guard let stage = container.superview else {
            if !isPresenting { container.isHidden = true }
            context.completeTransition(true)
            return
        }
        let presenting = isPresenting
        UIView.transition(with: stage, duration: duration,
                          options: [presenting ? .transitionFlipFromRight : .transitionFlipFromLeft, .curveEaseInOut],
                          animations: { if !presenting { container.isHidden = true } }, completion: completion)
    }
}
