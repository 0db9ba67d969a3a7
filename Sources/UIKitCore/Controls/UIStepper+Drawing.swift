import Foundation

// A stepper is drawn as iOS 13–18 draws it: a 94 × 32 rounded rectangle in `tertiarySystemFill`
// split by a thin divider into a "−" half and a "+" half. The signs are drawn in the label color,
// and dimmed in the tertiary label color on a half that cannot step or when the stepper is
// disabled; the pressed half is darkened.
extension UIStepper {
    static let stepperSize = CGSize(width: 94, height: 32)
    static let cornerRadius: CGFloat = 9
    static let signLength: CGFloat = 14
    static let signThickness: CGFloat = 2
    static let dividerInset: CGFloat = 7
    /// The segmented control's separator color: system gray at 30% opacity.
    static let dividerColor = UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 0.3)

    func configureStepper() {
        background.backgroundColor = .tertiarySystemFill
        background.layer.cornerRadius = UIStepper.cornerRadius
        background.clipsToBounds = true
        pressedHighlight.backgroundColor = .tertiarySystemFill
        background.addSubview(pressedHighlight)
        divider.backgroundColor = UIStepper.dividerColor
        addSubview(background)
        addSubview(divider)
        for sign in [minusBar, plusHorizontalBar, plusVerticalBar] {
            sign.layer.cornerRadius = UIStepper.signThickness / 2
            addSubview(sign)
        }
        updateAppearance()
    }

    func updateAppearance() {
        minusBar.backgroundColor = signColor(for: .decrement)
        plusHorizontalBar.backgroundColor = signColor(for: .increment)
        plusVerticalBar.backgroundColor = signColor(for: .increment)
        pressedHighlight.isHidden = press == nil || !isHighlighted
        setNeedsLayout()
        // A half's button is disabled at its end.
        noteAccessibilityChange()
    }

    private func signColor(for half: StepperHalf) -> UIColor {
        isEnabled && canStep(half) ? .label : .tertiaryLabel
    }

    func layoutParts() {
        let size = UIStepper.stepperSize
        let origin = bounds.origin
        background.frame = CGRect(origin: origin, size: size)
        let halfWidth = size.width / 2
        let pressedX = press?.half == .increment ? halfWidth : 0
        pressedHighlight.frame = CGRect(x: pressedX, y: 0, width: halfWidth, height: size.height)
        divider.frame = CGRect(x: origin.x + halfWidth - 0.5, y: origin.y + UIStepper.dividerInset,
                               width: 1, height: size.height - 2 * UIStepper.dividerInset)
        let length = UIStepper.signLength, thickness = UIStepper.signThickness
        let minusCenter = CGPoint(x: origin.x + halfWidth / 2, y: origin.y + size.height / 2)
        let plusCenter = CGPoint(x: minusCenter.x + halfWidth, y: minusCenter.y)
        minusBar.frame = CGRect(x: minusCenter.x - length / 2, y: minusCenter.y - thickness / 2, width: length, height: thickness)
        plusHorizontalBar.frame = CGRect(x: plusCenter.x - length / 2, y: plusCenter.y - thickness / 2, width: length, height: thickness)
        plusVerticalBar.frame = CGRect(x: plusCenter.x - thickness / 2, y: plusCenter.y - length / 2, width: thickness, height: length)
    }
}
