import Foundation

/// Inserts, deletes, moves and reloads, checked against the data source as UIKit checks them:
/// deletes and reloads name rows and sections as they were before the update, inserts as they
/// are after, and the counts must add up.
struct TableUpdate {
    var insertedRows: [IndexPath] = []
    var deletedRows: [IndexPath] = []
    var reloadedRows: [IndexPath] = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var reloadedSections = IndexSet()
    /// Whether the page plays the update: the rows that stay slide to their places, inserted
    /// rows come in and deleted ones go as the styles say (at once without one).
    var animates = false
    var insertStyle: RenderAnimation.Style?
    var deleteStyle: RenderAnimation.Style?

    /// The update animated as `animation` asks for its inserted and deleted rows, unless
    /// animations are off (`UIView.performWithoutAnimation`).
    @MainActor
    func animated(_ animation: UITableView.RowAnimation, inserts: Bool = true, deletes: Bool = true) -> TableUpdate {
        var update = self
        guard UIView.areAnimationsEnabled else { return update }
        update.animates = true
        let style: RenderAnimation.Style? = switch animation {
        case .none: nil
        case .fade, .middle, .automatic: .fade
        case .right: .right
        case .left: .left
        case .top: .top
        case .bottom: .bottom
        }
        if inserts { update.insertStyle = style }
        if deletes { update.deleteStyle = style }
        return update
    }

    mutating func merge(_ other: TableUpdate) {
        animates = animates || other.animates
        insertStyle = insertStyle ?? other.insertStyle
        deleteStyle = deleteStyle ?? other.deleteStyle
        insertedRows += other.insertedRows
        deletedRows += other.deletedRows
        reloadedRows += other.reloadedRows
        movedRows += other.movedRows
        insertedSections.formUnion(other.insertedSections)
        deletedSections.formUnion(other.deletedSections)
        reloadedSections.formUnion(other.reloadedSections)
    }

    /// Where a section before the update is after it, or `nil` when it is deleted.
    func newSection(_ old: Int) -> Int? {
        guard !deletedSections.contains(old) else { return nil }
        var section = old - deletedSections.count(in: 0..<old)
        for inserted in insertedSections where inserted <= section { section += 1 }
        return section
    }

    /// Where a row before the update is after it, or `nil` when it goes (deleted, reloaded, or in
    /// a deleted or reloaded section).
    func newIndexPath(_ old: IndexPath) -> IndexPath? {
        if let move = movedRows.first(where: { $0.from == old }) { return move.to }
        guard !reloadedSections.contains(old.section), !deletedRows.contains(old), !reloadedRows.contains(old),
              let section = newSection(old.section) else { return nil }
        let removedBefore = deletedRows.count { $0.section == old.section && $0.row < old.row }
            + movedRows.count { $0.from.section == old.section && $0.from.row < old.row }
        var row = old.row - removedBefore
        let added = (insertedRows.filter { $0.section == section } + movedRows.map(\.to).filter { $0.section == section })
            .map(\.row).sorted()
        for insertedRow in added where insertedRow <= row { row += 1 }
        return IndexPath(row: row, section: section)
    }
}

extension UITableView {
    func applyUpdate(_ update: TableUpdate) {
        if batchDepth > 0 {
            pendingUpdate?.merge(update)
        } else {
            commitUpdate(update)
        }
    }

    func performBatchUpdatesImplementation(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        beginUpdates()
        updates?()
        endUpdates()
        guard let completion else { return }
        guard let scene = window?.windowScene else { return completion(true) }
        // The rows move in UIKit's 0.3 seconds; the page shows the result at once.
        _ = ControlTimer(in: scene, after: Self.scrollAnimationDuration) { completion(true) }
    }

