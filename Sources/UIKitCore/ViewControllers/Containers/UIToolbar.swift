import Foundation

/// A view that displays one or more buttons along the bottom edge of your interface.
///
/// Drawn with plain views: a background (extending down behind the bottom safe area when a
/// navigation controller places the toolbar), a hairline separator along its top, and system
/// buttons for the items, laid out from the leading edge (the right, right to left) with flexible spaces sharing what is
/// left. For automation, the toolbar is `navigation.toolbar` and its items are
/// `toolbar.item.<i>` (indexes into `items`) unless an item has its own identifier.
@preconcurrency @MainActor
open class UIToolbar: UIView, BarItemDisplaying {
    private var storedItems: [UIBarButtonItem] = []
    private let chrome = BarChrome()
    private var itemViews: [(UIView?, UIBarButtonItem)] = []
    private var needsContentUpdate = true

    /// How far the background extends below the toolbar: over the bottom safe area.
    var backgroundBottomExtension: CGFloat = 0 {
        didSet { if backgroundBottomExtension != oldValue { setNeedsLayout() } }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureToolbar()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureToolbar()
        NibDecoder.finish(coder, self, as: UIToolbar.self)
    }

    private func configureToolbar() {
        accessibilityIdentifier = "navigation.toolbar"
        chrome.install(in: self)
    }

    /// The items displayed on the toolbar, leading to trailing.
    open var items: [UIBarButtonItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }

    /// Sets the items on the toolbar; `animated` is ignored (no animations yet).
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        storedItems = items ?? []
        needsContentUpdate = true
        setNeedsLayout()
    }

    // MARK: Appearance

    private var appearances = BarAppearances<UIToolbarAppearance>()
    /// The system's appearance, shown until the app asks for the bar's own (which it may change).
    private static let defaultAppearance = UIToolbarAppearance(idiom: .phone)

    /// The appearance of a standard-height toolbar; the toolbar keeps a copy, and follows
    /// changes made to the one it returns.
    open var standardAppearance: UIToolbarAppearance {
        get { appearances.standard(copying: Self.defaultAppearance, observedBy: self) }
        set { appearances.standard = adopt(newValue) }
    }

    /// The appearance of a compact-height toolbar; `nil` uses `standardAppearance`.
    open var compactAppearance: UIToolbarAppearance? {
        get { appearances.compact }
        set { appearances.compact = newValue.map(adopt) }
    }

    /// The appearance at the scroll edge. Kept for apps that set it; the toolbar shows its
    /// standard (or compact) appearance.
    open var scrollEdgeAppearance: UIToolbarAppearance? {
        get { appearances.scrollEdge }
        set { appearances.scrollEdge = newValue.map(adopt) }
    }

    /// The compact-height appearance at the scroll edge, kept like `scrollEdgeAppearance`.
    open var compactScrollEdgeAppearance: UIToolbarAppearance? {
        get { appearances.compactScrollEdge }
        set { appearances.compactScrollEdge = newValue.map(adopt) }
    }

    private func adopt(_ appearance: UIToolbarAppearance) -> UIToolbarAppearance {
        defer { appearanceDidChange() }
        return BarAppearances.adopted(appearance, by: self)
    }

    /// The background color of the toolbar, written into its standard appearance.
    open var barTintColor: UIColor? {
        didSet {
            guard acceptsAppearanceValue(.barTintColor) else { barTintColor = oldValue; return }
            standardAppearance.backgroundColor = barTintColor
        }
    }

    /// Whether the toolbar's background lets the content show through, blurred. Setting
    /// `false` makes the standard appearance's background opaque.
    open var isTranslucent: Bool = true {
        didSet { if isTranslucent != oldValue { standardAppearance.setTranslucent(isTranslucent) } }
    }

    /// The appearance the toolbar shows now, for its height.
    var currentAppearance: UIToolbarAppearance {
        UIBarAppearance.resolve(item: nil, bar: appearances, standard: appearances.standard ?? Self.defaultAppearance,
                                compact: traitCollection.verticalSizeClass == .compact, atScrollEdge: false)
    }

    func appearanceDidChange() {
        needsContentUpdate = true
        setNeedsLayout()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.verticalSizeClass != traitCollection.verticalSizeClass { appearanceDidChange() }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: BarMetrics.toolbarHeight)
    }

    func barItemDidChange() {
        needsContentUpdate = true
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsContentUpdate { rebuildContent() }
        let bounds = self.bounds
        chrome.layout(in: self, separatorAt: .top, extendingBottom: backgroundBottomExtension)
        layoutItems(in: bounds)
    }

    /// Items keep their widths; flexible spaces share what is left equally. Right to left the
    /// first item is at the right.
    private func layoutItems(in bounds: CGRect) {
        let fixed = itemViews.filter { $0.1.systemItem != .flexibleSpace }.reduce(0) { $0 + BarButtonViews.width(of: $1.1) }
        let gaps = CGFloat(max(0, itemViews.count - 1)) * BarMetrics.itemSpacing
        let flexibleCount = itemViews.filter { $0.1.systemItem == .flexibleSpace }.count
        let free = max(0, bounds.width - 2 * BarMetrics.edgeMargin - fixed - gaps)
        let flexibleWidth = flexibleCount > 0 ? free / CGFloat(flexibleCount) : 0
        var x = BarMetrics.edgeMargin
        for (view, item) in itemViews {
            let width = item.systemItem == .flexibleSpace ? flexibleWidth : BarButtonViews.width(of: item)
            let leadingX = laysOutRightToLeft ? bounds.width - x - width : x
            if let view { BarButtonViews.place(view, for: item, x: leadingX, width: width, height: bounds.height) }
            x += width + BarMetrics.itemSpacing
        }
    }

    func view(for item: UIBarItem) -> UIView? {
        itemViews.first { $0.1 === item }?.0
    }

    private func rebuildContent() {
        needsContentUpdate = false
        for (view, item) in itemViews {
            view?.removeFromSuperview()
            if item.displayingBar === self { item.displayingBar = nil }
        }
        let appearance = currentAppearance
        chrome.apply(appearance)
        itemViews = storedItems.enumerated().map { index, item in
            item.displayingBar = self
            guard !item.isSpace else { return (nil, item) }
            let view = item.customView ?? BarButtonViews.button(for: item, identifier: "toolbar.item.\(index)",
                                                                appearance: appearance.buttonAppearance(for: item.style)) { button, item in
                item.performTap(from: button)
            }
            addSubview(view)
            return (view, item)
        }
    }
}

extension UIToolbar: BarAppearanceObserving {
    func barAppearanceDidChange() {
        appearanceDidChange()
    }
}
