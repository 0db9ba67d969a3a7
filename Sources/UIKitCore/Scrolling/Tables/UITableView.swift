import Foundation

/// A view that presents data using rows in a single column.
///
/// The table asks its data source for rows only as they come near the visible area (an
/// overscan of a screen above and below), reuses the cells that leave it, and keeps no value
/// per row beyond the ones it measured: a 100,000-row table costs what its visible rows cost.
open class UITableView: UIScrollView {
    /// The style of the table view.
    public enum Style: Int, Sendable {
        /// Rows in one column, headers and footers between sections.
        case plain = 0
        /// Sections as groups on a grouped background.
        case grouped = 1
        /// Groups inset from the edges, with rounded corners.
        case insetGrouped = 2
    }

    /// Where a row scrolled to with `scrollToRow(at:at:animated:)` ends up.
    public enum ScrollPosition: Int, Sendable {
        case none = 0, top = 1, middle = 2, bottom = 3
    }

    /// The animation of inserted, deleted and reloaded rows. The page shows the result at once.
    public enum RowAnimation: Int, Sendable {
        case fade = 0, right = 1, left = 2, top = 3, bottom = 4, none = 5, middle = 6
        case automatic = 100
    }

    /// The style of the lines between rows.
    public enum SeparatorStyle: Int, Sendable {
        case none = 0, singleLine = 1
    }

    /// The value that asks for a height the table works out: a self-sizing row, header or
    /// footer.
    public static let automaticDimension: CGFloat = -1

    /// The height of a standard row: 44 points.
    static let defaultRowHeight: CGFloat = 44

    /// The style of the table view.
    public let style: Style

