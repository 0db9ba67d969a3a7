import Foundation

/// One dropped item: its drag item and, when it was dragged from this table, its row.
@preconcurrency @MainActor
public protocol UITableViewDropItem: AnyObject {
    var dragItem: UIDragItem { get }
    /// The row the item was dragged from, when it came from this table view; else `nil`.
    var sourceIndexPath: IndexPath? { get }
    var previewSize: CGSize { get }
}

/// What a drop delegate works with in `tableView(_:performDropWith:)`: the items, where they
/// were dropped, the proposal in force, and the session.
@preconcurrency @MainActor
public protocol UITableViewDropCoordinator: AnyObject {
    var items: [any UITableViewDropItem] { get }
    /// The row the drop is at; `nil` past the last row of the last section.
    var destinationIndexPath: IndexPath? { get }
    var proposal: UITableViewDropProposal { get }
    var session: any UIDropSession { get }
    /// Animates the item to the row (the page shows it there at once).
    @discardableResult
    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating
    /// Animates the item into the row's rectangle.
    @discardableResult
    func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating
}

final class TableDropItem: UITableViewDropItem {
    let dragItem: UIDragItem
    let sourceIndexPath: IndexPath?
    let previewSize: CGSize

    init(dragItem: UIDragItem, sourceIndexPath: IndexPath?, previewSize: CGSize) {
        self.dragItem = dragItem
        self.sourceIndexPath = sourceIndexPath
        self.previewSize = previewSize
    }
}

final class TableDropCoordinator: UITableViewDropCoordinator {
    let items: [any UITableViewDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: UITableViewDropProposal
    let session: any UIDropSession

    init(items: [any UITableViewDropItem], destinationIndexPath: IndexPath?, proposal: UITableViewDropProposal, session: any UIDropSession) {
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
    }

    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating {
        FinishedDragAnimation()
    }

    func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating {
        FinishedDragAnimation()
    }
}
