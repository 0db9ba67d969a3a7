import Foundation

/// Counting, measuring and showing rows: the table asks for the rows in the visible area plus
/// an overscan of one screen above and below, and reuses the cells of rows that leave it.
extension UITableView {
    func setUpTable() {
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        alwaysBounceVertical = true
    }

    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    /// Counts sections and rows if the table has not since the last reload.
    func ensureLoaded() {
        guard needsReload else { return }
        needsReload = false
        layout = makeLayout()
    }

    func reloadDataImplementation() {
        prefetchWindow.reset()
        for (indexPath, cell) in visibleCellsByIndexPath { retire(cell, at: indexPath, notify: true) }
        visibleCellsByIndexPath.removeAll()
        visibleIndexPaths.removeAll()
        for view in visibleHeaders.values { retireHeaderFooter(view) }
        for view in visibleFooters.values { retireHeaderFooter(view) }
        visibleHeaders.removeAll()
        visibleFooters.removeAll()
        selectedIndexPaths.removeAll()
        needsReload = true
        ensureLoaded()
        setNeedsLayout()
    }

    /// The sections as the data source and delegate count and size them; rows at their estimate.
    func makeLayout() -> TableLayout {
        var made = TableLayout()
        guard let dataSource else {
            made.recomputeTops()
            return made
        }
        let count = max(0, dataSource.numberOfSections(in: self))
        made.indexTitles = dataSource.sectionIndexTitles(for: self) ?? []
        let estimate = estimatedRowHeight > 0 ? estimatedRowHeight : (rowHeight > 0 ? rowHeight : Self.defaultRowHeight)
        made.sections.reserveCapacity(count)
        for section in 0..<count {
            let rows = max(0, dataSource.tableView(self, numberOfRowsInSection: section))
            made.sections.append(TableLayout.Section(rowCount: rows, headerHeight: headerHeight(for: section, of: count),
                                                     footerHeight: footerHeight(for: section), estimate: estimate))
        }
        made.tableHeaderHeight = tableHeaderView?.frame.height ?? 0
        made.tableFooterHeight = tableFooterView?.frame.height ?? 0
        made.recomputeTops()
        return made
    }

    private func headerHeight(for section: Int, of count: Int) -> CGFloat {
        let asked = tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
        if asked >= 0 { return asked }
        let hasTitle = dataSource?.tableView(self, titleForHeaderInSection: section) != nil
        let hasView = tableDelegate?.tableView(self, viewForHeaderInSection: section) != nil
        switch style {
        case .plain: return hasTitle || hasView ? 28 : 0
        case .grouped, .insetGrouped: return hasTitle || hasView ? 38 : (section == 0 ? 35 : 18)
        }
    }

    private func footerHeight(for section: Int) -> CGFloat {
        let asked = tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        if asked >= 0 { return asked }
        let title = dataSource?.tableView(self, titleForFooterInSection: section)
        switch style {
        case .plain: return title != nil ? 28 : 0
        case .grouped, .insetGrouped:
            guard let title else { return 18 }
            let label = UILabel()
            label.font = .systemFont(ofSize: 13)
            label.numberOfLines = 0
            label.text = title
            let width = max(0, bounds.width - 2 * sectionInset - 2 * (bounds.width > 375 ? 20 : 16))
            return (label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height + 18).rounded(.up)
        }
    }

    /// How far an inset grouped table's sections are from its edges.
    var sectionInset: CGFloat {
        style == .insetGrouped ? (bounds.width > 375 ? 20 : 16) : 0
    }

    // MARK: Showing rows

    /// Shows the rows near the visible area and lets go of the others.
    func tile() {
        ensureLoaded()
        let overscan = bounds.height
        let minY = bounds.minY - overscan, maxY = bounds.maxY + overscan
        var wanted: [IndexPath] = []
        if var indexPath = layout.firstIndexPath(atOrBelow: max(0, minY)) {
            while layout.isValid(indexPath), layout.rowTop(indexPath) < maxY {
                measureIfNeeded(indexPath)
                wanted.append(indexPath)
                guard let next = layout.indexPath(after: indexPath) else { break }
                indexPath = next
            }
        }
        let wantedSet = Set(wanted)
        for (indexPath, cell) in visibleCellsByIndexPath where !wantedSet.contains(indexPath) {
            visibleCellsByIndexPath[indexPath] = nil
            retire(cell, at: indexPath, notify: true)
        }
        let width = bounds.width
        placeSectionIndex()
        for indexPath in wanted {
            let cell = visibleCellsByIndexPath[indexPath] ?? show(indexPath)
            place(cell, at: indexPath, width: width)
        }
        visibleIndexPaths = wanted
        if let plan = pendingRowAnimation {
            pendingRowAnimation = nil
            let renderer = window?.windowScene?.renderer
            for (indexPath, cell) in visibleCellsByIndexPath { plan.animate(cell, at: indexPath, with: renderer) }
        }
        tileHeadersAndFooters(minY: minY, maxY: maxY)
        placeTableHeaderAndFooter(width: width)
        let size = CGSize(width: width, height: layout.contentHeight)
        if contentSize != size { contentSize = size }
        if isPrefetchingEnabled { updatePrefetching(shownFrom: minY, to: maxY) }
    }

