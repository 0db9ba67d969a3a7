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

    /// Returns an animator for the push or pop, or `nil` for the navigation controller's own.
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?

    /// Returns an interaction controller that drives the animator's transition, or `nil`.
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController,
                                     willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController,
                                     didShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
}

extension UINavigationController {
    /// The kind of transition a navigation controller makes.
    public enum Operation: Int, Sendable {
        case none, push, pop
    }
}
