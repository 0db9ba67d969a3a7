import Foundation

/// Swiping a row, as UIKit's tables do: a finger that moves sideways on a row more than it
/// moves up or down slides the content and reveals the delegate's actions; released past half
/// of them it stays open, released past 60% of the row's width it performs the first action
/// (a full swipe), otherwise it closes. A tap on an action runs its handler; a touch elsewhere
/// closes the row and does nothing else.
extension UITableView {
    /// How far a finger moves sideways before the row follows it.
    static let swipeThreshold: CGFloat = 10

    /// Starts a swipe when the tracked touch has moved far enough sideways over a row whose
    /// delegate gives actions for that edge.
    func beginSwipeIfNeeded(at point: CGPoint, from start: CGPoint) -> Bool {
        let dx = point.x - start.x, dy = point.y - start.y
        guard abs(dx) > Self.swipeThreshold, abs(dx) > abs(dy), let indexPath = indexPathForRow(at: start),
              let cell = tiledCell(at: indexPath) else { return false }
        let trailing = dx < 0
        let configuration = trailing ? tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
                                         ?? defaultDeleteConfiguration(at: indexPath)
                                     : tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        guard let configuration, !configuration.actions.isEmpty else { return false }
        startSwipe(RowSwipe(indexPath: indexPath, cell: cell, configuration: configuration, fromTrailing: trailing))
        return true
    }

    /// UIKit's swipe to delete: with no trailing actions of the delegate's, a row whose data
    /// source implements `tableView(_:commit:forRowAt:)` (known through the source plugin's
    /// selector tables) and whose editing style is delete offers Delete, which commits it.
    private func defaultDeleteConfiguration(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard let dataSource, _respondsToUIKitOptional(dataSource, "tableView:commitEditingStyle:forRowAtIndexPath:"),
              dataSource.tableView(self, canEditRowAt: indexPath),
              (tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete else { return nil }
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        let delete = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, done in
            guard let self, let dataSource = self.dataSource else { return done(false) }
            dataSource.tableView(self, commit: .delete, forRowAt: indexPath)
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    /// Opens the row's trailing actions without a swipe (a delete control's confirmation).
    func openSwipe(with configuration: UISwipeActionsConfiguration, at indexPath: IndexPath) {
        guard let cell = tiledCell(at: indexPath), !configuration.actions.isEmpty else { return }
        let swipe = RowSwipe(indexPath: indexPath, cell: cell, configuration: configuration, fromTrailing: true)
        startSwipe(swipe)
        swipe.isOpen = true
        swipe.offset = -swipe.actionsWidth
        swipe.baseOffset = swipe.offset
        placeSwipe(swipe)
    }
}
