import Foundation

/// The methods a table view's prefetching data source implements to load data for rows before
/// they are needed.
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: AnyObject {
    /// Rows are coming near: start loading their data.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Rows asked for are no longer coming: their loading can stop. The default does nothing.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

/// The methods a collection view's prefetching data source implements to load data for items
/// before they are needed.
@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    /// Items are coming near: start loading their data.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Items asked for are no longer coming. The default does nothing.
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}

/// The index paths a view asked its prefetching data source for, and what changes when the
/// area ahead of the shown one moves: new ones to ask for, gone ones to cancel (not those that
/// came to be shown).
struct PrefetchWindow {
    private(set) var asked: Set<IndexPath> = []

    mutating func update(ahead: [IndexPath], shown: Set<IndexPath>) -> (fetch: [IndexPath], cancel: [IndexPath]) {
        let wanted = Set(ahead).subtracting(shown)
        let fetch = ahead.filter { !asked.contains($0) && !shown.contains($0) }
        let cancel = asked.subtracting(wanted).subtracting(shown).sorted()
        asked = wanted
        return (fetch, cancel)
    }

    mutating func reset() {
        asked = []
    }
}

extension UITableView {
    /// Asks the prefetching data source for the rows in the screen beyond the shown area, in the
    /// direction of the last scroll, and cancels those no longer ahead.
    func updatePrefetching(shownFrom minY: CGFloat, to maxY: CGFloat) {
        guard let prefetchDataSource else { return }
        let scrollingUp = contentOffset.y < lastPrefetchOffset
        lastPrefetchOffset = contentOffset.y
        let ahead = scrollingUp ? CGRect(x: 0, y: minY - bounds.height, width: bounds.width, height: bounds.height)
                                : CGRect(x: 0, y: maxY, width: bounds.width, height: bounds.height)
        let rows = indexPathsImplementation(in: ahead).filter { layout.rowTop($0) + layout.rowHeight($0) > ahead.minY }
        let change = prefetchWindow.update(ahead: rows, shown: Set(visibleIndexPaths))
        if !change.cancel.isEmpty { prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: change.cancel) }
        if !change.fetch.isEmpty { prefetchDataSource.tableView(self, prefetchRowsAt: change.fetch) }
    }
}

extension UICollectionView {
    /// Asks the prefetching data source for the items in the screen beyond the shown area, in
    /// the direction of the last scroll, and cancels those no longer ahead.
    func updatePrefetching(shown area: CGRect) {
        guard let prefetchDataSource else { return }
        let scrollingBack = contentOffset.y < lastPrefetchOffset
        lastPrefetchOffset = contentOffset.y
        let ahead = scrollingBack ? CGRect(x: area.minX, y: area.minY - bounds.height, width: area.width, height: bounds.height)
                                  : CGRect(x: area.minX, y: area.maxY, width: area.width, height: bounds.height)
        let items = shownAttributes(in: ahead)
            .filter { $0.representedElementCategory == .cell && $0.frame.intersects(ahead) && !area.intersects($0.frame) }
            .map(\.indexPath)
        let shown = Set(visibleViews.keys.filter { $0.category == .cell }.map(\.indexPath))
        let change = prefetchWindow.update(ahead: items, shown: shown)
        if !change.cancel.isEmpty { prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: change.cancel) }
        if !change.fetch.isEmpty { prefetchDataSource.collectionView(self, prefetchItemsAt: change.fetch) }
    }
}
