import UIKit

/// UIAccessibility as an app uses it: custom labels, values, hints and traits; a custom-drawn
/// adjustable control; custom actions; an announcement; and `accessibilityElements` reading two
/// buttons in the opposite order of their places on screen. Each change shows in `a11yStatus`.
///
/// A custom-drawn size picker exposes its three circles as `UIAccessibilityElement`s (each
/// outlined by its `accessibilityPath`); a greeting is spoken in French
/// (`accessibilityLanguage`); a price row groups its two labels
/// (`shouldGroupAccessibilityChildren`).
///
/// Identifiers: `a11yFavorite`, `a11yLevel`, `a11yMessage`, `a11yAnnounce`, `a11ySwitch`,
/// `a11ySlider`, `a11yAlert`, `a11yOrderFirst`, `a11yOrderSecond`, `a11ySizes` (its elements
/// `a11ySizeS`, `a11ySizeM`, `a11ySizeL`), `a11yGreeting`, `a11yPrice`, `a11yVoiceOver` (reads
/// "VoiceOver on" or "VoiceOver off", following `voiceOverStatusDidChangeNotification`),
/// `a11yStatus`.
final class AccessibilityViewController: UIViewController {
    private let status = UILabel()
    private let voiceOver = UILabel()
    private var voiceOverObserver: NSObjectProtocol?
    private let level = LevelControl()

    isolated deinit {
        if let voiceOverObserver { NotificationCenter.default.removeObserver(voiceOverObserver) }
    }

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

        let sizes = SizePicker()
        sizes.accessibilityIdentifier = "a11ySizes"
        sizes.onSelect = { [weak self] size in self?.show("Size \(size)") }

        let greeting = UILabel()
        greeting.text = "Bonjour !"
        greeting.accessibilityLanguage = "fr"
        greeting.accessibilityIdentifier = "a11yGreeting"

        voiceOver.accessibilityIdentifier = "a11yVoiceOver"
        showVoiceOverStatus()
        // Posted on the main thread, in the turn of the scene whose page changed.
        voiceOverObserver = NotificationCenter.default.addObserver(forName: UIAccessibility.voiceOverStatusDidChangeNotification,
                                                                   object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.showVoiceOverStatus() }
        }

        status.text = "Ready"
        status.accessibilityIdentifier = "a11yStatus"
        status.textColor = .secondaryLabel

        let stack = UIStackView(arrangedSubviews: [heading, favorite, level, message, announce, toggle, slider, alertButton,
                                                   makeOrderedPair(), sizes, greeting, makePriceRow(), voiceOver, status])
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
            sizes.widthAnchor.constraint(equalToConstant: 150),
            sizes.heightAnchor.constraint(equalToConstant: 44),
        ])
    }

    /// "Price" and "$9.99" side by side, read together as one group.
    private func makePriceRow() -> UIView {
        let name = UILabel()
        name.text = "Price"
        let amount = UILabel()
        amount.text = "$9.99"
        let row = UIStackView(arrangedSubviews: [name, amount])
        row.spacing = 12
        row.shouldGroupAccessibilityChildren = true
        row.accessibilityIdentifier = "a11yPrice"
        return row
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

    private func showVoiceOverStatus() {
        voiceOver.text = UIAccessibility.isVoiceOverRunning ? "VoiceOver on" : "VoiceOver off"
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

/// Three sizes drawn as circles in one view, with no subviews: each circle is a
/// `UIAccessibilityElement` (a button, selected when chosen, outlined by its circle) that
/// activating selects.
private final class SizePicker: UIView {
    private static let names = ["S", "M", "L"]
    private(set) var selected = 1
    var onSelect: ((String) -> Void)?
    private lazy var circles: [SizeElement] = Self.names.indices.map { SizeElement(picker: self, index: $0) }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        accessibilityElements = circles
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// The circle of size `index`, in the view's coordinates.
    func circle(_ index: Int) -> CGRect {
        CGRect(x: CGFloat(index) * 50 + 3, y: 3, width: 38, height: 38)
    }

    func select(_ index: Int) {
        selected = index
        setNeedsDisplay()
        for element in circles { element.accessibilityTraits = index == element.index ? [.button, .selected] : .button }
        onSelect?(Self.names[index])
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        for element in circles { element.refreshPath() }
    }

    override func draw(_ rect: CGRect) {
        for index in Self.names.indices {
            let path = UIBezierPath(ovalIn: circle(index))
            (index == selected ? UIColor.systemBlue : UIColor.systemGray5).setFill()
            path.fill()
            let text = NSAttributedString(string: Self.names[index], attributes: [
                .font: UIFont.systemFont(ofSize: 17, weight: .semibold),
                .foregroundColor: index == selected ? UIColor.white : UIColor.label,
            ])
            let size = text.size()
            text.draw(at: CGPoint(x: circle(index).midX - size.width / 2, y: circle(index).midY - size.height / 2))
        }
    }

    private final class SizeElement: UIAccessibilityElement {
        let index: Int
        private weak var picker: SizePicker?

        init(picker: SizePicker, index: Int) {
            self.index = index
            self.picker = picker
            super.init(accessibilityContainer: picker)
            accessibilityLabel = ["Small", "Medium", "Large"][index]
            accessibilityIdentifier = "a11ySize\(SizePicker.names[index])"
            accessibilityTraits = index == picker.selected ? [.button, .selected] : .button
            accessibilityFrameInContainerSpace = picker.circle(index)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        /// The circle's outline in screen coordinates, for VoiceOver's cursor.
        func refreshPath() {
            guard let picker, picker.window != nil else { return }
            accessibilityPath = UIAccessibility.convertToScreenCoordinates(UIBezierPath(ovalIn: picker.circle(index)), in: picker)
        }

        override func accessibilityActivate() -> Bool {
            picker?.select(index)
            return true
        }
    }
}
