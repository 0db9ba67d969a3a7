import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
private final class SearchLog: NSObject, UISearchResultsUpdating, UISearchControllerDelegate, UISearchBarDelegate {
    var events: [String] = []

    func updateSearchResults(for searchController: UISearchController) {
        events.append("update \"\(searchController.searchBar.text ?? "")\" active=\(searchController.isActive)")
    }
    func willPresentSearchController(_ searchController: UISearchController) { events.append("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { events.append("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { events.append("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { events.append("didDismiss") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { events.append("cancelClicked") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { events.append("textDidChange \(searchText)") }
}

/// UISearchController in a navigation item: its bar under the title, editing activates the
/// search, every change updates the results, Cancel ends it.
@MainActor
struct SearchControllerTests {
    private func makeSearch(results: UIViewController? = nil)
        -> (UIWindowScene, UIViewController, UISearchController, SearchLog, UIWindow) {
        let content = UIViewController()
        let search = UISearchController(searchResultsController: results)
        let log = SearchLog()
        search.searchResultsUpdater = log
        search.delegate = log
        search.searchBar.delegate = log
        content.navigationItem.searchController = search
        let (scene, window) = showOnManualClock(UINavigationController(rootViewController: content))
        return (scene, content, search, log, window)
    }

    @Test func testTheSearchBarSitsUnderTheTitleAndTheContentBelowIt() throws {
        let (_, content, search, _, window) = makeSearch()
        defer { withExtendedLifetime(window) {} }
        let bar = try #require(content.navigationController?.navigationBar)
        #expect(search.searchBar.superview === bar)
        #expect(search.searchBar.frame == CGRect(x: 0, y: 44, width: 390, height: 52))
        #expect(bar.frame.height == 96)
        // The content's safe area starts below the bar and its search bar.
        #expect(content.view.safeAreaInsets.top == bar.frame.maxY)
        #expect(!search.isActive)
    }

    @Test func testEditingActivatesTheSearchTypingUpdatesAndCancelEndsIt() throws {
        let (scene, _, search, log, window) = makeSearch()
        defer { withExtendedLifetime(window) {} }
        let field = search.searchBar.searchTextField
        scene.tap(at: field.convert(CGPoint(x: 60, y: 18), to: nil))
        _ = scene.finishTurn()
        #expect(field.isFirstResponder)
        #expect(search.isActive)
        #expect(log.events == ["willPresent", "update \"\" active=true", "didPresent"])
        let cancel = try #require(search.searchBar.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == "Cancel" })
        #expect(!cancel.isHidden)
        log.events = []
        field.insertText("ab")
        #expect(log.events == ["textDidChange ab", "update \"ab\" active=true"])
        log.events = []
        scene.tap(at: cancel.convert(CGPoint(x: cancel.bounds.midX, y: cancel.bounds.midY), to: nil))
        _ = scene.finishTurn()
        #expect(log.events == ["cancelClicked", "willDismiss", "update \"\" active=false", "didDismiss"])
        #expect(!search.isActive && !field.isFirstResponder)
        #expect(search.searchBar.text == "")
        #expect(cancel.isHidden)
    }

    @Test func theResultsControllerCoversTheContentWhileSearching() throws {
        let results = UIViewController()
        let (scene, content, search, _, window) = makeSearch(results: results)
        defer { withExtendedLifetime(window) {} }
        search.isActive = true
        _ = scene.finishTurn()
        #expect(results.parent === content)
        #expect(results.view.superview === content.view)
        search.isActive = false
        _ = scene.finishTurn()
        #expect(results.parent == nil && results.view.superview == nil)
    }
}
