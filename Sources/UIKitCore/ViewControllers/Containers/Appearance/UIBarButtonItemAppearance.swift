import Foundation

/// The appearance of the bar button items of one style in a bar: one state appearance each for
/// normal, highlighted, disabled and focused.
@preconcurrency @MainActor
open class UIBarButtonItemAppearance: NSObject, NSCopying, BarAppearanceObserving {
    weak var observer: (any BarAppearanceObserving)?

    /// The appearance of items in their normal state.
    public let normal = UIBarButtonItemStateAppearance()
    /// The appearance of items while touched.
    public let highlighted = UIBarButtonItemStateAppearance()
    /// The appearance of disabled items.
    public let disabled = UIBarButtonItemStateAppearance()
    /// The appearance of focused items.
    public let focused = UIBarButtonItemStateAppearance()

    /// The default appearance for plain items.
    public convenience override init() {
        self.init(style: .plain)
    }

    /// The default appearance for items of the style.
    public init(style: UIBarButtonItem.Style) {
        super.init()
        watchStates()
        configureWithDefault(for: style)
    }

    public required init(copying appearance: UIBarButtonItemAppearance) {
        super.init()
        func copy(_ theirs: UIBarButtonItemStateAppearance, to mine: UIBarButtonItemStateAppearance) {
            mine.titleTextAttributes = theirs.titleTextAttributes
            mine.titlePositionAdjustment = theirs.titlePositionAdjustment
            mine.backgroundImage = theirs.backgroundImage
            mine.backgroundImagePositionAdjustment = theirs.backgroundImagePositionAdjustment
        }
        copy(appearance.normal, to: normal)
        copy(appearance.highlighted, to: highlighted)
        copy(appearance.disabled, to: disabled)
        copy(appearance.focused, to: focused)
        watchStates()
    }

    // The four states one by one rather than through an array: bars copy their appearances,
    // and with them these, as a scene is built.
    private func watchStates() {
        normal.observer = self
        highlighted.observer = self
        disabled.observer = self
        focused.observer = self
    }

    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { type(of: self).init(copying: self) }
    }

    /// A copy of the appearance, of its own class.
    func duplicate() -> Self {
        type(of: self).init(copying: self)
    }

    /// Resets every state to the system's look for the style: no attributes of its own (the
    /// bar's font for the style, the tint color).
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        for state in [normal, highlighted, disabled, focused] {
            state.titleTextAttributes = [:]
            state.titlePositionAdjustment = .zero
            state.backgroundImage = nil
            state.backgroundImagePositionAdjustment = .zero
        }
    }

    func barAppearanceDidChange() {
        observer?.barAppearanceDidChange()
    }

    /// The state appearance for a control state: disabled, highlighted, focused or normal.
    func appearance(for state: UIControl.State) -> UIBarButtonItemStateAppearance {
        if state.contains(.disabled) { return disabled }
        if state.contains(.highlighted) { return highlighted }
        if state.contains(.focused) { return focused }
        return normal
    }
}
