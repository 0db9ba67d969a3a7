import Foundation

/// Editing mode as UIKit shows it: a delete or insert control at a row's leading edge (its
/// content indented), a reorder control at its trailing edge for rows that can move. Tapping a
/// delete control offers a Delete button, which commits the deletion; tapping an insert control
/// commits the insertion; dragging a reorder control moves the row and tells the data source.
extension UITableView {
    /// How far the content of a row with an editing control is indented.
    static let editingIndent: CGFloat = 38

    /// Gives the cell the editing controls its row has now.
    func configureEditing(of cell: UITableViewCell, at indexPath: IndexPath) {
        guard storedEditing, let dataSource else {
            cell.applyEditingControls(style: .none, indents: false, reorders: false)
            return
        }
        let editable = dataSource.tableView(self, canEditRowAt: indexPath)
        let style = editable ? tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete : .none
        let indents = tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) ?? true
        cell.applyEditingControls(style: style, indents: indents, reorders: canMove(at: indexPath, dataSource: dataSource))
    }

    /// Whether the row shows a reorder control: as the data source says, and, as in UIKit, when
    /// it does not say but implements `tableView(_:moveRowAt:to:)` (known through the source
    /// plugin's selector tables).
    private func canMove(at indexPath: IndexPath, dataSource: any UITableViewDataSource) -> Bool {
        if dataSource.tableView(self, canMoveRowAt: indexPath) { return true }
        return !_respondsToUIKitOptional(dataSource, "tableView:canMoveRowAtIndexPath:")
            && _respondsToUIKitOptional(dataSource, "tableView:moveRowAtIndexPath:toIndexPath:")
    }

    /// A tap on a row's editing control.
    func editingControlTapped(in cell: UITableViewCell) {
        guard let indexPath = indexPath(for: cell), let dataSource else { return }
        switch cell.editingControlStyle {
        case .delete:
            if rowSwipe?.cell === cell {
                closeSwipe()
                return
            }
            closeSwipe()
            let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
            let delete = UIContextualAction(style: .destructive, title: title) { [weak self, weak cell] _, _, done in
                guard let self, let cell, let current = self.indexPath(for: cell) else { return done(false) }
                self.dataSource?.tableView(self, commit: .delete, forRowAt: current)
                done(true)
            }
            openSwipe(with: UISwipeActionsConfiguration(actions: [delete]), at: indexPath)
        case .insert:
            dataSource.tableView(self, commit: .insert, forRowAt: indexPath)
        case .none:
            break
        }
    }

    // MARK: Reordering

    /// A finger went down on a row's reorder control: the row follows it.
    func beginReorder(of cell: UITableViewCell, at point: CGPoint) {
        guard let indexPath = indexPath(for: cell) else { return }
        closeSwipe()
        reorder = RowReorder(source: indexPath, cell: cell, startY: point.y, cellStartY: cell.frame.minY, proposed: indexPath)
        cell.layer.zPosition = 1
        cell.layer.shadowOpacity = 0.2
        cell.layer.shadowRadius = 6
    }

    /// The finger moved: the row moves with it, within the content.
    func moveReorder(to point: CGPoint) {
        guard let reorder, let cell = reorder.cell else { return }
        let y = min(max(0, reorder.cellStartY + point.y - reorder.startY), max(0, contentSize.height - cell.frame.height))
        cell.frame.origin.y = y
        // The rows between make room where the row would go.
        let proposed = proposedDestination(for: cell, from: reorder.source)
        if proposed != reorder.proposed {
            self.reorder?.proposed = proposed
            setNeedsLayout()
        }
    }

    /// The finger lifted: the row goes where its middle is, as the delegate allows, and the data
    /// source is told.
    func endReorder() {
        guard let reorder else { return }
        self.reorder = nil
        guard let cell = reorder.cell else { return }
        cell.layer.zPosition = 0
        cell.layer.shadowOpacity = 0
        let proposed = proposedDestination(for: cell, from: reorder.source)
        let destination = tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: reorder.source, toProposedIndexPath: proposed)
            ?? proposed
        guard destination != reorder.source, layout.isValid(reorder.source) else {
            setNeedsLayout()
            return
        }
        dataSource?.tableView(self, moveRowAt: reorder.source, to: destination)
        commitUpdate(TableUpdate(movedRows: [(reorder.source, destination)]).animated(.none))
    }

    /// The row under the dragged row's middle, as a place to move it to: after the move, the
    /// row is there.
    private func proposedDestination(for cell: UITableViewCell, from source: IndexPath) -> IndexPath {
        let middle = cell.frame.midY
        guard let section = layout.sectionIndex(at: middle) else { return source }
        let info = layout.sections[section]
        let rowsTop = info.top + info.headerHeight
        guard info.rowCount > 0 || section != source.section else { return source }
        var row = 0
        if middle >= rowsTop, let under = layout.firstIndexPath(atOrBelow: middle), under.section == section {
            row = under.row
        } else if middle >= rowsTop {
            row = info.rowCount - (section == source.section ? 1 : 0)
        }
        let count = info.rowCount + (section == source.section ? 0 : 1)
        return IndexPath(row: min(max(0, row), max(0, count - 1)), section: section)
    }
}

