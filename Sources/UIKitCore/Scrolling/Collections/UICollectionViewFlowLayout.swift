import Foundation

/// A layout that organizes items into a grid with optional header and footer views for each
/// section: items fill a line (a row when scrolling vertically, a column when scrolling
/// horizontally) and wrap to the next, with the spacing spread so a full line reaches both
/// edges.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// A flow layout is flipped right to left: the first item is at the right, and a horizontal
    /// grid starts at its right end.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// The size that asks cells to size themselves: set `estimatedItemSize` to it.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// What the section insets are measured from.
    public enum SectionInsetReference: Int, Sendable {
        case fromContentInset = 0, fromSafeArea = 1, fromLayoutMargins = 2
    }

    /// The default size of items: 50 by 50 points.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The estimated size of cells that size themselves; `.zero` (the default) turns self-sizing
    /// off.
    open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The minimum spacing between lines. The default is 10.
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The minimum spacing between items in a line. The default is 10.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The margins around each section's items.
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// What the section insets are measured from. The default is the content inset.
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { invalidateLayout() } }
    /// The default size of section headers; only the height counts when scrolling vertically.
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The default size of section footers.
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The direction the grid scrolls in. The default is vertical.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// Whether headers stick to the top of the visible area while their section is in view.
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Whether footers stick to the bottom of the visible area while their section is in view.
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    public override init() {
        super.init()
    }

    // MARK: Layout

    open override func prepare() {
        super.prepare()
        sections = computeSections()
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var found: [UICollectionViewLayoutAttributes] = []
        let vertical = scrollDirection == .vertical
        let low = vertical ? rect.minY : rect.minX, high = vertical ? rect.maxY : rect.maxX
        for (index, section) in sections.enumerated() where section.start < high && section.end > low {
            if let header = section.header, let attributes = headerAttributes(section: index, frame: header), attributes.frame.intersects(rect) {
                found.append(attributes)
            }
            for line in section.lines(from: low, to: high) {
                for item in line.items where section.items[item].intersects(rect) {
                    found.append(itemAttributes(IndexPath(item: item, section: index), frame: section.items[item]))
                }
            }
            if let footer = section.footer, footer.intersects(rect) {
                found.append(supplementaryAttributes(UICollectionView.elementKindSectionFooter, section: index, frame: footer))
            }
        }
        return found
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].items.indices.contains(indexPath.item) else {
            return nil
        }
        return itemAttributes(indexPath, frame: sections[indexPath.section].items[indexPath.item])
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: return section.header.flatMap { headerAttributes(section: indexPath.section, frame: $0) }
        case UICollectionView.elementKindSectionFooter:
            return section.footer.map { supplementaryAttributes(elementKind, section: indexPath.section, frame: $0) }
        default: return nil
        }
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        // Pinned headers move with every scroll.
        return newBounds.size != collectionView.bounds.size || sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
    }

    // MARK: Internals

    struct Line {
        var items: Range<Int>
        var start: CGFloat
        var end: CGFloat
    }

    struct Section {
        var start: CGFloat = 0
        var end: CGFloat = 0
        var header: CGRect?
        var footer: CGRect?
        var items: [CGRect] = []
        var lines: [Line] = []

        /// The lines that reach into `low..<high`, found by bisection.
        func lines(from low: CGFloat, to high: CGFloat) -> ArraySlice<Line> {
            var lower = 0, upper = lines.count
            while lower < upper {
                let middle = (lower + upper) / 2
                if lines[middle].end < low { lower = middle + 1 } else { upper = middle }
            }
            var last = lower
            while last < lines.count, lines[last].start < high { last += 1 }
            return lines[lower..<last]
        }
    }

    var sections: [Section] = []
    var contentSize: CGSize = .zero
    /// The sizes self-sizing cells gave themselves.
    var measuredSizes: [IndexPath: CGSize] = [:]

    private var flowDelegate: UICollectionViewDelegateFlowLayout? {
        collectionView?.delegate as? UICollectionViewDelegateFlowLayout
    }

    private func itemAttributes(_ indexPath: IndexPath, frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame
        if selfSizes { attributes.estimatedAxes = (true, true) }
        return attributes
    }

    private func supplementaryAttributes(_ kind: String, section: Int, frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        attributes.frame = frame
        attributes.zIndex = 10
        return attributes
    }

    /// A header, pinned to the top of the visible area while its section is in view when asked.
    private func headerAttributes(section: Int, frame: CGRect) -> UICollectionViewLayoutAttributes? {
        var frame = frame
        if sectionHeadersPinToVisibleBounds, scrollDirection == .vertical, let collectionView {
            let top = collectionView.bounds.minY + collectionView.adjustedContentInset.top
            let sectionEnd = sections[section].end - (sections[section].footer?.height ?? 0)
            frame.origin.y = min(max(frame.minY, top), sectionEnd - frame.height)
        }
        return supplementaryAttributes(UICollectionView.elementKindSectionHeader, section: section, frame: frame)
    }

    private func computeSections() -> [Section] {
        guard let collectionView else {
            contentSize = .zero
            return []
        }
        let vertical = scrollDirection == .vertical
        let count = collectionView.numberOfSectionsForLayout
        var computed: [Section] = []
        computed.reserveCapacity(count)
        // The extent across the scrolling direction, less the insets the reference names.
        let bounds = collectionView.bounds
        let content = collectionView.adjustedContentInset
        var reference = UIEdgeInsets.zero
        switch sectionInsetReference {
        case .fromContentInset: break
        case .fromSafeArea:
            let safe = collectionView.safeAreaInsets
            reference = UIEdgeInsets(top: 0, left: max(0, safe.left - content.left), bottom: 0, right: max(0, safe.right - content.right))
        case .fromLayoutMargins:
            let margins = collectionView.layoutMargins
            reference = UIEdgeInsets(top: 0, left: max(0, margins.left - content.left), bottom: 0, right: max(0, margins.right - content.right))
        }
        let cross = vertical ? bounds.width - content.left - content.right : bounds.height - content.top - content.bottom
        var position: CGFloat = 0
        for index in 0..<count {
            var section = Section()
            section.start = position
            let inset = flowDelegate?.collectionView(collectionView, layout: self, insetForSectionAt: index) ?? sectionInset
            let lineSpacing = flowDelegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: index) ?? minimumLineSpacing
            let itemSpacing = flowDelegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: index)
                ?? minimumInteritemSpacing
            let headerSize = flowDelegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: index) ?? headerReferenceSize
            let footerSize = flowDelegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: index) ?? footerReferenceSize
            let headerExtent = vertical ? headerSize.height : headerSize.width
            if headerExtent > 0 {
                section.header = vertical ? CGRect(x: 0, y: position, width: cross, height: headerExtent)
                                          : CGRect(x: position, y: 0, width: headerExtent, height: cross)
                position += headerExtent
            }
            let leading = vertical ? inset.left + reference.left : inset.top
            let trailing = vertical ? inset.right + reference.right : inset.bottom
            position += vertical ? inset.top : inset.left
            let available = max(0, cross - leading - trailing)
            let itemCount = collectionView.numberOfItemsForLayout(inSection: index)
            var sizes: [CGSize] = []
            sizes.reserveCapacity(itemCount)
            for item in 0..<itemCount { sizes.append(size(ofItemAt: IndexPath(item: item, section: index))) }
            let along = { (size: CGSize) in vertical ? size.width : size.height }
            let depth = { (size: CGSize) in vertical ? size.height : size.width }
            section.items = [CGRect](repeating: .zero, count: itemCount)
            var first = 0
            while first < itemCount {
                // As many items as fit at the minimum spacing; at least one.
                var end = first + 1, used = along(sizes[first])
                while end < itemCount, used + itemSpacing + along(sizes[end]) <= available + 0.001 {
                    used += itemSpacing + along(sizes[end])
                    end += 1
                }
                let lineDepth = sizes[first..<end].map(depth).max() ?? 0
                let isLast = end == itemCount
                let n = end - first
                var offset = leading, spacing = itemSpacing
                if n == 1, !isLast {
                    offset = leading + (available - used) / 2
                } else if n > 1, !isLast {
                    spacing = itemSpacing + (available - used) / CGFloat(n - 1)
                }
                if !section.lines.isEmpty { position += lineSpacing }
                for item in first..<end {
                    let size = sizes[item]
                    let centered = position + (lineDepth - depth(size)) / 2
                    section.items[item] = vertical ? CGRect(x: offset, y: centered, width: size.width, height: size.height)
                                                   : CGRect(x: centered, y: offset, width: size.width, height: size.height)
                    offset += along(size) + spacing
                }
                section.lines.append(Line(items: first..<end, start: position, end: position + lineDepth))
                position += lineDepth
                first = end
            }
            position += vertical ? inset.bottom : inset.right
            let footerExtent = vertical ? footerSize.height : footerSize.width
            if footerExtent > 0 {
                section.footer = vertical ? CGRect(x: 0, y: position, width: cross, height: footerExtent)
                                          : CGRect(x: position, y: 0, width: footerExtent, height: cross)
                position += footerExtent
            }
            section.end = position
            computed.append(section)
        }
        contentSize = vertical ? CGSize(width: cross, height: position) : CGSize(width: position, height: cross)
        return computed
    }

    /// An item's size: the delegate's, the measured size of a self-sizing cell, its estimate,
    /// or `itemSize`.
    private func size(ofItemAt indexPath: IndexPath) -> CGSize {
        if estimatedItemSize != .zero {
            if let measured = measuredSizes[indexPath] { return measured }
            return estimatedItemSize == Self.automaticSize ? CGSize(width: 50, height: 50) : estimatedItemSize
        }
        guard let collectionView, let flowDelegate else { return itemSize }
        return flowDelegate.collectionView(collectionView, layout: self, sizeForItemAt: indexPath)
    }

    override var selfSizes: Bool { estimatedItemSize != .zero }

    override func forgetMeasuredSizes() {
        measuredSizes.removeAll()
    }

    override func cellMeasured(_ size: CGSize, at indexPath: IndexPath) -> Bool {
        guard selfSizes, measuredSizes[indexPath] != size else { return false }
        measuredSizes[indexPath] = size
        invalidateLayout()
        return true
    }
}
