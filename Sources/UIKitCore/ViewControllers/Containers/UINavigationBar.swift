import Foundation

/// Navigational controls that display in a bar along the top of the screen, usually in
/// conjunction with a navigation controller.
///
/// The bar is drawn with plain views: a background (extending up behind the status bar area
/// when a navigation controller places the bar), a hairline separator along its bottom, the
/// top item's title centered in semibold 17-point text, and system buttons for the Back button
/// and the bar button items. For automation, the bar is `navigation.bar`, the title label
/// `navigation.title`, the Back button `navigation.back`, and the items `navigation.left.<i>`
/// and `navigation.right.<i>` (indexes into `leftBarButtonItems` and `rightBarButtonItems`)
/// unless an item has its own `accessibilityIdentifier`. With `prefersLargeTitles`, the title
/// shows large (`navigation.largeTitle`) in a band under the buttons that folds away as the
/// content scrolls under it, after the search bar when the item hides that when scrolling.
@preconcurrency @MainActor
open class UINavigationBar: UIView, BarItemDisplaying, UIBarPositioning {
    /// Where the bar is: at the top, attached to the status bar area under a navigation
    /// controller, as the delegate says on a bar of its own.
    open var barPosition: UIBarPosition {
        navigationController != nil ? .topAttached : delegate?.position(for: self) ?? .top
    }

    private var storedItems: [UINavigationItem] = []
    private let chrome = BarChrome()
    private let titleLabel: UILabel = NavigationBarTitleLabel()
    private var backButton: UIButton?
    private var leftViews: [(UIView, UIBarButtonItem)] = []
    private var rightViews: [(UIView, UIBarButtonItem)] = []
    private var titleView: UIView?
    /// The top item's search bar, under the title row.
    private var searchBarView: UISearchBar?
    /// The large title and the band that clips it as it folds, made when the bar first shows
    /// a large title: most bars never do (`makeLargeTitle()`).
    private var largeTitle: (band: UIView, label: UILabel)?
    private var needsContentUpdate = true
    /// How long the next change of content cross-fades, and whether an interaction drives it:
    /// set for a navigation controller's animated push or pop.
    private var pendingCrossFade: (duration: TimeInterval, interactive: Bool)?
    /// The nodes of a cross-fade an interaction drives (the content leaving, the content
    /// coming, the titles), and its length: the page holds them where the interaction is.
    private var scrubbedCrossFade: (ids: [Int], duration: TimeInterval)?

    /// The height of the large title band.
    static let largeTitleHeight: CGFloat = 52

    /// How far the content has scrolled into the part of the bar that folds away as it
    /// scrolls (the search bar, then the large title band): from 0, all shown, to
    /// `collapsibleHeight`.
    private(set) var scrollCollapse: CGFloat = 0
    /// The scroll view whose scrolling folds the bar: the top controller's.
    @HandleReference private var collapsingScrollView: UIScrollView?

    /// The navigation controller that manages the bar: the Back button pops its stack.
    @HandleReference var navigationController: UINavigationController?

    /// How far the background extends above the bar: to the top of the screen, under the status bar.
    var backgroundTopExtension: CGFloat = 0 {
        didSet { if backgroundTopExtension != oldValue { setNeedsLayout() } }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureBar()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureBar()
        NibDecoder.finish(coder, self, as: UINavigationBar.self)
    }

    private func configureBar() {
        accessibilityIdentifier = "navigation.bar"
        titleLabel.font = BarMetrics.titleFont
        titleLabel.textAlignment = .center
        // The title reads as a header by default (`NavigationBarTitleLabel`).
        titleLabel.accessibilityIdentifier = "navigation.title"
        chrome.install(in: self)
        addSubview(titleLabel)
    }

