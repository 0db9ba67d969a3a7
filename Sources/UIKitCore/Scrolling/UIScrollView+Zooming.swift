import Foundation

/// One step of a user's pinch on a zoomable scroll view, as the page reports it.
@_spi(Host) public enum UserZoomPhase: Equatable, Sendable {
    case began, changed, ended
}

/// Pinching the content, as UIKit's scroll views zoom: the view the delegate names in
/// `viewForZooming(in:)` scales about the point between the fingers, which stays under them;
/// the delegate hears `scrollViewWillBeginZooming(_:with:)`, `scrollViewDidZoom(_:)` for each new
/// scale and `scrollViewDidEndZooming(_:with:atScale:)`; released beyond the limits, the scale
/// bounces back to them.
extension UIScrollView {
    /// Whether a pinch zooms the content: a view to zoom and room between the limits.
    var zooms: Bool {
        maximumZoomScale > minimumZoomScale && delegate?.viewForZooming(in: self) != nil
    }

    /// Applies one step of a pinch: `scale` relative to the zoom scale when the pinch began,
    /// about `center` in the scroll view's own coordinates (content coordinates).
    func applyUserZoom(scale: CGFloat, center: CGPoint, phase: UserZoomPhase) {
        guard let view = delegate?.viewForZooming(in: self) else { return }
        switch phase {
        case .began:
            guard !isZooming else { return }
            isZooming = true
            zoomStartScale = storedZoomScale
            delegate?.scrollViewWillBeginZooming(self, with: view)
            zoom(to: zoomStartScale * scale, about: center, view: view, bounce: true)
        case .changed:
            if !isZooming { applyUserZoom(scale: 1, center: center, phase: .began) }
            zoom(to: zoomStartScale * scale, about: center, view: view, bounce: true)
        case .ended:
            if !isZooming { return }
            zoom(to: zoomStartScale * scale, about: center, view: view, bounce: false)
            isZooming = false
            isZoomBouncing = false
            delegate?.scrollViewDidEndZooming(self, with: view, atScale: storedZoomScale)
        }
    }

    /// Scales the zoomed view so the content point under `center` stays there. While the
    /// fingers are down the scale may go a little beyond the limits (the zoom bounce).
    private func zoom(to proposed: CGFloat, about center: CGPoint, view: UIView, bounce: Bool) {
        guard proposed.isFinite, proposed > 0 else { return }
        var scale = min(max(proposed, minimumZoomScale), maximumZoomScale)
        if bounce, bouncesZoom, scale != proposed {
            // Past a limit the content follows the fingers at a quarter of their pace.
            scale += (proposed - scale) / 4
            isZoomBouncing = true
        } else {
            isZoomBouncing = false
        }
        let old = storedZoomScale
        guard scale != old else { return }
        // The point under the fingers, in the zoomed view's unscaled coordinates, stays under them.
        let onScreen = CGPoint(x: center.x - contentOffset.x, y: center.y - contentOffset.y)
        let anchor = CGPoint(x: center.x / old, y: center.y / old)
        storedZoomScale = scale
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        view.frame.origin = .zero
        contentSize = view.frame.size
        let offset = CGPoint(x: anchor.x * scale - onScreen.x, y: anchor.y * scale - onScreen.y)
        let target = bounce ? offset : clampedContentOffset(offset)
        if target != contentOffset {
            willChangeRender(.offset)
            contentOffset = target
        }
        delegate?.scrollViewDidZoom(self)
    }
}

extension UIWindowScene {
    /// The page's user pinched the scroll view with node id `node`: `scale` relative to the pinch's
    /// start, about `center` in the view's content coordinates.
    @_spi(Host) public func zoom(node: Int, scale: CGFloat, center: CGPoint, phase: UserZoomPhase) throws(ScrollInputError) {
        guard let scrollView = firstView(where: { $0.renderID == node }) as? UIScrollView else {
            throw .notAScrollView(node: node)
        }
        guard scale.isFinite, scale > 0, center.x.isFinite, center.y.isFinite else { throw .invalidOffset }
        guard scrollView.zooms else { throw .notZoomable(node: node) }
        scrollView.applyUserZoom(scale: scale, center: center, phase: phase)
    }
}
