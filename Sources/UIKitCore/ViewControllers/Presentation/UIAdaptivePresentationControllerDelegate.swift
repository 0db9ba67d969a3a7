import Foundation

/// Methods that respond to the interactive dismissal of a presentation and to trait changes.
/// Every method is optional; UIKit calls them only for dismissals the user starts (a sheet
/// dragged down), never for `dismiss(animated:completion:)`.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
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
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
