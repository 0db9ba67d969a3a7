import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    /// The type of the activity that restores a catalog window: its `userInfo` has the selected
    /// tab and, per tab, the catalog screens pushed on its navigation stack; the screens that
    /// keep more (text typed, a scroll position) add it themselves (`updateUserActivityState(_:)`).
    static let restorationActivityType = "com.uikitserver.catalog.restoration"
    private static let selectedTabKey = "selectedTab"
    private static let pushedScreensKey = "pushedScreens"

    var window: UIWindow?
    /// The activity of the detail this scene's window shows, if it was opened for one: saved as
    /// the scene's restoration activity, so the window shows the same detail when it reconnects.
    private var detailActivity: NSUserActivity?

    /// The catalog is a tab bar controller: the first tab is a navigation stack rooted at the home
    /// screen, which pushes the catalog's screens; the second tab holds the settings, under a
    /// large title. A window that was saved comes back as it was (`session.stateRestorationActivity`).
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        self.window = window
        // A window the Windows screen opened shows the detail its activity names.
        let activities = Array(connectionOptions.userActivities) + [session.stateRestorationActivity].compactMap { $0 }
        if let activity = activities.first(where: { $0.activityType == WindowsViewController.detailActivityType }),
           let fruit = activity.userInfo?["fruit"] as? String {
            detailActivity = activity
            window.rootViewController = UINavigationController(rootViewController: WindowDetailViewController(fruit: fruit))
            window.makeKeyAndVisible()
            return
        }
        let tabs = makeTabs()
        window.rootViewController = tabs
        // The screens share the scene's activity and add their state to it when the scene is saved.
        let activity = NSUserActivity(activityType: Self.restorationActivityType)
        windowScene.userActivity = activity
        if let saved = session.stateRestorationActivity, saved.activityType == Self.restorationActivityType {
            restore(tabs, from: saved, sharing: activity)
        }
        window.makeKeyAndVisible()
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        if let detailActivity { return detailActivity }
        guard let activity = scene.userActivity, let tabs = window?.rootViewController as? UITabBarController else { return nil }
        activity.userInfo = [
            Self.selectedTabKey: tabs.selectedIndex,
            Self.pushedScreensKey: (tabs.viewControllers ?? []).map(Self.pushedScreens),
        ]
        return activity
    }

    private func makeTabs() -> UITabBarController {
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
        return tabs
    }

    /// The identifiers of the catalog screens pushed on a tab's navigation stack, from the bottom,
    /// up to the first controller that is not one (which cannot be made again).
    private static func pushedScreens(on tab: UIViewController) -> [String] {
        let pushed = (tab as? UINavigationController)?.viewControllers.dropFirst() ?? []
        return Array(pushed.map { $0.restorationIdentifier ?? "" }.prefix { CatalogScreen.named($0) != nil })
    }

    /// Pushes the screens each tab showed, each restoring its own state from the saved activity
    /// and sharing the scene's new one, then selects the tab that was selected.
    private func restore(_ tabs: UITabBarController, from saved: NSUserActivity, sharing activity: NSUserActivity) {
        let stacks = saved.userInfo?[Self.pushedScreensKey] as? [[String]] ?? []
        for (tab, identifiers) in zip(tabs.viewControllers ?? [], stacks) {
            for screen in identifiers.compactMap(CatalogScreen.named) {
                let controller = screen.makeController()
                controller.userActivity = activity
                controller.restoreUserActivityState(saved)
                (tab as? UINavigationController)?.pushViewController(controller, animated: false)
            }
        }
        if let selected = saved.userInfo?[Self.selectedTabKey] as? Int, (tabs.viewControllers ?? []).indices.contains(selected) {
            tabs.selectedIndex = selected
        }
    }
}

/// The catalog's navigation stack lets the screen on top choose the status bar style, as apps do
/// when their screens differ: a navigation controller otherwise decides it from its bar.
final class CatalogNavigationController: UINavigationController {
    override var childForStatusBarStyle: UIViewController? { topViewController }
}