    /// Creates a table view of the given style.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        setUpTable()
    }

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        style = NibDecoder.tableStyle(coder)
        super.init(coder: coder)
        setUpTable()
        NibDecoder.finish(coder, self, as: UITableView.self)
    }

    /// The object that acts as the data source of the table view.
    open weak var dataSource: UITableViewDataSource? {
        didSet { if dataSource !== oldValue { setNeedsReload() } }
    }

    /// The object that loads the data of rows before they come into view.
    /// The object that starts drags of rows; setting one installs the long press that lifts
    /// them (UITableView+DragAndDrop.swift).
    open weak var dragDelegate: (any UITableViewDragDelegate)? {
        didSet { installDragGestureIfNeeded() }
    }

    /// The object that takes drops on the table.
    open weak var dropDelegate: (any UITableViewDropDelegate)?

    open weak var prefetchDataSource: UITableViewDataSourcePrefetching? {
        didSet { prefetchWindow.reset() }
    }

    /// Whether prefetching is on. The default is `true`.
    open var isPrefetchingEnabled = true

    // MARK: Dimensions

    /// The default height of rows; `automaticDimension` (the default) sizes rows to their
    /// content.
    open var rowHeight: CGFloat = UITableView.automaticDimension {
        didSet { if rowHeight != oldValue { setNeedsReload() } }
    }

    /// The estimated height of rows not yet shown; `automaticDimension` (the default) means 44.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
        didSet { if estimatedRowHeight != oldValue { setNeedsReload() } }
    }

    /// The height of section headers; `automaticDimension` (the default) gives the style's.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { if sectionHeaderHeight != oldValue { setNeedsReload() } }
    }

    /// The height of section footers; `automaticDimension` (the default) gives the style's.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { if sectionFooterHeight != oldValue { setNeedsReload() } }
    }

    /// The estimated height of section headers.
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension

    /// The estimated height of section footers.
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension

    /// The view shown above the content of the table.
    open var tableHeaderView: UIView? {
        didSet {
            guard tableHeaderView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let tableHeaderView { addSubview(tableHeaderView) }
            setNeedsReload()
        }
    }

    /// The view shown below the content of the table.
    open var tableFooterView: UIView? {
        didSet {
            guard tableFooterView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let tableFooterView { addSubview(tableFooterView) }
            setNeedsReload()
        }
    }

    // MARK: Separators

    /// The style of the separators. The default is `.singleLine`.
    open var separatorStyle: SeparatorStyle = .singleLine {
        didSet { if separatorStyle != oldValue { setNeedsLayout() } }
    }

    /// The color of the separators. The default is the system separator color.
    open var separatorColor: UIColor? = .separator {
        didSet {
            guard acceptsAppearanceValue(.separatorColor) else { separatorColor = oldValue; return }
            setNeedsLayout()
        }
    }

    /// The default inset of the separators; only left and right count.
    open var separatorInset: UIEdgeInsets = .zero {
        didSet { separatorInsetIsSet = true; setNeedsLayout() }
    }

    // MARK: Section index

    /// The color of the section index titles; `nil` (the default) is the tint color.
    open var sectionIndexColor: UIColor? {
        didSet { setNeedsLayout() }
    }

    /// The background of the section index.
    open var sectionIndexBackgroundColor: UIColor? {
        didSet { setNeedsLayout() }
    }

    /// The number of sections from which the index shows. The default is 0.
    open var sectionIndexMinimumDisplayRowCount = 0 {
        didSet { setNeedsLayout() }
    }

    // MARK: Selection

    /// Whether users can select rows. The default is `true`.
    open var allowsSelection = true

    /// Whether users can select more than one row. The default is `false`.
    open var allowsMultipleSelection = false

    /// Whether users can select rows in editing mode. The default is `false`.
    open var allowsSelectionDuringEditing = false

    /// Whether users can select more than one row in editing mode. The default is `false`.
    open var allowsMultipleSelectionDuringEditing = false

    /// The index path of the selected row, the first when several are selected.
    open var indexPathForSelectedRow: IndexPath? { selectedIndexPaths.min() }

    /// The index paths of the selected rows, or `nil` when none is selected.
    open var indexPathsForSelectedRows: [IndexPath]? {
        selectedIndexPaths.isEmpty ? nil : selectedIndexPaths.sorted()
    }

    /// Selects the row, optionally scrolling it into view; the delegate is not told, as in UIKit.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        selectRowImplementation(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }

    /// Deselects the row; the delegate is not told, as in UIKit.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        deselectRowImplementation(at: indexPath)
    }

    // MARK: Editing

    /// Whether the table is in editing mode.
    open var isEditing: Bool {
        get { storedEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Turns editing mode on or off, for the table and its visible cells.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != storedEditing else { return }
        storedEditing = editing
        closeSwipe()
        for (indexPath, cell) in visibleCellsByIndexPath {
            cell.setEditing(editing, animated: animated)
            configureEditing(of: cell, at: indexPath)
        }
        setNeedsLayout()
    }

    // MARK: Cells

    /// Registers a class to make cells with the identifier: `dequeueReusableCell(withIdentifier:
    /// for:)` makes one through the class's `init(style:reuseIdentifier:)` when none is free.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registeredCellClasses[identifier] = cellClass as? UITableViewCell.Type
    }

    /// Registers a class to make header and footer views with the identifier.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registeredHeaderFooterClasses[identifier] = aClass as? UITableViewHeaderFooterView.Type
    }

    /// Returns a reusable cell for the identifier and index path: a cell that left the visible
    /// area, prepared for reuse, or a new one of the registered class. Traps when nothing is
    /// registered for the identifier, as UIKit does.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = dequeueCell(withIdentifier: identifier) else {
            preconditionFailure("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        return cell
    }

    /// Returns a reusable cell for the identifier, or `nil` when none is free and no class is
    /// registered for it.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        dequeueCell(withIdentifier: identifier)
    }

    /// Returns a reusable header or footer view for the identifier, or `nil`.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        dequeueHeaderFooterView(withIdentifier: identifier)
    }

    /// The cell of a visible row, or `nil` when the row is not visible or out of range. (The
    /// table keeps cells for the rows a screen above and below too, so the page can scroll
    /// without waiting; as on iOS, those are not visible yet.)
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        tiledCell(at: indexPath).flatMap { isVisible($0) ? $0 : nil }
    }

    /// The cells of the visible rows, in order.
    open var visibleCells: [UITableViewCell] {
        visibleIndexPaths.compactMap { tiledCell(at: $0) }.filter(isVisible)
    }

    /// The index paths of the visible rows, in order.
    open var indexPathsForVisibleRows: [IndexPath]? {
        let paths = visibleIndexPaths.filter { tiledCell(at: $0).map(isVisible) ?? false }
        return paths.isEmpty ? nil : paths
    }

    /// The cell the table made for the row: visible, or kept ready near the visible area.
    func tiledCell(at indexPath: IndexPath) -> UITableViewCell? {
        visibleCellsByIndexPath[indexPath]
    }

    /// Whether the cell is within the table's visible bounds.
    private func isVisible(_ cell: UITableViewCell) -> Bool {
        cell.frame.sharesArea(with: bounds)
    }

    /// The index path of a cell the table shows.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        cell.owningTable === self ? cell.tableIndexPath : nil
    }

    /// The index path of the row at a point in the table's coordinates.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        indexPathForRowImplementation(at: point)
    }

    /// The index paths of the rows that intersect the rectangle.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        let paths = indexPathsImplementation(in: rect)
        return paths.isEmpty ? nil : paths
    }

    /// The frame of the row, in the table's coordinates.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        rectForRowImplementation(at: indexPath)
    }

    /// The frame of the section: header, rows and footer.
    open func rect(forSection section: Int) -> CGRect {
        rectImplementation(forSection: section, part: .whole)
    }

    /// The frame of the section's header.
    open func rectForHeader(inSection section: Int) -> CGRect {
        rectImplementation(forSection: section, part: .header)
    }

    /// The frame of the section's footer.
    open func rectForFooter(inSection section: Int) -> CGRect {
        rectImplementation(forSection: section, part: .footer)
    }

    /// The header view of the section, when it is shown.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleHeaders[section] as? UITableViewHeaderFooterView
    }

    /// The footer view of the section, when it is shown.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleFooters[section] as? UITableViewHeaderFooterView
    }

    /// The number of sections.
    open var numberOfSections: Int {
        ensureLoaded()
        return layout.sections.count
    }

    /// The number of rows in the section.
    open func numberOfRows(inSection section: Int) -> Int {
        ensureLoaded()
        return layout.sections.indices.contains(section) ? layout.sections[section].rowCount : 0
    }

    /// Scrolls the table so that the row is at the position.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        scrollToRowImplementation(at: indexPath, at: scrollPosition, animated: animated)
    }

    // MARK: Reloading and updates

    /// Reloads everything: counts, heights and the visible cells.
    open func reloadData() {
        reloadDataImplementation()
    }

    /// Reloads the rows: their cells are asked for again.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        applyUpdate(TableUpdate(reloadedRows: indexPaths).animated(animation))
    }

    /// Inserts rows; the data source must already count them.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        applyUpdate(TableUpdate(insertedRows: indexPaths).animated(animation, deletes: false))
    }

    /// Deletes rows; the data source must no longer count them.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        applyUpdate(TableUpdate(deletedRows: indexPaths).animated(animation, inserts: false))
    }

    /// Moves a row.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        applyUpdate(TableUpdate(movedRows: [(indexPath, newIndexPath)]).animated(.none))
    }

    /// Inserts sections; the data source must already count them.
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        applyUpdate(TableUpdate(insertedSections: sections).animated(animation, deletes: false))
    }

    /// Deletes sections; the data source must no longer count them.
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        applyUpdate(TableUpdate(deletedSections: sections).animated(animation, inserts: false))
    }

    /// Reloads sections.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        applyUpdate(TableUpdate(reloadedSections: sections).animated(animation))
    }

    /// Applies the inserts, deletes, moves and reloads made in `updates` as one update:
    /// deletes and reloads name rows as they were before, inserts as they are after.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performBatchUpdatesImplementation(updates, completion: completion)
    }

    /// Begins a series of updates applied together by `endUpdates()`.
    open func beginUpdates() {
        batchDepth += 1
        if batchDepth == 1 { pendingUpdate = TableUpdate() }
    }

    /// Applies the updates made since `beginUpdates()`.
    open func endUpdates() {
        guard batchDepth > 0 else { return }
        batchDepth -= 1
        guard batchDepth == 0, let update = pendingUpdate else { return }
        pendingUpdate = nil
        commitUpdate(update)
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

    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }
    var layout = TableLayout()
    var needsReload = true
    var storedEditing = false
    var separatorInsetIsSet = false
    var selectedIndexPaths: Set<IndexPath> = []
    var visibleCellsByIndexPath: [IndexPath: UITableViewCell] = [:]
    var visibleIndexPaths: [IndexPath] = []
    var visibleHeaders: [Int: UIView] = [:]
    var visibleFooters: [Int: UIView] = [:]
    var registeredCellClasses: [String: UITableViewCell.Type] = [:]
    var registeredHeaderFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    /// Storyboard prototype cells and registered nibs, by reuse identifier (UINib.swift).
    var registeredPrototypes: [String: NibCellPrototype] = [:]
    var registeredCellNibs: [String: UINib] = [:]
    var registeredHeaderFooterNibs: [String: UINib] = [:]
    /// A storyboard's static sections, which `UITableViewController` shows by default.
    var staticSections: [StaticTableSection]?
    var reusableCells: [String: [UITableViewCell]] = [:]
    var reusableHeaderFooterViews: [String: [UITableViewHeaderFooterView]] = [:]
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
    var reorder: RowReorder?
    /// A drag of rows under way (UITableView+DragAndDrop.swift).
    var rowDrag: RowDrag?
    var dragGesture: UILongPressGestureRecognizer?
    var storedDragInteractionEnabled: Bool?
    var sectionIndexView: TableSectionIndexView?
    var prefetchWindow = PrefetchWindow()
    var lastPrefetchOffset: CGFloat = 0
}
