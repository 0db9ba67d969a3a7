import Foundation

/// A control that displays one or more buttons in a tab bar for selecting between different
/// subtasks, views, or modes in an app.
///
/// Drawn with plain views: a background, a hairline separator along its top, and one button per
/// item sharing the width equally, each with the item's image (when it has one) and title in
/// 10-point medium text. The selected item is drawn in the tint color, the others in
/// `unselectedItemTintColor` (the system gray by default). The items fill the top 49 points; a
/// tab bar controller makes the bar taller by the bottom safe area, as UIKit does. For
/// automation, the bar is `tabbar` and its items are `tab.<index>` unless an item has its own
/// `accessibilityIdentifier`.
@preconcurrency @MainActor
open class UITabBar: UIView, BarItemDisplaying {
    private var storedItems: [UITabBarItem] = []
    private let chrome = BarChrome()
    private var buttons: [UITabBarButton] = []
    private var needsContentUpdate = true

    /// The tab bar controller that manages the bar: taps go to it for selection.
    @HandleReference var tabBarController: UITabBarController?

    /// The tab bar's delegate.
    open weak var delegate: (any UITabBarDelegate)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureTabBar()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureTabBar()
        NibDecoder.finish(coder, self, as: UITabBar.self)
    }

    /// A tab bar reads as one: the trait is its default, so a bar keeps no accessibility storage
    /// for it, and an app's own traits replace it.
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .tabBar }

    private func configureTabBar() {
        accessibilityIdentifier = "tabbar"
        chrome.install(in: self)
        let shown = shownAppearance
        chrome.apply(shown.appearance, clearsBackground: shown.clearsBackground)
    }

    /// The items displayed by the tab bar, leading to trailing.
    open var items: [UITabBarItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }

    /// Sets the items on the tab bar; `animated` is ignored (no animations yet).
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        for item in storedItems where item.displayingBar === self { item.displayingBar = nil }
        storedItems = items ?? []
        for item in storedItems { item.displayingBar = self }
        if let selected = selectedItem, !storedItems.contains(where: { $0 === selected }) { selectedItem = nil }
        barItemDidChange()
    }

    /// The currently selected item on the tab bar.
    open weak var selectedItem: UITabBarItem? {
        didSet { if selectedItem !== oldValue { updateSelection() } }
    }

    /// The color of unselected items; `nil` is the system gray.
    open var unselectedItemTintColor: UIColor? {
        didSet {
            guard acceptsAppearanceValue(.unselectedItemTintColor) else { unselectedItemTintColor = oldValue; return }
            updateSelection()
        }
    }

    // MARK: Appearance

    private var appearances = BarAppearances<UITabBarAppearance>()
    /// The system's appearance, shown until the app asks for the bar's own (which it may change).
    private static let defaultAppearance = UITabBarAppearance(idiom: .phone)
    /// Whether the content's bottom edge is at the bar: the selected controller's scroll view
    /// is scrolled to its end, or it has none.
    private(set) var isAtScrollEdge = true
    @HandleReference private var followedScrollView: UIScrollView?

    /// The appearance of the bar; the bar keeps a copy, and follows changes made to the one it
    /// returns.
    open var standardAppearance: UITabBarAppearance {
        get { appearances.standard(copying: Self.defaultAppearance, observedBy: self) }
        set { appearances.standard = adopt(newValue) }
    }

    /// The appearance when the edge of the scrolled content reaches the bar; `nil` uses the
    /// standard appearance with a transparent background. Only under a tab bar controller.
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { appearances.scrollEdge }
        set { appearances.scrollEdge = newValue.map(adopt) }
    }

    private func adopt(_ appearance: UITabBarAppearance) -> UITabBarAppearance {
        defer { appearanceDidChange() }
        return BarAppearances.adopted(appearance, by: self)
    }

    /// The background color of the tab bar, written into its standard appearance.
    open var barTintColor: UIColor? {
        didSet {
            guard acceptsAppearanceValue(.barTintColor) else { barTintColor = oldValue; return }
            standardAppearance.backgroundColor = barTintColor
        }
    }

    /// Whether the bar's background lets the content show through, blurred. Setting `false`
    /// makes the standard appearance's background opaque.
    open var isTranslucent: Bool = true {
        didSet { if isTranslucent != oldValue { standardAppearance.setTranslucent(isTranslucent) } }
    }

    /// The background image, written into the standard appearance.
    open var backgroundImage: UIImage? {
        didSet { standardAppearance.backgroundImage = backgroundImage }
    }

    /// The image along the bar's top edge, written into the standard appearance.
    open var shadowImage: UIImage? {
        didSet { standardAppearance.shadowImage = shadowImage }
    }

    /// The image behind the selected item, written into the standard appearance.
    open var selectionIndicatorImage: UIImage? {
        didSet { standardAppearance.selectionIndicatorImage = selectionIndicatorImage }
    }

    /// How items are positioned across the bar.
    public enum ItemPositioning: Int, Sendable {
        /// Filled on iPhone, centered on iPad.
        case automatic = 0
        /// Items share the bar's width.
        case fill = 1
        /// Items are centered, `itemWidth` wide and `itemSpacing` apart.
        case centered = 2
    }

    /// How items are positioned across the bar. The default is `.automatic`: they share its
    /// width on iPhone.
    open var itemPositioning: ItemPositioning = .automatic {
        didSet { setNeedsLayout() }
    }

    /// The space between centered items; 0 is the system's.
    open var itemSpacing: CGFloat = 0 {
        didSet { setNeedsLayout() }
    }

    /// The width of centered items; 0 is the system's.
    open var itemWidth: CGFloat = 0 {
        didSet { setNeedsLayout() }
    }

    /// The appearance the bar shows now (for whether the content is at its scroll edge, only
    /// under a tab bar controller) before the copy that would clear its background at the
    /// scroll edge, and whether it is shown so: what the bar draws from.
    private var shownAppearance: (appearance: UITabBarAppearance, clearsBackground: Bool) {
        UIBarAppearance.resolveShown(item: nil, bar: appearances, standard: appearances.standard ?? Self.defaultAppearance,
                                     compact: false, atScrollEdge: tabBarController != nil && isAtScrollEdge)
    }

    /// The appearance a tab shows: the item's own (for the scroll edge, then standard), else
    /// the bar's.
    private func appearance(for item: UITabBarItem?, barAppearance: UITabBarAppearance) -> UITabBarItemAppearance {
        let atEdge = tabBarController != nil && isAtScrollEdge
        let own = (atEdge ? item?.scrollEdgeAppearance : nil) ?? item?.standardAppearance
        return (own ?? barAppearance).stackedLayoutAppearance
    }

    func appearanceDidChange() {
        let shown = shownAppearance
        chrome.apply(shown.appearance, clearsBackground: shown.clearsBackground)
        updateSelection()
    }

    /// Follows the selected controller's scroll view (its view, or the first scroll view in
    /// it): the bar shows its scroll edge appearance while the content's bottom is at the bar.
    func follow(_ scrollView: UIScrollView?) {
        if followedScrollView !== scrollView, followedScrollView?.bottomEdgeBar === self { followedScrollView?.bottomEdgeBar = nil }
        followedScrollView = scrollView
        scrollView?.bottomEdgeBar = self
        updateScrollEdge()
    }

    func contentScrollViewDidScroll(_ scrollView: UIScrollView) {
        guard scrollView === followedScrollView else { return }
        updateScrollEdge()
    }

    private func updateScrollEdge() {
        var atEdge = true
        if let scrollView = followedScrollView {
            let visibleBottom = scrollView.contentOffset.y + scrollView.bounds.height - scrollView.adjustedContentInset.bottom
            atEdge = visibleBottom >= scrollView.contentSize.height - 0.5
        }
        guard atEdge != isAtScrollEdge else { return }
        isAtScrollEdge = atEdge
        appearanceDidChange()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: BarMetrics.tabBarHeight)
    }

    func view(for item: UIBarItem) -> UIView? {
        buttons.first { $0.item === item }
    }

    func barItemDidChange() {
        needsContentUpdate = true
        setNeedsLayout()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateSelection()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsContentUpdate { rebuildContent() }
        let bounds = self.bounds
        chrome.layout(in: self, separatorAt: .top)
        guard !buttons.isEmpty else { return }
        // The first item is at the leading edge: the right one in a right-to-left layout.
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let count = CGFloat(buttons.count)
        var width = bounds.width / count
        var start: CGFloat = 0
        var spacing: CGFloat = 0
        if itemPositioning == .centered || traitCollection.userInterfaceIdiom == .pad && itemPositioning == .automatic {
            // Centered: the items keep their width (76 points by default) and spacing (34).
            width = min(itemWidth > 0 ? itemWidth : 76, width)
            spacing = min(itemSpacing > 0 ? itemSpacing : 34, max(0, (bounds.width - width * count) / max(1, count - 1)))
            start = ((bounds.width - width * count - spacing * (count - 1)) / 2).rounded()
        }
        for (index, button) in buttons.enumerated() {
            let x = (start + CGFloat(index) * (width + spacing)).rounded()
            let next = (start + CGFloat(index) * (width + spacing) + width).rounded()
            button.frame = CGRect(x: rightToLeft ? bounds.width - next : x, y: 0, width: next - x, height: BarMetrics.tabBarHeight)
        }
    }

    private func rebuildContent() {
        needsContentUpdate = false
        for button in buttons { button.removeFromSuperview() }
        buttons = storedItems.enumerated().map { index, item in
            let button = UITabBarButton(item: item, identifier: item.accessibilityIdentifier ?? "tab.\(index)")
            button.addAction(UIAction { [weak self, weak item] _ in
                guard let self, let item else { return }
                self.itemTapped(item)
            }, for: .touchUpInside)
            addSubview(button)
            return button
        }
        updateSelection()
    }

    private func updateSelection() {
        let barAppearance = shownAppearance.appearance
        for button in buttons {
            let items = appearance(for: button.item, barAppearance: barAppearance)
            button.showSelected(button.item === selectedItem, appearance: items,
                                selectedColor: tintColor, unselectedColor: unselectedItemTintColor ?? .systemGray)
        }
    }

    private func itemTapped(_ item: UITabBarItem) {
        if let tabBarController {
            tabBarController.tabBarItemTapped(item)
            return
        }
        selectedItem = item
        delegate?.tabBar(self, didSelect: item)
    }
}

extension UITabBar: BarAppearanceObserving {
    func barAppearanceDidChange() {
        appearanceDidChange()
    }
}
