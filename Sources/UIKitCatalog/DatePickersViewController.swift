import UIKit

/// Date pickers: a compact one (date and time pills; the date pill presents a calendar), a label
/// echoing the last value picked, and a segmented control choosing the picker below it: an
/// inline calendar limited to the next sixty days, date wheels, date-and-time wheels stepping by
/// five minutes, or a count-down timer.
final class DatePickersViewController: UIViewController {
    private let compact = UIDatePicker()
    private let inline = UIDatePicker()
    private let wheelsDate = UIDatePicker()
    private let wheelsDateAndTime = UIDatePicker()
    private let countDown = UIDatePicker()
    private let styles = UISegmentedControl(items: ["Calendar", "Wheels", "Date & time", "Timer"])
    private let echo = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Date pickers"
        view.backgroundColor = .systemBackground

        compact.preferredDatePickerStyle = .compact
        compact.datePickerMode = .dateAndTime
        compact.accessibilityIdentifier = "compactDatePicker"
        compact.addTarget(self, action: DatePickersViewController.compactChanged, for: .valueChanged)

        inline.preferredDatePickerStyle = .inline
        inline.datePickerMode = .date
        inline.minimumDate = Date()
        inline.maximumDate = Date().addingTimeInterval(60 * 86_400)
        inline.accessibilityIdentifier = "inlineDatePicker"
        inline.addTarget(self, action: DatePickersViewController.inlineChanged, for: .valueChanged)

        wheelsDate.preferredDatePickerStyle = .wheels
        wheelsDate.datePickerMode = .date
        wheelsDate.accessibilityIdentifier = "wheelsDatePicker"
        wheelsDate.addTarget(self, action: DatePickersViewController.wheelsDateChanged, for: .valueChanged)

        wheelsDateAndTime.preferredDatePickerStyle = .wheels
        wheelsDateAndTime.datePickerMode = .dateAndTime
        wheelsDateAndTime.minuteInterval = 5
        wheelsDateAndTime.accessibilityIdentifier = "wheelsDateAndTimePicker"
        wheelsDateAndTime.addTarget(self, action: DatePickersViewController.wheelsDateAndTimeChanged, for: .valueChanged)

        countDown.datePickerMode = .countDownTimer
        countDown.countDownDuration = 90 * 60
        countDown.accessibilityIdentifier = "countDownPicker"
        countDown.addTarget(self, action: DatePickersViewController.countDownChanged, for: .valueChanged)

        styles.selectedSegmentIndex = 0
        styles.accessibilityIdentifier = "datePickerStyles"
        styles.addTarget(self, action: DatePickersViewController.styleChanged, for: .valueChanged)

        echo.text = "No date picked"
        echo.accessibilityIdentifier = "datePickerLabel"

        let column = UIStackView(arrangedSubviews: [compact, echo, styles, inline, wheelsDate, wheelsDateAndTime, countDown])
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 16
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            column.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            column.trailingAnchor.constraint(lessThanOrEqualTo: view.layoutMarginsGuide.trailingAnchor),
        ])
        styleChanged()
    }

    private func show(_ date: Date) {
        echo.text = "Picked " + date.formatted(date: .abbreviated, time: .omitted)
    }

    private func styleChanged() {
        for (index, picker) in [inline, wheelsDate, wheelsDateAndTime, countDown].enumerated() {
            picker.isHidden = index != styles.selectedSegmentIndex
        }
    }

    private func compactChanged() { show(compact.date) }
    private func inlineChanged() { show(inline.date) }
    private func wheelsDateChanged() { show(wheelsDate.date) }

    private func wheelsDateAndTimeChanged() {
        echo.text = "Picked " + wheelsDateAndTime.date.formatted(date: .abbreviated, time: .shortened)
    }

    private func countDownChanged() {
        let minutes = Int(countDown.countDownDuration / 60)
        echo.text = "Timer \(minutes / 60) h \(minutes % 60) min"
    }
}
