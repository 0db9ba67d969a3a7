import Foundation

/// An object for customizing the appearance of a toolbar: besides the background and shadow,
/// the bar button items' appearances.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    /// The appearance of plain bar button items.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain) {
        didSet { adopt(buttonAppearance) }
    }

    /// The appearance of done items.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done) {
        didSet { adopt(doneButtonAppearance) }
    }

    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
        watchButtons()
    }

    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        watchButtons()
    }

    public required init(copying appearance: UIBarAppearance) {
        super.init(copying: appearance)
        if let appearance = appearance as? UIToolbarAppearance {
            buttonAppearance = appearance.buttonAppearance.duplicate()
            doneButtonAppearance = appearance.doneButtonAppearance.duplicate()
        }
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
