import UIKit

/// UIAccessibility as an app uses it: custom labels, values, hints and traits; a custom-drawn
/// adjustable control; custom actions; an announcement; and `accessibilityElements` reading two
/// buttons in the opposite order of their places on screen. Each change shows in `a11yStatus`.
///
/// Identifiers: `a11yFavorite`, `a11yLevel`, `a11yMessage`, `a11yAnnounce`, `a11ySwitch`,
/// `a11ySlider`, `a11yAlert`, `a11yOrderFirst`, `a11yOrderSecond`, `a11yStatus`.
final class AccessibilityViewController: UIViewController {
    private let status = UILabel()
    private let level = LevelControl()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Accessibility"
        view.backgroundColor = .systemBackground

        let heading = UILabel()
        heading.text = "Labels and traits"
        heading.font = .systemFont(ofSize: 20, weight: .semibold)
        heading.accessibilityTraits = .header

        let favorite = UIButton(type: .system)
        favorite.setTitle("♥", for: .normal)
        favorite.titleLabel?.font = .systemFont(ofSize: 28)
        favorite.accessibilityLabel = "Favorite"
        favorite.accessibilityHint = "Adds the song to your favorites"
        favorite.accessibilityIdentifier = "a11yFavorite"
        favorite.addAction(UIAction { [weak self] _ in self?.show("Favorite tapped") }, for: .touchUpInside)

        level.accessibilityIdentifier = "a11yLevel"
        level.onChange = { [weak self] value in self?.show("Level \(value)") }

        let message = MessageRow()
        message.accessibilityIdentifier = "a11yMessage"
        message.onAction = { [weak self] name in self?.show("\(name) performed") }

        let announce = UIButton(type: .system)
        announce.setTitle("Announce", for: .normal)
        announce.accessibilityIdentifier = "a11yAnnounce"
        announce.addAction(UIAction { [weak self] _ in
            UIAccessibility.post(notification: .announcement, argument: "Saved to favorites")
            self?.show("Announced")
        }, for: .touchUpInside)

        let toggle = UISwitch()
        toggle.accessibilityLabel = "Notifications"
        toggle.accessibilityIdentifier = "a11ySwitch"
        toggle.addAction(UIAction { [weak self, weak toggle] _ in self?.show("Notifications \(toggle?.isOn == true ? "on" : "off")") },
                         for: .valueChanged)

        let slider = UISlider()
        slider.accessibilityLabel = "Brightness"
        slider.value = 0.5
        slider.accessibilityIdentifier = "a11ySlider"
        slider.addAction(UIAction { [weak self, weak slider] _ in
            self?.show("Brightness \(slider?.accessibilityValue ?? "")")
        }, for: .valueChanged)

        let alertButton = UIButton(type: .system)
        alertButton.setTitle("Show alert", for: .normal)
        alertButton.accessibilityIdentifier = "a11yAlert"
        alertButton.addAction(UIAction { [weak self] _ in self?.showAlert() }, for: .touchUpInside)

        status.text = "Ready"
        status.accessibilityIdentifier = "a11yStatus"
        status.textColor = .secondaryLabel

        let stack = UIStackView(arrangedSubviews: [heading, favorite, level, message, announce, toggle, slider, alertButton,
                                                   makeOrderedPair(), status])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 14
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            level.widthAnchor.constraint(equalToConstant: 220),
            level.heightAnchor.constraint(equalToConstant: 36),
            message.widthAnchor.constraint(equalTo: stack.widthAnchor),
            message.heightAnchor.constraint(equalToConstant: 44),
            slider.widthAnchor.constraint(equalToConstant: 220),
        ])
    }

    /// Two buttons side by side, "Second" on the left: `accessibilityElements` makes assistive
    /// apps (and Tab) read "First" before it.
    private func makeOrderedPair() -> UIView {
        let second = UIButton(type: .system)
        second.setTitle("Second", for: .normal)
        second.accessibilityIdentifier = "a11yOrderSecond"
        let first = UIButton(type: .system)
        first.setTitle("First", for: .normal)
        first.accessibilityIdentifier = "a11yOrderFirst"
        let pair = UIStackView(arrangedSubviews: [second, first])
        pair.spacing = 24
        pair.accessibilityElements = [first, second]
        return pair
    }

    private func showAlert() {
        let alert = UIAlertController(title: "Delete song?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in self?.show("Alert cancelled") })
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in self?.show("Deleted") })
        present(alert, animated: true)
    }

    private func show(_ text: String) {
        status.text = text
    }
}

/// A level from 0 to 10 drawn as bars: one adjustable element whose value reads "3 of 10".
private final class LevelControl: UIView {
    private(set) var level = 3
    var onChange: ((Int) -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        isAccessibilityElement = true
        accessibilityLabel = "Volume"
        accessibilityTraits = .adjustable
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var accessibilityValue: String? {
        get { "\(level) of 10" }
        set {}
    }

    override func accessibilityIncrement() { change(to: min(level + 1, 10)) }
    override func accessibilityDecrement() { change(to: max(level - 1, 0)) }

    private func change(to value: Int) {
        guard value != level else { return }
        level = value
        setNeedsDisplay()
        onChange?(value)
    }

    override func draw(_ rect: CGRect) {
        let width = bounds.width / 10
        for index in 0..<10 {
            let bar = CGRect(x: CGFloat(index) * width + 2, y: 4, width: width - 4, height: bounds.height - 8)
            (index < level ? UIColor.systemBlue : UIColor.systemGray5).setFill()
            UIBezierPath(roundedRect: bar, cornerRadius: 3).fill()
        }
    }
}

/// A message row whose actions (Archive, Flag) are custom accessibility actions rather than
/// swipe buttons.
private final class MessageRow: UIView {
    var onAction: ((String) -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 8
        let text = UILabel()
        text.text = "Ana: Lunch tomorrow?"
        text.frame = CGRect(x: 12, y: 0, width: 300, height: 44)
        addSubview(text)
        isAccessibilityElement = true
        accessibilityLabel = "Message from Ana, Lunch tomorrow?"
        accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: "Archive") { [weak self] _ in
                self?.onAction?("Archive")
                return true
            },
            UIAccessibilityCustomAction(name: "Flag") { [weak self] _ in
                self?.onAction?("Flag")
                return true
            },
        ]
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
