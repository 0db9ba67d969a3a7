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

    @Test func testWhatOutlivesAViewOrAControllerNoLongerNamesIt() {
        let subview = UIView()
        let guide = UILayoutGuide()
        let child = UIViewController()
        let label = UILabel()
        var constraint: NSLayoutConstraint?
        weak var weakParent: UIView?
        weak var weakParentController: UIViewController?
        do {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            parent.addSubview(subview)
            parent.addLayoutGuide(guide)
            let made = subview.widthAnchor.constraint(equalTo: parent.widthAnchor)
            made.isActive = true
            constraint = made
            weakParent = parent
            #expect(subview.superview === parent && guide.owningView === parent && made.secondItem === parent)

            let parentController = UIViewController()
            parentController.addChild(child)
            child.didMove(toParent: parentController)
            parentController.view.addSubview(label)
            weakParentController = parentController
            #expect(child.parent === parentController && label.superview === parentController.view)
        }
        #expect(weakParent == nil && weakParentController == nil)
        #expect(subview.superview == nil)
        #expect(guide.owningView == nil)
        #expect(child.parent == nil)
        #expect(label.superview == nil && label.window == nil)
        // A released view's subview can join another hierarchy and lay out there.
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        other.addSubview(subview)
        subview.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([subview.widthAnchor.constraint(equalTo: other.widthAnchor, multiplier: 0.5),
                                     subview.heightAnchor.constraint(equalToConstant: 10)])
        other.layoutIfNeeded()
        #expect(subview.frame.size == CGSize(width: 60, height: 10))
        #expect(constraint?.firstItem === subview)
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
    @Test func testADisconnectedSceneReleasesTheConstraintsItsViewsHeldToTheWindow() {
        weak var toWindow: NSLayoutConstraint?
        weak var ownSize: NSLayoutConstraint?
        weak var weakWindow: UIWindow?
        do {
            let scene = makeScene()
            let window = UIWindow(windowScene: scene)
            window.makeKeyAndVisible()
            let card = UIView()
            card.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(card)
            let leading = card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 12)
            let width = card.widthAnchor.constraint(equalToConstant: 40)
            NSLayoutConstraint.activate([leading, width, card.topAnchor.constraint(equalTo: window.topAnchor),
                                         card.heightAnchor.constraint(equalToConstant: 40)])
            _ = scene.finishTurn()
            #expect(card.frame == CGRect(x: 12, y: 0, width: 40, height: 40))
            toWindow = leading
            ownSize = width
            weakWindow = window
            UIApplication.shared.disconnectScene(scene)
        }
        #expect(weakWindow == nil)
        #expect(toWindow == nil)
        #expect(ownSize == nil)
    }
}
