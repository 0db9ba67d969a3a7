import Foundation

/// A layout object that lets you combine items in highly adaptive and flexible visual
/// arrangements: sections of repeated groups of items, each sized as a fraction of its
/// container, in points, or by its content; sections may scroll across the layout's direction.
///
/// The layout scrolls vertically; sections scroll horizontally with `orthogonalScrollingBehavior`.
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// A compositional layout is flipped right to left: items lead from the right.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// A closure that makes the section at an index for an environment.
    public typealias SectionProvider = (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let fixedSection: NSCollectionLayoutSection?
    private let sectionProvider: SectionProvider?

    /// The layout's configuration.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    /// A layout of one section description for every section.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout of one section description for every section, with a configuration.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        fixedSection = section
        sectionProvider = nil
        self.configuration = configuration
        super.init()
    }

    /// A layout whose sections the closure makes.
    public convenience init(sectionProvider: @escaping SectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose sections the closure makes, with a configuration.
    public init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        fixedSection = nil
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// A layout of list sections only.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        let layout = UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        layout.listConfiguration = configuration
        return layout
    }

    /// The list configuration of a list section.
    func listConfiguration(ofSection section: Int) -> UICollectionLayoutListConfiguration? {
        sections.indices.contains(section) ? sections[section].list : nil
    }

    /// The list configuration the layout was made with by `list(using:)`.
    var listConfiguration: UICollectionLayoutListConfiguration?

    // MARK: Layout

    open override func prepare() {
        super.prepare()
        compose()
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var found: [UICollectionViewLayoutAttributes] = []
        for (index, section) in sections.enumerated() where section.start < rect.maxY && section.end > rect.minY {
            for decoration in section.decorations where decoration.frame.intersects(rect) {
                found.append(decorationAttributes(for: decoration, section: index))
            }
            for supplementary in section.supplementaries {
                let made = attributes(for: supplementary, section: index)
                if made.frame.intersects(rect) { found.append(made) }
            }
            if let band = section.orthogonal {
                // Items of a section that scrolls across, where they are before it scrolls.
                guard band.frame.intersects(rect) else { continue }
                let local = CGRect(x: rect.minX - band.frame.minX, y: 0, width: rect.width, height: band.frame.height)
                for made in orthogonalAttributes(inSection: index, in: local) {
                    made.frame = made.frame.offsetBy(dx: band.frame.minX, dy: band.frame.minY)
                    found.append(made)
                }
                continue
            }
            for group in section.groups(from: rect.minY, to: rect.maxY) {
                for item in group.items where section.items[item].intersects(rect) {
                    found.append(itemAttributes(IndexPath(item: item, section: index), in: section))
                }
            }
        }
        return found
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].items.indices.contains(indexPath.item) else {
            return nil
        }
        let section = sections[indexPath.section]
        let made = itemAttributes(indexPath, in: section)
        if let band = section.orthogonal { made.frame = made.frame.offsetBy(dx: band.frame.minX, dy: band.frame.minY) }
        return made
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section),
              let supplementary = sections[indexPath.section].supplementaries.first(where: { $0.kind == elementKind }) else { return nil }
        return attributes(for: supplementary, section: indexPath.section)
    }

    // MARK: Internals

    struct Placed {
        var kind: String
        var frame: CGRect
        var zIndex: Int
        var pinned = false
        var atTop = true
    }

    struct ComposedSection {
        var start: CGFloat = 0
        var end: CGFloat = 0
        /// The cells' frames: in the collection view, or in the scrolling band of an orthogonal section.
        var items: [CGRect] = []
        /// The groups along the direction the section's items run, for finding items by bisection.
        var groupBands: [UICollectionViewFlowLayout.Line] = []
        var supplementaries: [Placed] = []
        var decorations: [Placed] = []
        var orthogonal: OrthogonalSectionFrame?
        var list: UICollectionLayoutListConfiguration?
        var estimates = false
        var estimatedAxes = (width: false, height: false)

        func groups(from low: CGFloat, to high: CGFloat) -> ArraySlice<UICollectionViewFlowLayout.Line> {
            var lower = 0, upper = groupBands.count
            while lower < upper {
                let middle = (lower + upper) / 2
                if groupBands[middle].end < low { lower = middle + 1 } else { upper = middle }
            }
            var last = lower
            while last < groupBands.count, groupBands[last].start < high { last += 1 }
            return groupBands[lower..<last]
        }
    }

    var sections: [ComposedSection] = []
    var contentSize: CGSize = .zero
    /// The sizes cells of estimated dimensions gave themselves.
    var measuredSizes: [IndexPath: CGSize] = [:]

    override var selfSizes: Bool { sections.contains(where: \.estimates) }

    override func cellMeasured(_ size: CGSize, at indexPath: IndexPath) -> Bool {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].estimates else { return false }
        let rounded = CGSize(width: (size.width * 2).rounded(.up) / 2, height: (size.height * 2).rounded(.up) / 2)
        guard measuredSizes[indexPath] != rounded else { return false }
        measuredSizes[indexPath] = rounded
        invalidateLayout()
        return true
    }

    override func forgetMeasuredSizes() {
        measuredSizes.removeAll()
    }

    override func orthogonalSections(in rect: CGRect) -> [OrthogonalSectionFrame] {
        sections.compactMap { $0.orthogonal }.filter { $0.frame.intersects(rect) }
    }

    override func orthogonalAttributes(inSection index: Int, in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        guard sections.indices.contains(index) else { return [] }
        let section = sections[index]
        var found: [UICollectionViewLayoutAttributes] = []
        for group in section.groups(from: rect.minX, to: rect.maxX) {
            for item in group.items where section.items[item].intersects(rect) {
                found.append(itemAttributes(IndexPath(item: item, section: index), in: section))
            }
        }
        return found
    }

    private func itemAttributes(_ indexPath: IndexPath, in section: ComposedSection) -> UICollectionViewLayoutAttributes {
        let made = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        made.frame = section.items[indexPath.item]
        made.estimatedAxes = section.estimatedAxes
        if let list = section.list {
            let last = indexPath.item == section.items.count - 1
            made.listPlacement = ListPlacement(appearance: list.appearance, isFirst: indexPath.item == 0, isLast: last,
                                               showsSeparator: list.showsSeparators && !last)
        }
        return made
    }

    private func attributes(for placed: Placed, section: Int) -> UICollectionViewLayoutAttributes {
        let made = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: placed.kind, with: IndexPath(item: 0, section: section))
        var frame = placed.frame
        if placed.pinned, let collectionView {
            let visible = collectionView.bounds.inset(by: collectionView.adjustedContentInset)
            let sectionInfo = sections[section]
            if placed.atTop {
                frame.origin.y = min(max(frame.minY, visible.minY), sectionInfo.end - frame.height)
            } else {
                frame.origin.y = max(min(frame.minY, visible.maxY - frame.height), sectionInfo.start)
            }
        }
        made.frame = frame
        made.zIndex = placed.zIndex
        return made
    }

    /// Lays out every section from its description.
    private func compose() {
        guard let collectionView else {
            sections = []
            contentSize = .zero
            return
        }
        let insets = collectionView.adjustedContentInset
        let width = max(0, collectionView.bounds.width - insets.left - insets.right)
        let height = max(0, collectionView.bounds.height - insets.top - insets.bottom)
        let container = LayoutContainer(contentSize: CGSize(width: width, height: height), contentInsets: .zero)
        let environment = LayoutEnvironment(container: container, traitCollection: collectionView.traitCollection)
        let count = collectionView.numberOfSectionsForLayout
        var composed: [ComposedSection] = []
        composed.reserveCapacity(count)
        var position: CGFloat = 0
        for index in 0..<count {
            if index > 0 { position += configuration.interSectionSpacing }
            guard let description = fixedSection ?? sectionProvider?(index, environment) else {
                composed.append(ComposedSection(start: position, end: position))
                continue
            }
            var section = compose(description, index: index, at: position, width: width, height: height)
            section.list = description.listConfiguration
            position = section.end
            composed.append(section)
        }
        sections = composed
        contentSize = CGSize(width: width, height: position)
    }

    private func compose(_ description: NSCollectionLayoutSection, index: Int, at start: CGFloat, width: CGFloat,
                         height: CGFloat) -> ComposedSection {
        var section = ComposedSection(start: start)
        let insets = description.contentInsets
        let contentWidth = max(0, width - insets.leading - insets.trailing)
        let supplementaryX = description.supplementariesFollowContentInsets ? insets.leading : 0
        let supplementaryWidth = description.supplementariesFollowContentInsets ? contentWidth : width
        var position = start
        // Headers.
        for item in description.boundarySupplementaryItems where item.alignment.isTop {
            let size = item.layoutSize.resolved(in: CGSize(width: supplementaryWidth, height: height))
            let frame = CGRect(x: supplementaryX + item.offset.x, y: position + item.offset.y, width: size.width, height: size.height)
            section.supplementaries.append(Placed(kind: item.elementKind, frame: frame, zIndex: max(item.zIndex, 10),
                                                  pinned: item.pinToVisibleBounds, atTop: true))
            if item.extendsBoundary { position += size.height }
        }
        let contentTop = position
        position += insets.top
        let itemCount = collectionView?.numberOfItemsForLayout(inSection: index) ?? 0
        section.items.reserveCapacity(itemCount)
        section.estimates = description.group.hasEstimates
        section.estimatedAxes = description.group.estimatedLeafAxes
        let groupSize = description.group.layoutSize.resolved(in: CGSize(width: contentWidth, height: height))
        var placer = GroupPlacer(section: index, limit: itemCount, measured: measuredSizes)
        if description.orthogonalScrollingBehavior != .none {
            // One row of groups in a band of its own that scrolls across.
            var x = insets.leading, bandHeight: CGFloat = 0
            while placer.next < itemCount {
                if !section.groupBands.isEmpty { x += description.interGroupSpacing }
                let first = placer.next
                let extent = placer.place(description.group, at: CGPoint(x: x, y: insets.top), size: groupSize)
                guard placer.next > first else { break }
                let groupWidth = description.group.layoutSize.widthDimension.isEstimated ? extent.width : groupSize.width
                section.groupBands.append(.init(items: first..<placer.next, start: x, end: x + groupWidth))
                bandHeight = max(bandHeight, description.group.layoutSize.heightDimension.isEstimated ? extent.height : groupSize.height)
                x += groupWidth
            }
            section.items = placer.frames
            let band = CGRect(x: 0, y: position - insets.top, width: width, height: insets.top + bandHeight + insets.bottom)
            let page: CGFloat = switch description.orthogonalScrollingBehavior {
            case .paging: width
            case .groupPaging, .groupPagingCentered, .continuousGroupLeadingBoundary: groupSize.width + description.interGroupSpacing
            default: 0
            }
            section.orthogonal = OrthogonalSectionFrame(section: index, frame: band,
                                                        contentSize: CGSize(width: x + insets.trailing, height: band.height),
                                                        behavior: description.orthogonalScrollingBehavior, pageWidth: page,
                                                        leadingInset: insets.leading, groupWidth: groupSize.width)
            position = band.maxY
        } else {
            while placer.next < itemCount {
                if !section.groupBands.isEmpty { position += description.interGroupSpacing }
                let first = placer.next
                let extent = placer.place(description.group, at: CGPoint(x: insets.leading, y: position), size: groupSize)
                guard placer.next > first else { break }
                let groupHeight = description.group.layoutSize.heightDimension.isEstimated ? extent.height : groupSize.height
                section.groupBands.append(.init(items: first..<placer.next, start: position, end: position + groupHeight))
                position += groupHeight
            }
            section.items = placer.frames
            position += insets.bottom
        }
        let contentBottom = position
        // Footers.
        for item in description.boundarySupplementaryItems where !item.alignment.isTop {
            let size = item.layoutSize.resolved(in: CGSize(width: supplementaryWidth, height: height))
            let frame = CGRect(x: supplementaryX + item.offset.x, y: position + item.offset.y, width: size.width, height: size.height)
            section.supplementaries.append(Placed(kind: item.elementKind, frame: frame, zIndex: max(item.zIndex, 10),
                                                  pinned: item.pinToVisibleBounds, atTop: false))
            if item.extendsBoundary { position += size.height }
        }
        for decoration in description.decorationItems {
            let area = CGRect(x: 0, y: contentTop, width: width, height: contentBottom - contentTop)
            let inset = decoration.contentInsets
            let frame = CGRect(x: area.minX + inset.leading, y: area.minY + inset.top,
                               width: max(0, area.width - inset.leading - inset.trailing),
                               height: max(0, area.height - inset.top - inset.bottom))
            section.decorations.append(Placed(kind: decoration.elementKind, frame: frame, zIndex: decoration.zIndex - 1))
        }
        section.end = position
        return section
    }

    private func decorationAttributes(for decoration: Placed, section: Int) -> UICollectionViewLayoutAttributes {
        let made = UICollectionViewLayoutAttributes(forDecorationViewOfKind: decoration.kind, with: IndexPath(item: 0, section: section))
        made.frame = decoration.frame
        made.zIndex = decoration.zIndex
        return made
    }
}

