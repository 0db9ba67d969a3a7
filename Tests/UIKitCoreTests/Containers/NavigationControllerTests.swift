import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
struct NavigationControllerTests {
    @Test func testFirstAppearanceLoadsAnnouncesAndShowsTheRoot() {
        containerLog = []
        let root = LoggedController("A")
        let navigation = UINavigationController(rootViewController: root)
        let delegate = LoggingNavigationDelegate()
        navigation.delegate = delegate
        #expect(containerLog == ["A.willMove(toParent: navigation)"])
        containerLog = []
        _ = showInWindow(navigation)
        #expect(containerLog == ["A.viewDidLoad", "delegate.willShow A", "A.viewWillAppear movingToParent=true",
                                 "A.viewDidAppear movingToParent=true", "A.didMove(toParent: navigation)",
                                 "delegate.didShow A"])
    }

    @Test func testPushDeliversUIKitsOrderWithDidCallbacksAfterTheTurnsLayout() {
        let root = LoggedController("A")
        let navigation = UINavigationController(rootViewController: root)
        let delegate = LoggingNavigationDelegate()
        navigation.delegate = delegate
        let (scene, _) = showOnManualClock(navigation)
        containerLog = []
        let pushed = LoggedController("B")
        navigation.pushViewController(pushed, animated: true)
        #expect(containerLog == ["B.willMove(toParent: navigation)", "B.viewDidLoad", "delegate.willShow B",
                                 "A.viewWillDisappear movingFromParent=false", "B.viewWillAppear movingToParent=true"])
        #expect(navigation.topViewController === pushed)
        #expect(navigation.viewControllers == [root, pushed])
        containerLog = []
        _ = scene.finishTurn()
        scene.clock.advance(by: 0.4)
        #expect(containerLog == ["A.viewDidDisappear movingFromParent=false", "B.viewDidAppear movingToParent=true",
                                 "B.didMove(toParent: navigation)", "delegate.didShow B"])
        #expect(!pushed.isMovingToParent)
        #expect(pushed.navigationController === navigation)
        #expect(pushed.view.superview != nil && root.view.superview == nil)
    }

    @Test func testPopDeliversUIKitsOrderAndFlagsThePoppedController() {
        let root = LoggedController("A")
        let navigation = UINavigationController(rootViewController: root)
        let delegate = LoggingNavigationDelegate()
        navigation.delegate = delegate
        let (scene, _) = showOnManualClock(navigation)
        let pushed = LoggedController("B")
        navigation.pushViewController(pushed, animated: false)
        _ = scene.finishTurn()
        containerLog = []
        let popped = navigation.popViewController(animated: true)
        #expect(popped === pushed)
        #expect(navigation.viewControllers == [root])
        #expect(containerLog == ["B.willMove(toParent: nil)", "delegate.willShow A",
                                 "B.viewWillDisappear movingFromParent=true", "A.viewWillAppear movingToParent=false"])
        #expect(pushed.navigationController === navigation, "still a child until the transition ends")
        containerLog = []
        _ = scene.finishTurn()
        scene.clock.advance(by: 0.4)
        #expect(containerLog == ["B.viewDidDisappear movingFromParent=true", "A.viewDidAppear movingToParent=false",
                                 "B.didMove(toParent: nil)", "delegate.didShow A"])
        #expect(pushed.parent == nil && !pushed.isMovingFromParent)
        #expect(navigation.children == [root])
    }

    @Test func testPopToRootRemovesTheControllersInBetweenWithoutAppearanceCallbacks() {
        let root = LoggedController("A")
        let navigation = UINavigationController(rootViewController: root)
        let (scene, _) = showOnManualClock(navigation)
        let middle = LoggedController("B")
        let top = LoggedController("C")
        navigation.setViewControllers([root, middle, top], animated: false)
        _ = scene.finishTurn()
        containerLog = []
        let popped = navigation.popToRootViewController(animated: true)
        _ = scene.finishTurn()
        scene.clock.advance(by: 0.4)
        #expect(popped == [middle, top])
        #expect(containerLog == ["B.willMove(toParent: nil)", "C.willMove(toParent: nil)",
                                 "C.viewWillDisappear movingFromParent=true", "A.viewWillAppear movingToParent=false",
                                 "C.viewDidDisappear movingFromParent=true", "A.viewDidAppear movingToParent=false",
                                 "B.didMove(toParent: nil)", "C.didMove(toParent: nil)"])
        #expect(middle.isViewLoaded == false, "never shown, never loaded")
    }

    @Test func testPopToViewControllerAndSetViewControllersMakeOneTransition() {
        let root = LoggedController("A")
        let navigation = UINavigationController(rootViewController: root)
        let (scene, _) = showOnManualClock(navigation)
        let b = LoggedController("B"), c = LoggedController("C"), d = LoggedController("D")
        navigation.setViewControllers([root, b, c], animated: false)
        _ = scene.finishTurn()
        #expect(navigation.popToViewController(b, animated: false) == [c])
        #expect(navigation.popToViewController(d, animated: false) == nil)
        _ = scene.finishTurn()
        containerLog = []
        navigation.setViewControllers([d, root], animated: true)
        _ = scene.finishTurn()
        scene.clock.advance(by: 0.4)
        #expect(containerLog == ["D.willMove(toParent: navigation)", "B.willMove(toParent: nil)",
                                 "B.viewWillDisappear movingFromParent=true", "A.viewWillAppear movingToParent=false",
                                 "B.viewDidDisappear movingFromParent=true", "A.viewDidAppear movingToParent=false",
                                 "D.didMove(toParent: navigation)", "B.didMove(toParent: nil)"])
        #expect(navigation.viewControllers == [d, root])
        #expect(navigation.topViewController === root && navigation.visibleViewController === root)
    }

    @Test func testPushingWhileNotShownDefersDidMoveUntilTheNavigationControllerAppears() {
        let navigation = UINavigationController(rootViewController: LoggedController("A"))
        containerLog = []
        navigation.pushViewController(LoggedController("B"), animated: false)
        #expect(containerLog == ["B.willMove(toParent: navigation)"])
        containerLog = []
        _ = showInWindow(navigation)
        #expect(containerLog == ["B.viewDidLoad", "B.viewWillAppear movingToParent=true",
                                 "B.viewDidAppear movingToParent=true", "A.didMove(toParent: navigation)",
                                 "B.didMove(toParent: navigation)"])
    }

    /// A navigation controller over a plain root, shown in a window with the given safe area,
    /// after its first turn.
    private func showNavigation(safeArea: UIEdgeInsets) -> (root: UIViewController, navigation: UINavigationController,
                                                            scene: UIWindowScene) {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.additionalSafeAreaInsets = safeArea
        let scene = showInWindow(navigation)
        _ = scene.finishTurn()
        return (root, navigation, scene)
    }

    @Test func testNavigationBarSitsBelowTheSafeAreaTopAndContentBelowTheBar() {
        let (root, navigation, scene) = showNavigation(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(root.additionalSafeAreaInsets == .zero)
        #expect(navigation.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    }

    @Test func testHiddenNavigationBarLeavesTheSafeAreaToTheContainer() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let scene = showInWindow(navigation)
        #expect(root.view.safeAreaInsets.top == 44)
        navigation.setNavigationBarHidden(true, animated: true)
        _ = scene.finishTurn()
        #expect(navigation.isNavigationBarHidden)
        #expect(navigation.navigationBar.isHidden)
        #expect(root.view.safeAreaInsets.top == 0)
    }

    @Test func testToolbarShowsTheTopControllersItemsAboveTheSafeAreaBottom() {
        let root = UIViewController()
        root.toolbarItems = [UIBarButtonItem(title: "One", style: .plain, target: nil, action: nil),
                             .flexibleSpace(), UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)]
        let navigation = UINavigationController(rootViewController: root)
        navigation.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
        navigation.isToolbarHidden = false
        let scene = showInWindow(navigation)
        _ = scene.finishTurn()
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 844 - 34 - 44, width: 390, height: 44))
        #expect(navigation.toolbar.items == root.toolbarItems)
        #expect(root.view.safeAreaInsets.bottom == 78)
        let first = scene.view(withAccessibilityIdentifier: "toolbar.item.0") as? UIButton
        let trash = scene.view(withAccessibilityIdentifier: "toolbar.item.2") as? UIButton
        #expect(first?.currentTitle == "One")
        #expect(first?.frame.minX == 16)
        #expect(abs((trash?.frame.maxX ?? 0) - (390 - 16)) < 0.001, "the flexible space takes what is left")

        let pushed = UIViewController()
        pushed.hidesBottomBarWhenPushed = true
        navigation.pushViewController(pushed, animated: false)
        _ = scene.finishTurn()
        #expect(navigation.toolbar.isHidden)
        #expect(pushed.view.safeAreaInsets.bottom == 34)
    }

    @Test func testToolbarShownAfterTheControllerAppearedTakesTheTopItemsBelowTheNavigationBar() {
        let (root, navigation, scene) = showNavigation(safeArea: UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(root.view.safeAreaInsets.bottom == 34)
        #expect(scene.view(withAccessibilityIdentifier: "toolbar.item.0") == nil)

        // Items given while the toolbar is hidden are on it when it shows.
        let pushed = UIViewController()
        pushed.toolbarItems = [UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)]
        navigation.pushViewController(pushed, animated: false)
        navigation.setToolbarHidden(false, animated: false)
        _ = scene.finishTurn()
        let toolbar: UIToolbar = navigation.toolbar
        #expect(!toolbar.isHidden)
        #expect(toolbar.items == pushed.toolbarItems)
        #expect(toolbar.frame == CGRect(x: 0, y: 844 - 34 - 44, width: 390, height: 44))
        #expect(pushed.view.safeAreaInsets.bottom == 78)
        #expect((scene.view(withAccessibilityIdentifier: "toolbar.item.0") as? UIButton)?.currentTitle == "Share")
        let order = navigation.view.subviews
        #expect(order.firstIndex(of: toolbar)! < order.firstIndex(of: navigation.navigationBar)!,
                "the navigation bar stays above the toolbar")
        #expect(order.firstIndex(of: toolbar)! > order.firstIndex { pushed.view.isDescendant(of: $0) }!,
                "the toolbar is above the content")

        // Popping changes the items; hiding keeps the toolbar, hidden.
        navigation.popViewController(animated: false)
        _ = scene.finishTurn()
        #expect(toolbar.items == nil || toolbar.items?.isEmpty == true)
        navigation.setToolbarHidden(true, animated: false)
        _ = scene.finishTurn()
        #expect(navigation.toolbar === toolbar)
        #expect(toolbar.isHidden)
        #expect(root.view.safeAreaInsets.bottom == 34)
    }

    @Test func testBackButtonTitleFollowsUIKitsPrecedence() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let scene = showInWindow(navigation)
        navigation.pushViewController(UIViewController(), animated: false)
        _ = scene.finishTurn()
        func backTitle() -> String? {
            _ = scene.finishTurn()
            return (scene.view(withAccessibilityIdentifier: "navigation.back") as? UIButton)?.currentTitle
        }
        #expect(backTitle() == "Back")
        root.navigationItem.title = "Inbox"
        #expect(backTitle() == "Inbox")
        root.navigationItem.backButtonTitle = "Mail"
        #expect(backTitle() == "Mail")
        root.navigationItem.backBarButtonItem = UIBarButtonItem(title: "Custom", style: .plain, target: nil, action: nil)
        #expect(backTitle() == "Custom")
    }

    @Test func testNavigationItemTitleFollowsTheControllersTitleAndTheLaterAssignmentWins() {
        let controller = UIViewController()
        controller.title = "Settings"
        #expect(controller.navigationItem.title == "Settings")
        controller.navigationItem.title = "General"
        #expect(controller.navigationItem.title == "General")
        controller.title = "Privacy"
        #expect(controller.navigationItem.title == "Privacy")
    }

    @Test func testBarShowsTitleAndItemsAndLeftItemsReplaceTheBackButton() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let scene = showInWindow(navigation)
        let top = UIViewController()
        top.title = "Detail"
        top.navigationItem.rightBarButtonItems = [UIBarButtonItem(title: "Save", style: .done, target: nil, action: nil),
                                                  UIBarButtonItem(systemItem: .add)]
        navigation.pushViewController(top, animated: false)
        _ = scene.finishTurn()
        let title = scene.view(withAccessibilityIdentifier: "navigation.title") as? UILabel
        #expect(title?.text == "Detail")
        #expect(title?.font == UIFont.systemFont(ofSize: 17, weight: .semibold))
        #expect(title.map { $0.frame.midX } == 195)
        let save = scene.view(withAccessibilityIdentifier: "navigation.right.0") as? UIButton
        let add = scene.view(withAccessibilityIdentifier: "navigation.right.1") as? UIButton
        #expect(save?.currentTitle == "Save" && save?.frame.maxX == 390 - 16)
        #expect(add?.accessibilityLabel == "Add")
        #expect((add?.frame.maxX ?? 0) < (save?.frame.minX ?? 0))
        #expect(scene.view(withAccessibilityIdentifier: "navigation.back") != nil)

        top.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: nil, action: nil)
        _ = scene.finishTurn()
        #expect(scene.view(withAccessibilityIdentifier: "navigation.back") == nil)
        #expect((scene.view(withAccessibilityIdentifier: "navigation.left.0") as? UIButton)?.currentTitle == "Close")
        top.navigationItem.leftItemsSupplementBackButton = true
        _ = scene.finishTurn()
        #expect(scene.view(withAccessibilityIdentifier: "navigation.back") != nil)
        top.navigationItem.hidesBackButton = true
        _ = scene.finishTurn()
        #expect(scene.view(withAccessibilityIdentifier: "navigation.back") == nil)
    }

    @Test func testTappingTheBackButtonPopsAndThePoppedControllerIsDeallocated() {
        let root = LoggedController("A", title: "Home")
        let navigation = UINavigationController(rootViewController: root)
        let (scene, _) = showOnManualClock(navigation)
        weak var weakPushed: LoggedController?
        weak var weakPushedView: UIView?
        do {
            let pushed = LoggedController("B")
            weakPushed = pushed
            weakPushedView = pushed.view
            navigation.pushViewController(pushed, animated: true)
            _ = scene.finishTurn()
            scene.clock.advance(by: 0.4)
        }
        #expect((scene.view(withAccessibilityIdentifier: "navigation.back") as? UIButton)?.currentTitle == "Home")
        containerLog = []
        tapView("navigation.back", in: scene)
        scene.clock.advance(by: 0.4)
        _ = scene.finishTurn()
        #expect(containerLog == ["B.willMove(toParent: nil)", "B.viewWillDisappear movingFromParent=true",
                                 "A.viewWillAppear movingToParent=false", "B.viewDidDisappear movingFromParent=true",
                                 "A.viewDidAppear movingToParent=false", "B.didMove(toParent: nil)"])
        #expect(navigation.viewControllers == [root])
        #expect(scene.view(withAccessibilityIdentifier: "navigation.back") == nil)
        #expect(weakPushed == nil)
        #expect(weakPushedView == nil)
    }

    @Test func testBarButtonItemsSendTheirActionsOnATap() {
        final class Screen: UIViewController {
            var received: [String] = []
            func add() { received.append("add") }
            func save(_ sender: UIBarButtonItem) { received.append("save \(sender.title ?? "")") }
            func share(_ sender: Any?) { received.append("share") }
        }
        let screen = Screen()
        screen.registerAction("share:", Screen.share)
        screen.navigationItem.rightBarButtonItems = [
            UIBarButtonItem(barButtonSystemItem: .add, target: screen, action: Screen.add),
            UIBarButtonItem(title: "Save", style: .done, target: screen, action: Screen.save),
            UIBarButtonItem(title: "Share", style: .plain, target: screen, action: Selector("share:")),
            UIBarButtonItem(title: "Go", primaryAction: UIAction { _ in screen.received.append("go") }),
        ]
        let scene = showInWindow(UINavigationController(rootViewController: screen))
        for index in 0..<4 { tapView("navigation.right.\(index)", in: scene) }
        #expect(screen.received == ["add", "save Save", "share", "go"])
    }

    @Test func testEditButtonItemTogglesEditingBetweenEditAndDone() {
        let screen = LoggedController("A")
        screen.navigationItem.rightBarButtonItem = screen.editButtonItem
        #expect(screen.editButtonItem.title == "Edit" && screen.editButtonItem.style == .plain)
        let scene = showInWindow(UINavigationController(rootViewController: screen))
        containerLog = []
        tapView("navigation.right.0", in: scene)
        #expect(screen.isEditing)
        #expect(screen.editButtonItem.title == "Done" && screen.editButtonItem.style == .done)
        #expect((scene.view(withAccessibilityIdentifier: "navigation.right.0") as? UIButton)?.currentTitle == "Done")
        screen.isEditing = false
        #expect(containerLog == ["A.setEditing(true, animated: true)", "A.setEditing(false, animated: false)"])
        #expect(screen.editButtonItem.title == "Edit")
    }

    @Test func testRemovedNavigationControllerReleasesItsStack() {
        weak var weakNavigation: UINavigationController?
        weak var weakTop: UIViewController?
        let host = UIViewController()
        let scene = showInWindow(host)
        do {
            let navigation = UINavigationController(rootViewController: UIViewController())
            navigation.pushViewController(UIViewController(), animated: false)
            weakNavigation = navigation
            weakTop = navigation.topViewController
            host.addChild(navigation)
            host.view.addSubview(navigation.view)
            navigation.didMove(toParent: host)
            _ = scene.finishTurn()
            navigation.willMove(toParent: nil)
            navigation.view.removeFromSuperview()
            navigation.removeFromParent()
        }
        _ = scene.finishTurn()
        #expect(weakNavigation == nil)
        #expect(weakTop == nil)
    }

    @Test func testSubclassesInitializeWithARootViewController() {
        final class AppNavigationController: UINavigationController {
            override init(rootViewController: UIViewController) {
                super.init(rootViewController: rootViewController)
                navigationBar.barTintColor = .systemYellow
            }
            required init?(coder: NSCoder) { super.init(coder: coder) }
        }
        let root = UIViewController()
        let navigation = AppNavigationController(rootViewController: root)
        #expect(navigation.viewControllers == [root])
        #expect(UINavigationController().viewControllers.isEmpty)
    }
}
