import Foundation

/// A set of methods to manage shared behaviors for your app. Every method is optional.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The app's window, for apps that do not use scenes.
    var window: UIWindow? { get set }

    /// Tells the delegate that the launch process has begun but state restoration has not occurred.
    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Tells the delegate that the launch process is almost done and the app is almost ready to run.
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Returns the configuration data for UIKit to use when creating a new scene.
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    /// Tells the delegate that the user closed one or more of the app's scenes.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    /// Tells the delegate that the app has become active (apps without scenes only).
    func applicationDidBecomeActive(_ application: UIApplication)
    /// Tells the delegate that the app is about to become inactive (apps without scenes only).
    func applicationWillResignActive(_ application: UIApplication)
    /// Tells the delegate that the app is now in the background (apps without scenes only).
    func applicationDidEnterBackground(_ application: UIApplication)
    /// Tells the delegate that the app is about to enter the foreground (apps without scenes only).
    func applicationWillEnterForeground(_ application: UIApplication)
    /// Tells the delegate when the app is about to terminate.
    func applicationWillTerminate(_ application: UIApplication)
    /// Tells the delegate when the app receives a memory warning.
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    /// Tells the delegate when there is a significant change in the time.
    func applicationSignificantTimeChange(_ application: UIApplication)
    /// Tells the delegate that protected files are about to become unavailable. A server's
    /// files never lock with a device, so UIKit Server never calls it.
    func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication)
    /// Tells the delegate that protected files are available now. A server's files never lock
    /// with a device, so UIKit Server never calls it.
    func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication)

    // State restoration (UIApplicationDelegate+StateRestoration.swift)

    /// Asks the delegate whether to securely preserve the app's state. Defaults to the older
    /// `application(_:shouldSaveApplicationState:)`, which defaults to `false`.
    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool
    /// Asks the delegate whether to restore the app's saved state. Defaults to the older
    /// `application(_:shouldRestoreApplicationState:)`, which defaults to `false`.
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool
    /// Asks the delegate whether to preserve the app's state (deprecated in iOS 13.2: use
    /// `application(_:shouldSaveSecureApplicationState:)`).
    func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool
    /// Asks the delegate whether to restore the app's saved state (deprecated in iOS 13.2: use
    /// `application(_:shouldRestoreSecureApplicationState:)`).
    func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool
    /// Asks the delegate for the view controller with the restoration identifier path, when
    /// the controller has no restoration class.
    func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
                     coder: NSCoder) -> UIViewController?
    /// Tells the delegate to save app-level state at the beginning of the preservation process.
    func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder)
    /// Tells the delegate to restore app-level state as the final step of restoration.
    func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder)
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    public func application(_ application: UIApplication,
                            willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        application.manifestConfiguration(for: connectingSceneSession)
    }

    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}

    public func applicationDidBecomeActive(_ application: UIApplication) {}

    public func applicationWillResignActive(_ application: UIApplication) {}

    public func applicationDidEnterBackground(_ application: UIApplication) {}

    public func applicationWillEnterForeground(_ application: UIApplication) {}

    public func applicationWillTerminate(_ application: UIApplication) {}

    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}

    public func applicationSignificantTimeChange(_ application: UIApplication) {}

    public func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication) {}

    public func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication) {}

    public func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool {
        self.application(application, shouldSaveApplicationState: coder)
    }

    public func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool {
        self.application(application, shouldRestoreApplicationState: coder)
    }

    public func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool { false }

    public func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool { false }

    public func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
                            coder: NSCoder) -> UIViewController? {
        nil
    }

    public func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {}

    public func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {}
}
