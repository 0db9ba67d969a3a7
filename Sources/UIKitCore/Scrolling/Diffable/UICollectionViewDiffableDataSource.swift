import Foundation

/// The object you use to manage data and provide cells for a collection view: it holds a
/// snapshot, and applying a new one updates the collection view with the difference. Sections
/// may hold hierarchies (section snapshots) whose items expand and collapse.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UICollectionViewDataSource {
    /// A closure that configures and returns a cell for an item.
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// A closure that configures and returns a supplementary view.
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    /// What happens around expanding and collapsing items of a section snapshot.
    public struct SectionSnapshotHandlers<Item> {
        public var shouldExpandItem: ((Item) -> Bool)?
        public var willExpandItem: ((Item) -> Void)?
        public var shouldCollapseItem: ((Item) -> Bool)?
        public var willCollapseItem: ((Item) -> Void)?
        public init() {}
    }

    /// What happens around the user reordering items: which items can move, and what to do
    /// before and after a move (apply the transaction's difference to the app's data).
    public struct ReorderingHandlers {
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        public init() {}
    }

    @HandleReference private var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    private var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

    /// The closure that makes supplementary views.
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// What happens around expanding and collapsing items.
    open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// What happens around reordering items; without `canReorderItem`, no item moves.
    open var reorderingHandlers = ReorderingHandlers()

    /// Creates a diffable data source that provides the collection view's cells; it becomes the
    /// collection view's data source.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
        collectionView.outlineToggle = { [weak self] indexPath in self?.toggle(at: indexPath) }
    }

    /// The current state of the data.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        current
    }

    /// The section's hierarchy: the one applied, or its items at the top level.
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let made = sectionSnapshots[section] { return made }
        var made = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        if current.indexOfSection(section) != nil { made.append(current.itemIdentifiers(inSection: section)) }
        return made
    }

    /// Updates the collection view to show the snapshot: only the differences are applied, so the
    /// cells of items that stay are kept.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let old = current
        current = snapshot.withoutMarks
        // Hierarchies of sections whose items changed no longer hold.
        for (section, hierarchy) in sectionSnapshots
        where current.indexOfSection(section) == nil || current.itemIdentifiers(inSection: section) != hierarchy.visibleItems {
            sectionSnapshots[section] = nil
        }
        update(from: old, with: snapshot, animating: animatingDifferences, completion: completion)
    }

    /// Shows the snapshot by reloading, without working out the differences.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        current = snapshot.withoutMarks
        sectionSnapshots.removeAll()
        collectionView?.reloadData()
        completion?()
    }

    /// Applies a section's hierarchy: the section shows its visible items; the section is
    /// added at the end when the snapshot does not have it.
    open func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let old = current
        var next = current
        if next.indexOfSection(section) == nil {
            next.appendSections([section])
        } else {
            next.deleteItems(next.itemIdentifiers(inSection: section))
        }
        next.appendItems(snapshot.visibleItems, toSection: section)
        current = next
        sectionSnapshots[section] = snapshot
        update(from: old, with: next, animating: animatingDifferences, completion: completion)
        refreshOutlineState(in: section)
    }

    /// The item at the index path, or `nil`.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        current.item(at: indexPath)
    }

    /// The index path of the item, or `nil`.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.indexPath(of: itemIdentifier)
    }

    /// The section at the index, or `nil`.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.section(at: index)
    }

    /// The index of the section, or `nil`.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int {
        current.numberOfSections
    }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        guard let identifier = sectionIdentifier(for: section) else { return 0 }
        return current.numberOfItems(inSection: identifier)
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            preconditionFailure("the collection view's data source returned nil for the cell at index path: \(indexPath)")
        }
        if let listCell = cell as? UICollectionViewListCell, let section = sectionIdentifier(for: indexPath.section),
           let hierarchy = sectionSnapshots[section], hierarchy.contains(item) {
            listCell.indentationLevel = hierarchy.level(of: item)
            listCell.isExpanded = hierarchy.isExpanded(item)
        }
        return cell
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        guard let view = supplementaryViewProvider?(collectionView, kind, indexPath) else {
            preconditionFailure("the collection view's data source returned nil for the supplementary view of kind \(kind) at \(indexPath)")
        }
        return view
    }

    // MARK: Internals

    /// An item can move when the reordering handlers say so.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let item = itemIdentifier(for: indexPath), let canReorder = reorderingHandlers.canReorderItem else { return false }
        return canReorder(item)
    }

    /// The user moved an item: the snapshot takes the move (the collection view shows it
    /// already), between `willReorder` and `didReorder`.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                             to destinationIndexPath: IndexPath) {
        guard let item = itemIdentifier(for: sourceIndexPath),
              let destinationSection = sectionIdentifier(for: destinationIndexPath.section) else { return }
        var final = current
        final.deleteItems([item])
        let others = final.itemIdentifiers(inSection: destinationSection)
        if destinationIndexPath.item < others.count {
            final.insertItems([item], beforeItem: others[destinationIndexPath.item])
        } else {
            final.appendItems([item], toSection: destinationSection)
        }
        let transaction = NSDiffableDataSourceTransaction(initial: current, final: final)
        reorderingHandlers.willReorder?(transaction)
        current = final
        // A flat section's hierarchy follows; a nested one no longer holds.
        for changed in transaction.sectionTransactions.map(\.sectionIdentifier) {
            guard let hierarchy = sectionSnapshots[changed] else { continue }
            var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
            flat.append(final.itemIdentifiers(inSection: changed))
            sectionSnapshots[changed] = hierarchy.items == hierarchy.rootItems ? flat : nil
        }
        reorderingHandlers.didReorder?(transaction)
    }

    private func update(from old: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                        with snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                        animating: Bool, completion: (() -> Void)?) {
        guard let collectionView else {
            completion?()
            return
        }
        guard let update = snapshot.tableUpdate(from: old) else {
            collectionView.reloadData()
            completion?()
            return
        }
        let played = animating ? update.animated(.fade) : update
        collectionView.performBatchUpdates({ collectionView.applyUpdate(played) }, completion: { _ in completion?() })
    }

    /// A tap on an outline disclosure: the item expands or collapses, asking the handlers first.
    private func toggle(at indexPath: IndexPath) {
        guard let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section) else { return }
        var hierarchy = snapshot(for: section)
        guard hierarchy.contains(item) else { return }
        if hierarchy.isExpanded(item) {
            guard sectionSnapshotHandlers.shouldCollapseItem?(item) ?? true else { return }
            sectionSnapshotHandlers.willCollapseItem?(item)
            hierarchy.collapse([item])
        } else {
            guard sectionSnapshotHandlers.shouldExpandItem?(item) ?? true else { return }
            sectionSnapshotHandlers.willExpandItem?(item)
            hierarchy.expand([item])
        }
        apply(hierarchy, to: section)
    }

    /// The cells shown keep their levels and disclosure state in step with the hierarchy.
    private func refreshOutlineState(in section: SectionIdentifierType) {
        guard let collectionView, let hierarchy = sectionSnapshots[section], let sectionIndex = index(for: section) else { return }
        for indexPath in collectionView.tiledIndexPaths {
            guard let listCell = collectionView.tiledCell(at: indexPath) as? UICollectionViewListCell,
                  indexPath.section == sectionIndex, let item = itemIdentifier(for: indexPath), hierarchy.contains(item) else { continue }
            listCell.indentationLevel = hierarchy.level(of: item)
            listCell.isExpanded = hierarchy.isExpanded(item)
        }
    }
}
