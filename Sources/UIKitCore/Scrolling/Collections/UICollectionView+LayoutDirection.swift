import Foundation

// A layout that `flipsHorizontallyInOppositeLayoutDirection` (flow and compositional layouts)
// is written for its `developmentLayoutDirection`; when the collection view lays out the other
// way, the collection view mirrors the layout's x coordinates across the content's width, so
// the first item is at the right and a horizontal layout starts scrolled to its right end; so do
// the sections of a compositional layout that scroll across, inside their own scroll views.
// Plain scroll views do not flip: their content offset is the app's.
extension UICollectionView {
    /// Whether the collection view mirrors its layout's horizontal coordinates.
    var flipsLayout: Bool {
        storedLayout.flipsHorizontallyInOppositeLayoutDirection
            && effectiveUserInterfaceLayoutDirection != storedLayout.developmentLayoutDirection
    }

    /// The width of the visible area inside the content insets.
    private var visibleContentWidth: CGFloat {
        bounds.width - adjustedContentInset.left - adjustedContentInset.right
    }

    /// The width the layout's coordinates are mirrored across: the content's, at least the
    /// visible width.
    private var flipWidth: CGFloat {
        max(storedLayout.collectionViewContentSize.width, visibleContentWidth)
    }

    private func flipped(_ rect: CGRect, across width: CGFloat) -> CGRect {
        var flipped = rect
        flipped.origin.x = width - rect.maxX
        return flipped
    }

    private func flipped(_ attributes: UICollectionViewLayoutAttributes, across width: CGFloat) -> UICollectionViewLayoutAttributes {
        let copy = attributes.copy() as? UICollectionViewLayoutAttributes ?? attributes.makeCopy()
        copy.frame = flipped(attributes.frame, across: width)
        return copy
    }

    /// The layout's attributes of the elements in `rect`, where the collection view shows them.
    func shownAttributes(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        guard flipsLayout else { return storedLayout.layoutAttributesForElements(in: rect) ?? [] }
        let width = flipWidth
        return (storedLayout.layoutAttributesForElements(in: flipped(rect, across: width)) ?? []).map { flipped($0, across: width) }
    }

    /// The layout's attributes of the item, where the collection view shows it.
    func shownAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let attributes = storedLayout.layoutAttributesForItem(at: indexPath) else { return nil }
        return flipsLayout ? flipped(attributes, across: flipWidth) : attributes
    }

    /// The layout's attributes of the supplementary view, where the collection view shows it.
    func shownAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let attributes = storedLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath) else { return nil }
        return flipsLayout ? flipped(attributes, across: flipWidth) : attributes
    }

    /// A section that scrolls across, where the collection view shows it: its band mirrored
    /// with the rest of the layout.
    func shownBand(_ band: OrthogonalSectionFrame) -> OrthogonalSectionFrame {
        guard flipsLayout else { return band }
        var shown = band
        shown.frame = flipped(band.frame, across: flipWidth)
        return shown
    }

    /// The width a section that scrolls across is mirrored across: its content's, at least its
    /// band's.
    private func flipWidth(of band: OrthogonalSectionFrame) -> CGFloat {
        max(band.contentSize.width, band.frame.width)
    }

    /// The cells of a section that scrolls across inside `rect` of its scroll view, where the
    /// scroll view shows them: mirrored, so the first is at the right, when the layout is.
    func shownOrthogonalAttributes(of band: OrthogonalSectionFrame, in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        guard flipsLayout else { return storedLayout.orthogonalAttributes(inSection: band.section, in: rect) }
        let width = flipWidth(of: band)
        return storedLayout.orthogonalAttributes(inSection: band.section, in: flipped(rect, across: width))
            .map { flipped($0, across: width) }
    }

    /// A cell's frame in its section's scroll view, mirrored when the layout is.
    func shownOrthogonalFrame(_ local: CGRect, of band: OrthogonalSectionFrame) -> CGRect {
        flipsLayout ? flipped(local, across: flipWidth(of: band)) : local
    }

    /// Where a section that scrolls across starts: at its leading end, the right one when mirrored.
    func leadingOffset(of band: OrthogonalSectionFrame) -> CGPoint {
        CGPoint(x: flipsLayout ? max(0, flipWidth(of: band) - band.frame.width) : 0, y: 0)
    }

    /// Takes the layout's content size; a mirrored layout keeps the same distance from the
    /// content's right end, so it starts, and stays, at the leading end as the content grows.
    func takeContentSize(_ size: CGSize) {
        guard flipsLayout, bounds.width > 0 else {
            contentSize = size
            return
        }
        let visible = visibleContentWidth
        let fromRightEnd = max(contentSize.width, visible) - (contentOffset.x + adjustedContentInset.left) - visible
        contentSize = size
        let position = max(0, max(size.width, visible) - visible - fromRightEnd)
        contentOffset.x = position - adjustedContentInset.left
    }
}
