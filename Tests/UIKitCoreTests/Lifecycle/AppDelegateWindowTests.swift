import Foundation
import Testing
@_spi(Host) import UIKitCore
import UIKit

/// An app delegate of the pre-scene kind, which makes its own window at launch.
@MainActor
private final class WindowMakingAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow()
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        return true
    }
}

/// An app delegate of the pre-scene kind that forgets to show a window.
@MainActor
private final class ForgetfulAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}

/// A session of an app that sets its window up the pre-iOS 13 way shows that window.
@MainActor
@Suite(.serialized)
struct AppDelegateWindowTests {
    @Test func testAnAppDelegateWindowWithoutScenesIsTheSessionsWindow() throws {
        let application = UIApplication.shared
        let previous = application.delegate
        defer { application.delegate = previous }
        application.launch(delegateClass: WindowMakingAppDelegate.self)
        let scene = application.connectScene(persistentIdentifier: "pre-scene-\(UUID())",
                                             display: SceneDisplay(width: 390, height: 844, scale: 2, style: .light))
        defer { application.disconnectScene(scene) }
        let window = try #require(scene.windows.first { !$0.isHidden })
        #expect(window.rootViewController?.view.subviews.isEmpty == true)
        #expect(scene.keyWindow === window)
    }

    @Test func testAnAppDelegateThatShowsNoWindowSaysSoOnThePage() throws {
        let application = UIApplication.shared
        let previous = application.delegate
        defer { application.delegate = previous }
        application.launch(delegateClass: ForgetfulAppDelegate.self)
        let scene = application.connectScene(persistentIdentifier: "forgetful-\(UUID())",
                                             display: SceneDisplay(width: 390, height: 844, scale: 2, style: .light))
        defer { application.disconnectScene(scene) }
        let window = try #require(scene.windows.first { !$0.isHidden })
        let label = try #require(window.rootViewController?.view.subviews.first as? UILabel)
        #expect(label.accessibilityIdentifier == "launchProblem")
        #expect(label.text?.contains("ForgetfulAppDelegate did not show a window") == true)
    }
}
