import Testing
@_spi(Host) import UIKitCore
import UIKit

/// Bar appearances (iOS 13 and later): `UINavigationBarAppearance`, `UITabBarAppearance` and
/// `UIToolbarAppearance` set on bars and items, chosen per place (the scroll edge shows the
/// standard appearance with a transparent background unless one is set for it), copied when
/// set, and followed when changed. What a bar shows is read from a snapshot of the window, as
/// a test on a device would.
@MainActor
struct BarAppearanceTests {
    /// The window's pixel at a point, drawn at 1×.
    private func color(in window: UIWindow, at point: CGPoint) -> [Int] {
        UIGraphicsBeginImageContextWithOptions(window.bounds.size, true, 1)
        defer { UIGraphicsEndImageContext() }
        guard let context = UIGraphicsGetCurrentContext() else { return [] }
        _ = window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
        return Array(pixel(context, x: Int(point.x), y: Int(point.y)).prefix(3))
    }

    private func tallList() -> UITableViewController {
        let list = UITableViewController(style: .plain)
        list.title = "Inbox"
        list.loadViewIfNeeded()
        list.tableView.backgroundColor = .green
        return list
    }

    @Test func testTheDefaultsAreTheSystemsBlurOpaqueAndTransparentBackgrounds() {
        let standard = UINavigationBarAppearance()
        #expect(standard.backgroundEffect?.style == .systemChromeMaterial)
        #expect(standard.backgroundColor == nil && standard.backgroundImage == nil)
        #expect(standard.shadowColor == UIColor(white: 0, alpha: 0.3))
        #expect(standard.titleTextAttributes.isEmpty && standard.largeTitleTextAttributes.isEmpty)
        standard.configureWithOpaqueBackground()
        #expect(standard.backgroundEffect == nil && standard.backgroundColor == .systemBackground)
        #expect(standard.shadowColor == UIColor(white: 0, alpha: 0.3))
        standard.configureWithTransparentBackground()
        #expect(standard.backgroundEffect == nil && standard.backgroundColor == nil && standard.shadowColor == nil)
        let copied = UITabBarAppearance(barAppearance: UIToolbarAppearance())
        #expect(copied.backgroundEffect?.style == .systemChromeMaterial)
    }

