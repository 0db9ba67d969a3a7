import Foundation

/// A scroll view in the page: the page scrolls the node itself, so the bounds origin is sent
/// as the offset to scroll to rather than as a shift of the children.
extension UIScrollView {
    func scrollRenderValue(for key: RenderKey) -> RenderValue? {
        switch key {
        case .offset:
            let offset = contentOffset
            let animated = animatesNextOffset
            return offset == .zero && !animated ? nil : .scrollOffset(x: offset.x, y: offset.y, animated: animated)
        case .scroll:
            let inset = adjustedContentInset
            return .scroll(RenderScroll(
                contentWidth: contentSize.width, contentHeight: contentSize.height,
                inset: [inset.top, inset.left, inset.bottom, inset.right],
                isEnabled: isScrollEnabled, isPaging: isPagingEnabled,
                bounces: bounces,
                showsHorizontalIndicator: showsHorizontalScrollIndicator,
                showsVerticalIndicator: showsVerticalScrollIndicator, axes: renderedAxes,
                refreshes: refreshControl.map { $0.isEnabled && !$0.isRefreshing } ?? false, snap: renderedSnap,
                zooms: zooms))
        default:
            return nil
        }
    }

    /// The directions the content scrolls in now: where it is larger than the view or always
    /// bounces.
    var scrollableAxes: String {
        (scrollsHorizontally ? "x" : "") + (scrollsVertically ? "y" : "")
    }

    /// Sends the scrollable directions when they changed (a new content or bounds size).
    func updateRenderedAxes() {
        let axes = scrollableAxes
        guard axes != renderedAxes else { return }
        scrollConfigurationWillChange()
        renderedAxes = axes
    }

    /// Something the page's scrolling depends on is about to change.
    func scrollConfigurationWillChange() {
        willChangeRender(.scroll)
    }
}
