import Testing
@_spi(Host) import UIKitCore
import UIKit

/// Large titles: a band under the bar's buttons with the title in 34-point bold, folded away
/// once the content scrolled under it and back when the content is at its top.
@MainActor
struct LargeTitleTests {
    @Test func testALargeTitleFoldsAwayWhenTheContentScrollsUnderItAndComesBackAtTheTop() throws {
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
        #expect(large.text == "Mail" && !large.isHidden)
        #expect(large.font == .systemFont(ofSize: 34, weight: .bold))
        // The content starts under the large title.
        #expect(table.adjustedContentInset.top == bar.frame.maxY)
        #expect(table.contentOffset.y == -bar.frame.maxY)
        let top = bar.frame.maxY
        table.contentSize = CGSize(width: 390, height: 3000)
        // Scrolled by less than the band: it stays.
        table.contentOffset = CGPoint(x: 0, y: -top + 30)
        _ = scene.finishTurn()
        #expect(bar.frame.height == 96)
        // Scrolled under the whole band: it folds away, the content does not move.
        table.contentOffset = CGPoint(x: 0, y: -top + 60)
        _ = scene.finishTurn()
        #expect(bar.frame.height == 44)
        #expect(large.isHidden)
        #expect(table.adjustedContentInset.top == top - 52)
        #expect(table.contentOffset.y == -top + 60)
        // Back at the top of the content: the band comes back and the content sits under it.
        table.contentOffset = CGPoint(x: 0, y: -(top - 52))
        _ = scene.finishTurn()
        #expect(bar.frame.height == 96)
        #expect(table.contentOffset.y == -top)
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