/// Places a section's items in repeated groups.
@MainActor
struct GroupPlacer {
    let section: Int
    let limit: Int
    let measured: [IndexPath: CGSize]
    var next = 0
    var frames: [CGRect] = []

    init(section: Int, limit: Int, measured: [IndexPath: CGSize]) {
        self.section = section
        self.limit = limit
        self.measured = measured
    }

    /// Places items from `next` in the group at `origin` of `size`; returns the extent the
    /// placed items take, which an estimated group dimension uses.
    mutating func place(_ group: NSCollectionLayoutGroup, at origin: CGPoint, size: CGSize) -> CGSize {
        let horizontal = group.axis == .horizontal
        let along = { (size: CGSize) in horizontal ? size.width : size.height }
        let room = along(size)
        // The entries of the group and their sizes.
        var entries: [(item: NSCollectionLayoutItem, size: CGSize)] = []
        var remaining = limit - next
        var used: CGFloat = 0
        let spacing = group.interItemSpacing?.spacing ?? 0
        if let count = group.count {
            let share = max(0, (room - spacing * CGFloat(count - 1)) / CGFloat(count))
            let subitem = group.subitems[0]
            for _ in 0..<count where remaining > 0 {
                var entrySize = subitem.layoutSize.resolved(in: size)
                if horizontal { entrySize.width = share } else { entrySize.height = share }
                entries.append((subitem, entrySize))
                remaining -= subitem.itemCapacity
            }
        } else {
            var index = 0
            while remaining > 0 {
                let subitem = group.subitems[index % group.subitems.count]
                let entrySize = self.size(of: subitem, in: size, item: next + (limit - next - remaining))
                let extra = entries.isEmpty ? 0 : spacing
                if !entries.isEmpty, used + extra + along(entrySize) > room + 0.5 { break }
                used += extra + along(entrySize)
                entries.append((subitem, entrySize))
                remaining -= subitem.itemCapacity
                index += 1
                // A list of subitems placed once when they do not repeat to fill: stop at a full pass
                // when nothing more fits.
                if index >= 10_000 { break }
            }
        }
        var gap = spacing
        if group.interItemSpacing?.isFlexibleSpacing == true, entries.count > 1 {
            let total = entries.reduce(0) { $0 + along($1.size) }
            gap = max(spacing, (room - total) / CGFloat(entries.count - 1))
        }
        var offset: CGFloat = 0, depth: CGFloat = 0
        for (position, entry) in entries.enumerated() where next < limit {
            if position > 0 { offset += gap }
            let entryOrigin = horizontal ? CGPoint(x: origin.x + offset, y: origin.y) : CGPoint(x: origin.x, y: origin.y + offset)
            var entrySize = entry.size
            if let nested = entry.item as? NSCollectionLayoutGroup {
                let extent = place(nested, at: entryOrigin, size: entrySize)
                if nested.layoutSize.widthDimension.isEstimated { entrySize.width = extent.width }
                if nested.layoutSize.heightDimension.isEstimated { entrySize.height = extent.height }
            } else {
                let insets = entry.item.contentInsets
                var cell = CGRect(x: entryOrigin.x + insets.leading, y: entryOrigin.y + insets.top,
                                  width: max(0, entrySize.width - insets.leading - insets.trailing),
                                  height: max(0, entrySize.height - insets.top - insets.bottom))
                if let size = measured[IndexPath(item: next, section: section)] {
                    if entry.item.layoutSize.widthDimension.isEstimated { cell.size.width = size.width }
                    if entry.item.layoutSize.heightDimension.isEstimated { cell.size.height = size.height }
                    entrySize = CGSize(width: cell.width + insets.leading + insets.trailing,
                                       height: cell.height + insets.top + insets.bottom)
                }
                frames.append(cell)
                next += 1
            }
            offset += along(entrySize)
            depth = max(depth, horizontal ? entrySize.height : entrySize.width)
        }
        return horizontal ? CGSize(width: offset, height: depth) : CGSize(width: depth, height: offset)
    }

