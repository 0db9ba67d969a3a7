import Testing
@_spi(Host) import UIKitCore
import UIKit

/// Large titles: a band under the bar's buttons with the title in 34-point bold that folds away
/// as the content scrolls under it (after a search bar that hides when scrolling) and unfolds as
/// the content comes back to its top.
@MainActor
struct LargeTitleTests {
    @Test func testALargeTitleFoldsAwayAsTheContentScrollsUnderItAndComesBackAtTheTop() throws {
        let list = UITableViewController(style: .plain)
        list.title = "Mail"
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = true
        let (scene, window) = showOnManualClock(navigation)
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        let table = list.tableView!
        #expect(bar.frame.height == 96)
        let large = try #require(scene.view(withAccessibilityIdentifier: "navigation.largeTitle") as? UILabel)
        let small = try #require(scene.view(withAccessibilityIdentifier: "navigation.title") as? UILabel)
        #expect(large.text == "Mail" && !large.isHidden)
        #expect(large.font == .systemFont(ofSize: 34, weight: .bold))
        #expect(small.alpha == 0)
        // The content starts under the large title.
        #expect(table.adjustedContentInset.top == bar.frame.maxY)
        #expect(table.contentOffset.y == -bar.frame.maxY)
        let top = bar.frame.maxY
        table.contentSize = CGSize(width: 390, height: 3000)
        // Scrolled by 30 points: the band folds by as much, its title sliding up under the
        // title row; the bar's bottom stays on the content's top.
        table.contentOffset = CGPoint(x: 0, y: -top + 30)
        _ = scene.finishTurn()
        #expect(bar.frame.height == 66)
        #expect(abs(large.convert(large.bounds, to: bar).minY - (44 - 30)) < 0.001)
        #expect(!large.isHidden && small.alpha == 0)
        // Under the whole band: it is gone and the small title shows. The content's inset and
        // offset stay as they were: nothing under the finger moves.
        table.contentOffset = CGPoint(x: 0, y: -top + 60)
        _ = scene.finishTurn()
        #expect(bar.frame.height == 44)
        #expect(large.isHidden && small.alpha == 1)
        #expect(table.adjustedContentInset.top == top)
        #expect(table.contentOffset.y == -top + 60)
        // Coming back towards the top unfolds it as the content passes.
        table.contentOffset = CGPoint(x: 0, y: -top + 12)
        _ = scene.finishTurn()
        #expect(bar.frame.height == 84)
        table.contentOffset = CGPoint(x: 0, y: -top)
        _ = scene.finishTurn()
        #expect(bar.frame.height == 96)
        #expect(!large.isHidden && small.alpha == 0)
    }

    @Test func testLargeTitlesTurnedOnLaterShowTheTitleInTheAppearanceUnderTheBarsButtons() throws {
        let root = UIViewController()
        root.title = "Inbox"
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let navigation = UINavigationController(rootViewController: root)
        let appearance = UINavigationBarAppearance()
        appearance.largeTitleTextAttributes = [.font: UIFont.systemFont(ofSize: 40), .foregroundColor: UIColor.systemRed]
        navigation.navigationBar.standardAppearance = appearance
        navigation.navigationBar.scrollEdgeAppearance = appearance
        let (scene, window) = showOnManualClock(navigation)
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        #expect(bar.frame.height == 44)
        #expect(root.view.safeAreaInsets.top == bar.frame.maxY)

        bar.prefersLargeTitles = true
        _ = scene.finishTurn()
        #expect(bar.frame.height == 96)
        #expect(root.view.safeAreaInsets.top == bar.frame.maxY)
        let large = try #require(scene.view(withAccessibilityIdentifier: "navigation.largeTitle") as? UILabel)
        let small = try #require(scene.view(withAccessibilityIdentifier: "navigation.title") as? UILabel)
        #expect(large.text == "Inbox" && !large.isHidden && small.alpha == 0)
        #expect(large.font == .systemFont(ofSize: 40))
        #expect(large.textColor == .systemRed)
        #expect(abs(large.convert(large.bounds, to: bar).minY - 44) < 0.001, "under the title row")
        let edit = try #require(scene.view(withAccessibilityIdentifier: "navigation.right.0"))
        #expect(bar.subviews.firstIndex { large.isDescendant(of: $0) }! < bar.subviews.firstIndex(of: edit)!,
                "the bar's buttons stay above the large title")
        #expect(bar.subviews.firstIndex { large.isDescendant(of: $0) }! > bar.subviews.firstIndex(of: small)!)

        // A new top item's title replaces it; turned off, the band goes and the small title shows.
        let next = UIViewController()
        next.title = "Drafts"
        navigation.pushViewController(next, animated: false)
        _ = scene.finishTurn()
        #expect(large.text == "Drafts")
        bar.prefersLargeTitles = false
        _ = scene.finishTurn()
        #expect(bar.frame.height == 44)
        #expect(large.isHidden && small.alpha == 1)
    }

    @Test func testASearchBarThatHidesWhenScrollingFoldsBeforeTheLargeTitle() throws {
        let list = UITableViewController(style: .plain)
        list.title = "Mail"
        let search = UISearchController(searchResultsController: nil)
        list.navigationItem.searchController = search
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = true
        let (scene, window) = showOnManualClock(navigation)
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        let table = list.tableView!
        let searchHeight = search.searchBar.frame.height
        #expect(searchHeight > 0)
        #expect(bar.frame.height == 96 + searchHeight)
        let top = table.adjustedContentInset.top
        table.contentSize = CGSize(width: 390, height: 3000)
        // The search bar goes first, then the large title.
        table.contentOffset = CGPoint(x: 0, y: -top + searchHeight / 2)
        _ = scene.finishTurn()
        #expect(bar.frame.height == 96 + searchHeight / 2)
        #expect(search.searchBar.frame.height == searchHeight / 2)
        table.contentOffset = CGPoint(x: 0, y: -top + searchHeight + 10)
        _ = scene.finishTurn()
        #expect(bar.frame.height == 86)
        #expect(search.searchBar.isHidden)
        // An item that keeps its search bar folds only the large title.
        list.navigationItem.hidesSearchBarWhenScrolling = false
        table.contentOffset = CGPoint(x: 0, y: -top + 30)
        _ = scene.finishTurn()
        #expect(bar.frame.height == 66 + searchHeight)
        #expect(!search.searchBar.isHidden && search.searchBar.frame.height == searchHeight)
    }

    @Test func testAnItemThatNeverShowsLargeTitlesGetsTheSmallBar() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.navigationBar.prefersLargeTitles = true
        let (scene, window) = showOnManualClock(navigation)
        defer { withExtendedLifetime(window) {} }
        #expect(navigation.navigationBar.frame.height == 96)
        let detail = UIViewController()
        detail.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(detail, animated: false)
        _ = scene.finishTurn()
        #expect(navigation.navigationBar.frame.height == 44)
        let deeper = UIViewController()
        navigation.pushViewController(deeper, animated: false)
        _ = scene.finishTurn()
        // Automatic follows the item below it.
        #expect(navigation.navigationBar.frame.height == 44)
    }
}