/// A row being moved by its reorder control.
@MainActor
struct RowReorder {
    let source: IndexPath
    @HandleReference var cell: UITableViewCell?
    let startY: CGFloat
    let cellStartY: CGFloat
    /// Where the row would go now; the rows between make room for it.
    var proposed: IndexPath

    /// How far the row at `indexPath` moves to make room: up or down by the dragged row's
    /// height when it lies between the dragged row's place and where it would go, in the same
    /// section.
    func shift(of indexPath: IndexPath, height: CGFloat) -> CGFloat {
        guard indexPath != source, indexPath.section == source.section, proposed.section == source.section else { return 0 }
        if source.row < proposed.row, indexPath.row > source.row, indexPath.row <= proposed.row { return -height }
        if proposed.row < source.row, indexPath.row >= proposed.row, indexPath.row < source.row { return height }
        return 0
    }
}

/// The control a row shows in editing mode to be dragged to another place: the page does not
/// pan the table for a finger that goes down on it.
final class TableReorderControl: UILabel {
    override var grabsTouches: Bool { true }
}

extension UITableViewCell {
    /// Shows or hides the editing controls: the delete or insert control at the leading edge
    /// and the reorder control at the trailing edge.
    func applyEditingControls(style: EditingStyle, indents: Bool, reorders: Bool) {
        let changed = style != editingControlStyle || indents != editingIndents || reorders != (reorderControl != nil)
        editingControlStyle = style
        editingIndents = indents
        if style == .none {
            editingControl?.removeFromSuperview()
            editingControl = nil
        } else {
            let control = editingControl ?? UIButton(type: .custom)
            control.setTitle(style == .delete ? "⊖" : "⊕", for: .normal)
            control.setTitleColor(style == .delete ? .systemRed : .systemGreen, for: .normal)
            control.titleLabel?.font = .systemFont(ofSize: 22)
            control.accessibilityLabel = style == .delete ? "Delete" : "Insert"
            if editingControl == nil {
                control.addAction(UIAction { [weak self] _ in
                    guard let self else { return }
                    self.owningTable?.editingControlTapped(in: self)
                }, for: .touchUpInside)
                addSubview(control)
                editingControl = control
            }
        }
        if reorders {
            if reorderControl == nil {
                let control = TableReorderControl()
                control.text = "≡"
                control.font = .systemFont(ofSize: 24)
                control.textColor = .tertiaryLabel
                control.textAlignment = .center
                control.accessibilityLabel = "Reorder"
                control.isUserInteractionEnabled = true
                addSubview(control)
                reorderControl = control
            }
        } else {
            reorderControl?.removeFromSuperview()
            reorderControl = nil
        }
        if changed { setNeedsLayout() }
    }
}
