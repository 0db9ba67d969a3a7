import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
private var lifecycleLog: [String] = []

@MainActor
private final class LoggingViewController: UIViewController {
    override func viewDidLoad() { lifecycleLog.append("viewDidLoad(window: \(view.window != nil))") }
    override func viewWillAppear(_ animated: Bool) { lifecycleLog.append("viewWillAppear(window: \(view.window != nil))") }
    override func viewIsAppearing(_ animated: Bool) { lifecycleLog.append("viewIsAppearing(window: \(view.window != nil))") }
    override func viewWillLayoutSubviews() { lifecycleLog.append("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { lifecycleLog.append("viewDidLayoutSubviews") }
    override func viewDidAppear(_ animated: Bool) { lifecycleLog.append("viewDidAppear(window: \(view.window != nil))") }
}

@MainActor
private final class LoggingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        lifecycleLog.append("scene(_:willConnectTo:options:)")
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = LoggingViewController()
        window.makeKeyAndVisible()
        self.window = window
    }

    func sceneWillEnterForeground(_ scene: UIScene) { lifecycleLog.append("sceneWillEnterForeground") }
    func sceneDidBecomeActive(_ scene: UIScene) { lifecycleLog.append("sceneDidBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { lifecycleLog.append("sceneWillResignActive") }
    func sceneDidEnterBackground(_ scene: UIScene) { lifecycleLog.append("sceneDidEnterBackground") }
    func sceneDidDisconnect(_ scene: UIScene) { lifecycleLog.append("sceneDidDisconnect") }
}

@MainActor
private final class LoggingAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        lifecycleLog.append("willFinishLaunching")
        return true
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        lifecycleLog.append("didFinishLaunching")
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        lifecycleLog.append("configurationForConnecting")
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = LoggingSceneDelegate.self
        return configuration
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        lifecycleLog.append("didDiscardSceneSessions(\(sceneSessions.count))")
    }
}

@MainActor
struct SceneLifecycleTests {
    @Test func testLaunchAndSceneConnectionFollowUIKitsOrder() {
        let application = UIApplication.shared
        let previousDelegate = application.delegate
        defer { application.delegate = previousDelegate }
        lifecycleLog = []

        application.launch(delegateClass: LoggingAppDelegate.self)
        let scene = application.connectScene(persistentIdentifier: "lifecycle", display: SceneDisplay(width: 320, height: 480, scale: 2, style: .light))
        _ = scene.finishTurn()

        #expect(lifecycleLog == [
            "willFinishLaunching", "didFinishLaunching", "configurationForConnecting",
            "scene(_:willConnectTo:options:)", "viewDidLoad(window: false)", "viewWillAppear(window: false)",
            "sceneWillEnterForeground", "sceneDidBecomeActive",
            "viewIsAppearing(window: true)", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear(window: true)",
        ])
        #expect(scene.activationState == .foregroundActive)
        #expect(application.connectedScenes.contains(scene))
        #expect(scene.windows.first?.rootViewController?.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(scene.windows.first?.isKeyWindow == true)

        lifecycleLog = []
        application.disconnectScene(scene)
        #expect(lifecycleLog == ["sceneWillResignActive", "sceneDidEnterBackground", "sceneDidDisconnect",
                                 "didDiscardSceneSessions(1)"])
        #expect(!application.connectedScenes.contains(scene))
    }

    @Test func testResponderChainRunsFromViewToControllerToWindowToSceneToApplication() {
        let scene = UIApplication.shared.connectScene(persistentIdentifier: "chain", display: SceneDisplay(width: 320, height: 480, scale: 2, style: .light))
        let window = UIWindow(windowScene: scene)
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let child = UIView()
        controller.view.addSubview(child)
        #expect(child.next === controller.view)
        #expect(controller.view.next === controller)
        #expect(controller.next === window)
        #expect(window.next === scene)
        #expect(scene.next === UIApplication.shared)
    }
}
