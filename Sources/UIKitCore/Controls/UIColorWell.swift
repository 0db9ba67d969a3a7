import Foundation

/// A control that displays a color picker.
///
/// The well is drawn as iOS draws it: a ring of hues around a disc of the selected color. A tap
/// presents a `UIColorPickerViewController` as a sheet from the well's view controller, with the
/// well's title, `supportsAlpha` and color; each color picked there sets `selectedColor` and
/// sends `.valueChanged` (then `.primaryActionTriggered`). The picker stays up until it is closed.
@preconcurrency @MainActor
open class UIColorWell: UIControl {
    /// The size UIKit gives a color well.
    nonisolated static let wellSize = CGSize(width: 28, height: 28)

    /// The color the well shows; setting it sends no actions.
    open var selectedColor: UIColor? {
        didSet { updateAppearance() }
    }

    /// Whether the picker lets the user choose the opacity (its opacity slider).
    open var supportsAlpha = true

    /// The title of the color picker the well presents.
    open var title: String?

    let hueSegments: [UIView] = (0..<ColorWellDrawing.segmentCount).map { _ in UIView.controlPart() }
    let swatch = UIView.controlPart(cornerRadius: ColorWellDrawing.swatchDiameter / 2)
    /// The picker the well presented, while it is up, and the relay of its delegate calls.
    var presentedColorPicker: UIColorPickerViewController?
    var colorPickerRelay: ColorWellPickerRelay?

    /// Creates a color well at the frame's origin, 28 × 28 points.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UIColorWell.wellSize))
        configureWell()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        bounds.size = UIColorWell.wellSize
        configureWell()
        NibDecoder.finish(coder, self, as: UIColorWell.self)
    }

    /// The well's size, 28 × 28 points.
    open override var intrinsicContentSize: CGSize { UIColorWell.wellSize }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIColorWell.wellSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutWell()
    }

    override func stateDidChange() {
        updateAppearance()
    }

    override var triggersPrimaryActionOnTouchUp: Bool { true }

    /// A tap presents the picker; the well's own primary action is the color change.
    override func touchUpInsideWillTriggerPrimaryAction() -> Bool {
        presentColorPicker()
        return false
    }

    /// The chosen color's components as "r g b a" (0–255), or nothing.
    override var automationValue: String? {
        guard let selectedColor else { return nil }
        let color = selectedColor.render(in: traitCollection)
        return [color.red, color.green, color.blue, color.alpha].map { String(Int(($0 * 255).rounded())) }
            .joined(separator: " ")
    }

    /// Sets the color the user chose in the picker and tells the targets.
    func choose(_ color: UIColor) {
        selectedColor = color
        sendValueChangedActions(with: nil)
    }

    /// Presents the color picker from the view controller whose view holds the well (or the
    /// controller it is presenting).
    private func presentColorPicker() {
        guard presentedColorPicker?.viewIfLoaded?.window == nil else { return }
        var responder: UIResponder? = self
        while let current = responder, !(current is UIViewController) { responder = current.next }
        guard var presenter = responder as? UIViewController else { return }
        while let presented = presenter.presentedViewController { presenter = presented }
        let picker = UIColorPickerViewController()
        picker.title = title
        picker.supportsAlpha = supportsAlpha
        if let selectedColor { picker.selectedColor = selectedColor }
        let relay = ColorWellPickerRelay(well: self)
        picker.delegate = relay
        (presentedColorPicker, colorPickerRelay) = (picker, relay)
        presenter.present(picker, animated: true)
    }
}

/// Passes a color picker's delegate calls to the color well that presented it.
@MainActor
final class ColorWellPickerRelay: UIColorPickerViewControllerDelegate {
    weak var well: UIColorWell?

    init(well: UIColorWell) {
        self.well = well
    }

    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor,
                                   continuously: Bool) {
        well?.choose(color)
    }

    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {
        well?.presentedColorPicker = nil
        well?.colorPickerRelay = nil
    }
}
