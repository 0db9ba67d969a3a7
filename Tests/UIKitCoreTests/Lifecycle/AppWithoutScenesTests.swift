import Foundation
import Testing
@_spi(Host) import UIKitCore
import UIKit

/// An app delegate as Xcode wrote it before scenes: it keeps the window, makes it in
/// didFinishLaunching from `UIScreen.main`, and hears the app-based lifecycle.
@MainActor
private final class ClassicAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var log: [String] = []
    var launchScreenBounds: CGRect?
    weak var launchApplication: UIApplication?
    var sharedWasLaunchApplication = false

    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.append("willFinishLaunching")
        return true
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.append("didFinishLaunching")
        launchApplication = application
        sharedWasLaunchApplication = UIApplication.shared === application
        launchScreenBounds = UIScreen.main.bounds
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) { log.append("applicationDidBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { log.append("applicationWillResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { log.append("applicationDidEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { log.append("applicationWillEnterForeground") }
    func applicationWillTerminate(_ application: UIApplication) { log.append("applicationWillTerminate") }
}

/// A scene-based app delegate that also implements the app-based lifecycle methods, which iOS
/// never calls in an app with scenes.
@MainActor
private final class SceneAppDelegateWithAppLifecycle: UIResponder, UIApplicationDelegate {
    static var heard: [String] = []
    func applicationDidBecomeActive(_ application: UIApplication) { Self.heard.append("applicationDidBecomeActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { Self.heard.append("applicationDidEnterBackground") }
}

/// Apps without scenes run the iOS 12 way, one app and app delegate per session.
@MainActor
@Suite(.serialized)
struct AppWithoutScenesTests {
    private func display(_ width: Double, _ height: Double, scale: Double = 2) -> SceneDisplay {
        SceneDisplay(width: width, height: height, scale: scale, style: .light)
    }

    /// Launches the classic app and connects two sessions side by side; disconnects them after.
    private func withTwoSessions(_ body: (UIWindowScene, ClassicAppDelegate, UIWindowScene, ClassicAppDelegate) throws -> Void) throws {
        let process = UIApplication.shared
        let previous = process.delegate
        process.launch(delegateClass: ClassicAppDelegate.self)
        let first = process.connectScene(persistentIdentifier: "classic-a-\(UUID())", display: display(320, 480))
        let second = process.connectScene(persistentIdentifier: "classic-b-\(UUID())", display: display(1024, 768, scale: 1))
        defer {
            for scene in [first, second] where scene.activationState != .unattached { process.disconnectScene(scene) }
            process.delegate = previous
        }
        UIWindowScene.turnScene = first
        let firstDelegate = try #require(UIApplication.shared.delegate as? ClassicAppDelegate)
        UIWindowScene.turnScene = second
        let secondDelegate = try #require(UIApplication.shared.delegate as? ClassicAppDelegate)
        try body(first, firstDelegate, second, secondDelegate)
    }

    @Test func testEachSessionLaunchesItsOwnAppAndDelegateInAppleOrder() throws {
        try withTwoSessions { first, firstDelegate, second, secondDelegate in
            #expect(firstDelegate !== secondDelegate)
            #expect(firstDelegate.launchApplication !== secondDelegate.launchApplication)
            #expect(firstDelegate.log == ["willFinishLaunching", "didFinishLaunching", "applicationDidBecomeActive"])
            #expect(secondDelegate.log == ["willFinishLaunching", "didFinishLaunching", "applicationDidBecomeActive"])
            #expect(firstDelegate.sharedWasLaunchApplication && secondDelegate.sharedWasLaunchApplication)
        }
    }

    @Test func testTheWindowTheDelegateMadeIsTheSessionsScreenAtItsViewportSize() throws {
        try withTwoSessions { first, firstDelegate, second, secondDelegate in
            #expect(firstDelegate.launchScreenBounds == CGRect(x: 0, y: 0, width: 320, height: 480))
            #expect(secondDelegate.launchScreenBounds == CGRect(x: 0, y: 0, width: 1024, height: 768))
            let firstWindow = try #require(firstDelegate.window)
            let secondWindow = try #require(secondDelegate.window)
            #expect(first.windows == [firstWindow])
            #expect(second.windows == [secondWindow])
            #expect(first.keyWindow === firstWindow && second.keyWindow === secondWindow)
            #expect(firstWindow.windowScene === first && !firstWindow.isHidden)
            #expect(firstWindow.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
            #expect(secondWindow.frame == CGRect(x: 0, y: 0, width: 1024, height: 768))
        }
    }

    @Test func testTheAppLifecycleFollowsItsSessionAndNoOtherDelegateHearsIt() throws {
        try withTwoSessions { first, firstDelegate, second, secondDelegate in
            firstDelegate.log = []
            secondDelegate.log = []
            first.request(.background)
            #expect(firstDelegate.log == ["applicationWillResignActive", "applicationDidEnterBackground"])
            first.request(.active)
            #expect(firstDelegate.log == ["applicationWillResignActive", "applicationDidEnterBackground",
                                          "applicationWillEnterForeground", "applicationDidBecomeActive"])
            #expect(secondDelegate.log.isEmpty)
            UIApplication.shared.disconnectScene(second)
            #expect(secondDelegate.log == ["applicationWillResignActive", "applicationDidEnterBackground", "applicationWillTerminate"])
            #expect(firstDelegate.log.count == 4)
        }
    }

    @Test func testEachNotificationFollowsItsDelegateCallAndNamesTheSessionsApp() throws {
        try withTwoSessions { first, firstDelegate, second, secondDelegate in
            let firstApplication = try #require(firstDelegate.launchApplication)
            var heard: [String] = []
            let names = [UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification]
            let observers = names.map { name in
                NotificationCenter.default.addObserver(forName: name, object: firstApplication, queue: nil) { note in
                    let posted = note.name.rawValue
                    MainActor.assumeIsolated { heard.append("\(posted) after \(firstDelegate.log.last ?? "")") }
                }
            }
            defer { for observer in observers { NotificationCenter.default.removeObserver(observer) } }
            second.request(.background)
            #expect(heard.isEmpty)
            first.request(.background)
            #expect(heard == ["UIApplicationWillResignActiveNotification after applicationWillResignActive",
                              "UIApplicationDidEnterBackgroundNotification after applicationDidEnterBackground"])
        }
    }

    @Test func testGlobalsAnswerForTheSessionWhoseTurnIsRunning() throws {
        try withTwoSessions { first, firstDelegate, second, secondDelegate in
            UIWindowScene.turnScene = first
            #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 320, height: 480))
            #expect(UIScreen.main.scale == 2)
            #expect(UIScreen.main.traitCollection.horizontalSizeClass == .compact)
            #expect(UIApplication.shared === firstDelegate.launchApplication)
            #expect(UIApplication.shared.windows == [firstDelegate.window])
            #expect(UIApplication.shared.keyWindow === firstDelegate.window)
            #expect(UIApplication.shared.connectedScenes == [first])
            #expect(UIApplication.shared.openSessions == [first.session])
            #expect(UIApplication.shared.applicationState == .active)
            UIWindowScene.turnScene = second
            #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 1024, height: 768))
            #expect(UIScreen.main.scale == 1)
            #expect(UIScreen.main.traitCollection.horizontalSizeClass == .regular)
            #expect(UIApplication.shared === secondDelegate.launchApplication)
            #expect(UIApplication.shared.keyWindow === secondDelegate.window)
            #expect(UIApplication.shared.connectedScenes == [second])
        }
    }

    @Test func testAMemoryWarningReachesEverySessionsDelegateAndControllers() throws {
        final class Controller: UIViewController {
            var warnings = 0
            override func didReceiveMemoryWarning() { warnings += 1 }
        }
        try withTwoSessions { first, firstDelegate, second, secondDelegate in
            let controllers = [Controller(), Controller()]
            firstDelegate.window?.rootViewController = controllers[0]
            secondDelegate.window?.rootViewController = controllers[1]
            UIApplication.shared.receiveMemoryWarning()
            #expect(controllers.map(\.warnings) == [1, 1])
        }
    }

    @Test func testABackgroundTaskBelongsToTheSessionsApp() throws {
        try withTwoSessions { first, firstDelegate, second, secondDelegate in
            UIWindowScene.turnScene = first
            let task = UIApplication.shared.beginBackgroundTask(withName: "upload")
            defer { firstDelegate.launchApplication?.endBackgroundTask(task) }
            #expect(firstDelegate.launchApplication?.backgroundTimeRemaining ?? 0 <= 30)
            #expect(secondDelegate.launchApplication?.backgroundTimeRemaining == .greatestFiniteMagnitude)
        }
    }

    @Test func testAnAppWithScenesNeverHearsTheAppBasedLifecycle() {
        let process = UIApplication.shared
        let previous = process.delegate
        defer { process.delegate = previous }
        SceneAppDelegateWithAppLifecycle.heard = []
        process.launch(delegateClass: SceneAppDelegateWithAppLifecycle.self)
        let scene = process.connectScene(persistentIdentifier: "scene-app-\(UUID())", display: display(320, 480))
        scene.request(.background)
        process.disconnectScene(scene)
        #expect(SceneAppDelegateWithAppLifecycle.heard.isEmpty)
        #expect(UIApplication.shared === process)
    }
}
