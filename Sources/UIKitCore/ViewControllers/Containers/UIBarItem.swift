import Foundation

/// An abstract superclass for items that you add to a bar at the bottom or top of the screen.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// The title displayed on the item.
    open var title: String? {
        didSet { if title != oldValue { itemDidChange() } }
    }

    /// The image used to represent the item.
    open var image: UIImage? {
        didSet { if image !== oldValue { itemDidChange() } }
    }

    /// A Boolean value that indicates whether the item is enabled. The default is `true`.
    open var isEnabled: Bool = true {
        didSet { if isEnabled != oldValue { itemDidChange() } }
    }

    /// An integer that you can use to identify bar item objects in your app.
    open var tag: Int = 0

    /// A string that identifies the item for automation; the view that shows the item carries it.
    open var accessibilityIdentifier: String? {
        didSet { if accessibilityIdentifier != oldValue { itemDidChange() } }
    }

    /// A succinct label that identifies the item; the view that shows the item carries it.
    open var accessibilityLabel: String? {
        didSet { if accessibilityLabel != oldValue { itemDidChange() } }
    }

    public override init() {
        super.init()
    }

    /// The title's text attributes per state, set by `setTitleTextAttributes(_:for:)`.
    private var titleAttributes: [UIControl.State.RawValue: [NSAttributedString.Key: Any]] = [:]

    /// Sets the title's text attributes for the given state: the bar draws the item's title
    /// with their font and foreground color; a state without attributes uses the normal
    /// state's.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        guard acceptsAppearanceValue(.titleTextAttributes) else { return }
        titleAttributes[state.rawValue] = attributes
        itemDidChange()
    }

    /// Returns the title's text attributes set for the given state.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// The font the bar draws the title with in a state (the state's attributes, then the
    /// normal state's), or `nil` for the bar's own.
    func titleFont(for state: UIControl.State) -> UIFont? {
        (titleAttributes[state.rawValue]?[.font] ?? titleAttributes[UIControl.State.normal.rawValue]?[.font]) as? UIFont
    }

    /// The title color set for a state itself, or `nil`.
    func ownTitleColor(for state: UIControl.State) -> UIColor? {
        titleAttributes[state.rawValue]?[.foregroundColor] as? UIColor
    }

    /// The bar that shows the item, told when the item changes. The first bar to show it gives
    /// it the values set on appearance proxies.
    weak var displayingBar: (any BarItemDisplaying)? {
        didSet {
            guard displayingBar != nil, !appearanceApplied, !AppearanceRegistry.shared.isEmpty else { return }
            appearanceApplied = true
            AppearanceRegistry.shared.apply(to: self, traitCollection: (displayingBar as? UIView)?.traitCollection)
        }
    }

    private var appearanceApplied = false
    /// The appearance-selectable properties the app set itself (ExplicitAppearance.swift).
    var explicitAppearance: ExplicitAppearance = []

    func itemDidChange() {
        displayingBar?.barItemDidChange()
    }

    /// The view that shows the item in its bar, if a bar shows it (a popover's anchor).
    var displayingView: UIView? {
        displayingBar?.view(for: self)
    }
}

/// A bar that shows bar items and redraws them when they change.
@MainActor
protocol BarItemDisplaying: AnyObject {
    func barItemDidChange()
    /// The view that shows the item, or `nil` when the bar does not show it.
    func view(for item: UIBarItem) -> UIView?
}
