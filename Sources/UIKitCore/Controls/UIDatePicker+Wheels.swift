import Foundation

// The `.wheels` style is a UIPickerView inside the date picker, its wheels chosen by the mode as
// iOS chooses them: `.date` has month, day and year wheels in the locale's order (en_US: month,
// day, year); `.time` has hour and minute wheels, and an AM/PM wheel for 12-hour locales;
// `.dateAndTime` has a day wheel ("Sun Nov 22", "Today") before the time wheels; and
// `.countDownTimer` has hours and minutes wheels. Minute wheels step by `minuteInterval`. When a
// wheel settles, the picker composes the date from every wheel, clamps it to `minimumDate` and
// `maximumDate` (the wheels move back into range) and sends `.valueChanged` once if it changed.

/// One wheel of a date picker.
enum DateWheel: Equatable {
    case month, day, year, dayOfEra, hour, minute, meridiem, countDownHours, countDownMinutes
}

extension UIDatePicker {
    /// The longest count-down duration, 23 hours 59 minutes, in minutes.
    static let longestCountDownMinutes = 23 * 60 + 59

    /// The count-down duration, in seconds, made whole minutes, a multiple of `minuteInterval`,
    /// from `minuteInterval` minutes to 23 hours 59 minutes.
    func normalizedCountDown(_ duration: TimeInterval) -> TimeInterval {
        let minutes = Int((max(0, duration) / 60).rounded(.down))
        let longest = UIDatePicker.longestCountDownMinutes - UIDatePicker.longestCountDownMinutes % minuteInterval
        let stepped = min(max(minutes - minutes % minuteInterval, minuteInterval), longest)
        return TimeInterval(stepped * 60)
    }

    func countDownDurationDidChange(from oldValue: TimeInterval) {
        guard countDownDuration != 0 else { return rebuildContent() }
        let normalized = normalizedCountDown(countDownDuration)
        if normalized != countDownDuration {
            countDownDuration = normalized
        } else {
            rebuildContent()
        }
    }

    /// Shows the wheels for the current mode in the `.wheels` style (or removes them), turned to
    /// the picker's date or duration.
    func updateWheels() {
        guard datePickerStyle == .wheels else {
            wheelPicker?.removeFromSuperview()
            (wheelPicker, wheelSource) = (nil, nil)
            return
        }
        let source = DatePickerWheels(picker: self)
        let wheels = wheelPicker ?? UIPickerView(frame: bounds)
        if wheelPicker == nil {
            addSubview(wheels)
            wheelPicker = wheels
        }
        wheelSource = source
        wheels.dataSource = source
        wheels.delegate = source
        wheels.isUserInteractionEnabled = isEnabled
        wheels.alpha = isEnabled ? 1 : 0.4
        let rows = source.rows(for: date, duration: countDownDuration)
        for (component, row) in rows.enumerated() {
            wheels.selectRow(row, inComponent: component, animated: false)
        }
    }

    /// Takes the date (or duration) the settled wheels show, as the user picked it.
    func wheelsDidSettle() {
        guard let wheelPicker, let wheelSource else { return }
        let rows = wheelSource.wheels.indices.map { wheelPicker.selectedRow(inComponent: $0) }
        if datePickerMode == .countDownTimer {
            let picked = normalizedCountDown(wheelSource.duration(from: rows))
            guard picked != countDownDuration else { return rebuildContent() }
            countDownDuration = picked
            sendValueChangedActions(with: nil)
            return
        }
        let picked = clamped(wheelSource.date(from: rows, keeping: date))
        guard picked != date else { return rebuildContent() }
        date = picked
        sendValueChangedActions(with: nil)
    }
}

