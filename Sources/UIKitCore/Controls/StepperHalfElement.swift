import Foundation

/// One half of a stepper as assistive apps see it: a button labelled "Decrement" or
/// "Increment" (the labels iOS gives them) over its half, disabled when it cannot step.
@MainActor
final class StepperHalfElement: UIAccessibilityElement {
    let half: StepperHalf

    init(stepper: UIStepper, half: StepperHalf) {
        self.half = half
        super.init(accessibilityContainer: stepper)
        accessibilityLabel = half == .increment ? "Increment" : "Decrement"
    }

    required init?(coder: NSCoder) {
        return nil
    }

    private var stepper: UIStepper? { accessibilityContainer as? UIStepper }

    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            guard let stepper, stepper.isEnabled, stepper.canStep(half) else { return [.button, .notEnabled] }
            return .button
        }
        set {}
    }

    override var accessibilityFrameInContainerSpace: CGRect {
        get {
            guard let stepper else { return .zero }
            let bounds = stepper.bounds
            let width = bounds.width / 2
            return CGRect(x: half == .increment ? bounds.minX + width : bounds.minX, y: bounds.minY, width: width, height: bounds.height)
        }
        set {}
    }

    /// Steps the stepper as a tap on the half does, and sends `valueChanged`.
    override func accessibilityActivate() -> Bool {
        guard let stepper, stepper.isEnabled, stepper.canStep(half) else { return false }
        if half == .increment { stepper.accessibilityIncrement() } else { stepper.accessibilityDecrement() }
        return true
    }
}
