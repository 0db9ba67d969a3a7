import Foundation

/// A control for incrementing or decrementing a value.
///
/// Touching down on the "+" or "−" half steps the value at once; the stepper sends
/// `.valueChanged` (then `.primaryActionTriggered`) right away, or when the finger lifts if
/// `isContinuous` is `false`. Holding a half repeats the step (`autorepeat`) on the scene's clock.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// The numeric value of the stepper, clamped to `minimumValue`...`maximumValue`. The default
    /// is 0. Setting it sends no actions.
    open var value: Double {
        get { storedValue }
        set { setStoredValue(newValue) }
    }

    /// The lowest possible value. The default is 0. Setting it above `maximumValue` sets both to
    /// the new value, as UIKit documents.
    open var minimumValue: Double = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            setStoredValue(storedValue)
            updateAppearance()
        }
    }

    /// The highest possible value. The default is 100. Setting it below `minimumValue` sets both
    /// to the new value, as UIKit documents.
    open var maximumValue: Double = 100 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            setStoredValue(storedValue)
            updateAppearance()
        }
    }

    /// The step by which a tap changes the value. The default is 1. UIKit raises an exception
    /// for zero or a negative step; here such a step is ignored and the previous one kept.
    open var stepValue: Double = 1 {
        didSet { if stepValue <= 0 { stepValue = oldValue } }
    }

    /// Whether a tap beyond an end wraps to the other end (`true`) or holds at the end (`false`,
    /// the default).
    open var wraps: Bool = false {
        didSet { updateAppearance() }
    }

    /// Whether value changes are sent as they happen (`true`, the default) or once when the
    /// interaction ends.
    open var isContinuous: Bool = true

    /// Whether pressing and holding a half repeatedly changes the value. The default is `true`:
    /// the first repeat comes 0.5 s after the press, then one every 0.1 s until the finger lifts
    /// or the value reaches its end (without `wraps`).
    open var autorepeat: Bool = true

    private var storedValue: Double = 0
    /// The half being pressed, and the value when the press began.
    var press: (half: StepperHalf, startValue: Double)?
    /// The timer that repeats the press, while one is scheduled.
    var repeatTimer: ControlTimer?

    /// The "Decrement" and "Increment" buttons assistive apps see (UIStepper+Accessibility.swift).
    lazy var accessibilityHalves = [StepperHalfElement(stepper: self, half: .decrement),
                                    StepperHalfElement(stepper: self, half: .increment)]

    let background = UIView.controlPart()
    let pressedHighlight = UIView.controlPart()
    let divider = UIView.controlPart()
    let minusBar = UIView.controlPart()
    let plusHorizontalBar = UIView.controlPart()
    let plusVerticalBar = UIView.controlPart()

    /// Creates a stepper at the frame's origin, 94 × 32 points whatever the frame's size, as UIKit does.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UIStepper.stepperSize))
        configureStepper()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        bounds.size = UIStepper.stepperSize
        configureStepper()
        NibDecoder.finish(coder, self, as: UIStepper.self)
    }

    /// The stepper's size, 94 × 32 points, whatever size is proposed.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        controlIntrinsicSize
    }

    /// What `intrinsicContentSize` will return.
    var controlIntrinsicSize: CGSize { UIStepper.stepperSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    // MARK: Tracking

    /// Steps the value as soon as a half is pressed; a half that cannot step (at its end, without
    /// `wraps`) is not tracked.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let half: StepperHalf = touch.location(in: self).x < bounds.midX ? .decrement : .increment
        guard canStep(half) else { return false }
        press = (half, value)
        step(half)
        updateAppearance()
        if isContinuous { sendValueChangedActions(with: event) }
        scheduleRepeat(after: UIStepper.autorepeatDelay)
        return true
    }

    /// Steps the held half again and schedules the next repeat, until it cannot step.
    private func scheduleRepeat(after delay: TimeInterval) {
        guard autorepeat, let scene = window?.windowScene else { return }
        repeatTimer = ControlTimer(in: scene, after: delay) { [weak self] in self?.repeatPress() }
    }

    private func repeatPress() {
        repeatTimer = nil
        guard let press, isHighlighted, canStep(press.half) else { return }
        step(press.half)
        updateAppearance()
        if isContinuous { sendValueChangedActions(with: nil) }
        scheduleRepeat(after: UIStepper.autorepeatInterval)
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        finishPress(with: event)
    }

    open override func cancelTracking(with event: UIEvent?) {
        finishPress(with: event)
    }

    override func stateDidChange() {
        updateAppearance()
    }

    // MARK: Value

    /// Whether a press on the half would change the value.
    func canStep(_ half: StepperHalf) -> Bool {
        if wraps { return maximumValue > minimumValue }
        return half == .increment ? value < maximumValue : value > minimumValue
    }

    private func step(_ half: StepperHalf) {
        let next = half == .increment ? value + stepValue : value - stepValue
        if wraps, next > maximumValue {
            value = minimumValue
        } else if wraps, next < minimumValue {
            value = maximumValue
        } else {
            value = next
        }
    }

    private func finishPress(with event: UIEvent?) {
        guard let press else { return }
        self.press = nil
        repeatTimer?.cancel()
        repeatTimer = nil
        updateAppearance()
        if !isContinuous, value != press.startValue { sendValueChangedActions(with: event) }
    }

    private func setStoredValue(_ newValue: Double) {
        guard !newValue.isNaN else { return }
        let clamped = min(max(newValue, minimumValue), maximumValue)
        guard clamped != storedValue else { return }
        storedValue = clamped
        updateAppearance()
    }

    override var automationValue: String? { String(format: "%g", Double(value)) }

    /// A stepper is adjustable, by its step; its value reads as the number. Assistive apps see
    /// it as a container of two buttons, "Decrement" and "Increment", as on iOS, unless the app
    /// makes it one element.
    override var isAccessibilityElementByDefault: Bool { false }
    override var defaultAccessibilityValue: String? { String(format: "%g", value) }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { super.defaultAccessibilityTraits.union(.adjustable) }
    override var frameworkAccessibilityRole: String? { isAccessibilityElement ? "spinbutton" : nil }
    override var accessibilityRange: [Double]? { [value, minimumValue, maximumValue] }

    /// The "Decrement" and "Increment" buttons, unless the app set other elements.
    open override var accessibilityElements: [Any]? {
        get { super.accessibilityElements ?? accessibilityHalves }
        set { super.accessibilityElements = newValue }
    }

    /// Adds `stepValue` (wrapping when `wraps`) and sends `valueChanged`.
    open override func accessibilityIncrement() { stepByAccessibility(stepValue) }
    /// Subtracts `stepValue` (wrapping when `wraps`) and sends `valueChanged`.
    open override func accessibilityDecrement() { stepByAccessibility(-stepValue) }

    private func stepByAccessibility(_ step: Double) {
        guard isEnabled else { return }
        var next = value + step
        if wraps, next > maximumValue { next = minimumValue } else if wraps, next < minimumValue { next = maximumValue }
        let before = value
        value = next
        if value != before { sendActions(for: .valueChanged) }
    }

    /// The control's natural size, as UIKit gives it.
    open override var intrinsicContentSize: CGSize {
        let size = controlIntrinsicSize
        return CGSize(width: size.width < 0 ? UIView.noIntrinsicMetric : size.width,
                      height: size.height < 0 ? UIView.noIntrinsicMetric : size.height)
    }
}

extension UIStepper {
    /// How long a half must be held before it starts repeating, and how often it repeats then.
    static let autorepeatDelay: TimeInterval = 0.5
    static let autorepeatInterval: TimeInterval = 0.1
}

/// The two halves of a stepper.
enum StepperHalf {
    case decrement, increment
}
