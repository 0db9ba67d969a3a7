import Testing
@_spi(Host) import UIKitCore
import UIKit

/// Logs what a tab bar controller asks and tells its delegate; refuses the names it is given.
@MainActor
private final class LoggingTabDelegate: NSObject, UITabBarControllerDelegate {
    var refused: Set<String> = []

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        let name = (viewController as? LoggedController)?.name ?? viewController.title ?? "?"
        containerLog.append("delegate.shouldSelect \(name)")
        return !refused.contains(name)
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        containerLog.append("delegate.didSelect \((viewController as? LoggedController)?.name ?? viewController.title ?? "?")")
    }
}

@MainActor
struct TabBarControllerTests {
    private func makeTabs(_ controllers: [UIViewController]) -> UITabBarController {
        let tabs = UITabBarController()
        tabs.viewControllers = controllers
        return tabs
    }

    @Test func testFirstControllerIsSelectedAndAppearsWithTheTabBarController() {
        containerLog = []
        let first = LoggedController("A", title: "First")
        let second = LoggedController("B", title: "Second")
        let tabs = makeTabs([first, second])
        #expect(containerLog == ["A.willMove(toParent: tabs)", "B.willMove(toParent: tabs)",
                                 "A.didMove(toParent: tabs)", "B.didMove(toParent: tabs)"])
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === first)
        #expect(first.tabBarController === tabs)
        containerLog = []
        _ = showInWindow(tabs)
        #expect(containerLog == ["A.viewDidLoad", "A.viewWillAppear movingToParent=false",
                                 "A.viewDidAppear movingToParent=false"])
        #expect(!second.isViewLoaded)
    }

    @Test func testEmptyTabBarControllerHasNoSelection() {
        let tabs = UITabBarController()
        #expect(tabs.viewControllers == nil)
        #expect(tabs.selectedViewController == nil)
        #expect(tabs.selectedIndex == NSNotFound)
    }

    @Test func testTabBarIs49PointsTallAboveTheBottomSafeAreaAndContentStopsAtIt() {
        let first = UIViewController()
        let tabs = makeTabs([first, UIViewController()])
        tabs.additionalSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let scene = showInWindow(tabs)
        _ = scene.finishTurn()
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 844 - 49 - 34, width: 390, height: 49 + 34))
        #expect(first.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(first.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
        let tab = scene.view(withAccessibilityIdentifier: "tab.1")
        #expect(tab?.frame == CGRect(x: 195, y: 0, width: 195, height: 49))
    }

    @Test func testSelectingInCodeSwitchesWithUIKitsOrderAndWithoutTheDelegate() {
        let first = LoggedController("A"), second = LoggedController("B")
        let tabs = makeTabs([first, second])
        let delegate = LoggingTabDelegate()
        tabs.delegate = delegate
        let scene = showInWindow(tabs)
        containerLog = []
        tabs.selectedIndex = 1
        #expect(containerLog == ["B.viewDidLoad", "B.viewWillAppear movingToParent=false",
                                 "A.viewWillDisappear movingFromParent=false"])
        _ = scene.finishTurn()
        #expect(containerLog == ["B.viewDidLoad", "B.viewWillAppear movingToParent=false",
                                 "A.viewWillDisappear movingFromParent=false",
                                 "A.viewDidDisappear movingFromParent=false", "B.viewDidAppear movingToParent=false"])
        #expect(tabs.selectedViewController === second)
        #expect(tabs.tabBar.selectedItem === second.tabBarItem)
        containerLog = []
        tabs.selectedViewController = first
        tabs.selectedViewController = UIViewController()
        tabs.selectedIndex = 7
        _ = scene.finishTurn()
        #expect(tabs.selectedIndex == 0)
        #expect(!containerLog.contains { $0.hasPrefix("delegate") })
    }

    @Test func testTappingATabAsksTheDelegateThenSelectsAndTellsIt() {
        let first = LoggedController("A", title: "First"), second = LoggedController("B", title: "Second")
        let tabs = makeTabs([first, second])
        let delegate = LoggingTabDelegate()
        tabs.delegate = delegate
        let scene = showInWindow(tabs)
        containerLog = []
        tapView("tab.1", in: scene)
        #expect(containerLog == ["delegate.shouldSelect B", "B.viewDidLoad", "B.viewWillAppear movingToParent=false",
                                 "A.viewWillDisappear movingFromParent=false",
                                 "A.viewDidDisappear movingFromParent=false", "B.viewDidAppear movingToParent=false",
                                 "delegate.didSelect B"])
        #expect(tabs.selectedIndex == 1)
        containerLog = []
        tapView("tab.1", in: scene)
        #expect(containerLog == ["delegate.shouldSelect B", "delegate.didSelect B"])
        delegate.refused = ["A"]
        containerLog = []
        tapView("tab.0", in: scene)
        #expect(containerLog == ["delegate.shouldSelect A"])
        #expect(tabs.selectedIndex == 1)
    }

    @Test func testSelectedTabIsTintedAndShowsTheItemsTitle() {
        let first = UIViewController(), second = UIViewController()
        first.title = "Home"
        second.tabBarItem = UITabBarItem(title: "Profile", image: nil, tag: 2)
        let tabs = makeTabs([first, second])
        let scene = showInWindow(tabs)
        func titleLabel(_ identifier: String) -> UILabel? {
            scene.view(withAccessibilityIdentifier: identifier)?.subviews.compactMap { $0 as? UILabel }.first { $0.text != nil }
        }
        #expect(titleLabel("tab.0")?.text == "Home")
        #expect(titleLabel("tab.1")?.text == "Profile")
        #expect((scene.view(withAccessibilityIdentifier: "tab.0") as? UIControl)?.isSelected == true)
        #expect(titleLabel("tab.0")?.textColor == tabs.tabBar.tintColor)
        #expect(titleLabel("tab.1")?.textColor == .systemGray)
        tabs.tabBar.tintColor = .systemPink
        tabs.selectedIndex = 1
        _ = scene.finishTurn()
        #expect(titleLabel("tab.1")?.textColor == .systemPink)
        #expect(titleLabel("tab.0")?.textColor == .systemGray)
    }

    @Test func testTappingTheSelectedNavigationTabPopsToItsRoot() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let tabs = makeTabs([navigation, UIViewController()])
        let scene = showInWindow(tabs)
        navigation.pushViewController(UIViewController(), animated: false)
        _ = scene.finishTurn()
        tapView("tab.0", in: scene)
        #expect(navigation.viewControllers == [root])
    }

    @Test func testNavigationControllerTabShowsItsRootsItem() {
        let root = UIViewController()
        root.tabBarItem = UITabBarItem(title: "Library", image: nil, tag: 0)
        let navigation = UINavigationController(rootViewController: root)
        #expect(navigation.tabBarItem === root.tabBarItem)
        let own = UITabBarItem(tabBarSystemItem: .favorites, tag: 1)
        navigation.tabBarItem = own
        #expect(navigation.tabBarItem === own)
    }

    @Test func testHidesBottomBarWhenPushedHidesTheTabBar() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let tabs = makeTabs([navigation])
        let (scene, _) = showOnManualClock(tabs)
        #expect(root.view.safeAreaInsets.bottom == 49)
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: true)
        _ = scene.finishTurn()
        scene.clock.advance(by: 0.4)
        #expect(tabs.tabBar.isHidden)
        #expect(detail.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        navigation.pushViewController(UIViewController(), animated: false)
        _ = scene.finishTurn()
        #expect(tabs.tabBar.isHidden, "stays hidden above a controller that hides it")
        navigation.popToRootViewController(animated: false)
        _ = scene.finishTurn()
        #expect(!tabs.tabBar.isHidden)
        #expect(root.view.safeAreaInsets.bottom == 49)
    }

    @Test func testReplacingControllersKeepsTheSelectionOrItsIndexAndReleasesTheRemoved() {
        let a = LoggedController("A"), b = LoggedController("B"), c = LoggedController("C")
        let tabs = makeTabs([a, b, c])
        let scene = showInWindow(tabs)
        tabs.selectedIndex = 1
        _ = scene.finishTurn()
        tabs.viewControllers = [c, b]
        #expect(tabs.selectedViewController === b && tabs.selectedIndex == 1)
        weak var weakRemoved: LoggedController?
        weak var weakRemovedView: UIView?
        do {
            let d = LoggedController("D")
            tabs.viewControllers = [c, d]
            _ = scene.finishTurn()
            #expect(tabs.selectedViewController === d, "the same index when the selection is gone")
            weakRemoved = d
            weakRemovedView = d.view
            containerLog = []
            tabs.viewControllers = [c]
            #expect(tabs.selectedViewController === c, "the first when the index is gone")
            _ = scene.finishTurn()
            #expect(containerLog == ["D.willMove(toParent: nil)", "C.viewDidLoad", "C.viewWillAppear movingToParent=false",
                                     "D.viewWillDisappear movingFromParent=true",
                                     "D.viewDidDisappear movingFromParent=true", "C.viewDidAppear movingToParent=false",
                                     "D.didMove(toParent: nil)"])
        }
        #expect(weakRemoved == nil)
        #expect(weakRemovedView == nil)
        #expect(tabs.children == [c])
        #expect(tabs.tabBar.items?.count == 1)
    }

    @Test func testControllerViewsStartAsLargeAsTheScreenAndFollowTheirSuperviewsSize() {
        let plain = UIViewController()
        let navigation = UINavigationController(rootViewController: UIViewController())
        let tabs = makeTabs([UIViewController()])
        for controller in [plain, navigation, tabs] {
            #expect(controller.view.frame == UIScreen.main.bounds)
            #expect(controller.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
            let holder = UIView(frame: UIScreen.main.bounds)
            holder.addSubview(controller.view)
            holder.frame = CGRect(x: 10, y: 20, width: 300, height: 500)
            #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 300, height: 500))
        }
    }

    @Test func testTheTopViewOfATabsNavigationControllerLaysOutAgainstItsFinalSafeAreaFromItsFirstLayout() {
        let content = SafeAreaPinnedController()
        let tabs = makeTabs([UINavigationController(rootViewController: content), UIViewController()])
        _ = showInWindow(tabs)
        let final = LaidOut(bounds: CGRect(x: 0, y: 0, width: 390, height: 844),
                            safeArea: UIEdgeInsets(top: 44, left: 0, bottom: 49, right: 0),
                            pinned: CGRect(x: 0, y: 44, width: 390, height: 844 - 44 - 49))
        #expect(content.layouts.first == final)
        #expect(content.layouts.allSatisfy { $0 == final })
    }
}

/// What a view controller's view was like each time it laid out its subviews.
private struct LaidOut: Equatable {
    var bounds: CGRect
    var safeArea: UIEdgeInsets
    /// The frame of a subview pinned to the safe area layout guide.
    var pinned: CGRect
}

/// A controller whose one subview fills its safe area through constraints, which records each
/// layout of its view.
@MainActor
private final class SafeAreaPinnedController: UIViewController {
    private let pinnedView = UIView()
    var layouts: [LaidOut] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        pinnedView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(pinnedView)
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            pinnedView.topAnchor.constraint(equalTo: guide.topAnchor),
            pinnedView.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            pinnedView.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            pinnedView.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layouts.append(LaidOut(bounds: view.bounds, safeArea: view.safeAreaInsets, pinned: pinnedView.frame))
    }
}
