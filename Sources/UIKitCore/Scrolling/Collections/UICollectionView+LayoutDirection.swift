import Foundation

// A layout that `flipsHorizontallyInOppositeLayoutDirection` (flow and compositional layouts)
// is written for its `developmentLayoutDirection`; when the collection view lays out the other
// way, the collection view mirrors the layout's x coordinates across the content's width, so
// the first item is at the right and a horizontal layout starts scrolled to its right end.
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
