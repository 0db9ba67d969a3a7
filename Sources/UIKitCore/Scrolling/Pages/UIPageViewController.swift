import Foundation

/// A container view controller that manages navigation between pages of content, where a child
/// view controller manages each page.
///
/// The pages sit side by side in a paging scroll view that the page scrolls natively: the page
/// before and the page after the current one are in it, ready to slide in. When the content comes
/// to rest on a neighbour, that page becomes current (it appears, the old one disappears, the
/// delegate hears the turn) and the data source is asked for the next neighbour. Both transition
/// styles scroll; a page curl is shown as a slide.
open class UIPageViewController: UIViewController {
    /// How pages turn.
    public enum TransitionStyle: Int, Sendable {
        case pageCurl = 0, scroll = 1
    }

    /// The direction pages are laid out in.
    public enum NavigationOrientation: Int, Sendable {
        case horizontal = 0, vertical = 1
    }

    /// The direction of a programmatic page change.
    public enum NavigationDirection: Int, Sendable {
        case forward = 0, reverse = 1
    }

    /// Where the spine of a page curl is.
    public enum SpineLocation: Int, Sendable {
        case none = 0, min = 1, mid = 2, max = 3
    }

    /// Keys for the options a page view controller is made with.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The spine location, a `SpineLocation` raw value.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between pages, in points.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// The style of page turns.
    public let transitionStyle: TransitionStyle
    /// The direction pages are laid out in.
    public let navigationOrientation: NavigationOrientation
    /// Where the spine is. The default is `.min`.
    public private(set) var spineLocation: SpineLocation = .min
    /// Whether content is on the back of pages. The default is `false`.
    open var isDoubleSided = false

    /// The object that provides pages as the user turns them.
    open weak var dataSource: UIPageViewControllerDataSource? {
        didSet { if dataSource !== oldValue { reloadNeighbours() } }
    }

    /// The object that hears about page turns.
    open weak var delegate: UIPageViewControllerDelegate?

    /// The view controllers shown: the current page.
    open var viewControllers: [UIViewController]? {
        current.map { [$0] }
    }

