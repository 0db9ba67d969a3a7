import Foundation

/// A set of methods you implement to customize the behavior of a tab bar.
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
    /// Sent to the delegate when the user selects a tab bar item.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}
