import Foundation

/// The scroll-to-top gesture: a tap on the status bar. The page makes it with the Home key (a
/// browser shows no status bar of the scene's) or a tap in the top safe area; automation with
/// `actions/status-bar-tap`.
extension UIWindowScene {
    /// Taps the status bar above `x` (the middle of the screen when nil): the scroll view
    /// beneath it that is closest to the status bar and scrolls vertically is asked to scroll
    /// to its top. Returns the scroll view that scrolls, or nil when none does (none there,
    /// `scrollsToTop` off, the delegate refused, or the content is at its top already).
    @_spi(Host) @discardableResult
    public func tapStatusBar(atX x: CGFloat? = nil) -> UIScrollView? {
        guard let scrollView = scrollViewClosestToStatusBar(atX: x ?? screen.bounds.midX) else { return nil }
        return scrollView.scrollToTopImplementation() ? scrollView : nil
    }

    /// Looks down from the top of the screen along `x`, as a finger would feel, for the first
    /// view that is inside a scroll view that scrolls vertically; the innermost such scroll
    /// view is the one closest to the status bar. Views in front (a sheet, an alert) hide what
    /// is behind them, as they do from touches.
    private func scrollViewClosestToStatusBar(atX x: CGFloat) -> UIScrollView? {
        let height = screen.bounds.height
        var y: CGFloat = 0.5
        while y < height {
            if let (_, view) = hitTest(CGPoint(x: x, y: y)) {
                var current: UIView? = view
                while let candidate = current {
                    if let scrollView = candidate as? UIScrollView, scrollView.isScrollEnabled, scrollView.scrollsVertically {
                        return scrollView
                    }
                    current = candidate.storedSuperview
                }
            }
            y += Self.statusBarProbeStep
        }
        return nil
    }

    /// How far apart the points are that the status bar tap looks for a scroll view at.
    private static let statusBarProbeStep: CGFloat = 8
}
