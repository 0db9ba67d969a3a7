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
        #expect(button.titleLabel?.textColor == .green, "the title is drawn in the proxy's color")
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

    @Test func testValuesTheAppSetBeforeAViewEntersAWindowAreNotOverwrittenByProxies() {
        defer { UIAppearanceProxies.removeAll() }
        UILabel.appearance().textColor = .red
        UILabel.appearance().font = UIFont.systemFont(ofSize: 30)
        UIView.appearance().backgroundColor = .yellow
        let own = UILabel()
        own.textColor = .blue
        own.backgroundColor = .green
        let plain = UILabel()
        _ = show([own, plain])
        #expect(own.textColor == .blue)
        #expect(own.backgroundColor == .green)
        #expect(own.font == UIFont.systemFont(ofSize: 30), "a property the app left alone still takes the proxy's value")
        #expect(plain.textColor == .red && plain.backgroundColor == .yellow)
    }

    @Test func testTheAppsValueWinsEvenWhenItEqualsTheDefault() {
        defer { UIAppearanceProxies.removeAll() }
        UISwitch.appearance().onTintColor = .purple
        UIView.appearance().tintColor = .orange
        let own = UISwitch()
        own.onTintColor = nil
        own.tintColor = nil
        let plain = UISwitch()
        _ = show([own, plain])
        #expect(own.onTintColor == nil)
        #expect(own.tintColor != .orange)
        #expect(plain.onTintColor == .purple && plain.tintColor == .orange)
    }

    @Test func testAProxysValueDoesNotCountAsTheAppsSoAMoreSpecificProxyStillApplies() {
        defer { UIAppearanceProxies.removeAll() }
        UIView.appearance().backgroundColor = .red
        BadgeView.appearance().backgroundColor = .blue
        UILabel.appearance().textColor = .red
        UILabel.appearance(whenContainedInInstancesOf: [CardView.self]).textColor = .purple
        let badge = BadgeView()
        let card = CardView()
        let label = UILabel()
        card.addSubview(label)
        _ = show([badge, card])
        #expect(badge.backgroundColor == .blue)
        #expect(label.textColor == .purple)
        // The app can still set what a proxy gave.
        label.textColor = .green
        #expect(label.textColor == .green)
    }

    @Test func testPerStateAndBarValuesTheAppSetAreKept() {
        defer { UIAppearanceProxies.removeAll() }
        UIButton.appearance().setTitleColor(.green, for: .normal)
        UINavigationBar.appearance().barTintColor = .red
        UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.red]
        let button = UIButton(type: .system)
        button.setTitleColor(.blue, for: .normal)
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        bar.barTintColor = .black
        let plainBar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        _ = show([button, bar, plainBar])
        #expect(button.titleColor(for: .normal) == .blue)
        #expect(bar.barTintColor == .black)
        #expect(bar.titleTextAttributes?[.foregroundColor] as? UIColor == .red)
        #expect(plainBar.barTintColor == .red)
    }

    @Test func testABarItemKeepsTheTintAndTitleAttributesTheAppGaveIt() {
        defer { UIAppearanceProxies.removeAll() }
        UIBarButtonItem.appearance().tintColor = .brown
        UIBarButtonItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.purple], for: .normal)
        let own = UIBarButtonItem(title: "Own", style: .plain, target: nil, action: nil)
        own.tintColor = .green
        own.setTitleTextAttributes([.foregroundColor: UIColor.orange], for: .normal)
        let plain = UIBarButtonItem(title: "Plain", style: .plain, target: nil, action: nil)
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        toolbar.items = [own, plain]
        _ = show([toolbar])
        #expect(own.tintColor == .green)
        #expect(own.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .orange)
        #expect(plain.tintColor == .brown)
        #expect(plain.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .purple)
    }
}
