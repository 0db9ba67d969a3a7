import Foundation
import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor private var storyboardRestorationLog: [String] = []

/// An app without scenes that saves its state and leaves finding its controllers to UIKit.
@MainActor
private final class StoryboardRestoringAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let root = UIViewController()
        root.restorationIdentifier = "root"
        let navigation = UINavigationController(rootViewController: root)
        navigation.restorationIdentifier = "nav"
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }

    func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
                     coder: NSCoder) -> UIViewController? {
        let storyboard = coder.decodeObject(forKey: UIApplication.stateRestorationViewControllerStoryboardKey) as? UIStoryboard
        storyboardRestorationLog.append("\(identifierComponents.joined(separator: "/")) storyboard: \(storyboard != nil)")
        return nil
    }
}

@MainActor
@Suite(.serialized)
struct StoryboardRestorationTests {
    init() {
        _ = __UIKitSelectorRegistry.registerAll
    }

    @Test func testAControllerFromAStoryboardIsMadeAgainFromItWhenNothingElseMakesIt() throws {
        storyboardRestorationLog = []
        let previous = UIApplication.shared.delegate
        UIApplication.shared.launch(delegateClass: StoryboardRestoringAppDelegate.self)
        defer { UIApplication.shared.delegate = previous }
        let display = SceneDisplay(width: 393, height: 852, scale: 3, style: .light)
        let scene = UIApplication.shared.connectScene(persistentIdentifier: "storyboard-restoration-\(UUID())", display: display)
        let navigation = try #require(scene.windows.first?.rootViewController as? UINavigationController)
        let detail = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Detail")
        detail.restorationIdentifier = "detail"
        navigation.pushViewController(detail, animated: false)
        _ = scene.finishTurn()
        let archive = UIApplication.shared.restorationArchive(for: scene)
        UIApplication.shared.disconnectScene(scene, discardingSession: false)

        let restored = UIApplication.shared.connectScene(persistentIdentifier: scene.session.persistentIdentifier, display: display,
                                                         restorationArchive: archive)
        defer { UIApplication.shared.disconnectScene(restored) }
        _ = restored.finishTurn()

        #expect(storyboardRestorationLog == ["nav storyboard: false", "nav/root storyboard: false", "nav/detail storyboard: true"])
        let stack = try #require(restored.windows.first?.rootViewController as? UINavigationController)
        #expect(stack.viewControllers.map { $0.restorationIdentifier ?? "-" } == ["root", "detail"])
        #expect(stack.topViewController is StoryboardDetailController)
        #expect(stack.topViewController !== detail)
        #expect(stack.topViewController?.storyboard != nil)
    }
}
