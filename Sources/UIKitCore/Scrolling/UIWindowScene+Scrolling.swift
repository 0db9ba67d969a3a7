import Foundation

/// Scrolling from the page and from automation.
extension UIWindowScene {
    /// The page scrolled the scroll view with node id `node` to `offset` (content offset, in
    /// points), in `phase` of a user's scroll.
    @_spi(Host) public func scroll(node: Int, to offset: CGPoint, phase: UserScrollPhase) throws(ScrollInputError) {
        guard let scrollView = firstView(where: { $0.renderID == node }) as? UIScrollView else {
            throw .notAScrollView(node: node)
        }
        guard offset.x.isFinite, offset.y.isFinite else { throw .invalidOffset }
        scrollView.applyUserScroll(to: offset, phase: phase)
    }

    /// The page's user pulled the content of the scroll view with node id `node` down past its
    /// refresh control: it starts refreshing and sends `.valueChanged`.
    @_spi(Host) public func pullToRefresh(node: Int) throws(ScrollInputError) {
        guard let scrollView = firstView(where: { $0.renderID == node }) as? UIScrollView else {
            throw .notAScrollView(node: node)
        }
        guard let control = scrollView.refreshControl else { throw .noRefreshControl(node: node) }
        control.userPulled()
    }

    /// Scrolls the identified scroll view as a user's drag that ends at `offset` without
    /// decelerating, clamped to the range a user can scroll to; returns the offset reached.
    @_spi(Host) @discardableResult
    public func scroll(identifier: String, to offset: CGPoint) throws(ScrollInputError) -> CGPoint {
        let scrollView = try scrollView(identifier)
        drag(scrollView, to: offset)
        return scrollView.contentOffset
    }

    /// Scrolls the identified scroll view one page (its bounds less its insets) in `direction`.
    @_spi(Host) @discardableResult
    public func scroll(identifier: String, direction: ScrollDirection) throws(ScrollInputError) -> CGPoint {
        scroll(try scrollView(identifier), direction: direction)
    }

    /// Scrolls the scroll view one page (its bounds less its insets) in `direction`, as a
    /// user's drag; returns the offset reached.
    @_spi(Host) @discardableResult
    public func scroll(_ scrollView: UIScrollView, direction: ScrollDirection) -> CGPoint {
        let page = scrollView.bounds.inset(by: scrollView.adjustedContentInset).size
        var offset = scrollView.contentOffset
        switch direction {
        case .up: offset.y -= page.height
        case .down: offset.y += page.height
        case .left: offset.x -= page.width
        case .right: offset.x += page.width
        }
        drag(scrollView, to: offset)
        return scrollView.contentOffset
    }

    /// Scrolls the identified scroll view a page at a time, as a user would, until the view
    /// with the accessibility identifier `target` is inside it and fully visible: downwards
    /// (or rightwards) first, then from the start. Throws when it never appears.
    @_spi(Host) @discardableResult
    public func scroll(identifier: String, toVisible target: String) throws(ScrollInputError) -> CGPoint {
        let scrollView = try scrollView(identifier)
        guard scroll(scrollView, toVisible: { $0.accessibilityIdentifier == target }) else {
            throw .neverVisible(identifier: target, in: identifier)
        }
        return scrollView.contentOffset
    }

