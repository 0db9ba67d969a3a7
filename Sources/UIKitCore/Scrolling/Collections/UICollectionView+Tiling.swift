import Foundation

/// Counting, laying out and showing elements: the layout names the elements near the visible
/// area (a screen of overscan around it), the data source makes their views, and views that
/// leave wait for reuse with their page nodes kept.
extension UICollectionView {
    func setUpCollectionView() {
        backgroundColor = .systemBackground
        storedLayout.collectionView = self
        applyListBackground()
    }

    /// A list layout gives the collection view its appearance's background.
    func applyListBackground() {
        guard let compositional = storedLayout as? UICollectionViewCompositionalLayout,
              let list = compositional.listConfigurationForBackground else { return }
        backgroundColor = list.resolvedBackgroundColor
    }

    // MARK: Counts

    var numberOfSectionsForLayout: Int {
        ensureCounted()
        return sectionCounts?.count ?? 0
    }

    func numberOfItemsForLayout(inSection section: Int) -> Int {
        ensureCounted()
        guard let counts = sectionCounts, counts.indices.contains(section) else { return 0 }
        return counts[section]
    }

    func ensureCounted() {
        guard sectionCounts == nil else { return }
        sectionCounts = countItems()
    }

    func countItems() -> [Int] {
        guard let dataSource else { return [] }
        let sections = max(0, dataSource.numberOfSections(in: self))
        return (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
    }

    func reloadDataImplementation() {
        prefetchWindow.reset()
        for (key, view) in visibleViews { retire(view, key: key, notify: true) }
        visibleViews.removeAll()
        selectedIndexPaths.removeAll()
        highlightedIndexPath = nil
        sectionCounts = nil
        storedLayout.forgetMeasuredSizes()
        storedLayout.invalidateLayout()
        setNeedsLayout()
    }

    func prepareLayoutIfNeeded() {
        if bounds.size != lastLayoutBounds.size {
            lastLayoutBounds = bounds
            storedLayout.needsPrepare = true
        }
        storedLayout.prepareIfNeeded()
    }

    // MARK: Showing elements

    /// Shows the elements near the visible area and lets go of the others; cells that size
    /// themselves are measured as they come and the layout is made again with their sizes.
    func tile() {
        guard !isTiling else { return }
        isTiling = true
        defer { isTiling = false }
        // A new size lays out again; so does any move the layout asks to be told of.
        if bounds != lastLayoutBounds {
            if bounds.size != lastLayoutBounds.size || storedLayout.shouldInvalidateLayout(forBoundsChange: bounds) {
                storedLayout.needsPrepare = true
            }
            lastLayoutBounds = bounds
        }
        for _ in 0..<4 {
            storedLayout.prepareIfNeeded()
            let size = storedLayout.collectionViewContentSize
            if contentSize != size { takeContentSize(size) }
            guard showElements() else { break }
        }
        if let plan = pendingRowAnimation {
            pendingRowAnimation = nil
            let renderer = window?.windowScene?.renderer
            for (key, view) in visibleViews where key.category == .cell { plan.animate(view, at: key.indexPath, with: renderer) }
        }
        backgroundView?.frame = bounds
        if isPrefetchingEnabled { updatePrefetching(shown: bounds.insetBy(dx: -bounds.width, dy: -bounds.height)) }
    }

    /// Shows the elements the layout names for the visible area and overscan; returns whether a
    /// newly shown cell measured itself at another size, so the layout must be made again.
    private func showElements() -> Bool {
        let area = bounds.insetBy(dx: -bounds.width, dy: -bounds.height)
        let bands = storedLayout.orthogonalSections(in: area).map(shownBand)
        let orthogonal = Set(bands.map(\.section))
        var wanted: [(UICollectionViewLayoutAttributes, UIView)] = []
        for attributes in shownAttributes(in: area) {
            if attributes.representedElementCategory == .cell, orthogonal.contains(attributes.indexPath.section) { continue }
            wanted.append((attributes, self))
        }
        // Sections that scroll across: a scroll view each, holding the cells near its visible part.
        var shownScrollers: Set<Int> = []
        for band in bands {
            let scroller = orthogonalScroller(for: band)
            shownScrollers.insert(band.section)
            let visible = scroller.bounds.insetBy(dx: -scroller.bounds.width, dy: 0)
            for attributes in shownOrthogonalAttributes(of: band, in: visible) {
                wanted.append((attributes, scroller))
            }
        }
        let wantedKeys = Set(wanted.map { $0.0.elementKey })
        for (key, view) in visibleViews where !wantedKeys.contains(key) {
            visibleViews[key] = nil
            retire(view, key: key, notify: true)
        }
        for (section, scroller) in orthogonalScrollers where !shownScrollers.contains(section) {
            orthogonalOffsets[section] = scroller.contentOffset
            scroller.removeFromSuperview()
            orthogonalScrollers[section] = nil
        }
        var remeasure = false
        for (attributes, host) in wanted {
            let key = attributes.elementKey
            var isNew = false
            let view: UICollectionReusableView
            if let shown = visibleViews[key] {
                view = shown
            } else if let made = makeView(for: attributes) {
                view = made
                isNew = true
            } else {
                continue
            }
            place(view, with: attributes, in: host, isNew: isNew)
            if isNew, attributes.representedElementCategory == .cell, storedLayout.selfSizes {
                let preferred = view.preferredLayoutAttributesFitting(attributes)
                if preferred.size != attributes.size, storedLayout.cellMeasured(preferred.size, at: attributes.indexPath) {
                    remeasure = true
                }
            }
        }
        return remeasure
    }

    /// The view for an element: the data source's cell or supplementary view, or a decoration
    /// of the class registered with the layout.
    private func makeView(for attributes: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
        let indexPath = attributes.indexPath
        let view: UICollectionReusableView
        switch attributes.representedElementCategory {
        case .cell:
            guard let dataSource else { return nil }
            let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
            cell.isSelected = selectedIndexPaths.contains(indexPath)
            cell.isEditingCell = isEditing
            view = cell
        case .supplementaryView:
            guard let dataSource, let kind = attributes.representedElementKind else { return nil }
            view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
        case .decorationView:
            guard let kind = attributes.representedElementKind,
                  let made = storedLayout.makeDecorationView(ofKind: kind, reusing: &reusableViews) else { return nil }
            view = made
        }
        view.owningCollectionView = self
        view.elementKey = attributes.elementKey
        visibleViews[attributes.elementKey] = view
        return view
    }

    /// Puts the view where its attributes say, in `host` (the collection view or a section's
    /// scroll view), below the supplementary views when it is a cell or decoration.
    private func place(_ view: UICollectionReusableView, with attributes: UICollectionViewLayoutAttributes, in host: UIView, isNew: Bool) {
        if view.superview !== host {
            switch attributes.representedElementCategory {
            case .supplementaryView: host.addSubview(view)
            case .decorationView: host.insertSubview(view, at: backgroundView == nil || host !== self ? 0 : 1)
            case .cell:
                let below = host.storedSubviews.prefix { $0 === backgroundView || ($0 as? UICollectionReusableView)?.elementKey?.category == .decorationView }
                host.insertSubview(view, at: below.count)
            }
        }
        let frame = attributes.representedElementCategory == .cell && host === self
            ? frameDuringMovement(of: attributes.indexPath, laidOutAt: attributes.frame) : attributes.frame
        if view.frame != frame { view.frame = frame }
        if view.alpha != attributes.alpha { view.alpha = attributes.alpha }
        if view.isHidden != attributes.isHidden { view.isHidden = attributes.isHidden }
        if view.transform != attributes.transform { view.transform = attributes.transform }
        if let cell = view as? UICollectionViewCell { cell.applyListPlacement(attributes.listPlacement) }
        view.apply(attributes)
        guard isNew else { return }
        switch attributes.representedElementCategory {
        case .cell:
            if let cell = view as? UICollectionViewCell {
                collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: attributes.indexPath)
            }
        case .supplementaryView:
            collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view,
                                               forElementKind: attributes.representedElementKind ?? "", at: attributes.indexPath)
        case .decorationView:
            break
        }
    }

    /// The scroll view of a section that scrolls across, made when it comes near.
    private func orthogonalScroller(for band: OrthogonalSectionFrame) -> OrthogonalScrollView {
        let scroller = orthogonalScrollers[band.section] ?? {
            let made = OrthogonalScrollView()
            made.owner = self
            made.showsHorizontalScrollIndicator = false
            made.showsVerticalScrollIndicator = false
            made.alwaysBounceHorizontal = true
            made.backgroundColor = nil
            orthogonalScrollers[band.section] = made
            addSubview(made)
            made.frame = band.frame
            made.contentSize = band.contentSize
            made.contentOffset = leadingOffset(of: band)
            return made
        }()
        if scroller.frame != band.frame { scroller.frame = band.frame }
        if scroller.contentSize != band.contentSize { scroller.contentSize = band.contentSize }
        scroller.isPagingEnabled = band.behavior == .paging
        // Paging by group and resting at a group's leading edge snap in the page at every group.
        switch band.behavior {
        case .groupPaging, .continuousGroupLeadingBoundary, .groupPagingCentered:
            // Mirrored, the groups' leading edges are their right edges: the snap follows them.
            let start = flipsLayout && band.pageWidth > 0
                ? (max(band.contentSize.width, band.frame.width) - band.leadingInset - band.groupWidth)
                    .truncatingRemainder(dividingBy: band.pageWidth)
                : band.leadingInset
            scroller.renderedSnap = band.pageWidth > 0
                ? RenderSnap(interval: band.pageWidth, start: start, size: band.groupWidth,
                             centered: band.behavior == .groupPagingCentered)
                : nil
        default:
            scroller.renderedSnap = nil
        }
        if let offset = orthogonalOffsets.removeValue(forKey: band.section) {
            scroller.contentOffset = scroller.clampedContentOffset(offset)
        }
        return scroller
    }

    /// A view leaves: the delegate is told, and a reusable view waits for reuse with its node
    /// kept by the page, so reusing it sends only what changes.
    func retire(_ view: UICollectionReusableView, key: ElementKey, notify: Bool) {
        if key.category == .cell, highlightedIndexPath == key.indexPath { highlightedIndexPath = nil }
        if let swipe = rowSwipe, swipe.cell === view { closeSwipe() }
        let renderer = window?.windowScene?.renderer
        view.removeFromSuperview()
        view.owningCollectionView = nil
        view.elementKey = nil
        if notify {
            switch key.category {
            case .cell:
                if let cell = view as? UICollectionViewCell { collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath) }
            case .supplementaryView:
                collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind ?? "",
                                                   at: key.indexPath)
            case .decorationView:
                break
            }
        }
        guard let identifier = view.reuseIdentifier else { return }
        renderer?.park(view)
        reusableViews[ReuseKey(kind: view.reuseKind, identifier: identifier), default: []].append(view)
    }

    /// The page may drop the nodes of the views waiting for reuse: the collection view left the
    /// window.
    func releaseParkedViews() {
        guard let renderer = window?.windowScene?.renderer else { return }
        for view in reusableViews.values.joined() { renderer.release(view) }
    }

    // MARK: Scrolling to items

    func scrollToItemImplementation(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        prepareLayoutIfNeeded()
        guard let attributes = shownAttributesForItem(at: indexPath) else {
            preconditionFailure("attempt to scroll to invalid index path: \(indexPath)")
        }
        let frame = attributes.frame
        if let scroller = orthogonalScrollers[indexPath.section],
           let band = storedLayout.orthogonalSections(in: .infinite).first(where: { $0.section == indexPath.section }) {
            // Across, inside the section's own scroll view (mirrored with the layout).
            let layoutFrame = storedLayout.layoutAttributesForItem(at: indexPath)?.frame ?? frame
            let local = shownOrthogonalFrame(layoutFrame.offsetBy(dx: -band.frame.minX, dy: -band.frame.minY), of: band)
            var x = scroller.contentOffset.x
            if position.contains(.left) { x = local.minX }
            else if position.contains(.centeredHorizontally) { x = local.midX - scroller.bounds.width / 2 }
            else if position.contains(.right) { x = local.maxX - scroller.bounds.width }
            scroller.setContentOffset(scroller.clampedContentOffset(CGPoint(x: x, y: 0)), animated: animated)
        }
        let insets = adjustedContentInset
        let visible = bounds.inset(by: insets)
        var offset = contentOffset
        if position.contains(.top) { offset.y = frame.minY - insets.top }
        else if position.contains(.centeredVertically) { offset.y = frame.midY - insets.top - visible.height / 2 }
        else if position.contains(.bottom) { offset.y = frame.maxY - insets.top - visible.height }
        if orthogonalScrollers[indexPath.section] == nil {
            if position.contains(.left) { offset.x = frame.minX - insets.left }
            else if position.contains(.centeredHorizontally) { offset.x = frame.midX - insets.left - visible.width / 2 }
            else if position.contains(.right) { offset.x = frame.maxX - insets.left - visible.width }
        }
        takeContentSize(storedLayout.collectionViewContentSize)
        setContentOffset(clampedContentOffset(offset), animated: animated)
    }
}

/// The scroll view of a compositional layout section that scrolls across the layout's direction.
final class OrthogonalScrollView: UIScrollView {
    @HandleReference var owner: UICollectionView?

    override func layoutSubviews() {
        super.layoutSubviews()
        owner?.tile()
    }
}

extension UICollectionViewLayout {
    /// Registers a class to make decoration views of the kind.
    public func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = viewClass as? UICollectionReusableView.Type
    }

    func makeDecorationView(ofKind kind: String,
                            reusing reusable: inout [UICollectionView.ReuseKey: [UICollectionReusableView]]) -> UICollectionReusableView? {
        let key = UICollectionView.ReuseKey(kind: kind, identifier: kind)
        if let view = reusable[key]?.popLast() {
            view.prepareForReuse()
            return view
        }
        guard let viewClass = decorationClasses[kind] else { return nil }
        let view = viewClass.init()
        view.storedReuseIdentifier = kind
        view.reuseKind = kind
        return view
    }
}

extension UICollectionViewCompositionalLayout {
    /// The list configuration of a layout made by `list(using:)`, for the collection view's
    /// background.
    var listConfigurationForBackground: UICollectionLayoutListConfiguration? {
        listConfiguration
    }
}
