import Foundation

/// A set of methods for adapting the contents of your view controllers to size and trait changes.
@preconcurrency @MainActor
public protocol UIContentContainer: AnyObject {
    /// The preferred size for the container's content.
    var preferredContentSize: CGSize { get }
    /// Notifies the container that the preferred content size of a child changed.
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
    /// Notifies the container that the fitting size of a child's view changed.
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
    /// The size of a child's content.
    func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
    /// Notifies the container that the size of its view is about to change.
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    /// Notifies the container that its trait collection is about to change.
    func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)
}

extension UIViewController: UIContentContainer {}
