import Foundation

/// One step of a user's scroll as the page reports it (or as automation performs it).
@_spi(Host) public enum UserScrollPhase: Equatable, Sendable {
    /// A finger started to drag the content (or a wheel started to turn it).
    case began
    /// The content moved under the drag, or while decelerating.
    case moved
    /// The finger lifted with this velocity, in points per millisecond; the content goes on
    /// moving when `decelerates`.
    case released(velocity: CGPoint, decelerates: Bool)
    /// The content came to rest after decelerating.
    case ended
}

/// A user's scroll, delivered in UIKit's order: `scrollViewWillBeginDragging`,
/// `scrollViewDidScroll` as the content moves, `scrollViewWillEndDragging(_:withVelocity:
/// targetContentOffset:)`, `scrollViewDidEndDragging(_:willDecelerate:)`, then, when it
/// decelerates, `scrollViewWillBeginDecelerating` and `scrollViewDidEndDecelerating`.
extension UIScrollView {
    /// Applies one step of a user's scroll. From the page (`fromPage`), the page is already at
    /// `offset` and is not sent it back; from automation, it is, so the page shows the scroll.
    func applyUserScroll(to offset: CGPoint, phase: UserScrollPhase, fromPage: Bool = true) {
        switch phase {
        case .began:
            beginDragging()
            moveByUser(to: offset, fromPage: fromPage)
        case .moved:
            if !isDragging && !isDecelerating { beginDragging() }
            moveByUser(to: offset, fromPage: fromPage)
        case .released(let velocity, let decelerates):
            if !isDragging { beginDragging() }
            moveByUser(to: offset, fromPage: fromPage)
            endDragging(velocity: velocity, decelerates: decelerates, fromPage: fromPage)
        case .ended:
            moveByUser(to: offset, fromPage: fromPage)
            endDecelerating()
        }
    }

    private func beginDragging() {
        finishScrollAnimation(notify: false)
        decelerationTimer?.cancel()
        decelerationTimer = nil
        isDecelerating = false
        isTracking = true
        isDragging = true
        if keyboardDismissMode != .none { window?.endEditing(true) }
        delegate?.scrollViewWillBeginDragging(self)
    }

    private func moveByUser(to offset: CGPoint, fromPage: Bool) {
        guard offset != contentOffset else { return }
        if animatesNextOffset {
            willChangeRender(.offset)
            animatesNextOffset = false
        }
        if fromPage {
            willChangeRender(.offset, from: offset == .zero ? nil : .scrollOffset(x: offset.x, y: offset.y, animated: false))
        }
        contentOffset = offset
    }

    private func endDragging(velocity: CGPoint, decelerates: Bool, fromPage: Bool) {
        isTracking = false
        let projected = decelerates ? projectedOffset(velocity: velocity) : contentOffset
        var target = clampedContentOffset(isPagingEnabled ? pageOffset(near: projected, velocity: velocity) : projected)
        let proposed = target
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: pointer)
        }
        isDragging = false
        let settlesElsewhere = target != proposed
        // Paging released between pages moves on to the page, as a deceleration (the page's own
        // scroll snapping does this for the page's finger).
        let settlesOnPage = !fromPage && isPagingEnabled && target != contentOffset
        let willDecelerate = decelerates || settlesElsewhere || settlesOnPage
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        if willDecelerate {
            isDecelerating = true
            delegate?.scrollViewWillBeginDecelerating(self)
        }
        // A target the delegate moved is where the page goes, smoothly; for automation, which
        // the page does not scroll for, the content decelerates to the target here.
        if settlesElsewhere || (!fromPage && willDecelerate) { sendDecelerationTarget(target) }
    }

    /// Where the content would come to rest at the deceleration rate: the velocity (points per
    /// millisecond) times r / (1 − r), the sum of the distances of the following milliseconds.
    private func projectedOffset(velocity: CGPoint) -> CGPoint {
        let rate = decelerationRate.rawValue
        let factor = rate / (1 - rate)
        return CGPoint(x: contentOffset.x + velocity.x * factor, y: contentOffset.y + velocity.y * factor)
    }

    /// The page boundary paging settles on: the nearest one to where the content is projected,
    /// at most one page away from where the drag ended.
    private func pageOffset(near projected: CGPoint, velocity: CGPoint) -> CGPoint {
        func settle(_ current: CGFloat, _ projected: CGFloat, _ page: CGFloat) -> CGFloat {
            guard page > 0 else { return projected }
            let currentPage = (current / page).rounded(.down)
            let nearest = (projected / page).rounded()
            return min(max(nearest, currentPage), currentPage + 1) * page
        }
        return CGPoint(x: settle(contentOffset.x, projected.x, bounds.width), y: settle(contentOffset.y, projected.y, bounds.height))
    }

    /// The page scrolls smoothly to `target`; the deceleration ends when that scroll would,
    /// on the scene's clock.
    private func sendDecelerationTarget(_ target: CGPoint) {
        if target != contentOffset {
            willChangeRender(.offset)
            animatesNextOffset = true
            contentOffset = target
        }
        guard let scene = window?.windowScene else { return endDecelerating() }
        decelerationTimer = ControlTimer(in: scene, after: Self.scrollAnimationDuration) { [weak self] in
            self?.endDecelerating()
        }
    }

    func endDecelerating() {
        decelerationTimer?.cancel()
        decelerationTimer = nil
        guard isDecelerating else { return }
        isDecelerating = false
        delegate?.scrollViewDidEndDecelerating(self)
    }
}
