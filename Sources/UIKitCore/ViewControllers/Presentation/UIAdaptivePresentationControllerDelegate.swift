import Foundation

/// Methods that, with a presentation controller, decide how a presentation adapts to the
/// environment, and respond to the interactive dismissal of a presentation. Every method is
/// optional. UIKit asks for the adaptive style when a popover is presented (every session is
/// compact width, where a popover adapts); it calls the dismissal methods only for dismissals
/// the user starts (a sheet dragged down, a tap outside a popover), never for
/// `dismiss(animated:completion:)`.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// Asks the delegate for the presentation style to use when the traits are active: `.none`
    /// keeps the presentation as it is (a popover stays a popover); `.fullScreen`,
    /// `.overFullScreen`, `.formSheet` and `.pageSheet` adapt to that style; any other value
    /// uses the presentation controller's default. The default asks
    /// `adaptivePresentationStyle(for:)`.
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle

    /// Asks the delegate for the new presentation style to use. The default is the presentation
    /// controller's own adaptive style: a sheet for a popover.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle

    /// Asks the delegate for the view controller to display when adapting to the style, shown in
    /// place of the presented one (often a navigation controller around it). The default is
    /// `nil`: the presented view controller is shown.
    func presentationController(_ controller: UIPresentationController,
                                viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController?

    /// Notifies the delegate that the presentation is about to be shown in the style; `style` is
    /// `.none` when the presentation does not adapt. The coordinator is that of the animated
    /// presentation, `nil` when it is not animated.
    func presentationController(_ presentationController: UIPresentationController,
                                willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: (any UIViewControllerTransitionCoordinator)?)

    /// Asks the delegate for permission to dismiss the presentation. Not asked while the presented
    /// controller's `isModalInPresentation` is true. The default is `true`.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool

    /// Notifies the delegate before the user's dismissal of the presentation begins.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)

    /// Notifies the delegate after the user dismissed the presentation and its transition ended.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)

    /// Notifies the delegate that the user tried to dismiss the presentation but was prevented,
    /// by `isModalInPresentation` or by `presentationControllerShouldDismiss(_:)`.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController,
                                          traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        controller.defaultAdaptivePresentationStyle
    }
    public func presentationController(_ controller: UIPresentationController,
                                       viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
        nil
    }
    public func presentationController(_ presentationController: UIPresentationController,
                                       willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                       transitionCoordinator: (any UIViewControllerTransitionCoordinator)?) {}
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