    /// The large title's band and label, made the first time with the top item's title in the
    /// appearance's attributes, above the title row's label and below the bar's buttons.
    @discardableResult
    private func makeLargeTitle() -> (band: UIView, label: UILabel) {
        if let largeTitle { return largeTitle }
        let band = UIView(), label: UILabel = NavigationBarTitleLabel()
        label.accessibilityIdentifier = "navigation.largeTitle"
        label.text = topItem?.title
        styleLargeTitle(label, as: shownAppearance.appearance)
        band.clipsToBounds = true
        band.addSubview(label)
        insertSubview(band, aboveSubview: titleLabel)
        largeTitle = (band, label)
        return (band, label)
    }

    private func styleLargeTitle(_ label: UILabel, as appearance: UINavigationBarAppearance) {
        let large = appearance.largeTitleTextAttributes
        label.font = large[.font] as? UIFont ?? Self.largeTitleFont
        label.textColor = large[.foregroundColor] as? UIColor ?? .label
    }

    /// Whether the bar shows titles large, where the items allow. The default is `false`.
    open var prefersLargeTitles = false {
        didSet {
            guard prefersLargeTitles != oldValue else { return }
            itemsDidChange()
            navigationController?.barsDidChange()
        }
    }

    /// Whether the top item's title shows large: the bar prefers it and the items allow it,
    /// each `.automatic` item as the one below it.
    var displaysLargeTitle: Bool {
        guard prefersLargeTitles, !storedItems.isEmpty else { return false }
        for item in storedItems.reversed() {
            switch item.largeTitleDisplayMode {
            case .always: return true
            case .never: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// The content scrolled: the bar folds away as much of its search bar (when the item hides
    /// it when scrolling) and then of its large title band as the content went under them, and
    /// unfolds as the content comes back to its top. The content's safe area keeps room for the
    /// whole bar, so nothing under the finger moves.
    func contentScrollViewDidScroll(_ scrollView: UIScrollView) {
        guard scrollView === collapsingScrollView else { return }
        updateScrollEdge(following: scrollView)
        guard followScroll(of: scrollView) else { return }
        setNeedsLayout()
        navigationController?.barsDidChange()
    }

    /// Makes `scrollView` the one whose scrolling folds the bar, and takes up where it is.
    func collapse(following scrollView: UIScrollView?) {
        collapsingScrollView = scrollView
        scrollView?.largeTitleBar = self
        if let scrollView { _ = followScroll(of: scrollView) } else { scrollCollapse = 0 }
        updateScrollEdge(following: scrollView)
    }

    /// The bar is at the scroll edge while the content's top has not gone under it (under
    /// its title row, once the large title and the search bar have folded away), or when the
    /// top controller has no scroll view.
    private func updateScrollEdge(following scrollView: UIScrollView?) {
        var atEdge = true
        if let scrollView { atEdge = scrollView.contentOffset.y + scrollView.adjustedContentInset.top <= collapsibleHeight }
        guard atEdge != isAtScrollEdge else { return }
        isAtScrollEdge = atEdge
        appearanceDidChange()
    }

    /// Sets how far the bar is folded for the scroll view's offset; whether that changed.
    private func followScroll(of scrollView: UIScrollView) -> Bool {
        let scrolled = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
        let collapse = min(max(scrolled, 0), collapsibleHeight)
        guard collapse != scrollCollapse else { return false }
        scrollCollapse = collapse
        return true
    }

    /// The height of the top item's search bar, 0 without one.
    private var searchBarHeight: CGFloat { topItem?.searchController?.searchBar.barHeight ?? 0 }

    /// How much of the search bar folds away as the content scrolls: all of it when the item
    /// hides it when scrolling and no search is active.
    private var collapsibleSearchHeight: CGFloat {
        guard let item = topItem, item.hidesSearchBarWhenScrolling, let search = item.searchController, !search.isActive else { return 0 }
        return search.searchBar.barHeight
    }

    /// How much of the bar folds away as the content scrolls.
    var collapsibleHeight: CGFloat {
        collapsibleSearchHeight + (displaysLargeTitle ? Self.largeTitleHeight : 0)
    }

    /// How much of the search bar shows now.
    private var visibleSearchHeight: CGFloat {
        searchBarHeight - min(scrollCollapse, collapsibleSearchHeight)
    }

    /// How much of the large title band shows now.
    private var visibleLargeTitleHeight: CGFloat {
        guard displaysLargeTitle else { return 0 }
        let folded = min(scrollCollapse, collapsibleHeight) - collapsibleSearchHeight
        return Self.largeTitleHeight - max(0, folded)
    }

    /// Whether the large title band shows now.
    var showsLargeTitleBand: Bool { visibleLargeTitleHeight > 0 }

    // MARK: Items

    /// An array of navigation items that the navigation bar manages, bottom to top.
    open var items: [UINavigationItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }

    /// The navigation item at the top of the navigation bar's stack.
    open var topItem: UINavigationItem? { storedItems.last }

    /// The navigation item that is immediately below the topmost item on the bar's stack.
    open var backItem: UINavigationItem? {
        storedItems.count > 1 ? storedItems[storedItems.count - 2] : nil
    }

    /// Replaces the navigation items that the bar manages; when `animated`, the title and items
    /// cross-fade to the new top item's.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        if animated { crossFadeContent(duration: NavigationTransitionAnimator.duration) }
        for item in storedItems where item.navigationBar === self { item.navigationBar = nil }
        storedItems = items ?? []
        for item in storedItems { item.navigationBar = self }
        itemsDidChange()
    }

    /// The bar's delegate, asked before and told after items are pushed and popped (on a bar
    /// of its own; a navigation controller manages its bar's items itself).
    open weak var delegate: (any UINavigationBarDelegate)?

    /// Pushes the item onto the bar's stack, making it the top item, unless the delegate
    /// refuses.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        if let delegate, !delegate.navigationBar(self, shouldPush: item) { return }
        setItems(storedItems + [item], animated: animated)
        delegate?.navigationBar(self, didPush: item)
    }

    /// Pops the top item from the bar's stack and returns it, unless the delegate refuses; the
    /// last item stays.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard storedItems.count > 1, let top = storedItems.last else { return nil }
        if let delegate, !delegate.navigationBar(self, shouldPop: top) { return nil }
        setItems(Array(storedItems.dropLast()), animated: animated)
        delegate?.navigationBar(self, didPop: top)
        return top
    }