    /// Scrolls the scroll view a page at a time, as a user would, until the first descendant
    /// that `matches` is fully visible in it: downwards (or rightwards) first, then from the
    /// start. Returns whether it became visible.
    @_spi(Host) @discardableResult
    public func scroll(_ scrollView: UIScrollView, toVisible matches: (UIView) -> Bool) -> Bool {
        let vertical = scrollView.contentSize.height > scrollView.bounds.height || scrollView.contentSize.width <= scrollView.bounds.width
        var visited = Set<Int>()
        let start = scrollView.contentOffset
        var wrapped = false
        for _ in 0..<100_000 {
            scrollView.layoutIfNeeded()
            if let view = scrollView.firstDescendant(where: matches) {
                let frame = view.convert(view.bounds, to: scrollView)
                let visible = scrollView.bounds.inset(by: scrollView.adjustedContentInset)
                if visible.contains(frame) { return true }
                let previous = scrollView.contentOffset
                drag(scrollView, toShow: frame)
                scrollView.layoutIfNeeded()
                if scrollView.contentOffset == previous { break }
                continue
            }
            let offset = scrollView.contentOffset
            let key = Int(vertical ? offset.y : offset.x)
            guard visited.insert(key).inserted || !wrapped else { break }
            let maximum = scrollView.maximumContentOffset
            let atEnd = vertical ? offset.y >= maximum.y : offset.x >= maximum.x
            if atEnd {
                guard !wrapped else { break }
                wrapped = true
                drag(scrollView, to: scrollView.minimumContentOffset)
                if scrollView.contentOffset == start { break }
                continue
            }
            let page = scrollView.bounds.inset(by: scrollView.adjustedContentInset).size
            drag(scrollView, to: vertical ? CGPoint(x: offset.x, y: offset.y + page.height)
                                          : CGPoint(x: offset.x + page.width, y: offset.y))
        }
        return false
    }

    // MARK: Internals

    private func scrollView(_ identifier: String) throws(ScrollInputError) -> UIScrollView {
        guard let view = view(withAccessibilityIdentifier: identifier) else { throw .noView(identifier: identifier) }
        guard let scrollView = view as? UIScrollView else {
            throw .notScrollable(identifier: identifier, className: String(describing: type(of: view)))
        }
        return scrollView
    }

    /// A drag that ends at `offset` without decelerating.
    private func drag(_ scrollView: UIScrollView, to offset: CGPoint) {
        let target = scrollView.clampedContentOffset(offset)
        scrollView.applyUserScroll(to: scrollView.contentOffset, phase: .began, fromPage: false)
        scrollView.applyUserScroll(to: target, phase: .released(velocity: .zero, decelerates: false), fromPage: false)
    }

    /// A drag that brings `frame` (in the scroll view's coordinates) into view, as little as
    /// needed.
    private func drag(_ scrollView: UIScrollView, toShow frame: CGRect) {
        let visible = scrollView.bounds.inset(by: scrollView.adjustedContentInset)
        var offset = scrollView.contentOffset
        if frame.maxY > visible.maxY { offset.y += frame.maxY - visible.maxY }
        if frame.minY < visible.minY { offset.y -= visible.minY - frame.minY }
        if frame.maxX > visible.maxX { offset.x += frame.maxX - visible.maxX }
        if frame.minX < visible.minX { offset.x -= visible.minX - frame.minX }
        drag(scrollView, to: offset)
    }

    /// The first view, front window first and depth first, that matches.
    func firstView(where matches: (UIView) -> Bool) -> UIView? {
        for window in windows.reversed() {
            if let match = window.firstDescendant(where: matches) { return match }
        }
        return nil
    }
}

/// A direction to scroll a page in.
@_spi(Host) public enum ScrollDirection: String, CaseIterable, Sendable {
    case up, down, left, right
}

/// Why a scroll could not be made.
@_spi(Host) public enum ScrollInputError: Error, Equatable, CustomStringConvertible {
    case notAScrollView(node: Int)
    case invalidOffset
    case noView(identifier: String)
    case notScrollable(identifier: String, className: String)
    case neverVisible(identifier: String, in: String)
    case noRefreshControl(node: Int)
    case notZoomable(node: Int)

    public var description: String {
        switch self {
        case .notAScrollView(let node): "node \(node) is not a scroll view in this scene"
        case .noRefreshControl(let node): "the scroll view of node \(node) has no refresh control"
        case .notZoomable(let node): "the scroll view of node \(node) does not zoom (no view for zooming, or no room between its zoom scales)"
        case .invalidOffset: "the offset must be finite numbers"
        case .noView(let identifier): "no view has the accessibility identifier \"\(identifier)\""
        case .notScrollable(let identifier, let className):
            "the view \"\(identifier)\" is a \(className), not a scroll view"
        case .neverVisible(let target, let scrollView):
            "no view with the accessibility identifier \"\(target)\" became fully visible while scrolling \"\(scrollView)\" through its content"
        }
    }
}