    /// An entry's size in its group: measured when its dimensions are estimated and its cell
    /// was measured.
    private func size(of item: NSCollectionLayoutItem, in container: CGSize, item index: Int) -> CGSize {
        var size = item.layoutSize.resolved(in: container)
        if !(item is NSCollectionLayoutGroup), let measured = measured[IndexPath(item: index, section: section)] {
            let insets = item.contentInsets
            if item.layoutSize.widthDimension.isEstimated { size.width = measured.width + insets.leading + insets.trailing }
            if item.layoutSize.heightDimension.isEstimated { size.height = measured.height + insets.top + insets.bottom }
        }
        return size
    }
}

extension NSCollectionLayoutItem {
    /// How many of a section's items one of these holds, at least one.
    var itemCapacity: Int {
        guard let group = self as? NSCollectionLayoutGroup else { return 1 }
        if let count = group.count { return count * group.subitems[0].itemCapacity }
        return max(1, group.subitems.reduce(0) { $0 + $1.itemCapacity })
    }

    /// Which dimensions of the cells (the leaf items) are estimated.
    var estimatedLeafAxes: (width: Bool, height: Bool) {
        guard let group = self as? NSCollectionLayoutGroup else {
            return (layoutSize.widthDimension.isEstimated, layoutSize.heightDimension.isEstimated)
        }
        var axes = (width: false, height: false)
        for subitem in group.subitems {
            let inner = subitem.estimatedLeafAxes
            axes = (axes.width || inner.width, axes.height || inner.height)
        }
        return axes
    }

    /// Whether the item or anything in it has an estimated dimension.
    var hasEstimates: Bool {
        if layoutSize.widthDimension.isEstimated || layoutSize.heightDimension.isEstimated { return true }
        return (self as? NSCollectionLayoutGroup)?.subitems.contains(where: \.hasEstimates) ?? false
    }
}

extension NSRectAlignment {
    var isTop: Bool { self == .top || self == .topLeading || self == .topTrailing || self == .none }
}

/// The configuration of a compositional layout: the space between sections.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// The direction the layout scrolls in; only vertical is laid out.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The space between sections.
    open var interSectionSpacing: CGFloat = 0

    public override init() {
        super.init()
    }
}
