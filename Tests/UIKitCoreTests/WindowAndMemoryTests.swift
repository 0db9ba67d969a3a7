import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
struct WindowAndMemoryTests {
    private func makeScene() -> UIWindowScene {
        UIApplication.shared.connectScene(persistentIdentifier: "windows-\(UUID())",
                                          display: SceneDisplay(width: 300, height: 500, scale: 3, style: .light))
    }

    @Test func testWindowsAreOrderedByLevelThenByAttachment() {
        let scene = makeScene()
        let alert = UIWindow(windowScene: scene)
        alert.windowLevel = .alert
        let first = UIWindow(windowScene: scene)
        let second = UIWindow(windowScene: scene)
        #expect(scene.windows == [first, second, alert])
        second.windowLevel = .statusBar
        #expect(scene.windows == [first, second, alert])
        first.windowLevel = UIWindow.Level(rawValue: 3_000)
        #expect(scene.windows == [second, alert, first])
    }

    @Test func testWindowsStartHiddenAndMakeKeyAndVisibleShowsAndKeys() {
        let scene = makeScene()
        let window = UIWindow(windowScene: scene)
        #expect(window.isHidden)
        #expect(!window.isKeyWindow)
        window.makeKeyAndVisible()
        #expect(!window.isHidden && window.isKeyWindow)
        let other = UIWindow(windowScene: scene)
        other.makeKey()
        #expect(other.isKeyWindow && !window.isKeyWindow)
        #expect(scene.keyWindow === other)
    }

    @Test func testScreenReflectsTheSessionsDisplay() {
        let scene = makeScene()
        #expect(scene.screen.bounds == CGRect(x: 0, y: 0, width: 300, height: 500))
        #expect(scene.screen.scale == 3)
        #expect(scene.screen.nativeScale == 3)
        #expect(UIWindow(windowScene: scene).frame == CGRect(x: 0, y: 0, width: 300, height: 500))
    }

    @Test func testRemovedAndReleasedViewIsDeallocatedAfterACommit() {
        let scene = makeScene()
        let window = UIWindow(windowScene: scene)
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        _ = scene.snapshot()
        weak var weakView: UIView?
        do {
            let view = UILabel()
            view.text = "temporary"
            weakView = view
            controller.view.addSubview(view)
            _ = scene.finishTurn()
            view.text = "changed"
            view.removeFromSuperview()
        }
        _ = scene.finishTurn()
        #expect(weakView == nil)
    }

    @Test func testDisconnectedSceneReleasesItsWindowsControllersAndViews() {
        weak var weakScene: UIWindowScene?
        weak var weakWindow: UIWindow?
        weak var weakController: UIViewController?
        weak var weakView: UIView?
        do {
            let scene = makeScene()
            let window = UIWindow(windowScene: scene)
            let controller = UIViewController()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            controller.view.addSubview(UIButton(type: .system))
            _ = scene.snapshot()
            weakScene = scene
            weakWindow = window
            weakController = controller
            weakView = controller.view
            UIApplication.shared.disconnectScene(scene)
        }
        #expect(weakScene == nil)
        #expect(weakWindow == nil)
        #expect(weakController == nil)
        #expect(weakView == nil)
    }
}
