import Foundation

/// The appearance of a bar button item in one state: its title's attributes and offset, and a
/// background image.
@preconcurrency @MainActor
open class UIBarButtonItemStateAppearance: NSObject {
    weak var observer: (any BarAppearanceObserving)?

    override init() {
        super.init()
    }

    init(copying state: UIBarButtonItemStateAppearance) {
        titleTextAttributes = state.titleTextAttributes
        titlePositionAdjustment = state.titlePositionAdjustment
        backgroundImage = state.backgroundImage
        backgroundImagePositionAdjustment = state.backgroundImagePositionAdjustment
        super.init()
    }

    /// The title's text attributes: its font and foreground color.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:] {
        didSet { observer?.barAppearanceDidChange() }
    }

    /// How far the title moves from its place.
    open var titlePositionAdjustment: UIOffset = .zero {
        didSet { observer?.barAppearanceDidChange() }
    }

    /// An image drawn behind the item.
    open var backgroundImage: UIImage? {
        didSet { observer?.barAppearanceDidChange() }
    }

    /// How far the background image moves from its place.
    open var backgroundImagePositionAdjustment: UIOffset = .zero {
        didSet { observer?.barAppearanceDidChange() }
    }
}
