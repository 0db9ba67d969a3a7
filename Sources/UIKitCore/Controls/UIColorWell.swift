import Foundation

/// A control that displays a color picker.
///
/// The well is drawn as iOS draws it: a ring of hues around a disc of the selected color. A tap
/// presents a color picker (the grid of swatches of `UIColorPickerViewController`'s Grid tab) in
/// a window-level overlay; choosing a swatch sets `selectedColor`, sends `.valueChanged` (then
/// `.primaryActionTriggered`) and dismisses the picker. A touch outside the grid dismisses it.
@MainActor
open class UIColorWell: UIControl {
    /// The size UIKit gives a color well.
    nonisolated static let wellSize = CGSize(width: 28, height: 28)

    /// The color the well shows; setting it sends no actions.
    open var selectedColor: UIColor? {
        didSet { updateAppearance() }
    }

    /// Whether the picker lets the user choose the opacity. The grid offers opaque colors only,
    /// so this changes nothing yet.
    open var supportsAlpha = true

    /// The title of the color picker the well presents.
    open var title: String?

    let hueSegments: [UIView] = (0..<ColorWellDrawing.segmentCount).map { _ in UIView.controlPart() }
    let swatch = UIView.controlPart(cornerRadius: ColorWellDrawing.swatchDiameter / 2)

    /// Creates a color well at the frame's origin, 28 × 28 points.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UIColorWell.wellSize))
        configureWell()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        bounds.size = UIColorWell.wellSize
        configureWell()
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

    private func presentColorPicker() {
        guard let window, !window.subviews.contains(where: { ($0 as? ColorGridOverlayView)?.well === self }) else { return }
        window.addSubview(ColorGridOverlayView(well: self))
    }
}
