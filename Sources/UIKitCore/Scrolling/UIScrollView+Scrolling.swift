import Foundation

/// The content inset the safe area adds, the range a user can scroll, and scrolling the app
/// asks for.
extension UIScrollView {
    /// How long the page takes to scroll to an offset set with animation, after which the
    /// delegate hears `scrollViewDidEndScrollingAnimation(_:)`: UIKit's 0.3 seconds.
    static let scrollAnimationDuration: TimeInterval = 0.3

    /// The smallest offset a user can scroll to: the content's origin shown below the top and
    /// left insets.
    var minimumContentOffset: CGPoint {
        CGPoint(x: -adjustedContentInset.left, y: -adjustedContentInset.top)
    }

    /// The largest offset a user can scroll to: the end of the content shown above the bottom
    /// and right insets, never less than the minimum.
    var maximumContentOffset: CGPoint {
        let minimum = minimumContentOffset
        let size = bounds.size
        return CGPoint(x: max(minimum.x, contentSize.width + adjustedContentInset.right - size.width),
                       y: max(minimum.y, contentSize.height + adjustedContentInset.bottom - size.height))
    }

    /// `offset` within the range a user can scroll to.
    func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        let minimum = minimumContentOffset, maximum = maximumContentOffset
        return CGPoint(x: min(max(offset.x, minimum.x), maximum.x), y: min(max(offset.y, minimum.y), maximum.y))
    }

    /// Whether the content is taller than the view (inset included), or bounces vertically
    /// anyway.
    var scrollsVertically: Bool {
        alwaysBounceVertical || contentSize.height + contentInset.top + contentInset.bottom > bounds.height
    }

    /// Whether the content is wider than the view (inset included), or bounces horizontally
    /// anyway.
    var scrollsHorizontally: Bool {
        alwaysBounceHorizontal || contentSize.width + contentInset.left + contentInset.right > bounds.width
    }

    /// Recomputes the adjusted content inset; when it changes the view and its delegate are
    /// told, and, with `keepingRest` (a change of the safe area or of how it is added, not of
    /// `contentInset`, which UIKit never scrolls for), an offset that rested at the start of the
    /// content keeps resting there: content under a navigation bar starts below it.
    func updateAdjustedContentInset(keepingRest: Bool = true) {
        let safe = safeAreaInsets
        var adjusted = contentInset
        let addVertical: Bool
        let addHorizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: (addVertical, addHorizontal) = (false, false)
        case .always: (addVertical, addHorizontal) = (true, true)
        case .scrollableAxes: (addVertical, addHorizontal) = (scrollsVertically, scrollsHorizontally)
        // Like scrollable axes, and always vertically for a controller's view or a scroll view
        // directly in it (content under the bars), as UIKit's automatic adjustment does.
        case .automatic:
            let fillsController = owningViewController != nil || storedSuperview?.owningViewController != nil
            (addVertical, addHorizontal) = (scrollsVertically || fillsController, scrollsHorizontally)
        }
        if addVertical {
            adjusted.top += safe.top
            adjusted.bottom += safe.bottom
        }
        adjusted.top += refreshControl?.contentInsetWhileRefreshing ?? 0
        if addHorizontal {
            adjusted.left += safe.left
            adjusted.right += safe.right
        }
        guard adjusted != adjustedContentInset else { return }
        let old = adjustedContentInset
        scrollConfigurationWillChange()
        adjustedContentInset = adjusted
        var offset = contentOffset
        if keepingRest, offset.y == -old.top { offset.y = -adjusted.top }
        if keepingRest, offset.x == -old.left { offset.x = -adjusted.left }
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
        if offset != contentOffset { contentOffset = offset }
    }

    /// The content offset changed: the view lays out again (what comes into view) and the
    /// delegate hears `scrollViewDidScroll(_:)`.
    func offsetDidChange() {
        setNeedsLayout()
        largeTitleBar?.contentScrollViewDidScroll(self)
        bottomEdgeBar?.contentScrollViewDidScroll(self)
        delegate?.scrollViewDidScroll(self)
    }

    func setContentOffsetImplementation(_ offset: CGPoint, animated: Bool, toTop: Bool = false) {
        guard animated, offset != contentOffset else {
            finishScrollAnimation(notify: false)
            if animatesNextOffset {
                willChangeRender(.offset)
                animatesNextOffset = false
            }
            contentOffset = offset
            return
        }
        finishScrollAnimation(notify: false)
        willChangeRender(.offset)
        animatesNextOffset = true
        scrollAnimationTarget = offset
        contentOffset = offset
        guard let scene = window?.windowScene else {
            finishScrollAnimation(notify: true, toTop: toTop)
            return
        }
        scrollAnimationTimer = ControlTimer(in: scene, after: Self.scrollAnimationDuration) { [weak self] in
            self?.finishScrollAnimation(notify: true, toTop: toTop)
        }
    }

    /// Ends a scrolling animation; with `notify`, the delegate hears
    /// `scrollViewDidEndScrollingAnimation(_:)`, or `scrollViewDidScrollToTop(_:)` after the
    /// scroll-to-top gesture. A drag that interrupts it tells the delegate neither.
    func finishScrollAnimation(notify: Bool, toTop: Bool = false) {
        scrollAnimationTimer?.cancel()
        scrollAnimationTimer = nil
        guard scrollAnimationTarget != nil else { return }
        scrollAnimationTarget = nil
        guard notify else { return }
        if toTop { delegate?.scrollViewDidScrollToTop(self) } else { delegate?.scrollViewDidEndScrollingAnimation(self) }
    }

    /// The scroll-to-top gesture reached this scroll view: unless `scrollsToTop` is off, the
    /// delegate refuses or the content is at its top already, the content scrolls to its top,
    /// animated, and the delegate hears `scrollViewDidScrollToTop(_:)` once it is there.
    func scrollToTopImplementation() -> Bool {
        let top = CGPoint(x: contentOffset.x, y: minimumContentOffset.y)
        guard scrollsToTop, contentOffset.y != top.y else { return false }
        if let delegate, !delegate.scrollViewShouldScrollToTop(self) { return false }
        setContentOffsetImplementation(top, animated: true, toTop: true)
        return true
    }

    func scrollRectToVisibleImplementation(_ rect: CGRect, animated: Bool) {
        let visible = bounds.inset(by: adjustedContentInset)
        func shift(_ minimum: CGFloat, _ maximum: CGFloat, _ visibleMinimum: CGFloat, _ visibleMaximum: CGFloat) -> CGFloat {
            if maximum - minimum > visibleMaximum - visibleMinimum || minimum < visibleMinimum { return minimum - visibleMinimum }
            if maximum > visibleMaximum { return maximum - visibleMaximum }
            return 0
        }
        let offset = CGPoint(x: contentOffset.x + shift(rect.minX, rect.maxX, visible.minX, visible.maxX),
                             y: contentOffset.y + shift(rect.minY, rect.maxY, visible.minY, visible.maxY))
        let clamped = clampedContentOffset(offset)
        guard clamped != contentOffset else { return }
        setContentOffset(clamped, animated: animated)
    }

    func setZoomScaleImplementation(_ scale: CGFloat, animated: Bool) {
        let clamped = min(max(scale, minimumZoomScale), maximumZoomScale)
        guard clamped != storedZoomScale, let view = delegate?.viewForZooming(in: self) else { return }
        storedZoomScale = clamped
        view.transform = CGAffineTransform(scaleX: clamped, y: clamped)
        view.frame.origin = .zero
        contentSize = view.frame.size
        delegate?.scrollViewDidZoom(self)
    }

    /// Zooms so that `rect`, in the zoomed view's own coordinates, fills the bounds, centred.
    func zoomImplementation(to rect: CGRect, animated: Bool) {
        guard rect.width > 0, rect.height > 0, delegate?.viewForZooming(in: self) != nil else { return }
        setZoomScaleImplementation(min(bounds.width / rect.width, bounds.height / rect.height), animated: animated)
        let scale = storedZoomScale
        let offset = CGPoint(x: rect.midX * scale - bounds.width / 2, y: rect.midY * scale - bounds.height / 2)
        setContentOffset(clampedContentOffset(offset), animated: animated)
    }

    /// The scroll view's layout guides, made on first use.
    var scrollLayoutGuides: ScrollLayoutGuides {
        if let scrollLayoutGuideStorage { return scrollLayoutGuideStorage }
        let guides = ScrollLayoutGuides(owner: self)
        scrollLayoutGuideStorage = guides
        return guides
    }

    /// Takes `contentSize` from the content layout guide when constraints size it (naming the
    /// guide, or the scroll view's own edges from its subviews).
    func adoptContentLayoutGuideSize() {
        guard let guide = scrollLayoutGuideStorage?.content, sizesContentThroughEdges || guide.hasUserConstraints else { return }
        let size = guide.layoutFrame.size
        if size != contentSize { contentSize = size }
    }
}
