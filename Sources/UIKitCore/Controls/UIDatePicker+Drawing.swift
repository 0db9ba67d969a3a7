import Foundation

// A date picker is drawn as iOS 17 draws it. Compact: 34-point gray pills (`tertiarySystemFill`,
// 6-point corners) with the medium date and the short time in 17-point text. Inline: 320 points
// wide; a 44-point header with the month and year and the ‹ › arrows in the tint color, a row of
// weekday initials, and six 44-point rows of days; the selected day sits in a 40-point tint
// circle in white bold text, today is in the tint color, days out of range are dimmed. With a
// time, a time pill follows the calendar.

/// What a tap on part of a date picker does.
enum DatePickerTarget {
    case previousMonth, nextMonth
    case day(Date)
    case datePill
}

extension UIDatePicker {
    static let inlineWidth: CGFloat = 320
    static let rowHeight: CGFloat = 44
    static let weekdayRowHeight: CGFloat = 24
    static let pillHeight: CGFloat = 34
    static let pillPadding: CGFloat = 11
    static let pillSpacing: CGFloat = 6
    static let dayCircle: CGFloat = 40

    /// The picker's calendar in its time zone and locale; the session's when it has none.
    var effectiveCalendar: Calendar {
        var calendar = self.calendar ?? Calendar.current
        calendar.timeZone = timeZone ?? .sessionCurrent
        calendar.locale = locale ?? .sessionCurrent
        return calendar
    }

    var showsDate: Bool { datePickerMode == .date || datePickerMode == .dateAndTime }
    var showsTime: Bool { datePickerMode == .time || datePickerMode == .dateAndTime }

    var formattedDate: String? {
        guard showsDate else { return nil }
        return formatter(dateStyle: .medium, timeStyle: .none).string(from: date)
    }

    var formattedTime: String? {
        guard showsTime else { return nil }
        return formatter(dateStyle: .none, timeStyle: .short).string(from: date)
    }

