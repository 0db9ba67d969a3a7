import Foundation

/// The items that a navigation bar displays when the associated view controller is visible.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// How a navigation bar shows the title of the Back button that leads back to an item.
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The title of the previous item, its `backButtonTitle`, or "Back".
        case `default` = 0
        /// The generic title, "Back".
        case generic = 1
        /// No title: the Back indicator alone.
        case minimal = 2
    }

    private var storedTitle: String?
    private var controllerTitleWhenSet: String?

    /// The view controller whose item this is: its title is the item's until the item's own is set.
    @HandleReference var owningController: UIViewController?

    /// The navigation bar that shows the item, told when the item changes.
    @HandleReference var navigationBar: UINavigationBar?

    /// Creates a navigation item with the specified title.
    public init(title: String) {
        storedTitle = title
        super.init()
    }

    public override init() {
        super.init()
    }

    init(owningController: UIViewController) {
        self.owningController = owningController
        super.init()
    }

    /// The navigation item's title displayed in the navigation bar. Setting a view controller's
    /// `title` sets its item's title, so the later of the two assignments wins.
    open var title: String? {
        get {
            guard let controller = owningController else { return storedTitle }
            // The controller's title was changed after this one was set: UIKit copies it here.
            if controller.title != controllerTitleWhenSet { return controller.title }
            return storedTitle ?? controller.title
        }
        set {
            storedTitle = newValue
            controllerTitleWhenSet = owningController?.title
            itemDidChange()
        }
    }

    /// A custom view displayed in the center of the navigation bar when this item is the top item.
    open var titleView: UIView? {
        didSet { if titleView !== oldValue { itemDidChange() } }
    }

    /// The bar button item to use for the Back button that leads back to this item; only its
    /// title is used.
    open var backBarButtonItem: UIBarButtonItem? {
        didSet { if backBarButtonItem !== oldValue { itemDidChange() } }
    }

    /// The title of the Back button that leads back to this item, when it is the back item.
    open var backButtonTitle: String? {
        didSet { if backButtonTitle != oldValue { itemDidChange() } }
    }

    /// How the Back button that leads back to this item shows its title. The default is `.default`.
    open var backButtonDisplayMode: BackButtonDisplayMode = .default {
        didSet { if backButtonDisplayMode != oldValue { itemDidChange() } }
    }

    /// A Boolean value that determines whether the Back button is hidden when this is the top item.
    open var hidesBackButton: Bool = false {
        didSet { if hidesBackButton != oldValue { itemDidChange() } }
    }

    /// Sets whether the Back button is hidden; there are no animations yet, so `animated` is ignored.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }

    /// Whether the left items are displayed after the Back button rather than replacing it.
    /// The default is `false`.
    open var leftItemsSupplementBackButton: Bool = false {
        didSet { if leftItemsSupplementBackButton != oldValue { itemDidChange() } }
    }

    /// The custom bar button items displayed on the left (leading) edge, from the edge inward.
    open var leftBarButtonItems: [UIBarButtonItem]? {
        didSet { itemDidChange() }
    }

    /// The custom bar button items displayed on the right (trailing) edge, from the edge inward.
    open var rightBarButtonItems: [UIBarButtonItem]? {
        didSet { itemDidChange() }
    }

    /// The first of `leftBarButtonItems`.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first of `rightBarButtonItems`.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets the left item; `animated` is ignored (no animations yet).
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        leftBarButtonItem = item
    }

    /// Sets the right item; `animated` is ignored (no animations yet).
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        rightBarButtonItem = item
    }

    /// Sets the left items; `animated` is ignored (no animations yet).
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        leftBarButtonItems = items
    }

    /// Sets the right items; `animated` is ignored (no animations yet).
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        rightBarButtonItems = items
    }

    /// The search controller whose search bar shows under the title in the navigation bar.
    open var searchController: UISearchController? {
        didSet {
            guard searchController !== oldValue else { return }
            oldValue?.hostItem = nil
            searchController?.hostItem = self
            itemDidChange()
            navigationBar?.superview?.setNeedsLayout()
        }
    }

    /// Whether the search bar hides as the content scrolls. Kept; the bar stays.
    open var hidesSearchBarWhenScrolling = true

    /// When the bar shows the item's title large.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item below it does; large for the first item when the bar prefers large titles.
        case automatic = 0
        case always = 1
        case never = 2
    }

    /// When the bar shows the title large, if it prefers large titles. The default is `.automatic`.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic {
        didSet { if largeTitleDisplayMode != oldValue { itemDidChange(); navigationBar?.superview?.setNeedsLayout() } }
    }

    // MARK: Internals

    func itemDidChange() {
        navigationBar?.itemsDidChange()
    }

    /// The title of the Back button that leads back to this item, as UIKit chooses it: the back
    /// bar button item's title, then `backButtonTitle`, then the item's title, then "Back".
    var backButtonText: String? {
        if let title = backBarButtonItem?.title { return title }
        switch backButtonDisplayMode {
        case .minimal: return nil
        case .generic: return "Back"
        case .default: break
        }
        if let backButtonTitle { return backButtonTitle }
        if let title, !title.isEmpty { return title }
        return "Back"
    }

    // MARK: Appearance

    /// The bar's appearance while this item is on top, overriding the bar's
    /// `standardAppearance`; the item keeps a copy.
    open var standardAppearance: UINavigationBarAppearance? {
        get { appearances.standard }
        set { appearances.standard = newValue?.duplicate(); appearanceDidChange() }
    }

    /// The compact-height bar's appearance while this item is on top.
    open var compactAppearance: UINavigationBarAppearance? {
        get { appearances.compact }
        set { appearances.compact = newValue?.duplicate(); appearanceDidChange() }
    }

    /// The bar's appearance at the scroll edge while this item is on top.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearances.scrollEdge }
        set { appearances.scrollEdge = newValue?.duplicate(); appearanceDidChange() }
    }

    /// The compact-height bar's appearance at the scroll edge while this item is on top.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearances.compactScrollEdge }
        set { appearances.compactScrollEdge = newValue?.duplicate(); appearanceDidChange() }
    }

    var appearances = BarAppearances<UINavigationBarAppearance>()

    private func appearanceDidChange() {
        for appearance in appearances.all { appearance.observer = self }
        navigationBar?.appearanceDidChange()
    }
}

extension UINavigationItem: BarAppearanceObserving {
    func barAppearanceDidChange() {
        navigationBar?.appearanceDidChange()
    }
}
