import Testing
@_spi(Host) import UIKitCore
import UIKit

/// `setTitleTextAttributes(_:for:)` on bar button items, tab bar items and segmented controls:
/// the font and foreground color are drawn.
@MainActor
struct TitleTextAttributesTests {
    @Test func testBarButtonItemTitlesTakeTheNormalAttributesFontAndColors() throws {
        let root = UIViewController()
        let item = UIBarButtonItem(title: "Send", style: .plain, target: nil, action: nil)
        let font = UIFont.systemFont(ofSize: 22, weight: .heavy)
        item.setTitleTextAttributes([.font: font, .foregroundColor: UIColor.systemOrange], for: .normal)
        item.setTitleTextAttributes([.foregroundColor: UIColor.systemGray], for: .disabled)
        #expect(item.titleTextAttributes(for: .normal)?[.font] as? UIFont == font)
        #expect(item.titleTextAttributes(for: .highlighted) == nil)
        root.navigationItem.rightBarButtonItem = item
        let plain = UIBarButtonItem(title: "Send", style: .plain, target: nil, action: nil)
        root.navigationItem.leftBarButtonItem = plain
        let scene = showInWindow(UINavigationController(rootViewController: root))
        let button = try #require(scene.view(withAccessibilityIdentifier: "navigation.right.0") as? UIButton)
        let plainButton = try #require(scene.view(withAccessibilityIdentifier: "navigation.left.0") as? UIButton)
        #expect(button.titleLabel?.font == font)
        #expect(button.currentTitleColor == .systemOrange)
        #expect(button.titleColor(for: .disabled) == .systemGray)
        #expect(plainButton.currentTitleColor == plainButton.tintColor)
        // The larger font makes the item wider than the same title in the bar's font.
        #expect(button.frame.width > plainButton.frame.width + 10)

        item.isEnabled = false
        _ = scene.finishTurn()
        let disabled = try #require(scene.view(withAccessibilityIdentifier: "navigation.right.0") as? UIButton)
        #expect(disabled.currentTitleColor == .systemGray)
    }

    @Test func testTabBarItemTitlesUseTheNormalAndSelectedAttributes() {
        let first = UIViewController(), second = UIViewController()
        first.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
        second.tabBarItem = UITabBarItem(title: "Profile", image: nil, tag: 1)
        let small = UIFont.systemFont(ofSize: 12, weight: .bold)
        for item in [first.tabBarItem!, second.tabBarItem!] {
            item.setTitleTextAttributes([.font: small, .foregroundColor: UIColor.systemBrown], for: .normal)
            item.setTitleTextAttributes([.foregroundColor: UIColor.systemPurple], for: .selected)
        }
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let scene = showInWindow(tabs)
        func titleLabel(_ identifier: String) -> UILabel? {
            scene.view(withAccessibilityIdentifier: identifier)?.subviews.compactMap { $0 as? UILabel }.first { $0.text != nil }
        }
        #expect(titleLabel("tab.0")?.textColor == .systemPurple)
        #expect(titleLabel("tab.1")?.textColor == .systemBrown)
        #expect(titleLabel("tab.0")?.font == small && titleLabel("tab.1")?.font == small)
        tabs.selectedIndex = 1
        _ = scene.finishTurn()
        #expect(titleLabel("tab.1")?.textColor == .systemPurple)
        #expect(titleLabel("tab.0")?.textColor == .systemBrown)
    }

    @Test func testSegmentedControlTitlesUseTheStatesAttributesOverTheNormalOnes() {
        let control = UISegmentedControl(items: ["One", "Two"])
        control.selectedSegmentIndex = 0
        let before = control.intrinsicContentSize
        let big = UIFont.systemFont(ofSize: 20)
        control.setTitleTextAttributes([.font: big, .foregroundColor: UIColor.systemRed], for: .normal)
        control.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        #expect(control.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .white)
        let labels = control.subviews.flatMap { [$0] + $0.subviews }.compactMap { $0 as? UILabel }
        let one = labels.first { $0.text == "One" }, two = labels.first { $0.text == "Two" }
        #expect(one?.textColor == .white && one?.font == big)
        #expect(two?.textColor == .systemRed && two?.font == big)
        #expect(control.intrinsicContentSize.width > before.width)
        control.selectedSegmentIndex = 1
        #expect(one?.textColor == .systemRed && two?.textColor == .white)
    }
}
