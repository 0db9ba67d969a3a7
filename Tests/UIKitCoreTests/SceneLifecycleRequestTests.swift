import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
private final class ActivationLoggingDelegate: UIResponder, UIWindowSceneDelegate {
    var log: [String] = []
    func sceneWillEnterForeground(_ scene: UIScene) { log.append("willEnterForeground") }
    func sceneDidBecomeActive(_ scene: UIScene) { log.append("didBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { log.append("willResignActive") }
    func sceneDidEnterBackground(_ scene: UIScene) { log.append("didEnterBackground") }
}

@MainActor
private final class MemoryLoggingController: UIViewController {
    var warnings = 0
    override func didReceiveMemoryWarning() { warnings += 1 }
}

@MainActor
struct SceneLifecycleRequestTests {
    private func makeScene() -> (UIWindowScene, ActivationLoggingDelegate) {
        let scene = UIApplication.shared.connectScene(persistentIdentifier: "activation-\(UUID())",
                                                      display: SceneDisplay(width: 300, height: 500, scale: 2, style: .light))
        let delegate = ActivationLoggingDelegate()
        scene.delegate = delegate
        return (scene, delegate)
    }

    @Test func testHidingAndShowingATabGoesThroughInactive() {
        let (scene, delegate) = makeScene()
        scene.request(.background)
        #expect(scene.activationState == .background)
        scene.request(.active)
        #expect(scene.activationState == .foregroundActive)
        #expect(delegate.log == ["willResignActive", "didEnterBackground", "willEnterForeground", "didBecomeActive"])
    }

    @Test func testBlurAndFocusToggleActiveOnly() {
        let (scene, delegate) = makeScene()
        scene.request(.inactive)
        #expect(scene.activationState == .foregroundInactive)
        scene.request(.active)
        #expect(delegate.log == ["willResignActive", "didBecomeActive"])
    }

    @Test func testRequestingTheCurrentStateCallsNothing() {
        let (scene, delegate) = makeScene()
        scene.request(.active)
        scene.request(.foreground)
        #expect(delegate.log.isEmpty)
        scene.request(.background)
        scene.request(.background)
        scene.request(.foreground)
        #expect(scene.activationState == .foregroundInactive)
        #expect(delegate.log == ["willResignActive", "didEnterBackground", "willEnterForeground"])
    }

    @Test func testApplicationStateFollowsTheScenes() {
        let (scene, _) = makeScene()
        scene.request(.inactive)
        #expect(scene.activationState == .foregroundInactive)
        scene.request(.active)
        #expect(UIApplication.shared.applicationState == .active)
    }

    @Test func testMemoryWarningReachesLoadedControllers() {
        let (scene, _) = makeScene()
        let root = MemoryLoggingController(), child = MemoryLoggingController(), unloaded = MemoryLoggingController()
        root.addChild(child)
        root.view.addSubview(child.view)
        root.addChild(unloaded)
        let window = UIWindow(windowScene: scene)
        window.rootViewController = root
        window.makeKeyAndVisible()
        final class Flag: @unchecked Sendable { var raised = false }
        let notified = Flag()
        let observer = NotificationCenter.default.addObserver(forName: UIApplication.didReceiveMemoryWarningNotification,
                                                              object: nil, queue: nil) { _ in notified.raised = true }
        UIApplication.shared.receiveMemoryWarning()
        NotificationCenter.default.removeObserver(observer)
        #expect(root.warnings == 1 && child.warnings == 1)
        #expect(unloaded.warnings == 0 && !unloaded.isViewLoaded)
        #expect(notified.raised)
    }
}
