import Foundation

/// Highlighting and selecting rows as a finger does on a device: the row under a touch is
/// highlighted while the finger is down, selected when it lifts on it, and let go when the
/// touch becomes a scroll (cancelled).
extension UITableView {
    var selectionIsAllowed: Bool { storedEditing ? allowsSelectionDuringEditing : allowsSelection }
    var multipleSelectionIsAllowed: Bool {
        storedEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    func trackTouchesBegan(_ touches: Set<UITouch>) -> Bool {
        guard trackedTouch == nil, touches.count == 1, let touch = touches.first else { return false }
        let point = touch.location(in: self)
        if let swipe = rowSwipe {
            // An open row: the finger drags it on, or, anywhere else, closes it and does nothing more.
            trackedTouch = ObjectIdentifier(touch)
            trackedTouchStart = point
            if indexPathForRow(at: point) == swipe.indexPath {
                swipe.baseOffset = swipe.offset
                touchDrivesSwipe = true
            } else {
                closeSwipe()
                touchIsSwallowed = true
            }
            return true
        }
        guard let indexPath = indexPathForRow(at: point) else { return false }
        trackedTouch = ObjectIdentifier(touch)
        trackedTouchStart = point
        if storedEditing, let cell = tiledCell(at: indexPath), let control = cell.reorderControl,
           touch.view.map({ $0 === control || $0.isDescendant(of: control) }) == true {
            beginReorder(of: cell, at: point)
            return true
        }
        guard selectionIsAllowed, tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return true }
        highlightedIndexPath = indexPath
        tiledCell(at: indexPath)?.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
        return true
    }

    func trackTouchesMoved(_ touches: Set<UITouch>) -> Bool {
        guard let touch = touches.first(where: { ObjectIdentifier($0) == trackedTouch }),
              let start = trackedTouchStart else { return false }
        let point = touch.location(in: self)
        if reorder != nil {
            moveReorder(to: point)
            return true
        }
        if !touchDrivesSwipe, !touchIsSwallowed, !storedEditing, rowSwipe == nil, beginSwipeIfNeeded(at: point, from: start) {
            unhighlight()
            touchDrivesSwipe = true
        }
        if touchDrivesSwipe { moveSwipe(by: point.x - start.x) }
        return true
    }

    func trackTouchesEnded(_ touches: Set<UITouch>) -> Bool {
        guard let touch = touches.first(where: { ObjectIdentifier($0) == trackedTouch }) else { return false }
        let (drove, swallowed) = (touchDrivesSwipe, touchIsSwallowed)
        resetTracking()
        if reorder != nil {
            endReorder()
            return true
        }
        if drove { endSwipe() }
        guard !drove, !swallowed else { return true }
        let highlighted = highlightedIndexPath
        unhighlight()
        guard let highlighted, indexPathForRow(at: touch.location(in: self)) == highlighted else { return true }
        userTapped(highlighted)
        return true
    }

    func trackTouchesCancelled(_ touches: Set<UITouch>) -> Bool {
        guard touches.contains(where: { ObjectIdentifier($0) == trackedTouch }) else { return false }
        let drove = touchDrivesSwipe
        resetTracking()
        if reorder != nil { endReorder() }
        unhighlight()
        // A scroll took the touch: a row being swiped closes.
        if drove, rowSwipe?.isOpen != true { closeSwipe() }
        return true
    }

    private func resetTracking() {
        trackedTouch = nil
        trackedTouchStart = nil
        touchDrivesSwipe = false
        touchIsSwallowed = false
    }

    private func unhighlight() {
        guard let indexPath = highlightedIndexPath else { return }
        highlightedIndexPath = nil
        tiledCell(at: indexPath)?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
    }

    /// A tap on a row, in UIKit's order: a selected row in multiple selection is deselected
    /// (`willDeselectRowAt`, `didDeselectRowAt`); otherwise `willSelectRowAt` may redirect or
    /// refuse, the other selected row is deselected in single selection, and `didSelectRowAt`.
    private func userTapped(_ indexPath: IndexPath) {
        if multipleSelectionIsAllowed, selectedIndexPaths.contains(indexPath) {
            userDeselect(indexPath)
            return
        }
        let proposed = tableDelegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
        guard let target = proposed, layout.isValid(target) else { return }
        if !multipleSelectionIsAllowed {
            for other in selectedIndexPaths.sorted() where other != target { userDeselect(other) }
        }
        guard !selectedIndexPaths.contains(target) || !multipleSelectionIsAllowed else { return }
        selectedIndexPaths.insert(target)
        tiledCell(at: target)?.setSelected(true, animated: false)
        // A storyboard cell's selection segue runs before `didSelectRowAt`, as on iOS.
        if let cell = tiledCell(at: target), let trigger = cell.segueTrigger { trigger.fire(sender: cell) }
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }

    private func userDeselect(_ indexPath: IndexPath) {
        let proposed = tableDelegate.map { $0.tableView(self, willDeselectRowAt: indexPath) } ?? indexPath
        guard let target = proposed, selectedIndexPaths.contains(target) else { return }
        deselectRowImplementation(at: target)
        tableDelegate?.tableView(self, didDeselectRowAt: target)
    }

    func selectRowImplementation(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for selected in selectedIndexPaths { deselectRowImplementation(at: selected) }
            return
        }
        ensureLoaded()
        guard layout.isValid(indexPath) else { return }
        if !multipleSelectionIsAllowed {
            for other in selectedIndexPaths where other != indexPath { deselectRowImplementation(at: other) }
        }
        selectedIndexPaths.insert(indexPath)
        tiledCell(at: indexPath)?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    func deselectRowImplementation(at indexPath: IndexPath) {
        guard selectedIndexPaths.remove(indexPath) != nil else { return }
        tiledCell(at: indexPath)?.setSelected(false, animated: false)
    }
}
