import UIKit

class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?
    let events = EventsViewController()

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        events.record("willFinishLaunching")
        // The window is made before UIKit restores the view controllers, as Apple advises.
        events.restorationIdentifier = "events"
        let navigation = UINavigationController(rootViewController: events)
        navigation.restorationIdentifier = "navigation"
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = navigation
        window?.makeKeyAndVisible()
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        events.record("didFinishLaunching")
        return true
    }

    // An app without scenes keeps its state with its view controllers (encodeRestorableState).
    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool {
        true
    }

    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool {
        true
    }

    func applicationWillResignActive(_ application: UIApplication) {
        events.record("applicationWillResignActive")
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        events.record("applicationDidEnterBackground")
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        events.record("applicationWillEnterForeground")
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        events.record("applicationDidBecomeActive")
    }
}
