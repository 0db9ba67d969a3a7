import UIKit

/// Date pickers: a compact one (date and time pills; the date pill presents a calendar) and an
/// inline calendar limited to the next sixty days, with a label echoing the last date picked.
final class DatePickersViewController: UIViewController {
    private let compact = UIDatePicker()
    private let inline = UIDatePicker()
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

        echo.text = "No date picked"
        echo.accessibilityIdentifier = "datePickerLabel"

        let column = UIStackView(arrangedSubviews: [compact, echo, inline])
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
    }

    private func show(_ date: Date) {
        echo.text = "Picked " + date.formatted(date: .abbreviated, time: .omitted)
    }

    private func compactChanged() { show(compact.date) }
    private func inlineChanged() { show(inline.date) }
}
