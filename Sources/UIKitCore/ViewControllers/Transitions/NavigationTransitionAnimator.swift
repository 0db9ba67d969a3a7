import Foundation

/// The navigation controller's own push and pop animation, made the way UIKit makes it: an
/// animator whose `animateTransition(using:)` moves the views in the context's container with
/// `UIView.animate`. On a push the new view slides in from the trailing edge over the old one,
/// which moves a third of the way toward the leading edge under a darkening shade; a pop plays
/// it backwards. The interactive pop places the views at a fraction of the way (no page
/// animation while the finger moves) and animates the rest from there when it lifts.
@MainActor
final class NavigationTransitionAnimator: UIViewControllerAnimatedTransitioning {
    /// UIKit's push and pop duration.
    static let duration: TimeInterval = 0.35
    /// How dark the shade over the covered view gets.
    static let dimmingAlpha: CGFloat = 0.1
    /// The direction a push comes from, for the navigation controller's view: +1 from the
    /// right edge, -1 from the left edge when the view lays out right to left.
    static func pushDirection(in navigationView: UIView) -> CGFloat {
        navigationView.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
    }

    let operation: UINavigationController.Operation
    /// `pushDirection(in:)` of the navigation controller's view when the transition began.
    private let direction: CGFloat
    private var dimming: UIView?
    private var start: (from: CGRect, to: CGRect)?
    private var end: (from: CGRect, to: CGRect)?

    init(operation: UINavigationController.Operation, direction: CGFloat) {
        self.operation = operation
        self.direction = direction
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : Self.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        prepare(transitionContext)
        run(transitionContext, toEnd: true, duration: transitionDuration(using: transitionContext))
    }

    /// Puts the views in the container at the start of the transition.
    func prepare(_ context: any UIViewControllerContextTransitioning) {
        guard let fromController = context.viewController(forKey: .from),
              let toController = context.viewController(forKey: .to),
              let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to) else { return }
        let container = context.containerView
        let width = container.bounds.width * direction
        let fromStart = context.initialFrame(for: fromController)
        let toEnd = context.finalFrame(for: toController)
        let shade = UIView(frame: container.bounds)
        shade.backgroundColor = .black
        shade.isUserInteractionEnabled = false
        dimming = shade
        if operation == .pop {
            container.insertSubview(toView, belowSubview: fromView)
            container.insertSubview(shade, belowSubview: fromView)
            start = (fromStart, toEnd.offsetBy(dx: -width / 3, dy: 0))
            end = (fromStart.offsetBy(dx: width, dy: 0), toEnd)
            shade.alpha = Self.dimmingAlpha
        } else {
            container.addSubview(shade)
            container.addSubview(toView)
            start = (fromStart, toEnd.offsetBy(dx: width, dy: 0))
            end = (fromStart.offsetBy(dx: -width / 3, dy: 0), toEnd)
            shade.alpha = 0
        }
        fromView.frame = fromStart
        toView.frame = start!.to
        toView.layoutIfNeeded()
    }

    /// Places the views `fraction` of the way, without animation.
    func place(_ context: any UIViewControllerContextTransitioning, at fraction: CGFloat) {
        guard let start, let end, let fromView = context.view(forKey: .from),
              let toView = context.view(forKey: .to) else { return }
        func between(_ a: CGRect, _ b: CGRect) -> CGRect {
            CGRect(x: a.minX + (b.minX - a.minX) * fraction, y: a.minY + (b.minY - a.minY) * fraction,
                   width: a.width + (b.width - a.width) * fraction, height: a.height + (b.height - a.height) * fraction)
        }
        UIView.performWithoutAnimation {
            fromView.frame = between(start.from, end.from)
            toView.frame = between(start.to, end.to)
            dimming?.alpha = shadeAlpha(at: fraction)
        }
    }

    private func shadeAlpha(at fraction: CGFloat) -> CGFloat {
        operation == .pop ? Self.dimmingAlpha * (1 - fraction) : Self.dimmingAlpha * fraction
    }

    /// Animates the views from where they are to the end (or back to the start, for a
    /// cancelled interactive transition), then completes the transition.
    func run(_ context: any UIViewControllerContextTransitioning, toEnd: Bool, duration: TimeInterval) {
        guard let start, let end, let fromView = context.view(forKey: .from),
              let toView = context.view(forKey: .to) else {
            context.completeTransition(toEnd)
            return
        }
        let target = toEnd ? end : start
        let shade = dimming
        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                       options: [], animations: {
            fromView.frame = target.from
            toView.frame = target.to
            shade?.alpha = self.shadeAlpha(at: toEnd ? 1 : 0)
        }, completion: { _ in
            shade?.removeFromSuperview()
            self.dimming = nil
            if !toEnd { fromView.frame = start.from }
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}
