import Foundation

/// A type that can be an anchor for a popover presentation controller: a view or a bar button
/// item.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerSourceItem: AnyObject {
    /// The frame of the item in the coordinate space of the reference view, or `nil` when the
    /// item is not on screen.
    func frame(in referenceView: UIView) -> CGRect?
}

extension UIView: UIPopoverPresentationControllerSourceItem {
    /// The view's bounds in the reference view's coordinates, or `nil` when the view is not in
    /// the reference view's window.
    public func frame(in referenceView: UIView) -> CGRect? {
        guard let window, window === referenceView.window else { return nil }
        return convert(bounds, to: referenceView)
    }
}

extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {
    /// The frame of the view that shows the item in its bar, in the reference view's
    /// coordinates, or `nil` when no bar in the reference view's window shows it.
    public func frame(in referenceView: UIView) -> CGRect? {
        displayingView?.frame(in: referenceView)
    }
}
