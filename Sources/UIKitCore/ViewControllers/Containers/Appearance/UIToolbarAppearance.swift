import Foundation

/// An object for customizing the appearance of a toolbar: besides the background and shadow,
/// the bar button items' appearances.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    /// The appearance of plain bar button items.
    open var buttonAppearance: UIBarButtonItemAppearance {
        didSet { adopt(buttonAppearance) }
    }

    /// The appearance of done items.
    open var doneButtonAppearance: UIBarButtonItemAppearance {
        didSet { adopt(doneButtonAppearance) }
    }

    public override init(idiom: UIUserInterfaceIdiom) {
        buttonAppearance = UIBarButtonItemAppearance(style: .plain)
        doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
        super.init(idiom: idiom)
        watchButtons()
    }

    public override init(barAppearance: UIBarAppearance) {
        buttonAppearance = UIBarButtonItemAppearance(style: .plain)
        doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
        super.init(barAppearance: barAppearance)
        watchButtons()
    }

    public required init(copying appearance: UIBarAppearance) {
        // A copy's button appearances are the original's duplicated, made once rather than
        // made by default and replaced.
        let original = appearance as? UIToolbarAppearance
        buttonAppearance = original?.buttonAppearance.duplicate() ?? UIBarButtonItemAppearance(style: .plain)
        doneButtonAppearance = original?.doneButtonAppearance.duplicate() ?? UIBarButtonItemAppearance(style: .done)
        super.init(copying: appearance)
        watchButtons()
    }

    private func watchButtons() {
        buttonAppearance.observer = self
        doneButtonAppearance.observer = self
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
