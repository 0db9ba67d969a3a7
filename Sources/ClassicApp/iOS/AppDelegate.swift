import UIKit

class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?
    let events = EventsViewController()

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        events.record("willFinishLaunching")
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        events.record("didFinishLaunching")
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: events)
        window?.makeKeyAndVisible()
        return true
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
