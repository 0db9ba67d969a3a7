import Foundation

/// An object for customizing the appearance of a navigation bar: besides the background and
/// shadow, the title's and large title's text attributes, the bar button items' appearances and
/// the back indicator.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The title's text attributes: its font and color.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:] {
        didSet { changed() }
    }

    /// The large title's text attributes.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:] {
        didSet { changed() }
    }

    /// How far the title moves from its centered place.
    open var titlePositionAdjustment: UIOffset = .zero {
        didSet { changed() }
    }

    /// The appearance of plain bar button items.
    open var buttonAppearance: UIBarButtonItemAppearance {
        didSet { adopt(buttonAppearance) }
    }

    /// The appearance of done items.
    open var doneButtonAppearance: UIBarButtonItemAppearance {
        didSet { adopt(doneButtonAppearance) }
    }

    /// The appearance of the back button.
    open var backButtonAppearance: UIBarButtonItemAppearance {
        didSet { adopt(backButtonAppearance) }
    }

    /// The image of the back indicator; `nil` is the system chevron.
    public private(set) var backIndicatorImage: UIImage?

    /// The mask for the back indicator's transition.
    public private(set) var backIndicatorTransitionMaskImage: UIImage?

    public override init(idiom: UIUserInterfaceIdiom) {
        buttonAppearance = UIBarButtonItemAppearance(style: .plain)
        doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
        backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
        super.init(idiom: idiom)
        watchButtons()
    }

    public override init(barAppearance: UIBarAppearance) {
        buttonAppearance = UIBarButtonItemAppearance(style: .plain)
        doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
        backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
        super.init(barAppearance: barAppearance)
        watchButtons()
    }

    public required init(copying appearance: UIBarAppearance) {
        // A copy's button appearances are the original's duplicated, made once rather than
        // made by default and replaced.
        let original = appearance as? UINavigationBarAppearance
        buttonAppearance = original?.buttonAppearance.duplicate() ?? UIBarButtonItemAppearance(style: .plain)
        doneButtonAppearance = original?.doneButtonAppearance.duplicate() ?? UIBarButtonItemAppearance(style: .done)
        backButtonAppearance = original?.backButtonAppearance.duplicate() ?? UIBarButtonItemAppearance(style: .plain)
        super.init(copying: appearance)
        if let appearance = original {
            titleTextAttributes = appearance.titleTextAttributes
            largeTitleTextAttributes = appearance.largeTitleTextAttributes
            titlePositionAdjustment = appearance.titlePositionAdjustment
            backIndicatorImage = appearance.backIndicatorImage
            backIndicatorTransitionMaskImage = appearance.backIndicatorTransitionMaskImage
        }
        watchButtons()
    }

    /// Sets the back indicator's image and its transition mask; both or neither.
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage
        backIndicatorTransitionMaskImage = transitionMaskImage
        changed()
    }

    private func watchButtons() {
        buttonAppearance.observer = self
        doneButtonAppearance.observer = self
        backButtonAppearance.observer = self
    }

    private func adopt(_ appearance: UIBarButtonItemAppearance) {
        appearance.observer = self
        changed()
    }

    /// The button appearance for an item of the style.
    func buttonAppearance(for style: UIBarButtonItem.Style) -> UIBarButtonItemAppearance {
        style == .done ? doneButtonAppearance : buttonAppearance
    }
}
