import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    /// The activity of the detail this scene's window shows, if it was opened for one: saved as
    /// the scene's restoration activity, so the window shows the same detail when it reconnects.
    private var detailActivity: NSUserActivity?

    /// The catalog is a tab bar controller: the first tab is a navigation stack rooted at the home
    /// screen, which pushes the catalog's screens; the second tab holds the settings, under a
    /// large title.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        // A window the Windows screen opened shows the detail its activity names.
        let activities = Array(connectionOptions.userActivities) + [session.stateRestorationActivity].compactMap { $0 }
        if let activity = activities.first(where: { $0.activityType == WindowsViewController.detailActivityType }),
           let fruit = activity.userInfo?["fruit"] as? String {
            detailActivity = activity
            window.rootViewController = UINavigationController(rootViewController: WindowDetailViewController(fruit: fruit))
            window.makeKeyAndVisible()
            self.window = window
            return
        }
        // Restoration identifiers: UIKit saves these controllers, and the screens pushed on the
        // catalog's stack (CatalogScreenRestoration), with the views that have identifiers.
        let home = CounterViewController()
        home.restorationIdentifier = "home"
        let catalog = CatalogNavigationController(rootViewController: home)
        catalog.restorationIdentifier = "catalog"
        catalog.tabBarItem = UITabBarItem(title: "Catalog", image: UIImage(systemName: "square.grid.2x2"),
                                            selectedImage: UIImage(systemName: "square.grid.2x2.fill"))
        let settingsHome = SettingsViewController()
        settingsHome.restorationIdentifier = "settingsHome"
        let settings = UINavigationController(rootViewController: settingsHome)
        settings.restorationIdentifier = "settings"
        settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gearshape"),
                                             selectedImage: UIImage(systemName: "gearshape.fill"))
        // Settings shows its title large, folding away as its content scrolls.
        settings.navigationBar.prefersLargeTitles = true
        let tabs = UITabBarController()
        tabs.restorationIdentifier = "tabs"
        tabs.viewControllers = [catalog, settings]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        detailActivity
    }
}

/// The catalog's navigation stack lets the screen on top choose the status bar style, as apps do
/// when their screens differ: a navigation controller otherwise decides it from its bar.
final class CatalogNavigationController: UINavigationController {
    override var childForStatusBarStyle: UIViewController? { topViewController }
}
