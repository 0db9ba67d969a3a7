import Foundation

extension UIViewController {
    /// Whether this presented controller controls the status bar rather than its presenter: a
    /// full-screen presentation, or one that captures the status bar appearance.
    var controlsStatusBarWhenPresented: Bool {
        guard let presentation else { return false }
        return presentation.kind == .fullScreen || modalPresentationCapturesStatusBarAppearance
    }

    /// The controller at the end of a chain of children the controllers name, such as
    /// `childForStatusBarStyle`; a chain that loops stops where it does.
    func followingChildren(_ next: (UIViewController) -> UIViewController?) -> UIViewController {
        var current = self
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        while let child = next(current), visited.insert(ObjectIdentifier(child)).inserted {
            current = child
        }
        return current
    }

    /// The background that stands at the top of the screen for the controller: the navigation bar
    /// when one shows (else the top controller's), the selected tab's, else the controller's
    /// view's background.
    var topBackgroundColor: (color: UIColor, traits: UITraitCollection)? {
        if let navigation = self as? UINavigationController {
            guard navigation.isNavigationBarHidden else {
                let bar = navigation.navigationBar
                return (bar.barTintColor ?? .systemBackground, bar.traitCollection)
            }
            return navigation.topViewController?.topBackgroundColor
        }
        if let tabs = self as? UITabBarController, let selected = tabs.selectedViewController {
            return selected.topBackgroundColor
        }
        guard let view = viewIfLoaded, let color = view.backgroundColor else { return nil }
        return (color, view.traitCollection)
    }
}
