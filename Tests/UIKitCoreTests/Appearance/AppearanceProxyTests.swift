import Testing
@_spi(Host) import UIKitCore
import UIKit

/// `UIAppearance`: values set on a class's proxy reach each instance when it enters a window
/// (bar items: when a bar shows them), superclass values before subclass ones, plain ones
/// before those for containers or traits; values the app sets afterwards win.
@MainActor
struct AppearanceProxyTests {
    private final class BadgeView: UIView {}
    private final class CardView: UIView {}

    private func show(_ views: [UIView]) -> UIWindowScene {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        for view in views { host.addSubview(view) }
        return showOnManualClock(host)
    }

    @Test func testAValueSetOnAClasssProxyReachesEachInstanceAsItEntersAWindow() {
        defer { UIAppearanceProxies.removeAll() }
        UILabel.appearance().textColor = .red
        #expect(UILabel.appearance().textColor == .red)
        let label = UILabel()
        #expect(label.textColor != .red, "not before it is in a window")
        let scene = show([label])
        #expect(label.textColor == .red)
        // The app's own value, set once the label is shown, stays.
        label.textColor = .blue
        label.removeFromSuperview()
        scene.windows.first?.addSubview(label)
        #expect(label.textColor == .blue)
    }

    @Test func testSubclassValuesComeAfterSuperclassValuesAndOtherClassesAreUntouched() {
        defer { UIAppearanceProxies.removeAll() }
        BadgeView.appearance().backgroundColor = .blue
        UIView.appearance(whenContainedInInstancesOf: [CardView.self]).alpha = 0.5
        let badge = BadgeView()
        let other = UISwitch()
        let card = CardView()
        let inCard = BadgeView()
        card.addSubview(inCard)
        _ = show([badge, other, card])
        #expect(badge.backgroundColor == .blue && badge.alpha == 1)
        #expect(other.backgroundColor == nil)
        #expect(inCard.backgroundColor == .blue && inCard.alpha == 0.5)
        #expect(card.alpha == 1, "a container is not inside itself")
    }

    @Test func testContainersAreMatchedInnermostFirstThroughViewControllers() {
        defer { UIAppearanceProxies.removeAll() }
        UILabel.appearance(whenContainedInInstancesOf: [CardView.self, UINavigationController.self]).textColor = .orange
        let inside = UILabel()
        let card = CardView()
        card.addSubview(inside)
        let root = UIViewController()
        root.loadViewIfNeeded()
        root.view.addSubview(card)
        let outside = UILabel()
        let otherCard = CardView()
        otherCard.addSubview(outside)
        root.view.addSubview(otherCard)
        let navigation = UINavigationController(rootViewController: root)
        let (_, window) = showOnManualClock(navigation)
        defer { withExtendedLifetime(window) {} }
        #expect(inside.textColor == .orange)
        let alone = UILabel()
        let lonelyCard = CardView()
        lonelyCard.addSubview(alone)
        _ = show([lonelyCard])
        #expect(alone.textColor != .orange, "a card outside any navigation controller")
    }

    @Test func testPerStateSettersAndBarItemsTakeTheirProxysValues() throws {
        defer { UIAppearanceProxies.removeAll() }
        UIButton.appearance().setTitleColor(.green, for: .normal)
        UIBarButtonItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.purple], for: .normal)
        UIBarButtonItem.appearance().tintColor = .brown
        let button = UIButton(type: .system)
        _ = show([button])
        #expect(button.titleColor(for: .normal) == .green)
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        #expect(item.titleTextAttributes(for: .normal) == nil)
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        toolbar.items = [item]
        _ = show([toolbar])
        #expect(item.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .purple)
        #expect(item.tintColor == .brown)
    }

    @Test func testATraitProxyReachesOnlyInstancesWithThoseTraits() {
        defer { UIAppearanceProxies.removeAll() }
        UIView.appearance(for: UITraitCollection(horizontalSizeClass: .regular)).tag = 7
        let view = UIView()
        _ = show([view])
        #expect(view.tag == 0, "a phone's width is compact")
        #expect(UIView.appearance(for: UITraitCollection(horizontalSizeClass: .regular)).tag == 7)
    }
}
