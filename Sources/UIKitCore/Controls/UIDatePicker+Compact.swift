import Foundation

// A compact date picker presents its calendar as iOS does, in a rounded, shadowed panel below the
// pills (above them when there is no room); a day picked there becomes the compact picker's date
// at once, and a touch outside the panel dismisses it.
extension UIDatePicker {
    /// The calendar presented from this picker, while it is on screen.
    var presentedCalendarOverlay: DatePickerOverlayView? {
        window?.subviews.lazy.compactMap { $0 as? DatePickerOverlayView }.first { $0.source === self }
    }

    func presentCalendar() {
        guard let window, presentedCalendarOverlay == nil else { return }
        window.addSubview(DatePickerOverlayView(source: self, anchor: convert(bounds, to: window)))
        rebuildContent()
    }

    /// Takes the date picked in the presented calendar.
    func takeDateFromCalendar(_ picked: Date) {
        guard picked != date else { return }
        date = picked
        sendValueChangedActions(with: nil)
    }
}

/// The full-window layer a compact date picker's calendar is presented in.
@MainActor
final class DatePickerOverlayView: UIView {
    weak var source: UIDatePicker?
    let panel = UIView()
    let calendarPicker = UIDatePicker()

    init(source: UIDatePicker, anchor: CGRect) {
        self.source = source
        super.init(frame: source.window?.bounds ?? .zero)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        calendarPicker.preferredDatePickerStyle = .inline
        calendarPicker.datePickerMode = .date
        calendarPicker.calendar = source.calendar
        calendarPicker.timeZone = source.timeZone
        calendarPicker.locale = source.locale
        calendarPicker.minimumDate = source.minimumDate
        calendarPicker.maximumDate = source.maximumDate
        calendarPicker.date = source.date
        calendarPicker.tintColor = source.tintColor
        calendarPicker.accessibilityIdentifier = "datePicker.calendar"
        calendarPicker.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.source?.takeDateFromCalendar(self.calendarPicker.date)
        }, for: .valueChanged)
        let size = calendarPicker.naturalSize
        panel.backgroundColor = MenuOverlayView.panelColor
        panel.layer.cornerRadius = 13
        panel.layer.shadowColor = CGColor(gray: 0, alpha: 1)
        panel.layer.shadowOpacity = 0.2
        panel.layer.shadowRadius = 30
        panel.layer.shadowOffset = CGSize(width: 0, height: 8)
        let margin: CGFloat = 8
        let x = min(max(anchor.minX, bounds.minX + margin), bounds.maxX - margin - size.width)
        let below = anchor.maxY + margin
        let y = below + size.height <= bounds.maxY - margin ? below : max(bounds.minY + margin, anchor.minY - margin - size.height)
        panel.frame = CGRect(x: x, y: y, width: size.width, height: size.height)
        calendarPicker.frame = panel.bounds
        panel.addSubview(calendarPicker)
        addSubview(panel)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, !panel.frame.contains(touch.location(in: self)) else { return }
        let source = self.source
        removeFromSuperview()
        source?.rebuildContent()
    }
}