/// What a date picker's wheels show: their kinds, rows and titles for the picker's mode,
/// calendar, locale and minute interval.
@MainActor
final class DatePickerWheels: UIPickerViewDataSource, UIPickerViewDelegate {
    /// The years the year wheel offers, 1 to 9999.
    static let yearCount = 9999
    /// The days the day wheel of `.dateAndTime` offers: 1 January 1900 to 31 December 2099.
    static let firstDay = DateComponents(year: 1900, month: 1, day: 1)
    static let dayCount = 73_049

    weak var picker: UIDatePicker?
    let wheels: [DateWheel]
    let calendar: Calendar
    let minuteInterval: Int
    let uses12Hours: Bool
    let firstDay: Date
    let today: Date
    private let dayFormatter = DateFormatter()

    init(picker: UIDatePicker) {
        let calendar = picker.effectiveCalendar
        let locale = picker.locale ?? Locale.sessionCurrent
        let timeFormat = DateFormatter.dateFormat(fromTemplate: "jmm", options: 0, locale: locale) ?? "h:mm a"
        let uses12Hours = timeFormat.contains("a")
        let meridiemFirst = uses12Hours && (timeFormat.firstIndex(of: "a") ?? timeFormat.endIndex)
            < (timeFormat.firstIndex { "hHkK".contains($0) } ?? timeFormat.endIndex)
        let time: [DateWheel] = uses12Hours ? (meridiemFirst ? [.meridiem, .hour, .minute] : [.hour, .minute, .meridiem])
            : [.hour, .minute]
        switch picker.datePickerMode {
        case .date: wheels = DatePickerWheels.dateOrder(locale: locale)
        case .time: wheels = time
        case .dateAndTime: wheels = [.dayOfEra] + time
        case .countDownTimer: wheels = [.countDownHours, .countDownMinutes]
        }
        self.picker = picker
        self.calendar = calendar
        self.uses12Hours = uses12Hours
        minuteInterval = picker.minuteInterval
        firstDay = calendar.date(from: DatePickerWheels.firstDay) ?? Date(timeIntervalSinceReferenceDate: 0)
        today = calendar.startOfDay(for: Date())
        dayFormatter.calendar = calendar
        dayFormatter.locale = locale
        dayFormatter.timeZone = calendar.timeZone
        dayFormatter.setLocalizedDateFormatFromTemplate("EEEMMMd")
    }

    /// Month, day and year in the order the locale writes them.
    static func dateOrder(locale: Locale) -> [DateWheel] {
        let format = DateFormatter.dateFormat(fromTemplate: "yMMMd", options: 0, locale: locale) ?? "MMM d, y"
        let positions: [(DateWheel, String.Index)] = [(.month, "ML"), (.day, "d"), (.year, "yY")].map { wheel, letters in
            (wheel, format.firstIndex { letters.contains($0) } ?? format.endIndex)
        }
        return positions.sorted { $0.1 < $1.1 }.map(\.0)
    }

    // MARK: Rows

    /// The row of each wheel that shows a date (or, for the count-down, a duration).
    func rows(for date: Date, duration: TimeInterval) -> [Int] {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let minutes = Int(duration / 60)
        let shownMinutes = duration == 0 ? minuteInterval : minutes
        return wheels.map { wheel in
            switch wheel {
            case .month: (parts.month ?? 1) - 1
            case .day: (parts.day ?? 1) - 1
            case .year: (parts.year ?? 1) - 1
            case .dayOfEra: calendar.dateComponents([.day], from: firstDay, to: calendar.startOfDay(for: date)).day ?? 0
            case .hour: uses12Hours ? ((parts.hour ?? 0) + 11) % 12 : parts.hour ?? 0
            case .minute: (parts.minute ?? 0) / minuteInterval
            case .meridiem: (parts.hour ?? 0) >= 12 ? 1 : 0
            case .countDownHours: shownMinutes / 60
            case .countDownMinutes: shownMinutes % 60 / minuteInterval
            }
        }
    }