    /// Asks for a row's height the first time it comes near: the delegate's, or the table's
    /// `rowHeight`, or the self-sizing cell's own.
    private func measureIfNeeded(_ indexPath: IndexPath) {
        guard visibleCellsByIndexPath[indexPath] == nil else { return }
        let height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        if height >= 0 {
            layout.setHeight(height, of: indexPath)
            return
        }
        // Self-sizing: the cell is made now and measured at the table's width.
        let cell = show(indexPath)
        let width = bounds.width - 2 * sectionInset
        cell.frame.size.width = width
        layout.setHeight(cell.fittingHeight(forWidth: width), of: indexPath)
    }

    /// Makes the row's cell and adds it.
    @discardableResult
    private func show(_ indexPath: IndexPath) -> UITableViewCell {
        if let cell = visibleCellsByIndexPath[indexPath] { return cell }
        guard let dataSource else { return UITableViewCell() }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        cell.owningTable = self
        cell.tableIndexPath = indexPath
        cell.setSelected(selectedIndexPaths.contains(indexPath), animated: false)
        if cell.isEditing != storedEditing { cell.setEditing(storedEditing, animated: false) }
        if style != .plain, cell.backgroundColor == .systemBackground { cell.backgroundColor = .secondarySystemGroupedBackground }
        visibleCellsByIndexPath[indexPath] = cell
        insertSubview(cell, at: 0)
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        return cell
    }

    private func place(_ cell: UITableViewCell, at indexPath: IndexPath, width: CGFloat) {
        cell.tableIndexPath = indexPath
        let inset = sectionInset
        var frame = CGRect(x: inset, y: layout.rowTop(indexPath), width: width - 2 * inset, height: layout.rowHeight(indexPath))
        // A row being moved stays under the finger; the rows between make room for it.
        if let reorder { frame.origin.y += reorder.shift(of: indexPath, height: layout.rowHeight(reorder.source)) }
        if reorder?.cell !== cell, cell.frame != frame { cell.frame = frame }
        cell.sectionIndexWidth = sectionIndexView == nil ? 0 : TableSectionIndexView.width
        if storedEditing || cell.editingControl != nil || cell.reorderControl != nil { configureEditing(of: cell, at: indexPath) }
        let rows = layout.sections[indexPath.section].rowCount
        if style == .insetGrouped {
            var corners: CACornerMask = []
            if indexPath.row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if indexPath.row == rows - 1 { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            // The background's corners are rounded; the content is not clipped (a separator at
            // the cell's bottom edge stays whole).
            cell.layer.cornerRadius = corners.isEmpty ? 0 : 10
            cell.layer.maskedCorners = corners
        }
        placeSeparator(of: cell, isLast: indexPath.row == rows - 1)
    }

    /// The line below a row, inset as the table and cell say; none below a section's last row.
    private func placeSeparator(of cell: UITableViewCell, isLast: Bool) {
        let shows = separatorStyle == .singleLine && !isLast
        guard shows else {
            cell.separatorLine?.isHidden = true
            return
        }
        let line = cell.separatorLine ?? UIView()
        if cell.separatorLine == nil {
            cell.separatorLine = line
            cell.addSubview(line)
        }
        line.isHidden = false
        line.backgroundColor = separatorColor
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 2
        let thickness = 1 / scale
        var left = cell.separatorInsetIsDefault ? (separatorInsetIsSet ? separatorInset.left : cell.cellMargin) : cell.separatorInset.left
        if cell.separatorInsetIsDefault, !separatorInsetIsSet, let image = cell.storedImageView?.image {
            left += image.size.width + 16
        }
        let right = cell.separatorInsetIsDefault ? separatorInset.right : cell.separatorInset.right
        line.frame = CGRect(x: left, y: cell.bounds.height - thickness, width: max(0, cell.bounds.width - left - right),
                            height: thickness)
    }

    // MARK: Reuse

    func dequeueCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = reusableCells[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = registeredCellClasses[identifier] else { return makeInterfaceFileCell(withIdentifier: identifier) }
        UITableViewCell.pendingReuseIdentifier = identifier
        defer { UITableViewCell.pendingReuseIdentifier = nil }
        return cellClass.init()
    }

    func dequeueHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let view = reusableHeaderFooterViews[identifier]?.popLast() {
            view.prepareForReuse()
            return view
        }
        guard let viewClass = registeredHeaderFooterClasses[identifier] else {
            return makeInterfaceFileHeaderFooter(withIdentifier: identifier)
        }
        UITableViewHeaderFooterView.pendingReuseIdentifier = identifier
        defer { UITableViewHeaderFooterView.pendingReuseIdentifier = nil }
        return viewClass.init()
    }

