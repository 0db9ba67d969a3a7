import Foundation

/// An object that manages an ordered collection of data items and presents them using
/// customizable layouts.
///
/// The collection view asks its layout for the elements near the visible area (an overscan of a
/// screen around it), asks its data source for their cells and supplementary views, and reuses
/// the views that leave it. Sections that scroll across the layout's direction get scroll views
/// of their own, which the page scrolls natively.
open class UICollectionView: UIScrollView {
    /// Creates a collection view with the layout.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        storedLayout = layout
        super.init(frame: frame)
        setUpCollectionView()
    }

    public required init?(coder: NSCoder) {
        storedLayout = NibDecoder.collectionLayout(coder) ?? UICollectionViewFlowLayout()
        super.init(coder: coder)
        setUpCollectionView()
        NibDecoder.finish(coder, self, as: UICollectionView.self)
    }

    /// The object that provides the collection view's data.
    open weak var dataSource: UICollectionViewDataSource? {
        didSet { if dataSource !== oldValue { reloadData() } }
    }

    /// The object that loads the data of items before they come into view.
    open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching? {
        didSet { prefetchWindow.reset() }
    }

    /// Whether prefetching is on. The default is `true`.
    open var isPrefetchingEnabled = true

    /// The layout that places the collection view's items.
    open var collectionViewLayout: UICollectionViewLayout {
        get { storedLayout }
        set { setCollectionViewLayout(newValue, animated: false) }
    }

    /// Changes the layout; the page shows the new one at once.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// Changes the layout, then calls the completion.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        guard layout !== storedLayout else {
            completion?(true)
            return
        }
        storedLayout.collectionView = nil
        storedLayout = layout
        layout.collectionView = self
        layout.needsPrepare = true
        applyListBackground()
        setNeedsLayout()
        completion?(true)
    }

    /// The view behind the content.
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    // MARK: Selection

    /// Whether users can select items. The default is `true`.
    open var allowsSelection = true
    /// Whether users can select more than one item. The default is `false`.
    open var allowsMultipleSelection = false
    /// Whether users can select items in editing mode. The default is `false`.
    open var allowsSelectionDuringEditing = false
    /// Whether users can select more than one item in editing mode. The default is `false`.
    open var allowsMultipleSelectionDuringEditing = false

    /// Whether the collection view is in editing mode.
    open var isEditing = false {
        didSet {
            guard isEditing != oldValue else { return }
            for view in visibleViews.values { (view as? UICollectionViewCell)?.isEditingCell = isEditing }
        }
    }

    /// The index paths of the selected items, in order; empty when none is selected.
    open var indexPathsForSelectedItems: [IndexPath]? {
        selectedIndexPaths.sorted()
    }

    /// Selects the item, optionally scrolling it into view; the delegate is not told.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for selected in selectedIndexPaths { deselectItem(at: selected, animated: animated) }
            return
        }
        if !(isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection) {
            for other in selectedIndexPaths where other != indexPath { deselectItem(at: other, animated: animated) }
        }
        selectedIndexPaths.insert(indexPath)
        tiledCell(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item; the delegate is not told.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard selectedIndexPaths.remove(indexPath) != nil else { return }
        tiledCell(at: indexPath)?.isSelected = false
    }

    // MARK: Cells and views

    /// Registers a class to make cells with the identifier.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registeredCellClasses[identifier] = cellClass as? UICollectionViewCell.Type
    }

    /// Registers a class to make supplementary views of the kind with the identifier.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        registeredSupplementaryClasses[ReuseKey(kind: elementKind, identifier: identifier)] = viewClass as? UICollectionReusableView.Type
    }

    /// Returns a reusable cell for the identifier: one that left the visible area, prepared for
    /// reuse, or a new one of the registered class. Traps when nothing is registered.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let cell = reusableViews[ReuseKey(kind: nil, identifier: identifier)]?.popLast() as? UICollectionViewCell {
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = registeredCellClasses[identifier] else {
            if let cell = makeInterfaceFileCell(withIdentifier: identifier) {
                cell.storedReuseIdentifier = identifier
                return cell
            }
            preconditionFailure("could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        let cell = cellClass.init()
        cell.storedReuseIdentifier = identifier
        return cell
    }

    /// Returns a reusable supplementary view of the kind for the identifier.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        let key = ReuseKey(kind: elementKind, identifier: identifier)
        if let view = reusableViews[key]?.popLast() {
            view.prepareForReuse()
            return view
        }
        guard let viewClass = registeredSupplementaryClasses[key] else {
            if let view = makeInterfaceFileSupplementaryView(ofKind: elementKind, withIdentifier: identifier) {
                view.storedReuseIdentifier = identifier
                view.reuseKind = elementKind
                return view
            }
            preconditionFailure("could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        let view = viewClass.init()
        view.storedReuseIdentifier = identifier
        view.reuseKind = elementKind
        return view
    }

    /// The cell of a visible item, or `nil` when the item is not visible or out of range.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        tiledCell(at: indexPath).flatMap { isVisible($0) ? $0 : nil }
    }

    /// The cells of the visible items, in index path order.
    open var visibleCells: [UICollectionViewCell] {
        tiledIndexPaths.compactMap { tiledCell(at: $0) }.filter(isVisible)
    }

    /// The index paths of the visible items, in order.
    open var indexPathsForVisibleItems: [IndexPath] {
        tiledIndexPaths.filter { tiledCell(at: $0).map(isVisible) ?? false }
    }

    /// The cell the collection view made for the item: visible, or kept ready near the visible
    /// area (a screen each way, so the page can scroll without waiting; not visible yet, as on
    /// iOS).
    func tiledCell(at indexPath: IndexPath) -> UICollectionViewCell? {
        visibleViews[ElementKey(category: .cell, kind: nil, indexPath: indexPath)] as? UICollectionViewCell
    }

    /// The index paths of the items that have cells, in order.
    var tiledIndexPaths: [IndexPath] {
        visibleViews.keys.filter { $0.category == .cell }.map(\.indexPath).sorted()
    }

    /// Whether the cell is within the collection view's visible bounds (and, in a section that
    /// scrolls across, within its scroller's).
    private func isVisible(_ cell: UICollectionViewCell) -> Bool {
        guard let container = cell.superview, cell.frame.sharesArea(with: container.bounds) else { return false }
        if container === self { return true }
        return container.convert(cell.frame.intersection(container.bounds), to: self).sharesArea(with: bounds)
    }

    /// The supplementary view of the kind at the index path, when it is shown.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleViews[ElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views of the kind the collection view shows.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap { supplementaryView(forElementKind: elementKind, at: $0) }
    }

    /// The index paths of the supplementary views of the kind the collection view shows.
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleViews.keys.filter { $0.category == .supplementaryView && $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    /// The index path of a cell the collection view shows.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        cell.owningCollectionView === self && cell.elementKey?.category == .cell ? cell.elementKey?.indexPath : nil
    }

    /// The index path of the item at a point in the collection view's coordinates.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        layoutIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        let found = shownAttributes(in: probe)
        return found.first { $0.representedElementCategory == .cell && $0.frame.contains(point) }?.indexPath
    }

    // MARK: Moving items interactively (UICollectionView+InteractiveMovement.swift)

    /// Starts moving the item interactively; false when the data source says it cannot move, or
    /// an item is moving already.
    @discardableResult
    open func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        beginInteractiveMovementImplementation(for: indexPath)
    }

    /// Moves the moving item's cell to the position, in the collection view's coordinates: the
    /// items between make room where it would go.
    open func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        updateInteractiveMovementImplementation(targetPosition)
    }

    /// Ends moving the item: the data source hears `collectionView(_:moveItemAt:to:)` and the
    /// item stays where it was put.
    open func endInteractiveMovement() {
        endInteractiveMovementImplementation()
    }

    /// Ends moving the item without moving it: it goes back to its place.
    open func cancelInteractiveMovement() {
        cancelInteractiveMovementImplementation()
    }

    /// The layout attributes of the item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return shownAttributesForItem(at: indexPath)
    }

    /// The layout attributes of the supplementary view of the kind.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return shownAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// Scrolls the collection view so the item is at the position.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        scrollToItemImplementation(at: indexPath, at: scrollPosition, animated: animated)
    }

    // MARK: Counts and updates

    /// The number of sections.
    open var numberOfSections: Int {
        numberOfSectionsForLayout
    }

    /// The number of items in the section.
    open func numberOfItems(inSection section: Int) -> Int {
        numberOfItemsForLayout(inSection: section)
    }

    /// Reloads everything: counts, layout and the visible cells.
    open func reloadData() {
        reloadDataImplementation()
    }

    /// Inserts items; the data source must already count them.
    open func insertItems(at indexPaths: [IndexPath]) {
        applyUpdate(TableUpdate(insertedRows: indexPaths).animated(.fade))
    }

    /// Deletes items; the data source must no longer count them.
    open func deleteItems(at indexPaths: [IndexPath]) {
        applyUpdate(TableUpdate(deletedRows: indexPaths).animated(.fade))
    }

    /// Reloads items: their cells are asked for again.
    open func reloadItems(at indexPaths: [IndexPath]) {
        applyUpdate(TableUpdate(reloadedRows: indexPaths).animated(.fade))
    }

    /// Updates the items' cells in place: the data source configures the cells shown again.
    open func reconfigureItems(at indexPaths: [IndexPath]) {
        applyUpdate(TableUpdate(reloadedRows: indexPaths).animated(.fade))
    }

    /// Moves an item.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        applyUpdate(TableUpdate(movedRows: [(indexPath, newIndexPath)]).animated(.none))
    }

    /// Inserts sections.
    open func insertSections(_ sections: IndexSet) {
        applyUpdate(TableUpdate(insertedSections: sections).animated(.fade))
    }

    /// Deletes sections.
    open func deleteSections(_ sections: IndexSet) {
        applyUpdate(TableUpdate(deletedSections: sections).animated(.fade))
    }

    /// Reloads sections.
    open func reloadSections(_ sections: IndexSet) {
        applyUpdate(TableUpdate(reloadedSections: sections).animated(.fade))
    }

    /// Applies the inserts, deletes, moves and reloads made in `updates` as one update.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performBatchUpdatesImplementation(updates, completion: completion)
    }

    // MARK: Overrides

    open override func layoutSubviews() {
        super.layoutSubviews()
        tile()
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !trackTouchesBegan(touches) { super.touchesBegan(touches, with: event) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !trackTouchesMoved(touches) { super.touchesMoved(touches, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !trackTouchesEnded(touches) { super.touchesEnded(touches, with: event) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !trackTouchesCancelled(touches) { super.touchesCancelled(touches, with: event) }
    }

    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow == nil { releaseParkedViews() }
    }

    // MARK: Internals

    struct ReuseKey: Hashable {
        var kind: String?
        var identifier: String
    }

    var storedLayout: UICollectionViewLayout
    var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }
    var sectionCounts: [Int]?
    var selectedIndexPaths: Set<IndexPath> = []
    var visibleViews: [ElementKey: UICollectionReusableView] = [:]
    var registeredCellClasses: [String: UICollectionViewCell.Type] = [:]
    /// Storyboard prototype cells and registered nibs, by reuse identifier (UINib.swift).
    var registeredPrototypes: [String: NibCellPrototype] = [:]
    var registeredSupplementaryPrototypes: [ReuseKey: NibCellPrototype] = [:]
    var registeredCellNibs: [String: UINib] = [:]
    var registeredSupplementaryClasses: [ReuseKey: UICollectionReusableView.Type] = [:]
    var reusableViews: [ReuseKey: [UICollectionReusableView]] = [:]
    var orthogonalScrollers: [Int: OrthogonalScrollView] = [:]
    var orthogonalOffsets: [Int: CGPoint] = [:]
    var lastLayoutBounds: CGRect = .zero
    var batchDepth = 0
    var pendingUpdate: TableUpdate?
    /// How the page shows the last animated update, at the next layout.
    var pendingRowAnimation: RowAnimationPlan?
    var highlightedIndexPath: IndexPath?
    var trackedTouch: ObjectIdentifier?
    var trackedTouchStart: CGPoint?
    var touchDrivesSwipe = false
    var touchIsSwallowed = false
    var rowSwipe: RowSwipe?
    /// Toggles an outline item's children: set by a diffable data source.
    var outlineToggle: ((IndexPath) -> Void)?
    var isTiling = false
    var interactiveMovement: ItemMovement?
    var touchDrivesMovement = false
    var prefetchWindow = PrefetchWindow()
    var lastPrefetchOffset: CGFloat = 0
}