    /// The date the wheels show at these rows, with the parts they do not show taken from
    /// `date`. A day past the end of the month becomes the month's last day; picked times have
    /// no seconds.
    func date(from rows: [Int], keeping date: Date) -> Date {
        var parts = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute, .second, .nanosecond], from: date)
        var hour12: Int?, afternoon: Bool?
        for (wheel, row) in zip(wheels, rows) {
            switch wheel {
            case .month: parts.month = row + 1
            case .day: parts.day = row + 1
            case .year: (parts.era, parts.year) = (nil, row + 1)
            case .dayOfEra:
                let day = calendar.date(byAdding: .day, value: row, to: firstDay) ?? firstDay
                let picked = calendar.dateComponents([.era, .year, .month, .day], from: day)
                (parts.era, parts.year, parts.month, parts.day) = (picked.era, picked.year, picked.month, picked.day)
            case .hour:
                if uses12Hours { hour12 = row } else { parts.hour = row }
            case .minute: parts.minute = row * minuteInterval
            case .meridiem: afternoon = row == 1
            case .countDownHours, .countDownMinutes: break
            }
        }
        if uses12Hours, wheels.contains(.hour) {
            let afternoon = afternoon ?? ((parts.hour ?? 0) >= 12)
            parts.hour = ((hour12 ?? 0) + 1) % 12 + (afternoon ? 12 : 0)
        }
        if wheels.contains(.minute) { (parts.second, parts.nanosecond) = (0, 0) }
        if wheels.contains(.day), let month = calendar.date(from: DateComponents(era: parts.era, year: parts.year, month: parts.month, day: 1)),
           let days = calendar.range(of: .day, in: .month, for: month)?.count {
            parts.day = min(parts.day ?? 1, days)
        }
        return calendar.date(from: parts) ?? date
    }

    /// The duration the count-down wheels show at these rows, in seconds.
    func duration(from rows: [Int]) -> TimeInterval {
        var minutes = 0
        for (wheel, row) in zip(wheels, rows) {
            if wheel == .countDownHours { minutes += row * 60 }
            if wheel == .countDownMinutes { minutes += row * minuteInterval }
        }
        return TimeInterval(minutes * 60)
    }

    func rowCount(of wheel: DateWheel) -> Int {
        switch wheel {
        case .month: 12
        case .day: 31
        case .year: DatePickerWheels.yearCount
        case .dayOfEra: DatePickerWheels.dayCount
        case .hour: uses12Hours ? 12 : 24
        case .minute, .countDownMinutes: 60 / minuteInterval
        case .meridiem: 2
        case .countDownHours: 24
        }
    }

    func title(of wheel: DateWheel, row: Int) -> String {
        switch wheel {
        case .month: return calendar.standaloneMonthSymbols[row % 12]
        case .day, .year: return String(row + 1)
        case .dayOfEra:
            let day = calendar.date(byAdding: .day, value: row, to: firstDay) ?? firstDay
            if day == today { return "Today" }
            return dayFormatter.string(from: day).replacingOccurrences(of: ",", with: "")
        case .hour: return uses12Hours ? String(row + 1) : twoDigits(row)
        case .minute: return twoDigits(row * minuteInterval)
        case .meridiem: return row == 0 ? calendar.amSymbol : calendar.pmSymbol
        case .countDownHours: return row == 1 ? "1 hour" : "\(row) hours"
        case .countDownMinutes: return "\(row * minuteInterval) min"
        }
    }

    private func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : String(value)
    }

    func width(of wheel: DateWheel) -> CGFloat {
        switch wheel {
        case .month, .dayOfEra: 130
        case .day: 50
        case .year: 80
        case .hour, .minute, .meridiem: 56
        case .countDownHours, .countDownMinutes: 120
        }
    }

    // MARK: Data source and delegate

    func numberOfComponents(in pickerView: UIPickerView) -> Int { wheels.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        rowCount(of: wheels[component])
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        title(of: wheels[component], row: row)
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        width(of: wheels[component])
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        picker?.wheelsDidSettle()
    }
}
