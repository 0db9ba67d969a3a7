import Foundation
import UIKit

/// Written exactly as for iOS, and compiled through the UIKit source plugin: the session's
/// language and time zone at work — a localized greeting, a plural, a date, a number and a
/// price formatted for the user's locale, the time zone, and a row laid out with leading and
/// trailing constraints, which a right-to-left language mirrors.
///
/// Identifiers: `languageGreeting`, `languageName`, `languagePlural`, `languageDate`,
/// `languageNumber`, `languageCurrency`, `languageTimeZone`, `languagePreferred`,
/// `languageLater` (filled in a moment later, by work the screen schedules on the main queue),
/// `languageLeadingBox`, `languageTrailingBox`.
final class LanguageViewController: UIViewController {
    /// The moment the date row shows: 15 January 2026, 12:00 UTC.
    static let sampleDate = Date(timeIntervalSince1970: 1_768_478_400)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("language.title", comment: "The Language screen's title.")
        view.backgroundColor = .systemBackground

        let dateFormatter = DateFormatter()
        dateFormatter.locale = Locale.current
        dateFormatter.timeZone = TimeZone.current
        dateFormatter.dateStyle = .long
        dateFormatter.timeStyle = .short
        let numberFormatter = NumberFormatter()
        numberFormatter.locale = Locale.current
        numberFormatter.numberStyle = .decimal
        let currencyFormatter = NumberFormatter()
        currencyFormatter.locale = Locale.current
        currencyFormatter.numberStyle = .currency

        let rows: [(String, String)] = [
            ("languageGreeting", NSLocalizedString("greeting", comment: "A greeting in the session's language.")),
            ("languageName", NSLocalizedString("language.name", comment: "Says which language the screen is in.")),
            ("languagePlural", String.localizedStringWithFormat(NSLocalizedString("%d files", comment: "A count of files."), 2)),
            ("languageDate", dateFormatter.string(from: Self.sampleDate)),
            ("languageNumber", numberFormatter.string(from: 1_234_567.891) ?? ""),
            ("languageCurrency", currencyFormatter.string(from: 42.5) ?? ""),
            ("languageTimeZone", TimeZone.current.identifier),
            ("languagePreferred", Locale.preferredLanguages.joined(separator: ", ")),
        ]
        let column = UIStackView(arrangedSubviews: rows.map { identifier, text in
            let label = UILabel()
            label.text = text
            label.numberOfLines = 0
            label.textAlignment = .natural
            label.accessibilityIdentifier = identifier
            return label
        })
        // Work scheduled now runs later, still in the user's language and time zone.
        let later = UILabel()
        later.text = "…"
        later.accessibilityIdentifier = "languageLater"
        column.addArrangedSubview(later)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { [weak later] in
            later?.text = NSLocalizedString("greeting", comment: "A greeting in the session's language.") + " " + TimeZone.current.identifier
        }
        column.axis = .vertical
        column.spacing = 12
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)

        let leadingBox = UIView()
        leadingBox.backgroundColor = .systemBlue
        leadingBox.accessibilityIdentifier = "languageLeadingBox"
        let trailingBox = UIView()
        trailingBox.backgroundColor = .systemOrange
        trailingBox.accessibilityIdentifier = "languageTrailingBox"
        for box in [leadingBox, trailingBox] {
            box.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(box)
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: column.bottomAnchor, constant: 24),
                box.widthAnchor.constraint(equalToConstant: 80),
                box.heightAnchor.constraint(equalToConstant: 40),
            ])
        }
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            column.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            column.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            leadingBox.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            trailingBox.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
        ])
    }
}
