import Foundation

/// An object that manages the transition animations and the presentation of view controllers
/// onscreen. UIKit makes one for every presented view controller, for its presentation style;
/// with the `.custom` style, the presented controller's transitioning delegate may supply a
/// subclass that places the presented view and adds views of its own to the container.
@preconcurrency @MainActor
open class UIPresentationController {
    /// The view controller being presented.
    public unowned let presentedViewController: UIViewController
    /// The view controller that presents, or will present, the presented view controller.
    open internal(set) weak var presentingViewController: UIViewController?
    /// The delegate that manages the adaptive behavior and the interactive dismissal of the
    /// presentation.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// Creates a presentation controller for the presented and presenting view controllers.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
    }

    /// The view in which the presentation occurs: it covers the window, or the view of the
    /// controller that defines the presentation context. `nil` while nothing is presented.
    open var containerView: UIView? {
        shownController.presentation?.transitionView
    }

    /// The view to be animated by the animator objects during a transition: the presented view
    /// controller's view (or that of the controller shown in its place).
    open var presentedView: UIView? {
        shownController.viewIfLoaded
    }

    /// The frame of the presented view in the container when the presentation ends. The default
    /// is the container's bounds; a custom presentation controller returns its own.
    open var frameOfPresentedViewInContainerView: CGRect {
        containerView?.bounds ?? .zero
    }

    /// Whether the presenting controller's view is removed when the presentation ends. The
    /// default is `false`: custom presentations leave it shown.
    open var shouldRemovePresentersView: Bool { false }

    /// Tells the presentation controller that the presentation is about to start: the place to
    /// add its own views to the container and animate them with the transition coordinator.
    open func presentationTransitionWillBegin() {}

    /// Tells the presentation controller that the presentation ended; `completed` is `false`
    /// when it was cancelled.
    open func presentationTransitionDidEnd(_ completed: Bool) {}

    /// Tells the presentation controller that the dismissal is about to start.
    open func dismissalTransitionWillBegin() {}

    /// Tells the presentation controller that the dismissal ended; `completed` is `false` when
    /// it was cancelled.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    /// Tells the presentation controller that the container is about to lay out its subviews.
    open func containerViewWillLayoutSubviews() {}

    /// Tells the presentation controller that the container's subviews were laid out; the default
    /// does nothing.
    open func containerViewDidLayoutSubviews() {}

    /// Called when the sheet is dragged by the user; sheet presentation controllers override it.
    func dragged(by recognizer: UIPanGestureRecognizer) {}

    /// The style the presentation adapts to in compact width when the delegate names none: full
    /// screen, as UIKit's; a popover's is a sheet.
    var defaultAdaptivePresentationStyle: UIModalPresentationStyle { .fullScreen }

    // MARK: The user's dismissal (a sheet dragged down, a tap outside a popover)

    /// Whether the user may dismiss the presentation: not while it is modal in presentation,
    /// else as the delegate says.
    func userDismissalShouldBegin() -> Bool {
        if isModalInPresentation { return false }
        return delegate?.presentationControllerShouldDismiss(self) ?? true
    }

    func userDismissalWillBegin() {
        delegate?.presentationControllerWillDismiss(self)
    }

    func userDismissalDidEnd() {
        delegate?.presentationControllerDidDismiss(self)
    }

    func userDismissalWasRefused() {
        delegate?.presentationControllerDidAttemptToDismiss(self)
    }

    /// Whether the presented controller, or one of the controllers it contains, refuses
    /// interactive dismissal, as UIKit consults `isModalInPresentation`.
    var isModalInPresentation: Bool {
        func refuses(_ controller: UIViewController) -> Bool {
            controller.isModalInPresentation || controller.childControllers.contains(where: refuses)
        }
        return refuses(shownController)
    }

    /// The controller the presentation shows: the presented one, or the one the delegate gave in
    /// its place when the presentation adapted.
    var shownController: UIViewController { presentedViewController }
}
