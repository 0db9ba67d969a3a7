import Foundation

/// The methods that a scroll view's delegate implements to respond to scrolling, dragging,
/// deceleration and zooming; all are optional.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// Tells the delegate when the user scrolls the content view within the scroll view, and
    /// whenever the content offset changes.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// Tells the delegate when the scroll view is about to start scrolling the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// Tells the delegate when the user finishes scrolling the content; the delegate may change
    /// where the content comes to rest.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// Tells the delegate when dragging ended in the scroll view.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// Tells the delegate that the scroll view is starting to decelerate the scrolling movement.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// Tells the delegate that the scroll view ended decelerating the scrolling movement.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// Tells the delegate when a scrolling animation in the scroll view concludes.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// Asks the delegate for the view to scale when zooming is about to occur.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// Tells the delegate that zooming of the content is about to start.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// Tells the delegate when zooming of the content has ended.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    /// Tells the delegate that the scroll view's zoom factor changed.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// Asks the delegate whether the scroll view should scroll to the top of the content.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// Tells the delegate that the scroll view scrolled to the top of the content.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// Tells the delegate when the scroll view's inset values change.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
