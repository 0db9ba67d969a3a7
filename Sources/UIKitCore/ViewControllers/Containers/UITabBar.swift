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
    weak var tabBarController: UITabBarController?

    /// The tab bar's delegate.
    open weak var delegate: (any UITabBarDelegate)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureTabBar()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureTabBar()
    }

    private func configureTabBar() {
        accessibilityIdentifier = "tabbar"
        accessibilityTraits = .tabBar
        chrome.install(in: self)
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
        didSet { updateSelection() }
    }

    /// The background color of the tab bar; `nil` draws the system background.
    open var barTintColor: UIColor? {
        didSet { chrome.setTint(barTintColor) }
    }

    /// A Boolean value that indicates whether the tab bar is translucent. Tab bars are drawn
    /// opaque; the value is kept for apps that read it.
    open var isTranslucent: Bool = true

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: BarMetrics.tabBarHeight)
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
        let width = bounds.width / CGFloat(buttons.count)
        for (index, button) in buttons.enumerated() {
            let x = (CGFloat(index) * width).rounded()
            let next = (CGFloat(index + 1) * width).rounded()
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
        let unselected = unselectedItemTintColor ?? .systemGray
        for button in buttons {
            button.showSelected(button.item === selectedItem, selectedColor: tintColor, unselectedColor: unselected)
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
