import Foundation

/// An object that manages the display of content in a popover. UIKit makes one for a view
/// controller whose `modalPresentationStyle` is `.popover` the first time its
/// `popoverPresentationController` is asked for; configure its anchor (`sourceView` and
/// `sourceRect`, or `sourceItem`) before presenting.
///
/// Every session is compact width, as an iPhone: the popover adapts to a sheet (configured
/// through `adaptiveSheetPresentationController`) unless the delegate's
/// `adaptivePresentationStyle(for:traitCollection:)` returns `.none`. Then it shows as a popover:
/// the presented controller's `preferredContentSize` next to the anchor, with an arrow pointing
/// at it; a tap outside dismisses it.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view containing the anchor rectangle for the popover.
    open var sourceView: UIView? {
        didSet { containerView?.setNeedsLayout() }
    }

    /// The rectangle in `sourceView`'s coordinates that the popover's arrow points to. The default,
    /// `CGRect.null`, uses the source view's bounds. Ignored when `sourceItem` is set.
    open var sourceRect: CGRect = .null {
        didSet { containerView?.setNeedsLayout() }
    }

    /// The item on which to anchor the popover: a bar button item or a view. When set, it wins
    /// over `sourceView` and `sourceRect`. The default is `nil`.
    open var sourceItem: (any UIPopoverPresentationControllerSourceItem)? {
        didSet { containerView?.setNeedsLayout() }
    }

    /// The bar button item on which to anchor the popover; the same as `sourceItem` when it is a
    /// bar button item.
    @available(iOS, deprecated: 16.0, message: "Use sourceItem")
    open var barButtonItem: UIBarButtonItem? {
        get { sourceItem as? UIBarButtonItem }
        set { sourceItem = newValue }
    }

    /// The arrow directions that you allow for the popover. The default is `.any`.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any {
        didSet { containerView?.setNeedsLayout() }
    }

    /// The arrow direction in use by the popover while it is on screen; `.unknown` before and
    /// after, and when the popover adapted to another style.
    open internal(set) var arrowDirection: UIPopoverArrowDirection = .unknown

    /// The views the user can interact with while the popover is visible: touches on them are
    /// not taken as a tap outside the popover.
    open var passthroughViews: [UIView]?

    /// The color of the popover's backdrop and arrow; `nil` (the default) is the system
    /// background color.
    open var backgroundColor: UIColor? {
        didSet { containerView?.setNeedsLayout() }
    }

    /// Whether the popover may overlap its source rectangle when space is constrained. The
    /// default is `false`.
    open var canOverlapSourceViewRect = false {
        didSet { containerView?.setNeedsLayout() }
    }

    /// The margins, from the edges of the window's safe area, within which the popover is
    /// placed. The default is 10 points along each edge.
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10) {
        didSet { containerView?.setNeedsLayout() }
    }

    /// The sheet presentation controller the popover adapts to in compact width: set its detents
    /// or grabber to shape the sheet.
    open var adaptiveSheetPresentationController: UISheetPresentationController {
        if let adaptiveSheet { return adaptiveSheet }
        let sheet = UISheetPresentationController(presentedViewController: presentedViewController,
                                                  presenting: presentingViewController)
        sheet.adaptedPopover = self
        adaptiveSheet = sheet
        return sheet
    }

    private var adaptiveSheet: UISheetPresentationController?
    /// The controller the delegate gave to show in place of the presented one when the popover
    /// adapted, while it is shown.
    @HandleReference var adaptiveReplacement: UIViewController?
    /// The size of the container when the popover was last placed, to tell a resize.
    var placedContainerSize: CGSize?

    /// The delegate when it is a popover delegate.
    var popoverDelegate: (any UIPopoverPresentationControllerDelegate)? {
        delegate as? any UIPopoverPresentationControllerDelegate
    }

    override var shownController: UIViewController {
        adaptiveReplacement ?? super.shownController
    }

    /// A popover adapts to a sheet in compact width.
    override var defaultAdaptivePresentationStyle: UIModalPresentationStyle { .formSheet }

    // MARK: Adapting

    /// The style the popover is shown in: the delegate's answer for the traits when it is one
    /// UIKit accepts (`.popover` counts as `.none`), else a sheet.
    func adaptedStyle(for traits: UITraitCollection) -> UIModalPresentationStyle {
        let answer = delegate?.adaptivePresentationStyle(for: self, traitCollection: traits) ?? defaultAdaptivePresentationStyle
        switch answer {
        case .none, .popover: return .none
        case .fullScreen, .overFullScreen, .formSheet, .pageSheet: return answer
        default: return defaultAdaptivePresentationStyle
        }
    }

    // MARK: Dismissing by a tap outside

    /// A tap outside the popover: it is dismissed, unless the presented controller is modal in
    /// presentation or the delegate refuses.
    func tappedOutside() {
        let shown = shownController
        guard let record = shown.presentation, record.transition == nil, !shown.isBeingDismissed,
              let presenting = record.presenting else { return }
        guard userDismissalShouldBegin() else {
            userDismissalWasRefused()
            return
        }
        userDismissalWillBegin()
        presenting.dismissPresentedStack(animated: true) { [self] in userDismissalDidEnd() }
    }

    override func userDismissalShouldBegin() -> Bool {
        if isModalInPresentation { return false }
        if popoverDelegate?.popoverPresentationControllerShouldDismissPopover(self) == false { return false }
        return super.userDismissalShouldBegin()
    }

    override func userDismissalDidEnd() {
        super.userDismissalDidEnd()
        popoverDelegate?.popoverPresentationControllerDidDismissPopover(self)
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed {
            arrowDirection = .unknown
            placedContainerSize = nil
            adaptiveReplacement = nil
        }
    }
}
