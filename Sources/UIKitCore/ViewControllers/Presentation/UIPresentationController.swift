import Foundation

/// An object that manages the transition animations and the presentation of view controllers
/// onscreen. UIKit makes one for every presented view controller, for its presentation style.
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
        presentedViewController.presentation?.transitionView
    }

    /// The view to be animated by the animator objects during a transition: the presented view
    /// controller's view.
    open var presentedView: UIView? {
        presentedViewController.viewIfLoaded
    }

    /// Tells the presentation controller that the container's subviews were laid out; the default
    /// does nothing.
    open func containerViewDidLayoutSubviews() {}

    /// Called when the sheet is dragged by the user; sheet presentation controllers override it.
    func dragged(by recognizer: UIPanGestureRecognizer) {}

    /// Whether the presented controller, or one of the controllers it contains, refuses
    /// interactive dismissal, as UIKit consults `isModalInPresentation`.
    var isModalInPresentation: Bool {
        func refuses(_ controller: UIViewController) -> Bool {
            controller.isModalInPresentation || controller.childControllers.contains(where: refuses)
        }
        return refuses(presentedViewController)
    }
}