    @Test func testANavigationBarIsTransparentAtTheScrollEdgeAndShowsItsStandardAppearanceOnceTheContentIsUnderIt() throws {
        let list = tallList()
        let navigation = UINavigationController(rootViewController: list)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .red
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white, .font: UIFont.systemFont(ofSize: 20, weight: .bold)]
        navigation.navigationBar.standardAppearance = appearance
        let (scene, window) = showOnManualClock(navigation)
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        let title = try #require(scene.view(withAccessibilityIdentifier: "navigation.title") as? UILabel)
        #expect(title.textColor == .white && title.font == .systemFont(ofSize: 20, weight: .bold))
        let inBar = CGPoint(x: 10, y: bar.frame.midY)
        // At the top the content's edge is at the bar: the standard appearance, made transparent.
        #expect(color(in: window, at: inBar) == [0, 255, 0])
        list.tableView.contentSize = CGSize(width: 390, height: 3000)
        list.tableView.contentOffset.y += 100
        _ = scene.finishTurn()
        #expect(color(in: window, at: inBar) == [255, 0, 0])
        // Back at the top, transparent again; the title keeps its attributes.
        list.tableView.contentOffset.y -= 100
        _ = scene.finishTurn()
        #expect(color(in: window, at: inBar) == [0, 255, 0])
        #expect(title.textColor == .white)
    }

    @Test func testTheTopItemsAppearancesOverrideTheBarsAndAScrollEdgeAppearanceIsShownAtTheEdge() {
        let list = tallList()
        let navigation = UINavigationController(rootViewController: list)
        let bar = UINavigationBarAppearance()
        bar.configureWithOpaqueBackground()
        bar.backgroundColor = .red
        navigation.navigationBar.standardAppearance = bar
        let edge = UINavigationBarAppearance()
        edge.configureWithOpaqueBackground()
        edge.backgroundColor = .blue
        list.navigationItem.scrollEdgeAppearance = edge
        let (scene, window) = showOnManualClock(navigation)
        defer { withExtendedLifetime(window) {} }
        let inBar = CGPoint(x: 10, y: navigation.navigationBar.frame.midY)
        #expect(color(in: window, at: inBar) == [0, 0, 255])
        list.tableView.contentSize = CGSize(width: 390, height: 3000)
        list.tableView.contentOffset.y += 100
        _ = scene.finishTurn()
        #expect(color(in: window, at: inBar) == [255, 0, 0])
        // The item's standard appearance wins over the bar's.
        let item = UINavigationBarAppearance()
        item.configureWithOpaqueBackground()
        item.backgroundColor = .yellow
        list.navigationItem.standardAppearance = item
        _ = scene.finishTurn()
        #expect(color(in: window, at: inBar) == [255, 255, 0])
    }

    @Test func testABarCopiesTheAppearanceItIsGivenAndFollowsChangesToTheOneItReturns() {
        let list = tallList()
        let navigation = UINavigationController(rootViewController: list)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .red
        navigation.navigationBar.standardAppearance = appearance
        navigation.navigationBar.scrollEdgeAppearance = appearance
        let (scene, window) = showOnManualClock(navigation)
        defer { withExtendedLifetime(window) {} }
        let inBar = CGPoint(x: 10, y: navigation.navigationBar.frame.midY)
        #expect(color(in: window, at: inBar) == [255, 0, 0])
        // The app's own object was copied: changing it changes nothing.
        appearance.backgroundColor = .blue
        _ = scene.finishTurn()
        #expect(color(in: window, at: inBar) == [255, 0, 0])
        #expect(navigation.navigationBar.scrollEdgeAppearance !== appearance)
        // The bar's own copy is live.
        navigation.navigationBar.scrollEdgeAppearance?.backgroundColor = .blue
        _ = scene.finishTurn()
        #expect(color(in: window, at: inBar) == [0, 0, 255])
    }

    @Test func testACopyHasItsOwnItemAndButtonAppearancesWithTheOriginalsValues() throws {
        let tab = UITabBarAppearance()
        tab.stackedLayoutAppearance.selected.iconColor = .red
        tab.compactInlineLayoutAppearance.normal.titlePositionAdjustment = UIOffset(horizontal: 3, vertical: 0)
        let tabCopy = try #require(tab.copy() as? UITabBarAppearance)
        #expect(tabCopy.stackedLayoutAppearance !== tab.stackedLayoutAppearance)
        #expect(tabCopy.stackedLayoutAppearance.selected.iconColor == .red)
        #expect(tabCopy.compactInlineLayoutAppearance.normal.titlePositionAdjustment == UIOffset(horizontal: 3, vertical: 0))
        tabCopy.stackedLayoutAppearance.selected.iconColor = .blue
        #expect(tab.stackedLayoutAppearance.selected.iconColor == .red)

        let navigation = UINavigationBarAppearance()
        navigation.backButtonAppearance.normal.titlePositionAdjustment = UIOffset(horizontal: -4, vertical: 0)
        navigation.doneButtonAppearance.highlighted.titleTextAttributes = [.foregroundColor: UIColor.green]
        let navigationCopy = try #require(navigation.copy() as? UINavigationBarAppearance)
        #expect(navigationCopy.backButtonAppearance !== navigation.backButtonAppearance)
        #expect(navigationCopy.backButtonAppearance.normal.titlePositionAdjustment == UIOffset(horizontal: -4, vertical: 0))
        #expect(navigationCopy.doneButtonAppearance.highlighted.titleTextAttributes[.foregroundColor] as? UIColor == .green)
        #expect(navigationCopy.buttonAppearance.normal.titlePositionAdjustment == .zero)

        let toolbar = UIToolbarAppearance()
        toolbar.doneButtonAppearance.disabled.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: 2)
        let toolbarCopy = try #require(toolbar.copy() as? UIToolbarAppearance)
        #expect(toolbarCopy.doneButtonAppearance !== toolbar.doneButtonAppearance)
        #expect(toolbarCopy.doneButtonAppearance.disabled.titlePositionAdjustment == UIOffset(horizontal: 0, vertical: 2))
        // A plain bar appearance copied into a tab bar one brings its background, and the items
        // start from the defaults.
        let plain = UIBarAppearance()
        plain.backgroundColor = .yellow
        let fromPlain = UITabBarAppearance(barAppearance: plain)
        #expect(fromPlain.backgroundColor == .yellow)
        #expect(fromPlain.stackedLayoutAppearance.selected.iconColor == nil)
    }

    @Test func testLegacyPropertiesAreWrittenIntoTheStandardAppearance() {
        let bar = UINavigationBar()
        bar.barTintColor = .red
        bar.titleTextAttributes = [.foregroundColor: UIColor.white]
        bar.isTranslucent = false
        #expect(bar.standardAppearance.backgroundColor == .red)
        #expect(bar.standardAppearance.backgroundEffect == nil)
        #expect(bar.standardAppearance.titleTextAttributes[.foregroundColor] as? UIColor == .white)
        #expect(bar.scrollEdgeAppearance == nil)
        let tabBar = UITabBar()
        tabBar.barTintColor = .blue
        #expect(tabBar.standardAppearance.backgroundColor == .blue)
    }

    @Test func testATabBarsItemsTakeTheItemAppearanceOfTheirStateAndTheBarIsTransparentAtTheContentsEnd() throws {
        let first = tallList()
        first.tabBarItem = UITabBarItem(title: "Inbox", image: nil, tag: 0)
        let second = UIViewController()
        second.tabBarItem = UITabBarItem(title: "Sent", image: nil, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .red
        appearance.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.orange]
        appearance.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.purple]
        tabs.tabBar.standardAppearance = appearance
        let (scene, window) = showOnManualClock(tabs)
        defer { withExtendedLifetime(window) {} }
        let inbox = try #require(scene.view(withAccessibilityIdentifier: "tab.0"))
        let sent = try #require(scene.view(withAccessibilityIdentifier: "tab.1"))
        let inboxTitle = try #require(inbox.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Inbox" })
        let sentTitle = try #require(sent.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Sent" })
        #expect(inboxTitle.textColor == .orange && sentTitle.textColor == .purple)
        let inBar = CGPoint(x: 5, y: tabs.tabBar.frame.minY + 45)
        // The list is shorter than the screen: its end is at the bar, which is transparent.
        #expect(color(in: window, at: inBar) == [0, 255, 0])
        first.tableView.contentSize = CGSize(width: 390, height: 3000)
        _ = scene.finishTurn()
        #expect(color(in: window, at: inBar) == [255, 0, 0])
        tabs.selectedIndex = 1
        _ = scene.finishTurn()
        #expect(inboxTitle.textColor == .purple && sentTitle.textColor == .orange)
    }

    @Test func testAToolbarShowsItsStandardAppearanceAndItsButtonsTakeTheButtonAppearance() throws {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 100, width: 390, height: 44))
        let item = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        toolbar.items = [item]
        let appearance = UIToolbarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .red
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        toolbar.standardAppearance = appearance
        let scene = showOnManualClock(toolbar)
        let button = try #require(scene.view(withAccessibilityIdentifier: "toolbar.item.0") as? UIButton)
        #expect(button.titleColor(for: .normal) == .white)
        let window = try #require(toolbar.window)
        #expect(color(in: window, at: CGPoint(x: 200, y: 102)) == [255, 0, 0])
    }
}
