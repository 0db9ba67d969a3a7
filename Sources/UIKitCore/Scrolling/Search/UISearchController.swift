import Foundation

/// The method an object implements to update search results as the user types.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// The search bar's text or scope changed, or the search became active or inactive.
    func updateSearchResults(for searchController: UISearchController)
}

/// The methods a search controller's delegate implements to follow its presentation; all
/// optional.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// A view controller that manages the display of search results based on interactions with a
/// search bar.
///
/// Its search bar goes in a navigation item (`navigationItem.searchController`), under the
/// navigation bar's title, or anywhere in a view (a table's header). Editing the bar makes the
/// search active: the Cancel button shows, the results controller (if any) covers the content,
/// and the updater hears every change; Cancel clears the text and ends the search.
open class UISearchController: UIViewController {
    /// The controller that shows the results, or `nil` to show them in the searched view itself.
    public let searchResultsController: UIViewController?

    /// The search bar.
    public let searchBar = UISearchBar()

    /// The object that updates the results.
    open weak var searchResultsUpdater: UISearchResultsUpdating?

    /// The controller's delegate.
    open weak var delegate: UISearchControllerDelegate?

    /// Whether the content is dimmed while searching. Kept; the content is not dimmed.
    open var obscuresBackgroundDuringPresentation = true

    /// Whether the navigation bar hides while searching. Kept; the bar stays.
    open var hidesNavigationBarDuringPresentation = true

    /// Whether the Cancel button shows while searching. The default is `true`.
    open var automaticallyShowsCancelButton = true

    /// Whether the scope buttons show while searching. The default is `true`.
    open var automaticallyShowsScopeBar = true

    /// Creates a search controller showing results in the controller, or in place for `nil`.
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.owningSearchController = self
    }

    public convenience init() {
        self.init(searchResultsController: nil)
    }

    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
        searchBar.owningSearchController = self
    }

    /// Whether the search is active.
    open var isActive: Bool {
        get { active }
        set { setActive(newValue) }
    }

    // MARK: Internals

    private var active = false
    /// The navigation item whose bar shows the search bar.
    weak var hostItem: UINavigationItem?

    private func setActive(_ newValue: Bool) {
        guard newValue != active else { return }
        if newValue {
            delegate?.willPresentSearchController(self)
            active = true
            if automaticallyShowsCancelButton { searchBar.showsCancelButton = true }
            if automaticallyShowsScopeBar, searchBar.scopeButtonTitles?.isEmpty == false { searchBar.showsScopeBar = true }
            showResultsController()
            searchResultsUpdater?.updateSearchResults(for: self)
            delegate?.didPresentSearchController(self)
        } else {
            delegate?.willDismissSearchController(self)
            active = false
            if automaticallyShowsCancelButton { searchBar.showsCancelButton = false }
            if automaticallyShowsScopeBar { searchBar.showsScopeBar = false }
            if searchBar.searchTextField.isFirstResponder { _ = searchBar.searchTextField.resignFirstResponder() }
            hideResultsController()
            searchResultsUpdater?.updateSearchResults(for: self)
            delegate?.didDismissSearchController(self)
        }
    }

    func searchBarBeganEditing() {
        if !active { setActive(true) }
    }

    func searchTextChanged() {
        guard active else { return }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    func searchBarCancelled() {
        searchBar.text = ""
        setActive(false)
    }

    func searchBarHeightDidChange() {
        hostItem?.navigationBar?.itemsDidChange()
        hostItem?.navigationBar?.superview?.setNeedsLayout()
    }

    /// The results controller covers the searched controller's view below the bars.
    private func showResultsController() {
        guard let results = searchResultsController, let host = presentingContext else { return }
        host.addChild(results)
        let resultsView = results.view!
        resultsView.frame = host.view.bounds.inset(by: UIEdgeInsets(top: host.view.safeAreaInsets.top, left: 0, bottom: 0, right: 0))
        resultsView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        host.view.addSubview(resultsView)
        results.didMove(toParent: host)
    }

    private func hideResultsController() {
        guard let results = searchResultsController, results.parent != nil else { return }
        results.willMove(toParent: nil)
        results.viewIfLoaded?.removeFromSuperview()
        results.removeFromParent()
    }

    /// The controller whose navigation item holds the search controller.
    private var presentingContext: UIViewController? {
        hostItem?.owningController
    }
}