    private func formatter(dateStyle: DateFormatter.Style, timeStyle: DateFormatter.Style) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.calendar = effectiveCalendar
        formatter.locale = locale ?? Locale.sessionCurrent
        formatter.timeZone = effectiveCalendar.timeZone
        formatter.dateStyle = dateStyle
        formatter.timeStyle = timeStyle
        return formatter
    }

    func firstOfMonth(containing date: Date) -> Date {
        let calendar = effectiveCalendar
        return calendar.date(from: calendar.dateComponents([.year, .month], from: date)) ?? date
    }

    func clamped(_ date: Date) -> Date {
        var result = date
        if let minimumDate, result < minimumDate { result = minimumDate }
        if let maximumDate, result > maximumDate { result = maximumDate }
        return result
    }

    func clampDate() {
        let clampedDate = clamped(date)
        if clampedDate != date { date = clampedDate } else { rebuildContent() }
    }

    func dateDidChange() {
        shownMonth = firstOfMonth(containing: date)
        rebuildContent()
    }

    var naturalSize: CGSize {
        if datePickerStyle == .wheels { return UIPickerView.pickerSize }
        if datePickerStyle == .inline, showsDate {
            let time = showsTime ? UIDatePicker.rowHeight : 0
            return CGSize(width: UIDatePicker.inlineWidth,
                          height: UIDatePicker.rowHeight + UIDatePicker.weekdayRowHeight + 6 * UIDatePicker.rowHeight + time)
        }
        let pills = [formattedDate, formattedTime].compactMap { $0 }.map(pillSize)
        let width = pills.reduce(0) { $0 + $1.width } + UIDatePicker.pillSpacing * CGFloat(max(0, pills.count - 1))
        return CGSize(width: width, height: UIDatePicker.pillHeight)
    }

    private func pillSize(_ text: String) -> CGSize {
        CGSize(width: pillLabel(text).intrinsicContentSize.width + 2 * UIDatePicker.pillPadding, height: UIDatePicker.pillHeight)
    }

    private func pillLabel(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = UIFont.systemFont(ofSize: 17)
        label.textAlignment = .center
        return label
    }

    /// Redraws the picker from its date, style and mode.
    func rebuildContent() {
        for view in content.subviews { view.removeFromSuperview() }
        tapTargets = []
        updateWheels()
        if datePickerStyle == .wheels {
            // The wheels are the picker's whole content.
        } else if datePickerStyle == .inline, showsDate {
            buildCalendar()
            if let time = formattedTime {
                addPill(time, at: CGPoint(x: UIDatePicker.inlineWidth - pillSize(time).width - 8,
                                          y: naturalSize.height - UIDatePicker.rowHeight + 5), target: nil)
            }
        } else {
            var x: CGFloat = 0
            if let date = formattedDate {
                addPill(date, at: CGPoint(x: x, y: 0), target: .datePill)
                x += pillSize(date).width + UIDatePicker.pillSpacing
            }
            if let time = formattedTime { addPill(time, at: CGPoint(x: x, y: 0), target: nil) }
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func addPill(_ text: String, at origin: CGPoint, target: DatePickerTarget?) {
        let frame = CGRect(origin: origin, size: pillSize(text))
        let pill = UIView.controlPart(color: .tertiarySystemFill, cornerRadius: 6)
        pill.frame = frame
        let label = pillLabel(text)
        label.textColor = isEnabled ? (target != nil && presentedCalendarOverlay != nil ? tintColor : .label) : .tertiaryLabel
        label.frame = pill.bounds
        label.isUserInteractionEnabled = false
        pill.addSubview(label)
        content.addSubview(pill)
        if let target { tapTargets.append((frame, target)) }
    }

    private func buildCalendar() {
        let calendar = effectiveCalendar
        let width = UIDatePicker.inlineWidth, row = UIDatePicker.rowHeight
        let header = UILabel()
        let monthFormatter = DateFormatter()
        monthFormatter.calendar = calendar
        monthFormatter.locale = locale ?? Locale.sessionCurrent
        monthFormatter.timeZone = calendar.timeZone
        monthFormatter.setLocalizedDateFormatFromTemplate("MMMMy")
        header.text = monthFormatter.string(from: shownMonth)
        header.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        header.frame = CGRect(x: 16, y: 0, width: width - 104, height: row)
        content.addSubview(header)
        for (index, (symbol, target)) in [("‹", DatePickerTarget.previousMonth), ("›", .nextMonth)].enumerated() {
            let arrow = UILabel()
            arrow.text = symbol
            arrow.font = UIFont.systemFont(ofSize: 28)
            arrow.textColor = tintColor
            arrow.textAlignment = .center
            arrow.frame = CGRect(x: width - 88 + CGFloat(index) * 44, y: 0, width: 44, height: row)
            content.addSubview(arrow)
            tapTargets.append((arrow.frame, target))
        }
        let cellWidth = width / 7
        let symbols = calendar.veryShortStandaloneWeekdaySymbols
        for column in 0..<7 {
            let weekday = UILabel()
            weekday.text = symbols[(column + calendar.firstWeekday - 1) % 7].uppercased()
            weekday.font = UIFont.systemFont(ofSize: 13, weight: .semibold)
            weekday.textColor = .tertiaryLabel
            weekday.textAlignment = .center
            weekday.frame = CGRect(x: CGFloat(column) * cellWidth, y: row, width: cellWidth, height: UIDatePicker.weekdayRowHeight)
            content.addSubview(weekday)
        }
        buildDays(calendar: calendar, top: row + UIDatePicker.weekdayRowHeight, cellWidth: cellWidth)
    }

    private func buildDays(calendar: Calendar, top: CGFloat, cellWidth: CGFloat) {
        let days = calendar.range(of: .day, in: .month, for: shownMonth)?.count ?? 30
        let offset = (calendar.component(.weekday, from: shownMonth) - calendar.firstWeekday + 7) % 7
        let time = calendar.dateComponents([.hour, .minute, .second], from: date)
        let today = calendar.startOfDay(for: Date())
        for index in 0..<days {
            guard let dayStart = calendar.date(byAdding: .day, value: index, to: shownMonth) else { continue }
            var components = calendar.dateComponents([.year, .month, .day], from: dayStart)
            (components.hour, components.minute, components.second) = (time.hour, time.minute, time.second)
            let dayDate = calendar.date(from: components) ?? dayStart
            let cell = CGRect(x: CGFloat((offset + index) % 7) * cellWidth,
                              y: top + CGFloat((offset + index) / 7) * UIDatePicker.rowHeight,
                              width: cellWidth, height: UIDatePicker.rowHeight)
            let selected = calendar.isDate(dayStart, inSameDayAs: date)
            let inRange = isDayInRange(dayStart, calendar: calendar)
            if selected {
                let circle = UIView.controlPart(color: tintColor, cornerRadius: UIDatePicker.dayCircle / 2)
                circle.frame = CGRect(x: cell.midX - UIDatePicker.dayCircle / 2, y: cell.midY - UIDatePicker.dayCircle / 2,
                                      width: UIDatePicker.dayCircle, height: UIDatePicker.dayCircle)
                content.addSubview(circle)
            }
            let label = UILabel()
            label.text = String(index + 1)
            label.textAlignment = .center
            label.font = UIFont.systemFont(ofSize: 20, weight: selected ? .semibold : .regular)
            label.textColor = selected ? .white : !inRange || !isEnabled ? .tertiaryLabel
                : calendar.isDate(dayStart, inSameDayAs: today) ? tintColor : .label
            label.frame = cell
            content.addSubview(label)
            if inRange { tapTargets.append((cell, .day(dayDate))) }
        }
    }

    private func isDayInRange(_ dayStart: Date, calendar: Calendar) -> Bool {
        let dayEnd = calendar.date(byAdding: .day, value: 1, to: dayStart) ?? dayStart
        if let minimumDate, dayEnd <= minimumDate { return false }
        if let maximumDate, dayStart > maximumDate { return false }
        return true
    }

    func handleTap(at point: CGPoint, with event: UIEvent?) {
        guard let target = tapTargets.last(where: { $0.frame.contains(convert(point, to: content)) })?.target else { return }
        switch target {
        case .previousMonth, .nextMonth:
            let step = if case .previousMonth = target { -1 } else { 1 }
            shownMonth = effectiveCalendar.date(byAdding: .month, value: step, to: shownMonth) ?? shownMonth
            rebuildContent()
        case .day(let day):
            let newDate = clamped(day)
            guard newDate != date else { return }
            date = newDate
            sendValueChangedActions(with: event)
        case .datePill:
            presentCalendar()
        }
    }
}
