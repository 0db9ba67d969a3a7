import Foundation

/// A control for the input of date and time values.
///
/// The `.compact` style (what `.automatic` resolves to) shows the date and time in gray pills;
/// tapping the date pill presents an inline calendar in a window-level overlay. The `.inline`
/// style shows a month calendar with arrows to change month and the selected day circled in the
/// tint color. Tapping a day sets `date` (keeping its time, clamped to `minimumDate` and
/// `maximumDate`) and sends `.valueChanged` (then `.primaryActionTriggered`) if it changed.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// The mode of the date picker.
    public enum Mode: Int, Sendable {
        /// Hours and minutes.
        case time = 0
        /// Day, month and year.
        case date = 1
        /// Both.
        case dateAndTime = 2
        /// Hours and minutes of a duration (`countDownDuration`), on wheels.
        case countDownTimer = 3
    }

    /// The date picker's selected date. The default is the moment it was created. Setting it
    /// sends no actions.
    open var date: Date = Date() {
        didSet { dateDidChange() }
    }

    /// The minimum date the picker can show; `nil` (the default) means no limit.
    open var minimumDate: Date? {
        didSet { clampDate() }
    }

    /// The maximum date the picker can show; `nil` (the default) means no limit.
    open var maximumDate: Date? {
        didSet { clampDate() }
    }

    /// Whether the picker shows dates, times or both. The default is `.dateAndTime`.
    open var datePickerMode: Mode = .dateAndTime {
        didSet { rebuildContent() }
    }

    /// The duration the `.countDownTimer` mode shows, in seconds: whole minutes from 1 minute
    /// (or `minuteInterval`) to 23 hours 59 minutes, rounded down to `minuteInterval`. The
    /// default is 0 (shown as the shortest duration).
    open var countDownDuration: TimeInterval = 0 {
        didSet { countDownDurationDidChange(from: oldValue) }
    }

    /// The style the app asks for; `.automatic` is `.compact`.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic {
        didSet { rebuildContent() }
    }

    /// The style the picker uses: `.wheels` in the `.countDownTimer` mode, `.compact` for
    /// `.automatic`.
    open var datePickerStyle: UIDatePickerStyle {
        if datePickerMode == .countDownTimer { return .wheels }
        return preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
    }

    /// The locale for formatting; `nil` (the default) uses the current locale.
    open var locale: Locale? {
        didSet { rebuildContent() }
    }

    /// The calendar to use; the default is the current calendar.
    open var calendar: Calendar! = Calendar.current {
        didSet { rebuildContent() }
    }

    /// The time zone of the dates shown; `nil` (the default) uses the calendar's.
    open var timeZone: TimeZone? {
        didSet { rebuildContent() }
    }

    /// The interval between the minutes the picker offers, from 1 to 30 and dividing 60; other
    /// values count as 1. Dates the user picks are rounded down to it.
    open var minuteInterval: Int = 1 {
        didSet {
            if minuteInterval < 1 || minuteInterval > 30 || 60 % minuteInterval != 0 { minuteInterval = 1 }
            countDownDurationDidChange(from: countDownDuration)
            rebuildContent()
        }
    }

    /// The first day of the month the inline calendar shows.
    var shownMonth = Date()
    let content = UIView.controlPart()
    /// What a tap at a place in the picker does, as last drawn.
    var tapTargets: [(frame: CGRect, target: DatePickerTarget)] = []
    /// The wheels of the `.wheels` style, and what they show.
    var wheelPicker: UIPickerView?
    var wheelSource: DatePickerWheels?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(content)
        shownMonth = firstOfMonth(containing: date)
        rebuildContent()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(content)
        shownMonth = firstOfMonth(containing: date)
        rebuildContent()
        NibDecoder.finish(coder, self, as: UIDatePicker.self)
    }

    /// Sets the date. Animation is not available: the picker changes at once.
    open func setDate(_ date: Date, animated: Bool) {
        self.date = date
    }

    /// The picker's natural size for its style and mode.
    open override var intrinsicContentSize: CGSize { naturalSize }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { naturalSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        content.frame = CGRect(origin: bounds.origin, size: naturalSize)
        wheelPicker?.frame = bounds
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, bounds.contains(touch.location(in: self)) else { return }
        handleTap(at: touch.location(in: self), with: event)
    }

    override func stateDidChange() {
        if !isHighlighted { rebuildContent() }
    }

    /// The selected date formatted by the picker's locale and mode.
    override var automationValue: String? {
        if datePickerMode == .countDownTimer { return wheelPicker?.automationValue }
        return [formattedDate, formattedTime].compactMap { $0 }.joined(separator: " ")
    }
}

/// The appearance of a date picker.
public enum UIDatePickerStyle: Int, Sendable {
    /// The system picks (compact).
    case automatic = 0
    /// Spinning wheels, as UIPickerView draws them.
    case wheels = 1
    /// Gray pills that present a calendar.
    case compact = 2
    /// A month calendar in place.
    case inline = 3
}
