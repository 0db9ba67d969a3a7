import Foundation

/// The appearance of the items of a tab bar in one layout: one state appearance each for
/// normal, selected, disabled and focused items.
@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObject, NSCopying, BarAppearanceObserving {
    /// How the items are laid out.
    public enum Style: Int, Sendable {
        /// The title under the image (iPhone in portrait).
        case stacked
        /// The title beside the image (iPad, wide bars).
        case inline
        /// The title beside the image in a compact-height bar.
        case compactInline
    }

    weak var observer: (any BarAppearanceObserving)?

    /// The appearance of items in their normal state.
    public let normal = UITabBarItemStateAppearance()
    /// The appearance of the selected item.
    public let selected = UITabBarItemStateAppearance()
    /// The appearance of disabled items.
    public let disabled = UITabBarItemStateAppearance()
    /// The appearance of focused items.
    public let focused = UITabBarItemStateAppearance()

    /// The default appearance for stacked items.
    public convenience override init() {
        self.init(style: .stacked)
    }

    /// The default appearance for items in the layout.
    public init(style: Style) {
        super.init()
        watchStates()
    }

    public required init(copying appearance: UITabBarItemAppearance) {
        super.init()
        normal.take(appearance.normal)
        selected.take(appearance.selected)
        disabled.take(appearance.disabled)
        focused.take(appearance.focused)
        watchStates()
    }

    // The four states one by one rather than through an array: a tab bar copies its
    // appearances, and with them these, as a scene is built.
    private func watchStates() {
        normal.observer = self
        selected.observer = self
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

    /// Resets every state to the system's look for the layout.
    open func configureWithDefault(for style: Style) {
        normal.reset()
        selected.reset()
        disabled.reset()
        focused.reset()
    }

    func barAppearanceDidChange() {
        observer?.barAppearanceDidChange()
    }
}