    // MARK: Appearance

    /// The bar's appearances as the app set them; the standard one is made when first asked for.
    private var appearances = BarAppearances<UINavigationBarAppearance>()
    /// The system's appearance, shown until the app asks for the bar's own (which it may change).
    private static let defaultAppearance = UINavigationBarAppearance(idiom: .phone)
    /// Whether the content's top edge is at the bar: the top controller's scroll view is
    /// scrolled to its top, or it has none.
    private(set) var isAtScrollEdge = true
    private var needsAppearanceUpdate = true
    private var currentTitleAdjustment = UIOffset.zero

    /// The appearance of a standard-height bar; the bar keeps a copy, and follows changes made
    /// to the one it returns.
    open var standardAppearance: UINavigationBarAppearance {
        get { appearances.standard(copying: Self.defaultAppearance, observedBy: self) }
        set { appearances.standard = adopt(newValue) }
    }

    /// The appearance of a compact-height bar; `nil` uses `standardAppearance`.
    open var compactAppearance: UINavigationBarAppearance? {
        get { appearances.compact }
        set { appearances.compact = newValue.map(adopt) }
    }

    /// The appearance when the edge of the scrolled content reaches the bar; `nil` uses the
    /// standard appearance with a transparent background. Only under a navigation controller.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearances.scrollEdge }
        set { appearances.scrollEdge = newValue.map(adopt) }
    }

    /// The appearance of a compact-height bar at the scroll edge; `nil` uses
    /// `scrollEdgeAppearance`.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearances.compactScrollEdge }
        set { appearances.compactScrollEdge = newValue.map(adopt) }
    }

    private func adopt(_ appearance: UINavigationBarAppearance) -> UINavigationBarAppearance {
        defer { appearanceDidChange() }
        return BarAppearances.adopted(appearance, by: self)
    }

    /// The background color of the bar, written into its standard appearance.
    open var barTintColor: UIColor? {
        didSet {
            guard acceptsAppearanceValue(.barTintColor) else { barTintColor = oldValue; return }
            standardAppearance.backgroundColor = barTintColor
        }
    }

    /// Whether the bar's background lets the content show through, blurred. Setting `false`
    /// makes the standard appearance's background opaque.
    open var isTranslucent: Bool = true {
        didSet {
            guard acceptsAppearanceValue(.isTranslucent) else { isTranslucent = oldValue; return }
            if isTranslucent != oldValue { standardAppearance.setTranslucent(isTranslucent) }
        }
    }

    /// The title's text attributes, written into the standard appearance.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet {
            guard acceptsAppearanceValue(.titleTextAttributes) else { titleTextAttributes = oldValue; return }
            standardAppearance.titleTextAttributes = titleTextAttributes ?? [:]
        }
    }

    /// The large title's text attributes, written into the standard appearance.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet {
            guard acceptsAppearanceValue(.largeTitleTextAttributes) else { largeTitleTextAttributes = oldValue; return }
            standardAppearance.largeTitleTextAttributes = largeTitleTextAttributes ?? [:]
        }
    }

    /// The image along the bar's bottom edge, written into the standard appearance.
    open var shadowImage: UIImage? {
        didSet {
            guard acceptsAppearanceValue(.shadowImage) else { shadowImage = oldValue; return }
            standardAppearance.shadowImage = shadowImage
        }
    }

    private var legacyBackgroundImages: [Int: UIImage] = [:]

    /// Sets the background image for the bar metrics; the default metrics' image is written
    /// into the standard appearance.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        legacyBackgroundImages[barMetrics.rawValue] = backgroundImage
        if barMetrics == .default { standardAppearance.backgroundImage = backgroundImage }
    }

    /// The background image set for the bar metrics.
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        legacyBackgroundImages[barMetrics.rawValue]
    }

    /// The appearance the bar shows now (the top item's, then the bar's, for its height and
    /// whether the content is at its scroll edge, only under a navigation controller) before
    /// the copy that would clear its background at the scroll edge, and whether it is shown so.
    private var shownAppearance: (appearance: UINavigationBarAppearance, clearsBackground: Bool) {
        let compact = traitCollection.verticalSizeClass == .compact
        return UIBarAppearance.resolveShown(item: topItem?.appearances, bar: appearances,
                                            standard: appearances.standard ?? Self.defaultAppearance,
                                            compact: compact, atScrollEdge: navigationController != nil && isAtScrollEdge)
    }

    func appearanceDidChange() {
        needsAppearanceUpdate = true
        setNeedsLayout()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.verticalSizeClass != traitCollection.verticalSizeClass { appearanceDidChange() }
    }

    /// Draws the current appearance: the background and shadow, the titles' attributes, the
    /// buttons' title attributes.
    private func applyAppearance() {
        needsAppearanceUpdate = false
        let (appearance, clearsBackground) = shownAppearance
        chrome.apply(appearance, clearsBackground: clearsBackground)
        currentTitleAdjustment = appearance.titlePositionAdjustment
        let title = appearance.titleTextAttributes
        titleLabel.font = title[.font] as? UIFont ?? BarMetrics.titleFont
        titleLabel.textColor = title[.foregroundColor] as? UIColor ?? .label
        if let label = largeTitle?.label { styleLargeTitle(label, as: appearance) }
        if let backButton {
            let attributes = appearance.backButtonAppearance.normal.titleTextAttributes
            if let color = attributes[.foregroundColor] as? UIColor { backButton.setTitleColor(color, for: .normal) }
            if let font = attributes[.font] as? UIFont { backButton.titleLabel?.font = font }
        }
        for (view, item) in leftViews + rightViews where item.customView == nil {
            if let button = view as? UIButton {
                BarButtonViews.style(button, for: item, appearance: appearance.buttonAppearance(for: item.style))
            }
        }
    }

    static let largeTitleFont = UIFont.systemFont(ofSize: 34, weight: .bold)

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: preferredHeight)
    }

    /// The bar's height with nothing folded away: its title row, the large title band and the
    /// top item's search bar. The content's safe area leaves room for all of it.
    var expandedHeight: CGFloat {
        BarMetrics.navigationBarHeight + (displaysLargeTitle ? Self.largeTitleHeight : 0) + searchBarHeight
    }

    /// The bar's height now: less what the content scrolled under.
    var preferredHeight: CGFloat {
        expandedHeight - min(scrollCollapse, collapsibleHeight)
    }

    // MARK: Layout

    func itemsDidChange() {
        needsContentUpdate = true
        setNeedsLayout()
    }

    func barItemDidChange() {
        itemsDidChange()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsContentUpdate { rebuildContent() }
        if needsAppearanceUpdate { applyAppearance() }
        let bounds = self.bounds
        chrome.layout(in: self, separatorAt: .bottom, extendingTop: backgroundTopExtension)
        layoutContent(in: CGRect(x: 0, y: 0, width: bounds.width, height: min(bounds.height, BarMetrics.navigationBarHeight)))
        // The large title slides up under the title row as its band folds; the small title
        // shows once it is gone. The search bar below it folds first, fading as it goes.
        let band = visibleLargeTitleHeight
        titleLabel.alpha = band > 0 ? 0 : 1
        if let (bandView, label) = band > 0 ? makeLargeTitle() : largeTitle {
            bandView.isHidden = band <= 0
            label.isHidden = band <= 0
            let margin: CGFloat = bounds.width > 375 ? 20 : 16
            bandView.frame = CGRect(x: 0, y: BarMetrics.navigationBarHeight, width: bounds.width, height: max(0, band))
            label.frame = CGRect(x: margin, y: band - Self.largeTitleHeight, width: max(0, bounds.width - 2 * margin),
                                 height: Self.largeTitleHeight - 8)
        }
        if let searchBar = searchBarView {
            let full = searchBar.barHeight
            let visible = visibleSearchHeight
            searchBar.frame = CGRect(x: 0, y: BarMetrics.navigationBarHeight + max(0, band), width: bounds.width, height: visible)
            searchBar.clipsToBounds = visible < full
            searchBar.alpha = full > 0 ? min(1, max(0, visible / full * 2 - 1)) : 1
            searchBar.isHidden = visible <= 0
        }
    }

    private func layoutContent(in bounds: CGRect) {
        let height = bounds.height
        var leading = BarMetrics.edgeMargin
        if let backButton {
            let width = BarButtonViews.backButtonWidth(title: backButton.currentTitle)
            BarButtonViews.placeBackButton(backButton, width: width, height: height,
                                           rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
            leading = backButton.frame.maxX + BarMetrics.itemSpacing
        }
        for (view, item) in leftViews {
            let width = BarButtonViews.width(of: item)
            BarButtonViews.place(view, for: item, x: leading, width: width, height: height)
            leading += width + BarMetrics.itemSpacing
        }
        var trailing = bounds.width - BarMetrics.edgeMargin
        for (view, item) in rightViews {
            let width = BarButtonViews.width(of: item)
            BarButtonViews.place(view, for: item, x: trailing - width, width: width, height: height)
            trailing -= width + BarMetrics.itemSpacing
        }
        layoutTitle(between: leading, and: trailing, in: bounds)
        // Right to left, the back button and the left items are at the right edge, the right
        // items at the left: the whole row mirrored.
        guard effectiveUserInterfaceLayoutDirection == .rightToLeft else { return }
        let row: [UIView?] = [backButton, titleView ?? titleLabel] + leftViews.map(\.0) + rightViews.map(\.0)
        for case let view? in row { view.frame.origin.x = bounds.width - view.frame.maxX }
    }

    /// Centers the title in the bar, moving it aside (and narrowing it) only as far as the
    /// items on either side require.
    private func layoutTitle(between leading: CGFloat, and trailing: CGFloat, in bounds: CGRect) {
        let available = max(0, trailing - leading)
        if let titleView {
            let size = titleView.frame.size
            let width = min(size.width, available)
            let height = min(size.height > 0 ? size.height : bounds.height, bounds.height)
            let x = clampedX(width: width, leading: leading, trailing: trailing, in: bounds)
            titleView.frame = CGRect(x: x, y: ((bounds.height - height) / 2).rounded(), width: width, height: height)
            return
        }
        let textWidth = titleLabel.text.map { BarMetrics.textWidth($0, font: titleLabel.font) } ?? 0
        let width = min(textWidth, available)
        let x = clampedX(width: width, leading: leading, trailing: trailing, in: bounds)
        let adjustment = currentTitleAdjustment
        titleLabel.frame = CGRect(x: x + adjustment.horizontal, y: adjustment.vertical, width: width, height: bounds.height)
    }

    private func clampedX(width: CGFloat, leading: CGFloat, trailing: CGFloat, in bounds: CGRect) -> CGFloat {
        let centered = (bounds.width - width) / 2
        return min(max(centered, leading), trailing - width)
    }

    // MARK: Content

    /// Cross-fades the title and the items to the new top item's over `duration` when the
    /// bar next shows it, as the bar does during an animated push or pop: the old ones fade
    /// out where they were while the new ones fade in.
    /// With `interactive`, the cross-fade holds at its start until `scrubCrossFade(to:)` moves it.
    func crossFadeContent(duration: TimeInterval, interactive: Bool = false) {
        guard duration > 0, UIView.areAnimationsEnabled else { return }
        pendingCrossFade = (duration, interactive)
    }

    /// Holds an interactive cross-fade `fraction` of the way, as the finger moves.
    func scrubCrossFade(to fraction: CGFloat) {
        controlCrossFade(.seek, at: fraction, rate: 0)
    }

    /// Plays an interactive cross-fade on from `fraction` to its end, or back to its start,
    /// at `speed` times its pace, once the interaction ends.
    func playCrossFade(from fraction: CGFloat, toEnd: Bool, speed: CGFloat) {
        controlCrossFade(.play, at: fraction, rate: toEnd ? max(speed, 0.0001) : -max(speed, 0.0001))
    }

    /// Ends an interactive cross-fade when its transition ends: after a cancelled one the page
    /// drops what it still shows of it (the old content is back in the bar).
    func endCrossFade(completed: Bool) {
        guard let scrubbed = scrubbedCrossFade else { return }
        scrubbedCrossFade = nil
        guard !completed, let renderer = window?.windowScene?.renderer else { return }
        for id in scrubbed.ids { renderer.control(RenderAnimation(id: id, kind: .cancel, duration: 0)) }
    }

    private func controlCrossFade(_ kind: RenderAnimation.Kind, at fraction: CGFloat, rate: CGFloat) {
        guard let scrubbed = scrubbedCrossFade, let renderer = window?.windowScene?.renderer else { return }
        for id in scrubbed.ids {
            var control = RenderAnimation(id: id, kind: kind, duration: 0)
            control.time = Double(min(max(fraction, 0), 1)) * scrubbed.duration
            control.rate = Double(rate)
            renderer.control(control)
        }
    }

    private func rebuildContent() {
        needsContentUpdate = false
        needsAppearanceUpdate = true
        let pending = pendingCrossFade
        let crossFade = pending.flatMap { pending in window?.windowScene.map { ($0.renderer, pending.duration) } }
        pendingCrossFade = nil
        var scrubbedIDs: [Int] = []
        if let (renderer, duration) = crossFade {
            for view in contentViews { renderer.animate(view, .disappear, duration: duration) }
            let titles = [titleLabel] + (largeTitle.map { [$0.label] } ?? [])
            for label in titles where !label.isHidden {
                renderer.control(RenderAnimation(id: label.renderID, kind: .transition, style: .dissolve, duration: duration))
            }
            scrubbedIDs = contentViews.map(\.renderID) + titles.filter { !$0.isHidden }.map(\.renderID)
        }
        defer {
            if let (renderer, duration) = crossFade {
                for view in contentViews { renderer.animate(view, .appear, duration: duration) }
                if pending?.interactive == true {
                    scrubbedCrossFade = (scrubbedIDs + contentViews.map(\.renderID), duration)
                    scrubCrossFade(to: 0)
                }
            }
        }
        removeContentViews()
        guard let top = topItem else {
            titleLabel.text = nil
            return
        }
        if let back = backItem, !top.hidesBackButton,
           top.leftBarButtonItems?.isEmpty ?? true || top.leftItemsSupplementBackButton {
            let button = BarButtonViews.backButton(title: back.backButtonText) { [handle = lifetimeHandle] in
                handle.referent(UINavigationBar.self)?.backButtonTapped()
            }
            addSubview(button)
            backButton = button
        }
        leftViews = makeViews(for: top.leftBarButtonItems ?? [], prefix: "navigation.left")
        rightViews = makeViews(for: top.rightBarButtonItems ?? [], prefix: "navigation.right")
        if let searchBar = top.searchController?.searchBar {
            searchBar.backgroundColor = nil
            addSubview(searchBar)
            searchBarView = searchBar
        }
        if let customTitle = top.titleView {
            titleLabel.text = nil
            titleLabel.isHidden = true
            addSubview(customTitle)
            titleView = customTitle
        } else {
            titleLabel.isHidden = false
            titleLabel.text = top.title
        }
        largeTitle?.label.text = top.title
    }

    func view(for item: UIBarItem) -> UIView? {
        (leftViews + rightViews).first { $0.1 === item }?.0
    }

    private func makeViews(for items: [UIBarButtonItem], prefix: String) -> [(UIView, UIBarButtonItem)] {
        items.enumerated().map { index, item in
            item.displayingBar = self
            let view = item.customView ?? BarButtonViews.button(for: item, identifier: "\(prefix).\(index)") { button, item in
                item.performTap(from: button)
            }
            addSubview(view)
            return (view, item)
        }
    }

    /// The views made for the top item: its Back button, bar button items and title view.
    private var contentViews: [UIView] {
        [backButton, titleView].compactMap { $0 } + (leftViews + rightViews).map(\.0)
    }

    private func removeContentViews() {
        backButton?.removeFromSuperview()
        backButton = nil
        for (view, item) in leftViews + rightViews {
            if item.displayingBar === self { item.displayingBar = nil }
            view.removeFromSuperview()
        }
        leftViews = []
        rightViews = []
        titleView?.removeFromSuperview()
        titleView = nil
        if let searchBarView, searchBarView.superview === self { searchBarView.removeFromSuperview() }
        searchBarView = nil
    }

    private func backButtonTapped() {
        if let navigationController {
            navigationController.popViewController(animated: true)
        } else {
            popItem(animated: true)
        }
    }
}

extension UINavigationBar: BarAppearanceObserving {
    func barAppearanceDidChange() {
        appearanceDidChange()
    }
}

/// A navigation bar's title, small or large: a label that reads as a header. The trait is its
/// default, so a bar's title keeps no accessibility storage for it, and an app's own traits
/// replace it.
final class NavigationBarTitleLabel: UILabel {
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .header }
}
