import Foundation

/// The methods adopted by the object you use to manage changes to a split view interface.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// Asks the delegate to provide the column to display after the split view interface
    /// collapses. The proposed column is the secondary column.
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column

    /// Tells the delegate that the split view controller interface has collapsed.
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)

    /// Tells the delegate that the split view controller interface has expanded.
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
}

extension UISplitViewControllerDelegate {
    public func splitViewController(_ svc: UISplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column { proposedTopColumn }
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
}