    /// Checks the update against the data source's new counts, then keeps the cells and
    /// selection of the rows that stay, at their new index paths.
    func commitUpdate(_ update: TableUpdate) {
        guard !needsReload else {
            // Nothing was counted yet: the next layout counts everything.
            return
        }
        let old = layout
        let new = makeLayout()
        validate(update, old: old, new: new)
        closeSwipe()
        var kept: [IndexPath: UITableViewCell] = [:]
        let renderer = update.animates ? window?.windowScene?.renderer : nil
        for (indexPath, cell) in visibleCellsByIndexPath {
            if let moved = update.newIndexPath(indexPath) {
                kept[moved] = cell
            } else {
                // A row that goes leaves in the page as the update's style says.
                if let renderer, let style = update.deleteStyle {
                    renderer.animate(cell, .disappear, style: style, duration: Self.scrollAnimationDuration)
                }
                retire(cell, at: indexPath, notify: true)
            }
        }
        pendingRowAnimation = update.animates ? RowAnimationPlan(update, kept: kept.values) : nil
        selectedIndexPaths = Set(selectedIndexPaths.compactMap(update.newIndexPath))
        highlightedIndexPath = highlightedIndexPath.flatMap(update.newIndexPath)
        for view in visibleHeaders.values { retireHeaderFooter(view) }
        for view in visibleFooters.values { retireHeaderFooter(view) }
        visibleHeaders.removeAll()
        visibleFooters.removeAll()
        layout = new
        // The kept rows keep their heights: the delegate's, or the cell's own.
        for (indexPath, cell) in kept where layout.isValid(indexPath) {
            let height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
            layout.setHeight(height >= 0 ? height : cell.fittingHeight(forWidth: cell.bounds.width), of: indexPath)
        }
        visibleCellsByIndexPath = kept
        setNeedsLayout()
    }

    private func validate(_ update: TableUpdate, old: TableLayout, new: TableLayout) {
        let expectedSections = old.sections.count + update.insertedSections.count - update.deletedSections.count
        guard new.sections.count == expectedSections else {
            preconditionFailure("""
                Invalid update: invalid number of sections. The number of sections contained in the table view after \
                the update (\(new.sections.count)) must be equal to the number of sections contained in the table view \
                before the update (\(old.sections.count)), plus or minus the number of sections inserted or deleted \
                (\(update.insertedSections.count) inserted, \(update.deletedSections.count) deleted).
                """)
        }
        for (oldSection, info) in old.sections.enumerated() {
            guard let section = update.newSection(oldSection), !update.reloadedSections.contains(oldSection) else { continue }
            let inserted = update.insertedRows.count { $0.section == section }
            let deleted = update.deletedRows.count { $0.section == oldSection }
            let movedIn = update.movedRows.count { $0.to.section == section }
            let movedOut = update.movedRows.count { $0.from.section == oldSection }
            let expected = info.rowCount + inserted - deleted + movedIn - movedOut
            guard new.sections[section].rowCount == expected else {
                preconditionFailure("""
                    Invalid update: invalid number of rows in section \(section). The number of rows contained in an \
                    existing section after the update (\(new.sections[section].rowCount)) must be equal to the number of \
                    rows contained in that section before the update (\(info.rowCount)), plus or minus the number of rows \
                    inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus \
                    the number of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out).
                    """)
            }
        }
    }
}

/// How the rows of an animated update show in the page at the next layout: the rows that stay
/// slide to their new places, inserted (and reloaded) rows come in as the style says, and rows
/// that only come into view fade in.
@MainActor
struct RowAnimationPlan {
    let kept: Set<ObjectIdentifier>
    let inserted: Set<IndexPath>
    let insertedSections: IndexSet
    let insertStyle: RenderAnimation.Style?

    init(_ update: TableUpdate, kept: some Sequence<some UIView>) {
        self.kept = Set(kept.map { ObjectIdentifier($0) })
        inserted = Set(update.insertedRows + update.reloadedRows.compactMap { update.newIndexPathOfReloaded($0) })
        var sections = update.insertedSections
        for section in update.reloadedSections { if let moved = update.newSection(section) { sections.insert(moved) } }
        insertedSections = sections
        insertStyle = update.insertStyle
    }

    /// Tells the renderer how `view`, shown at `indexPath` after the update, gets there.
    func animate(_ view: UIView, at indexPath: IndexPath, with renderer: SceneRenderer?) {
        guard let renderer else { return }
        if kept.contains(ObjectIdentifier(view)) {
            renderer.animate(view, .move, duration: UIScrollView.scrollAnimationDuration)
        } else if inserted.contains(indexPath) || insertedSections.contains(indexPath.section) {
            if let insertStyle { renderer.animate(view, .appear, style: insertStyle, duration: UIScrollView.scrollAnimationDuration) }
        } else {
            renderer.animate(view, .appear, style: .fade, duration: UIScrollView.scrollAnimationDuration)
        }
    }
}

extension TableUpdate {
    /// Where a reloaded row is after the update: where it would be had it stayed.
    func newIndexPathOfReloaded(_ old: IndexPath) -> IndexPath? {
        var without = self
        without.reloadedRows.removeAll { $0 == old }
        return without.newIndexPath(old)
    }
}
