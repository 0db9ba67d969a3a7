import Foundation

/// Moving an item interactively, as UIKit does: `beginInteractiveMovementForItem(at:)` lifts its
/// cell (when the data source says it can move), `updateInteractiveMovementTargetPosition(_:)`
/// puts the cell's center there while the items between make room where it would go (as the
/// delegate's `targetIndexPathForMoveOfItemFromOriginalIndexPath` allows), and
/// `endInteractiveMovement()` tells the data source `moveItemAt:to:` and keeps the item there;
/// `cancelInteractiveMovement()` puts it back. A finger on a list cell's reorder accessory, or
/// the long press a collection view controller installs, drives it.
extension UICollectionView {
    func beginInteractiveMovementImplementation(for indexPath: IndexPath) -> Bool {
        guard interactiveMovement == nil, let dataSource, isValidItem(indexPath),
              !(storedLayout.orthogonalSections(in: bounds).contains { $0.section == indexPath.section }),
              dataSource.collectionView(self, canMoveItemAt: indexPath),
              let cell = tiledCell(at: indexPath) else { return false }
        closeSwipe()
        interactiveMovement = ItemMovement(source: indexPath, proposed: indexPath, position: cell.center, startCenter: cell.center, cell: cell)
        cell.layer.zPosition = 1
        cell.layer.shadowOpacity = 0.25
        cell.layer.shadowRadius = 8
        return true
    }

    func updateInteractiveMovementImplementation(_ position: CGPoint) {
        guard var movement = interactiveMovement else { return }
        movement.position = position
        if let under = indexPathForItem(at: position), under.section == movement.source.section, under != movement.proposed {
            let target = collectionDelegate?.collectionView(
                self, targetIndexPathForMoveOfItemFromOriginalIndexPath: movement.source,
                atCurrentIndexPath: movement.proposed, toProposedIndexPath: under) ?? under
            // The items make room within the item's own section.
            if target.section == movement.source.section, isValidItem(target) { movement.proposed = target }
        }
        interactiveMovement = movement
        setNeedsLayout()
    }

    func endInteractiveMovementImplementation() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        movement.cell?.settleAfterMovement()
        guard movement.proposed != movement.source else {
            setNeedsLayout()
            return
        }
        dataSource?.collectionView(self, moveItemAt: movement.source, to: movement.proposed)
        commitUpdate(TableUpdate(movedRows: [(movement.source, movement.proposed)]).animated(.none))
    }

    func cancelInteractiveMovementImplementation() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        movement.cell?.settleAfterMovement()
        setNeedsLayout()
    }

    /// Where a cell shows while an item moves: the moving one under the target position, the
    /// ones between its place and where it would go one place over.
    func frameDuringMovement(of indexPath: IndexPath, laidOutAt frame: CGRect) -> CGRect {
        guard let movement = interactiveMovement else { return frame }
        if indexPath == movement.source {
            return CGRect(x: movement.position.x - frame.width / 2, y: movement.position.y - frame.height / 2,
                          width: frame.width, height: frame.height)
        }
        guard let slot = movement.slot(of: indexPath) else { return frame }
        return shownAttributesForItem(at: slot)?.frame ?? frame
    }

    private func isValidItem(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < numberOfSections
            && indexPath.item >= 0 && indexPath.item < numberOfItems(inSection: indexPath.section)
    }
}

/// An item being moved interactively.
@MainActor
struct ItemMovement {
    let source: IndexPath
    /// Where the item would go now; the items between make room for it.
    var proposed: IndexPath
    /// Where the moving cell's center is, in the collection view's content.
    var position: CGPoint
    /// Where the cell's center was when the movement began.
    let startCenter: CGPoint
    weak var cell: UICollectionViewCell?

    /// The place the item at `indexPath` shows in while the moving item would go to
    /// `proposed`, or nil when it stays in its own.
    func slot(of indexPath: IndexPath) -> IndexPath? {
        guard indexPath.section == source.section, proposed.section == source.section else { return nil }
        if source.item < proposed.item, indexPath.item > source.item, indexPath.item <= proposed.item {
            return IndexPath(item: indexPath.item - 1, section: indexPath.section)
        }
        if proposed.item < source.item, indexPath.item >= proposed.item, indexPath.item < source.item {
            return IndexPath(item: indexPath.item + 1, section: indexPath.section)
        }
        return nil
    }
}

extension UICollectionViewCell {
    /// The cell was put down after moving: it lies flat again.
    func settleAfterMovement() {
        layer.zPosition = 0
        layer.shadowOpacity = 0
    }
}
