import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
private var traitLog: [String] = []

@MainActor
private final class TraitLoggingController: UIViewController {
    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        traitLog.append("controller.traitCollectionDidChange \(previous?.userInterfaceStyle == .dark ? "dark" : "light")→\(traitCollection.userInterfaceStyle == .dark ? "dark" : "light")")
    }
    override func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        traitLog.append("controller.willTransition(to: \(newCollection.horizontalSizeClass == .regular ? "regular" : "compact"))")
        super.willTransition(to: newCollection, with: coordinator)
    }
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        traitLog.append("controller.viewWillTransition(to: \(Int(size.width))x\(Int(size.height))) view \(Int(view.bounds.width))")
        coordinator.animate(alongsideTransition: { [unowned self] _ in
            traitLog.append("alongside view \(Int(self.view.bounds.width))")
        }, completion: { _ in traitLog.append("completion") })
        super.viewWillTransition(to: size, with: coordinator)
    }
}

@MainActor
private final class TraitLoggingView: UIView {
    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        traitLog.append("view.traitCollectionDidChange")
    }
}

@MainActor
struct TraitTests {
    private func show(_ controller: UIViewController, width: Double = 390, height: Double = 844,
                      style: UIUserInterfaceStyle = .light) -> UIWindowScene {
        let scene = UIApplication.shared.connectScene(persistentIdentifier: "traits-\(UUID())",
                                                      display: SceneDisplay(width: width, height: height, scale: 2, style: style))
        let window = UIWindow(windowScene: scene)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        _ = scene.finishTurn()
        return scene
    }

    @Test func testSizeClassesFollowTheViewportSize() {
        let phone = show(UIViewController())
        #expect(phone.traitCollection.horizontalSizeClass == .compact)
        #expect(phone.traitCollection.verticalSizeClass == .regular)
        #expect(phone.traitCollection.userInterfaceIdiom == .phone)
        let tablet = show(UIViewController(), width: 1024, height: 768)
        #expect(tablet.traitCollection.horizontalSizeClass == .regular)
        #expect(tablet.traitCollection.verticalSizeClass == .regular)
        #expect(tablet.traitCollection.userInterfaceIdiom == .pad)
        let landscapePhone = show(UIViewController(), width: 844, height: 390)
        #expect(landscapePhone.traitCollection.verticalSizeClass == .compact)
    }

    @Test func testTraitsPropagateFromSceneToControllersAndViews() {
        let controller = UIViewController()
        let scene = show(controller, style: .dark)
        let view = UIView()
        controller.view.addSubview(view)
        #expect(view.traitCollection.userInterfaceStyle == .dark)
        #expect(controller.traitCollection.displayScale == 2)
        #expect(view.traitCollection == scene.traitCollection)
    }

