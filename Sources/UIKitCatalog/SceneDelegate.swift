import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    /// The catalog is a tab bar controller: the first tab is a navigation stack rooted at the home
    /// screen, which pushes the catalog's screens; the second tab holds the settings, under a
    /// large title.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        // A window the Windows screen opened shows the detail its activity names.
        if let activity = connectionOptions.userActivities.first(where: { $0.activityType == WindowsViewController.detailActivityType }),
           let fruit = activity.userInfo?["fruit"] as? String {
            window.rootViewController = UINavigationController(rootViewController: WindowDetailViewController(fruit: fruit))
            window.makeKeyAndVisible()
            self.window = window
            return
        }
        let catalog = CatalogNavigationController(rootViewController: CounterViewController())
        catalog.tabBarItem = UITabBarItem(title: "Catalog", image: UIImage(systemName: "square.grid.2x2"),
                                            selectedImage: UIImage(systemName: "square.grid.2x2.fill"))
        let settings = UINavigationController(rootViewController: SettingsViewController())
        settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gearshape"),
                                             selectedImage: UIImage(systemName: "gearshape.fill"))
        // Settings shows its title large, folding away as its content scrolls.
        settings.navigationBar.prefersLargeTitles = true
        let tabs = UITabBarController()
        tabs.viewControllers = [catalog, settings]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
    }
}

/// The catalog's navigation stack lets the screen on top choose the status bar style, as apps do
/// when their screens differ: a navigation controller otherwise decides it from its bar.
final class CatalogNavigationController: UINavigationController {
    override var childForStatusBarStyle: UIViewController? { topViewController }
}
