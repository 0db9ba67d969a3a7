import Foundation

/// The interface for a popover presentation delegate, which customizes a popover: it hears the
/// popover about to be presented, decides whether a tap outside dismisses it, hears that it was
/// dismissed, and may move it when the window changes size. Every method is optional.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// Notifies the delegate that the popover is about to be presented, before it is on screen:
    /// the last chance to configure it (its source, arrows, colors). Not called when the popover
    /// adapts to another style.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)

    /// Asks the delegate whether a tap outside the popover dismisses it, before
    /// `presentationControllerShouldDismiss(_:)`. The default is `true`.
    @available(iOS, deprecated: 13.0, message: "Use presentationControllerShouldDismiss(_:)")
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool

    /// Tells the delegate that the user dismissed the popover, after
    /// `presentationControllerDidDismiss(_:)`.
    @available(iOS, deprecated: 13.0, message: "Use presentationControllerDidDismiss(_:)")
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)

    /// Tells the delegate that the popover must move because the window changed size; set
    /// `rect` (in `view`'s coordinates) and `view` to point it elsewhere.
    func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                       willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
                                       in view: AutoreleasingUnsafeMutablePointer<UIView>)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool {
        true
    }
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                              willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
                                              in view: AutoreleasingUnsafeMutablePointer<UIView>) {}
}

#if !canImport(ObjectiveC)
/// Objective-C's pointer to an object that a callee may replace, which
/// `popoverPresentationController(_:willRepositionPopoverTo:in:)` takes as on iOS. Without the
/// Objective-C runtime it is a plain mutable pointer, valid only during the call.
public typealias AutoreleasingUnsafeMutablePointer<Pointee> = UnsafeMutablePointer<Pointee>
#endif