    /// A page view controller with the style, orientation and options.
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        if let raw = options?[.spineLocation] as? Int, let location = SpineLocation(rawValue: raw) { spineLocation = location }
        if let spacing = options?[.interPageSpacing] as? CGFloat { interPageSpacing = spacing }
        if let spacing = options?[.interPageSpacing] as? Double { interPageSpacing = CGFloat(spacing) }
        super.init(nibName: nil, bundle: nil)
    }

    /// A page view controller from a storyboard, with the transition style, orientation, spine
    /// location and page spacing Interface Builder gives it.
    public required init?(coder: NSCoder) {
        let settings = NibDecoder.pageSettings(coder)
        transitionStyle = settings?.transitionStyle ?? .scroll
        navigationOrientation = settings?.navigationOrientation ?? .horizontal
        super.init(coder: coder)
        if let location = settings?.spineLocation { spineLocation = location }
        if let spacing = settings?.pageSpacing { interPageSpacing = spacing }
        NibDecoder.finish(coder, self, as: UIPageViewController.self)
    }

    /// Shows the pages (the first of them) as the current page; the neighbours are asked for
    /// anew. The delegate is not told, as in UIKit.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        guard let page = viewControllers?.first else {
            completion?(false)
            return
        }
        let old = current
        let appears = isViewLoaded && appearanceIsVisible
        if old !== page {
            if appears { old?.beginAppearanceTransition(false, animated: animated) }
            current = page
            adopt(page)
            if appears { page.beginAppearanceTransition(true, animated: animated) }
        }
        presentationIndex = dataSource?.presentationIndex(for: self) ?? 0
        reloadNeighbours()
        if old !== page, appears {
            old?.endAppearanceTransition()
            page.endAppearanceTransition()
        }
        if let old, old !== page, old !== before, old !== after { release(old) }
        completion?(true)
    }

    // MARK: View

    open override func loadView() {
        let container = UIView()
        container.backgroundColor = .systemBackground
        pager.isPagingEnabled = true
        pager.showsHorizontalScrollIndicator = false
        pager.showsVerticalScrollIndicator = false
        pager.contentInsetAdjustmentBehavior = .never
        pager.owner = self
        pager.delegate = relay
        relay.owner = self
        container.addSubview(pager)
        pageControl.isUserInteractionEnabled = false
        container.addSubview(pageControl)
        view = container
        for page in [before, current, after].compactMap({ $0 }) { pager.addSubview(page.view) }
        updatePageControl()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layOutPages()
    }

    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearanceIsVisible = true
        current?.beginAppearanceTransition(true, animated: animated)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        current?.endAppearanceTransition()
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        appearanceIsVisible = false
        current?.beginAppearanceTransition(false, animated: animated)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        current?.endAppearanceTransition()
    }

    // MARK: Internals

    let pager = PageScrollView()
    let pageControl = UIPageControl()
    private let relay = PageScrollRelay()
    private var interPageSpacing: CGFloat = 0
    var before: UIViewController?
    var current: UIViewController?
    var after: UIViewController?
    private var presentationIndex = 0
    private var appearanceIsVisible = false
    /// The neighbour the user is dragging toward, once the delegate was told.
    private var pending: UIViewController?

    private var horizontal: Bool { navigationOrientation == .horizontal }

    /// The pages in the pager, in order.
    private var slots: [UIViewController] { [before, current, after].compactMap { $0 } }

    /// Asks the data source for the current page's neighbours and puts them beside it.
    private func reloadNeighbours(settling: Bool = false) {
        let oldNeighbours = [before, after].compactMap { $0 }
        if let current, let dataSource {
            before = dataSource.pageViewController(self, viewControllerBefore: current)
            after = dataSource.pageViewController(self, viewControllerAfter: current)
        } else {
            before = nil
            after = nil
        }
        for page in [before, after].compactMap({ $0 }) { adopt(page) }
        for page in oldNeighbours where page !== before && page !== after && page !== current { release(page) }
        updatePageControl()
        if isViewLoaded { layOutPages(settling: settling) }
    }

    /// Makes the page a child whose view is in the pager.
    private func adopt(_ page: UIViewController) {
        if page.parent !== self {
            addChild(page)
            if isViewLoaded { pager.addSubview(page.view) }
            page.didMove(toParent: self)
        } else if isViewLoaded, page.view.superview !== pager {
            pager.addSubview(page.view)
        }
    }

    private func release(_ page: UIViewController) {
        guard page.parent === self else { return }
        page.willMove(toParent: nil)
        page.viewIfLoaded?.removeFromSuperview()
        page.removeFromParent()
    }

    /// Places the pages side by side and the content at the current one (unless the user is
    /// moving it, or `settling`: it came to rest and the pages changed under it).
    private func layOutPages(settling: Bool = false) {
        let bounds = view.bounds
        pager.frame = bounds
        let size = bounds.size
        let step = (horizontal ? size.width : size.height) + interPageSpacing
        for (index, page) in slots.enumerated() {
            let origin = CGFloat(index) * step
            page.view.frame = horizontal ? CGRect(x: origin, y: 0, width: size.width, height: size.height)
                                         : CGRect(x: 0, y: origin, width: size.width, height: size.height)
        }
        let count = CGFloat(slots.count)
        let contentSize = horizontal ? CGSize(width: max(0, count * step - interPageSpacing), height: size.height)
                                     : CGSize(width: size.width, height: max(0, count * step - interPageSpacing))
        if pager.contentSize != contentSize { pager.contentSize = contentSize }
        let rest = CGFloat(before == nil ? 0 : 1) * step
        let offset = horizontal ? CGPoint(x: rest, y: 0) : CGPoint(x: 0, y: rest)
        if settling || (!pager.isDragging && !pager.isDecelerating), pager.contentOffset != offset { pager.contentOffset = offset }
        let controlHeight: CGFloat = 26
        pageControl.frame = CGRect(x: 0, y: bounds.height - controlHeight - view.safeAreaInsets.bottom, width: bounds.width,
                                   height: controlHeight)
    }

    private func updatePageControl() {
        let count = dataSource?.presentationCount(for: self) ?? 0
        pageControl.isHidden = count <= 0 || transitionStyle != .scroll
        pageControl.numberOfPages = count
        pageControl.currentPage = min(max(0, presentationIndex), max(0, count - 1))
    }

    /// The user moved the pages: the first move toward a neighbour tells the delegate.
    func pagerDidScroll() {
        guard pager.isDragging || pager.isDecelerating, pending == nil else { return }
        let rest = CGFloat(before == nil ? 0 : 1) * ((horizontal ? view.bounds.width : view.bounds.height) + interPageSpacing)
        let position = horizontal ? pager.contentOffset.x : pager.contentOffset.y
        guard let neighbour = position > rest ? after : position < rest ? before : nil else { return }
        pending = neighbour
        delegate?.pageViewController(self, willTransitionTo: [neighbour])
    }

    /// The pages came to rest: on a neighbour, it becomes the current page.
    func pagerDidSettle() {
        let step = (horizontal ? view.bounds.width : view.bounds.height) + interPageSpacing
        guard step > 0 else { return }
        let position = horizontal ? pager.contentOffset.x : pager.contentOffset.y
        let index = Int((position / step).rounded())
        let shown = slots.indices.contains(index) ? slots[index] : current
        let wasPending = pending != nil
        pending = nil
        guard let old = current, let shown, shown !== old else {
            if wasPending, let current { delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [current],
                                                                      transitionCompleted: false) }
            return
        }
        let forward = shown === after
        let appears = appearanceIsVisible
        if appears {
            old.beginAppearanceTransition(false, animated: true)
            shown.beginAppearanceTransition(true, animated: true)
        }
        current = shown
        presentationIndex += forward ? 1 : -1
        reloadNeighbours(settling: true)
        if old !== before, old !== after { release(old) }
        if appears {
            old.endAppearanceTransition()
            shown.endAppearanceTransition()
        }
        delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [old], transitionCompleted: true)
    }
}

/// The paging scroll view of a page view controller.
final class PageScrollView: UIScrollView {
    weak var owner: UIPageViewController?
}

/// Hears the pager's scrolling for its page view controller.
@MainActor
final class PageScrollRelay: NSObject, UIScrollViewDelegate {
    weak var owner: UIPageViewController?

    func scrollViewDidScroll(_ scrollView: UIScrollView) { owner?.pagerDidScroll() }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { owner?.pagerDidSettle() }
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { owner?.pagerDidSettle() }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { owner?.pagerDidSettle() }
}
