import Foundation

/// A set of methods you implement to customize the behavior of a tab bar controller.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Asks the delegate whether the specified view controller should be made active. Called
    /// only in response to the user tapping a tab bar item.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool

    /// Tells the delegate that the user selected an item in the tab bar, even when it was already
    /// selected. Not called when your code changes the selection.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController,
                                 shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