    /// A cell leaves the table: the delegate is told, and a reusable cell waits for reuse with
    /// its node kept by the page, so reusing it sends only what changes.
    func retire(_ cell: UITableViewCell, at indexPath: IndexPath, notify: Bool) {
        if highlightedIndexPath == indexPath { highlightedIndexPath = nil }
        if rowSwipe?.cell === cell { closeSwipe() }
        let renderer = window?.windowScene?.renderer
        cell.removeFromSuperview()
        cell.owningTable = nil
        cell.tableIndexPath = nil
        if notify { tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath) }
        guard let identifier = cell.reuseIdentifier else { return }
        renderer?.park(cell)
        reusableCells[identifier, default: []].append(cell)
    }

    func retireHeaderFooter(_ view: UIView) {
        let renderer = window?.windowScene?.renderer
        view.removeFromSuperview()
        guard let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier else { return }
        renderer?.park(reusable)
        reusableHeaderFooterViews[identifier, default: []].append(reusable)
    }

    /// The page may drop the nodes of the cells waiting for reuse: the table left the window.
    func releaseParkedViews() {
        guard let renderer = window?.windowScene?.renderer else { return }
        for cell in reusableCells.values.joined() { renderer.release(cell) }
        for view in reusableHeaderFooterViews.values.joined() { renderer.release(view) }
    }

    // MARK: Headers and footers

    private func tileHeadersAndFooters(minY: CGFloat, maxY: CGFloat) {
        var wantedHeaders: Set<Int> = [], wantedFooters: Set<Int> = []
        if let first = layout.sectionIndex(at: max(0, minY)) {
            for section in first..<layout.sections.count where layout.sections[section].top < maxY {
                let info = layout.sections[section]
                if info.headerHeight > 0 { wantedHeaders.insert(section) }
                if info.footerHeight > 0 { wantedFooters.insert(section) }
            }
        }
        for (section, view) in visibleHeaders where !wantedHeaders.contains(section) {
            visibleHeaders[section] = nil
            retireHeaderFooter(view)
        }
        for (section, view) in visibleFooters where !wantedFooters.contains(section) {
            visibleFooters[section] = nil
            retireHeaderFooter(view)
        }
        for section in wantedHeaders {
            let info = layout.sections[section]
            guard let view = visibleHeaders[section] ?? makeHeaderFooter(section: section, isFooter: false) else { continue }
            visibleHeaders[section] = view
            // A plain table's header sticks to the top of the visible area until the end of its
            // section pushes it up.
            var y = info.top
            if style == .plain {
                let pinned = bounds.minY + adjustedContentInset.top
                y = min(max(info.top, pinned), info.top + info.height - info.headerHeight)
            }
            let frame = CGRect(x: 0, y: y, width: bounds.width, height: info.headerHeight)
            if view.frame != frame { view.frame = frame }
        }
        for section in wantedFooters {
            let info = layout.sections[section]
            guard let view = visibleFooters[section] ?? makeHeaderFooter(section: section, isFooter: true) else { continue }
            visibleFooters[section] = view
            view.frame = CGRect(x: 0, y: info.top + info.height - info.footerHeight, width: bounds.width, height: info.footerHeight)
        }
    }

    /// The delegate's view for the header or footer, else one with the data source's title.
    private func makeHeaderFooter(section: Int, isFooter: Bool) -> UIView? {
        let custom = isFooter ? tableDelegate?.tableView(self, viewForFooterInSection: section)
                              : tableDelegate?.tableView(self, viewForHeaderInSection: section)
        let view: UIView
        if let custom {
            view = custom
        } else {
            let title = isFooter ? dataSource?.tableView(self, titleForFooterInSection: section)
                                 : dataSource?.tableView(self, titleForHeaderInSection: section)
            guard let title else { return nil }
            let titled = dequeueHeaderFooterView(withIdentifier: Self.titleViewIdentifier)
                ?? UITableViewHeaderFooterView(reuseIdentifier: Self.titleViewIdentifier)
            titled.isFooter = isFooter
            titled.leadingInset = sectionInset
            let label = titled.textLabel!
            label.numberOfLines = isFooter ? 0 : 1
            if style == .plain {
                label.font = .boldSystemFont(ofSize: 17)
                label.textColor = .label
                titled.backgroundColor = .secondarySystemBackground
                label.text = title
            } else {
                label.text = isFooter ? title : title.uppercased()
            }
            view = titled
        }
        if let reusable = view as? UITableViewHeaderFooterView, let accessibilityTitle = reusable.storedTextLabel?.text,
           reusable.accessibilityLabel == nil {
            reusable.accessibilityLabel = accessibilityTitle
        }
        addSubview(view)
        return view
    }

    static let titleViewIdentifier = "UITableView-title"

    private func placeTableHeaderAndFooter(width: CGFloat) {
        if let header = tableHeaderView {
            let frame = CGRect(x: 0, y: 0, width: width, height: header.frame.height)
            if header.frame != frame { header.frame = frame }
        }
        if let footer = tableFooterView {
            let frame = CGRect(x: 0, y: layout.contentHeight - footer.frame.height, width: width, height: footer.frame.height)
            if footer.frame != frame { footer.frame = frame }
        }
    }

    // MARK: Geometry

    enum SectionPart { case whole, header, footer }

    func rectImplementation(forSection section: Int, part: SectionPart) -> CGRect {
        ensureLoaded()
        guard layout.sections.indices.contains(section) else { return .zero }
        let info = layout.sections[section]
        switch part {
        case .whole: return CGRect(x: 0, y: info.top, width: bounds.width, height: info.height)
        case .header: return CGRect(x: 0, y: info.top, width: bounds.width, height: info.headerHeight)
        case .footer: return CGRect(x: 0, y: info.top + info.height - info.footerHeight, width: bounds.width, height: info.footerHeight)
        }
    }

    func rectForRowImplementation(at indexPath: IndexPath) -> CGRect {
        ensureLoaded()
        guard layout.isValid(indexPath) else { return .zero }
        let inset = sectionInset
        return CGRect(x: inset, y: layout.rowTop(indexPath), width: bounds.width - 2 * inset, height: layout.rowHeight(indexPath))
    }

    func indexPathForRowImplementation(at point: CGPoint) -> IndexPath? {
        ensureLoaded()
        guard point.x >= 0, point.x < bounds.width, let indexPath = layout.firstIndexPath(atOrBelow: point.y) else { return nil }
        let top = layout.rowTop(indexPath)
        return point.y >= top && point.y < top + layout.rowHeight(indexPath) ? indexPath : nil
    }

    func indexPathsImplementation(in rect: CGRect) -> [IndexPath] {
        ensureLoaded()
        var paths: [IndexPath] = []
        guard var indexPath = layout.firstIndexPath(atOrBelow: rect.minY) else { return [] }
        while layout.isValid(indexPath), layout.rowTop(indexPath) < rect.maxY {
            paths.append(indexPath)
            guard let next = layout.indexPath(after: indexPath) else { break }
            indexPath = next
        }
        return paths
    }

    func scrollToRowImplementation(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        ensureLoaded()
        guard layout.isValid(indexPath) else {
            preconditionFailure("attempt to scroll to invalid index path: \(indexPath)")
        }
        // The row's real height, so the offset is exact.
        measureIfNeeded(indexPath)
        let row = rectForRowImplementation(at: indexPath)
        let visible = bounds.inset(by: adjustedContentInset)
        var offset = contentOffset
        switch position {
        case .top: offset.y = row.minY - adjustedContentInset.top
        case .middle: offset.y = row.midY - adjustedContentInset.top - visible.height / 2
        case .bottom: offset.y = row.maxY - adjustedContentInset.top - visible.height
        case .none:
            if row.minY < visible.minY { offset.y = row.minY - adjustedContentInset.top }
            else if row.maxY > visible.maxY { offset.y = row.maxY - adjustedContentInset.top - visible.height }
        }
        contentSize = CGSize(width: bounds.width, height: layout.contentHeight)
        setContentOffset(clampedContentOffset(offset), animated: animated)
    }
}
