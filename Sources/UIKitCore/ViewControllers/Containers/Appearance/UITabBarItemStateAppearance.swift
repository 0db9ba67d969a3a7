import Foundation

/// The appearance of a tab bar item in one state: its title, icon color and badge.
@preconcurrency @MainActor
open class UITabBarItemStateAppearance: NSObject {
    weak var observer: (any BarAppearanceObserving)?

    override init() {
        super.init()
    }

    /// The title's text attributes: its font and foreground color.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:] {
        didSet { changed() }
    }

    /// How far the title moves from its place.
    open var titlePositionAdjustment: UIOffset = .zero {
        didSet { changed() }
    }

    /// The color of the item's icon; `nil` is the bar's color for the state.
    open var iconColor: UIColor? {
        didSet { changed() }
    }

    /// The badge's background color; `nil` is the system red.
    open var badgeBackgroundColor: UIColor? {
        didSet { changed() }
    }

    /// The badge text's attributes.
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:] {
        didSet { changed() }
    }

    /// How far the badge moves from its place.
    open var badgePositionAdjustment: UIOffset = .zero {
        didSet { changed() }
    }

    /// How far the badge's text moves within the badge.
    open var badgeTitlePositionAdjustment: UIOffset = .zero {
        didSet { changed() }
    }

    func take(_ state: UITabBarItemStateAppearance) {
        titleTextAttributes = state.titleTextAttributes
        titlePositionAdjustment = state.titlePositionAdjustment
        iconColor = state.iconColor
        badgeBackgroundColor = state.badgeBackgroundColor
        badgeTextAttributes = state.badgeTextAttributes
        badgePositionAdjustment = state.badgePositionAdjustment
        badgeTitlePositionAdjustment = state.badgeTitlePositionAdjustment
    }

    func reset() {
        take(UITabBarItemStateAppearance())
    }

    private func changed() {
        observer?.barAppearanceDidChange()
    }

    /// The title's color, if the attributes give one.
    var titleColor: UIColor? { titleTextAttributes[.foregroundColor] as? UIColor }

    /// The title's font, if the attributes give one.
    var titleFont: UIFont? { titleTextAttributes[.font] as? UIFont }
}