    @Test func testStyleOverridesApplyToTheSubtree() {
        let controller = TraitLoggingController()
        _ = show(controller)
        let container = UIView(), inner = UIView()
        container.addSubview(inner)
        controller.view.addSubview(container)
        container.overrideUserInterfaceStyle = .dark
        #expect(inner.traitCollection.userInterfaceStyle == .dark)
        #expect(controller.view.traitCollection.userInterfaceStyle == .light)
        controller.overrideUserInterfaceStyle = .dark
        #expect(controller.view.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func testChildTraitOverridesFromTheParent() {
        let parent = UIViewController(), child = UIViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        _ = show(parent)
        parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: child)
        #expect(child.traitCollection.horizontalSizeClass == .regular)
        #expect(parent.traitCollection.horizontalSizeClass == .compact)
        #expect(parent.overrideTraitCollection(forChild: child)?.horizontalSizeClass == .regular)
    }

    @Test func testDarkModeSwitchNotifiesAndRedrawsOnlyChangedColors() {
        let controller = TraitLoggingController()
        let scene = show(controller)
        let view = TraitLoggingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .systemBackground
        let fixed = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        fixed.backgroundColor = .red
        controller.view.addSubview(view)
        controller.view.addSubview(fixed)
        _ = scene.snapshot()
        traitLog = []
        scene.updateDisplay(SceneDisplay(width: 390, height: 844, scale: 2, style: .dark))
        #expect(traitLog == ["controller.traitCollectionDidChange light→dark", "view.traitCollectionDidChange"])
        let operations = scene.finishTurn()?.operations ?? []
        #expect(operations == [
            .set(id: view.renderNodeID, properties: [RenderProperty(.background, .color(RenderColor(red: 0, green: 0, blue: 0, alpha: 1)))]),
            // The page's theme follows the root view's system background.
            .set(id: 0, properties: [RenderProperty(.theme, .theme(SceneTheme(
                color: RenderColor(red: 0, green: 0, blue: 0, alpha: 1), isDark: true, isStatusBarHidden: false)))]),
        ])
    }

    @Test func testResizeCallsViewWillTransitionThenLaysOutThenRunsTheCoordinator() {
        let controller = TraitLoggingController()
        let scene = show(controller)
        traitLog = []
        scene.updateDisplay(SceneDisplay(width: 1024, height: 768, scale: 2, style: .light))
        _ = scene.finishTurn()
        #expect(traitLog == ["controller.willTransition(to: regular)", "controller.viewWillTransition(to: 1024x768) view 390",
                             "controller.traitCollectionDidChange light→light", "alongside view 1024", "completion"])
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 1024, height: 768))
        #expect(scene.screen.bounds.size == CGSize(width: 1024, height: 768))
    }

    @Test func testRegisteredTraitChangeHandlersRunOnlyForTheirTraits() {
        let controller = UIViewController()
        let scene = show(controller)
        let view = UIView()
        controller.view.addSubview(view)
        var calls: [String] = []
        view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (changed: UIView, previous: UITraitCollection) in
            calls.append("style \(previous.userInterfaceStyle == .light ? "was light" : "was dark")")
        }
        let sizeRegistration = view.registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (_: UIView, _: UITraitCollection) in
            calls.append("size")
        }
        scene.updateDisplay(SceneDisplay(width: 390, height: 844, scale: 2, style: .dark))
        #expect(calls == ["style was light"])
        view.unregisterForTraitChanges(sizeRegistration)
        scene.updateDisplay(SceneDisplay(width: 1024, height: 844, scale: 2, style: .dark))
        #expect(calls == ["style was light"])
    }

    @Test func testAControllersTraitsFollowItsPlaceAndOverridesAtOnce() {
        let darkScene = show(UIViewController(), style: .dark)
        let lightScene = show(UIViewController(), style: .light)
        let parent = UIViewController()
        let child = UIViewController()
        let label = UILabel()
        child.view.addSubview(label)
        // In a dark window, through its parent.
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        darkScene.windows[0].addSubview(parent.view)
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(label.traitCollection.userInterfaceStyle == .dark)
        // The parent's view moves to a light window.
        lightScene.windows[0].addSubview(parent.view)
        #expect(child.traitCollection.userInterfaceStyle == .light)
        #expect(label.traitCollection.userInterfaceStyle == .light)
        // Overrides, on the parent and for the child.
        parent.overrideUserInterfaceStyle = .dark
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        parent.overrideUserInterfaceStyle = .unspecified
        parent.setOverrideTraitCollection(UITraitCollection(userInterfaceStyle: .dark), forChild: child)
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(label.traitCollection.userInterfaceStyle == .dark)
        // Out of the parent, the child takes its view's place: the light window.
        child.willMove(toParent: nil)
        child.removeFromParent()
        #expect(child.traitCollection.userInterfaceStyle == .light)
        // Then the dark window, with a new view.
        child.view = UIView()
        darkScene.windows[0].addSubview(child.view)
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        // A scene whose traits change.
        darkScene.updateDisplay(SceneDisplay(width: 390, height: 844, scale: 2, style: .light))
        #expect(child.traitCollection.userInterfaceStyle == .light)
    }

    @Test func testAChildWhoseParentGoesNoLongerTakesItsTraits() {
        let child = UIViewController()
        var parent: UIViewController? = UIViewController()
        parent?.overrideUserInterfaceStyle = .dark
        parent?.addChild(child)
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        parent = nil
        #expect(child.parent == nil)
        #expect(child.traitCollection.userInterfaceStyle == UITraitCollection.current.userInterfaceStyle)
    }
}
