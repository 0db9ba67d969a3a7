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

/// A session of an app that sets its window up the pre-iOS 13 way says why it shows nothing.
@MainActor
@Suite(.serialized)
struct AppDelegateWindowTests {
    @Test func testAnAppDelegateWindowWithoutScenesIsALoudProblemNotABlankPage() throws {
        let application = UIApplication.shared
        let previous = application.delegate
        defer { application.delegate = previous }
        application.launch(delegateClass: WindowMakingAppDelegate.self)
        let scene = application.connectScene(persistentIdentifier: "pre-scene-\(UUID())",
                                             display: SceneDisplay(width: 390, height: 844, scale: 2, style: .light))
        defer { application.disconnectScene(scene) }
        let window = try #require(scene.windows.first { !$0.isHidden })
        let label = try #require(window.rootViewController?.view.subviews.first as? UILabel)
        #expect(label.accessibilityIdentifier == "launchProblem")
        #expect(label.text?.contains("WindowMakingAppDelegate made its window in application(_:didFinishLaunchingWithOptions:)") == true)
    }
}
