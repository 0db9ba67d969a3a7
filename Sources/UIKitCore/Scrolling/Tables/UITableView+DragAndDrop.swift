import Foundation

/// Drag and drop of rows within a table view, as UIKit does it for a drag that starts and ends
/// in the same table: a long press on a row lifts it (when the drag delegate gives items for
/// it), the row follows the finger and, while the drop delegate proposes to insert the items
/// at the destination, the rows make room there; lifting the finger on a move or copy
/// proposal hands the drop delegate a coordinator (the items with their source rows, the
/// destination), and the lifted row goes back to its place for the app to move it. With a drag
/// delegate and no drop delegate, a data source that implements `tableView(_:moveRowAt:to:)`
/// reorders the rows itself. Drags between apps, and drops from outside the table, are not
/// possible in a page.
extension UITableView {
    /// Whether rows can be dragged: by default on iPad, not on iPhone.
    public var dragInteractionEnabled: Bool {
        get { storedDragInteractionEnabled ?? (traitCollection.userInterfaceIdiom == .pad) }
        set { storedDragInteractionEnabled = newValue }
    }

    /// Whether rows lifted from the table are being dragged.
    public var hasActiveDrag: Bool { rowDrag != nil }

    /// Whether a drag is over the table.
    public var hasActiveDrop: Bool { rowDrag?.handles == true }

    func installDragGestureIfNeeded() {
        guard dragGesture == nil, dragDelegate != nil else { return }
        let gesture = UILongPressGestureRecognizer()
        gesture.addTarget(self, action: UITableView.dragGestureChanged)
        addGestureRecognizer(gesture)
        dragGesture = gesture
    }

    private func dragGestureChanged(_ gesture: UILongPressGestureRecognizer) {
        let point = gesture.location(in: self)
        switch gesture.state {
        case .began: beginRowDrag(at: point, in: gesture)
        case .changed: moveRowDrag(to: point, in: gesture)
        case .ended: endRowDrag(at: point, in: gesture, dropping: true)
        default: endRowDrag(at: point, in: gesture, dropping: false)
        }
    }

    private func beginRowDrag(at point: CGPoint, in gesture: UIGestureRecognizer) {
        guard rowDrag == nil, dragInteractionEnabled, !storedEditing, let dragDelegate,
              let indexPath = indexPathForRow(at: point), let cell = tiledCell(at: indexPath) else { return }
        let session = LocalDragSession()
        session.window = window
        session.windowLocation = gesture.location(in: nil)
        let items = dragDelegate.tableView(self, itemsForBeginning: session, at: indexPath)
        guard !items.isEmpty else { return }
        session.items = items
        session.allowsMoveOperation = dragDelegate.tableView(self, dragSessionAllowsMoveOperation: session)
        session.isRestrictedToDraggingApplication = dragDelegate.tableView(self, dragSessionIsRestrictedToDraggingApplication: session)
        closeSwipe()
        dragDelegate.tableView(self, dragSessionWillBegin: session)
        beginReorder(of: cell, at: point)
        var drag = RowDrag(session: session, source: indexPath, handles: false, proposal: UITableViewDropProposal(operation: .cancel))
        if let dropDelegate, dropDelegate.tableView(self, canHandle: session) {
            drag.handles = true
            rowDrag = drag
            dropDelegate.tableView(self, dropSessionDidEnter: session)
        } else {
            rowDrag = drag
        }
        updateDropProposal()
    }

    private func moveRowDrag(to point: CGPoint, in gesture: UIGestureRecognizer) {
        guard let drag = rowDrag else { return }
        drag.session.windowLocation = gesture.location(in: nil)
        moveReorder(to: point)
        updateDropProposal()
    }

    /// Asks the drop delegate what a drop where the lifted row is now would do; the rows make
    /// room only for a move or copy inserted at the destination.
    private func updateDropProposal() {
        guard var drag = rowDrag, let reorder else { return }
        let destination = reorder.proposed
        if drag.handles, let dropDelegate {
            drag.proposal = dropDelegate.tableView(self, dropSessionDidUpdate: drag.session, withDestinationIndexPath: destination)
        } else if dropDelegate == nil, implementsMoveRow {
            drag.proposal = UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        }
        drag.destination = destination
        rowDrag = drag
        let makesRoom = [.move, .copy].contains(drag.proposal.operation) && drag.proposal.intent == .insertAtDestinationIndexPath
        if !makesRoom, reorder.proposed != drag.source {
            self.reorder?.proposed = drag.source
            setNeedsLayout()
        }
    }

    /// Whether the data source moves rows itself: it implements `tableView(_:moveRowAt:to:)`.
    private var implementsMoveRow: Bool {
        guard let dataSource else { return false }
        return _respondsToUIKitOptional(dataSource, "tableView:moveRowAtIndexPath:toIndexPath:")
    }

    private func endRowDrag(at point: CGPoint, in gesture: UIGestureRecognizer, dropping: Bool) {
        guard let drag = rowDrag else { return }
        let dragDelegate = self.dragDelegate
        let drops = dropping && [.move, .copy].contains(drag.proposal.operation)
        if drops, !drag.handles, dropDelegate == nil, implementsMoveRow {
            // The table reorders: the data source hears the move, as from a reorder control.
            endReorder()
            rowDrag = nil
            dragDelegate?.tableView(self, dragSessionDidEnd: drag.session)
            return
        }
        // The lifted row goes back to its place; the drop delegate moves it if it wants.
        putLiftedRowBack()
        rowDrag = nil
        if drag.handles, let dropDelegate {
            if drops {
                let height = layout.isValid(drag.source) ? rectForRow(at: drag.source).size : .zero
                let items: [any UITableViewDropItem] = drag.session.items.map {
                    TableDropItem(dragItem: $0, sourceIndexPath: drag.source, previewSize: height)
                }
                let coordinator = TableDropCoordinator(items: items, destinationIndexPath: drag.destination,
                                                       proposal: drag.proposal, session: drag.session)
                dropDelegate.tableView(self, performDropWith: coordinator)
            } else {
                dropDelegate.tableView(self, dropSessionDidExit: drag.session)
            }
            dropDelegate.tableView(self, dropSessionDidEnd: drag.session)
        }
        dragDelegate?.tableView(self, dragSessionDidEnd: drag.session)
    }

    private func putLiftedRowBack() {
        guard let reorder else { return }
        self.reorder = nil
        reorder.cell?.layer.zPosition = 0
        reorder.cell?.layer.shadowOpacity = 0
        setNeedsLayout()
    }
}

/// A drag of rows from a table view: its session, the row lifted, whether the table's drop
/// delegate takes the session, and its last proposal and destination.
@MainActor
struct RowDrag {
    let session: LocalDragSession
    let source: IndexPath
    var handles: Bool
    var proposal: UITableViewDropProposal
    var destination: IndexPath?
}
