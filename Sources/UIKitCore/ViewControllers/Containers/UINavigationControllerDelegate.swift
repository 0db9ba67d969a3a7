import Foundation

/// The interface for an object that serves as a navigation controller's delegate.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// Notifies the delegate before the navigation controller displays a view controller's view
    /// and navigation item properties.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool)

    /// Notifies the delegate after the navigation controller displays a view controller's view
    /// and navigation item properties.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController,
                                     willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController,
                                     didShow viewController: UIViewController, animated: Bool) {}
}
