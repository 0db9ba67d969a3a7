import UIKit

/// Auto Layout and stack views: a header pinned to the safe area, a row of equal buttons, a card
/// whose width a button changes, and a column that hides and shows a row.
final class LayoutViewController: UIViewController {
    private let header = UILabel()
    private let buttons = UIStackView()
    private let card = UIView()
    private let cardLabel = UILabel()
    private let column = UIStackView()
    private let optionalRow = UILabel()
    private var cardWidth: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Layout"
        view.backgroundColor = .systemBackground

        header.text = "Auto Layout"
        header.font = .systemFont(ofSize: 28, weight: .bold)
        header.accessibilityIdentifier = "layoutHeader"

        buttons.distribution = .fillEqually
        buttons.spacing = 8
        buttons.accessibilityIdentifier = "layoutButtons"
        for (title, action) in [("Wider", LayoutViewController.widen), ("Narrower", LayoutViewController.narrow),
                                ("Toggle", LayoutViewController.toggle)] {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.backgroundColor = .secondarySystemBackground
            button.accessibilityIdentifier = "layout\(title)"
            button.addTarget(self, action: action, for: .touchUpInside)
            buttons.addArrangedSubview(button)
        }

        card.backgroundColor = .systemBlue
        card.accessibilityIdentifier = "layoutCard"
        cardLabel.text = "Card"
        cardLabel.textAlignment = .center
        cardLabel.textColor = .white
        card.addSubview(cardLabel)

        column.axis = .vertical
        column.spacing = 4
        column.alignment = .fill
        column.accessibilityIdentifier = "layoutColumn"
        for text in ["First row", "Second row (toggled)", "Third row"] {
            let row = text.contains("toggled") ? optionalRow : UILabel()
            row.text = text
            row.backgroundColor = .secondarySystemBackground
            row.heightAnchor.constraint(equalToConstant: 32).isActive = true
            column.addArrangedSubview(row)
        }

        for subview in [header, buttons, card, column] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        cardLabel.translatesAutoresizingMaskIntoConstraints = false
        cardWidth = card.widthAnchor.constraint(equalToConstant: 160)
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            header.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 34),

            buttons.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 16),
            buttons.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            buttons.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            buttons.heightAnchor.constraint(equalToConstant: 44),

            card.topAnchor.constraint(equalTo: buttons.bottomAnchor, constant: 24),
            card.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5),
            cardWidth,
            card.widthAnchor.constraint(lessThanOrEqualTo: margins.widthAnchor),
            cardLabel.centerXAnchor.constraint(equalTo: card.centerXAnchor),
            cardLabel.centerYAnchor.constraint(equalTo: card.centerYAnchor),
            cardLabel.widthAnchor.constraint(equalTo: card.widthAnchor),
            cardLabel.heightAnchor.constraint(equalToConstant: 24),

            column.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 24),
            column.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ])
    }

    func widen(_ sender: UIButton) {
        cardWidth.constant += 40
    }

    func narrow(_ sender: UIButton) {
        cardWidth.constant = max(80, cardWidth.constant - 40)
    }

    func toggle(_ sender: UIButton) {
        optionalRow.isHidden.toggle()
    }
}
