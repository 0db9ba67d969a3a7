import Foundation

/// Highlighting and selecting items as a finger does on a device, in UIKit's order: touch down
/// asks `shouldHighlightItemAt` and highlights (`didHighlightItemAt`); lifting the finger on
/// the item asks `shouldSelectItemAt`, removes the highlight (`didUnhighlightItemAt`), and
/// selects (`didSelectItemAt`); a touch that becomes a scroll only removes the highlight.
extension UICollectionView {
    var selectionIsAllowed: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }
    var multipleSelectionIsAllowed: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    /// The item whose cell the touch is in: the cell is found from the touched view, so cells in
    /// sections that scroll across count too.
    private func touchedIndexPath(_ touch: UITouch) -> IndexPath? {
        var view = touch.view
        while let current = view, current !== self {
            if let cell = current as? UICollectionViewCell, cell.owningCollectionView === self, let key = cell.elementKey,
               key.category == .cell {
                return key.indexPath
            }
            view = current.superview
        }
        return nil
    }

    func trackTouchesBegan(_ touches: Set<UITouch>) -> Bool {
        guard trackedTouch == nil, touches.count == 1, let touch = touches.first else { return false }
        if let swipe = rowSwipe {
            // An open row: the finger drags it on, or, anywhere else, closes it and does nothing more.
            trackedTouch = ObjectIdentifier(touch)
            trackedTouchStart = touch.location(in: self)
            if touchedIndexPath(touch) == swipe.indexPath {
                swipe.baseOffset = swipe.offset
                touchDrivesSwipe = true
            } else {
                closeSwipe()
                touchIsSwallowed = true
            }
            return true
        }
        guard let indexPath = touchedIndexPath(touch) else { return false }
        trackedTouch = ObjectIdentifier(touch)
        trackedTouchStart = touch.location(in: self)
        // A finger on a list cell's reorder control moves the item.
        if isEditing, touch.view.map(isInReorderControl) == true, beginInteractiveMovementForItem(at: indexPath) {
            touchDrivesMovement = true
            return true
        }
        guard selectionIsAllowed || tiledCell(at: indexPath).map(togglesOutlineOnTap) == true,
              collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return true }
        highlightedIndexPath = indexPath
        tiledCell(at: indexPath)?.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
        return true
    }

    /// A finger moving sideways on a row of a list section whose configuration gives actions for
    /// that edge slides the row (see `RowSwipeHost`).
    func trackTouchesMoved(_ touches: Set<UITouch>) -> Bool {
        guard let touch = touches.first(where: { ObjectIdentifier($0) == trackedTouch }),
              let start = trackedTouchStart else { return false }
        let point = touch.location(in: self)
        if touchDrivesMovement, let center = interactiveMovement?.startCenter {
            updateInteractiveMovementTargetPosition(CGPoint(x: center.x + point.x - start.x, y: center.y + point.y - start.y))
            return true
        }
        if !touchDrivesSwipe, !touchIsSwallowed, rowSwipe == nil, beginSwipeIfNeeded(at: point, from: start, touch: touch) {
            unhighlight()
            touchDrivesSwipe = true
        }
        if touchDrivesSwipe { moveSwipe(by: point.x - start.x) }
        return true
    }

    private func beginSwipeIfNeeded(at point: CGPoint, from start: CGPoint, touch: UITouch) -> Bool {
        let dx = point.x - start.x, dy = point.y - start.y
        guard abs(dx) > UITableView.swipeThreshold, abs(dx) > abs(dy), let indexPath = touchedIndexPath(touch),
              let cell = tiledCell(at: indexPath),
              let list = (storedLayout as? UICollectionViewCompositionalLayout)?.listConfiguration(ofSection: indexPath.section)
        else { return false }
        let trailing = dx < 0
        let provider = trailing ? list.trailingSwipeActionsConfigurationProvider : list.leadingSwipeActionsConfigurationProvider
        guard let configuration = provider?(indexPath), !configuration.actions.isEmpty else { return false }
        startSwipe(RowSwipe(indexPath: indexPath, cell: cell, configuration: configuration, fromTrailing: trailing))
        return true
    }

    private func resetTracking() {
        trackedTouch = nil
        trackedTouchStart = nil
        touchDrivesSwipe = false
        touchIsSwallowed = false
        touchDrivesMovement = false
    }

    private func isInReorderControl(_ view: UIView) -> Bool {
        var current: UIView? = view
        while let candidate = current, candidate !== self {
            if candidate is TableReorderControl { return true }
            current = candidate.superview
        }
        return false
    }

    func trackTouchesEnded(_ touches: Set<UITouch>) -> Bool {
        guard let touch = touches.first(where: { ObjectIdentifier($0) == trackedTouch }) else { return false }
        let (drove, swallowed, moved) = (touchDrivesSwipe, touchIsSwallowed, touchDrivesMovement)
        resetTracking()
        if moved {
            endInteractiveMovement()
            return true
        }
        if drove { endSwipe() }
        guard !drove, !swallowed, let highlighted = highlightedIndexPath else { return true }
        guard touchedIndexPath(touch) == highlighted,
              bounds.contains(touch.location(in: self)) else {
            unhighlight()
            return true
        }
        if let cell = tiledCell(at: highlighted) as? UICollectionViewListCell, togglesOutlineOnTap(cell) {
            unhighlight()
            cell.toggleOutline()
            return true
        }
        userTapped(highlighted)
        return true
    }

    func trackTouchesCancelled(_ touches: Set<UITouch>) -> Bool {
        guard touches.contains(where: { ObjectIdentifier($0) == trackedTouch }) else { return false }
        let (drove, moved) = (touchDrivesSwipe, touchDrivesMovement)
        resetTracking()
        if moved { cancelInteractiveMovement() }
        unhighlight()
        // A scroll took the touch: a row being swiped closes.
        if drove, rowSwipe?.isOpen != true { closeSwipe() }
        return true
    }

    /// Whether a tap anywhere on the cell expands or collapses its item: a header-style outline
    /// disclosure.
    private func togglesOutlineOnTap(_ cell: UICollectionViewCell) -> Bool {
        guard let disclosure = (cell as? UICollectionViewListCell)?.outlineDisclosure else { return false }
        return disclosure.options.style == .header
    }

    private func unhighlight() {
        guard let indexPath = highlightedIndexPath else { return }
        highlightedIndexPath = nil
        tiledCell(at: indexPath)?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }

    /// A tap on an item: a selected item in multiple selection is deselected when the delegate
    /// allows; otherwise the item is selected when the delegate allows, after the other selected
    /// item is deselected in single selection.
    private func userTapped(_ indexPath: IndexPath) {
        if multipleSelectionIsAllowed, selectedIndexPaths.contains(indexPath) {
            let allowed = collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true
            unhighlight()
            guard allowed else { return }
            deselectItem(at: indexPath, animated: false)
            collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        let allowed = collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
        unhighlight()
        guard allowed else { return }
        if !multipleSelectionIsAllowed {
            for other in selectedIndexPaths.sorted() where other != indexPath {
                deselectItem(at: other, animated: false)
                collectionDelegate?.collectionView(self, didDeselectItemAt: other)
            }
        }
        // Tapping the selected item again in single selection tells the delegate again, as UIKit does.
        selectedIndexPaths.insert(indexPath)
        tiledCell(at: indexPath)?.isSelected = true
        // A storyboard cell's selection segue runs before `didSelectItemAt`, as on iOS.
        if let cell = tiledCell(at: indexPath), let trigger = cell.segueTrigger { trigger.fire(sender: cell) }
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }
}
