import Foundation

/// Inserts, deletes, moves and reloads of items and sections, by the same rules as a table's:
/// deletes and reloads name items as they were, inserts as they are after, and the counts must
/// add up.
extension UICollectionView {
    func applyUpdate(_ update: TableUpdate) {
        if batchDepth > 0 {
            pendingUpdate?.merge(update)
        } else {
            commitUpdate(update)
        }
    }

    func performBatchUpdatesImplementation(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        batchDepth += 1
        if batchDepth == 1 { pendingUpdate = TableUpdate() }
        updates?()
        batchDepth -= 1
        if batchDepth == 0, let update = pendingUpdate {
            pendingUpdate = nil
            commitUpdate(update)
        }
        guard let completion else { return }
        guard let scene = window?.windowScene else { return completion(true) }
        // The items move in UIKit's 0.3 seconds; the page shows the result at once.
        _ = ControlTimer(in: scene, after: Self.scrollAnimationDuration) { completion(true) }
    }

    /// Checks the update against the data source's new counts, then keeps the cells and the
    /// selection of the items that stay, at their new index paths.
    func commitUpdate(_ update: TableUpdate) {
        guard let old = sectionCounts else {
            // Nothing was counted yet: the next layout counts everything.
            return
        }
        let new = countItems()
        validate(update, old: old, new: new)
        sectionCounts = new
        closeSwipe()
        var kept: [ElementKey: UICollectionReusableView] = [:]
        let renderer = update.animates ? window?.windowScene?.renderer : nil
        for (key, view) in visibleViews {
            if key.category == .cell, update.newIndexPath(key.indexPath) == nil, let renderer, let style = update.deleteStyle {
                // An item that goes leaves in the page as the update's style says.
                renderer.animate(view, .disappear, style: style, duration: Self.scrollAnimationDuration)
            }
            if key.category == .cell, let moved = update.newIndexPath(key.indexPath) {
                let newKey = ElementKey(category: .cell, kind: nil, indexPath: moved)
                view.elementKey = newKey
                kept[newKey] = view
            } else if key.category != .cell, let section = update.newSection(key.indexPath.section),
                      !update.reloadedSections.contains(key.indexPath.section) {
                var indexPath = key.indexPath
                indexPath.section = section
                let newKey = ElementKey(category: key.category, kind: key.kind, indexPath: indexPath)
                view.elementKey = newKey
                kept[newKey] = view
            } else {
                retire(view, key: key, notify: true)
            }
        }
        selectedIndexPaths = Set(selectedIndexPaths.compactMap(update.newIndexPath))
        highlightedIndexPath = highlightedIndexPath.flatMap(update.newIndexPath)
        visibleViews = kept
        pendingRowAnimation = update.animates ? RowAnimationPlan(update, kept: kept.filter { $0.key.category == .cell }.values) : nil
        // Orthogonal sections keep their scroll views under their new indices.
        var scrollers: [Int: OrthogonalScrollView] = [:]
        for (section, scroller) in orthogonalScrollers {
            if let moved = update.newSection(section) { scrollers[moved] = scroller } else { scroller.removeFromSuperview() }
        }
        orthogonalScrollers = scrollers
        storedLayout.forgetMeasuredSizes()
        storedLayout.invalidateLayout()
        setNeedsLayout()
    }

    private func validate(_ update: TableUpdate, old: [Int], new: [Int]) {
        let expectedSections = old.count + update.insertedSections.count - update.deletedSections.count
        guard new.count == expectedSections else {
            preconditionFailure("""
                Invalid update: invalid number of sections. The number of sections contained in the collection view after \
                the update (\(new.count)) must be equal to the number of sections contained in the collection view before \
                the update (\(old.count)), plus or minus the number of sections inserted or deleted \
                (\(update.insertedSections.count) inserted, \(update.deletedSections.count) deleted).
                """)
        }
        for (oldSection, count) in old.enumerated() {
            guard let section = update.newSection(oldSection), !update.reloadedSections.contains(oldSection) else { continue }
            let inserted = update.insertedRows.count { $0.section == section }
            let deleted = update.deletedRows.count { $0.section == oldSection }
            let movedIn = update.movedRows.count { $0.to.section == section }
            let movedOut = update.movedRows.count { $0.from.section == oldSection }
            let expected = count + inserted - deleted + movedIn - movedOut
            guard new[section] == expected else {
                preconditionFailure("""
                    Invalid update: invalid number of items in section \(section). The number of items contained in an \
                    existing section after the update (\(new[section])) must be equal to the number of items contained in \
                    that section before the update (\(count)), plus or minus the number of items inserted or deleted from \
                    that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of items moved into \
                    or out of that section (\(movedIn) moved in, \(movedOut) moved out).
                    """)
            }
        }
    }
}
