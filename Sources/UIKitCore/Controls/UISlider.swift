import Foundation

/// A control for selecting a single value from a continuous range of values.
///
/// A touch on the thumb grabs it and drags it by the finger's movement; a touch on the track
/// away from the thumb does not move it, as in UIKit. While the thumb is dragged the slider sends
/// `.valueChanged` (then `.primaryActionTriggered`) for each change, or once when the finger
/// lifts if `isContinuous` is `false`.
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// The slider's current value, pinned to `minimumValue`...`maximumValue`. Setting it sends
    /// no actions.
    open var value: Float {
        get { storedValue }
        set { setStoredValue(newValue) }
    }

    /// The minimum value of the slider. The default is 0; the value is pinned to the new range.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            setStoredValue(storedValue)
        }
    }

    /// The maximum value of the slider. The default is 1; the value is pinned to the new range.
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            setStoredValue(storedValue)
        }
    }

    /// Whether the slider sends value changes as the thumb moves (`true`, the default) or only
    /// once, when the user releases the thumb.
    open var isContinuous: Bool = true

    /// The color of the track to the left of the thumb; `nil` draws the tint color.
    open var minimumTrackTintColor: UIColor? {
        didSet {
            guard acceptsAppearanceValue(.minimumTrackTintColor) else { minimumTrackTintColor = oldValue; return }
            updateAppearance()
        }
    }

    /// The color of the track to the right of the thumb; `nil` draws the system fill color.
    open var maximumTrackTintColor: UIColor? {
        didSet {
            guard acceptsAppearanceValue(.maximumTrackTintColor) else { maximumTrackTintColor = oldValue; return }
            updateAppearance()
        }
    }

    /// The color of the thumb; `nil` draws it white.
    open var thumbTintColor: UIColor? {
        didSet {
            guard acceptsAppearanceValue(.thumbTintColor) else { thumbTintColor = oldValue; return }
            updateAppearance()
        }
    }

    private var storedValue: Float = 0
    /// The thumb drag under way, if a touch grabbed the thumb.
    var thumbDrag: ThumbDrag?

    let content = UIView.controlPart()
    let minimumTrack = UIView.controlPart()
    let maximumTrack = UIView.controlPart()
    let thumb = UIView.controlPart(cornerRadius: UISlider.thumbDiameter / 2)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureSlider()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureSlider()
        NibDecoder.finish(coder, self, as: UISlider.self)
    }

    /// Sets the slider's value. Animation is not available yet: the thumb moves at once. Sends
    /// no actions.
    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    /// Returns the drawing rectangle for the slider's track: the slider's full width, 4 points
    /// high, centered vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - UISlider.trackHeight / 2,
               width: bounds.width, height: UISlider.trackHeight)
    }

    /// Returns the drawing rectangle for the slider's 28-point thumb at the given value: flush
    /// with the track's leading end at the minimum value and with its trailing end at the
    /// maximum (the minimum is at the right in a right-to-left layout).
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let diameter = UISlider.thumbDiameter
        let travel = max(rect.width - diameter, 0) * CGFloat(fraction(of: value))
        let x = laysOutRightToLeft ? rect.maxX - diameter - travel : rect.minX + travel
        return CGRect(x: x, y: rect.midY - diameter / 2, width: diameter, height: diameter)
    }

    /// A slider's natural height, 31 points; the width it has.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: bounds.width, height: controlIntrinsicSize.height)
    }

    /// What `intrinsicContentSize` will return: no intrinsic width (`UIView.noIntrinsicMetric`,
    /// -1), 31 points high.
    var controlIntrinsicSize: CGSize { CGSize(width: -1, height: UISlider.intrinsicHeight) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateAppearance()
    }

    // MARK: Tracking

    /// Grabs the thumb if the touch is within 8 points of it horizontally; elsewhere on the
    /// track the slider does not track.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let location = touch.location(in: self)
        let thumbRect = currentThumbRect
        guard abs(location.x - thumbRect.midX) < thumbRect.width / 2 + UISlider.thumbTouchOutset else { return false }
        thumbDrag = ThumbDrag(grabOffset: location.x - thumbRect.midX, startValue: value)
        return true
    }

    /// Keeps the thumb where it was grabbed under the finger; past either end of the track it
    /// stays at the end until the finger comes back.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let drag = thumbDrag else { return false }
        let track = trackRect(forBounds: bounds)
        let thumbWidth = currentThumbRect.width
        let travel = track.width - thumbWidth
        guard travel > 0 else { return true }
        let thumbMinX = touch.location(in: self).x - drag.grabOffset - thumbWidth / 2
        let fromLeadingEnd = laysOutRightToLeft ? track.maxX - thumbWidth - thumbMinX : thumbMinX - track.minX
        let fraction = Float(fromLeadingEnd / travel)
        let before = value
        value = minimumValue + fraction * (maximumValue - minimumValue)
        if isContinuous, value != before { sendValueChangedActions(with: event) }
        return true
    }

    /// A slider that is not continuous sends its one value change when the finger lifts.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        finishThumbDrag(with: event)
    }

    open override func cancelTracking(with event: UIEvent?) {
        finishThumbDrag(with: event)
    }

    override func stateDidChange() {
        updateAppearance()
    }

    // MARK: Value

    private func finishThumbDrag(with event: UIEvent?) {
        guard let drag = thumbDrag else { return }
        thumbDrag = nil
        if !isContinuous, value != drag.startValue { sendValueChangedActions(with: event) }
    }

    private func setStoredValue(_ newValue: Float) {
        guard !newValue.isNaN else { return }
        let pinned = min(max(newValue, minimumValue), maximumValue)
        guard pinned != storedValue else { return }
        storedValue = pinned
        setNeedsLayout()
    }

    /// Where a value sits between the minimum (0) and the maximum (1).
    func fraction(of value: Float) -> Float {
        let range = maximumValue - minimumValue
        guard range > 0 else { return 0 }
        return min(max((value - minimumValue) / range, 0), 1)
    }

    override var automationValue: String? { String(format: "%g", Double(value)) }

    /// A slider is adjustable; its value reads as a percentage of its range.
    override var defaultAccessibilityValue: String? { "\(Int((fraction(of: value) * 100).rounded()))%" }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { super.defaultAccessibilityTraits.union(.adjustable) }
    override var accessibilityRange: [Double]? { [Double(value), Double(minimumValue), Double(maximumValue)] }

    /// Moves the value up by a tenth of the range and sends `valueChanged`.
    open override func accessibilityIncrement() { adjustByAccessibility(1) }
    /// Moves the value down by a tenth of the range and sends `valueChanged`.
    open override func accessibilityDecrement() { adjustByAccessibility(-1) }

    private func adjustByAccessibility(_ direction: Float) {
        guard isEnabled else { return }
        let before = value
        setValue(value + direction * (maximumValue - minimumValue) / 10, animated: false)
        if value != before { sendActions(for: .valueChanged) }
    }

    /// The control's natural size, as UIKit gives it.
    open override var intrinsicContentSize: CGSize {
        let size = controlIntrinsicSize
        return CGSize(width: size.width < 0 ? UIView.noIntrinsicMetric : size.width,
                      height: size.height < 0 ? UIView.noIntrinsicMetric : size.height)
    }
}

/// A thumb held by a touch: how far right of the thumb's center the finger grabbed it, and the
/// value before the drag.
struct ThumbDrag {
    let grabOffset: CGFloat
    let startValue: Float
}
