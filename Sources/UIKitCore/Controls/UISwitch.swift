import Foundation

/// A control that offers a binary choice, such as on/off.
///
/// A tap toggles the switch when the finger lifts; a drag (or a flick) across the switch moves
/// the thumb, and the switch takes the side the thumb is on when the finger lifts. Either way the
/// switch sends `.valueChanged` (then `.primaryActionTriggered`) only if its value changed.
/// The thumb slides and the track's color fades as a touch moves them, and with
/// `setOn(_:animated:)`; setting `isOn` changes them at once.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// The size UIKit gives every switch, whatever frame it is created with.
    nonisolated static let switchSize = CGSize(width: 51, height: 31)

    /// A Boolean value that determines the off/on state of the switch. Setting it sends no actions.
    open var isOn: Bool = false {
        didSet { if isOn != oldValue { updateAppearance() } }
    }

    /// The color used to tint the track when the switch is on; `nil` draws the system green.
    open var onTintColor: UIColor? {
        didSet {
            guard acceptsAppearanceValue(.onTintColor) else { onTintColor = oldValue; return }
            updateAppearance()
        }
    }

    /// The color used to tint the thumb; `nil` draws it white.
    open var thumbTintColor: UIColor? {
        didSet {
            guard acceptsAppearanceValue(.thumbTintColor) else { thumbTintColor = oldValue; return }
            updateAppearance()
        }
    }

    /// The touch being followed, with the value the thumb shows while it moves.
    var switchTracking: SwitchTracking?

    let content = UIView.controlPart()
    let track = UIView.controlPart(cornerRadius: UISwitch.switchSize.height / 2)
    let thumb = UIView.controlPart(cornerRadius: UISwitch.thumbDiameter / 2)

    /// Creates a switch at the frame's origin. The size of the frame is ignored: a switch is
    /// always 51 × 31 points, as in UIKit.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.switchSize))
        configureSwitch()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        bounds.size = UISwitch.switchSize
        configureSwitch()
        NibDecoder.finish(coder, self, as: UISwitch.self)
    }

    /// Sets the state of the switch, sliding the thumb there when `animated`. Sends no actions.
    open func setOn(_ on: Bool, animated: Bool) {
        guard animated else {
            isOn = on
            return
        }
        animateAppearance { self.isOn = on }
    }

    /// The switch's size, 51 × 31 points, whatever size is proposed.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        controlIntrinsicSize
    }

    /// What `intrinsicContentSize` will return.
    var controlIntrinsicSize: CGSize { UISwitch.switchSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let tracking = SwitchTracking(start: touch.location(in: self), shownValue: isOn)
        animateAppearance {
            self.switchTracking = tracking
            self.updateAppearance()
        }
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard var tracking = switchTracking else { return false }
        tracking.follow(touch.location(in: self), isOn: isOn)
        if tracking != switchTracking {
            animateAppearance {
                self.switchTracking = tracking
                self.updateAppearance()
            }
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let tracking = switchTracking else { return }
        let endedInside = touch.map { isInsideWithTolerance($0) } ?? false
        let newValue = tracking.isDragging ? tracking.shownValue : (endedInside ? !isOn : isOn)
        let changes = isEnabled && newValue != isOn
        animateAppearance {
            self.switchTracking = nil
            if changes { self.isOn = newValue }
            self.updateAppearance()
        }
        if changes { sendValueChangedActions(with: event) }
    }

    open override func cancelTracking(with event: UIEvent?) {
        animateAppearance {
            self.switchTracking = nil
            self.updateAppearance()
        }
    }

    override func stateDidChange() {
        updateAppearance()
    }

    override var automationValue: String? { isOn ? "1" : "0" }

    /// A switch is a button whose value is "1" when on and "0" when off.
    override var defaultAccessibilityValue: String? { isOn ? "1" : "0" }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { super.defaultAccessibilityTraits.union(.button) }
    override var frameworkAccessibilityRole: String? { isAccessibilityElement ? "switch" : nil }

    /// The control's natural size, as UIKit gives it.
    open override var intrinsicContentSize: CGSize {
        let size = controlIntrinsicSize
        return CGSize(width: size.width < 0 ? UIView.noIntrinsicMetric : size.width,
                      height: size.height < 0 ? UIView.noIntrinsicMetric : size.height)
    }
}

/// A touch on a switch: where it began, whether it has become a drag, and which side the thumb
/// is on.
struct SwitchTracking: Equatable {
    /// How far a touch may move and still count as a tap, in points.
    static let tapSlop: CGFloat = 10
    /// How far, as a fraction of the switch's width, a drag must go to move the thumb to the other
    /// side, and how far back it must come to return it (Flutter's `CupertinoSwitch`, measured
    /// against iOS 17.5).
    static let commitThreshold: CGFloat = 0.7
    static let reverseThreshold: CGFloat = 0.2

    let start: CGPoint
    var shownValue: Bool
    var isDragging = false

    init(start: CGPoint, shownValue: Bool) {
        self.start = start
        self.shownValue = shownValue
    }

    /// Moves the thumb as the finger moves: once the touch has gone past the tap slop, the thumb
    /// changes side when the horizontal distance passes the commit threshold, and changes back
    /// only when the finger comes back within the reverse threshold.
    mutating func follow(_ location: CGPoint, isOn: Bool) {
        let dx = location.x - start.x, dy = location.y - start.y
        if !isDragging, (dx * dx + dy * dy).squareRoot() > Self.tapSlop { isDragging = true }
        guard isDragging else { return }
        let delta = dx / UISwitch.switchSize.width
        let threshold = shownValue != isOn ? Self.reverseThreshold : Self.commitThreshold
        shownValue = delta >= (isOn ? -threshold : threshold)
    }
}
