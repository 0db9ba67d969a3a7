import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
struct BarItemTests {
    @Test func testBarButtonItemInitializersSetUIKitsProperties() {
        let plain = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: Selector("edit:"))
        #expect(plain.title == "Edit" && plain.style == .plain && plain.action == Selector("edit:") && plain.target == nil)
        let fromAction = UIBarButtonItem(primaryAction: UIAction(title: "Share") { _ in })
        #expect(fromAction.title == "Share" && fromAction.primaryAction != nil)
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        #expect(done.title == nil && done.style == .done)
        let space = UIBarButtonItem.fixedSpace(20)
        #expect(space.width == 20)
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        #expect(UIBarButtonItem(customView: custom).customView === custom)
        #expect(plain.isEnabled && plain.tag == 0)
    }

    @Test func testMethodReferenceTargetIsHeldWeakly() {
        @MainActor final class Target {
            func fire() {}
        }
        var target: Target? = Target()
        let item = UIBarButtonItem(title: "Go", style: .plain, target: target!, action: Target.fire)
        #expect(item.target === target)
        target = nil
        #expect(item.target == nil)
    }

    @Test func testTitleViewCustomViewsAndDisabledItemsInTheNavigationBar() {
        let root = UIViewController()
        let titleView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        titleView.accessibilityIdentifier = "titleView"
        root.navigationItem.titleView = titleView
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        custom.accessibilityIdentifier = "customItem"
        let disabled = UIBarButtonItem(title: "Send", style: .plain, target: nil, action: nil)
        disabled.isEnabled = false
        root.navigationItem.rightBarButtonItems = [UIBarButtonItem(customView: custom), disabled]
        let scene = showInWindow(UINavigationController(rootViewController: root))
        #expect(titleView.frame == CGRect(x: 145, y: 7, width: 100, height: 30))
        #expect(custom.frame == CGRect(x: 390 - 16 - 30, y: 7, width: 30, height: 30))
        #expect(scene.view(withAccessibilityIdentifier: "navigation.title")?.isHidden == true)
        let send = scene.view(withAccessibilityIdentifier: "navigation.right.1") as? UIButton
        #expect(send?.isEnabled == false)
        disabled.isEnabled = true
        _ = scene.finishTurn()
        #expect((scene.view(withAccessibilityIdentifier: "navigation.right.1") as? UIButton)?.isEnabled == true)
    }

    @Test func testBackButtonDisplayModes() {
        let root = UIViewController()
        root.title = "Library"
        let navigation = UINavigationController(rootViewController: root)
        let scene = showInWindow(navigation)
        navigation.pushViewController(UIViewController(), animated: false)
        func backButton() -> UIButton? {
            _ = scene.finishTurn()
            return scene.view(withAccessibilityIdentifier: "navigation.back") as? UIButton
        }
        #expect(backButton()?.currentTitle == "Library")
        root.navigationItem.backButtonDisplayMode = .generic
        #expect(backButton()?.currentTitle == "Back")
        root.navigationItem.backButtonDisplayMode = .minimal
        #expect(backButton()?.currentTitle == nil)
        #expect(backButton()?.accessibilityLabel == "Back")
    }

    @Test func testToolbarFollowsTheTopControllersItemsWhenTheyChange() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.setToolbarHidden(false, animated: false)
        let scene = showInWindow(navigation)
        root.setToolbarItems([UIBarButtonItem(title: "Reply", style: .plain, target: nil, action: nil)], animated: true)
        _ = scene.finishTurn()
        #expect((scene.view(withAccessibilityIdentifier: "toolbar.item.0") as? UIButton)?.currentTitle == "Reply")
    }

    @Test func testTabBarItemShowsItsBadge() {
        let first = UIViewController()
        first.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 4)
        first.tabBarItem.badgeValue = "3"
        let tabs = UITabBarController()
        tabs.viewControllers = [first]
        let scene = showInWindow(tabs)
        let labels = scene.view(withAccessibilityIdentifier: "tab.0")?.subviews.compactMap { $0 as? UILabel } ?? []
        #expect(labels.map(\.text) == ["Favorites", "3"])
        #expect(first.tabBarItem.title == nil && first.tabBarItem.tag == 4)
    }

    @Test func testATabsBadgeComesAndGoesWithItsItemsBadgeValue() {
        let first = UIViewController(), second = UIViewController()
        first.tabBarItem = UITabBarItem(title: "Inbox", image: nil, selectedImage: nil)
        second.tabBarItem = UITabBarItem(title: "Sent", image: nil, selectedImage: nil)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let scene = showInWindow(tabs)
        func labels(_ tab: Int) -> [String?] {
            scene.view(withAccessibilityIdentifier: "tab.\(tab)")?.subviews.compactMap { ($0 as? UILabel)?.text } ?? []
        }
        #expect(labels(0) == ["Inbox"] && labels(1) == ["Sent"], "no badge without a badge value")
        second.tabBarItem.badgeValue = "12"
        second.tabBarItem.badgeColor = .systemBlue
        _ = scene.finishTurn()
        #expect(labels(0) == ["Inbox"] && labels(1) == ["Sent", "12"])
        let badge = scene.view(withAccessibilityIdentifier: "tab.1")?.subviews.compactMap { $0 as? UILabel }.last
        #expect(badge?.backgroundColor == .systemBlue && badge?.textColor == .white)
        second.tabBarItem.badgeValue = nil
        _ = scene.finishTurn()
        #expect(labels(1) == ["Sent"])
    }
}
